//! # Nimbers: nim product, inverse and square root in GF(2^64); coin turning on grids
//!
//! - **Theorem** (Conway 1976; Tartan theorem, *Winning Ways* ch. 14): nimbers < 2^64 form
//!   GF(2^64), `F ⊗ F = F ⊕ F/2` for `F = 2^(2^n)`; a lit grid cell `(x, y, z)` is worth `x⊗y⊗z`.
//! - **Complexity:** `new` O(2^16); `mul` 48 lookups (4 below 2^16); `inv`, `sqrt` <= 127 `mul`s.
//! - **Problems:** hdu-3404, poj-3533 (library-checker-nim-product-64 uses `nimber_simd`).
//! - **Status:** `mul` = mex definition for all `x, y < 64`, = `nim_mul_naive` on 9453 edge, 3000
//!   random pairs; square, pow, inv, sqrt on 287 values (inv, sqrt on all < 2^16); axioms (20 000);
//!   Tartan = `GameSearch` on 3×3, 2×2×2, 3×2×2 boards; the 2-D single-coin mex for `x, y <= 32`.
//!
//! Definition: `a ⊗ b = mex { a' ⊗ b ⊕ a ⊗ b' ⊕ a' ⊗ b' : a' < a, b' < b }`. Computable form
//! (Conway, ch. 6): for a Fermat 2-power `F = 2^(2^n)`, `x ⊗ F = x · F` for `x < F` and
//! `F ⊗ F = F ⊕ F/2`, so for `a = a1·F + a0`, `b = b1·F + b0` (all four `< F`),
//! `a ⊗ b = (a1⊗b1 ⊕ a1⊗b0 ⊕ a0⊗b1)·F ⊕ a0⊗b0 ⊕ (a1⊗b1) ⊗ F/2`. [`NimField`] evaluates it from
//! a table of byte products (three Karatsuba levels). In GF(2^64), `x^(2^64 - 1) = 1` for `x != 0`
//! and squaring (the Frobenius map) is a bijection: `inv(x) = x^(2^64 - 2)`, `sqrt(x) = x^(2^63)`.
//!
//! Game (HDU 3404, POJ 3533): lights on a grid, 1-based coordinates; a move picks a box whose
//! maximal corner is lit and toggles its distinct corners once each. The one-dimensional factor
//! (turn off coin `x`, optionally toggle one left of it) has `g(x) = x`, so a position is worth the
//! XOR of `x ⊗ y` (`x ⊗ y ⊗ z`) over its lit cells; 0-based coordinates would give `(x+1) ⊗ (y+1)`.
//! [`crate::nimber_simd`] multiplies faster with x86-64 instructions (not a snippet). References:
//! Conway, *On Numbers and Games* (1976), ch. 6; Lenstra, *Nim multiplication* (1978).

/// Moved to [`nimber_simd`](crate::nimber_simd) on 2026-11-23; the old paths keep working.
pub use crate::nimber_simd::{NimMul, GENERATOR};

/// The recursive definition on `bits`-bit operands (`bits` a power of two, `a, b < 2^bits`).
fn naive_rec(a: u64, b: u64, bits: u32) -> u64 {
    if a == 0 || b == 0 {
        return 0;
    }
    if a == 1 {
        return b;
    }
    if b == 1 {
        return a;
    }
    // Here bits >= 2: operands below 2 were handled above.
    let half = bits / 2;
    let mask = (1u64 << half) - 1;
    let (a1, a0, b1, b0) = (a >> half, a & mask, b >> half, b & mask);
    if a1 == 0 && b1 == 0 {
        // Both lie in the subfield below F = 2^half.
        return naive_rec(a0, b0, half);
    }
    let hh = naive_rec(a1, b1, half);
    let hi = hh ^ naive_rec(a1, b0, half) ^ naive_rec(a0, b1, half);
    let lo = naive_rec(a0, b0, half) ^ naive_rec(hh, 1 << (half - 1), half);
    (hi << half) | lo
}

