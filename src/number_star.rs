//! # Numbers plus nimbers: partizan values `x + *n`, their sums and outcomes
//!
//! - **Game:** partizan games equal to a dyadic `x` plus a nimber `*n`; their sums.
//! - **Theorem** (Conway): `(x + *n) + (y + *m) = (x + y) + *(n ^ m)`; Left wins `x > 0` whoever
//!   starts, Right `x < 0`; at `x = 0` the first player wins iff `n != 0`.
//! - **Complexity:** sums, outcomes O(1); [`from_options`] O(k log k) for k options.
//! - **Problems:** none on a judge that takes Rust (cf-1704f's strips are hot: `BRBB` = `{0|-1}`).
//! - **Status:** = minimax: sums of <= 3 of 28 values and of stalks; [`from_options`], [`value`],
//!   [`stalk_value`] on 1024 option sets, all stalks <= 5 edges (`None`: no `v` born by day 5).
//!
//! A game whose options are all of this form is a number if some `z` lies between them
//! (simplicity: no Left option `>= z`, no Right option `<= z`), else it is `y + *m` only if its
//! Left and Right stops agree at `y` (the best number parts), and then, by number translation,
//! `G - y = {*a | *b}` over the nimbers of the options at `y`: `*m` if `m = mex a = mex b`.
//! Blue-Red-Green Hackenbush stalks with the green edges on top are of the form.
//!
//! A value is kept as its number part ([`Dyadic`], exact) and its nimber (`u64`). Comparing
//! `x + *n` with `y + *m`: the number parts decide when they differ; with equal ones the values
//! are equal (`n = m`) or confused. No canonical forms are built: in [`value`] an option that is
//! not of the form makes the answer `None` even where it is dominated (`{1, up-star | }` is 2),
//! so `None` from [`value`] means "not of the form, or not seen to be".
//!
//! References: Conway, *On Numbers and Games*, ch. 7-8; Berlekamp, Conway, Guy, *Winning Ways*,
//! ch. 2 (Hackenbush Hotchpotch); Siegel, *Combinatorial Game Theory*, II.3-II.4.

use crate::partizan::{hackenbush_string, simplest_between, Dyadic};
use std::cmp::Ordering;
use std::collections::HashMap;
use std::hash::Hash;
use std::ops::{Add, Neg};

/// A value `x + *n`: a dyadic number plus a nimber.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NumberStar {
    /// The number part.
    pub x: Dyadic,
    /// The nimber part.
    pub n: u64,
}

/// Who wins a game: Left whoever starts, Right whoever starts, the first or the second player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Left,
    Right,
    First,
    Second,
}

impl Outcome {
    /// Does the first player win, Left when `left_starts`, else Right?
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use cgt::number_star::Outcome;
    /// assert!(Outcome::First.first_player_wins(false));
    /// assert!(Outcome::Left.first_player_wins(true) && !Outcome::Left.first_player_wins(false));
    /// ```
    pub fn first_player_wins(self, left_starts: bool) -> bool {
        match self {
            Outcome::Left => left_starts,
            Outcome::Right => !left_starts,
            Outcome::First => true,
            Outcome::Second => false,
        }
    }
}

impl NumberStar {
    /// `x + *n`.
    ///
    /// # Example
    /// ```
    /// use cgt::number_star::NumberStar;
    /// use cgt::partizan::Dyadic;
    /// let v = NumberStar::new(Dyadic::new(1, 1), 3); // 1/2 + *3
    /// assert_eq!((v.x, v.n), (Dyadic::new(1, 1), 3));
    /// ```
    pub fn new(x: Dyadic, n: u64) -> Self {
        NumberStar { x, n }
    }

