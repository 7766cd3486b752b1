//! # Partizan games valued by numbers: dyadic rationals, simplest numbers, Hackenbush strings
//!
//! - **Theorem** (Conway): if every Left option of a game is below every Right option and all are
//!   numbers, its value is the simplest number strictly between them; sums add; Left wins a sum
//!   `> 0` whoever starts, Right one `< 0`, and the second player wins `0`.
//! - **Complexity:** dyadic operations O(1); [`value`] one visit per position.
//! - **Problems:** atcoder-abc229-h (`advance_or_eat`), aoj-1377 (strings, with `fair_selection`).
//! - **Status:** [`hackenbush_string`] = [`value`], and its sign = partizan minimax, on every
//!   string of <= 10 edges; [`simplest_between`] = the birthday order of all numbers born by day 6.
//!
//! Dyadic rationals `num / 2^exp` are exact (`i64` numerator, checked: overflow panics). The
//! simplest number strictly between `lo < hi` (either may be missing: no bound) is 0 if the
//! interval holds 0, else the integer of least absolute value in it, else the fraction with the
//! least denominator. Blue-Red Hackenbush string (from the ground): the first run of `k` equal
//! edges is worth `±k`, each later edge `±1/2^j` (`j` = 1, 2, ...; `+` for Left's colour).
//!
//! References: Conway, *On Numbers and Games*, ch. 0-2; Berlekamp, Conway, Guy, *Winning Ways*,
//! ch. 2 (Hackenbush); Siegel, *Combinatorial Game Theory*, II.

use std::cmp::Ordering;
use std::collections::HashMap;
use std::hash::Hash;
use std::ops::{Add, Neg};

/// An exact dyadic rational `num / 2^exp`, normalised (`num` odd when `exp > 0`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Dyadic {
    num: i64,
    pub(crate) exp: u32,
}

impl Dyadic {
    pub const ZERO: Dyadic = Dyadic { num: 0, exp: 0 };

    /// `num / 2^exp`.
    ///
    /// # Constraints
    /// `exp <= 62`.
    ///
    /// # Panics
    /// If `exp > 62`.
    ///
    /// # Example
    /// ```
    /// use cgt::partizan::Dyadic;
    /// assert_eq!(Dyadic::new(2, 2), Dyadic::new(1, 1)); // 2/4 = 1/2
    /// ```
    pub fn new(num: i64, exp: u32) -> Self {
        assert!(exp <= 62, "Dyadic::new: exponent {} > 62", exp);
        Self::from_wide(num as i128, exp)
    }

    fn from_wide(mut num: i128, mut exp: u32) -> Self {
        while exp > 0 && num % 2 == 0 {
            num /= 2;
            exp -= 1;
        }
        let num = i64::try_from(num).expect("Dyadic: numerator overflows i64");
        Dyadic { num, exp }
    }

    /// The numerator over `2^e` (`e >= exp`), as `i128`.
    pub(crate) fn scaled(self, e: u32) -> i128 {
        (self.num as i128) << (e - self.exp)
    }

    /// The integer part, rounded down.
    fn floor(self) -> i64 {
        self.num >> self.exp
    }
}

/// The exact sum.
///
/// # Panics
/// If the numerator overflows `i64`.
///
/// # Example
/// ```
/// use cgt::partizan::Dyadic;
/// assert_eq!(Dyadic::new(1, 1) + Dyadic::new(1, 2), Dyadic::new(3, 2));
/// assert_eq!(-Dyadic::new(3, 2), Dyadic::new(-3, 2));
/// ```
impl Add for Dyadic {
    type Output = Dyadic;
    fn add(self, other: Dyadic) -> Dyadic {
        let e = self.exp.max(other.exp);
        Self::from_wide(self.scaled(e) + other.scaled(e), e)
    }
}

impl Neg for Dyadic {
    type Output = Dyadic;
    fn neg(self) -> Dyadic {
        Dyadic {
            num: -self.num,
            exp: self.exp,
        }
    }
}

impl Ord for Dyadic {
    fn cmp(&self, other: &Self) -> Ordering {
        let e = self.exp.max(other.exp);
        self.scaled(e).cmp(&other.scaled(e))
    }
}

