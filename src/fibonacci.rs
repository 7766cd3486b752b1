//! # Fibonacci Nim, the k-multiple take-away game, misère Fibonacci Nim counted
//!
//! - **Game:** pile `n`; first take 1..`n - 1`, then 1 to `k` times the last take; last stone wins.
//! - **Theorem** (Whinihan 1963, Schwenk 1970): the mover wins iff `n`'s smallest greedy term
//!   (terms `a[]` below; Fibonacci for `k = 2`) is at most his bound; misère plays `n` as `n - 1`.
//! - **Complexity:** `first_player_wins`, the misère game and count O(log n); k-multiple O(terms).
//! - **Problems:** hdu-2516, hdu-2486 (smallest winning take), luogu-p6791 (misère, counted).
//! - **Status:** k-multiple = search (k <= 6, n < 120) = `b[]` table (k <= 24, n <= 1500; 10^8 in
//!   release); Fibonacci Nim = search (n < 200); misère = search (n <= 700), count = its sums.
//!
//! The losing sizes `a[0] < a[1] < ...`: `a[i] = i + 1` for `i <= k`, then `a[i + 1] = a[i] +
//! a[j + 1]` with `j` the largest index with `a[j] k < a[i]` (Schwenk's `b[i]`, the largest sum
//! of terms up to `a[i]`, each more than `k` times the next, is `a[i + 1] - 1`). Every `n >= 1`
//! has a unique greedy decomposition (subtract the largest term `<= n`); for `k = 2` it is
//! Zeckendorf's. The terms grow geometrically, slowly for large `k` (about 750 000 terms for
//! `k = 10^5`, `n = 10^8`; 44 for `k = 2`, `n = 10^9`).
//!
//! **Misère, first take <= `k` (SNOI 2020).** Taking the last stone loses, so nobody takes the
//! whole pile unless it is 1: the game on `n` is the normal one on `n - 1` (leave one stone).
//! [`misere_winning_count`] counts the complement, piles `n - 1` whose Zeckendorf terms all
//! exceed `k`, by a digit DP over the terms of `N - 1`.
//!
//! References: R. J. Whinihan, *Fibonacci Nim*, Fibonacci Quarterly 1 (1963); A. J. Schwenk,
//! *Take-away games*, Fibonacci Quarterly 8 (1970).

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

/// The Fibonacci numbers `1, 2, 3, 5, ...` up to `x` (at most 92 fit in `u64`).
fn fibonacci_upto(x: u64) -> Vec<u64> {
    let (mut f, mut a, mut b) = (Vec::new(), 1u64, Some(2u64));
    while a <= x {
        f.push(a);
        match b {
            Some(c) => {
                b = a.checked_add(c);
                a = c;
            }
            None => break,
        }
    }
    f
}

/// Misère Fibonacci Nim with a bounded first move: one pile of `n`; the first move takes 1 to `k`
/// stones, every later move 1 to twice the previous take; whoever takes the last stone loses.
/// Does the first player win? Iff `n >= 2` and the smallest Zeckendorf term of `n - 1` is at
/// most `k`.
///
/// # Constraints
/// `k >= 1`, `n >= 1` (a take above the pile is capped by it).
///
/// # Panics
/// If `k == 0` or `n == 0`.
///
/// # Complexity
/// O(log n).
///
/// # Example
/// ```
/// use cgt::fibonacci::misere_first_player_wins;
/// // k = 1: piles 2 and 5 win (leave 1; take 1 from 5 and answer by leaving 1), 1, 3, 4 lose.
/// let wins: Vec<u64> = (1..=5).filter(|&n| misere_first_player_wins(1, n)).collect();
/// assert_eq!(wins, [2, 5]);
/// // 14 - 1 = 13 is a Fibonacci number: the first player must leave 1 at once.
/// assert!(!misere_first_player_wins(12, 14));
/// assert!(misere_first_player_wins(13, 14));
/// ```
pub fn misere_first_player_wins(k: u64, n: u64) -> bool {
    assert!(
        k >= 1 && n >= 1,
        "misere_first_player_wins: k = {}, n = {}: both must be at least 1",
        k,
        n
    );
    let (mut rest, mut last) = (n - 1, 0);
    for &f in fibonacci_upto(n - 1).iter().rev() {
        if f <= rest {
            rest -= f;
            last = f;
        }
    }
    n >= 2 && last <= k
}