/// Nim product by the recursive definition (Fermat 2-power splitting, see the module docs), the
/// reference for the fast methods.
///
/// # Complexity
/// At most 5 recursive products per halving: O(5^6) calls for 64-bit operands.
///
/// # Example
/// ```
/// use cgt::nimber::nim_mul_naive;
/// assert_eq!(nim_mul_naive(2, 2), 3);
/// assert_eq!(nim_mul_naive(3141, 5926), 14994);
/// ```
pub fn nim_mul_naive(a: u64, b: u64) -> u64 {
    naive_rec(a, b, 64)
}

/// `2^7 ⊗ 2^7` and `2^15 ⊗ 2^15` (the tests check them against the definition).
const HALF8_SQ: u64 = 0xde;
const HALF16_SQ: u64 = 0xde4a;

/// The field of nimbers below `2^64`: product, square, power, inverse, square root.
///
/// A product splits each operand at the Fermat 2-powers `2^32`, `2^16`, `2^8` (three Karatsuba
/// levels: `a1⊗b1 ⊕ a1⊗b0 ⊕ a0⊗b1 = (a0⊕a1)⊗(b0⊕b1) ⊕ a0⊗b0`, three half-size products per
/// level) down to a 256 × 256 table of byte products; the products by `F/2` are the same split
/// with one operand constant. Operands below `2^16` take one level only.
///
/// # Example
/// ```
/// let f = cgt::nimber::NimField::new();
/// assert_eq!(f.mul(3141, 5926), 14994);
/// assert_eq!(f.mul(f.inv(3141), 3141), 1);
/// assert_eq!(f.square(f.sqrt(5926)), 5926);
/// ```
pub struct NimField {
    /// `table[a << 8 | b] = a ⊗ b` for bytes `a`, `b`.
    table: Box<[u8; 1 << 16]>,
}

impl Default for NimField {
    fn default() -> Self {
        Self::new()
    }
}

impl NimField {
    /// Builds the byte table: products of bits from [`nim_mul_naive`], the rest by linearity.
    ///
    /// # Complexity
    /// O(2^16).
    ///
    /// # Example
    /// ```
    /// let f = cgt::nimber::NimField::new(); // build once, then multiply many times
    /// assert_eq!(f.mul(2, 3), 1);
    /// ```
    pub fn new() -> Self {
        let mut t: Box<[u8; 1 << 16]> = vec![0; 1 << 16].into_boxed_slice().try_into().unwrap();
        for a in 1..256usize {
            for b in 1..256usize {
                let (la, lb) = (a & a.wrapping_neg(), b & b.wrapping_neg());
                t[a << 8 | b] = if a != la {
                    t[la << 8 | b] ^ t[(a ^ la) << 8 | b]
                } else if b != lb {
                    t[a << 8 | lb] ^ t[a << 8 | (b ^ lb)]
                } else {
                    nim_mul_naive(a as u64, b as u64) as u8
                };
            }
        }
        NimField { table: t }
    }

    #[inline(always)]
    fn m8(&self, a: u64, b: u64) -> u64 {
        u64::from(self.table[(a as u8 as usize) << 8 | b as u8 as usize])
    }

    /// Product below `2^16`.
    #[inline(always)]
    fn m16(&self, a: u64, b: u64) -> u64 {
        let (a0, a1, b0, b1) = (a & 0xff, a >> 8 & 0xff, b & 0xff, b >> 8 & 0xff);
        let p00 = self.m8(a0, b0);
        let m = self.m8(a0 ^ a1, b0 ^ b1);
        let p11 = self.m8(a1, b1);
        (m ^ p00) << 8 | (p00 ^ self.m8(p11, 0x80))
    }

