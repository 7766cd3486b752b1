//! # Grundy table of a subtraction game with a huge move set, one bitset per Grundy value
//!
//! - **Method:** bitset `R_v` per value `v` (bit `p`: a move from `p` reaches value `v`); `g(x)` is
//!   the least `v` with bit `x` of `R_v` clear, then `R_{g(x)} |= S << x`. Values need no bound.
//! - **Complexity:** [`grundy`] O(n²/64 + n · G), G = largest value + 1; sieve O(n log log n).
//! - **Problems:** cf-1091h (`tricolore_first_player_wins`: steps with Ω = 1 or 2, one forbidden).
//! - **Status:** [`grundy`] = `subtraction::grundy`: every `S ⊆ {1..10}`, `n <= 60`; 300 random
//!   sets of amounts <= 200, `n <= 300`; cf-1091h's set, 6 `f`, to 3000. Sieve = trial division.
//!   Tricolore = search of the token game, every board of 1/2/3 rows of width <= 9/7/5 (16/11/7).
//!
//! **Why.** The plain mex looks at every move: O(n · |S|), 5·10^9 steps for cf-1091h's
//! `|S| ≈ 5·10^4`, `n = 2·10^5`. The bitsets do the same work 64 moves per word operation. The
//! values must stay small for the `n · G` term and the `G` rows: Nim's set (every amount) has
//! `G = n + 1`; cf-1091h's set to 199 998 has largest value 51 (f = 2) over 16 values of `f` tried.
//!
//! **Tricolore (CF 1091H).** Alice's moves (blue, or blue and white, right) and Bob's (red, or
//! white and red, left) shrink the same gaps `w - b - 1` and `r - w - 1`: an impartial game.
//!
//! References: Codeforces Good Bye 2018 editorial, problem H; *Winning Ways*, ch. 4.

/// Grundy values `g(0..=n)` of the subtraction game "remove `s` for some `s` in `set`" (any order;
/// duplicates and amounts above `n` are fine), computed with one bitset of `n + 1` bits per value.
/// Same answer as [`crate::subtraction::grundy`], faster when `set` is large.
///
/// # Constraints
/// Every `s >= 1`; `n < usize::MAX`; memory `(n / 64 + 1) · (G + 1)` words, G the largest value.
///
/// # Panics
/// If `set` contains 0 (removing nothing is not a move), or if `n == usize::MAX`.
///
/// # Complexity
/// O(n²/64 + n · G + |S|) time: heap `x` ORs `(n - x) / 64 + 1` words and tests at most G + 1
/// bits.
///
/// # Example
/// ```
/// // S = {1, 3, 4}: period 7, values 0 1 0 1 2 3 2.
/// assert_eq!(cgt::bitset_grundy::grundy(&[4, 1, 3, 3, 99], 7), vec![0, 1, 0, 1, 2, 3, 2, 0]);
/// ```
pub fn grundy(set: &[usize], n: usize) -> Vec<u32> {
    assert!(
        !set.contains(&0),
        "bitset_grundy::grundy: 0 is not an amount to remove"
    );
    assert!(
        n < usize::MAX,
        "bitset_grundy::grundy: n = usize::MAX is too large"
    );
    let words = n / 64 + 1;
    // Bit s of `amounts`: s is a move (amounts above n can never be played).
    let mut amounts = vec![0u64; words];
    for &s in set.iter().filter(|&&s| s <= n) {
        amounts[s / 64] |= 1 << (s % 64);
    }
    let mut reach: Vec<Vec<u64>> = Vec::new();
    let mut g = Vec::with_capacity(n + 1);
    for x in 0..=n {
        let (q, r) = (x / 64, x % 64);
        let v = reach.iter().position(|row| row[q] >> r & 1 == 0);
        let v = v.unwrap_or_else(|| {
            reach.push(vec![0; words]);
            reach.len() - 1
        });
        g.push(v as u32);
        // R_v |= amounts << x, word by word (bits past n land in the last word's spare bits).
        let row = &mut reach[v];
        for i in 0..words - q {
            let carry = if r == 0 || i == 0 {
                0
            } else {
                amounts[i - 1] >> (64 - r)
            };
            row[q + i] |= amounts[i] << r | carry;
        }
    }
    g
}

