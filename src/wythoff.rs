//! # Wythoff's game, with an exact integer square root
//!
//! **Game.** Two heaps. A move takes any positive number of objects from one heap, or the same
//! positive number from both heaps. Under normal play the player who takes the last object wins.
//!
//! **Theorem (Wythoff, 1907).** The losing positions (P-positions) are `(0, 0)` and, for `k >= 1`,
//! `(a_k, b_k)` and `(b_k, a_k)` with `a_k = floor(k φ)`, `b_k = a_k + k`, `φ = (1 + √5) / 2`. The
//! sequences `a_k` and `b_k` (Beatty sequences of `φ` and `φ²`) partition the positive integers, so
//! every heap size `x` has exactly one partner `y` with `(x, y)` a P-position.
//!
//! **Exact arithmetic.** For `k >= 1`, `k √5` is irrational, so
//! `floor(k φ) = floor((k + floor(k √5)) / 2) = (k + isqrt(5 k²)) / 2` in integer division. Here
//! `5 k²` is computed in `u128`; when it does not fit (`k √5 >= 2^64`), `b_k > k √5 >= 2^64`, so the
//! P-position does not fit in `u64` and there is nothing to test. Floating point is wrong inside
//! judge ranges: with `f64`, `floor(k φ)` is off by one at `k = 102334155` and `k = 267914296`.
//!
//! **Complexity.** [`isqrt`], [`isqrt_u128`]: O(1) (float guess, exact integer correction).
//! [`first_player_wins`], [`p_position`]: O(1). [`winning_moves`]: O(64) (binary searches over `k`
//! for the heaps' partners).
//!
//! **References.** W. A. Wythoff, *A modification of the game of Nim*, Nieuw Archief voor Wiskunde
//! 7 (1907); *Winning Ways*, ch. 3.
//!
//! **Problems.** poj-1067 (= HDU 1527), luogu-p2252; [`isqrt_u128`] also serves cf-1451d (through
//! [`crate::circle_game`]).
//!
//! **Status:** outcome and the full set of winning moves exhaustive against
//! [`crate::sprague_grundy::GameSearch`] for all a, b < 60; [`p_position`] against the mex
//! recurrence for k <= 2000 and against the definition of the floor (integer inequalities) for
//! sampled k up to the largest k whose P-position fits in `u64`; the double-precision trap pairs as
//! explicit cases; [`isqrt`] against a naive method on 0..=70000, around every perfect square
//! (t² - 1, t², t² + 1) for t up to 10^5 and for sampled t up to 2^32 - 1, and at `u64::MAX`;
//! [`isqrt_u128`] around squares up to (2^64 - 1)² and against an exact bit-by-bit root on 200 000
//! pseudo-random values of every bit length 1..=128.

/// Integer square root: the largest `r` with `r² <= n`.
///
/// # Complexity
/// O(1): a floating-point guess corrected exactly in integers (see [`isqrt_u128`]).
///
/// # Example
/// ```
/// use cgt::wythoff::isqrt;
/// assert_eq!(isqrt(24), 4);
/// assert_eq!(isqrt(25), 5);
/// assert_eq!(isqrt(u64::MAX), (1 << 32) - 1);
/// ```
pub fn isqrt(n: u64) -> u64 {
    isqrt_u128(u128::from(n))
}

/// Integer square root of a `u128`: the largest `r` with `r² <= n` (it is below 2^64).
///
/// The result is exact for every input: a floating-point guess is only a starting point, and the
/// two correction loops end exactly when `r² <= n < (r + 1)²`. The guess only decides the speed:
/// `f64` has a relative error of about 2^-52, so the guess is within 2 of the root for
/// `n < 2^100`; above that one integer Newton step (from a guess within about 2^13 of a root near
/// 2^64, the error becomes about 2^26 / 2^64) brings it within 1.
///
/// # Complexity
/// O(1): at most a few correction steps.
///
/// # Example
/// ```
/// use cgt::wythoff::isqrt_u128;
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

/// `Some((a_k, b_k))` if the k-th P-position fits in `u64`, else `None`.
fn p_position_checked(k: u64) -> Option<(u64, u64)> {
    let k2 = u128::from(k) * u128::from(k);
    // 5k² overflowing u128 means k√5 >= 2^64, and b_k = k(3 + √5)/2 > k√5 does not fit.
    let five_k2 = k2.checked_mul(5)?;
    let a = (u128::from(k) + u128::from(isqrt_u128(five_k2))) / 2;
    let b = a + u128::from(k);
    if b > u128::from(u64::MAX) {
        None
    } else {
        Some((a as u64, b as u64))
    }
}

/// The largest `k` whose P-position `(a_k, b_k)` fits in `u64`; its `b_k` is exactly `u64::MAX`.
pub const MAX_K: u64 = 7_046_029_254_386_353_130;