    /// The outcome of a game of this value: the sign of `x`, or at `x = 0` whether `n != 0`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use cgt::number_star::{NumberStar, Outcome};
    /// use cgt::partizan::Dyadic;
    /// assert_eq!(NumberStar::new(Dyadic::new(-1, 2), 5).outcome(), Outcome::Right);
    /// assert_eq!(NumberStar::new(Dyadic::ZERO, 5).outcome(), Outcome::First);
    /// assert_eq!(NumberStar::new(Dyadic::ZERO, 0).outcome(), Outcome::Second);
    /// ```
    pub fn outcome(self) -> Outcome {
        match self.x.cmp(&Dyadic::ZERO) {
            Ordering::Greater => Outcome::Left,
            Ordering::Less => Outcome::Right,
            Ordering::Equal if self.n != 0 => Outcome::First,
            Ordering::Equal => Outcome::Second,
        }
    }

    /// The order of two values: `None` when they are confused (equal number parts, different
    /// nimbers).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use cgt::number_star::NumberStar;
    /// use cgt::partizan::Dyadic;
    /// use std::cmp::Ordering;
    /// let v = |n, e, s| NumberStar::new(Dyadic::new(n, e), s);
    /// assert_eq!(v(1, 1, 7).compare(v(1, 0, 0)), Some(Ordering::Less)); // 1/2* 7 < 1
    /// assert_eq!(v(1, 0, 1).compare(v(1, 0, 0)), None); // 1* is confused with 1
    /// ```
    pub fn compare(self, other: NumberStar) -> Option<Ordering> {
        match self.x.cmp(&other.x) {
            Ordering::Equal if self.n != other.n => None,
            o => Some(o),
        }
    }
}

/// The exact sum: number parts add, nimbers XOR.
///
/// # Panics
/// If the number part overflows (see [`Dyadic`]).
///
/// # Example
/// ```
/// use cgt::number_star::NumberStar;
/// use cgt::partizan::Dyadic;
/// let a = NumberStar::new(Dyadic::new(1, 1), 3);
/// let b = NumberStar::new(Dyadic::new(-1, 1), 1);
/// assert_eq!(a + b, NumberStar::new(Dyadic::ZERO, 2));
/// assert_eq!(a + -a, NumberStar::new(Dyadic::ZERO, 0));
/// ```
impl Add for NumberStar {
    type Output = NumberStar;
    fn add(self, other: NumberStar) -> NumberStar {
        NumberStar::new(self.x + other.x, self.n ^ other.n)
    }
}

impl Neg for NumberStar {
    type Output = NumberStar;
    fn neg(self) -> NumberStar {
        NumberStar::new(-self.x, self.n)
    }
}

/// The outcome of the sum of `parts` (the empty sum is 0: the second player wins).
///
/// # Constraints
/// The number parts' sum fits a [`Dyadic`].
///
/// # Panics
/// If it overflows.
///
/// # Complexity
/// O(parts).
///
/// # Example
/// ```
/// use cgt::number_star::{sum_outcome, NumberStar, Outcome};
/// use cgt::partizan::Dyadic;
/// let v = |n, e, s| NumberStar::new(Dyadic::new(n, e), s);
/// // 1/2* + (-1/2)*2 + *3 = 0: the second player wins.
/// assert_eq!(sum_outcome(&[v(1, 1, 1), v(-1, 1, 2), v(0, 0, 3)]), Outcome::Second);
/// assert_eq!(sum_outcome(&[v(1, 1, 1), v(-1, 1, 2)]), Outcome::First);
/// ```
pub fn sum_outcome(parts: &[NumberStar]) -> Outcome {
    parts
        .iter()
        .fold(NumberStar::new(Dyadic::ZERO, 0), |s, &p| s + p)
        .outcome()
}

/// Day on which `d` is born: `|d|` for an integer, else `floor(|d|) + 1 + exp`.
fn birthday(d: Dyadic) -> u64 {
    let whole = (d.scaled(d.exp).unsigned_abs() >> d.exp) as u64;
    whole + u64::from(d.exp > 0) + u64::from(d.exp)
}