/// The numbers `2..=n` that are a prime or a product of two primes (not necessarily distinct:
/// 4, 9 and 6 are in, 8 and 12 are not), increasing: `k` with Ω(k) ∈ {1, 2}.
///
/// # Constraints
/// `n < usize::MAX`; memory O(n).
///
/// # Panics
/// If `n == usize::MAX`.
///
/// # Complexity
/// O(n log log n): a sieve counting prime factors with multiplicity, capped at 3.
///
/// # Example
/// ```
/// let steps = cgt::bitset_grundy::almost_primes(15);
/// assert_eq!(steps, vec![2, 3, 4, 5, 6, 7, 9, 10, 11, 13, 14, 15]);
/// ```
pub fn almost_primes(n: usize) -> Vec<usize> {
    assert!(
        n < usize::MAX,
        "bitset_grundy::almost_primes: n = usize::MAX is too large"
    );
    // omega[k] = Ω(k) capped at 3: each prime power p^e dividing k adds one.
    let mut omega = vec![0u8; n + 1];
    for p in 2..=n {
        if omega[p] != 0 {
            continue;
        }
        let mut power = p;
        while power <= n {
            (power..=n)
                .step_by(power)
                .for_each(|m| omega[m] = (omega[m] + 1).min(3));
            power = match power.checked_mul(p) {
                Some(next) => next,
                None => break,
            };
        }
    }
    (2..=n).filter(|&k| omega[k] <= 2).collect()
}

