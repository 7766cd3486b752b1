//! # Octal games: codes, naive and sparse-space Grundy tables
//!
//! - **Theorem** (Sprague–Grundy): with digit `d_k` (bits 1, 2, 4: take `k` leaving 0, 1, 2
//!   heaps), `g(n)` is the mex of `0` (`n = k`), `g(n - k)` and `g(a) ^ g(n - k - a)`.
//! - **Complexity:** naive O(n² / 4 + n · m · V / 64); sparse about n · (rare positions + a few).
//! - **Problems:** hdu-2999; lightoj-1229 (`treblecross`), cf-305e (`dawsons_chess`); `cgt-sg`.
//! - **Status:** naive = GameSearch and a plain recurrence; sparse = naive, also in forced spaces.
//!
//! Codes: Kayles `0.77`, Dawson's Kayles `0.07`, Dawson's chess `0.137`, Treblecross runs
//! `0.11337`; removing a block of `s in S` stones from a row is digit 7 at every `s`, the
//! subtraction game of S digit 3. [`OctalCode::grundy_naive`] enumerates every split once per
//! remainder; [`SparseGrundy`] (Berlekamp's sparse space) the splits with a rare part, then scans
//! for the few missing values. Printing codes, `SparseGrundy::work` and `into_values`, and the
//! periods (Guy–Smith) are in `octal_period`, with the `cgt-sg` explorer's machinery.
//!
//! Tests: naive = GameSearch over multisets of heaps (one heap <= 14, two <= 12) for 7 named and 40
//! random codes, = a digit-by-digit recurrence to 160 (13 codes), g(n) = n for "remove any block"
//! to 200; Kayles (to 100) and Dawson's Kayles as published, periods to 400; `row_removal_grundy`
//! = a bitmask search of the row (sets in {1..5}, n <= 12); sparse = naive to 3000 (8 named codes),
//! 1500 (52 random codes and sets), 500 in 32 forced spaces (14 codes), 8200 for 0.6 (drops mask).
//!
//! References: Berlekamp, Conway, Guy, *Winning Ways*, ch. 4; Siegel, *Combinatorial Game
//! Theory*, IV.2; A. Flammenkamp, *Sprague-Grundy values of octal games*.

/// Moved to [`octal_period`](crate::octal_period) on 2026-11-23; the old paths keep working.
pub use crate::octal_period::{
    find_period, find_period_without_splits, observed_period, search_period, ArithmeticPeriod,
    Period,
};

/// An octal code `d0.d1 d2 d3 ...`: `digits[k]` says how `k` tokens may be removed from one heap
/// (a heap of `n` is a row of `n` stones). The digit is a sum of
/// - `1`: the `k` tokens may be removed when they are the whole heap (leaving 0 heaps);
/// - `2`: they may be removed from a larger heap, leaving 1 heap of `n - k`;
/// - `4`: they may be removed from a heap of `n >= k + 2`, leaving 2 non-empty heaps
///   `a + b = n - k`.
///
/// The digit before the point is `d0` (remove nothing): only `0` or `4` (split a heap into two
/// non-empty heaps) make sense, since `1` and `2` would be a pass. Normal play: the player who
/// cannot move loses. Trailing zero digits are trimmed, so equal games have equal codes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OctalCode {
    /// Invariant: non-empty, every digit <= 7, `digits[0]` is 0 or 4, and the last digit is
    /// non-zero unless it is `digits[0]` itself (a code with no removal of k >= 1 tokens).
    digits: Vec<u8>,
}

