//! # Octal games: take-and-break games on heaps given by an octal code
//!
//! **Game.** Heaps of tokens in a row-like sense (a heap of `n` is a row of `n` stones). An octal
//! code `d0.d1 d2 d3 ...` says, for every `k`, how `k` tokens may be removed from one heap: digit
//! `d_k` is a sum of
//! - `1`: the `k` tokens may be removed when they are the whole heap (leaving 0 heaps);
//! - `2`: they may be removed from a larger heap, leaving 1 heap of `n - k`;
//! - `4`: they may be removed from a heap of `n >= k + 2`, leaving 2 non-empty heaps `a + b = n - k`.
//!
//! The digit before the point is `d0` (remove nothing): only `0` or `4` (split a heap into two
//! non-empty heaps) make sense, since `1` and `2` would be a pass. Normal play: the player who cannot
//! move loses. Examples: Kayles `0.77`, Dawson's Kayles `0.07`, Dawson's chess `0.137`, Treblecross
//! runs `0.11337`, "remove a block of consecutive stones whose length is in S" = digit `7` at every
//! `s in S` ([`OctalCode::from_removal_set`]).
//!
//! **Theorem.** By Sprague–Grundy, a position is the XOR of its heaps' values and
//! `g(n) = mex` over the moves from one heap of `n`: `0` (bit 1, `n = k`), `g(n - k)` (bit 2,
//! `n > k`), and `g(a) XOR g(n - k - a)` for `1 <= a <= (n - k) / 2` (bit 4, `n >= k + 2`; the
//! other half of the splits is symmetric).
//!
//! **Complexity.** [`OctalCode::grundy_naive`]: O(n² / 4 + n · m · V / 64) time, O(n · V / 64)
//! words of memory, for `m` non-zero digits and largest value `V` (the quadratic "naive" method:
//! every split is enumerated, once per remainder; no periodicity or sparse-space shortcut).
//!
//! **References.** Berlekamp, Conway, Guy, *Winning Ways*, ch. 4 (octal games, Kayles, Dawson's
//! Kayles, Treblecross); Siegel, *Combinatorial Game Theory*, IV.2.
//!
//! **Problems.** hdu-2999 ([`row_removal_grundy`]); lightoj-1229 through `treblecross`.
//!
//! **Status:** `grundy_naive` equals exhaustive [`crate::sprague_grundy::GameSearch`] over multisets
//! of heaps (moves written from the digit rules) for single heaps n <= 14 and pairs of heaps with
//! sum <= 12, for 0.07, 0.77, 0.137, 4.07, 0.11337, 4.7, 0.6 and 40 pseudo-random codes of 1 to 4
//! digits after the point (d0 in {0, 4}); it equals a plain digit-by-digit recurrence for n <= 160
//! on 10 pseudo-random codes of up to 8 digits and 3 random removal sets of 25 lengths <= 60, and
//! gives g(n) = n for "remove any block" up to n = 200 (values spanning several bitset words).
//! Kayles equals the published sequence for n <= 100 and satisfies g(n + 12) = g(n) for
//! 71 <= n <= 388; Dawson's Kayles equals its published start and satisfies g(n + 34) = g(n) for
//! 53 <= n <= 366; g_0.137(n) = g_0.07(n + 1) for n <= 300. `row_removal_grundy` equals a direct
//! bitmask search of the row game for every non-empty set drawn from {1..5} and rows <= 12.

use std::fmt;

/// An octal code: `digits[k]` is the digit for removing `k` tokens (`digits[0]` stands before the
/// point). Trailing zero digits are trimmed, so equal games have equal codes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OctalCode {
    /// Invariant: non-empty, every digit <= 7, `digits[0]` is 0 or 4, and the last digit is
    /// non-zero unless it is `digits[0]` itself (a code with no removal of k >= 1 tokens).
    digits: Vec<u8>,
}