/// The Tricolore recreation (Codeforces 1091H): each row holds a blue, a white and a red token
/// at columns `b < w < r`. A move picks a row and a step `k`, a prime or a product of two primes
/// with `k != f`; Alice moves blue, or blue and white together, `k` cells right; Bob moves red, or
/// white and red together, `k` cells left; `b < w < r` must still hold. Whoever cannot move loses.
/// Does the player who moves first win (the same answer for Alice and for Bob)?
///
/// Both players shrink the same gaps `w - b - 1` and `r - w - 1` by `k`, so the board is the sum
/// of `2n` heaps of the subtraction game with steps [`almost_primes`] other than `f`, valued by
/// [`grundy`].
///
/// # Constraints
/// `b < w < r` in every row; any `f` (one that is not a step forbids nothing); memory
/// O(G_max · values / 64) words, G_max the largest gap.
///
/// # Panics
/// If a row breaks `b < w < r`.
///
/// # Complexity
/// O(n + G_max²/64 + G_max · values), `n` the number of rows.
///
/// # Example
/// ```
/// use cgt::bitset_grundy::tricolore_first_player_wins;
/// // Gaps 2 and 5, steps 2, 3, 4, 5, 7, ... (6 forbidden): values 1 and 2, the first player wins.
/// assert!(tricolore_first_player_wins(&[(0, 3, 9)], 6));
/// assert!(!tricolore_first_player_wins(&[(0, 3, 9), (-5, 1, 4)], 6)); // gaps 5, 2 added
/// ```
pub fn tricolore_first_player_wins(rows: &[(i64, i64, i64)], f: usize) -> bool {
    let mut gaps = Vec::with_capacity(2 * rows.len());
    for &(b, w, r) in rows {
        assert!(
            b < w && w < r,
            "tricolore_first_player_wins: row ({}, {}, {}) is not b < w < r",
            b,
            w,
            r
        );
        gaps.push((w.abs_diff(b) - 1) as usize);
        gaps.push((r.abs_diff(w) - 1) as usize);
    }
    let most = gaps.iter().copied().max().unwrap_or(0);
    let mut steps = almost_primes(most);
    steps.retain(|&k| k != f);
    let g = grundy(&steps, most);
    gaps.iter().fold(0, |acc, &x| acc ^ g[x]) != 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game_search::GameSearch;
    use crate::rng::XorShift;
    use crate::subtraction;

    #[test]
    fn every_set_of_one_to_ten_matches_the_mex_table() {
        for mask in 0u32..1 << 10 {
            let set: Vec<usize> = (1..=10).filter(|&s| mask >> (s - 1) & 1 == 1).collect();
            assert_eq!(
                grundy(&set, 60),
                subtraction::grundy(&set, 60),
                "set {:?}",
                set
            );
        }
    }

    #[test]
    fn random_sets_across_word_boundaries_match() {
        let mut rng = XorShift::new(1091);
        for case in 0..300 {
            let n = rng.below(301) as usize;
            let size = 1 + rng.below(40) as usize;
            let set: Vec<usize> = (0..size).map(|_| 1 + rng.below(200) as usize).collect();
            assert_eq!(
                grundy(&set, n),
                subtraction::grundy(&set, n),
                "case {} {:?}",
                case,
                set
            );
        }
    }

    #[test]
    fn problem_set_to_three_thousand_matches() {
        let n = 3000;
        let all = almost_primes(n);
        for f in [2, 6, 8, 133, 2999, 200_000] {
            let set: Vec<usize> = all.iter().copied().filter(|&k| k != f).collect();
            assert_eq!(grundy(&set, n), subtraction::grundy(&set, n), "f = {}", f);
        }
    }

    /// Ω(k), the number of prime factors of `k` with multiplicity, by trial division.
    fn omega(mut k: usize) -> usize {
        let (mut count, mut d) = (0, 2);
        while d * d <= k {
            while k % d == 0 {
                k /= d;
                count += 1;
            }
            d += 1;
        }
        count + usize::from(k > 1)
    }

    #[test]
    fn almost_primes_match_trial_division() {
        let want: Vec<usize> = (2..=2000)
            .filter(|&k| (1..=2).contains(&omega(k)))
            .collect();
        assert_eq!(almost_primes(2000), want);
        assert_eq!(almost_primes(0), Vec::<usize>::new());
        assert_eq!(almost_primes(1), Vec::<usize>::new());
    }

    /// The rows' real columns and whether Alice is to move.
    type Board = (Vec<(i64, i64, i64)>, bool);

    /// The literal token game: a position is the rows' real columns and who is to move (Alice
    /// moves blue or blue + white right, Bob red or white + red left, by a step `k != f` with
    /// Ω(k) ∈ {1, 2} by trial division); nothing assumes the game is impartial.
    fn literal_search(f: usize) -> GameSearch<Board, impl FnMut(&Board) -> Vec<Board>> {
        let steps: Vec<i64> = (2..=40usize)
            .filter(|&k| k != f && (1..=2).contains(&omega(k)))
            .map(|k| k as i64)
            .collect();
        GameSearch::new(move |(rows, alice): &Board| {
            let mut out = Vec::new();
            for (i, &(b, w, r)) in rows.iter().enumerate() {
                for &k in &steps {
                    let options = if *alice {
                        [(b + k, w, r), (b + k, w + k, r)]
                    } else {
                        [(b, w, r - k), (b, w - k, r - k)]
                    };
                    for (nb, nw, nr) in options {
                        if nb < nw && nw < nr {
                            let mut next = rows.clone();
                            next[i] = (nb, nw, nr);
                            out.push((next, !*alice));
                        }
                    }
                }
            }
            out
        })
    }

    /// Every board of one row of width `r - b <= w1`, two rows `<= w2`, three rows `<= w3`, row
    /// `i` shifted by `7 i - 10` (real, negative columns), Alice first and Bob first.
    fn check_tricolore(fs: &[usize], (w1, w2, w3): (i64, i64, i64)) {
        let rows_upto = |width: i64| -> Vec<(i64, i64, i64)> {
            let mut v = Vec::new();
            for r in 2..=width {
                v.extend((1..r).map(|w| (0, w, r)));
            }
            v
        };
        for &f in fs {
            let mut s = literal_search(f);
            let mut boards: Vec<Vec<(i64, i64, i64)>> = vec![vec![]];
            boards.extend(rows_upto(w1).into_iter().map(|a| vec![a]));
            let two = rows_upto(w2);
            for (i, &a) in two.iter().enumerate() {
                boards.extend(two[i..].iter().map(|&c| vec![a, c]));
            }
            let three = rows_upto(w3);
            for (i, &a) in three.iter().enumerate() {
                for (j, &c) in three.iter().enumerate().skip(i) {
                    boards.extend(three[j..].iter().map(|&d| vec![a, c, d]));
                }
            }
            for board in boards {
                let rows: Vec<(i64, i64, i64)> = board
                    .iter()
                    .zip(0i64..)
                    .map(|(&(b, w, r), i)| (b + 7 * i - 10, w + 7 * i - 10, r + 7 * i - 10))
                    .collect();
                let wins = tricolore_first_player_wins(&rows, f);
                for alice in [true, false] {
                    let brute = s.first_player_wins(&(rows.clone(), alice));
                    assert_eq!(wins, brute, "f={} {:?} alice first: {}", f, rows, alice);
                }
            }
        }
    }

    #[test]
    fn tricolore_matches_the_two_player_game() {
        check_tricolore(&[2, 3, 4, 5, 6, 7, 8, 12, 100], (9, 7, 5));
    }

    #[test]
    #[ignore] // heavy: run in release (CI runs the ignored tests with --release)
    fn tricolore_matches_the_two_player_game_heavy() {
        check_tricolore(&[2, 3, 4, 6, 9, 10, 11, 14, 15, 16], (16, 11, 7));
    }

    #[test]
    fn tricolore_samples_and_extremes() {
        assert!(tricolore_first_player_wins(&[(0, 3, 9)], 2));
        assert!(!tricolore_first_player_wins(&[], 2));
        // Adjacent tokens: no gap, no move.
        assert!(!tricolore_first_player_wins(
            &[(-100_000, -99_999, -99_998)],
            2
        ));
        // Columns at i64::MIN: the gaps 2 and 0 without overflow.
        assert!(tricolore_first_player_wins(
            &[(i64::MIN, i64::MIN + 3, i64::MIN + 4)],
            7
        ));
    }

    #[test]
    #[should_panic(expected = "is not b < w < r")]
    fn tricolore_bad_row_panics() {
        tricolore_first_player_wins(&[(0, 5, 5)], 2);
    }

    #[test]
    #[should_panic(expected = "bitset_grundy::grundy: 0")]
    fn zero_amount_panics() {
        grundy(&[0, 1], 5);
    }
}
