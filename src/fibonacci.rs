//! # Fibonacci Nim and the k-multiple take-away game
//!
//! - **Game:** pile `n`; first take 1..`n - 1`, then 1 to `k` times the last take; last stone wins.
//! - **Theorem** (Whinihan 1963, Schwenk 1970): the first player loses iff `n` is a term of `a[]`
//!   (below; Fibonacci for `k = 2`), else the least winning take is `n`'s smallest greedy term.
//! - **Complexity:** `first_player_wins` O(log n); the table O(number of terms below `n`).
//! - **Problems:** hdu-2516 (Fibonacci Nim), hdu-2486 (k-multiple game, smallest winning take).
//! - **Status:** `KMultipleTakeAway` vs search over (stones, largest take), 1 <= k <= 6, n < 120;
//!   `first_player_wins` vs that search (k = 2) for n < 200 and vs the k = 2 table to 10^6.
//!
//! The losing sizes `a[0] < a[1] < ...` come with `b[i]`, the largest sum of terms of `a[0..=i]`
//! that contains `a[i]` and in which every chosen term is more than `k` times the next smaller
//! one: `a[0] = b[0] = 1`; `a[i] = b[i - 1] + 1`; with `j` the largest index with
//! `a[j] * k < a[i]`, `b[i] = b[j] + a[i]` if such a `j` exists, else `b[i] = a[i]`. Every
//! `n >= 1` has a unique greedy decomposition `n = a[i_1] + ... + a[i_m]` (subtract the largest
//! term `<= n`), whose consecutive terms differ by more than a factor `k`. The first `k + 1` terms
//! are `1, 2, ..., k + 1`, then the terms grow geometrically with a ratio close to 1 when `k` is
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

/// The losing pile sizes `a[]` of the k-multiple take-away game (see the module docs), built once
/// for one `k` up to a bound on `n`, with the queries answered from them.
///
/// # Example
/// ```
/// use cgt::fibonacci::KMultipleTakeAway;
/// let game = KMultipleTakeAway::new(2, 34);
/// assert_eq!(game.smallest_winning_take(32), Some(3));
/// assert_eq!(game.smallest_winning_take(34), None);
/// ```
pub struct KMultipleTakeAway {
    max_n: u64,
    /// The losing sizes, increasing, up to the first term >= `max_n`.
    a: Vec<u64>,
    /// `b[i]` of the module docs (kept so that [`rebuild`](KMultipleTakeAway::rebuild) can reuse
    /// its storage).
    b: Vec<u64>,
}

impl KMultipleTakeAway {
    /// Largest supported `max_n`. Terms satisfy `a[i + 1] <= 2 a[i]`, so the sequence never needs
    /// values above `2 max_n`, and `b[i] < 2 a[i]` keeps every intermediate below `4 max_n`.
    pub const MAX_N: u64 = 1 << 61;

    /// Builds the losing sizes of the game with multiplier `k` for piles up to `max_n`.
    ///
    /// # Constraints
    /// `k >= 1`, `1 <= max_n <= MAX_N` (2^61). Memory is 16 bytes per term below `max_n`: about
    /// 12 MB for `k = 10^5`, `max_n = 10^8` (about 750 000 terms).
    ///
    /// # Panics
    /// If a constraint is violated.
    ///
    /// # Complexity
    /// O(number of terms below `max_n`).
    ///
    /// # Example
    /// ```
    /// // k = 1: the losing sizes are the powers of two.
    /// let game = cgt::fibonacci::KMultipleTakeAway::new(1, 20);
    /// assert_eq!(game.losing_sizes(), &[1, 2, 4, 8, 16, 32]);
    /// ```
    pub fn new(k: u64, max_n: u64) -> Self {
        let mut game = KMultipleTakeAway {
            max_n,
            a: Vec::new(),
            b: Vec::new(),
        };
        game.rebuild(k, max_n);
        game
    }

    /// Rebuilds for another `k` and `max_n`, reusing the storage (for many queries in a row).
    ///
    /// # Constraints
    /// As for [`new`](KMultipleTakeAway::new).
    ///
    /// # Panics
    /// If a constraint is violated.
    ///
    /// # Complexity
    /// O(number of terms below `max_n`).
    ///
    /// # Example
    /// ```
    /// let mut game = cgt::fibonacci::KMultipleTakeAway::new(1, 20);
    /// game.rebuild(2, 20);
    /// assert_eq!(game.losing_sizes(), &[1, 2, 3, 5, 8, 13, 21]);
    /// ```
    pub fn rebuild(&mut self, k: u64, max_n: u64) {
        assert!(k >= 1, "KMultipleTakeAway: k must be at least 1");
        assert!(
            (1..=Self::MAX_N).contains(&max_n),
            "KMultipleTakeAway: max_n = {} outside 1..=2^61",
            max_n
        );
        self.max_n = max_n;
        let (a, b) = (&mut self.a, &mut self.b);
        a.clear();
        b.clear();
        a.push(1);
        b.push(1);
        // j = largest index with a[j] * k < a[i] (meaningful only when a[0] * k < a[i]). It only
        // moves forward because a[] increases.
        let mut j = 0usize;
        while *a.last().unwrap() < max_n {
            let ai = b.last().unwrap() + 1;
            a.push(ai);
            // a[j + 1] exists: j + 1 <= i since a[i] * k >= a[i]. Products may exceed u64 only
            // when they are far above a[i]; saturating keeps the comparison right.
            while a[j + 1].saturating_mul(k) < ai {
                j += 1;
            }
            let bi = if a[j].saturating_mul(k) < ai {
                b[j] + ai
            } else {
                ai
            };
            b.push(bi);
        }
    }