    /// `x ⊗ 2^15` for `x < 2^16`: `((x0 ⊕ x1) ⊗ 2^7)·2^8 ⊕ x1 ⊗ 2^7 ⊗ 2^7`.
    #[inline(always)]
    fn m16_half(&self, x: u64) -> u64 {
        let (x0, x1) = (x & 0xff, x >> 8 & 0xff);
        self.m8(x0 ^ x1, 0x80) << 8 | self.m8(x1, HALF8_SQ)
    }

    /// Product below `2^32`.
    #[inline(always)]
    fn m32(&self, a: u64, b: u64) -> u64 {
        let (a0, a1, b0, b1) = (a & 0xffff, a >> 16 & 0xffff, b & 0xffff, b >> 16 & 0xffff);
        let p00 = self.m16(a0, b0);
        let m = self.m16(a0 ^ a1, b0 ^ b1);
        let p11 = self.m16(a1, b1);
        (m ^ p00) << 16 | (p00 ^ self.m16_half(p11))
    }

    /// `x ⊗ 2^31` for `x < 2^32`: `((x0 ⊕ x1) ⊗ 2^15)·2^16 ⊕ x1 ⊗ 2^15 ⊗ 2^15`.
    #[inline(always)]
    fn m32_half(&self, x: u64) -> u64 {
        let (x0, x1) = (x & 0xffff, x >> 16 & 0xffff);
        self.m16_half(x0 ^ x1) << 16 | self.m16(x1, HALF16_SQ)
    }

    /// Nim product `a ⊗ b`.
    ///
    /// # Complexity
    /// O(1): 48 byte-table lookups (4 if `a, b < 2^16`).
    ///
    /// # Example
    /// ```
    /// let f = cgt::nimber::NimField::new();
    /// assert_eq!(f.mul(5, 8), 3);
    /// assert_eq!(f.mul(u64::MAX, u64::MAX), 11290409524105353207);
    /// ```
    #[inline]
    pub fn mul(&self, a: u64, b: u64) -> u64 {
        if (a | b) >> 16 == 0 {
            return self.m16(a, b);
        }
        let (a0, a1, b0, b1) = (a & 0xffff_ffff, a >> 32, b & 0xffff_ffff, b >> 32);
        let p00 = self.m32(a0, b0);
        let m = self.m32(a0 ^ a1, b0 ^ b1);
        let p11 = self.m32(a1, b1);
        (m ^ p00) << 32 | (p00 ^ self.m32_half(p11))
    }

    /// Nim square `a ⊗ a`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// assert_eq!(cgt::nimber::NimField::new().square(2), 3);
    /// ```
    pub fn square(&self, a: u64) -> u64 {
        self.mul(a, a)
    }

    /// Nim power `a^e` (`a^0 = 1`), by repeated squaring.
    ///
    /// # Complexity
    /// At most 128 products.
    ///
    /// # Example
    /// ```
    /// let f = cgt::nimber::NimField::new();
    /// assert_eq!(f.pow(2, 3), 1); // 2 ⊗ 2 = 3, 3 ⊗ 2 = 1
    /// ```
    pub fn pow(&self, mut a: u64, mut e: u64) -> u64 {
        let mut r = 1;
        while e > 0 {
            if e & 1 == 1 {
                r = self.mul(r, a);
            }
            a = self.mul(a, a);
            e >>= 1;
        }
        r
    }

    /// Nim inverse: the `b` with `a ⊗ b = 1`, which is `a^(2^64 - 2)`.
    ///
    /// # Constraints
    /// `a != 0`.
    ///
    /// # Panics
    /// If `a == 0`.
    ///
    /// # Complexity
    /// 127 products (64 squarings, 63 multiplications).
    ///
    /// # Example
    /// ```
    /// let f = cgt::nimber::NimField::new();
    /// assert_eq!(f.inv(2), 3);
    /// ```
    pub fn inv(&self, a: u64) -> u64 {
        assert!(a != 0, "NimField::inv: 0 has no inverse");
        self.pow(a, u64::MAX - 1)
    }

