//! # Take at most a K-th: remove 1 to `floor(x / K)` stones from a pile of `x`
//!
//! - **Game:** pile `x` with a fixed `K`; a move removes 1 to `floor(x / K)` stones (dead below K).
//! - **Theorem:** `g(x) = x / K` if `K | x`, `g(x) = g(x - floor(x / K) - 1)` otherwise (`g = 0`
//!   below `K`); the steps of one quotient `q` are taken together.
//! - **Complexity:** O(min(x / K, K log x)) jumps.
//! - **Problems:** atcoder-arc091-f.
//! - **Status:** = GameSearch from the rules for every `x <= 400`, `K <= 12`; jumps = single
//!   steps for 2000 random `x < 10^6`, `K < 3000`.
//!
//! Why the recursion: for `K ∤ x` the options of `x` are those of `x - q - 1` (`q = floor(x/K)`)
//! plus the value `g(x - q - 1)` itself, which is then the mex. Jumping: with `x = qK + r`,
//! `0 < r < K`, subtracting `q + 1` keeps the quotient `q` for `floor(r / (q + 1))` steps, so they
//! are taken at once (at least one step).

/// The Grundy value of a pile of `x` when a move removes 1 to `floor(x / k)` stones.
///
/// # Constraints
/// `k >= 1`.
///
/// # Panics
/// If `k == 0`.
///
/// # Complexity
/// O(min(x / k, k log x)).
///
/// # Example
/// ```
/// use cgt::take_fraction::grundy;
/// assert_eq!(grundy(5, 2) ^ grundy(3, 3), 0);
/// assert_eq!(grundy(7, 1), 7); // k = 1 is Nim
/// ```
pub fn grundy(mut x: u64, k: u64) -> u64 {
    assert!(k >= 1, "take_fraction::grundy: k must be at least 1");
    loop {
        let (q, r) = (x / k, x % k);
        if r == 0 || q == 0 {
            return q;
        }
        x -= (r / (q + 1)).max(1) * (q + 1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game_search::GameSearch;
    use crate::rng::XorShift;

    fn one_step(mut x: u64, k: u64) -> u64 {
        while x >= k && x % k != 0 {
            x -= x / k + 1;
        }
        x / k
    }

    #[test]
    fn matches_search() {
        for k in 1..=12u64 {
            let mut s = GameSearch::new(|&x: &u64| (1..=x / k).map(|t| x - t).collect::<Vec<_>>());
            for x in 0..=400u64 {
                assert_eq!(grundy(x, k), u64::from(s.grundy(&x)), "x={} k={}", x, k);
            }
        }
    }

    #[test]
    fn jumps_match_single_steps() {
        let mut rng = XorShift::new(91);
        for _ in 0..2000 {
            let (x, k) = (rng.below(1_000_000), 1 + rng.below(3000));
            assert_eq!(grundy(x, k), one_step(x, k), "x={} k={}", x, k);
        }
        assert_eq!(grundy(1_000_000_000, 1), 1_000_000_000);
    }
}