/// The simplest number in the interval from `lo` to `hi` (`None`: no bound; `true`: the bound
/// belongs to the interval), if it is not empty.
fn simplest_in(lo: Option<(Dyadic, bool)>, hi: Option<(Dyadic, bool)>) -> Option<Dyadic> {
    if let (Some((l, lc)), Some((h, hc))) = (lo, hi) {
        if l >= h {
            return (l == h && lc && hc).then_some(l);
        }
    }
    let inner = simplest_between(lo.map(|e| e.0), hi.map(|e| e.0));
    let closed = [lo, hi].into_iter().flatten().filter(|e| e.1).map(|e| e.0);
    Some(closed.fold(inner, |best, c| {
        if birthday(c) < birthday(best) {
            c
        } else {
            best
        }
    }))
}

/// The value of the game `{ left | right }` whose options have the given values, if it is of
/// the form `x + *n`; `None` when it is not.
///
/// # Constraints
/// None beyond [`Dyadic`]'s range.
///
/// # Panics
/// Only if a number part overflows.
///
/// # Complexity
/// O(k log k) for k options.
///
/// # Example
/// ```
/// use cgt::number_star::{from_options, NumberStar};
/// use cgt::partizan::Dyadic;
/// let v = |n, e, s| NumberStar::new(Dyadic::new(n, e), s);
/// assert_eq!(from_options(&[v(0, 0, 0)], &[v(0, 0, 0)]), Some(v(0, 0, 1))); // {0 | 0} = *
/// assert_eq!(from_options(&[v(0, 0, 1)], &[v(0, 0, 1)]), Some(v(0, 0, 0))); // {* | *} = 0
/// assert_eq!(from_options(&[v(0, 0, 0), v(1, 0, 0)], &[v(1, 0, 0)]), Some(v(1, 0, 1)));
/// assert_eq!(from_options(&[v(0, 0, 0)], &[v(0, 0, 1)]), None); // {0 | *} = up
/// assert_eq!(from_options(&[v(1, 0, 0)], &[v(-1, 0, 0)]), None); // a switch
/// ```
pub fn from_options(left: &[NumberStar], right: &[NumberStar]) -> Option<NumberStar> {
    // Simplicity: numbers z with no Left option >= z and no Right option <= z. `x + *n >= z` iff
    // `x > z`, or `x = z` and `n = 0`; so z >= x (z > x when n = 0), and mirrored on the right.
    // The tightest end: the largest x on the left, the least on the right, open before closed.
    let lo = left
        .iter()
        .map(|o| (o.x, o.n != 0))
        .max_by(|p, q| p.0.cmp(&q.0).then(q.1.cmp(&p.1)));
    let hi = right
        .iter()
        .map(|o| (o.x, o.n != 0))
        .min_by(|p, q| p.0.cmp(&q.0).then(p.1.cmp(&q.1)));
    if let Some(z) = simplest_in(lo, hi) {
        return Some(NumberStar::new(z, 0));
    }
    // Not a number: the stops are max x over Left options and min x over Right options; equal
    // ones y give G - y = { *a (a: Left options at y) | *b (b: Right options at y) }.
    let y = left.iter().map(|o| o.x).max()?;
    if right.iter().map(|o| o.x).min()? != y {
        return None;
    }
    // {*a | *b} + *j: Left, first, wins iff j is in a or Right, first, loses some + *i with
    // i < j (mirrored for Right); both lose only at j = mex(a) = mex(b).
    let mex = |opts: &[NumberStar]| {
        let mut v: Vec<u64> = opts.iter().filter(|o| o.x == y).map(|o| o.n).collect();
        v.sort_unstable();
        v.dedup();
        v.iter().zip(0..).take_while(|&(&a, b)| a == b).count() as u64
    };
    let m = mex(left);
    (m == mex(right)).then(|| NumberStar::new(y, m))
}

