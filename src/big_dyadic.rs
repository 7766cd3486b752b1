//! # Big dyadic rationals: exact `N / 2^e` of any length, no floating point
//!
//! - **Method:** numerator `N` in two's complement 64-bit words over `2^e`, in lowest terms; a sum
//!   shifts the operand with the smaller `e` into the other; halving only raises `e`.
//! - **Complexity:** a sum O(words of the smaller-`e` operand + its distance to the binary point);
//!   `(x + k) / 2^h`, floor O(1) amortised; order, negation O(length).
//! - **Problems:** codechef-gerald08 (through `blue_red_hackenbush`).
//! - **Status:** = `partizan::Dyadic` (sum, negation, order, floor, `(x + k) / 2^h`) on all
//!   `n / 2^e`, `|n| <= 24`, `e <= 4`; = a bit-by-bit fixed-point reference on 3000 random steps.
//!
//! Words are stored low first; 0 has none, and otherwise the top word only repeats the sign, so
//! a sum always has room. `N` is odd when `e > 0`. A sum adds the operand with the smaller `e`
//! into the other, taking over its words, and touches only the words from the added operand's
//! lowest to the binary point (plus a carry); adding an integer or halving touches the words
//! around the binary point, never the whole numerator. So a value with a long fraction is never
//! copied: in a Hackenbush tree, a part with `e` fraction bits has at least `e + 1` edges (its
//! birthday), and summing the parts costs O(n log n / 64) word operations, as when merging small
//! sets into large ones.

use std::cmp::Ordering;
use std::ops::{Add, AddAssign, Neg};

/// An exact dyadic rational of any length (see the module docs for the representation).
#[derive(Clone, Debug, Default)]
pub struct BigDyadic {
    words: Vec<u64>,
    exp: u64,
}

/// The word of sign bits of `w` (0 or all ones).
fn sign_of(w: u64) -> u64 {
    ((w as i64) >> 63) as u64
}

impl BigDyadic {
    /// `num / 2^exp`.
    ///
    /// # Constraints
    /// None: any `num`, any `exp`.
    ///
    /// # Panics
    /// Never.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use cgt::big_dyadic::BigDyadic;
    /// assert_eq!(BigDyadic::new(6, 3), BigDyadic::new(3, 2)); // 6/8 = 3/4
    /// assert_eq!(BigDyadic::new(1, 200).exp(), 200);
    /// ```
    pub fn new(num: i64, exp: u64) -> Self {
        let mut x = BigDyadic {
            words: vec![num as u64, sign_of(num as u64)],
            exp,
        };
        x.normalise();
        x
    }

    /// The exponent `e` of the denominator `2^e` in lowest terms (0 for an integer).
    ///
    /// # Constraints
    /// None.
    ///
    /// # Panics
    /// Never.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// assert_eq!(cgt::big_dyadic::BigDyadic::new(12, 5).exp(), 3); // 12/32 = 3/8
    /// ```
    pub fn exp(&self) -> u64 {
        self.exp
    }

    /// The sign: `Less` for a negative value, `Equal` for 0, `Greater` for a positive one.
    ///
    /// # Constraints
    /// None.
    ///
    /// # Panics
    /// Never.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use cgt::big_dyadic::BigDyadic;
    /// use std::cmp::Ordering;
    /// assert_eq!(BigDyadic::new(-1, 90).signum(), Ordering::Less);
    /// assert_eq!(BigDyadic::default().signum(), Ordering::Equal);
    /// ```
    pub fn signum(&self) -> Ordering {
        match self.words.last() {
            None => Ordering::Equal,
            Some(0) => Ordering::Greater,
            _ => Ordering::Less,
        }
    }

    /// Lowest terms: strips the trailing zero bits of `N` while `e > 0`, and top words that only
    /// repeat the sign but one; 0 gets no words.
    fn normalise(&mut self) {
        let zeros = match self.words.iter().position(|&w| w != 0) {
            Some(i) => 64 * i as u64 + u64::from(self.words[i].trailing_zeros()),
            None => return *self = BigDyadic::default(),
        };
        // An arithmetic shift right by s bits (the top word is a sign word, so it stays one).
        let (s, sign, w) = (
            zeros.min(self.exp),
            *self.words.last().unwrap_or(&0),
            &mut self.words,
        );
        let (q, r, len) = ((s / 64) as usize, (s % 64) as u32, w.len());
        for i in 0..len - q {
            let (lo, hi) = (w[i + q], w.get(i + q + 1).copied().unwrap_or(sign));
            w[i] = if r == 0 {
                lo
            } else {
                (lo >> r) | (hi << (64 - r))
            };
        }
        w.truncate(len - q);
        while w.len() >= 3 && w[w.len() - 2] == sign && sign_of(w[w.len() - 3]) == sign {
            w.pop();
        }
        self.exp -= s;
    }