/// The number of piles `n` in `1..=big_n` that the first player wins in the misère game of
/// [`misere_first_player_wins`] (first take at most `k`).
///
/// # Constraints
/// `k >= 1`; any `big_n` (`0` and `1` give 0).
///
/// # Panics
/// If `k == 0`.
///
/// # Complexity
/// O(log big_n): one pass over the Zeckendorf terms of `big_n - 1`.
///
/// # Example
/// ```
/// use cgt::fibonacci::misere_winning_count;
/// assert_eq!(misere_winning_count(1, 5), 2);
/// assert_eq!(misere_winning_count(2, 5), 3);
/// assert_eq!(misere_winning_count(1, 10), 4);
/// assert_eq!(misere_winning_count(u64::MAX, u64::MAX), u64::MAX - 1); // all but n = 1
/// ```
pub fn misere_winning_count(k: u64, big_n: u64) -> u64 {
    assert!(k >= 1, "misere_winning_count: k must be at least 1");
    if big_n <= 1 {
        return 0;
    }
    // The first player wins n iff n - 1 = x in 1..=m has a Zeckendorf term <= k, i.e. at a
    // position below p. Count the losers y in 1..=m: all terms at positions >= p.
    let m = big_n - 1;
    let f = fibonacci_upto(m);
    let p = f.iter().take_while(|&&t| t <= k).count();
    let (mut rest, mut losing) = (m, 0u64);
    for i in (0..f.len()).rev() {
        if f[i] <= rest {
            rest -= f[i];
            if i < p {
                // Below p only y = m's terms above i with nothing from i down: 1, then stop.
                break;
            }
            // y = m's terms above i, none at i, any non-adjacent set of positions p..i - 1:
            // f[i - p] of them (f[0] = 1 for none).
            losing += f[i - p];
        }
    }
    // The y in 0..=m are losing + 1 (the one after a break, or else y = m); y = 0 is no pile.
    m - losing
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

    /// The misère game straight from the rules: `mis[s][l]` = the player to move wins with `s`
    /// stones left and at most `l` to take (`1 <= l <= s`; larger bounds are capped at `s`).
    /// Taking `t` leaves `s - t` with bound `2 t`; taking the last stone loses, so it never wins.
    fn misere_table(max_s: usize) -> Vec<Vec<bool>> {
        let mut win: Vec<Vec<bool>> = vec![vec![false]];
        for s in 1..=max_s {
            let mut row = vec![false; s + 1];
            for l in 1..=s {
                row[l] = row[l - 1] || l < s && !win[s - l][(2 * l).min(s - l)];
            }
            win.push(row);
        }
        win
    }

    #[test]
    fn misere_matches_game_search() {
        // Positions (stones, bound), the bound not capped; misère: whoever cannot move (the
        // opponent took the last stone) wins.
        let mut s = crate::game_search::GameSearch::new(|&(n, l): &(u64, u64)| {
            (1..=l.min(n)).map(|t| (n - t, 2 * t)).collect::<Vec<_>>()
        });
        for n in 1..=60u64 {
            for k in 1..=n + 2 {
                let brute = s.misere_first_player_wins(&(n, k));
                assert_eq!(misere_first_player_wins(k, n), brute, "k={} n={}", k, n);
            }
        }
    }

    #[test]
    fn misere_matches_the_table() {
        let win = misere_table(700);
        for n in 1..=700usize {
            for k in (1..=n + 1).chain([u64::MAX as usize]) {
                let brute = win[n][k.min(n)];
                assert_eq!(
                    misere_first_player_wins(k as u64, n as u64),
                    brute,
                    "k={} n={}",
                    k,
                    n
                );
            }
        }
    }

    /// Every `big_n <= max_n` for each `k` in `ks`: the count against the running sum of the
    /// table's outcomes.
    fn check_counts(max_n: usize, ks: &[u64]) {
        let win = misere_table(max_n);
        for &k in ks {
            let mut sum = 0;
            assert_eq!(misere_winning_count(k, 0), 0);
            for n in 1..=max_n {
                sum += win[n][(k.min(n as u64)) as usize] as u64;
                assert_eq!(misere_winning_count(k, n as u64), sum, "k={} N={}", k, n);
            }
        }
    }

    #[test]
    fn misere_count_matches_enumeration() {
        let mut ks: Vec<u64> = (1..=40).collect();
        ks.extend([54, 55, 56, 88, 89, 90, 1000, 1597, 1999, 2000, u64::MAX]);
        check_counts(2000, &ks);
    }

    #[test]
    #[ignore] // heavy: run in release (CI runs the ignored tests with --release)
    fn misere_count_matches_enumeration_heavy() {
        let ks: Vec<u64> = (1..=300)
            .chain([2583, 2584, 2585, 4180, 4181, 4182])
            .collect();
        check_counts(5000, &ks);
        let win = misere_table(3000);
        for n in 1..=3000u64 {
            for k in 1..=n {
                let brute = win[n as usize][k as usize];
                assert_eq!(misere_first_player_wins(k, n), brute, "k={} n={}", k, n);
            }
        }
    }

    #[test]
    fn misere_count_steps_by_the_rule_at_large_n() {
        // count(N) - count(N - 1) is the outcome of N, up to u64::MAX.
        let mut rng = crate::rng::XorShift::new(6791);
        let fib = fibonacci_upto(u64::MAX);
        assert_eq!(fib.len(), 92);
        assert_eq!(fib[91], 12_200_160_415_121_876_738);
        let mut ns: Vec<u64> = Vec::new();
        for &f in &fib {
            ns.extend([f, f + 1, f.saturating_add(2), f.saturating_add(3)]);
        }
        ns.extend([u64::MAX, u64::MAX - 1, 1_000_000_000_000_000_000]);
        ns.extend((0..500).map(|_| rng.next_u64() >> rng.below(64)));
        for &n in &ns {
            let n = n.max(2);
            let mut ks: Vec<u64> = vec![1, 2, 3, n - 1, n, u64::MAX, 1 + rng.below(n)];
            ks.extend(
                fib.iter()
                    .filter(|&&f| f < n)
                    .map(|&f| f - 1 + rng.below(3)),
            );
            for k in ks {
                let k = k.max(1);
                let step = misere_winning_count(k, n) - misere_winning_count(k, n - 1);
                assert_eq!(
                    step,
                    misere_first_player_wins(k, n) as u64,
                    "k={} N={}",
                    k,
                    n
                );
            }
        }
    }

    #[test]
    fn misere_count_at_the_extremes() {
        for k in [1, 2, 5, 1 << 40, u64::MAX] {
            assert_eq!(misere_winning_count(k, 1), 0);
        }
        // k >= N - 1: every pile but 1 wins (take all but one).
        assert_eq!(misere_winning_count(u64::MAX, u64::MAX), u64::MAX - 1);
        assert_eq!(misere_winning_count(999, 1000), 999);
        // k = 1 wins iff N - 1's smallest Zeckendorf term is 1: the sample.
        assert_eq!(misere_winning_count(1, 5), 2);
        assert_eq!(misere_winning_count(2, 5), 3);
        assert_eq!(misere_winning_count(1, 10), 4);
    }

    #[test]
    #[should_panic(expected = "k must be at least 1")]
    fn misere_count_k_zero_panics() {
        misere_winning_count(0, 10);
    }

    #[test]
    #[should_panic(expected = "both must be at least 1")]
    fn misere_pile_zero_panics() {
        misere_first_player_wins(3, 0);
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
