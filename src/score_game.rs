//! # Score and end games on rows: take from either end
//!
//! - **Game:** take at a row's end: pile stones, a carrot, a value (deque); cards: tops/bottoms.
//! - **Method:** interval DPs (lost completions, the mover's lead); window values; halves, middles.
//! - **Complexity:** O(n²) time, O(n) memory; O(n); O(n²), O(n); O(cards + piles · log).
//! - **Problems:** luogu-p2599 (piles), cf-794e (carrots), atcoder-dp-l (deque), cf-388c (cards).
//! - **Status:** = search on every case of a box (release: ...): piles (GameSearch) <= 4 piles
//!   <= 4, 5 <= 3; carrots <= 7 values <= 3; deque (ScoreSearch) <= 7 (8) values -2..=2, 10 in
//!   1..=2; cards <= 2 (3) piles of <= 3 cards 0..=3, <= 5 (6) of <= 2 in 0..=2, 2 of <= 5 1..=2.
//!
//! The games: end piles, take any stones from the leftmost or rightmost pile, last move wins;
//! carrots, eat an end carrot, the last one left is the score, the maximiser first after `k` free
//! moves; deque, take an end value and score it, the mover's total minus the opponent's; card
//! piles listed top to bottom, the first player takes tops, the second bottoms, each own sum.
//!
//! End piles (ZJOI 2009): `left(i, j)` is the unique `x >= 0` with `(x, a_i, ..., a_j)` lost
//! for the player to move, `right(i, j)` the same on the right (unique: from the larger one could
//! move to the smaller). With `l, r` those of `a_i..a_{j-1}` and `x = a_j`: `left(i, j)` is 0 if
//! `x = r`, `x` if `x` is outside `[min(l, r), max(l, r)]`, `x - 1` if `r < x <= l`, `x + 1` if
//! `l <= x < r`; `right` mirrored. The first player loses iff `left(2, n) = a_1`.
//! Deque: the mover's lead `d(i, j) = max(a_i - d(i+1, j), a_j - d(i, j-1))`, one table for both.
//! Tops and bottoms: answering in the pile the opponent just took from keeps each player the half
//! of every pile on their side; only odd piles' middles remain, and whoever opens such a pile
//! gets it, so sorted decreasing they go to the first player, the second, the first, ...

/// Piles in a row; a move takes any positive number of stones from the leftmost or the rightmost
/// pile (an emptied pile leaves the row). Does the player to move win?
///
/// # Constraints
/// Piles `>= 1`; values up to `2^62`.
///
/// # Panics
/// If a pile is 0.
///
/// # Complexity
/// O(n²) time, O(n) memory.
///
/// # Example
/// ```
/// use cgt::score_game::end_piles_first_player_wins as wins;
/// assert!(!wins(&[3, 1, 9, 4]));
/// assert!(wins(&[5]));
/// ```
pub fn end_piles_first_player_wins(a: &[u64]) -> bool {
    assert!(
        a.iter().all(|&x| x >= 1),
        "end_piles_first_player_wins: piles must be >= 1"
    );
    let n = a.len();
    if n <= 1 {
        return n == 1;
    }
    // left[i], right[i]: those of the window a[i..i + len] (len = 1 first).
    let (mut left, mut right) = (a.to_vec(), a.to_vec());
    for len in 2..n {
        for i in 0..=n - len {
            let j = i + len - 1;
            let (l, r, x) = (left[i], right[i], a[j]);
            let new_left = step(l, r, x);
            let (l2, r2, y) = (left[i + 1], right[i + 1], a[i]);
            right[i] = step(r2, l2, y);
            left[i] = new_left;
        }
    }
    // The window a[1..n] has len n - 1: left[1].
    left[1] != a[0]
}

/// The completion on the far side: `l` the completion on the near side, `r` on the far side
/// (where `x` is added), of the shorter window.
fn step(l: u64, r: u64, x: u64) -> u64 {
    if x == r {
        0
    } else if x < l.min(r) || x > l.max(r) {
        x
    } else if r < x {
        x - 1
    } else {
        x + 1
    }
}

/// The carrot game: players alternately eat a carrot from either end, the maximiser first; the
/// last carrot is the score. Entry `k` is the score when the maximiser first eats `k` carrots
/// alone (so he picks any window of length `n - k`).
///
/// # Constraints
/// `a` non-empty.
///
/// # Panics
/// If `a` is empty.
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// assert_eq!(cgt::score_game::pre_move_results(&[1, 2, 3, 5]), vec![3, 3, 5, 5]);
/// ```
pub fn pre_move_results(a: &[u64]) -> Vec<u64> {
    let n = a.len();
    assert!(n >= 1, "pre_move_results: no carrots");
    // best[m]: the best value of a window of length m. A window of even length m centred between
    // c - 1 and c is worth max(a[c-1], a[c]); one of odd length m >= 3 centred at c is worth
    // max(min(a[c-1], a[c]), min(a[c], a[c+1])); centre c fits every length up to its bound.
    let mut best = vec![0u64; n + 1];
    for c in 1..n {
        let m = 2 * c.min(n - c);
        best[m] = best[m].max(a[c - 1].max(a[c]));
    }
    for c in 1..n.saturating_sub(1) {
        let m = 2 * c.min(n - 1 - c) + 1;
        best[m] = best[m].max(a[c - 1].min(a[c]).max(a[c].min(a[c + 1])));
    }
    for m in (1..n.saturating_sub(1)).rev() {
        best[m] = best[m].max(best[m + 2]);
    }
    best[1] = *a.iter().max().unwrap();
    (0..n).map(|k| best[n - k]).collect()
}

