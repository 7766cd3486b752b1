//! # Octal periods: proved (Guy–Smith) and observed periods of Grundy sequences
//!
//! - **Theorem** (Guy–Smith 1956): a finite code with largest removal `t` has period `p` from `n0`
//!   if `g(n + p) = g(n)` for `n0 <= n < 2 n0 + p + t` (no splits: `n < max(n0 + t, t + 1)`).
//! - **Complexity:** `find_period` O(N log N) + pairs compared; `search_period` <= 2x the table.
//! - **Problems:** the `cgt-sg` explorer (brings `octal`).
//! - **Status:** both criteria = brute force on 400 sequences; proofs hold 4x further on 60 + 80
//!   codes; Kayles, Dawson's, 0.137, {1, 3, 4}; release: 0.127, 0.56 as published; Lasker's Nim;
//!   signed = unsigned (up or negated) on 3000 random tables; values and saltus beyond `u32`.
//!
//! [`find_period`] checks the criterion on a computed table; [`search_period`] extends a
//! [`SparseGrundy`] table until it holds. A subtraction game with a finite set is the octal game
//! with digit 3 at every `s` (`OctalCode::from_subtraction_set`), so the same criterion proves its
//! (always existing) period; without splits the window `n0 <= n < max(n0 + t, t + 1)` already
//! suffices ([`find_period_without_splits`], used by `search_period` for such codes).
//! [`observed_period`] reports an ordinary or arithmetic period (`g(n + p) = g(n) + s`) seen on
//! any table, without proof; [`observed_signed_period`] the same for values of either sign in
//! `i64` (score games).
//!
//! References: Siegel, *Combinatorial Game Theory*, IV.2 (the periodicity theorem of Guy and
//! Smith, 1956); Berlekamp, Conway, Guy, *Winning Ways*, ch. 4.

use crate::octal::SparseGrundy;

/// A proved period: `g(n + period) = g(n)` for every `n >= preperiod`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Period {
    /// The least `n0` from which the period holds (the last exception is `n0 - 1`).
    pub preperiod: usize,
    /// The least eventual period.
    pub period: usize,
}

/// Proves the periodicity of an octal game with largest removal `t` (any finite code: `t` is
/// [`OctalCode::max_removal`](crate::octal::OctalCode::max_removal)) from its values
/// `g = [g(0), ..., g(N)]`, by the Guy–Smith periodicity theorem: if `g(n + p) = g(n)` for all
/// `n0 <= n < 2 n0 + p + t`, then for all `n >= n0`. (Proof sketch: by induction on `n`, the options of `n + p` and of `n` correspond:
/// a removal leaves `n + p - k` vs `n - k`, and a split `a + b = n + p - k` with `a <= b` has
/// `b - p >= n0`, so `g(b) = g(b - p)`; this needs `n >= 2 n0 + p + t`.) The periods `p` are
/// tried in increasing order; the first one whose last exception `n0 - 1` in the table satisfies
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
/// use cgt::octal::OctalCode;
/// use cgt::octal_period::{find_period, Period};
/// let kayles = OctalCode::parse("0.77").unwrap().grundy_sparse(200);
/// assert_eq!(find_period(&kayles, 2), Some(Period { preperiod: 71, period: 12 }));
/// assert_eq!(find_period(&kayles[..=165], 2), None);
/// ```
pub fn find_period<T: Copy + PartialEq>(g: &[T], t: usize) -> Option<Period> {
    prove_period(g, t, true)
}

/// [`find_period`] for an octal game without splits (every digit 0 to 3, e.g. a subtraction game
/// [`OctalCode::from_subtraction_set`](crate::octal::OctalCode::from_subtraction_set)), where a
/// weaker condition proves periodicity: if `g(n + p) = g(n)` for all
/// `n0 <= n < max(n0 + t, t + 1)`, then for all `n >= n0`. (For `n >= t + 1` every move of `n` and `n + p` removes some `k <= t` and leaves one heap, and
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
/// use cgt::octal::OctalCode;
/// use cgt::octal_period::{find_period_without_splits, Period};
/// // Remove 1, 3 or 4: 0 1 0 1 2 3 2 repeated, proved from g(0..=11) (t = 4, p = 7).
/// let g = OctalCode::from_subtraction_set(&[1, 3, 4]).grundy_sparse(11);
/// assert_eq!(find_period_without_splits(&g, 4), Some(Period { preperiod: 0, period: 7 }));
/// assert_eq!(find_period_without_splits(&g[..=10], 4), None);
/// ```
pub fn find_period_without_splits<T: Copy + PartialEq>(g: &[T], t: usize) -> Option<Period> {
    prove_period(g, t, false)
}