/// The value of a partizan game at `p` by memoised search, if it is of the form `x + *n`
/// ([`from_options`] at every position); `None` when a position reached is not (see the module
/// notes: an option not of the form gives `None` even where it is dominated).
///
/// # Constraints
/// Every play ends. The search recurses once per move of a play (plays of a few thousand moves
/// at most).
///
/// # Panics
/// Only if a number part overflows.
///
/// # Complexity
/// One visit per position reachable from `p`, each O(k log k) for its k options.
///
/// # Example
/// ```
/// use cgt::number_star::{value, NumberStar};
/// use cgt::partizan::Dyadic;
/// use std::collections::HashMap;
/// // A heap of n tokens: either player takes 1 or 2 (a Nim-like heap), and Left may also
/// // take 3 when n = 3.
/// let mut left = |&n: &u32| {
///     let mut v: Vec<u32> = (1..=2).filter(|&k| k <= n).map(|k| n - k).collect();
///     v.extend((n == 3).then(|| 0));
///     v
/// };
/// let mut right = |&n: &u32| (1..=2).filter(|&k| k <= n).map(|k| n - k).collect::<Vec<u32>>();
/// let mut memo = HashMap::new();
/// assert_eq!(value(&2, &mut left, &mut right, &mut memo), Some(NumberStar::new(Dyadic::ZERO, 2)));
/// assert_eq!(value(&3, &mut left, &mut right, &mut memo), None); // {0, *, *2 | *, *2}
/// ```
pub fn value<P, L, R>(
    p: &P,
    left: &mut L,
    right: &mut R,
    memo: &mut HashMap<P, Option<NumberStar>>,
) -> Option<NumberStar>
where
    P: Clone + Eq + Hash,
    L: FnMut(&P) -> Vec<P>,
    R: FnMut(&P) -> Vec<P>,
{
    if let Some(&v) = memo.get(p) {
        return v;
    }
    let lo: Option<Vec<NumberStar>> = left(p)
        .iter()
        .map(|q| value(q, left, right, memo))
        .collect();
    let hi: Option<Vec<NumberStar>> = right(p)
        .iter()
        .map(|q| value(q, left, right, memo))
        .collect();
    let v = match (lo, hi) {
        (Some(l), Some(r)) => from_options(&l, &r),
        _ => None,
    };
    memo.insert(p.clone(), v);
    v
}

/// An edge of a Blue-Red-Green Hackenbush stalk: Left cuts blue, Right red, either green.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Edge {
    Blue,
    Red,
    Green,
}

/// The value of a Blue-Red-Green Hackenbush stalk (edges listed from the ground) whose green
/// edges are all on top: its blue-red string's value ([`crate::partizan::hackenbush_string`])
/// plus `*greens`. `None` when a green edge lies below a blue or red one: no such stalk of
/// <= 5 edges is of the form `x + *n` (minimax; `Green, Blue` is up-star), not proved beyond.
///
/// # Constraints
/// At most 62 edges after the first change of colour.
///
/// # Panics
/// If the string is longer than that.
///
/// # Complexity
/// O(len).
///
/// # Example
/// ```
/// use cgt::number_star::{stalk_value, Edge::*, NumberStar};
/// use cgt::partizan::Dyadic;
/// let v = |n, e, s| Some(NumberStar::new(Dyadic::new(n, e), s));
/// assert_eq!(stalk_value(&[Blue, Red, Green, Green]), v(1, 1, 2)); // 1/2 + *2
/// assert_eq!(stalk_value(&[Red, Green]), v(-1, 0, 1));
/// assert_eq!(stalk_value(&[Green, Blue]), None); // up-star
/// ```
pub fn stalk_value(edges: &[Edge]) -> Option<NumberStar> {
    let coloured = edges.iter().take_while(|&&e| e != Edge::Green).count();
    if edges[coloured..].iter().any(|&e| e != Edge::Green) {
        return None;
    }
    let string: Vec<bool> = edges[..coloured].iter().map(|&e| e == Edge::Blue).collect();
    let greens = (edges.len() - coloured) as u64;
    Some(NumberStar::new(hackenbush_string(&string), greens))
}