impl OctalCode {
    /// Parses a code written `d0.d1d2...dm`: one digit `0` or `4` before the point, then one or more
    /// digits `0..=7`. No spaces or signs.
    ///
    /// # Errors
    /// A message naming the problem, for a missing point, no digit after the point, a character
    /// that is not an octal digit, or `d0` other than 0 or 4.
    ///
    /// # Complexity
    /// O(length of `s`).
    ///
    /// # Example
    /// ```
    /// use cgt::octal::OctalCode;
    /// let kayles = OctalCode::parse("0.77").unwrap();
    /// assert_eq!(kayles.digit(2), 7);
    /// assert_eq!(kayles.max_removal(), 2);
    /// assert!(OctalCode::parse("0.78").is_err());
    /// assert!(OctalCode::parse("1.07").is_err());
    /// ```
    pub fn parse(s: &str) -> Result<Self, String> {
        let mut parts = s.splitn(2, '.');
        let before = parts.next().unwrap_or("");
        let after = match parts.next() {
            Some(a) => a,
            None => return Err(format!("octal code {:?}: missing '.'", s)),
        };
        if before.len() != 1 {
            return Err(format!(
                "octal code {:?}: need exactly one digit before '.'",
                s
            ));
        }
        if after.is_empty() {
            return Err(format!("octal code {:?}: no digit after '.'", s));
        }
        let mut digits = Vec::with_capacity(s.len());
        for c in before.chars().chain(after.chars()) {
            match c.to_digit(8) {
                Some(d) => digits.push(d as u8),
                None => return Err(format!("octal code {:?}: {:?} is not an octal digit", s, c)),
            }
        }
        if digits[0] != 0 && digits[0] != 4 {
            return Err(format!(
                "octal code {:?}: the digit before '.' must be 0 or 4, not {}",
                s, digits[0]
            ));
        }
        Ok(Self::trimmed(digits))
    }

    /// The code of "remove a block of `s` consecutive stones from a row, for any `s` in `set`":
    /// digit 7 at every `s` in `set` (duplicates and order do not matter), 0 elsewhere.
    ///
    /// # Constraints
    /// Every element is at least 1 (removing nothing would be a pass).
    ///
    /// # Panics
    /// If some element is 0.
    ///
    /// # Complexity
    /// O(|set| + max element): the code has `max element + 1` digits.
    ///
    /// # Example
    /// ```
    /// use cgt::octal::OctalCode;
    /// let c = OctalCode::from_removal_set(&[2, 1, 2]);
    /// assert_eq!(c, OctalCode::parse("0.77").unwrap());
    /// assert_eq!(c.to_string(), "0.77");
    /// ```
    pub fn from_removal_set(set: &[usize]) -> Self {
        assert!(
            set.iter().all(|&s| s >= 1),
            "from_removal_set: block lengths must be >= 1, got {:?}",
            set
        );
        let max = set.iter().copied().max().unwrap_or(0);
        let mut digits = vec![0u8; max + 1];
        for &s in set {
            digits[s] = 7;
        }
        Self::trimmed(digits)
    }

    fn trimmed(mut digits: Vec<u8>) -> Self {
        while digits.len() > 1 && *digits.last().unwrap() == 0 {
            digits.pop();
        }
        OctalCode { digits }
    }

    /// The digit for removing `k` tokens (0 beyond the written code).
    ///
    /// # Example
    /// ```
    /// let c = cgt::octal::OctalCode::parse("4.07").unwrap();
    /// assert_eq!((c.digit(0), c.digit(1), c.digit(2), c.digit(3)), (4, 0, 7, 0));
    /// ```
    pub fn digit(&self, k: usize) -> u8 {
        self.digits.get(k).copied().unwrap_or(0)
    }

    /// The largest `k` with a non-zero digit (0 if no removal is allowed).
    ///
    /// # Example
    /// ```
    /// assert_eq!(cgt::octal::OctalCode::parse("0.1370").unwrap().max_removal(), 3);
    /// ```
    pub fn max_removal(&self) -> usize {
        self.digits.len() - 1
    }