    /// Nim square root: the unique `r` with `r ⊗ r = a`, which is `a^(2^63)`.
    ///
    /// # Complexity
    /// 65 products (64 squarings).
    ///
    /// # Example
    /// ```
    /// let f = cgt::nimber::NimField::new();
    /// assert_eq!(f.sqrt(3), 2);
    /// ```
    pub fn sqrt(&self, a: u64) -> u64 {
        self.pow(a, 1 << 63)
    }
}

/// HDU 3404 (2-D coin turning): does the player to move win with lights on at the given 1-based
/// cells? The position's Grundy value is the XOR of `x ⊗ y` over the cells.
///
/// # Constraints
/// Coordinates are 1-based. A cell listed twice cancels (its light is toggled twice). A coordinate
/// 0 is outside the board; it contributes `0 ⊗ y = 0`, which is what accepted solutions compute.
///
/// # Complexity
/// O(n) products.
///
/// # Example
/// ```
/// let f = cgt::nimber::NimField::new();
/// assert!(!cgt::nimber::lights_2d_first_player_wins(&f, &[(1, 2), (2, 1)]));
/// assert!(cgt::nimber::lights_2d_first_player_wins(&f, &[(1, 1), (2, 2)]));
/// ```
pub fn lights_2d_first_player_wins(f: &NimField, cells: &[(u64, u64)]) -> bool {
    cells.iter().fold(0, |g, &(x, y)| g ^ f.mul(x, y)) != 0
}

