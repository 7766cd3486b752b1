//! # Coin turning (Ruler, Mock Turtles, multiples): a position is the XOR of its one-coin positions
//!
//! - **Theorem** (Lenstra; *Winning Ways* ch. 14): if every move turns a set of coins whose last
//!   (or defining) coin goes heads to tails, a position's value is the XOR of the values of its
//!   single heads coins. Ruler: `2^v2(n)`; Mock Turtles: the `n`-th odious number.
//! - **Complexity:** Ruler, Mock Turtles O(1); the multiples game O(N^(3/4)) for all `N / x`.
//! - **Problems:** luogu-p3179 (multiples: turn `x` and any of `2x, ..., kx`).
//! - **Status:** = GameSearch over every position of <= 10 coins (XOR of one-coin values = the
//!   searched value), multiples for every N <= 10; single cells for N = 12, 14, 16.
//!
//! Ruler: turn any block of consecutive coins whose rightmost goes heads to tails (coins `1..`).
//! Mock Turtles: turn 1, 2 or 3 coins, the rightmost heads to tails (coins `0..`). Multiples
//! (HAOI 2015): cells `1..=N`, turn a white cell `x` black and flip `2x, ..., kx` for a `k` with
//! `kx <= N`. The value of cell `x` depends only on `m = N / x`: `G(m) = mex over k <= m of
//! XOR_{i=2..k} G(m / i)`, and `m / i` is constant on `O(sqrt m)` blocks of `i`; in a block the
//! running XOR alternates between two values, so each block adds at most two options.
//! On grids: [`crate::nimber`] (Tartan: the corners of a box), [`crate::coin_grid`] (connected
//! sets, squares of side `<= k`).

/// The Ruler game value of a single heads coin at position `n >= 1`: the largest power of two
/// dividing `n`.
///
/// # Panics
/// If `n == 0`.
///
/// # Example
/// ```
/// assert_eq!(cgt::coin_turning::ruler(12), 4);
/// ```
pub fn ruler(n: u64) -> u64 {
    assert!(n >= 1, "ruler: coins are numbered from 1");
    n & n.wrapping_neg()
}

/// The Mock Turtles value of a single heads coin at position `n >= 0`: the `n`-th odious number
/// (odd number of ones), `2n` or `2n + 1`.
///
/// # Constraints
/// `n < 2^63`.
///
/// # Panics
/// If `n >= 2^63`.
///
/// # Example
/// ```
/// let v: Vec<u64> = (0..6).map(cgt::coin_turning::mock_turtles).collect();
/// assert_eq!(v, [1, 2, 4, 7, 8, 11]);
/// ```
pub fn mock_turtles(n: u64) -> u64 {
    assert!(n < 1 << 63, "mock_turtles: n too large");
    2 * n + u64::from(n.count_ones() % 2 == 0)
}

/// The multiples game on cells `1..=n`: the value of every single white cell, by `n / x`.
///
/// # Example
/// ```
/// use cgt::coin_turning::Multiples;
/// let g = Multiples::new(3);
/// assert_eq!([g.value(1), g.value(2), g.value(3)], [2, 1, 1]);
/// ```
pub struct Multiples {
    n: u64,
    /// `small[q] = G(q)` for `q <= sqrt n`; `large[x] = G(n / x)` for `x <= sqrt n`.
    small: Vec<u32>,
    large: Vec<u32>,
}

impl Multiples {
    /// Computes `G` for every value `n / x`.
    ///
    /// # Constraints
    /// `1 <= n <= 10^12`.
    ///
    /// # Panics
    /// If `n` is out of range.
    ///
    /// # Complexity
    /// O(n^(3/4)) time, O(sqrt n) memory.
    pub fn new(n: u64) -> Self {
        assert!(
            (1..=1_000_000_000_000).contains(&n),
            "Multiples::new: n = {} out of range",
            n
        );
        let r = crate::isqrt::isqrt(n);
        let mut g = Multiples {
            n,
            small: vec![0; r as usize + 1],
            large: vec![0; r as usize + 1],
        };
        // All values n / x ascending: 1..=r, then n / x for x from n / (r + 1) down.
        let mut values: Vec<u64> = (1..=r).collect();
        values.extend((1..=r).rev().map(|x| n / x).filter(|&m| m > r));
        let mut seen: Vec<bool> = Vec::new();
        for m in values {
            seen.clear();
            seen.push(true); // k = 1: turn x alone
            let mut cur = 0;
            let mut i = 2;
            while i <= m {
                let q = m / i;
                let last = m / q;
                let v = g.get(q);
                for x in [cur ^ v, cur].iter().take(if last > i { 2 } else { 1 }) {
                    if seen.len() <= *x as usize {
                        seen.resize(*x as usize + 1, false);
                    }
                    seen[*x as usize] = true;
                }
                if (last - i + 1) % 2 == 1 {
                    cur ^= v;
                }
                i = last + 1;
            }
            let value = seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u32;
            if m <= r {
                g.small[m as usize] = value;
            } else {
                g.large[(n / m) as usize] = value;
            }
        }
        g
    }

