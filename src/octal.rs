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
//! **Periodicity (Guy–Smith).** If the code is finite with largest removal `t` and
//! `g(n + p) = g(n)` for all `n0 <= n < 2 n0 + p + t`, then `g(n + p) = g(n)` for all `n >= n0`
//! ([`find_period`] checks this on a computed table; [`search_period`] extends the table until it
//! holds). A subtraction game with a finite set `S` is the octal game with digit 3 at every `s`
//! ([`OctalCode::from_subtraction_set`]), so the same criterion proves its (always existing) period;
//! without splits the window `n0 <= n < max(n0 + t, t + 1)` already suffices
//! ([`find_period_without_splits`], used by `search_period` for such codes).
//! [`observed_period`] reports an ordinary or arithmetic period (`g(n + p) = g(n) + s`) seen on any
//! table, without proof.
//!
//! **Complexity.** [`OctalCode::grundy_naive`]: O(n² / 4 + n · m · V / 64) time, O(n · V / 64)
//! words of memory, for `m` non-zero digits and largest value `V` (the quadratic "naive" method:
//! every split is enumerated, once per remainder; no periodicity or sparse-space shortcut).
//! [`OctalCode::grundy_sparse`] / [`SparseGrundy`]: the sparse-space method, linear memory, about
//! n · (rare positions + a few pairs) when the values have a sparse space; otherwise it enumerates
//! every split, n² / 4 pairs per split digit (the naive method shares them between split digits
//! at the price of O(n · V / 64) memory). Release figures (criterion, two runs on a shared
//! machine): 0.127 to n = 93,166 in 0.21-0.27 s against 6.9-8.5 s naive (about 32×; 5× at
//! n = 20,000, the gap grows with n); proofs of 0.127 (period 4, last exception 46,577) in
//! 0.2-0.27 s and of 0.56 (period 144, last exception 326,639, 653,570 values) in 0.41-0.45 s.
//!
//! **References.** Berlekamp, Conway, Guy, *Winning Ways*, ch. 4 (octal games, Kayles, Dawson's
//! Kayles, Treblecross, "Sparse space spells speed"); Siegel, *Combinatorial Game Theory*, IV.2
//! (the periodicity theorem of Guy and Smith, 1956); A. Flammenkamp, *Sprague-Grundy values of
//! octal games* (tables, sparse and common positions).
//!
//! **Problems.** hdu-2999 ([`row_removal_grundy`]); lightoj-1229 through `treblecross`; the `sg`
//! explorer (`src/bin/sg.rs`) uses the sparse solver and the period search.
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
//! `grundy_sparse` equals `grundy_naive` for n <= 3000 on 8 named codes (0.77, 0.56, 0.127, 0.137,
//! 0.07, 4.07, 0.7, 0.1337; a sparse space is chosen for at least 4 of them) and for n <= 1500 on
//! 40 pseudo-random codes, 8 subtraction sets and 4 removal sets, and for n <= 500 with each of 8
//! masks × 4 forced (domain, rare class) spaces on 14 codes (the values never depend on the space),
//! and for 0.6 up to n = 8200 across the review at 8192 where it drops its unprofitable mask.
//! `find_period` and `find_period_without_splits` equal a brute force (criteria written out, no
//! shortcut) on 400 synthetic eventually periodic sequences; the latter's proofs from g(0..=150) of
//! 40 subtraction sets (all proved) and 40 codes with digits 0-3 hold up to n = 3000 with exact
//! preperiod and least period, and Guy–Smith proves the same; `find_period`'s proofs from g(0..=600) of 60 random codes hold up to n = 2400 with exact
//! preperiod and least period; it finds Kayles (71, 12) exactly from N = 167 (the criterion's
//! threshold) and Dawson's Kayles (53, 34); `search_period` proves 0.137 (52, 34) and S = {1, 3, 4}
//! (0, 7), and in release (ignored test) 0.127 (46578, 4) and 0.56 (326640, 144), the published
//! values. `observed_period` gives Lasker's Nim g(n + 4) = g(n) + 4 from n = 1.

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

    /// The code of the subtraction game with set `set`: a move removes `s` tokens from one heap of
    /// at least `s`, for any `s` in `set` (digit 3 at every `s`: bit 1 takes a whole heap of `s`,
    /// bit 2 leaves one smaller heap). Duplicates and order do not matter.
    ///
    /// # Constraints
    /// Every element is at least 1.
    ///
    /// # Panics
    /// If some element is 0.
    ///
    /// # Complexity
    /// O(|set| + max element).
    ///
    /// # Example
    /// ```
    /// use cgt::octal::OctalCode;
    /// let c = OctalCode::from_subtraction_set(&[1, 3, 4]);
    /// assert_eq!(c.to_string(), "0.3033");
    /// assert_eq!(c.grundy_sparse(6), vec![0, 1, 0, 1, 2, 3, 2]);
    /// ```
    pub fn from_subtraction_set(set: &[usize]) -> Self {
        assert!(
            set.iter().all(|&s| s >= 1),
            "from_subtraction_set: subtracted amounts must be >= 1, got {:?}",
            set
        );
        let max = set.iter().copied().max().unwrap_or(0);
        let mut digits = vec![0u8; max + 1];
        for &s in set {
            digits[s] = 3;
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
    /// # Complexity
    /// O(1).
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
    /// # Complexity
    /// O(1).
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

    /// Grundy values `g(0), ..., g(n)` of one heap by the sparse-space method
    /// ([`SparseGrundy`]): the same values as [`OctalCode::grundy_naive`], usually far faster on
    /// long tables of games whose values are bounded.
    ///
    /// # Constraints
    /// `n <= 100_000_000` (the table is held in memory).
    ///
    /// # Panics
    /// If `n > 100_000_000`.
    ///
    /// # Complexity
    /// O(n · (R + W)) when a sparse space leaves `R` rare positions and the missing values of the
    /// scanned parity are found within `W` pairs (see [`SparseGrundy`]); otherwise every split is
    /// enumerated: O(m · n² / 4) for `m` split digits (about the naive cost for one split digit).
    /// Memory O(n + V / 64) for the largest value `V`.
    ///
    /// # Example
    /// ```
    /// let code = cgt::octal::OctalCode::parse("0.77").unwrap();
    /// assert_eq!(code.grundy_sparse(3000), code.grundy_naive(3000));
    /// ```
    pub fn grundy_sparse(&self, n: usize) -> Vec<u32> {
        let mut s = SparseGrundy::new(self);
        s.extend_to(n);
        s.into_values()
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

/// Incremental Grundy computation of an octal game by the sparse-space method (Berlekamp; Winning
/// Ways ch. 4 "Sparse space spells speed"; A. Flammenkamp's octal game tables).
///
/// **Idea.** Fix a bit mask `m` and call a value `v` *rare* when `popcount(v & m)` is even and
/// *common* when it is odd. Parity of `popcount(· & m)` is additive under XOR, so
/// `common XOR common` and `rare XOR rare` are rare, and a common value is only ever the XOR of one
/// rare and one common value. For a split of a remainder `r` into `a + (r - a)`:
/// 1. every *common* split option has a rare-valued part, so enumerating the few rare positions
///    `a < r` (and their partners `r - a`) gives **all** common options exactly;
/// 2. so the least common non-option `c` is known, and `g(n)` is either `c` or a smaller rare value
///    that no move reaches. Pairs are then scanned only until every rare value below `c` has been
///    seen (they usually appear after a few pairs, being XORs of two common values); only when one
///    never appears (a new rare value, which is rare) is the whole remainder enumerated.
///
/// **Domain variant** (Flammenkamp): when every split removes a `k` of one parity, the class of a
/// position `a` may be `popcount(g(a) & m) + a` mod 2 instead, rare when it equals `k mod 2`. Two
/// common positions of a remainder `r` then give a value of parity `r mod 2`, and the same two
/// steps apply with the parities of "common" and "rare" values set per `r`. 0.127 has such a space
/// (mask 1): 693 rare positions up to 117,886 against 2,804 for the best plain mask, about five
/// times faster.
///
/// The space is chosen from the values so far (every time `n` doubles, from 256 on) as the one with
/// the fewest rare positions, by a Walsh–Hadamard transform of the value histograms; when none
/// leaves fewer than a quarter of the positions rare, the mask is 0 and every split is enumerated
/// (the naive method). If, from n = 4096 on, a space examined more pairs since the last review
/// than enumerating every split would have (long scans for missing values, as in 0.6), the solver
/// falls back to mask 0 for good. The result never depends on the space, only the speed does.
///
/// **Memory.** The values, the rare positions (at most n) and one option bitset: linear in n.
#[derive(Clone, Debug)]
pub struct SparseGrundy {
    /// (k, digit & 3) for k >= 1 with a removal leaving 0 or 1 heap.
    removals: Vec<(usize, u8)>,
    /// Every k (0 included) whose digit has bit 4: remove k, leave two non-empty heaps.
    splits: Vec<usize>,
    /// The code's largest removal.
    t: usize,
    g: Vec<u32>,
    /// 0: no sparse space (naive enumeration). Otherwise the class of a position `a` is the
    /// parity of `popcount(g[a] & mask) + domain * a`.
    mask: u32,
    domain: u32,
    /// The class of the rare positions (0 or 1).
    rare_class: u32,
    /// Whether `domain = 1` may be used: all split digits have removals `k` of one parity, so all
    /// remainders `n - k` of one heap have one parity.
    domain_ok: bool,
    /// Invariant: exactly the positions `a >= 1` computed so far of class `rare_class`, ascending
    /// (empty and unused when `mask == 0`).
    rare: Vec<usize>,
    /// Scratch option set of the heap being computed. Invariant: `64 * seen.len()` is a power of
    /// two above every value so far, so it holds every XOR of two values without growing.
    seen: Vec<u64>,
    next_review: usize,
    /// `work` and `pairs` at the last review.
    review_work: u64,
    review_pairs: u64,
    /// Pairs the plain enumeration of every split would have examined so far.
    pairs: u64,
    /// Pairs or positions examined so far (a machine-independent measure of time).
    work: u64,
}

impl SparseGrundy {
    /// A solver for `code` holding only `g(0) = 0`.
    ///
    /// # Complexity
    /// O(number of digits).
    ///
    /// # Example
    /// ```
    /// use cgt::octal::{OctalCode, SparseGrundy};
    /// let mut s = SparseGrundy::new(&OctalCode::parse("0.07").unwrap());
    /// s.extend_to(10);
    /// assert_eq!(s.values(), &[0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3]);
    /// ```
    pub fn new(code: &OctalCode) -> Self {
        let mut removals = Vec::new();
        let mut splits = Vec::new();
        for (k, &d) in code.digits.iter().enumerate() {
            if k >= 1 && d & 3 != 0 {
                removals.push((k, d & 3));
            }
            if d & 4 != 0 {
                splits.push(k);
            }
        }
        let domain_ok = splits.iter().all(|&k| k % 2 == splits[0] % 2);
        SparseGrundy {
            removals,
            splits,
            t: code.max_removal(),
            g: vec![0],
            mask: 0,
            domain: 0,
            rare_class: 0,
            domain_ok,
            rare: Vec::new(),
            seen: vec![0],
            next_review: 256,
            review_work: 0,
            review_pairs: 0,
            pairs: 0,
            work: 0,
        }
    }

    /// Computes the values up to `g(n)` (nothing if they are known already).
    ///
    /// # Constraints
    /// `n <= 100_000_000`.
    ///
    /// # Panics
    /// If `n > 100_000_000`.
    ///
    /// # Complexity
    /// See [`OctalCode::grundy_sparse`]; amortised over calls, each value is computed once.
    pub fn extend_to(&mut self, n: usize) {
        assert!(
            n <= 100_000_000,
            "SparseGrundy::extend_to: n = {} is too large (at most 10^8)",
            n
        );
        while self.g.len() <= n {
            self.step();
        }
    }

    /// The values `g(0), g(1), ...` computed so far.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use cgt::octal::{OctalCode, SparseGrundy};
    /// let mut s = SparseGrundy::new(&OctalCode::parse("0.77").unwrap()); // Kayles
    /// s.extend_to(5);
    /// assert_eq!(s.values(), &[0, 1, 2, 3, 1, 4]);
    /// ```
    pub fn values(&self) -> &[u32] {
        &self.g
    }

    /// The values computed so far, consuming the solver.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use cgt::octal::{OctalCode, SparseGrundy};
    /// let mut s = SparseGrundy::new(&OctalCode::parse("0.77").unwrap());
    /// s.extend_to(3);
    /// assert_eq!(s.into_values(), vec![0, 1, 2, 3]);
    /// ```
    pub fn into_values(self) -> Vec<u32> {
        self.g
    }

    /// Pairs and positions examined so far: the naive method costs about `n² / 4` per split digit.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use cgt::octal::{OctalCode, SparseGrundy};
    /// let mut s = SparseGrundy::new(&OctalCode::parse("0.127").unwrap());
    /// s.extend_to(5000);
    /// // Below the naive 5000² / 4 pairs (the gap widens with n).
    /// assert!(s.work() < 5000 * 5000 / 8);
    /// ```
    pub fn work(&self) -> u64 {
        self.work
    }

    /// The current mask (0 = no sparse space found: naive enumeration).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use cgt::octal::{OctalCode, SparseGrundy};
    /// let mut s = SparseGrundy::new(&OctalCode::parse("0.127").unwrap());
    /// assert_eq!(s.mask(), 0); // nothing found yet
    /// s.extend_to(5000);
    /// assert_ne!(s.mask(), 0);
    /// ```
    pub fn mask(&self) -> u32 {
        self.mask
    }

    /// Number of rare positions under the current mask.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use cgt::octal::{OctalCode, SparseGrundy};
    /// let mut s = SparseGrundy::new(&OctalCode::parse("0.127").unwrap());
    /// s.extend_to(5000);
    /// assert!(s.rare_count() < 5000 / 10); // rare positions are few
    /// ```
    pub fn rare_count(&self) -> usize {
        self.rare.len()
    }

    /// Whether the position `a` (value `g[a]`) is rare.
    fn is_rare(&self, a: usize) -> bool {
        ((self.g[a] & self.mask).count_ones() + self.domain * (a as u32 & 1)) % 2 == self.rare_class
    }

    /// Sets the sparse space (mask 0: none) and rebuilds the rare positions.
    fn set_space(&mut self, (mask, domain, rare_class): (u32, u32, u32)) {
        self.mask = mask;
        self.domain = domain;
        self.rare_class = rare_class;
        self.rare.clear();
        if mask != 0 {
            for a in 1..self.g.len() {
                if self.is_rare(a) {
                    self.rare.push(a);
                }
            }
        }
    }

    /// Computes `g(n)` for `n = self.g.len()`.
    fn step(&mut self) {
        let n = self.g.len();
        for w in self.seen.iter_mut() {
            *w = 0;
        }
        for &(k, d) in &self.removals {
            if k > n {
                break;
            }
            if d & 1 != 0 && n == k {
                insert(&mut self.seen, 0);
            }
            if d & 2 != 0 && n > k {
                insert(&mut self.seen, self.g[n - k]);
            }
        }
        let g = &self.g;
        let seen = &mut self.seen[..];
        let v = if self.mask == 0 {
            // Naive: every split of every remainder.
            for &k in &self.splits {
                if n >= k + 2 {
                    let r = n - k;
                    for a in 1..=r / 2 {
                        let x = g[a] ^ g[r - a];
                        seen[x as usize / 64] |= 1 << (x % 64);
                    }
                    self.work += (r / 2) as u64;
                }
            }
            first_missing(seen)
        } else {
            // 1. All common options: every split with a rare part.
            for &k in &self.splits {
                if n >= k + 2 {
                    let r = n - k;
                    let below = self.rare.partition_point(|&a| a < r);
                    for &a in &self.rare[..below] {
                        let x = g[a] ^ g[r - a];
                        seen[x as usize / 64] |= 1 << (x % 64);
                    }
                    self.work += below as u64;
                }
            }
            // Two common positions a, r - a give a value of parity `scan` (the class is additive
            // under XOR and a + (r - a) = r); values of the other parity come only from splits
            // with a rare part, all enumerated above. All remainders n - k share one parity when
            // domain = 1, so `scan` does not depend on k.
            let mask = self.mask;
            // n - k and n + k have one parity (and n + k cannot underflow).
            let r_parity = (n + self.splits.first().copied().unwrap_or(0)) as u32 & 1;
            let scan = self.domain * r_parity;
            let scanned = |v: u32| (v & mask).count_ones() % 2 == scan;
            // 2. c = least value of the other ("exact") parity that is no option.
            let mut c = 0u32;
            while scanned(c) || contains(seen, c) {
                c += 1;
            }
            let mut need = (0..c).filter(|&v| scanned(v) && !contains(seen, v)).count();
            // 3. Look for the missing values of the scanned parity below c among all splits,
            // stopping as soon as all are found. A full scan leaves `seen` complete.
            // The split digits are interleaved (pair a of every remainder, then a + 1, ...):
            // a missing value may be easy to reach from one remainder and impossible from
            // another (e.g. 4.7 for odd n: 0 needs two heaps of one parity).
            let half = if n >= 2 { n / 2 } else { 0 };
            let mut a = 1;
            while need > 0 && a <= half {
                for &k in &self.splits {
                    if n < k + 2 + 2 * (a - 1) {
                        // a > (n - k) / 2: splits are sorted by k, so no later k has pair a.
                        break;
                    }
                    let r = n - k;
                    let x = g[a] ^ g[r - a];
                    self.work += 1;
                    let (w, bit) = (x as usize / 64, 1u64 << (x % 64));
                    if x < c && seen[w] & bit == 0 && scanned(x) {
                        seen[w] |= bit;
                        need -= 1;
                        if need == 0 {
                            break;
                        }
                    }
                }
                a += 1;
            }
            if need == 0 {
                c
            } else {
                first_missing(seen)
            }
        };
        self.g.push(v);
        while 64 * self.seen.len() <= v as usize {
            let len = 2 * self.seen.len();
            self.seen.resize(len, 0);
        }
        if self.mask != 0 && self.is_rare(n) {
            self.rare.push(n);
        }
        for &k in &self.splits {
            if n >= k + 2 {
                self.pairs += ((n - k) / 2) as u64;
            }
        }
        if n == self.next_review {
            self.next_review *= 2;
            let (work, pairs) = (self.work - self.review_work, self.pairs - self.review_pairs);
            self.review_work = self.work;
            self.review_pairs = self.pairs;
            if self.mask != 0 && n >= 4096 && work > pairs {
                // The space did not pay (the missing values took long scans): enumerate every
                // split from now on.
                self.set_space((0, 0, 0));
                self.next_review = usize::MAX;
                return;
            }
            let domain_k = if self.domain_ok {
                self.splits.first().copied()
            } else {
                None
            };
            let space = best_space(&self.g, domain_k).unwrap_or((0, 0, 0));
            if space != (self.mask, self.domain, self.rare_class) {
                self.set_space(space);
            }
        }
    }

    #[cfg(test)]
    fn force_space(&mut self, space: (u32, u32, u32)) {
        self.set_space(space);
        self.next_review = usize::MAX;
    }
}

/// Inserts `v` into a growable bitset; true if it was not there.
fn insert(set: &mut Vec<u64>, v: u32) -> bool {
    let w = v as usize / 64;
    if set.len() <= w {
        set.resize(w + 1, 0);
    }
    let bit = 1u64 << (v % 64);
    let new = set[w] & bit == 0;
    set[w] |= bit;
    new
}

fn contains(set: &[u64], v: u32) -> bool {
    set.get(v as usize / 64)
        .map_or(false, |w| w >> (v % 64) & 1 == 1)
}

/// The least value not in the bitset (mex).
fn first_missing(set: &[u64]) -> u32 {
    let full = set.iter().take_while(|&&w| w == !0).count();
    (64 * full + set.get(full).map_or(0, |w| w.trailing_ones() as usize)) as u32
}

/// In-place Walsh–Hadamard transform: `w[m] = sum_v hist[v] (-1)^popcount(v & m)`.
fn walsh_hadamard(w: &mut [i64]) {
    let mut h = 1;
    while h < w.len() {
        for i in (0..w.len()).step_by(2 * h) {
            for j in i..i + h {
                let (a, b) = (w[j], w[j + h]);
                w[j] = a + b;
                w[j + h] = a - b;
            }
        }
        h *= 2;
    }
}

/// The sparse space `(mask, domain, rare_class)` with the fewest rare positions `a >= 1` (those
/// with `popcount(g[a] & mask) + domain * a` of parity `rare_class`), among masks `1..2^16`, or
/// `None` if even the best leaves a quarter of the positions rare. `domain = 1` is offered only when
/// `domain_ok`. Counting for every mask at once is a Walsh–Hadamard transform of the histograms of
/// the (low 16 bits of the) values at even and at odd positions: the transform at `m` is the number
/// of even-parity values minus the number of odd-parity ones.
fn best_space(g: &[u32], domain_k: Option<usize>) -> Option<(u32, u32, u32)> {
    let positions = g.len() as i64 - 1;
    let max = g.iter().copied().max().unwrap_or(0);
    let bits = (32 - max.leading_zeros()).min(16);
    let size = 1usize << bits;
    let mut h = [vec![0i64; size], vec![0i64; size]];
    let mut count = [0i64; 2];
    for (a, &v) in g.iter().enumerate().skip(1) {
        h[a & 1][v as usize & (size - 1)] += 1;
        count[a & 1] += 1;
    }
    walsh_hadamard(&mut h[0]);
    walsh_hadamard(&mut h[1]);
    let mut best: Option<(i64, (u32, u32, u32))> = None;
    for (m, (&w0, &w1)) in h[0].iter().zip(&h[1]).enumerate().skip(1) {
        // Positions with even value parity at even / odd positions.
        let even = [(count[0] + w0) / 2, (count[1] + w1) / 2];
        let odd = [count[0] - even[0], count[1] - even[1]];
        // (domain, rare_class, number of positions of that class). The mex found cheaply is of
        // the parity that two common positions cannot produce, so the common positions' values
        // must have that parity: rare_class is 0 without domain and k mod 2 with it (see step).
        let mut options = vec![(0, 0, even[0] + even[1])];
        if let Some(k) = domain_k {
            // class = value parity XOR position parity; rare class k mod 2.
            options.push(if k % 2 == 0 {
                (1, 0, even[0] + odd[1])
            } else {
                (1, 1, odd[0] + even[1])
            });
        }
        for (d, rho, c) in options {
            if best.map_or(true, |(b, _)| c < b) {
                best = Some((c, (m as u32, d, rho)));
            }
        }
    }
    match best {
        Some((c, space)) if c * 4 < positions => Some(space),
        _ => None,
    }
}

/// A proved period: `g(n + period) = g(n)` for every `n >= preperiod`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Period {
    /// The least `n0` from which the period holds (the last exception is `n0 - 1`).
    pub preperiod: usize,
    /// The least eventual period.
    pub period: usize,
}

/// Proves the periodicity of an octal game with largest removal `t` (any finite code: `t` is
/// [`OctalCode::max_removal`]) from its values `g = [g(0), ..., g(N)]`, by the Guy–Smith
/// periodicity theorem: if `g(n + p) = g(n)` for all `n0 <= n < 2 n0 + p + t`, then for all
/// `n >= n0`. (Proof sketch: by induction on `n`, the options of `n + p` and of `n` correspond:
/// a removal leaves `n + p - k` vs `n - k`, and a split `a + b = n + p - k` with `a <= b` has
/// `b - p >= n0`, so `g(b) = g(b - p)`; this needs `n >= 2 n0 + p + t`.) The periods `p` are tried in
/// increasing order; the first one whose last exception `n0 - 1` in the table satisfies
/// `2 n0 + 2p + t - 1 <= N` proves the game periodic. The answer is then reduced to the least
/// eventual period `q` (a divisor of `p` that already holds on one whole period from `n0`, hence
/// forever) with its exact preperiod (its last exception is below `n0`, inside the table).
///
/// Returns `None` when no period is proved by the table (compute more values).
///
/// # Constraints
/// `g` must be the values of an octal game whose code has largest removal `t` (otherwise the
/// answer proves nothing).
///
/// # Complexity
/// O(N log N) for the bookkeeping plus the pairs compared; a candidate period that is a multiple of
/// a smaller one resumes its comparison below the smaller one's last exception.
///
/// # Example
/// ```
/// use cgt::octal::{find_period, OctalCode, Period};
/// let kayles = OctalCode::parse("0.77").unwrap().grundy_sparse(200);
/// assert_eq!(find_period(&kayles, 2), Some(Period { preperiod: 71, period: 12 }));
/// assert_eq!(find_period(&kayles[..=165], 2), None);
/// ```
pub fn find_period(g: &[u32], t: usize) -> Option<Period> {
    prove_period(g, t, true)
}

/// [`find_period`] for an octal game without splits (every digit 0 to 3, e.g. a subtraction game
/// [`OctalCode::from_subtraction_set`]), where a weaker condition proves periodicity: if
/// `g(n + p) = g(n)` for all `n0 <= n < max(n0 + t, t + 1)`, then for all `n >= n0`. (For
/// `n >= t + 1` every move of `n` and `n + p` removes some `k <= t` and leaves one heap, and
/// `g(n + p - k) = g(n - k)` by induction once `n - k >= n0`.) So a period `p` with last exception
/// `n0 - 1` is proved as soon as `N >= max(n0 + t, t + 1) - 1 + p`.
///
/// # Constraints
/// `g` must be the values of an octal game with digits 0 to 3 only and largest removal `t`.
///
/// # Complexity
/// As [`find_period`].
///
/// # Example
/// ```
/// use cgt::octal::{find_period_without_splits, OctalCode, Period};
/// // Remove 1, 3 or 4: 0 1 0 1 2 3 2 repeated, proved from g(0..=11) (t = 4, p = 7).
/// let g = OctalCode::from_subtraction_set(&[1, 3, 4]).grundy_sparse(11);
/// assert_eq!(find_period_without_splits(&g, 4), Some(Period { preperiod: 0, period: 7 }));
/// assert_eq!(find_period_without_splits(&g[..=10], 4), None);
/// ```
pub fn find_period_without_splits(g: &[u32], t: usize) -> Option<Period> {
    prove_period(g, t, false)
}

/// The search shared by [`find_period`] (`splits`: Guy–Smith, a period `p` with preperiod `n0` is
/// proved when `2 n0 + 2p + t - 1 <= N`) and [`find_period_without_splits`] (proved when
/// `max(n0 + t, t + 1) - 1 + p <= N`).
fn prove_period(g: &[u32], t: usize, splits: bool) -> Option<Period> {
    if g.is_empty() {
        return None;
    }
    let big_n = g.len() - 1;
    // The largest usable p (n0 = 0), and for each p the largest preperiod n0 it may have.
    let pmax = if splits {
        if big_n + 1 < t + 2 {
            return None;
        }
        (big_n + 1 - t) / 2
    } else {
        if big_n < t + 1 {
            return None;
        }
        big_n - t
    };
    let n0_max = |p: usize| -> i64 {
        if splits {
            ((big_n + 1 - t - 2 * p) / 2) as i64
        } else {
            (big_n + 1 - t - p) as i64
        }
    };
    // start[p]: every i in (start[p], N - p] is known to satisfy g(i + p) = g(i).
    let mut start: Vec<i64> = (0..=pmax).map(|p| (big_n - p) as i64).collect();
    for p in 1..=pmax {
        let lowest = n0_max(p);
        let mut i = start[p];
        while i >= lowest && g[i as usize] == g[i as usize + p] {
            i -= 1;
        }
        if i >= lowest {
            // Exception at i: multiples of p match above i as well.
            let mut m = 2 * p;
            while m <= pmax {
                if start[m] > i {
                    start[m] = i;
                }
                m += p;
            }
            continue;
        }
        while i >= 0 && g[i as usize] == g[i as usize + p] {
            i -= 1;
        }
        let n0 = (i + 1) as usize;
        // Proved: period p from n0, so g beyond the table follows from one period.
        let at = |j: usize| g[if j <= big_n { j } else { n0 + (j - n0) % p }];
        // Reduce to the least period q | p: if it holds on one whole period from n0, it holds
        // for all n >= n0, and its own exceptions lie below n0 (inside the table).
        for q in (1..=p).filter(|q| p % q == 0) {
            if (n0..n0 + p).all(|j| at(j) == at(j + q)) {
                let mut i = n0 as i64 - 1;
                while i >= 0 && g[i as usize] == at(i as usize + q) {
                    i -= 1;
                }
                return Some(Period {
                    preperiod: (i + 1) as usize,
                    period: q,
                });
            }
        }
        unreachable!("q = p always holds");
    }
    None
}

/// An observed (not proved) arithmetic periodicity: `g(n + period) = g(n) + saltus` for every
/// `n >= preperiod` in the table; `saltus = 0` is ordinary periodicity.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ArithmeticPeriod {
    /// The least `n0` from which the relation holds throughout the table.
    pub preperiod: usize,
    /// The least period found.
    pub period: usize,
    /// The constant increase per period.
    pub saltus: u32,
}

/// The least `p` such that `g(n + p) = g(n) + s` (for one `s >= 0`) holds for every `n` from some
/// `n0` to the end of the table `g = [g(0), ..., g(N)]`, over at least `repeats` whole periods and
/// at least the last half of the table (`N - p - n0 + 1 >= max(repeats · p, (N + 1) / 2)`, so a
/// few values that happen to line up at the end do not count), with the least such `n0`. Works on
/// any sequence; it is an observation on the table, not a proof (for octal games use
/// [`find_period`]).
///
/// # Constraints
/// `repeats >= 1`.
///
/// # Panics
/// If `repeats == 0`.
///
/// # Complexity
/// O(N) per candidate period in the worst case; a candidate is usually rejected after a few
/// comparisons.
///
/// # Example
/// ```
/// // Lasker's Nim: g(n + 4) = g(n) + 4 from n = 1 on.
/// let g = cgt::lasker::grundy_table(100);
/// let a = cgt::octal::observed_period(&g, 3).unwrap();
/// assert_eq!((a.preperiod, a.period, a.saltus), (1, 4, 4));
/// // n mod 6 up to 1000 ends in 0 1 2 3 4: g(n + 1) = g(n) + 1 there, but only over 4 values.
/// let m6: Vec<u32> = (0..=1000).map(|n| n % 6).collect();
/// assert_eq!(cgt::octal::observed_period(&m6, 3).unwrap().period, 6);
/// ```
pub fn observed_period(g: &[u32], repeats: usize) -> Option<ArithmeticPeriod> {
    assert!(repeats >= 1, "observed_period: repeats must be >= 1");
    tail_period(g, repeats, g.len() / 2)
}

/// [`observed_period`] with the stretch `N - p - n0 + 1` at least `max(repeats · p, min_stretch)`.
fn tail_period(g: &[u32], repeats: usize, min_stretch: usize) -> Option<ArithmeticPeriod> {
    if g.is_empty() {
        return None;
    }
    let big_n = g.len() - 1;
    let mut p = 1;
    // Need N - p - n0 + 1 >= repeats * p with n0 >= 0.
    while (repeats + 1) * p <= big_n + 1 {
        if g[big_n] >= g[big_n - p] {
            let s = g[big_n] - g[big_n - p];
            let mut i = (big_n - p) as i64;
            while i >= 0 && g[i as usize + p] == g[i as usize].wrapping_add(s) {
                i -= 1;
            }
            let n0 = (i + 1) as usize;
            let stretch = big_n - p + 1 - n0;
            if stretch >= repeats * p && stretch >= min_stretch {
                return Some(ArithmeticPeriod {
                    preperiod: n0,
                    period: p,
                    saltus: s,
                });
            }
        }
        p += 1;
    }
    None
}

/// Extends `solver` until [`find_period`] (or, for a code without splits,
/// [`find_period_without_splits`]) proves a period (returned), or the table reaches
/// `g(limit)`, or the solver's [`work`](SparseGrundy::work) exceeds `max_work` (then `None`).
/// Checks at growing lengths: from 1024 values, then up to the length that would prove the most
/// plausible candidate period (the least period holding over its last 2 periods or more, however
/// short a part of the table that is), at most twice longer, or
/// 1.25 times longer when there is no candidate. `progress(done, target)` is called every 4096
/// values.
///
/// # Constraints
/// `limit <= 100_000_000`.
///
/// # Panics
/// If `limit > 100_000_000`.
///
/// # Complexity
/// That of computing the values up to the final length (at most about twice the needed one),
/// plus one [`find_period`] per check.
///
/// # Example
/// ```
/// use cgt::octal::{search_period, OctalCode, Period, SparseGrundy};
/// let code = OctalCode::parse("0.07").unwrap();
/// let mut s = SparseGrundy::new(&code);
/// let p = search_period(&mut s, 10_000, u64::MAX, &mut |_, _| {});
/// assert_eq!(p, Some(Period { preperiod: 53, period: 34 }));
/// ```
pub fn search_period(
    solver: &mut SparseGrundy,
    limit: usize,
    max_work: u64,
    progress: &mut dyn FnMut(usize, usize),
) -> Option<Period> {
    assert!(
        limit <= 100_000_000,
        "search_period: limit = {} is too large (at most 10^8)",
        limit
    );
    let mut target = limit.min(1024.max(solver.values().len() - 1));
    loop {
        while solver.values().len() <= target {
            let next = (solver.values().len() + 4095).min(target);
            solver.extend_to(next);
            progress(solver.values().len() - 1, target);
        }
        let (t, splits) = (solver.t, !solver.splits.is_empty());
        if let Some(p) = prove_period(solver.values(), t, splits) {
            return Some(p);
        }
        if target >= limit || solver.work() > max_work {
            return None;
        }
        let grow = match tail_period(solver.values(), 2, 0) {
            // The length that would prove this candidate if no new exception appears.
            Some(a) if a.saltus == 0 && splits => 2 * a.preperiod + 2 * a.period + t - 1,
            Some(a) if a.saltus == 0 => (a.preperiod + t).max(t + 1) - 1 + a.period,
            _ => target + target / 4,
        };
        target = grow.max(target + 1).min(2 * target).min(limit);
    }
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

    /// Small deterministic LCG: reproducible pseudo-random choices without a crate.
    fn lcg(seed: u64) -> impl FnMut(u64) -> u64 {
        let mut state = seed;
        move |m: u64| {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (state >> 33) % m
        }
    }

    fn random_code(next: &mut impl FnMut(u64) -> u64, max_len: u64) -> OctalCode {
        let mut c = String::from(if next(2) == 0 { "0." } else { "4." });
        for _ in 0..1 + next(max_len) {
            c.push(std::char::from_digit(next(8) as u32, 8).unwrap());
        }
        OctalCode::parse(&c).unwrap()
    }

    #[test]
    fn sparse_matches_naive_on_long_tables() {
        // Named codes, long enough for a sparse space to be chosen (reviews at 256, 512, ...).
        let mut used_sparse = 0;
        for s in [
            "0.77", "0.56", "0.127", "0.137", "0.07", "4.07", "0.7", "0.1337",
        ] {
            let code = OctalCode::parse(s).unwrap();
            let mut solver = SparseGrundy::new(&code);
            solver.extend_to(3000);
            assert_eq!(solver.values(), &code.grundy_naive(3000)[..], "{}", s);
            if solver.mask() != 0 {
                used_sparse += 1;
            }
        }
        assert!(
            used_sparse >= 4,
            "sparse space used for {} codes",
            used_sparse
        );
    }

    #[test]
    fn sparse_gives_up_a_space_that_does_not_pay() {
        // 0.6 has no useful space: the solver drops its mask at the review at n = 8192.
        let code = OctalCode::parse("0.6").unwrap();
        let mut solver = SparseGrundy::new(&code);
        solver.extend_to(8191);
        assert_ne!(solver.mask(), 0);
        solver.extend_to(8200);
        assert_eq!(solver.mask(), 0);
        assert_eq!(solver.values(), &code.grundy_naive(8200)[..]);
    }

    #[test]
    fn sparse_matches_naive_on_random_codes() {
        // 40 pseudo-random codes of 1 to 4 digits, 8 subtraction and 4 removal sets.
        let mut next = lcg(7);
        let mut codes: Vec<OctalCode> = (0..40).map(|_| random_code(&mut next, 4)).collect();
        for _ in 0..8 {
            let set: Vec<usize> = (0..1 + next(4)).map(|_| 1 + next(9) as usize).collect();
            codes.push(OctalCode::from_subtraction_set(&set));
        }
        for _ in 0..4 {
            let set: Vec<usize> = (0..1 + next(5)).map(|_| 1 + next(12) as usize).collect();
            codes.push(OctalCode::from_removal_set(&set));
        }
        for code in &codes {
            assert_eq!(
                code.grundy_sparse(1500),
                code.grundy_naive(1500),
                "{}",
                code
            );
        }
    }

    #[test]
    fn sparse_is_right_for_every_forced_space() {
        // The values never depend on the space, only the speed: force bad and good ones alike.
        let mut next = lcg(99);
        let mut codes: Vec<OctalCode> = (0..12).map(|_| random_code(&mut next, 3)).collect();
        codes.push(OctalCode::parse("0.77").unwrap());
        codes.push(OctalCode::parse("0.127").unwrap());
        for code in &codes {
            let want = code.grundy_naive(500);
            let plain = SparseGrundy::new(code);
            for mask in [1, 2, 3, 5, 6, 7, 12, 0x13] {
                for (domain, rare_class) in [(0, 0), (0, 1), (1, 0), (1, 1)] {
                    if domain == 1 && !plain.domain_ok {
                        continue;
                    }
                    let mut s = plain.clone();
                    s.force_space((mask, domain, rare_class));
                    s.extend_to(500);
                    assert_eq!(s.values(), &want[..], "{} {:?}", code, (mask, domain));
                }
            }
        }
    }

    #[test]
    fn best_space_counts_rare_positions() {
        // Values 1, 2, 4, 7 have odd popcount: mask 7 leaves only the 0s and 3s rare.
        let g = [0, 1, 2, 4, 7, 1, 2, 4, 7, 3, 1, 2, 4, 7, 1, 2, 4, 7];
        assert_eq!(best_space(&g, None), Some((7, 0, 0)));
        // All values equal to 0: every mask leaves every position rare.
        assert_eq!(best_space(&[0; 40], Some(1)), None);
        // Values alternate parity with the position: with an odd split removal k, the rare class
        // (value parity + position parity = 1) is empty: a domain space. With k even every
        // position is rare, and without domain half of them.
        let g: Vec<u32> = (0..64).map(|a| (a % 2) as u32).collect();
        assert_eq!(best_space(&g, Some(1)), Some((1, 1, 1)));
        assert_eq!(best_space(&g, Some(0)), None);
        assert_eq!(best_space(&g, None), None);
    }

    /// `prove_period` without the multiples shortcut: every p, every last exception by a full
    /// scan, the criteria written out directly (the range n0 <= n < end must lie in the table).
    fn find_period_brute(g: &[u32], t: usize, splits: bool) -> Option<Period> {
        let n = g.len() as i64 - 1;
        for p in 1..g.len() {
            let e = (0..g.len() - p).rev().find(|&i| g[i] != g[i + p]);
            let n0 = e.map_or(0, |e| e + 1) as i64;
            let (p, t) = (p as i64, t as i64);
            let end = if splits {
                2 * n0 + p + t
            } else {
                (n0 + t).max(t + 1)
            };
            if end - 1 + p <= n {
                let p = p as usize;
                // The least period that holds on [n0, N - q], with its own last exception.
                for q in 1..=p {
                    if p % q == 0 && (n0 as usize..g.len() - q).all(|i| g[i] == g[i + q]) {
                        let e = (0..g.len() - q).rev().find(|&i| g[i] != g[i + q]);
                        return Some(Period {
                            preperiod: e.map_or(0, |e| e + 1),
                            period: q,
                        });
                    }
                }
            }
        }
        None
    }

    #[test]
    fn find_period_matches_brute_on_synthetic_sequences() {
        let mut next = lcg(2024);
        for _ in 0..400 {
            let alphabet = 1 + next(4) as u32;
            let pre = next(30) as usize;
            let period = 1 + next(12) as usize;
            let block: Vec<u32> = (0..period).map(|_| next(alphabet as u64) as u32).collect();
            let len = 1 + next(120) as usize;
            let g: Vec<u32> = (0..len)
                .map(|i| {
                    if i < pre {
                        next(alphabet as u64 + 1) as u32
                    } else {
                        block[(i - pre) % period]
                    }
                })
                .collect();
            let t = next(5) as usize;
            assert_eq!(
                find_period(&g, t),
                find_period_brute(&g, t, true),
                "{:?} t={}",
                g,
                t
            );
            assert_eq!(
                find_period_without_splits(&g, t),
                find_period_brute(&g, t, false),
                "{:?} t={}",
                g,
                t
            );
        }
    }

    #[test]
    fn find_period_on_known_games_and_exact_threshold() {
        let kayles = OctalCode::parse("0.77").unwrap().grundy_sparse(400);
        let want = Some(Period {
            preperiod: 71,
            period: 12,
        });
        // Guy–Smith needs N >= 2 * 71 + 2 * 12 + 2 - 1 = 167.
        assert_eq!(find_period(&kayles[..=167], 2), want);
        assert_eq!(find_period(&kayles[..=166], 2), None);
        assert_eq!(find_period(&kayles, 2), want);
        let dawson = OctalCode::parse("0.07").unwrap().grundy_sparse(400);
        assert_eq!(
            find_period(&dawson, 2),
            Some(Period {
                preperiod: 53,
                period: 34
            })
        );
        assert_eq!(find_period(&[], 0), None);
        assert_eq!(find_period(&[0], 0), None);
    }

    #[test]
    fn proved_periods_hold_far_beyond_the_proof() {
        // Soundness: a period proved from a short table holds on a table four times longer, its
        // preperiod is exact and no smaller period holds on the long tail.
        let mut next = lcg(5);
        let mut proved = 0;
        for _ in 0..60 {
            let code = random_code(&mut next, 3);
            let t = code.max_removal();
            let long = code.grundy_sparse(2400);
            if let Some(p) = find_period(&long[..=600], t) {
                proved += 1;
                let (n0, per) = (p.preperiod, p.period);
                assert!(
                    (n0..=2400 - per).all(|n| long[n] == long[n + per]),
                    "{}",
                    code
                );
                assert!(n0 == 0 || long[n0 - 1] != long[n0 - 1 + per], "{}", code);
                for q in 1..per {
                    assert!(
                        (1200..=2400 - q).any(|n| long[n] != long[n + q]),
                        "{} period {} not least",
                        code,
                        per
                    );
                }
            }
        }
        assert!(proved >= 20, "only {} codes proved periodic", proved);
    }

    #[test]
    fn proved_subtraction_periods_hold_far_beyond_the_proof() {
        // As above for codes without splits (subtraction sets and digits 1 to 3), proved by the
        // weaker window criterion from g(0..=150).
        let mut next = lcg(11);
        for round in 0..80 {
            let code = if round % 2 == 0 {
                let set: Vec<usize> = (0..1 + next(4)).map(|_| 1 + next(12) as usize).collect();
                OctalCode::from_subtraction_set(&set)
            } else {
                let mut c = String::from("0.");
                for _ in 0..1 + next(5) {
                    c.push(std::char::from_digit(next(4) as u32, 8).unwrap());
                }
                OctalCode::parse(&c).unwrap()
            };
            let t = code.max_removal();
            let long = code.grundy_naive(3000);
            let p = find_period_without_splits(&long[..=150], t);
            if round % 2 == 0 {
                assert!(p.is_some(), "{} not proved from 150 values", code);
            }
            if let Some(p) = p {
                let (n0, per) = (p.preperiod, p.period);
                assert!(
                    (n0..=3000 - per).all(|n| long[n] == long[n + per]),
                    "{}",
                    code
                );
                assert!(n0 == 0 || long[n0 - 1] != long[n0 - 1 + per], "{}", code);
                for q in 1..per {
                    assert!(
                        (1500..=3000 - q).any(|n| long[n] != long[n + q]),
                        "{}",
                        code
                    );
                }
                // Guy–Smith proves the same (from a longer table).
                assert_eq!(find_period(&long, t), Some(p), "{}", code);
            }
        }
    }

    #[test]
    fn observed_period_finds_ordinary_and_arithmetic_patterns() {
        let lasker = crate::lasker::grundy_table(300);
        assert_eq!(
            observed_period(&lasker, 3),
            Some(ArithmeticPeriod {
                preperiod: 1,
                period: 4,
                saltus: 4
            })
        );
        let id: Vec<u32> = (0..50).collect();
        assert_eq!(
            observed_period(&id, 3),
            Some(ArithmeticPeriod {
                preperiod: 0,
                period: 1,
                saltus: 1
            })
        );
        let kayles = OctalCode::parse("0.77").unwrap().grundy_sparse(300);
        assert_eq!(
            observed_period(&kayles, 3),
            Some(ArithmeticPeriod {
                preperiod: 71,
                period: 12,
                saltus: 0
            })
        );
        // Too short to show 3 whole periods of 12 after the preperiod.
        assert_eq!(observed_period(&kayles[..100], 3).map(|a| a.period), None);
        assert_eq!(observed_period(&[], 1), None);
    }

    #[test]
    fn search_period_proves_known_games() {
        for (s, pre, per) in [("0.77", 71, 12), ("0.07", 53, 34), ("0.137", 52, 34)] {
            let code = OctalCode::parse(s).unwrap();
            let mut solver = SparseGrundy::new(&code);
            let mut calls = 0;
            let p = search_period(&mut solver, 100_000, u64::MAX, &mut |_, _| calls += 1);
            assert_eq!(
                p,
                Some(Period {
                    preperiod: pre,
                    period: per
                }),
                "{}",
                s
            );
            assert!(calls >= 1);
        }
        // Subtraction game {1, 3, 4}: purely periodic 0 1 0 1 2 3 2.
        let sub = OctalCode::from_subtraction_set(&[1, 3, 4]);
        let mut solver = SparseGrundy::new(&sub);
        assert_eq!(
            search_period(&mut solver, 10_000, u64::MAX, &mut |_, _| {}),
            Some(Period {
                preperiod: 0,
                period: 7
            })
        );
        // The limit stops a search that cannot succeed in time: 0.127 needs 93,166 values.
        let hard = OctalCode::parse("0.127").unwrap();
        let mut solver = SparseGrundy::new(&hard);
        assert_eq!(
            search_period(&mut solver, 3000, u64::MAX, &mut |_, _| {}),
            None
        );
        assert_eq!(solver.values().len(), 3001);
    }

    /// Release-mode proofs of the two long games (`cargo test --release -- --ignored`).
    #[test]
    #[ignore]
    fn search_period_proves_0127_and_056() {
        for (s, pre, per, upto) in [("0.127", 46578, 4, 93_166), ("0.56", 326_640, 144, 653_569)] {
            let code = OctalCode::parse(s).unwrap();
            let mut solver = SparseGrundy::new(&code);
            let p = search_period(&mut solver, 2_000_000, u64::MAX, &mut |_, _| {});
            assert_eq!(
                p,
                Some(Period {
                    preperiod: pre,
                    period: per
                })
            );
            assert!(solver.values().len() > upto);
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
                assert_eq!(search.grundy(&full), v, "set {:?} n {}", set, n);
            }
        }
        // Elements above n and duplicates are harmless.
        assert_eq!(
            row_removal_grundy(&[3, 3, 1, 50, 1000], 20),
            row_removal_grundy(&[1, 3], 20)
        );
    }
}
