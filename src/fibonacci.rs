//! # Fibonacci Nim and the k-multiple take-away game
//!
//! - **Game:** pile `n`; first take 1..`n - 1`, then 1 to `k` times the last take; last stone wins.
//! - **Theorem** (Whinihan 1963, Schwenk 1970): the first player loses iff `n` is a term of `a[]`
//!   (below; Fibonacci for `k = 2`), else the least winning take is `n`'s smallest greedy term.
//! - **Complexity:** `first_player_wins` O(log n); the k-multiple game O(terms below `n`).
//! - **Problems:** hdu-2516 (Fibonacci Nim), hdu-2486 (k-multiple game, smallest winning take).
//! - **Status:** k-multiple = search (k <= 6, n < 120) = the `b[]` table (k <= 24, n <= 1500;
//!   near 10^8 in release); `first_player_wins` = search (k = 2, n < 200) = k = 2 to 10^5.
//!
//! The losing sizes `a[0] < a[1] < ...` come with `b[i]`, the largest sum of terms of `a[0..=i]`
//! that contains `a[i]` and in which every chosen term is more than `k` times the next smaller
//! one: `a[0] = b[0] = 1`; `a[i] = b[i - 1] + 1`; with `j` the largest index with
//! `a[j] * k < a[i]`, `b[i] = b[j] + a[i]` if such a `j` exists, else `b[i] = a[i]`. As
//! `b[j] = a[j + 1] - 1`, this is `a[i + 1] = a[i] + a[j + 1]` (or `a[i] + 1` without such a
//! `j`), so only `a[]` is needed. Every `n >= 1` has a unique greedy decomposition
//! `n = a[i_1] + ... + a[i_m]` (subtract the largest term `<= n`). The first `k + 1` terms are
//! `1, 2, ..., k + 1`, then the terms grow geometrically with a ratio close to 1 when `k` is
//! large (about 750 000 terms for `k = 10^5`, `n = 10^8`; 44 for `k = 2`, `n = 10^9`).
//!
//! References: R. J. Whinihan, *Fibonacci Nim*, Fibonacci Quarterly 1 (1963); A. J. Schwenk,
//! *Take-away games*, Fibonacci Quarterly 8 (1970); Beijing Regional 2008 "A simple stone
//! game".

/// Fibonacci Nim: does the first player win a pile of `n` stones? (First move: 1 to `n - 1` stones,
/// then at most twice the previous take; taking the last stone wins.) The first player loses iff `n`
/// is a Fibonacci number.
///
/// # Constraints
/// `n >= 1` (with one stone the first player has no legal move and loses).
///
/// # Panics
/// If `n == 0`.
///
/// # Complexity
/// O(log n): at most 93 Fibonacci numbers fit in `u64`.
///
/// # Example
/// ```
/// use cgt::fibonacci::first_player_wins;
/// assert!(!first_player_wins(13));
/// assert!(first_player_wins(10000));
/// ```
pub fn first_player_wins(n: u64) -> bool {
    assert!(
        n >= 1,
        "fibonacci::first_player_wins: the pile must be non-empty"
    );
    let (mut f, mut g) = (1u64, 2u64);
    // Invariant: f < g are consecutive Fibonacci numbers and f <= n.
    while g <= n {
        if g == n {
            return false;
        }
        match f.checked_add(g) {
            Some(h) => {
                f = g;
                g = h;
            }
            // The next Fibonacci number exceeds u64::MAX >= n, so n is not one.
            None => return true,
        }
    }
    f != n
}