impl OctalCode {
    /// Parses a code written `d0.d1d2...dm`: one digit `0` or `4` before the point, then one or
    /// more digits `0..=7`. No spaces or signs.
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
        let why = match s.split_once('.') {
            None => "missing '.'".to_string(),
            Some((d0, _)) if d0.len() != 1 => "need exactly one digit before '.'".to_string(),
            Some((_, "")) => "no digit after '.'".to_string(),
            Some((d0, rest)) => match d0.chars().chain(rest.chars()).find(|c| !c.is_digit(8)) {
                Some(c) => format!("{:?} is not an octal digit", c),
                None if d0 == "0" || d0 == "4" => {
                    // Trailing zero digits are trimmed.
                    let rest = rest.trim_end_matches('0').bytes();
                    let digits = d0.bytes().chain(rest).map(|b| b - b'0').collect();
                    return Ok(OctalCode { digits });
                }
                None => format!("the digit before '.' must be 0 or 4, not {}", d0),
            },
        };
        Err(format!("octal code {:?}: {}", s, why))
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
        Self::from_set(set, 7, "from_removal_set: block lengths")
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
        Self::from_set(set, 3, "from_subtraction_set: subtracted amounts")
    }

    /// Digit `digit` at every element of `set`; `what` names the function and the elements.
    fn from_set(set: &[usize], digit: u8, what: &str) -> Self {
        assert!(
            set.iter().all(|&s| s >= 1),
            "{} must be >= 1, got {:?}",
            what,
            set
        );
        let mut digits = vec![0; set.iter().max().map_or(1, |&m| m + 1)];
        // The largest element has a non-zero digit: nothing to trim.
        set.iter().for_each(|&s| digits[s] = digit);
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

    /// The moves of one heap: `(k, digit & 3)` for every `k >= 1` with a removal leaving 0 or 1
    /// heap, and every `k` (0 included) whose digit has bit 4 (leave two non-empty heaps); both
    /// ascending in `k`.
    fn moves(&self) -> (Vec<(usize, u8)>, Vec<usize>) {
        let d = &self.digits;
        let removals = (1..d.len())
            .filter(|&k| d[k] & 3 != 0)
            .map(|k| (k, d[k] & 3))
            .collect();
        (removals, (0..d.len()).filter(|&k| d[k] & 4 != 0).collect())
    }

    /// Grundy values `g(0), ..., g(n)` of one heap: `g(n) = mex` over the moves from a heap of `n`
    /// of `0` (bit 1, `n = k`), `g(n - k)` (bit 2, `n > k`) and `g(a) XOR g(n - k - a)` for
    /// `1 <= a <= (n - k) / 2` (bit 4, `n >= k + 2`; the other half of the splits is symmetric).
    ///
    /// Every split is enumerated (no periodicity or sparse-space shortcut), but only once per
    /// remainder: `split[r]`, the set `{ g(a) XOR g(r - a) : 1 <= a < r }` as a bitset, is shared
    /// by all digits with bit 4, so a code with many such digits (hdu-2999's removal sets) costs a
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
        let (removals, splits) = self.moves();
        let (mut g, mut split, mut options) = (Vec::new(), Vec::<Vec<u64>>::new(), Vec::new());
        for x in 0..=n {
            // split[x] needs g(1..x) only, and d0 = 4 uses it for the heap x itself.
            let mut set = Vec::new();
            let half = if splits.is_empty() { 0 } else { x / 2 };
            (1..=half).for_each(|a| set_bit(&mut set, g[a] ^ g[x - a]));
            split.push(set);
            options.clear();
            removal_options(&removals, &g, &mut options);
            for from in splits
                .iter()
                .take_while(|&&k| x >= k + 2)
                .map(|&k| &split[x - k])
            {
                options.resize(options.len().max(from.len()), 0);
                options.iter_mut().zip(from).for_each(|(o, f)| *o |= f);
            }
            g.push(first_missing(&options));
        }
        g
    }

    /// Grundy values `g(0), ..., g(n)` of one heap by the sparse-space method
    /// ([`SparseGrundy`]): the same values as [`OctalCode::grundy_naive`], usually far faster on
    /// long tables of games whose values are bounded.
    ///
    /// # Constraints
    /// `n <= 100_000_000` (the table is held in memory), values below 2^16 (as for every octal
    /// game studied; `grundy_naive` has no such bound).
    ///
    /// # Panics
    /// If `n > 100_000_000`, or a value needs more than 16 bits.
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
        s.g.iter().map(|&v| v.into()).collect()
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
        "row_removal_grundy: block lengths must be >= 1"
    );
    let usable: Vec<usize> = set.iter().copied().filter(|&s| s <= n).collect();
    OctalCode::from_removal_set(&usable).grundy_naive(n)
}

/// Adds to the bitset `set` the options of a heap of `n = g.len()` by the `moves` (as in
/// `OctalCode::moves`) that leave 0 or 1 heap.
fn removal_options<V: Copy + Into<u32>>(moves: &[(usize, u8)], g: &[V], set: &mut Vec<u64>) {
    let n = g.len();
    for &(k, d) in moves.iter().take_while(|r| r.0 <= n) {
        // Bit 1: take a whole heap of k (option 0); bit 2: leave one heap of n - k.
        let (bit, v) = if n == k { (1, 0) } else { (2, g[n - k].into()) };
        if d & bit != 0 {
            set_bit(set, v);
        }
    }
}

