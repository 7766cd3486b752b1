//! # Exchange game: play a card from your hand, maybe take a smaller one from the table
//!
//! - **Game** (AtCoder ABC380 F): a turn plays a card of the mover's hand to the table, then may
//!   take a table card of strictly smaller number into the hand; an empty hand loses.
//! - **Method:** [`crate::numbered::Numbered`]; a card's place (table, either hand): a digit.
//! - **Complexity:** O(3^K · K²) for K cards (3^12 = 531441 positions at most); two `u32` memos.
//! - **Problems:** atcoder-abc380-f.
//! - **Status:** = search from the rules on every split of K <= 5 cards (6 in release), numbers in
//!   1..=K (every order, ties too); 300 random deals of K <= 9 (in release also 300 of 10..=12).
//!
//! Every card is seen by all; each turn lowers the mover's hand total, so plays end. The cards
//! are sorted by number and the base-3 digit of card `i` says where it is *relative to the
//! mover* (0 table, 1 the mover's hand, 2 the other's): no turn bit, 3^K positions, and after a
//! move digits 1 and 2 swap, so the swapped code is computed once per position and each move is
//! one or two additions. Only the order of the numbers matters; equal numbers are told apart by
//! their place in the sorted list (an equal card can never be taken). On the worst 12-card deal
//! found, the first player's search reaches about 75,000 of the 531,441 positions: `GameSearch`
//! on two bit masks reaches the same ones with a hash look-up per move; `Numbered` indexes an
//! array instead and pays for its 4 MB memo. A one-off search over every deal of K <= 7 cards
//! found no position where forcing a take (when one is possible) changes the outcome.

use crate::numbered::Numbered;