    /// `N += B * 2^shift`, `b` the words of `B` (its top word a sign word).
    fn add_shifted(&mut self, b: &[u64], shift: u64) {
        let (q, r) = ((shift / 64) as usize, (shift % 64) as u32);
        // Both terms fit in len - 1 words, so their sum fits in len.
        let (sign, sign_b, need) = (
            *self.words.last().unwrap_or(&0),
            b[b.len() - 1],
            q + b.len() + 1,
        );
        self.words.resize(need.max(self.words.len()), sign);
        let (w, mut carry, mut prev) = (&mut self.words, 0u128, 0u64);
        for (i, wi) in w.iter_mut().enumerate().skip(q) {
            // Above B's words, its sign word plus the carry is +1, -1 or nothing.
            if i >= q + b.len() && (sign_b == 0) != (carry == 1) {
                break;
            }
            let bj = b.get(i - q).copied().unwrap_or(sign_b);
            let s = if r == 0 {
                bj
            } else {
                (bj << r) | (prev >> (64 - r))
            };
            let t = *wi as u128 + s as u128 + carry;
            (*wi, carry, prev) = (t as u64, t >> 64, bj);
        }
        let top = w[w.len() - 1];
        if top != sign_of(w[w.len() - 2]) {
            w.push(sign_of(top));
        }
    }

    /// `x = (x + k) / 2^h`.
    ///
    /// # Constraints
    /// The exponent `e + h` fits in `u64`.
    ///
    /// # Panics
    /// If it does not (with overflow checks on).
    ///
    /// # Complexity
    /// O(1) plus the words added to reach the binary point (each word is added once); O(length)
    /// for an integer `x`.
    ///
    /// # Example
    /// ```
    /// use cgt::big_dyadic::BigDyadic;
    /// let mut x = BigDyadic::new(1, 300);
    /// x.add_then_halve(-1, 0);
    /// assert_eq!(x.floor(), -1);
    /// x.add_then_halve(3, 2); // (2 + 2^-300) / 4
    /// assert_eq!(x, BigDyadic::new(1, 1) + BigDyadic::new(1, 302));
    /// ```
    pub fn add_then_halve(&mut self, k: i64, h: u64) {
        let e = self.exp;
        self.add_shifted(&[k as u64, sign_of(k as u64)], e);
        self.exp += h;
        if e == 0 {
            self.normalise();
        }
    }

    /// The integer part, rounded down.
    ///
    /// # Constraints
    /// It fits in `i64`.
    ///
    /// # Panics
    /// If it does not.
    ///
    /// # Complexity
    /// O(1) plus the words above the binary point.
    ///
    /// # Example
    /// ```
    /// assert_eq!(cgt::big_dyadic::BigDyadic::new(-3, 1).floor(), -2);
    /// ```
    pub fn floor(&self) -> i64 {
        let (q, r, sign) = (
            (self.exp / 64) as usize,
            self.exp % 64,
            *self.words.last().unwrap_or(&0),
        );
        let word = |i: usize| self.words.get(i).copied().unwrap_or(sign);
        let two = ((word(q + 1) as i64 as i128) << 64 | word(q) as i128) >> r;
        let fits = (q + 2..self.words.len()).all(|i| word(i) == sign);
        i64::try_from(two)
            .ok()
            .filter(|_| fits)
            .expect("BigDyadic: floor beyond i64")
    }
}

/// The exact sum; it keeps the words of the operand with the larger exponent.
///
/// # Complexity
/// O(words of the other operand + the words from its top to the binary point), plus O(length)
/// to lowest terms when both exponents are equal.
///
/// # Example
/// ```
/// use cgt::big_dyadic::BigDyadic;
/// let mut x = BigDyadic::new(1, 100);
/// x += BigDyadic::new(3, 1);
/// x += BigDyadic::new(-1, 100);
/// assert_eq!(x, BigDyadic::new(3, 2) + BigDyadic::new(3, 2));
/// ```
impl AddAssign for BigDyadic {
    fn add_assign(&mut self, mut other: BigDyadic) {
        if self.exp < other.exp {
            std::mem::swap(self, &mut other);
        }
        if !other.words.is_empty() {
            // Only its significant words: trailing zero bits and extra sign words go.
            other.normalise();
            self.add_shifted(&other.words, self.exp - other.exp);
            if self.exp == other.exp {
                self.normalise();
            }
        }
    }
}