/// The deque game: players alternately take the first or the last value of the row and score
/// it. The result is the mover's total minus the opponent's under optimal play (0 for an empty
/// row).
///
/// # Constraints
/// The sum of `|a_i|` fits in `i64` (every lead is at most it).
///
/// # Panics
/// If the sum of `|a_i|` overflows `i64`.
///
/// # Complexity
/// O(n²) time, O(n) memory.
///
/// # Example
/// ```
/// use cgt::score_game::take_ends_difference;
/// assert_eq!(take_ends_difference(&[10, 80, 90, 30]), 10); // 30 + 80 against 90 + 10
/// assert_eq!(take_ends_difference(&[10, 100, 10]), -80);
/// ```
pub fn take_ends_difference(a: &[i64]) -> i64 {
    let total = a
        .iter()
        .try_fold(0i64, |s, &x| s.checked_add(x.checked_abs()?));
    assert!(
        total.is_some(),
        "take_ends_difference: the sum of |a_i| overflows i64"
    );
    let n = a.len();
    // d[i]: the mover's lead on the window a[i..i + len], len = 1 first; ascending i reads
    // d[i + 1] of the shorter windows before it is overwritten.
    let mut d = a.to_vec();
    for len in 2..=n {
        for i in 0..=n - len {
            d[i] = (a[i] - d[i + 1]).max(a[i + len - 1] - d[i]);
        }
    }
    d.first().copied().unwrap_or(0)
}