#[cfg(test)]
mod tests {
    use super::Edge::*;
    use super::*;
    use itertools::Itertools;

    /// Game trees from the rules: node `i` has Left options `left[i]`, Right options `right[i]`.
    #[derive(Default)]
    struct Arena {
        left: Vec<Vec<usize>>,
        right: Vec<Vec<usize>>,
        stalks: HashMap<Vec<Edge>, usize>,
        numbers: HashMap<(Dyadic, u64), usize>,
        wins: HashMap<(Vec<usize>, bool), bool>,
        pair_wins: HashMap<(usize, usize, bool), bool>,
    }

    impl Arena {
        fn node(&mut self, l: Vec<usize>, r: Vec<usize>) -> usize {
            self.left.push(l);
            self.right.push(r);
            self.left.len() - 1
        }

        /// A stalk: cutting edge `i` leaves the prefix `..i`.
        fn stalk(&mut self, s: &[Edge]) -> usize {
            if let Some(&i) = self.stalks.get(s) {
                return i;
            }
            let cut = |a: &mut Arena, mine: Edge| -> Vec<usize> {
                (0..s.len())
                    .filter(|&i| s[i] == mine || s[i] == Green)
                    .map(|i| a.stalk(&s[..i]))
                    .collect()
            };
            let (l, r) = (cut(self, Blue), cut(self, Red));
            let i = self.node(l, r);
            self.stalks.insert(s.to_vec(), i);
            i
        }

        /// `x + *n` from the definitions: an integer `k > 0` is `{k - 1 | }`, `p / 2^e` is
        /// `{(p - 1) / 2^e | (p + 1) / 2^e}`, `*n` is `{*j | *j}` for `j < n`, and a sum's
        /// options are a move in one part.
        fn number_star(&mut self, x: Dyadic, n: u64) -> usize {
            if let Some(&i) = self.numbers.get(&(x, n)) {
                return i;
            }
            let (num, e) = (x.scaled(x.exp) as i64, x.exp);
            let (xl, xr) = match (e, num) {
                (0, 0) => (None, None),
                (0, k) if k > 0 => (Some(Dyadic::new(k - 1, 0)), None),
                (0, k) => (None, Some(Dyadic::new(k + 1, 0))),
                _ => (Some(Dyadic::new(num - 1, e)), Some(Dyadic::new(num + 1, e))),
            };
            let stars: Vec<usize> = (0..n).map(|j| self.number_star(x, j)).collect();
            let mut l: Vec<usize> = xl.map(|y| self.number_star(y, n)).into_iter().collect();
            let mut r: Vec<usize> = xr.map(|y| self.number_star(y, n)).into_iter().collect();
            l.extend(&stars);
            r.extend(&stars);
            let i = self.node(l, r);
            self.numbers.insert((x, n), i);
            i
        }

        /// Partizan minimax of the sum of `parts`: does the player to move (Left or not) win?
        fn first_wins(&mut self, parts: &[usize], left: bool) -> bool {
            let mut key = parts.to_vec();
            key.sort_unstable();
            if let Some(&w) = self.wins.get(&(key.clone(), left)) {
                return w;
            }
            let mut w = false;
            'out: for (k, &p) in key.iter().enumerate() {
                let opts = if left { &self.left[p] } else { &self.right[p] }.clone();
                for q in opts {
                    let mut next = key.clone();
                    next[k] = q;
                    if !self.first_wins(&next, !left) {
                        w = true;
                        break 'out;
                    }
                }
            }
            self.wins.insert((key, left), w);
            w
        }