/// The k-multiple take-away game: the smallest winning first move from a pile of `n`, or `None`
/// if the first player loses (then `n` is a losing size `a[i]`).
///
/// Keeps only the terms a later step reads: the increment `a[j + 1]` of a step from `a[i] < n`
/// is below `2 a[i] / k` (as `a[j] k < a[i]` and `a[j + 1] <= 2 a[j]`), and the greedy
/// decomposition of `n` takes the last term below `n` and then terms below that increment, so
/// the terms up to `2 n / k + 2` suffice.
///
/// # Constraints
/// `k >= 1`, `1 <= n <= 2^62`.
///
/// # Panics
/// If a constraint is violated.
///
/// # Complexity
/// Time O(number of terms below `n`: about 750 000 for `k = 10^5`, `n = 10^8`), memory O(number
/// of terms up to `2 n / k + 2`).
///
/// # Example
/// ```
/// use cgt::fibonacci::k_multiple_smallest_winning_take as take;
/// assert_eq!(take(2, 32), Some(3));
/// assert_eq!(take(2, 34), None); // a Fibonacci number
/// assert_eq!(take(3, 4), None); // n <= k + 1 always loses
/// ```
pub fn k_multiple_smallest_winning_take(k: u64, n: u64) -> Option<u64> {
    assert!(
        k >= 1,
        "k_multiple_smallest_winning_take: k must be at least 1"
    );
    assert!(
        (1..=1 << 62).contains(&n),
        "k_multiple_smallest_winning_take: n = {} outside 1..=2^62",
        n
    );
    if n - 1 <= k {
        return None;
    }
    // Here k < n, so every product below stays under 2 n + 2 k < 2^64.
    let keep = 2 * (n / k) + 2;
    let mut a: Vec<u64> = (1..=keep.min(k + 1)).collect();
    // ai = a[i], the last term; j + 1 = the first index with a[j + 1] k >= ai (j only grows).
    let (mut j, mut ai, mut prev) = (0, k + 1, 0);
    while ai < n {
        while a[j + 1] * k < ai {
            j += 1;
        }
        prev = ai;
        ai += if a[j] * k < ai { a[j + 1] } else { 1 };
        if ai <= keep {
            a.push(ai);
        }
    }
    if ai == n {
        return None;
    }
    // Greedy: prev is the largest term below n; the rest is below the last increment.
    let (mut rest, mut last, mut i) = (n - prev, prev, a.len());
    while rest > 0 {
        while a[i - 1] > rest {
            i -= 1;
        }
        rest -= a[i - 1];
        last = a[i - 1];
    }
    Some(last)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Straight from the rules: `win[r][m]` = the player to move wins with `r` stones left when at
    /// most `m` may be taken (1 <= m <= r; larger limits are capped at `r`). Taking `t` leaves
    /// `r - t` with limit `k t`; taking everything wins.
    fn win_table(max_r: usize, k: usize) -> Vec<Vec<bool>> {
        let mut win: Vec<Vec<bool>> = vec![vec![false]];
        for r in 1..=max_r {
            let mut row = vec![false; r + 1];
            for m in 1..=r {
                let t = m;
                let take_t_wins = t == r || !win[r - t][(k * t).min(r - t)];
                row[m] = row[m - 1] || take_t_wins;
            }
            win.push(row);
        }
        win
    }

    /// Smallest winning first move (1..n-1) by search, or None.
    fn brute_first_move(win: &[Vec<bool>], n: usize, k: usize) -> Option<u64> {
        (1..n)
            .find(|&t| !win[n - t][(k * t).min(n - t)])
            .map(|t| t as u64)
    }

    /// The losing sizes up to the first one `>= max_n` by the recurrence of the module docs, with
    /// `b[]` stored (the textbook form), and the greedy answer from them.
    fn losing_sizes_naive(k: u64, max_n: u64) -> Vec<u64> {
        let (mut a, mut b, mut j) = (vec![1u64], vec![1u64], 0);
        while *a.last().unwrap() < max_n {
            let ai = b.last().unwrap() + 1;
            a.push(ai);
            while a[j + 1] * k < ai {
                j += 1;
            }
            b.push(if a[j] * k < ai { b[j] + ai } else { ai });
        }
        a
    }

    fn greedy_naive(a: &[u64], n: u64) -> Option<u64> {
        if a.contains(&n) {
            return None;
        }
        let (mut rest, mut last) = (n, 0);
        while rest > 0 {
            last = *a.iter().rev().find(|&&x| x <= rest).unwrap();
            rest -= last;
        }
        Some(last)
    }

    #[test]
    fn k_multiple_matches_search() {
        for k in 1..=6usize {
            let win = win_table(120, k);
            for n in 1..120usize {
                let brute = if n == 1 {
                    None
                } else {
                    brute_first_move(&win, n, k)
                };
                let take = k_multiple_smallest_winning_take(k as u64, n as u64);
                assert_eq!(take, brute, "n={} k={}", n, k);
                if n <= k + 1 {
                    assert!(brute.is_none(), "n <= k + 1 loses: n={} k={}", n, k);
                }
            }
        }
    }

    #[test]
    fn k_multiple_matches_the_full_table() {
        for k in 1..=24 {
            let a = losing_sizes_naive(k, 1500);
            for n in 1..=1500 {
                let take = k_multiple_smallest_winning_take(k, n);
                assert_eq!(take, greedy_naive(&a, n), "n={} k={}", n, k);
            }
        }
    }

    #[test]
    #[ignore] // heavy: run in release (CI runs the ignored tests with --release)
    fn k_multiple_matches_the_full_table_near_the_spec_maximum() {
        let mut rng = crate::rng::XorShift::new(2486);
        for k in [1, 2, 3, 10, 999, 99_999, 100_000] {
            let a = losing_sizes_naive(k, 100_000_000);
            let mut ns: Vec<u64> = (0..20).map(|_| 1 + rng.below(100_000_000)).collect();
            ns.extend(a.iter().rev().take(3).filter(|&&x| x <= 100_000_000));
            ns.extend([100_000_000, 99_999_999, k + 1, k + 2]);
            for n in ns {
                let take = k_multiple_smallest_winning_take(k, n);
                assert_eq!(take, greedy_naive(&a, n), "n={} k={}", n, k);
            }
        }
        // The spec's derived case.
        assert_eq!(
            k_multiple_smallest_winning_take(100_000, 100_000_000),
            Some(912)
        );
    }

    #[test]
    fn fibonacci_nim_matches_search() {
        let win = win_table(200, 2);
        assert!(!first_player_wins(1));
        for n in 2..200usize {
            let brute = brute_first_move(&win, n, 2).is_some();
            assert_eq!(first_player_wins(n as u64), brute, "n={}", n);
        }
    }

    #[test]
    fn fibonacci_nim_agrees_with_k2_game() {
        for n in 1..=100_000u64 {
            let k2 = k_multiple_smallest_winning_take(2, n).is_some();
            assert_eq!(first_player_wins(n), k2, "n={}", n);
        }
    }

    #[test]
    fn fibonacci_nim_at_u64_extremes() {
        // F(93) = 12200160415121876738 is the largest Fibonacci number below 2^64.
        let f93 = 12_200_160_415_121_876_738u64;
        let f92 = 7_540_113_804_746_346_429u64;
        assert!(!first_player_wins(f93));
        assert!(!first_player_wins(f92));
        assert!(first_player_wins(f93 + 1));
        assert!(first_player_wins(f93 - 1));
        assert!(first_player_wins(u64::MAX));
        // 2^31 - 1 (top of HDU 2516's range) is not a Fibonacci number; 1836311903 is.
        assert!(first_player_wins((1 << 31) - 1));
        assert!(!first_player_wins(1_836_311_903));
    }

    #[test]
    fn sequences_for_k_1_and_2_and_the_hint() {
        let losing = |k, max| -> Vec<u64> {
            (1..=max)
                .filter(|&n| k_multiple_smallest_winning_take(k, n).is_none())
                .collect()
        };
        assert_eq!(losing(1, 70), [1, 2, 4, 8, 16, 32, 64]);
        assert_eq!(losing(2, 60), [1, 2, 3, 5, 8, 13, 21, 34, 55]);
        assert_eq!(losing_sizes_naive(2, 55), [1, 2, 3, 5, 8, 13, 21, 34, 55]);
        // k = 1 over the whole range: the powers of two lose, one more wins by taking 1.
        for e in 2..=62 {
            assert_eq!(k_multiple_smallest_winning_take(1, 1 << e), None, "2^{}", e);
            assert_eq!(
                k_multiple_smallest_winning_take(1, (1 << e) - 1),
                Some(1),
                "2^{}-1",
                e
            );
        }
        assert_eq!(k_multiple_smallest_winning_take(1, (1 << 61) + 1), Some(1));
        assert_eq!(
            k_multiple_smallest_winning_take(3, 1 << 62),
            Some(losing_sizes_3_max())
        );
        assert_eq!(k_multiple_smallest_winning_take(u64::MAX, 1000), None);
    }

    /// The answer for k = 3, n = 2^62 by the full table (terms grow by a factor of about 1.47,
    /// so the table is short).
    fn losing_sizes_3_max() -> u64 {
        greedy_naive(&losing_sizes_naive(3, 1 << 62), 1 << 62).unwrap()
    }

    #[test]
    #[should_panic(expected = "outside")]
    fn n_above_bound_panics() {
        k_multiple_smallest_winning_take(2, (1 << 62) + 1);
    }

    #[test]
    #[should_panic(expected = "outside")]
    fn n_zero_panics() {
        k_multiple_smallest_winning_take(2, 0);
    }

    #[test]
    #[should_panic(expected = "k must be at least 1")]
    fn k_zero_panics() {
        k_multiple_smallest_winning_take(0, 10);
    }
}