/// The search shared by [`find_period`] (`splits`: Guy–Smith, a period `p` with preperiod `n0` is
/// proved when `2 n0 + 2p + t - 1 <= N`) and [`find_period_without_splits`] (proved when
/// `max(n0 + t, t + 1) - 1 + p <= N`).
fn prove_period<T: Copy + PartialEq>(g: &[T], t: usize, splits: bool) -> Option<Period> {
    // The largest period the table can prove (with n0 = 0), and for each p the largest preperiod.
    let pmax = if splits {
        g.len().saturating_sub(t) / 2
    } else {
        g.len().saturating_sub(t + 1)
    };
    let n0_max = |p: usize| {
        if splits {
            (g.len() - t - 2 * p) / 2
        } else {
            g.len() - t - p
        }
    };
    // (q, i): g(j + q) = g(j) for every j > i, so the same holds for every multiple of q, whose
    // scan may start at i. Kept only for a long stretch of matches (few q qualify), not an array
    // over all p: the proof needs no memory beyond the table.
    let mut tails: Vec<(usize, usize)> = Vec::new();
    for p in 1..=pmax {
        // The last exception of p: the first mismatch from the top.
        let inherited = tails.iter().filter(|t| p % t.0 == 0).map(|t| t.1);
        let top = inherited.fold(g.len() - p - 1, usize::min);
        match (0..=top).rev().find(|&i| g[i] != g[i + p]) {
            Some(i) if i >= n0_max(p) => {
                // Not proved; the multiples of p match above i too.
                if i < top && g.len() - p - i > 64 {
                    tails.push((p, i));
                }
            }
            last => {
                // Proved: period p from n0, so g beyond the table follows from one period.
                let n0 = last.map_or(0, |i| i + 1);
                let at = |j: usize| g[if j < g.len() { j } else { n0 + (j - n0) % p }];
                // Reduce to the least period q | p: if it holds on one whole period from n0, it
                // holds for all n >= n0, and its own exceptions lie below n0 (inside the table).
                let holds = |q: usize| p % q == 0 && (n0..n0 + p).all(|j| at(j) == at(j + q));
                let q = (1..=p).find(|&q| holds(q)).expect("q = p holds");
                let preperiod = (0..n0)
                    .rev()
                    .find(|&i| g[i] != at(i + q))
                    .map_or(0, |i| i + 1);
                return Some(Period {
                    preperiod,
                    period: q,
                });
            }
        }
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
/// let a = cgt::octal_period::observed_period(&g, 3).unwrap();
/// assert_eq!((a.preperiod, a.period, a.saltus), (1, 4, 4));
/// // n mod 6 up to 1000 ends in 0 1 2 3 4: g(n + 1) = g(n) + 1 there, but only over 4 values.
/// let m6: Vec<u32> = (0..=1000).map(|n| n % 6).collect();
/// assert_eq!(cgt::octal_period::observed_period(&m6, 3).unwrap().period, 6);
/// ```
pub fn observed_period<T: Copy + Into<u32>>(g: &[T], repeats: usize) -> Option<ArithmeticPeriod> {
    assert!(repeats >= 1, "observed_period: repeats must be >= 1");
    tail_period(g, repeats, g.len() / 2)
}

/// An observed (not proved) arithmetic periodicity of values of either sign, such as a score
/// game's: `v(n + period) = v(n) + saltus` for every `n >= preperiod` in the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SignedPeriod {
    /// The least `n0` from which the relation holds throughout the table.
    pub preperiod: usize,
    /// The least period found.
    pub period: usize,
    /// The constant change per period, of either sign.
    pub saltus: i64,
}

/// [`observed_period`] for values of any sign and size in `i64` (a score game's values reach
/// `10^12` and more): the least `p` such that `v(n + p) = v(n) + s` for one `s` of either sign,
/// under the same conditions (at least `repeats` whole periods and the last half of the table).
/// A candidate whose saltus leaves `i64` fails.
///
/// # Constraints
/// `repeats >= 1`.
///
/// # Panics
/// If `repeats == 0`.
///
/// # Complexity
/// As [`observed_period`].
///
/// # Example
/// ```
/// use cgt::octal_period::{observed_signed_period, SignedPeriod};
/// let v: Vec<i64> = (0..40).map(|n| if n % 2 == 0 { 0 } else { 1_000_000_000_000 }).collect();
/// let a = observed_signed_period(&v, 3).unwrap();
/// assert_eq!((a.preperiod, a.period, a.saltus), (0, 2, 0));
/// let down: Vec<i64> = (0..40).map(|n| 3_000_000_000_000 - 5 * (n / 2) - n % 2).collect();
/// let want = SignedPeriod { preperiod: 0, period: 2, saltus: -5 };
/// assert_eq!(observed_signed_period(&down, 3), Some(want));
/// ```
pub fn observed_signed_period(v: &[i64], repeats: usize) -> Option<SignedPeriod> {
    assert!(repeats >= 1, "observed_signed_period: repeats must be >= 1");
    let (len, min_stretch) = (v.len(), v.len() / 2);
    (1..)
        .take_while(|&p| (repeats + 1) * p <= len)
        .find_map(|p| {
            let saltus = v[len - 1].checked_sub(v[len - 1 - p])?;
            let last = (0..len - p)
                .rev()
                .find(|&i| v[i].checked_add(saltus) != Some(v[i + p]));
            let preperiod = last.map_or(0, |i| i + 1);
            let stretch = len - p - preperiod;
            let enough = stretch >= repeats * p && stretch >= min_stretch;
            enough.then_some(SignedPeriod {
                preperiod,
                period: p,
                saltus,
            })
        })
}

/// [`observed_period`] with the stretch `N - p - n0 + 1` at least `max(repeats · p, min_stretch)`.
fn tail_period<T: Copy + Into<u32>>(
    g: &[T],
    repeats: usize,
    min_stretch: usize,
) -> Option<ArithmeticPeriod> {
    let (len, at) = (g.len(), |i: usize| -> u32 { g[i].into() });
    // Need N - p - n0 + 1 >= repeats * p with n0 >= 0.
    (1..)
        .take_while(|&p| (repeats + 1) * p <= len)
        .find_map(|p| {
            let saltus = at(len - 1).checked_sub(at(len - 1 - p))?;
            let last = (0..len - p)
                .rev()
                .find(|&i| at(i + p) != at(i).wrapping_add(saltus));
            let preperiod = last.map_or(0, |i| i + 1);
            let stretch = len - p - preperiod;
            let enough = stretch >= repeats * p && stretch >= min_stretch;
            enough.then_some(ArithmeticPeriod {
                preperiod,
                period: p,
                saltus,
            })
        })
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
/// use cgt::octal::{OctalCode, SparseGrundy};
/// use cgt::octal_period::{search_period, Period};
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
        "search_period: limit = {} > 10^8",
        limit
    );
    // The code's largest removal t, and whether it splits heaps.
    let (removals, splits) = (&solver.removals, &solver.splits);
    let t = removals
        .iter()
        .map(|r| r.0)
        .chain(splits.iter().copied())
        .max()
        .unwrap_or(0);
    let splits = !splits.is_empty();
    let mut target = limit.min(1024.max(solver.values().len() - 1));
    loop {
        while solver.values().len() <= target {
            let next = (solver.values().len() + 4095).min(target);
            solver.extend_to(next);
            progress(solver.values().len() - 1, target);
        }
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
    use crate::octal::tests::random_code;
    use crate::octal::OctalCode;
    use crate::rng::XorShift;

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
        let mut rng = XorShift::new(2024);
        for _ in 0..400 {
            let alphabet = 1 + rng.below(4) as u32;
            let pre = rng.below(30) as usize;
            let period = 1 + rng.below(12) as usize;
            let block: Vec<u32> = (0..period)
                .map(|_| rng.below(alphabet as u64) as u32)
                .collect();
            let len = 1 + rng.below(120) as usize;
            let g: Vec<u32> = (0..len)
                .map(|i| {
                    if i < pre {
                        rng.below(alphabet as u64 + 1) as u32
                    } else {
                        block[(i - pre) % period]
                    }
                })
                .collect();
            let t = rng.below(5) as usize;
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
        assert_eq!(find_period::<u32>(&[], 0), None);
        assert_eq!(find_period(&[0], 0), None);
    }

    /// A period proved from a short table holds on the long table `long`, its preperiod is exact
    /// and no smaller period holds on the second half of `long`.
    fn assert_holds(long: &[u32], p: Period, code: &OctalCode) {
        let (n0, per, n) = (p.preperiod, p.period, long.len() - 1);
        assert!((n0..=n - per).all(|i| long[i] == long[i + per]), "{}", code);
        assert!(n0 == 0 || long[n0 - 1] != long[n0 - 1 + per], "{}", code);
        for q in 1..per {
            let differs = (n / 2..=n - q).any(|i| long[i] != long[i + q]);
            assert!(differs, "{} period {} not least", code, per);
        }
    }

    #[test]
    fn proved_periods_hold_far_beyond_the_proof() {
        // Soundness: a period proved from a short table holds on a table four times longer, its
        // preperiod is exact and no smaller period holds on the long tail.
        let mut rng = XorShift::new(5);
        let mut proved = 0;
        for _ in 0..60 {
            let code = random_code(&mut rng, 3);
            let t = code.max_removal();
            let long = code.grundy_sparse(2400);
            if let Some(p) = find_period(&long[..=600], t) {
                proved += 1;
                assert_holds(&long, p, &code);
            }
        }
        assert!(proved >= 20, "only {} codes proved periodic", proved);
    }

    #[test]
    fn proved_subtraction_periods_hold_far_beyond_the_proof() {
        // As above for codes without splits (subtraction sets and digits 1 to 3), proved by the
        // weaker window criterion from g(0..=150).
        let mut rng = XorShift::new(11);
        for round in 0..80 {
            let code = if round % 2 == 0 {
                let set: Vec<usize> = (0..1 + rng.below(4))
                    .map(|_| 1 + rng.below(12) as usize)
                    .collect();
                OctalCode::from_subtraction_set(&set)
            } else {
                let mut c = String::from("0.");
                for _ in 0..1 + rng.below(5) {
                    c.push(std::char::from_digit(rng.below(4) as u32, 8).unwrap());
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
                assert_holds(&long, p, &code);
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
        assert_eq!(observed_period::<u32>(&[], 1), None);
    }

    /// The signed search = the unsigned one on tables it can read (values in `u32`, up and
    /// negated), where the least period of either sign is the least of the two; and it reads
    /// values and saltus far beyond `u32`.
    #[test]
    fn observed_signed_period_matches_the_unsigned_search_and_goes_beyond_u32() {
        let mut rng = crate::rng::XorShift::new(7);
        for _ in 0..3000 {
            let len = 1 + rng.below(60) as usize;
            let (p, pre) = (1 + rng.below(6) as usize, rng.below(12) as usize);
            let s = rng.below(4) as u32;
            let base: Vec<u32> = (0..p + pre).map(|_| rng.below(5) as u32 + 20).collect();
            let g: Vec<u32> = (0..len)
                .map(|n| {
                    if n < pre + p {
                        base[n]
                    } else {
                        base[pre + (n - pre) % p] + s * ((n - pre) / p) as u32
                    }
                })
                .collect();
            let v: Vec<i64> = g.iter().map(|&x| i64::from(x)).collect();
            let neg: Vec<u32> = g.iter().map(|&x| 1000 - x).collect();
            let want = [observed_period(&g, 3), observed_period(&neg, 3)]
                .iter()
                .enumerate()
                .filter_map(|(k, a)| {
                    a.map(|a| SignedPeriod {
                        preperiod: a.preperiod,
                        period: a.period,
                        saltus: if k == 0 {
                            a.saltus as i64
                        } else {
                            -(a.saltus as i64)
                        },
                    })
                })
                .min_by_key(|a| (a.period, a.saltus < 0));
            assert_eq!(observed_signed_period(&v, 3), want, "{:?}", g);
        }
        let big = 3_000_000_000_000i64;
        let v: Vec<i64> = (0..90)
            .map(|n| if n % 3 == 0 { big } else { -big })
            .collect();
        let a = observed_signed_period(&v, 3).unwrap();
        assert_eq!((a.preperiod, a.period, a.saltus), (0, 3, 0));
        let v: Vec<i64> = (0..90).map(|n| i64::MIN + n * big).collect();
        let a = observed_signed_period(&v, 3).unwrap();
        assert_eq!((a.preperiod, a.period, a.saltus), (0, 1, big));
        // The saltus from i64::MIN to i64::MAX leaves i64: no period 1.
        assert_eq!(
            observed_signed_period(&[i64::MIN, i64::MAX, i64::MIN, i64::MAX], 1).map(|a| a.period),
            Some(2)
        );
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
}
