//! # Integer square root, exact for `u64` and `u128`
//!
//! - **Method:** an `f64` guess (one integer Newton step above 2^100), then integer corrections
//!   until `r² <= n < (r + 1)²`, so the result is exact whatever the guess.
//! - **Complexity:** O(1): at most a few correction steps.
//! - **Problems:** poj-1067, luogu-p2252 (through `wythoff`), cf-1451d (through `circle_game`).
//! - **Status:** `isqrt` vs a naive root on 0..=70000 and at t² - 1, t², t² + 1 for t <= 10^5 and
//!   sampled t < 2^32; `isqrt_u128` at t² ± 1 for t up to 2^64 - 1 and vs a bit-by-bit root on
//!   200 000 random 128-bit values shifted right by 0..=127 bits.
//!
//! Floating point alone is wrong inside judge ranges (`(5k²) as f64` loses the low bits from
//! 2^53 on), which is why the correction loops are there. The guess only decides the speed: `f64`
//! has a relative error of about 2^-52, so the guess is within 2 of the root for `n < 2^100`;
//! above that one integer Newton step (from a guess within about 2^13 of a root near 2^64, the
//! error becomes about 2^26 / 2^64) brings it within 1. Rust 1.84's `u64::isqrt` is not available
//! on the judges' 1.63.

/// Integer square root: the largest `r` with `r² <= n`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cgt::isqrt::isqrt;
/// assert_eq!(isqrt(24), 4);
/// assert_eq!(isqrt(25), 5);
/// assert_eq!(isqrt(u64::MAX), (1 << 32) - 1);
/// ```
pub fn isqrt(n: u64) -> u64 {
    isqrt_u128(u128::from(n))
}

/// Integer square root of a `u128`: the largest `r` with `r² <= n` (it is below 2^64).
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cgt::isqrt::isqrt_u128;
/// assert_eq!(isqrt_u128(u128::MAX), u64::MAX);
/// assert_eq!(isqrt_u128(5 * 102_334_155u128 * 102_334_155), 228_826_126);
/// ```
pub fn isqrt_u128(n: u128) -> u64 {
    if n == 0 {
        return 0;
    }
    // `as` saturates and the guess is at most 2^64, so every square below fits or is checked.
    let mut r = ((n as f64).sqrt() as u128).max(1);
    if n >> 100 != 0 {
        r = (r + n / r) / 2;
    }
    // Squares that overflow u128 are above n.
    while r.checked_mul(r).map_or(true, |sq| sq > n) {
        r -= 1;
    }
    while (r + 1).checked_mul(r + 1).map_or(false, |sq| sq <= n) {
        r += 1;
    }
    r as u64
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::XorShift;

    fn naive_isqrt(n: u64) -> u64 {
        let mut r = 0u64;
        while (r + 1) * (r + 1) <= n {
            r += 1;
        }
        r
    }

    #[test]
    fn isqrt_matches_naive_and_squares() {
        for n in 0..=70_000u64 {
            assert_eq!(isqrt(n), naive_isqrt(n), "n={}", n);
        }
        // Around squares t²: t² - 1 -> t - 1, t² -> t, t² + 1 -> t (for t >= 1).
        let check = |t: u64| {
            let sq = t * t;
            assert_eq!(isqrt(sq), t, "t={}", t);
            assert_eq!(isqrt(sq - 1), t - 1, "t={}", t);
            if sq < u64::MAX {
                assert_eq!(isqrt(sq + 1), t, "t={}", t);
            }
        };
        (1..=100_000).for_each(check);
        let top = (1u64 << 32) - 1;
        (0..20_000).map(|i| top - i * 214_731).for_each(check);
        (0..1000).map(|i| top - i).for_each(check);
        assert_eq!(isqrt(u64::MAX), top);
        assert_eq!(isqrt(top * top + 2 * top), top); // (top + 1)² - 1 = u64::MAX
    }

    /// Exact bit-by-bit square root (no floating point): keep each bit, from the top, iff the
    /// square stays <= n.
    fn bitwise_isqrt(n: u128) -> u64 {
        let mut r: u64 = 0;
        for bit in (0..64).rev() {
            let c = r | (1u64 << bit);
            if u128::from(c) * u128::from(c) <= n {
                r = c;
            }
        }
        r
    }

    #[test]
    fn isqrt_u128_matches_bitwise_on_every_magnitude() {
        let mut rng = XorShift::new(0x9E37_79B9_7F4A_7C15);
        for i in 0..200_000u32 {
            let x = u128::from(rng.next_u64()) << 64 | u128::from(rng.next_u64());
            // Shifted right by 0..=127 bits: every magnitude.
            let n = x >> (i % 128);
            assert_eq!(isqrt_u128(n), bitwise_isqrt(n), "n={}", n);
        }
    }

    #[test]
    fn isqrt_u128_around_squares() {
        let check = |t: u64| {
            let sq = u128::from(t) * u128::from(t);
            assert_eq!(isqrt_u128(sq), t);
            assert_eq!(isqrt_u128(sq - 1), t - 1);
            assert_eq!(isqrt_u128(sq + 1), t);
        };
        (1..1000).for_each(check);
        (0..5000)
            .map(|i| u64::MAX - i * 3_689_348_814_741_911)
            .for_each(check);
        (0..1000).map(|i| u64::MAX - i).for_each(check);
        assert_eq!(isqrt_u128(u128::MAX), u64::MAX);
        assert_eq!(isqrt_u128(0), 0);
    }
}