impl Add for BigDyadic {
    type Output = BigDyadic;
    fn add(mut self, other: BigDyadic) -> BigDyadic {
        self += other;
        self
    }
}

impl Neg for BigDyadic {
    type Output = BigDyadic;
    fn neg(mut self) -> BigDyadic {
        // -N = !N + 1; the top (sign) word keeps room for the carry.
        self.words.iter_mut().for_each(|w| *w = !*w);
        if !self.words.is_empty() {
            self.add_shifted(&[1, 0], 0);
        }
        self
    }
}

/// The order of the numbers.
///
/// # Complexity
/// O(length of both).
///
/// # Example
/// ```
/// use cgt::big_dyadic::BigDyadic;
/// assert!(BigDyadic::new(1, 300) > BigDyadic::default());
/// assert!(BigDyadic::new(-3, 2) < BigDyadic::new(-1, 1));
/// ```
impl PartialOrd for BigDyadic {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some((self.clone() + -other.clone()).signum())
    }
}

impl PartialEq for BigDyadic {
    fn eq(&self, other: &Self) -> bool {
        self.partial_cmp(other) == Some(Ordering::Equal)
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::partizan::Dyadic;
    use crate::rng::XorShift;

    /// The value as a `partizan::Dyadic` (`None` if it does not fit).
    pub(crate) fn to_dyadic(x: &BigDyadic) -> Option<Dyadic> {
        let low = x.words.first().copied().unwrap_or(0);
        let fits = x.words.iter().skip(1).all(|&w| w == sign_of(low));
        (fits && x.exp <= 62).then(|| Dyadic::new(low as i64, x.exp as u32))
    }

    /// Fraction bits of the reference; it holds integer parts of up to 62 bits.
    pub(crate) const F: usize = 700;
    const W: usize = F + 64;

    /// The reference: the value times `2^F` as a `W`-bit two's complement number, one `bool` per
    /// bit (bit `i` weighs `2^(i - F)`); slow and plain.
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub(crate) struct Fixed(Vec<bool>);

    impl Fixed {
        pub(crate) fn int(k: i64) -> Fixed {
            Fixed(
                (0..W)
                    .map(|i| i >= F && (k >> (i - F).min(63)) & 1 == 1)
                    .collect(),
            )
        }

        pub(crate) fn add(&self, o: &Fixed) -> Fixed {
            let mut carry = false;
            let bits = (0..W).map(|i| {
                let s = self.0[i] as u8 + o.0[i] as u8 + carry as u8;
                carry = s >= 2;
                s % 2 == 1
            });
            Fixed(bits.collect())
        }

        pub(crate) fn neg(&self) -> Fixed {
            let mut one = Fixed::int(0);
            one.0[0] = true;
            Fixed(self.0.iter().map(|&b| !b).collect()).add(&one)
        }

        pub(crate) fn negative(&self) -> bool {
            self.0[W - 1]
        }

        pub(crate) fn positive(&self) -> bool {
            !self.negative() && self.0.iter().any(|&b| b)
        }

        /// Divides by `2^s`, which must be exact.
        pub(crate) fn halve(&self, s: usize) -> Fixed {
            assert!(self.0[..s].iter().all(|&b| !b), "the reference lost bits");
            Fixed((0..W).map(|i| self.0[(i + s).min(W - 1)]).collect())
        }

        /// The integer part, rounded down: bits F.. as a signed number.
        fn floor(&self) -> i64 {
            (F..W).rev().fold(0u64, |a, i| a << 1 | self.0[i] as u64) as i64
        }
    }

    /// The value in the reference's form.
    pub(crate) fn to_fixed(x: &BigDyadic) -> Fixed {
        assert!(
            x.exp as usize <= F,
            "too many fraction bits for the reference"
        );
        let bit = |j: usize| {
            let w = x
                .words
                .get(j / 64)
                .copied()
                .unwrap_or(*x.words.last().unwrap_or(&0));
            (w >> (j % 64)) & 1 == 1
        };
        let e = x.exp as usize;
        Fixed((0..W).map(|i| i + e >= F && bit(i + e - F)).collect())
    }

    #[test]
    fn matches_small_dyadics() {
        let grid: Vec<(i64, u64)> = (-24..=24)
            .flat_map(|n| (0..=4).map(move |e| (n, e)))
            .collect();
        for &(n, e) in &grid {
            let (x, d) = (BigDyadic::new(n, e), Dyadic::new(n, e as u32));
            assert_eq!(to_dyadic(&x), Some(d));
            assert_eq!(to_dyadic(&-x.clone()), Some(-d));
            assert_eq!(x.signum(), d.cmp(&Dyadic::ZERO));
            let floor = (-30..=30).filter(|&k| Dyadic::new(k, 0) <= d).max();
            assert_eq!(Some(x.floor()), floor);
            for (k, h) in (-3..=3).flat_map(|k| (0..=3).map(move |h| (k, h))) {
                let mut y = x.clone();
                y.add_then_halve(k, h);
                let z = d + Dyadic::new(k, 0);
                let want = Dyadic::new(z.scaled(z.exp) as i64, z.exp + h as u32);
                assert_eq!(to_dyadic(&y), Some(want));
            }
            for &(m, f) in &grid {
                let (y, c) = (BigDyadic::new(m, f), Dyadic::new(m, f as u32));
                assert_eq!(to_dyadic(&(x.clone() + y.clone())), Some(d + c));
                assert_eq!(x.partial_cmp(&y), Some(d.cmp(&c)));
            }
        }
    }

    #[test]
    fn matches_reference_on_long_values() {
        // A pool of values grown by random steps (mostly from the newest value, mostly halving
        // or adding an integer: long fractions), every result against the reference.
        let mut rng = XorShift::new(2024);
        let mut pool: Vec<(BigDyadic, Fixed)> = vec![(BigDyadic::default(), Fixed::int(0))];
        let mut longest = 0;
        for step in 0..3000 {
            let i = match rng.below(8) {
                0 => rng.below(pool.len() as u64) as usize,
                _ => pool.len() - 1,
            };
            let (mut y, fx) = pool[i].clone();
            let (k, h) = (rng.below(7) as i64 - 3, rng.below(4));
            let fy = match rng.below(4) {
                0 | 1 => {
                    y.add_then_halve(k, h);
                    fx.add(&Fixed::int(k)).halve(h as usize)
                }
                2 => {
                    let (z, fz) = pool[rng.below(pool.len() as u64) as usize].clone();
                    y += z;
                    fx.add(&fz)
                }
                _ => {
                    y = -y;
                    fx.neg()
                }
            };
            assert_eq!(to_fixed(&y), fy, "step {}", step);
            assert_eq!(
                (y.signum() == Ordering::Less, y.floor()),
                (fy.negative(), fy.floor())
            );
            let a = &pool[rng.below(pool.len() as u64) as usize];
            assert_eq!(a.0 < y, a.1.add(&fy.neg()).negative());
            longest = longest.max(y.exp());
            // Keep the reference's range.
            if y.exp() < F as u64 - 4 && y.floor().abs() < 1 << 40 {
                pool.push((y, fy));
            }
            if pool.len() > 60 {
                pool.remove(rng.below(60) as usize);
            }
        }
        assert!(longest > 400, "the values stayed short: {}", longest);
    }

    #[test]
    fn word_boundaries_and_cancellation() {
        for e in [63, 64, 65, 127, 128, 129, 640] {
            let tiny = BigDyadic::new(1, e);
            let x = tiny.clone() + BigDyadic::new(-1, 0);
            assert_eq!((x.signum(), x.floor()), (Ordering::Less, -1));
            assert!(x.clone() + BigDyadic::new(1, 0) == tiny);
            assert!(x.clone() + -x.clone() == BigDyadic::default());
            assert_eq!((x.clone() + tiny.clone()).exp(), e - 1);
            assert!((x.clone() + tiny.clone()).words.len() <= e as usize / 64 + 2);
        }
        let two63 = BigDyadic::new(i64::MAX, 0) + BigDyadic::new(1, 0);
        assert!(-BigDyadic::new(i64::MIN, 0) == two63);
        assert!(two63.clone() + -two63 == BigDyadic::default());
        assert!(BigDyadic::new(i64::MIN, 0) + BigDyadic::new(i64::MIN, 0) < BigDyadic::new(1, 9));
    }

    #[test]
    #[should_panic(expected = "floor beyond i64")]
    fn huge_integer_part_panics() {
        (BigDyadic::new(i64::MIN, 0) + BigDyadic::new(i64::MIN, 0)).floor();
    }
}