/// POJ 3533 (3-D coin turning): does the player to move win with lights on at the given 1-based
/// cells? The Grundy value is the XOR of `x ⊗ y ⊗ z` over the cells.
///
/// # Constraints
/// As for [`lights_2d_first_player_wins`].
///
/// # Complexity
/// O(n) products.
///
/// # Example
/// ```
/// let f = cgt::nimber::NimField::new();
/// // 1⊗1⊗2 = 2 and 1⊗2⊗1 = 2 cancel.
/// assert!(!cgt::nimber::lights_3d_first_player_wins(&f, &[(1, 1, 2), (1, 2, 1)]));
/// assert!(cgt::nimber::lights_3d_first_player_wins(&f, &[(2, 2, 2)]));
/// ```
pub fn lights_3d_first_player_wins(f: &NimField, cells: &[(u64, u64, u64)]) -> bool {
    cells
        .iter()
        .fold(0, |g, &(x, y, z)| g ^ f.mul(f.mul(x, y), z))
        != 0
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::game_search::GameSearch;
    use crate::rng::XorShift;
    use itertools::Itertools;

    /// `table[x][y] = x ⊗ y` for `x, y < n <= 64` from the mex definition alone.
    pub(crate) fn mex_table(n: usize) -> Vec<Vec<u64>> {
        let mut t = vec![vec![0u64; n]; n];
        // Products of nimbers below 64 lie below 256 (the next subfield).
        let mut seen = vec![false; 256];
        for a in 0..n {
            for b in 0..n {
                seen.iter_mut().for_each(|s| *s = false);
                for a2 in 0..a {
                    for b2 in 0..b {
                        seen[(t[a2][b] ^ t[a][b2] ^ t[a2][b2]) as usize] = true;
                    }
                }
                t[a][b] = seen.iter().position(|&s| !s).unwrap() as u64;
            }
        }
        t
    }

    /// `count` pairs of xorshift values (seed `seed`), masked with `mask`.
    pub(crate) fn random_pairs(count: usize, seed: u64, mask: u64) -> Vec<(u64, u64)> {
        let mut r = XorShift::new(seed);
        (0..count)
            .map(|_| (r.next_u64() & mask, r.next_u64() & mask))
            .collect()
    }

    /// 137 values: 0, 1, 2^k, 2^k - 1, 2^k + 1, u64::MAX and a few mixed patterns.
    pub(crate) fn edge_values() -> Vec<u64> {
        let mut v = vec![0, 1, 2, 3, u64::MAX, u64::MAX - 1, 0x8000_0000_0000_0001];
        for k in 2..64 {
            v.push(1 << k);
            v.push((1 << k) - 1);
        }
        for k in [8, 16, 32, 48] {
            v.push((1 << k) + 1);
        }
        v.extend([
            0xffff_0000_ffff_0000,
            0x0000_ffff_0000_ffff,
            0x0001_0000_0001_0000,
        ]);
        v.sort_unstable();
        v.dedup();
        v
    }

    /// The 9453 pairs of distinct edge values (each once) and the 137 squares.
    pub(crate) fn edge_pairs() -> Vec<(u64, u64)> {
        let v = edge_values();
        let mut pairs: Vec<(u64, u64)> = v.iter().copied().tuple_combinations().collect();
        pairs.extend(v.iter().map(|&x| (x, x)));
        pairs
    }

    #[test]
    fn edge_values_count() {
        assert_eq!(edge_values().len(), 137);
        assert_eq!(edge_pairs().len(), 9316 + 137);
    }

    #[test]
    fn product_matches_mex_definition_below_64() {
        let t = mex_table(64);
        let f = NimField::new();
        for a in 0..64u64 {
            for b in 0..64u64 {
                let want = t[a as usize][b as usize];
                assert_eq!(nim_mul_naive(a, b), want, "naive {} {}", a, b);
                assert_eq!(f.mul(a, b), want, "NimField {} {}", a, b);
            }
        }
    }

    #[test]
    fn byte_table_and_constants_match_definition() {
        let f = NimField::new();
        for a in 0..256u64 {
            for b in 0..256u64 {
                assert_eq!(f.m8(a, b), nim_mul_naive(a, b), "{} {}", a, b);
            }
        }
        assert_eq!(HALF8_SQ, nim_mul_naive(1 << 7, 1 << 7));
        assert_eq!(HALF16_SQ, nim_mul_naive(1 << 15, 1 << 15));
    }

    /// Library Checker's sample and classic small products `(a, b, a ⊗ b)`.
    pub(crate) const KNOWN: [(u64, u64, u64); 11] = [
        (5, 0, 0),
        (5, 1, 5),
        (5, 2, 10),
        (5, 3, 15),
        (5, 4, 2),
        (5, 5, 7),
        (5, 6, 8),
        (5, 7, 13),
        (5, 8, 3),
        (3141, 5926, 14994),
        (u64::MAX, u64::MAX, 11290409524105353207),
    ];

    #[test]
    fn known_values() {
        let f = NimField::new();
        for &(a, b, c) in &KNOWN {
            assert_eq!(nim_mul_naive(a, b), c);
            assert_eq!(f.mul(a, b), c);
        }
        // F ⊗ F = 3F/2 for every Fermat 2-power F.
        for n in 0..6 {
            let x = 1u64 << (1 << n);
            assert_eq!(nim_mul_naive(x, x), x ^ (x >> 1));
            assert_eq!(f.mul(x, x), x ^ (x >> 1));
        }
    }

    #[test]
    fn product_matches_naive_on_random_pairs() {
        let f = NimField::new();
        for (count, mask) in [(2000, u64::MAX), (500, 0xffff_ffff), (500, 0xffff)] {
            for (a, b) in random_pairs(count, 0x9e37_79b9_7f4a_7c15 ^ mask, mask) {
                assert_eq!(f.mul(a, b), nim_mul_naive(a, b), "{} {}", a, b);
            }
        }
    }

    #[test]
    fn product_matches_naive_on_edge_values() {
        let f = NimField::new();
        for (a, b) in edge_pairs() {
            let want = nim_mul_naive(a, b);
            assert_eq!(f.mul(a, b), want, "{} {}", a, b);
            assert_eq!(f.mul(b, a), want, "{} {}", b, a);
        }
    }

    #[test]
    fn square_power_inverse_and_root() {
        let f = NimField::new();
        let mut values = edge_values();
        values.extend(random_pairs(150, 777, u64::MAX).into_iter().map(|p| p.0));
        for &a in &values {
            let s = f.square(a);
            assert_eq!(s, nim_mul_naive(a, a), "square {}", a);
            let r = f.sqrt(a);
            assert_eq!(nim_mul_naive(r, r), a, "sqrt {}", a);
            assert_eq!(f.sqrt(s), a, "sqrt of the square {}", a);
            assert_eq!(f.pow(a, 0), 1);
            assert_eq!(f.pow(a, 3), nim_mul_naive(s, a), "cube {}", a);
            if a != 0 {
                assert_eq!(nim_mul_naive(a, f.inv(a)), 1, "inv {}", a);
                assert_eq!(f.pow(a, u64::MAX), 1, "a^(2^64-1) {}", a);
            }
        }
        // Every nonzero 16-bit nimber: its inverse and square root stay in the subfield.
        for a in 1..(1u64 << 16) {
            let b = f.inv(a);
            assert!(b < 1 << 16);
            assert_eq!(f.mul(b, a), 1, "inv {}", a);
        }
        for a in 0..(1u64 << 16) {
            let r = f.sqrt(a);
            assert!(r < 1 << 16);
            assert_eq!(f.mul(r, r), a, "sqrt {}", a);
        }
    }

    #[test]
    #[should_panic(expected = "0 has no inverse")]
    fn inverse_of_zero_panics() {
        NimField::new().inv(0);
    }

    /// Commutativity, associativity, distributivity and the identity for `mul` on 20 000 xorshift
    /// triples, and `a ⊗ inv(a) = 1` on every `inv_every`-th.
    pub(crate) fn check_field_axioms(
        mul: impl Fn(u64, u64) -> u64,
        inv: impl Fn(u64) -> u64,
        inv_every: usize,
    ) {
        let mut r = XorShift::new(2024);
        for k in 0..20_000 {
            let (a, b, c) = (r.next_u64(), r.next_u64(), r.next_u64());
            assert_eq!(mul(a, b), mul(b, a));
            assert_eq!(mul(mul(a, b), c), mul(a, mul(b, c)));
            assert_eq!(mul(a, b ^ c), mul(a, b) ^ mul(a, c));
            assert_eq!(mul(a, 1), a);
            if a != 0 && k % inv_every == 0 {
                assert_eq!(mul(a, inv(a)), 1);
            }
        }
    }

    #[test]
    fn field_axioms_spot_checks() {
        let f = NimField::new();
        check_field_axioms(|a, b| f.mul(a, b), |a| f.inv(a), 20);
        // The Frobenius map is additive and multiplicative, so its inverse sqrt is too.
        let mut r = XorShift::new(2025);
        for k in 0..20_000 {
            let (a, b) = (r.next_u64(), r.next_u64());
            assert_eq!(f.square(a ^ b), f.square(a) ^ f.square(b));
            assert_eq!(f.square(f.mul(a, b)), f.mul(f.square(a), f.square(b)));
            if k % 20 == 0 {
                assert_eq!(f.sqrt(a ^ b), f.sqrt(a) ^ f.sqrt(b));
                assert_eq!(f.sqrt(f.mul(a, b)), f.mul(f.sqrt(a), f.sqrt(b)));
                assert_eq!(f.inv(f.mul(a, b)), f.mul(f.inv(a), f.inv(b)));
            }
        }
    }

    /// Exhaustive coin turning on a board of the given dimensions (1-based coordinates), positions
    /// as bitmasks of lit cells. A move picks a lit cell as the maximal corner and any minimal
    /// corner, and toggles the distinct corners of the box once each. Returns the cells and, per
    /// cell, the toggle masks of the moves whose maximal corner it is.
    fn board(dims: &[u64]) -> (Vec<Vec<u64>>, Vec<Vec<u32>>) {
        let cells: Vec<Vec<u64>> = dims
            .iter()
            .map(|&d| 1..=d)
            .multi_cartesian_product()
            .collect();
        let index = |c: &[u64]| cells.iter().position(|x| x.as_slice() == c).unwrap();
        let toggles = cells
            .iter()
            .map(|hi| {
                hi.iter()
                    .map(|&h| 1..=h)
                    .multi_cartesian_product()
                    .map(|lo| {
                        // Corners: each coordinate from lo or hi; distinct ones toggled once.
                        (0..dims.len())
                            .map(|k| vec![lo[k], hi[k]])
                            .multi_cartesian_product()
                            .map(|c| index(&c))
                            .unique()
                            .fold(0u32, |m, c| m ^ (1 << c))
                    })
                    .collect()
            })
            .collect();
        (cells, toggles)
    }

    fn check_tartan(dims: &[u64]) {
        let f = NimField::new();
        let (cells, toggles) = board(dims);
        let mut search = GameSearch::new(|&p: &u32| {
            (0..cells.len())
                .filter(|&i| p >> i & 1 == 1)
                .flat_map(|i| toggles[i].iter().map(move |&t| p ^ t))
                .collect()
        });
        for p in 0u32..1 << cells.len() {
            let lit: Vec<&Vec<u64>> = (0..cells.len())
                .filter(|&i| p >> i & 1 == 1)
                .map(|i| &cells[i])
                .collect();
            let value = lit
                .iter()
                .fold(0, |g, c| g ^ c.iter().fold(1, |v, &x| nim_mul_naive(v, x)));
            assert_eq!(u64::from(search.grundy(&p)), value, "{:?} {:?}", dims, lit);
            let wins = search.first_player_wins(&p);
            if dims.len() == 2 {
                let v: Vec<(u64, u64)> = lit.iter().map(|c| (c[0], c[1])).collect();
                assert_eq!(lights_2d_first_player_wins(&f, &v), wins);
            } else {
                let v: Vec<(u64, u64, u64)> = lit.iter().map(|c| (c[0], c[1], c[2])).collect();
                assert_eq!(lights_3d_first_player_wins(&f, &v), wins);
            }
        }
    }

    #[test]
    fn tartan_2d_exhaustive_3x3() {
        check_tartan(&[3, 3]);
    }

    #[test]
    fn tartan_3d_exhaustive_2x2x2() {
        check_tartan(&[2, 2, 2]);
    }

    #[test]
    fn tartan_3d_exhaustive_3x2x2() {
        check_tartan(&[3, 2, 2]);
    }

    /// Single-coin values of the 2-D game from its rules, assuming only that a position is worth
    /// the XOR of its coins (true of every coin-turning game): a move from the coin at (x, y) to
    /// the box with minimal corner (x1, y1) leaves the other distinct corners toggled.
    #[test]
    fn single_coin_recursion_2d_up_to_32() {
        let n = 32usize;
        let f = NimField::new();
        let mut g = vec![vec![0u64; n + 1]; n + 1];
        for x in 1..=n {
            for y in 1..=n {
                let mut options = Vec::new();
                for x1 in 1..=x {
                    for y1 in 1..=y {
                        // The distinct corners other than (x, y), toggled once each.
                        let v = match (x1 == x, y1 == y) {
                            (true, true) => 0,
                            (true, false) => g[x][y1],
                            (false, true) => g[x1][y],
                            (false, false) => g[x1][y1] ^ g[x1][y] ^ g[x][y1],
                        };
                        options.push(v as u32);
                    }
                }
                g[x][y] = u64::from(crate::sprague_grundy::mex(&mut options));
                assert_eq!(g[x][y], f.mul(x as u64, y as u64), "({}, {})", x, y);
            }
        }
    }
}