/// Sets bit `v` of a growable bitset.
fn set_bit(set: &mut Vec<u64>, v: u32) {
    let w = v as usize / 64;
    set.resize(set.len().max(w + 1), 0);
    set[w] |= 1 << (v % 64);
}

/// The least value not in the bitset (mex).
fn first_missing(set: &[u64]) -> u32 {
    let full = set.iter().take_while(|&&w| w == !0).count();
    (64 * full + set.get(full).map_or(0, |w| w.trailing_ones() as usize)) as u32
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
/// (mask 1): 693 rare positions up to 117,886 against 2,804 for the best plain mask.
///
/// The space is chosen from the values so far (every time `n` doubles, from 256 on) as the one with
/// the fewest rare positions, by a Walsh–Hadamard transform of the value histograms; when none
/// leaves fewer than a quarter of the positions rare, the mask is 0: every position is rare and
/// every split is enumerated (the naive method). If, from n = 4096 on, a space examined more pairs
/// since the last review than enumerating every split would have (long scans for missing values,
/// as in 0.6), the solver falls back to mask 0 for good. The result never depends on the space,
/// only the speed does.
///
/// **Memory.** The values (16 bits each, as in the published solvers), the rare positions (at
/// most n) and one option bitset: linear in n.
///
/// `into_values` and `work` are implemented in `octal_period`, with the explorer's machinery.
#[derive(Clone, Debug, Default)]
pub struct SparseGrundy {
    /// The moves of one heap, as `OctalCode::moves` gives them (the largest `k` of either is the
    /// code's largest removal). This field, `splits`, `g` and `work` are read by `octal_period`.
    pub(crate) removals: Vec<(usize, u8)>,
    pub(crate) splits: Vec<usize>,
    /// The values `g(0), g(1), ...` computed so far.
    pub(crate) g: Vec<u16>,
    /// `(mask, domain, rare_class)`: the class of a position `a` is the parity of
    /// `popcount(g[a] & mask) + domain * a`, rare when it is `rare_class`. Mask 0: no sparse space,
    /// every position is rare (`(0, 0, 0)`).
    space: (u32, u32, u32),
    /// The least split removal `k` when all split removals have its parity (then every remainder
    /// `n - k` of one heap has one parity and `domain = 1` may be used), else `None`.
    domain_k: Option<usize>,
    /// Invariant: exactly the positions `a >= 1` computed so far whose class is rare, ascending.
    rare: Vec<usize>,
    /// Scratch option set of the heap being computed. Invariant: `64 * seen.len()` is a power of
    /// two above every value so far, so it holds every XOR of two values without growing.
    seen: Vec<u64>,
    /// Whether the solver fell back to mask 0 for good (no more reviews).
    gave_up: bool,
    /// Pairs the enumeration of every split would have examined since the last review, minus the
    /// pairs and positions examined.
    slack: i64,
    /// Pairs or positions examined so far (a machine-independent measure of time).
    pub(crate) work: u64,
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
        let (removals, splits) = code.moves();
        let domain_k = splits
            .first()
            .copied()
            .filter(|f| splits.iter().all(|k| (k ^ f) % 2 == 0));
        Self {
            removals,
            splits,
            domain_k,
            g: vec![0],
            seen: vec![0],
            ..Self::default()
        }
    }

    /// Computes the values up to `g(n)` (nothing if they are known already).
    ///
    /// # Constraints
    /// `n <= 100_000_000`, values below 2^16.
    ///
    /// # Panics
    /// If `n > 100_000_000`, or a value needs more than 16 bits (naming it).
    ///
    /// # Complexity
    /// See [`OctalCode::grundy_sparse`]; amortised over calls, each value is computed once.
    pub fn extend_to(&mut self, n: usize) {
        assert!(
            n <= 100_000_000,
            "SparseGrundy::extend_to: n = {} > 10^8",
            n
        );
        self.g.reserve_exact((n + 1).saturating_sub(self.g.len()));
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
    pub fn values(&self) -> &[u16] {
        &self.g
    }

    fn is_rare(&self, a: usize) -> bool {
        let (mask, domain, rare_class) = self.space;
        ((u32::from(self.g[a]) & mask).count_ones() + domain * (a as u32 & 1)) % 2 == rare_class
    }

    /// Sets the sparse space and rebuilds the rare positions.
    fn set_space(&mut self, space: (u32, u32, u32)) {
        self.space = space;
        self.rare = (1..self.g.len()).filter(|&a| self.is_rare(a)).collect();
    }

    /// Computes `g(n)` for `n = self.g.len()`.
    fn step(&mut self) {
        let n = self.g.len();
        self.seen.fill(0);
        removal_options(&self.removals, &self.g, &mut self.seen);
        let (g, seen, (mask, domain, _)) = (&self.g, &mut self.seen[..], self.space);
        let work0 = self.work;
        // 1. Every split with a rare part: all common options. Under mask 0 every position is rare
        // and the first half of the rare positions below r is every split of r.
        for &k in self.splits.iter().take_while(|&&k| n >= k + 2) {
            let r = n - k;
            let below = if mask == 0 {
                r / 2
            } else {
                self.rare.partition_point(|&a| a < r)
            };
            // Options below 64 gather in a register: or-ing each into memory would chain the
            // pairs through a store and a load of one word.
            let mut low = 0;
            for &a in &self.rare[..below] {
                let x = g[a] ^ g[r - a];
                match x {
                    0..=63 => low |= 1 << x,
                    _ => seen[x as usize / 64] |= 1 << (x % 64),
                }
            }
            seen[0] |= low;
            self.work += below as u64;
            self.slack += (r / 2) as i64;
        }
        if mask != 0 {
            // Two common positions a, r - a give a value of parity `scan` (the class is additive
            // under XOR and a + (r - a) = r); values of the other ("exact") parity come only from
            // splits with a rare part, all enumerated above. All remainders n - k share one
            // parity when domain = 1, so `scan` does not depend on k.
            let scan = domain * ((n + self.domain_k.unwrap_or(0)) as u32 & 1);
            let scanned = |v: u32| (v & mask).count_ones() % 2 == scan;
            // 2. c = least value of the exact parity that is no option: g(n) is c or one of the
            // `need` values of the scanned parity below c that no option found so far reaches.
            let has = |v: u32| {
                seen.get(v as usize / 64)
                    .map_or(false, |w| w >> (v % 64) & 1 == 1)
            };
            let c = (0..).find(|&v| !scanned(v) && !has(v)).unwrap();
            // The values looked for below 64 stay in a register (`want`), the others in `seen`.
            let wanted = (0..c.min(64)).filter(|&v| scanned(v) && !has(v));
            let wanted = wanted.fold(0u64, |m, v| m | 1 << v);
            let (mut want, mut need) = (wanted, (64..c).filter(|&v| scanned(v) && !has(v)).count());
            // 3. Look for them among all splits, stopping as soon as all are found (then the mex
            // is c); a full scan leaves `seen` complete. The split digits are interleaved (pair a
            // of every remainder, then a + 1, ...): a missing value may be easy to reach from one
            // remainder and impossible from another (e.g. 4.7 for odd n: 0 needs two heaps of one
            // parity).
            let mut a = 1;
            while (want != 0 || need > 0) && a <= n / 2 {
                for &k in self.splits.iter().take_while(|&&k| n >= k + 2 * a) {
                    let x = u32::from(g[a] ^ g[n - k - a]);
                    self.work += 1;
                    let (w, bit) = (x as usize / 64, 1u64 << (x % 64));
                    if x < 64 {
                        want &= !bit;
                    } else if x < c && seen[w] & bit == 0 && scanned(x) {
                        seen[w] |= bit;
                        need -= 1;
                    }
                }
                a += 1;
            }
            seen[0] |= wanted & !want;
        }
        let v = first_missing(seen);
        self.slack -= (self.work - work0) as i64;
        assert!(
            v < 1 << 16,
            "SparseGrundy: g({}) = {} does not fit in 16 bits",
            n,
            v
        );
        self.g.push(v as u16);
        // Room for every XOR of two values (a power of two above v).
        self.seen.resize(
            self.seen
                .len()
                .max((v as usize / 64 + 1).next_power_of_two()),
            0,
        );
        self.rare.extend(self.is_rare(n).then_some(n));
        if n >= 256 && n.is_power_of_two() && !self.gave_up {
            // A space that did not pay (the missing values took long scans) is dropped for good:
            // every split is enumerated from now on.
            self.gave_up = mask != 0 && n >= 4096 && self.slack < 0;
            self.slack = 0;
            let best = if self.gave_up {
                (0, 0, 0)
            } else {
                best_space(&self.g, self.domain_k)
            };
            self.set_space(best);
        }
    }

    #[cfg(test)]
    fn force_space(&mut self, space: (u32, u32, u32)) {
        self.set_space(space);
        self.gave_up = true;
    }
}

/// The sparse space `(mask, domain, rare_class)` with the fewest rare positions `a >= 1` (those
/// with `popcount(g[a] & mask) + domain * a` of parity `rare_class`), among masks `1..2^16`, or
/// `(0, 0, 0)` if even the best leaves a quarter of the positions rare. `domain = 1` is offered
/// only with `domain_k`, the removal of the split digits. Counting for every mask at once is a
/// Walsh–Hadamard transform of the histograms of the values at even and at
/// odd positions: the transform at `m` is the number of even-parity values minus the number of
/// odd-parity ones, and at 0 the number of positions.
fn best_space(g: &[u16], domain_k: Option<usize>) -> (u32, u32, u32) {
    let size = 1 << (16 - g.iter().max().unwrap().leading_zeros());
    let mut h = [vec![0i64; size], vec![0i64; size]];
    for (a, &v) in g.iter().enumerate().skip(1) {
        h[a & 1][v as usize & (size - 1)] += 1;
    }
    for w in h.iter_mut() {
        for half in (0..16).map(|b| 1 << b).take_while(|&half| half < size) {
            for j in (0..size).filter(|&j| j & half == 0) {
                // (a, b) -> (a + b, a - b).
                w[j] += w[j + half];
                w[j + half] = w[j] - 2 * w[j + half];
            }
        }
    }
    let rho = domain_k.map(|k| k as i64 % 2);
    let spaces = (1..size).flat_map(|m| {
        // Positions of parity p whose value has popcount(v & m) of parity q.
        let count = |p: usize, q: i64| (h[p][0] + (1 - 2 * q) * h[p][m]) / 2;
        // (rare positions, space). The mex found cheaply is of the parity that two common
        // positions cannot produce, so the common positions' values must have that parity:
        // rare_class is 0 without domain and k mod 2 with it (class = value parity XOR position
        // parity; see step).
        let plain = (count(0, 0) + count(1, 0), (m as u32, 0, 0));
        let domain = rho.map(|r| (count(0, r) + count(1, 1 - r), (m as u32, 1, r as u32)));
        std::iter::once(plain).chain(domain)
    });
    let best = spaces.min_by_key(|s| s.0);
    best.filter(|s| 4 * s.0 < g.len() as i64 - 1)
        .map_or((0, 0, 0), |s| s.1)
}

// Printing a code, and the sparse solver's values and effort (the explorer uses them).

/// `d0.d1...dm`, with at least one digit after the point (trailing zero digits trimmed).
impl std::fmt::Display for OctalCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let rest: String = (1..=self.max_removal())
            .map(|k| self.digit(k).to_string())
            .collect();
        write!(
            f,
            "{}.{}",
            self.digit(0),
            if rest.is_empty() { "0" } else { &rest[..] }
        )
    }
}