/// Does the first player (holding `a`) win against `b` with `c` on the table?
///
/// # Constraints
/// `a.len() + b.len() + c.len() <= 14` (the memo has `3^K` entries); any numbers, repeats
/// allowed; a hand may be empty (its holder loses on their turn).
///
/// # Panics
/// If there are more than 14 cards.
///
/// # Complexity
/// O(3^K · K²) time, O(3^K) memory, K the number of cards; far less when few positions are
/// reachable.
///
/// # Example
/// ```
/// use cgt::exchange_game::first_player_wins;
/// // Takahashi must play 2 (taking the 1 or not); Aoki answers with 4 and takes 3 or 2.
/// assert!(!first_player_wins(&[2], &[4], &[1, 3]));
/// assert!(!first_player_wins(&[10], &[10], &[1, 2, 3, 4, 5, 6, 7, 8]));
/// assert!(first_player_wins(&[5], &[], &[]));
/// ```
pub fn first_player_wins(a: &[u64], b: &[u64], c: &[u64]) -> bool {
    let k = a.len() + b.len() + c.len();
    assert!(
        k <= 14,
        "exchange_game::first_player_wins: {} cards, at most 14",
        k
    );
    // (number, place): 0 table, 1 first player's hand, 2 the other's.
    let mut cards: Vec<(u64, usize)> = a.iter().map(|&x| (x, 1)).collect();
    cards.extend(b.iter().map(|&x| (x, 2)));
    cards.extend(c.iter().map(|&x| (x, 0)));
    cards.sort_unstable();
    let mut pow3 = vec![1usize; k + 1];
    for i in 0..k {
        pow3[i + 1] = pow3[i] * 3;
    }
    // lo[i]: the cards 0..lo[i] are strictly smaller than card i.
    let lo: Vec<usize> = (0..k)
        .map(|i| {
            cards
                .iter()
                .position(|&(x, _)| x == cards[i].0)
                .unwrap_or(i)
        })
        .collect();
    let start = (0..k).map(|i| cards[i].1 * pow3[i]).sum();
    let mut s = Numbered::new(pow3[k], |x, out| {
        let (mut rest, mut swapped, mut place) = (x, 0, [0usize; 14]);
        for i in 0..k {
            place[i] = rest % 3;
            rest /= 3;
            swapped += [0, 2, 1][place[i]] * pow3[i];
        }
        // Seen by the next mover: the card played leaves their opponent's hand (digit 2), a
        // card taken joins it.
        for i in (0..k).filter(|&i| place[i] == 1) {
            let y = swapped - 2 * pow3[i];
            out.push(y);
            out.extend(
                (0..lo[i])
                    .filter(|&j| place[j] == 0)
                    .map(|j| y + 2 * pow3[j]),
            );
        }
    });
    s.first_player_wins(start)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game_search::GameSearch;
    use crate::rng::XorShift;

    /// (mover's hand, other hand, table), each sorted: the numbers only, as the rules see them.
    type Pos = (Vec<u64>, Vec<u64>, Vec<u64>);

    /// The rules: play any card of the mover's hand; then optionally take a table card (from
    /// before the play) strictly smaller than it. The other player moves next.
    fn rules(p: &Pos) -> Vec<Pos> {
        let (mine, theirs, table) = p;
        let mut out = Vec::new();
        for i in 0..mine.len() {
            let mut hand = mine.clone();
            let x = hand.remove(i);
            let mut t = table.clone();
            t.push(x);
            t.sort_unstable();
            out.push((theirs.clone(), hand.clone(), t.clone()));
            for (j, &y) in table.iter().enumerate().filter(|&(_, &y)| y < x) {
                let (mut h, mut t2) = (hand.clone(), table.clone());
                t2.remove(j);
                t2.push(x);
                t2.sort_unstable();
                h.push(y);
                h.sort_unstable();
                out.push((theirs.clone(), h, t2));
            }
        }
        out
    }

    fn sorted(v: &[u64]) -> Vec<u64> {
        let mut v = v.to_vec();
        v.sort_unstable();
        v
    }

    /// Every multiset of `len` numbers from `1..=hi`, non-decreasing.
    fn multisets(len: usize, hi: u64) -> Vec<Vec<u64>> {
        let mut all = vec![vec![]];
        for _ in 0..len {
            let mut next = Vec::new();
            for v in &all {
                let from = v.last().copied().unwrap_or(1);
                for x in from..=hi {
                    let mut w: Vec<u64> = v.clone();
                    w.push(x);
                    next.push(w);
                }
            }
            all = next;
        }
        all
    }

    /// Every split of `k <= max` cards with numbers in `1..=k` (hands and table) against the
    /// rules; returns the number of positions.
    fn check_every_split(max: usize) -> usize {
        let mut s = GameSearch::new(rules);
        let mut count = 0;
        for k in 0..=max {
            let hi = k.max(1) as u64;
            for n in 0..=k {
                for m in 0..=k - n {
                    let l = k - n - m;
                    for a in multisets(n, hi) {
                        for b in multisets(m, hi) {
                            for c in multisets(l, hi) {
                                let want = s.first_player_wins(&(a.clone(), b.clone(), c.clone()));
                                let got = first_player_wins(&a, &b, &c);
                                assert_eq!(got, want, "a={:?} b={:?} c={:?}", a, b, c);
                                count += 1;
                            }
                        }
                    }
                }
            }
        }
        count
    }

    #[test]
    fn matches_rules_on_every_small_split() {
        let count = check_every_split(5);
        assert!(count > 1_000, "{} positions", count);
    }

    #[test]
    #[ignore] // heavy: run in release (CI runs the ignored tests with --release)
    fn matches_rules_on_every_split_of_6() {
        let count = check_every_split(6);
        assert!(count > 10_000, "{} positions", count);
    }

    /// `rounds` random deals of `k(rng)` cards with numbers in `1..=hi(round)`, each hand and the
    /// table non-empty, against the rules.
    fn check_random_deals(
        seed: u64,
        rounds: u64,
        k: impl Fn(&mut XorShift) -> usize,
        hi: impl Fn(u64) -> u64,
    ) {
        let mut s = GameSearch::new(rules);
        let mut rng = XorShift::new(seed);
        for round in 0..rounds {
            let k = k(&mut rng);
            let hi = hi(round);
            let mut a: Vec<u64> = (0..k).map(|_| 1 + rng.below(hi)).collect();
            let n = 1 + rng.below(k as u64 - 2) as usize;
            let m = 1 + rng.below((k - n - 1) as u64) as usize;
            let (c, b) = (a.split_off(n + m), a.split_off(n));
            let want = s.first_player_wins(&(sorted(&a), sorted(&b), sorted(&c)));
            assert_eq!(
                first_player_wins(&a, &b, &c),
                want,
                "{:?} {:?} {:?}",
                a,
                b,
                c
            );
        }
    }

    #[test]
    fn matches_rules_on_random_splits() {
        check_random_deals(380, 300, |r| 3 + r.below(7) as usize, |i| 2 + i % 11);
    }

    /// Full-size deals (release): 10 to 12 cards, numbers up to 10^9 or up to 4 (repeats).
    #[test]
    #[ignore]
    fn matches_rules_on_full_size_deals() {
        let hi = |i: u64| if i % 2 == 0 { 1_000_000_000 } else { 4 };
        check_random_deals(12, 300, |r| 10 + r.below(3) as usize, hi);
    }

    #[test]
    fn official_samples_and_extremes() {
        assert!(!first_player_wins(&[2], &[4], &[1, 3]));
        let a = [98, 98765, 987654, 987654321];
        let b = [987, 9876, 9876543, 98765432];
        let c = [123, 12345, 1234567, 123456789];
        assert!(first_player_wins(&a, &b, &c));
        assert!(!first_player_wins(&[10], &[10], &[1, 2, 3, 4, 5, 6, 7, 8]));
        // All equal: nothing can be taken, the longer hand wins (ties: the second player).
        let ones = [7u64; 12];
        assert!(first_player_wins(&ones[..6], &ones[..5], &ones[..1]));
        assert!(!first_player_wins(&ones[..5], &ones[..5], &ones[..2]));
        assert!(!first_player_wins(&[], &[1], &[]));
        let _ = first_player_wins(&[1; 14], &[], &[]);
    }

    #[test]
    #[should_panic(expected = "15 cards")]
    fn too_many_cards() {
        first_player_wins(&[1; 5], &[2; 5], &[3; 5]);
    }
}