/// The k-th P-position `(a_k, b_k) = (floor(k φ), floor(k φ) + k)`; `k = 0` gives `(0, 0)`.
///
/// # Constraints
/// `k <= MAX_K` (so that `b_k <= u64::MAX`).
///
/// # Panics
/// If `k > MAX_K`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cgt::wythoff::p_position;
/// assert_eq!(p_position(0), (0, 0));
/// assert_eq!(p_position(3), (4, 7));
/// assert_eq!(p_position(102_334_155), (165_580_140, 267_914_295));
/// ```
pub fn p_position(k: u64) -> (u64, u64) {
    assert!(k <= MAX_K, "p_position: k = {} above MAX_K", k);
    p_position_checked(k).expect("k <= MAX_K fits by the definition of MAX_K")
}

/// Is `(a, b)` a P-position (the player to move loses)? Defined for every pair of `u64` heaps.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cgt::wythoff::is_p_position;
/// assert!(is_p_position(0, 0));
/// assert!(is_p_position(7, 4));
/// assert!(!is_p_position(5, 5));
/// assert!(is_p_position(11_400_714_819_323_198_485, u64::MAX));
/// ```
pub fn is_p_position(a: u64, b: u64) -> bool {
    let (lo, hi) = if a <= b { (a, b) } else { (b, a) };
    // (lo, hi) is a P-position iff it is (a_k, b_k) for k = hi - lo.
    match p_position_checked(hi - lo) {
        Some((ak, _)) => ak == lo,
        None => false,
    }
}

/// Wythoff's game: does the player to move win from heaps `(a, b)`?
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cgt::wythoff::first_player_wins;
/// assert!(!first_player_wins(2, 1));
/// assert!(first_player_wins(8, 4));
/// assert!(!first_player_wins(4, 7));
/// ```
pub fn first_player_wins(a: u64, b: u64) -> bool {
    !is_p_position(a, b)
}