        fn outcome(&mut self, parts: &[usize]) -> Outcome {
            match (self.first_wins(parts, true), self.first_wins(parts, false)) {
                (true, true) => Outcome::First,
                (true, false) => Outcome::Left,
                (false, true) => Outcome::Right,
                (false, false) => Outcome::Second,
            }
        }

        /// [`Arena::first_wins`] for a sum of two, with a cheaper memo.
        fn pair_first_wins(&mut self, p: usize, q: usize, left: bool) -> bool {
            let (p, q) = (p.min(q), p.max(q));
            if let Some(&w) = self.pair_wins.get(&(p, q, left)) {
                return w;
            }
            let opts = |a: &Arena, i: usize| if left { &a.left[i] } else { &a.right[i] }.clone();
            let w = opts(self, p)
                .into_iter()
                .any(|o| !self.pair_first_wins(o, q, !left))
                || opts(self, q)
                    .into_iter()
                    .any(|o| !self.pair_first_wins(p, o, !left));
            self.pair_wins.insert((p, q, left), w);
            w
        }

        /// Does the game at `g` equal `v`, i.e. is `g - v` a second-player win?
        fn equals(&mut self, g: usize, v: NumberStar) -> bool {
            let minus = self.number_star(-v.x, v.n);
            !self.pair_first_wins(g, minus, true) && !self.pair_first_wins(g, minus, false)
        }
    }

    /// Every dyadic born by day `days` (`[0]` on day 0; each day adds one beyond each end and
    /// the midpoints).
    fn born_by(days: u32) -> Vec<Dyadic> {
        let mut all = vec![Dyadic::ZERO];
        for _ in 0..days {
            let mut new = vec![
                all[0] + Dyadic::new(-1, 0),
                all[all.len() - 1] + Dyadic::new(1, 0),
            ];
            for w in all.windows(2) {
                let s = w[0] + w[1];
                new.push(Dyadic::new(s.scaled(s.exp) as i64, s.exp + 1));
            }
            all.extend(new);
            all.sort();
        }
        all
    }

    /// Checks a claimed value by minimax: `Some(v)`: `g - v = 0`; `None`: no `x + *n` with `x`
    /// born by day `days` and `n <= days` equals `g` (enough when `g` is born by day `days`).
    fn check_value(a: &mut Arena, g: usize, v: Option<NumberStar>, days: u32, what: &str) {
        match v {
            Some(v) => assert!(a.equals(g, v), "{}: {:?} is not its value", what, v),
            None => {
                for x in born_by(days) {
                    for n in 0..=u64::from(days) {
                        let c = NumberStar::new(x, n);
                        assert!(!a.equals(g, c), "{}: None, but it equals {:?}", what, c);
                    }
                }
            }
        }
    }

    #[test]
    fn birthdays_match_the_days() {
        for d in 0..=5 {
            let earlier = born_by(d.max(1) - 1);
            for x in born_by(d) {
                let day = if d > 0 && earlier.contains(&x) {
                    birthday(x)
                } else {
                    u64::from(d)
                };
                assert_eq!(birthday(x), day, "{:?}", x);
            }
        }
    }

    #[test]
    fn sum_outcomes_match_minimax() {
        let mut a = Arena::default();
        let xs = [(-1, 0), (-1, 1), (-1, 2), (0, 0), (1, 2), (1, 1), (1, 0)];
        let values: Vec<NumberStar> = xs
            .iter()
            .cartesian_product(0..4)
            .map(|(&(num, e), n)| NumberStar::new(Dyadic::new(num, e), n))
            .collect();
        let nodes: Vec<usize> = values.iter().map(|v| a.number_star(v.x, v.n)).collect();
        let mut seen = [0; 4];
        for k in 0..=3 {
            for pick in (0..values.len()).combinations_with_replacement(k) {
                let parts: Vec<NumberStar> = pick.iter().map(|&i| values[i]).collect();
                let game: Vec<usize> = pick.iter().map(|&i| nodes[i]).collect();
                let o = sum_outcome(&parts);
                assert_eq!(o, a.outcome(&game), "{:?}", parts);
                seen[o as usize] += 1;
            }
        }
        assert!(seen.iter().all(|&c| c > 100), "{:?}", seen);
    }

    #[test]
    fn from_options_matches_minimax() {
        let mut a = Arena::default();
        let set: Vec<NumberStar> = [(0, 0, 0), (0, 0, 1), (0, 0, 2), (1, 1, 0), (1, 0, 1)]
            .iter()
            .map(|&(num, e, n)| NumberStar::new(Dyadic::new(num, e), n))
            .collect();
        let nodes: Vec<usize> = set.iter().map(|v| a.number_star(v.x, v.n)).collect();
        let mut counts = [0; 2];
        for lm in 0..1u32 << set.len() {
            for rm in 0..1u32 << set.len() {
                let pick = |m: u32| (0..set.len()).filter(move |&i| m >> i & 1 == 1);
                let l: Vec<NumberStar> = pick(lm).map(|i| set[i]).collect();
                let r: Vec<NumberStar> = pick(rm).map(|i| set[i]).collect();
                let g = a.node(
                    pick(lm).map(|i| nodes[i]).collect(),
                    pick(rm).map(|i| nodes[i]).collect(),
                );
                let v = from_options(&l, &r);
                // Options born by day 2, so the game by day 3: candidates born by day 4 are enough.
                check_value(&mut a, g, v, 4, &format!("{{{:?} | {:?}}}", l, r));
                counts[usize::from(v.is_some())] += 1;
            }
        }
        assert!(counts[1] > 150 && counts[0] > 600, "{:?}", counts);
    }

    #[test]
    fn stalk_values_match_minimax() {
        let (mut a, mut memo) = (Arena::default(), HashMap::new());
        let mut counts = [0; 2];
        for len in 0..=5 {
            for s in (0..len)
                .map(|_| [Blue, Red, Green])
                .multi_cartesian_product()
            {
                let g = a.stalk(&s);
                let v = stalk_value(&s);
                let cut = |p: &Vec<Edge>, mine: Edge| -> Vec<Vec<Edge>> {
                    (0..p.len())
                        .filter(|&i| p[i] == mine || p[i] == Green)
                        .map(|i| p[..i].to_vec())
                        .collect()
                };
                let searched = value(&s, &mut |p| cut(p, Blue), &mut |p| cut(p, Red), &mut memo);
                assert_eq!(v, searched, "{:?}", s);
                check_value(&mut a, g, v, len as u32, &format!("{:?}", s));
                counts[usize::from(v.is_some())] += 1;
            }
        }
        assert!(counts[1] > 100 && counts[0] > 100, "{:?}", counts);
    }

    #[test]
    fn stalk_sums_match_minimax() {
        // Every sum of <= 3 stalks of <= 3 edges, and of 2 stalks of <= 4 edges, of the form.
        let mut a = Arena::default();
        let stalks = |max: usize| -> Vec<(Vec<Edge>, NumberStar)> {
            (0..=max)
                .flat_map(|len| {
                    (0..len)
                        .map(|_| [Blue, Red, Green])
                        .multi_cartesian_product()
                })
                .filter_map(|s| stalk_value(&s).map(|v| (s, v)))
                .collect()
        };
        let mut seen = [0; 4];
        for (max, k) in [(3, 3), (4, 2)] {
            let all = stalks(max);
            for pick in all.iter().combinations_with_replacement(k) {
                let values: Vec<NumberStar> = pick.iter().map(|p| p.1).collect();
                let game: Vec<usize> = pick.iter().map(|p| a.stalk(&p.0)).collect();
                let o = sum_outcome(&values);
                assert_eq!(o, a.outcome(&game), "{:?}", pick);
                seen[o as usize] += 1;
            }
        }
        assert!(seen.iter().all(|&c| c > 90), "{:?}", seen);
    }
}