/// Card piles listed top to bottom: the first player always takes the top card of a non-empty
/// pile, the second the bottom card; each maximises their own sum until every pile is empty.
/// Returns `(first player's sum, second player's sum)` under optimal play.
///
/// # Constraints
/// The sum of all cards fits in `u64`; empty piles are allowed (they change nothing).
///
/// # Panics
/// If the sum of all cards overflows `u64`.
///
/// # Complexity
/// O(cards + m log m) time, `m` the number of odd piles; O(m) memory.
///
/// # Example
/// ```
/// use cgt::score_game::top_bottom_sums;
/// assert_eq!(top_bottom_sums(&[vec![100], vec![1, 10]]), (101, 10));
/// // Greedy (the larger reachable card) fails: the first must take the lone 8 before 9.
/// assert_eq!(top_bottom_sums(&[vec![8], vec![9, 5]]), (17, 5));
/// ```
pub fn top_bottom_sums(piles: &[Vec<u64>]) -> (u64, u64) {
    let total = piles
        .iter()
        .flatten()
        .try_fold(0u64, |s, &c| s.checked_add(c));
    assert!(
        total.is_some(),
        "top_bottom_sums: the sum of the cards overflows u64"
    );
    let (mut first, mut second) = (0, 0);
    let mut middles = Vec::new();
    for p in piles {
        let h = p.len() / 2;
        first += p[..h].iter().sum::<u64>();
        second += p[p.len() - h..].iter().sum::<u64>();
        if p.len() % 2 == 1 {
            middles.push(p[h]);
        }
    }
    middles.sort_unstable_by(|x, y| y.cmp(x));
    for (k, c) in middles.into_iter().enumerate() {
        if k % 2 == 0 {
            first += c;
        } else {
            second += c;
        }
    }
    (first, second)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game_search::GameSearch;
    use crate::score_search::{MinimaxSearch, ScoreSearch};
    use itertools::Itertools;

    fn end_moves(p: &[u64]) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        if let (Some(&first), Some(&last)) = (p.first(), p.last()) {
            for t in 1..=first {
                let mut q = p.to_vec();
                q[0] -= t;
                out.push(q.into_iter().skip_while(|&x| x == 0).collect());
            }
            for t in 1..=last {
                let mut q = p.to_vec();
                *q.last_mut().unwrap() -= t;
                if q.last() == Some(&0) {
                    q.pop();
                }
                out.push(q);
            }
        }
        out
    }

    #[test]
    fn end_piles_match_search() {
        let mut s = GameSearch::new(|p: &Vec<u64>| end_moves(p));
        for (n, max) in [(1, 8), (2, 6), (3, 5), (4, 4), (5, 3)] {
            for p in (0..n).map(|_| 1..=max).multi_cartesian_product() {
                assert_eq!(
                    end_piles_first_player_wins(&p),
                    s.first_player_wins(&p),
                    "{:?}",
                    p
                );
            }
        }
        assert!(!end_piles_first_player_wins(&[]));
    }

    /// Minimax from the rules: `(l, r)` the row left, `max_turn` whose move.
    fn minimax(a: &[u64], l: usize, r: usize, max_turn: bool) -> u64 {
        if l == r {
            return a[l];
        }
        let x = minimax(a, l + 1, r, !max_turn);
        let y = minimax(a, l, r - 1, !max_turn);
        if max_turn {
            x.max(y)
        } else {
            x.min(y)
        }
    }

    /// The maximiser's k free moves searched explicitly.
    fn free_moves(a: &[u64], l: usize, r: usize, k: usize) -> u64 {
        if k == 0 {
            return minimax(a, l, r, true);
        }
        free_moves(a, l + 1, r, k - 1).max(free_moves(a, l, r - 1, k - 1))
    }

    #[test]
    fn pre_moves_match_search() {
        for n in 1..=7 {
            for a in (0..n).map(|_| 1..=3u64).multi_cartesian_product() {
                let brute: Vec<u64> = (0..n).map(|k| free_moves(&a, 0, n - 1, k)).collect();
                assert_eq!(pre_move_results(&a), brute, "{:?}", a);
            }
        }
    }

    /// Every row of length `0..=full` with values in -2..=2, and of length `full..=10` with
    /// values 1 and 2, against `ScoreSearch`.
    fn check_take_ends(full: usize) {
        let mut s = ScoreSearch::new(
            |row: &Vec<i64>| match row.len() {
                0 => vec![],
                n => vec![
                    (row[1..].to_vec(), row[0]),
                    (row[..n - 1].to_vec(), row[n - 1]),
                ],
            },
            |_| 0,
        );
        let boxes = (0..=full)
            .map(|n| (n, -2..=2i64))
            .chain((full..=10).map(|n| (n, 1..=2)));
        for (n, values) in boxes {
            for a in (0..n).map(|_| values.clone()).multi_cartesian_product() {
                assert_eq!(take_ends_difference(&a), s.value(&a), "{:?}", a);
            }
        }
    }

    #[test]
    fn take_ends_matches_score_search() {
        check_take_ends(7);
        let big = [1_000_000_000i64, 1].repeat(5);
        assert_eq!(take_ends_difference(&big), 4_999_999_995);
    }

    #[test]
    #[ignore] // heavy: run in release (CI runs the ignored tests with --release)
    fn take_ends_matches_score_search_on_rows_of_8() {
        check_take_ends(8);
    }

    /// Every pile of `1..=len` cards valued in `values`.
    fn all_piles(len: usize, values: std::ops::RangeInclusive<u64>) -> Vec<Vec<u64>> {
        (1..=len)
            .flat_map(|k| (0..k).map(|_| values.clone()).multi_cartesian_product())
            .collect()
    }

    /// Every multiset of `k <= small` piles of <= 3 cards valued 0..=3, of `small < k <= two`
    /// piles of <= 2 cards valued 0..=2, of two piles of <= 5 cards valued 1..=2, against
    /// `MinimaxSearch`.
    fn check_top_bottom(small: usize, two: usize) {
        // Position: the piles left (empties dropped, sorted) and whether the first player moves;
        // the total is the first player's sum minus the second's.
        type Pos = (Vec<Vec<u64>>, bool);
        let mut s = MinimaxSearch::new(
            |(piles, first): &Pos| {
                let mut out = Vec::new();
                for i in (0..piles.len()).filter(|&i| !piles[i].is_empty()) {
                    let mut q = piles.clone();
                    let c = if *first {
                        q[i].remove(0)
                    } else {
                        q[i].pop().unwrap()
                    };
                    q.retain(|p| !p.is_empty());
                    q.sort();
                    let gain = if *first { c as i64 } else { -(c as i64) };
                    out.push(((q, !*first), gain));
                }
                out
            },
            |_| 0,
            |(_, first): &Pos| *first,
        );
        let mut check = |piles: Vec<Vec<u64>>| {
            let total: u64 = piles.iter().flatten().sum();
            let (x, y) = top_bottom_sums(&piles);
            let lead = s.value(&(piles.clone(), true));
            assert_eq!((x + y, x as i64 - y as i64), (total, lead), "{:?}", piles);
        };
        let piles = all_piles(3, 0..=3);
        for k in 0..=small {
            for set in piles.iter().cloned().combinations_with_replacement(k) {
                check(set);
            }
        }
        let piles = all_piles(2, 0..=2);
        for k in small + 1..=two {
            for set in piles.iter().cloned().combinations_with_replacement(k) {
                check(set);
            }
        }
        for set in all_piles(5, 1..=2)
            .into_iter()
            .combinations_with_replacement(2)
        {
            check(set);
        }
        check(vec![vec![], vec![8], vec![9, 5], vec![]]);
    }

    #[test]
    fn top_bottom_matches_minimax_search() {
        check_top_bottom(2, 5);
    }

    #[test]
    #[ignore] // heavy: run in release (CI runs the ignored tests with --release)
    fn top_bottom_matches_minimax_search_on_more_piles() {
        check_top_bottom(3, 6);
    }
}