impl PartialOrd for Dyadic {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// The simplest number strictly between `lo` and `hi` (`None`: no bound on that side).
///
/// # Constraints
/// `lo < hi` when both are given.
///
/// # Panics
/// If `lo >= hi` (the game is not a number).
///
/// # Complexity
/// O(exponent of the bounds).
///
/// # Example
/// ```
/// use cgt::partizan::{simplest_between, Dyadic};
/// let d = |n, e| Dyadic::new(n, e);
/// assert_eq!(simplest_between(Some(d(-1, 0)), Some(d(0, 0))), d(-1, 1)); // {-1 | 0} = -1/2
/// assert_eq!(simplest_between(Some(d(0, 0)), None), d(1, 0)); // {0 | } = 1
/// assert_eq!(simplest_between(Some(d(1, 2)), Some(d(3, 1))), d(1, 0));
/// ```
pub fn simplest_between(lo: Option<Dyadic>, hi: Option<Dyadic>) -> Dyadic {
    if let (Some(l), Some(h)) = (lo, hi) {
        assert!(l < h, "simplest_between: {:?} >= {:?}: not a number", l, h);
    }
    let zero = Dyadic::ZERO;
    if hi.map_or(false, |h| h <= zero) {
        // Mirror into the positive side.
        return simplest_between(hi.map(Dyadic::neg), lo.map(Dyadic::neg)).neg();
    }
    let l = match lo {
        Some(l) if l >= zero => l,
        _ => return zero,
    };
    // 0 <= l < hi: the least integer above l, else the least denominator.
    let below = |x: Dyadic| hi.map_or(true, |h| x < h);
    let n = Dyadic::new(l.floor() + 1, 0);
    if below(n) {
        return n;
    }
    // The least multiple of 2^-j above l, for j = 1, 2, ...
    let floor_scaled = |j: u32| {
        if j >= l.exp {
            l.num << (j - l.exp)
        } else {
            l.num >> (l.exp - j)
        }
    };
    (1..=62)
        .map(|j| Dyadic::new(floor_scaled(j) + 1, j))
        .find(|&x| below(x))
        .expect("simplest_between: a dyadic fits")
}

/// The value of a number-valued partizan game at `p`, by memoised search: the simplest number
/// between the largest Left option and the least Right option.
///
/// # Constraints
/// Every play ends; at every position each Left option is below each Right option (else the
/// game is not a number). The search recurses once per move of a play (plays of a few thousand
/// moves at most).
///
/// # Panics
/// If a position's options do not give a number.
///
/// # Complexity
/// One visit per position reachable from `p`.
///
/// # Example
/// ```
/// use cgt::partizan::{value, Dyadic};
/// use std::collections::HashMap;
/// // Blue-Red Hackenbush string "LR" as a Vec of edges from the ground.
/// let cut = |s: &Vec<bool>, mine: bool| {
///     (0..s.len()).filter(|&i| s[i] == mine).map(|i| s[..i].to_vec()).collect::<Vec<_>>()
/// };
/// let (mut left, mut right) = (|s: &Vec<bool>| cut(s, true), |s: &Vec<bool>| cut(s, false));
/// let v = value(&vec![true, false], &mut left, &mut right, &mut HashMap::new());
/// assert_eq!(v, Dyadic::new(1, 1));
/// ```
pub fn value<P, L, R>(p: &P, left: &mut L, right: &mut R, memo: &mut HashMap<P, Dyadic>) -> Dyadic
where
    P: Clone + Eq + Hash,
    L: FnMut(&P) -> Vec<P>,
    R: FnMut(&P) -> Vec<P>,
{
    if let Some(&v) = memo.get(p) {
        return v;
    }
    let lo = left(p).iter().map(|q| value(q, left, right, memo)).max();
    let hi = right(p).iter().map(|q| value(q, left, right, memo)).min();
    let v = simplest_between(lo, hi);
    memo.insert(p.clone(), v);
    v
}

/// The value of a Blue-Red Hackenbush string, edges listed from the ground (`true`: Left's).
///
/// # Constraints
/// At most 62 edges after the first change of colour.
///
/// # Panics
/// If the string is longer than that.
///
/// # Complexity
/// O(length).
///
/// # Example
/// ```
/// use cgt::partizan::{hackenbush_string, Dyadic};
/// assert_eq!(hackenbush_string(&[true, true, false, true]), Dyadic::new(7, 2)); // 2 - 1/2 + 1/4
/// assert_eq!(hackenbush_string(&[false, true]), Dyadic::new(-1, 1));
/// ```
pub fn hackenbush_string(edges: &[bool]) -> Dyadic {
    let run = edges.iter().take_while(|&&e| e == edges[0]).count();
    let sign = |e: bool| if e { 1 } else { -1 };
    let whole = Dyadic::new(run as i64 * edges.first().map_or(0, |&e| sign(e)), 0);
    (run..edges.len()).fold(whole, |v, i| {
        v.add(Dyadic::new(sign(edges[i]), (i + 1 - run) as u32))
    })
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use itertools::Itertools;

    /// Partizan minimax from the rules: does the player to move (`left` or not) win?
    pub(crate) fn wins<P: Clone + Eq + Hash>(
        p: &P,
        left: bool,
        opts: &dyn Fn(&P, bool) -> Vec<P>,
        memo: &mut HashMap<(P, bool), bool>,
    ) -> bool {
        if let Some(&w) = memo.get(&(p.clone(), left)) {
            return w;
        }
        let w = opts(p, left).iter().any(|q| !wins(q, !left, opts, memo));
        memo.insert((p.clone(), left), w);
        w
    }

    /// The sign of a value must match who wins: Left both ways, Right both ways, or the second.
    pub(crate) fn check_sign<P: Clone + Eq + Hash + std::fmt::Debug>(
        p: &P,
        v: Dyadic,
        opts: &dyn Fn(&P, bool) -> Vec<P>,
    ) {
        let mut memo = HashMap::new();
        let (l, r) = (
            wins(p, true, opts, &mut memo),
            wins(p, false, opts, &mut memo),
        );
        let expect = match v.cmp(&Dyadic::ZERO) {
            Ordering::Greater => (true, false),
            Ordering::Less => (false, true),
            Ordering::Equal => (false, false),
        };
        assert_eq!((l, r), expect, "{:?} has value {:?}", p, v);
    }

    fn string_opts(s: &[bool], left: bool) -> Vec<Vec<bool>> {
        (0..s.len())
            .filter(|&i| s[i] == left)
            .map(|i| s[..i].to_vec())
            .collect()
    }

    #[test]
    fn hackenbush_strings_match_search_and_minimax() {
        let mut memo = HashMap::new();
        for len in 0..=10 {
            for s in (0..len).map(|_| [true, false]).multi_cartesian_product() {
                let v = hackenbush_string(&s);
                let searched = value(
                    &s,
                    &mut |p| string_opts(p, true),
                    &mut |p| string_opts(p, false),
                    &mut memo,
                );
                assert_eq!(v, searched, "{:?}", s);
                check_sign(&s, v, &|p: &Vec<bool>, l| string_opts(p, l));
            }
        }
    }

    #[test]
    fn simplest_matches_birthday_search() {
        // Numbers by birthday: day 0 {0}; day d adds the numbers between / beyond those of day d-1.
        let mut born: Vec<(Dyadic, u32)> = vec![(Dyadic::ZERO, 0)];
        for day in 1..=7 {
            let mut old: Vec<Dyadic> = born.iter().map(|b| b.0).collect();
            old.sort();
            let mut new = vec![
                old[0].add(Dyadic::new(-1, 0)),
                old[old.len() - 1].add(Dyadic::new(1, 0)),
            ];
            for w in old.windows(2) {
                let mid = w[0].add(w[1]);
                new.push(Dyadic::new(mid.num, mid.exp + 1));
            }
            born.extend(new.into_iter().map(|x| (x, day)));
        }
        let mut points: Vec<Option<Dyadic>> =
            born.iter().map(|b| Some(b.0)).filter(|_| true).collect();
        points.push(None);
        for lo in &points {
            for hi in &points {
                if let (Some(l), Some(h)) = (lo, hi) {
                    if l >= h {
                        continue;
                    }
                }
                let inside = |x: Dyadic| lo.map_or(true, |l| l < x) && hi.map_or(true, |h| x < h);
                let first = born.iter().filter(|b| inside(b.0)).min_by_key(|b| b.1);
                if let Some(&(x, day)) = first {
                    if day < 7 {
                        assert_eq!(simplest_between(*lo, *hi), x, "({:?}, {:?})", lo, hi);
                    }
                }
            }
        }
    }

    #[test]
    #[should_panic(expected = "not a number")]
    fn simplest_rejects_crossed_bounds() {
        simplest_between(Some(Dyadic::new(1, 0)), Some(Dyadic::new(1, 0)));
    }
}