    /// `G(m)` for a value `m = n / x`.
    fn get(&self, m: u64) -> u32 {
        if m < self.small.len() as u64 {
            self.small[m as usize]
        } else {
            self.large[(self.n / m) as usize]
        }
    }

    /// The value of the single white cell `x`.
    ///
    /// # Panics
    /// If `x` is outside `1..=n`.
    ///
    /// # Complexity
    /// O(1).
    pub fn value(&self, x: u64) -> u32 {
        assert!(
            (1..=self.n).contains(&x),
            "Multiples::value: cell {} outside 1..={}",
            x,
            self.n
        );
        self.get(self.n / x)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game_search::GameSearch;

    /// Checks, for every position of `coins` coins (bit `i` = coin `first + i` heads), that the
    /// searched value equals the XOR of the single-coin values.
    fn check(coins: u32, moves: impl Fn(u32) -> Vec<u32>, single: impl Fn(u32) -> u32) {
        let mut s = GameSearch::new(|&p: &u32| moves(p));
        for p in 0u32..1 << coins {
            let xor = (0..coins)
                .filter(|&i| p >> i & 1 == 1)
                .fold(0, |x, i| x ^ single(i));
            assert_eq!(s.grundy(&p), xor, "position {:b}", p);
        }
    }

    #[test]
    fn ruler_matches_search() {
        // Coin i is position i + 1; turn a block i - j + 1 ..= i with coin i heads.
        let moves = |p: u32| {
            (0..10)
                .filter(|&i| p >> i & 1 == 1)
                .flat_map(|i| (0..=i).map(move |j| p ^ ((1 << (i + 1)) - (1 << j))))
                .collect()
        };
        check(10, moves, |i| ruler(u64::from(i) + 1) as u32);
    }

    #[test]
    fn mock_turtles_matches_search() {
        let moves = |p: u32| {
            let mut out = Vec::new();
            for r in (0..10).filter(|&r| p >> r & 1 == 1) {
                out.push(p ^ 1 << r);
                for a in 0..r {
                    out.push(p ^ 1 << r ^ 1 << a);
                    for b in 0..a {
                        out.push(p ^ 1 << r ^ 1 << a ^ 1 << b);
                    }
                }
            }
            out
        };
        check(10, moves, |i| mock_turtles(u64::from(i)) as u32);
    }

    /// Multiples on cells 1..=n: bit x - 1 = cell x white.
    fn multiples_moves(n: u32, p: u32) -> Vec<u32> {
        let mut out = Vec::new();
        for x in (1..=n).filter(|&x| p >> (x - 1) & 1 == 1) {
            let mut q = p ^ 1 << (x - 1);
            out.push(q);
            for i in 2..=n / x {
                q ^= 1 << (i * x - 1);
                out.push(q);
            }
        }
        out
    }

    #[test]
    fn multiples_match_search() {
        for n in 1..=10u32 {
            let g = Multiples::new(u64::from(n));
            check(n, |p| multiples_moves(n, p), |i| g.value(u64::from(i) + 1));
        }
        // One white cell on larger boards: each cell's value by search.
        for n in [12u32, 14, 16] {
            let g = Multiples::new(u64::from(n));
            let mut s = GameSearch::new(|&p: &u32| multiples_moves(n, p));
            for x in 1..=n {
                assert_eq!(
                    s.grundy(&(1 << (x - 1))),
                    g.value(u64::from(x)),
                    "n={} x={}",
                    n,
                    x
                );
            }
        }
    }
}