    /// Grundy values `g(0), ..., g(n)` of one heap, by the quadratic recurrence of the module docs.
    ///
    /// Every split is enumerated (no periodicity or sparse-space shortcut), but only once per
    /// remainder: `split[r]`, the set `{ g(a) XOR g(r - a) : 1 <= a < r }` as a bitset, is shared by
    /// all digits with bit 4, so a code with many such digits (hdu-2999's removal sets) costs a
    /// bitset union per digit instead of a pass over the splits.
    ///
    /// # Constraints
    /// `n <= 100_000` (the method is quadratic; larger tables need a faster method).
    ///
    /// # Panics
    /// If `n > 100_000`.
    ///
    /// # Complexity
    /// O(n² / 4 + n · m · V / 64) time and O(n · V / 64) words of memory, for `m` non-zero digits
    /// and `V` the largest value.
    ///
    /// # Example
    /// ```
    /// let kayles = cgt::octal::OctalCode::parse("0.77").unwrap();
    /// assert_eq!(kayles.grundy_naive(12), vec![0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4]);
    /// ```
    pub fn grundy_naive(&self, n: usize) -> Vec<u32> {
        assert!(
            n <= 100_000,
            "grundy_naive: n = {} is too large for the quadratic method",
            n
        );
        // (k, digit) for the non-zero digits only: a sparse removal set (as in hdu-2999) costs
        // only its size.
        let active: Vec<(usize, u8)> = self
            .digits
            .iter()
            .enumerate()
            .filter(|&(_, &d)| d != 0)
            .map(|(k, &d)| (k, d))
            .collect();
        let any_split = active.iter().any(|&(_, d)| d & 4 != 0);
        let mut g: Vec<u32> = Vec::with_capacity(n + 1);
        let mut split: Vec<Vec<u64>> = Vec::with_capacity(if any_split { n + 1 } else { 0 });
        let mut options: Vec<u64> = Vec::new();
        for x in 0..=n {
            if any_split {
                // split[x] needs g(1..x) only, and d0 = 4 uses it for the heap x itself.
                let mut set = Vec::new();
                for a in 1..=x / 2 {
                    set_bit(&mut set, g[a] ^ g[x - a]);
                }
                split.push(set);
            }
            options.clear();
            for &(k, d) in &active {
                if k > x {
                    break;
                }
                if d & 1 != 0 && x == k && k >= 1 {
                    set_bit(&mut options, 0);
                }
                if d & 2 != 0 && x > k && k >= 1 {
                    set_bit(&mut options, g[x - k]);
                }
                if d & 4 != 0 && x >= k + 2 {
                    let from = &split[x - k];
                    if options.len() < from.len() {
                        options.resize(from.len(), 0);
                    }
                    for (o, &f) in options.iter_mut().zip(from) {
                        *o |= f;
                    }
                }
            }
            // mex: the first zero bit.
            let full = options.iter().take_while(|&&w| w == !0).count();
            let v = 64 * full + options.get(full).map_or(0, |w| w.trailing_ones() as usize);
            g.push(v as u32);
        }
        g
    }
}

/// Sets bit `v` of a growable bitset.
fn set_bit(set: &mut Vec<u64>, v: u32) {
    let w = v as usize / 64;
    if set.len() <= w {
        set.resize(w + 1, 0);
    }
    set[w] |= 1 << (v % 64);
}

impl fmt::Display for OctalCode {
    /// `d0.d1...dm`, with at least one digit after the point.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.", self.digits[0])?;
        if self.digits.len() == 1 {
            return write!(f, "0");
        }
        for d in &self.digits[1..] {
            write!(f, "{}", d)?;
        }
        Ok(())
    }
}