/// The heap `y` with `{x, y}` a P-position, if it fits in `u64`.
fn partner(x: u64) -> Option<u64> {
    if x == 0 {
        return Some(0);
    }
    // a_k and b_k are strictly increasing in k on 1..=MAX_K. Find the largest k with a_k <= x
    // (resp. b_k <= x) by binary search and check for equality.
    let largest_k = |key: &dyn Fn((u64, u64)) -> u64| {
        let (mut lo, mut hi) = (0u64, MAX_K);
        while lo < hi {
            let mid = lo + (hi - lo + 1) / 2;
            if key(p_position(mid)) <= x {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        lo
    };
    let (a, b) = p_position(largest_k(&|p| p.0));
    if a == x {
        return Some(b);
    }
    let (a, b) = p_position(largest_k(&|p| p.1));
    if b == x {
        return Some(a);
    }
    // x = a_k with b_k > u64::MAX: its partner does not fit.
    None
}

/// Every winning move from `(a, b)`, as the resulting position (heaps in the same order), sorted;
/// empty iff `(a, b)` is a P-position. There are at most three: lower one heap to the other's
/// partner, or lower both by the same amount to the P-position with the same difference.
///
/// # Complexity
/// O(64).
///
/// # Example
/// ```
/// use cgt::wythoff::winning_moves;
/// assert_eq!(winning_moves(4, 7), vec![]);
/// // From (5, 7): take 1 from the first heap, 4 from the second, or 2 from both.
/// assert_eq!(winning_moves(5, 7), vec![(3, 5), (4, 7), (5, 3)]);
/// ```
pub fn winning_moves(a: u64, b: u64) -> Vec<(u64, u64)> {
    let mut v = Vec::new();
    // Lower the first heap to the partner of the second, and vice versa.
    if let Some(p) = partner(b) {
        if p < a {
            v.push((p, b));
        }
    }
    if let Some(p) = partner(a) {
        if p < b {
            v.push((a, p));
        }
    }
    // Lower both: the difference d stays, so the target is (a_d, b_d) in the same orientation.
    let (lo, hi) = if a <= b { (a, b) } else { (b, a) };
    if let Some((ad, bd)) = p_position_checked(hi - lo) {
        if ad < lo {
            v.push(if a <= b { (ad, bd) } else { (bd, ad) });
        }
    }
    v.sort_unstable();
    v.dedup();
    v
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sprague_grundy::GameSearch;

    fn rules(p: &(u64, u64)) -> Vec<(u64, u64)> {
        let (a, b) = *p;
        let mut v: Vec<(u64, u64)> = (0..a).map(|x| (x, b)).collect();
        v.extend((0..b).map(|y| (a, y)));
        v.extend((1..=a.min(b)).map(|t| (a - t, b - t)));
        v
    }

    #[test]
    fn outcome_and_winning_moves_match_search() {
        let mut s = GameSearch::new(rules);
        for a in 0..60 {
            for b in 0..60 {
                assert_eq!(
                    first_player_wins(a, b),
                    s.first_player_wins(&(a, b)),
                    "({}, {})",
                    a,
                    b
                );
                let mut brute: Vec<(u64, u64)> = rules(&(a, b))
                    .into_iter()
                    .filter(|q| !s.first_player_wins(q))
                    .collect();
                brute.sort_unstable();
                assert_eq!(winning_moves(a, b), brute, "({}, {})", a, b);
            }
        }
    }

    #[test]
    fn p_positions_match_mex_recurrence() {
        // a_k = least positive integer not yet used by earlier a_i, b_i; b_k = a_k + k.
        let mut used = vec![false; 10_000];
        let mut next = 1;
        for k in 1..=2000u64 {
            while used[next] {
                next += 1;
            }
            let (a, b) = (next as u64, next as u64 + k);
            used[a as usize] = true;
            used[b as usize] = true;
            assert_eq!(p_position(k), (a, b), "k={}", k);
            assert_eq!(partner(a), Some(b));
            assert_eq!(partner(b), Some(a));
        }
    }

    /// `a = floor(k φ)` iff `2a - k <= k √5 < 2a + 2 - k`, i.e. (both sides non-negative)
    /// `(2a - k)² <= 5k² < (2a + 2 - k)²`; checked in u128 with no square root.
    fn is_floor_k_phi(k: u64, a: u64) -> bool {
        let (k, a) = (u128::from(k), u128::from(a));
        let five_k2 = 5 * k * k;
        2 * a >= k && (2 * a - k).pow(2) <= five_k2 && five_k2 < (2 * a + 2 - k).pow(2)
    }

    #[test]
    fn p_positions_match_floor_definition_up_to_max_k() {
        let mut ks: Vec<u64> = vec![MAX_K, MAX_K - 1, 1 << 62, 1 << 40, 701_408_733];
        // Spread over the whole range, plus Fibonacci numbers (the hardest k for rounding).
        let step = MAX_K / 997;
        ks.extend((1..997).map(|i| i * step + i % 7));
        let (mut f, mut g) = (1u64, 2u64);
        while g <= MAX_K {
            ks.extend([g - 1, g, g + 1]);
            let h = f + g;
            f = g;
            g = h;
        }
        for k in ks {
            let (a, b) = p_position(k);
            assert!(is_floor_k_phi(k, a), "k={}", k);
            assert_eq!(b, a + k);
            assert!(is_p_position(a, b) && is_p_position(b, a));
            assert!(!is_p_position(a + 1, b) && !is_p_position(a, b - 1));
        }
        assert_eq!(p_position(MAX_K).1, u64::MAX);
        assert!(p_position_checked(MAX_K + 1).is_none());
        assert!(p_position_checked(u64::MAX).is_none());
    }

    #[test]
    #[should_panic(expected = "above MAX_K")]
    fn p_position_beyond_u64_panics() {
        p_position(MAX_K + 1);
    }

    #[test]
    fn double_precision_trap_pairs() {
        assert!(is_p_position(165_580_140, 267_914_295));
        assert!(is_p_position(433_494_436, 701_408_732));
        assert!(!is_p_position(165_580_141, 267_914_296));
        assert!(!is_p_position(433_494_437, 701_408_733));
        assert!(!first_player_wins(267_914_295, 165_580_140));
        assert!(first_player_wins(1_000_000_000, 1_000_000_000));
        assert!(!first_player_wins(0, 0));
        assert!(first_player_wins(0, 1_000_000_000));
    }

    #[test]
    fn extreme_pairs() {
        let (a, b) = p_position(MAX_K);
        assert!(!first_player_wins(a, b));
        assert!(first_player_wins(u64::MAX, u64::MAX));
        assert!(first_player_wins(0, u64::MAX));
        assert!(first_player_wins(u64::MAX - 1, u64::MAX));
        assert_eq!(winning_moves(a, b), vec![]);
        // (MAX, MAX): lowering both to (0, 0) wins, and so does lowering one heap to a_K.
        assert_eq!(
            winning_moves(u64::MAX, u64::MAX),
            vec![(0, 0), (a, u64::MAX), (u64::MAX, a)]
        );
        // x = a_{MAX_K + 1} has its partner above u64::MAX: no single-heap move pairs with it.
        let x = 11_400_714_819_323_198_487u64;
        assert_eq!(partner(x), None);
        assert_eq!(partner(a), Some(u64::MAX));
        assert_eq!(partner(u64::MAX), Some(a));
        assert_eq!(winning_moves(x, x), vec![(0, 0)]);
        // (x, MAX): lower x to a_K = partner(MAX), or both by 5 to (a_d, b_d), d = MAX_K - 2.
        assert_eq!(
            winning_moves(x, u64::MAX),
            vec![
                (11_400_714_819_323_198_482, 18_446_744_073_709_551_610),
                (a, u64::MAX)
            ]
        );
    }

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
        let mut x = 0x9E37_79B9_7F4A_7C15_F39C_C060_5CED_C834u128;
        for i in 0..200_000u32 {
            x = x
                .wrapping_mul(0x2360_ED05_1FC6_5DA4_4385_DF64_9FCC_F645)
                .wrapping_add(0x5851_F42D_4C95_7F2D_1405_7B7E_F767_814F);
            // Shift to every bit length 1..=128.
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