    /// The losing sizes built so far: every term below `max_n` and the first term `>= max_n`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// let game = cgt::fibonacci::KMultipleTakeAway::new(2, 34);
    /// assert_eq!(game.losing_sizes(), &[1, 2, 3, 5, 8, 13, 21, 34]);
    /// ```
    pub fn losing_sizes(&self) -> &[u64] {
        &self.a
    }

    /// The smallest winning first move from a pile of `n`, or `None` if the first player loses.
    /// It is the smallest term of the greedy decomposition of `n` into losing sizes.
    ///
    /// # Constraints
    /// `1 <= n <= max_n` (the bound given to [`new`](KMultipleTakeAway::new)).
    ///
    /// # Panics
    /// If `n` is out of range.
    ///
    /// # Complexity
    /// O(number of terms below `n`).
    ///
    /// # Example
    /// ```
    /// let game = cgt::fibonacci::KMultipleTakeAway::new(3, 100);
    /// assert_eq!(game.smallest_winning_take(19), Some(4));
    /// assert_eq!(game.smallest_winning_take(4), None); // n <= k + 1 always loses
    /// ```
    pub fn smallest_winning_take(&self, n: u64) -> Option<u64> {
        assert!(
            n >= 1 && n <= self.max_n,
            "smallest_winning_take: n = {} outside 1..={}",
            n,
            self.max_n
        );
        // Index of the largest term <= n (a[0] = 1 <= n).
        let mut i = self.a.partition_point(|&x| x <= n) - 1;
        if self.a[i] == n {
            return None;
        }
        let mut rest = n;
        let mut last = 0;
        while rest > 0 {
            while self.a[i] > rest {
                i -= 1;
            }
            rest -= self.a[i];
            last = self.a[i];
        }
        Some(last)
    }

    /// Does the first player win a pile of `n`? (He loses iff `n` is one of the losing sizes.)
    ///
    /// # Constraints
    /// `1 <= n <= max_n`.
    ///
    /// # Panics
    /// If `n` is out of range.
    ///
    /// # Complexity
    /// O(log(number of terms)).
    ///
    /// # Example
    /// ```
    /// let game = cgt::fibonacci::KMultipleTakeAway::new(1, 100);
    /// assert!(!game.first_player_wins(16));
    /// assert!(game.first_player_wins(11));
    /// ```
    pub fn first_player_wins(&self, n: u64) -> bool {
        assert!(
            n >= 1 && n <= self.max_n,
            "KMultipleTakeAway::first_player_wins: n = {} outside 1..={}",
            n,
            self.max_n
        );
        self.a.binary_search(&n).is_err()
    }
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

    #[test]
    fn k_multiple_matches_search() {
        for k in 1..=6usize {
            let win = win_table(120, k);
            let game = KMultipleTakeAway::new(k as u64, 119);
            for n in 2..120usize {
                let brute = brute_first_move(&win, n, k);
                assert_eq!(
                    game.smallest_winning_take(n as u64),
                    brute,
                    "n={} k={}",
                    n,
                    k
                );
                assert_eq!(game.first_player_wins(n as u64), brute.is_some());
                if n as u64 <= k as u64 + 1 {
                    assert!(brute.is_none(), "n <= k + 1 loses: n={} k={}", n, k);
                }
            }
        }
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
    fn fibonacci_nim_agrees_with_k2_sequence() {
        let game = KMultipleTakeAway::new(2, 1_000_000);
        for n in 1..=1_000_000u64 {
            assert_eq!(first_player_wins(n), game.first_player_wins(n), "n={}", n);
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
        let g1 = KMultipleTakeAway::new(1, 1 << 40);
        let pow: Vec<u64> = (0..=40).map(|e| 1u64 << e).collect();
        assert_eq!(g1.losing_sizes(), &pow[..]);
        let g2 = KMultipleTakeAway::new(2, 55);
        assert_eq!(g2.losing_sizes(), &[1, 2, 3, 5, 8, 13, 21, 34, 55]);
    }

    #[test]
    fn large_k_sequence_size_and_max_bound() {
        let game = KMultipleTakeAway::new(100_000, 100_000_000);
        let len = game.losing_sizes().len();
        assert!((700_000..800_000).contains(&len), "len = {}", len);
        assert!(game.losing_sizes().windows(2).all(|w| w[0] < w[1]));
        // Full range: no overflow for k = 1 (powers of two) and a huge k up to 2^61.
        let g = KMultipleTakeAway::new(1, KMultipleTakeAway::MAX_N);
        assert_eq!(g.losing_sizes().last(), Some(&(1u64 << 61)));
        assert_eq!(g.smallest_winning_take((1 << 61) - 1), Some(1));
        let g = KMultipleTakeAway::new(u64::MAX, 1000);
        assert_eq!(g.smallest_winning_take(1000), None);
    }

    #[test]
    fn rebuild_equals_new() {
        let mut game = KMultipleTakeAway::new(5, 1000);
        for k in 1..=6u64 {
            for max_n in [1u64, 2, 50, 119] {
                game.rebuild(k, max_n);
                let fresh = KMultipleTakeAway::new(k, max_n);
                assert_eq!(game.losing_sizes(), fresh.losing_sizes());
                for n in 1..=max_n {
                    assert_eq!(
                        game.smallest_winning_take(n),
                        fresh.smallest_winning_take(n)
                    );
                }
            }
        }
    }

    #[test]
    #[should_panic(expected = "outside")]
    fn query_above_bound_panics() {
        KMultipleTakeAway::new(2, 10).smallest_winning_take(11);
    }

    #[test]
    #[should_panic(expected = "k must be at least 1")]
    fn k_zero_panics() {
        KMultipleTakeAway::new(0, 10);
    }
}