/// Grundy values `g(0..=n)` of a row of stones where a move removes a block of consecutive stones
/// whose length is in `set` (possibly splitting the row in two). Elements larger than `n` can never
/// be used and are ignored, so huge elements cost nothing; duplicates and order do not matter.
///
/// # Constraints
/// Every element is at least 1; `n <= 100_000`.
///
/// # Panics
/// If some element is 0, or `n` is too large.
///
/// # Complexity
/// As [`OctalCode::grundy_naive`] with `m <= |set|`: O(n² / 4 + n · |set| · V / 64).
///
/// # Example
/// ```
/// // S = {2}: rows of 2 and 3 are wins (take from the end), a row of 4 too (take the middle).
/// assert_eq!(cgt::octal::row_removal_grundy(&[2, 2, 9], 4), vec![0, 0, 1, 1, 2]);
/// ```
pub fn row_removal_grundy(set: &[usize], n: usize) -> Vec<u32> {
    assert!(
        set.iter().all(|&s| s >= 1),
        "row_removal_grundy: block lengths must be >= 1, got {:?}",
        set
    );
    let usable: Vec<usize> = set.iter().copied().filter(|&s| s <= n).collect();
    OctalCode::from_removal_set(&usable).grundy_naive(n)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sprague_grundy::{mex, GameSearch};

    /// The rules of an octal game on a multiset of heaps (sorted, no zero heaps), written from the
    /// digit definitions independently of `grundy_naive`.
    fn heap_moves(code: &OctalCode, p: &[usize]) -> Vec<Vec<usize>> {
        let mut out = Vec::new();
        for i in 0..p.len() {
            if i > 0 && p[i] == p[i - 1] {
                continue;
            }
            let h = p[i];
            let mut rest: Vec<usize> = p.to_vec();
            rest.remove(i);
            for k in 0..=h {
                let d = code.digit(k);
                let mut results: Vec<Vec<usize>> = Vec::new();
                if d & 1 != 0 && h == k {
                    results.push(vec![]);
                }
                if d & 2 != 0 && h > k {
                    results.push(vec![h - k]);
                }
                if d & 4 != 0 && h >= k + 2 {
                    for a in 1..h - k {
                        results.push(vec![a, h - k - a]);
                    }
                }
                for r in results {
                    let mut q = rest.clone();
                    q.extend(r);
                    q.sort_unstable();
                    out.push(q);
                }
            }
        }
        out
    }

    fn check_against_search(code: &OctalCode) {
        let g = code.grundy_naive(14);
        let c = code.clone();
        let mut s = GameSearch::new(move |p: &Vec<usize>| heap_moves(&c, p));
        for (n, &v) in g.iter().enumerate() {
            let p = if n == 0 { vec![] } else { vec![n] };
            assert_eq!(v, s.grundy(&p), "code {} heap {}", code, n);
        }
        for a in 1..=11 {
            for b in a..=12 - a {
                assert_eq!(
                    g[a] ^ g[b],
                    s.grundy(&vec![a, b]),
                    "code {} heaps {} {}",
                    code,
                    a,
                    b
                );
            }
        }
    }

    #[test]
    fn naive_matches_search_for_named_codes() {
        for s in ["0.07", "0.77", "0.137", "4.07", "0.11337", "4.7", "0.6"] {
            check_against_search(&OctalCode::parse(s).unwrap());
        }
    }

    #[test]
    fn naive_matches_search_for_random_codes() {
        // Small deterministic LCG: reproducible codes without a crate.
        let mut state: u64 = 0x2545_f491_4f6c_dd1d;
        let mut next = |m: u64| {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (state >> 33) % m
        };
        for _ in 0..40 {
            let len = 1 + next(4) as usize;
            let mut code = String::from(if next(2) == 0 { "0." } else { "4." });
            for _ in 0..len {
                code.push(std::char::from_digit(next(8) as u32, 8).unwrap());
            }
            check_against_search(&OctalCode::parse(&code).unwrap());
        }
    }

    /// The recurrence of the module docs, digit by digit with a plain mex (no shared split sets):
    /// the reference for tables too long for exhaustive search.
    fn plain_recurrence(code: &OctalCode, n: usize) -> Vec<u32> {
        let mut g: Vec<u32> = Vec::new();
        for x in 0..=n {
            let mut vals = Vec::new();
            for k in 1..=x {
                let d = code.digit(k);
                if d & 1 != 0 && x == k {
                    vals.push(0);
                }
                if d & 2 != 0 && x > k {
                    vals.push(g[x - k]);
                }
                if d & 4 != 0 && x >= k + 2 {
                    vals.extend((1..x - k).map(|a| g[a] ^ g[x - k - a]));
                }
            }
            if code.digit(0) == 4 {
                vals.extend((1..x).map(|a| g[a] ^ g[x - a]));
            }
            g.push(mex(&mut vals));
        }
        g
    }

    #[test]
    fn naive_matches_plain_recurrence_on_long_tables() {
        let mut state: u64 = 12345;
        let mut next = |m: u64| {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (state >> 33) % m
        };
        let mut codes: Vec<OctalCode> = Vec::new();
        for _ in 0..10 {
            let mut c = String::from(if next(2) == 0 { "0." } else { "4." });
            for _ in 0..1 + next(8) {
                c.push(std::char::from_digit(next(8) as u32, 8).unwrap());
            }
            codes.push(OctalCode::parse(&c).unwrap());
        }
        for _ in 0..3 {
            let set: Vec<usize> = (0..25).map(|_| 1 + next(60) as usize).collect();
            codes.push(OctalCode::from_removal_set(&set));
        }
        for code in &codes {
            assert_eq!(
                code.grundy_naive(160),
                plain_recurrence(code, 160),
                "{}",
                code
            );
        }
        // Removing any block: g(n) = n, so values span several 64-bit words.
        let all: Vec<usize> = (1..=200).collect();
        let g = OctalCode::from_removal_set(&all).grundy_naive(200);
        assert_eq!(g, (0..=200).collect::<Vec<u32>>());
    }

    #[test]
    fn kayles_matches_published_values() {
        // Winning Ways, ch. 4 (OEIS A002186), rows of 12.
        let known: [u32; 101] = [
            0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, //
            4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, //
            4, 1, 2, 8, 5, 4, 7, 2, 1, 8, 6, 7, //
            4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, //
            4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7, //
            4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 6, 7, //
            4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7, //
            4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7, //
            4, 1, 2, 8, 1,
        ];
        let g = OctalCode::parse("0.77").unwrap().grundy_naive(400);
        for n in 0..=100 {
            assert_eq!(g[n], known[n], "Kayles g({})", n);
        }
        // Last exception at n = 70: g(n + 12) = g(n) for all n >= 71.
        for n in 83..=400 {
            assert_eq!(g[n], g[n - 12], "Kayles period 12 at n = {}", n);
        }
    }

    #[test]
    fn dawsons_kayles_start_period_and_shift() {
        let g = OctalCode::parse("0.07").unwrap().grundy_naive(400);
        assert_eq!(&g[..11], &[0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3]);
        // Last exception at n = 52: g(n + 34) = g(n) for all n >= 53.
        for n in 87..=400 {
            assert_eq!(g[n], g[n - 34], "Dawson's Kayles period 34 at n = {}", n);
        }
        let chess = OctalCode::parse("0.137").unwrap().grundy_naive(300);
        for n in 0..=300 {
            assert_eq!(chess[n], g[n + 1], "0.137 vs 0.07 at n = {}", n);
        }
    }

    #[test]
    fn parse_rejects_malformed_codes() {
        for bad in [
            "", "0", "077", "0.", ".77", "00.77", "0.78", "0.7a", "1.07", "2.07", "7.1", "0..7",
            " 0.7", "-0.7",
        ] {
            assert!(OctalCode::parse(bad).is_err(), "{:?} accepted", bad);
        }
    }

    #[test]
    fn parse_display_round_trip_and_trimming() {
        for s in ["0.77", "4.07", "0.137", "0.11337", "4.0"] {
            assert_eq!(OctalCode::parse(s).unwrap().to_string(), s);
        }
        assert_eq!(OctalCode::parse("0.700").unwrap().to_string(), "0.7");
        assert_eq!(OctalCode::parse("0.000").unwrap().max_removal(), 0);
        assert_eq!(OctalCode::from_removal_set(&[]).to_string(), "0.0");
        let big = OctalCode::from_removal_set(&[1000, 3]);
        assert_eq!(big.max_removal(), 1000);
        assert_eq!((big.digit(3), big.digit(4), big.digit(1000)), (7, 0, 7));
    }

    #[test]
    #[should_panic(expected = "must be >= 1")]
    fn removal_set_rejects_zero() {
        OctalCode::from_removal_set(&[0, 2]);
    }

    /// The row game itself: a position is a bitmask of the stones still present on a row of
    /// length `n`; a move removes `s` consecutive present stones (`s` in the set). Searched directly,
    /// without splitting into heaps.
    #[test]
    fn row_removal_matches_direct_row_search() {
        for mask_set in 1u32..32 {
            let set: Vec<usize> = (1..=5).filter(|s| mask_set >> (s - 1) & 1 == 1).collect();
            let g = row_removal_grundy(&set, 12);
            for (n, &v) in g.iter().enumerate() {
                let set2 = set.clone();
                let mut search = GameSearch::new(move |&m: &u32| {
                    let mut out = Vec::new();
                    for &s in &set2 {
                        for start in 0..n.saturating_sub(s - 1) {
                            let block = ((1u32 << s) - 1) << start;
                            if m & block == block {
                                out.push(m & !block);
                            }
                        }
                    }
                    out
                });
                let full = (1u32 << n) - 1;
                assert_eq!(search.wins(&full), v != 0, "set {:?} n {}", set, n);
            }
        }
        // Elements above n and duplicates are harmless.
        assert_eq!(
            row_removal_grundy(&[3, 3, 1, 50, 1000], 20),
            row_removal_grundy(&[1, 3], 20)
        );
    }
}