impl SparseGrundy {
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
    pub fn into_values(self) -> Vec<u16> {
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
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::rng::XorShift;
    use crate::{game_search::GameSearch, sprague_grundy::mex};

    /// Values as `u32`, to compare with `grundy_naive`.
    fn wide(g: &[u16]) -> Vec<u32> {
        g.iter().map(|&v| v.into()).collect()
    }

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

    /// A code `0.` or `4.` followed by 1 to `max_len` random digits.
    pub(crate) fn random_code(rng: &mut XorShift, max_len: u64) -> OctalCode {
        let mut c = String::from(if rng.below(2) == 0 { "0." } else { "4." });
        for _ in 0..1 + rng.below(max_len) {
            c.push(std::char::from_digit(rng.below(8) as u32, 8).unwrap());
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
            assert_eq!(wide(solver.values()), code.grundy_naive(3000), "{}", s);
            if solver.space.0 != 0 {
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
    fn sparse_space_of_0127_leaves_few_rare_positions() {
        let mut s = SparseGrundy::new(&OctalCode::parse("0.127").unwrap());
        assert_eq!(s.space.0, 0); // nothing found yet
        s.extend_to(5000);
        assert_ne!(s.space.0, 0);
        assert!(s.rare.len() < 5000 / 10);
    }

    #[test]
    fn sparse_gives_up_a_space_that_does_not_pay() {
        // 0.6 has no useful space: the solver drops its mask at the review at n = 8192.
        let code = OctalCode::parse("0.6").unwrap();
        let mut solver = SparseGrundy::new(&code);
        solver.extend_to(8191);
        assert_ne!(solver.space.0, 0);
        solver.extend_to(8200);
        assert_eq!(solver.space.0, 0);
        assert_eq!(wide(solver.values()), code.grundy_naive(8200));
    }

    #[test]
    fn sparse_matches_naive_on_random_codes() {
        // 40 pseudo-random codes of 1 to 4 digits, 8 subtraction and 4 removal sets.
        let mut rng = XorShift::new(7);
        let mut codes: Vec<OctalCode> = (0..40).map(|_| random_code(&mut rng, 4)).collect();
        for _ in 0..8 {
            let set: Vec<usize> = (0..1 + rng.below(4))
                .map(|_| 1 + rng.below(9) as usize)
                .collect();
            codes.push(OctalCode::from_subtraction_set(&set));
        }
        for _ in 0..4 {
            let set: Vec<usize> = (0..1 + rng.below(5))
                .map(|_| 1 + rng.below(12) as usize)
                .collect();
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
        let mut rng = XorShift::new(99);
        let mut codes: Vec<OctalCode> = (0..12).map(|_| random_code(&mut rng, 3)).collect();
        codes.push(OctalCode::parse("0.77").unwrap());
        codes.push(OctalCode::parse("0.127").unwrap());
        for code in &codes {
            let want = code.grundy_naive(500);
            let plain = SparseGrundy::new(code);
            for mask in [1, 2, 3, 5, 6, 7, 12, 0x13] {
                for (domain, rare_class) in [(0, 0), (0, 1), (1, 0), (1, 1)] {
                    // As many codes as before `domain_k` (a code without splits included).
                    let k0 = plain.splits.first().map_or(0, |k| k % 2);
                    if domain == 1 && plain.splits.iter().any(|k| k % 2 != k0) {
                        continue;
                    }
                    let mut s = plain.clone();
                    s.force_space((mask, domain, rare_class));
                    s.extend_to(500);
                    assert_eq!(wide(s.values()), want, "{} {:?}", code, (mask, domain));
                }
            }
        }
    }

    #[test]
    #[should_panic(expected = "g(65536) = 65536 does not fit in 16 bits")]
    fn sparse_rejects_a_value_above_16_bits() {
        // Subtract 1 to 2^16: g(n) = n up to 2^16. The table below 2^16 is set rather than
        // computed (quadratic), and it is what the rules give.
        let code = OctalCode::from_subtraction_set(&(1..=1 << 16).collect::<Vec<_>>());
        let mut s = SparseGrundy::new(&code);
        s.g = (0..=u16::MAX).collect();
        s.extend_to(1 << 16);
    }

    #[test]
    fn best_space_counts_rare_positions() {
        // Values 1, 2, 4, 7 have odd popcount: mask 7 leaves only the 0s and 3s rare.
        let g = [0, 1, 2, 4, 7, 1, 2, 4, 7, 3, 1, 2, 4, 7, 1, 2, 4, 7];
        assert_eq!(best_space(&g, None), (7, 0, 0));
        // All values equal to 0: every mask leaves every position rare.
        assert_eq!(best_space(&[0; 40], Some(1)), (0, 0, 0));
        // Values alternate parity with the position: with an odd split removal k, the rare class
        // (value parity + position parity = 1) is empty: a domain space. With k even every
        // position is rare, and without domain half of them.
        let g: Vec<u16> = (0..64).map(|a| (a % 2) as u16).collect();
        assert_eq!(best_space(&g, Some(1)), (1, 1, 1));
        assert_eq!(best_space(&g, Some(0)), (0, 0, 0));
        assert_eq!(best_space(&g, None), (0, 0, 0));
    }

    #[test]
    fn naive_matches_search_for_named_codes() {
        for s in ["0.07", "0.77", "0.137", "4.07", "0.11337", "4.7", "0.6"] {
            check_against_search(&OctalCode::parse(s).unwrap());
        }
    }

    #[test]
    fn naive_matches_search_for_random_codes() {
        let mut rng = XorShift::new(0x2545_f491_4f6c_dd1d);
        for _ in 0..40 {
            check_against_search(&random_code(&mut rng, 4));
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
        let mut rng = XorShift::new(12345);
        let mut codes: Vec<OctalCode> = (0..10).map(|_| random_code(&mut rng, 8)).collect();
        for _ in 0..3 {
            let set: Vec<usize> = (0..25).map(|_| 1 + rng.below(60) as usize).collect();
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
    /// length `n`; a move removes `s` consecutive present stones (`s` in the set). Searched
    /// directly, without splitting into heaps.
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
