//! Formula search (`cgt-sg explore FILE --find`): from the computed table of start positions
//! (one heap `n`, two heaps `(a, b)`, or starts whose labels are integers or integer tuples or
//! arrays), the smallest formula found that matches every computed start, printed as a
//! `fn conjecture` to append to the scratch file, so that the next run checks it on a larger box.
//!
//! What it tries, in order (pure code, no I/O; `find/enumerate.rs` is the search proper):
//! - parameters with one value at every start, and those the value does not depend on (the same
//!   value wherever the others agree), are named and left out;
//! - Grundy values over several parameters that are the XOR of one-parameter parts
//!   (`g(a, b) = g(a, 0) ^ g(0, b)`, checked at every start): each part is searched alone;
//! - an expression by bottom-up enumeration ([`enumerate::search`]), the smallest first; for two
//!   or more parameters first up to [`BEFORE_PIECES`] nodes, then for two or three the table
//!   reduced to `(x % m, the others)` when the value depends on `x` only through it
//!   ([`reduce`]), then a piecewise expression ([`pieces`]: constant pieces cut off by a menu of
//!   predicates and the rest searched alone, or one split with each side searched, a side
//!   beside one found small as a reduced table, else up to the size limit), then larger
//!   expressions;
//! - for one parameter over a whole range `0..=N`, an ordinary or arithmetic period observed on
//!   the table ([`periodic`]), written with const arrays (tried when no expression of at most 6
//!   nodes fits, or of any size when the period starts after the first quarter of the table;
//!   never an outcome's constant tail);
//! - a formula wrong at a few starts (at most 3 and at most 1% of the table), stated with its
//!   exceptions, which the code lists as `match` arms;
//! - when nothing fits, the closest candidate, checked again on the table in its own parameters.
//! - for Grundy values with no formula, the P-positions alone (a `bool` conjecture: the player to
//!   move wins); for a score game's values, their sign (`v > 0`).
//!
//! Everything is observed on the table, nothing proved, unless the caller proved a one-heap
//! period ([`Request::proved`]): a period table whose period divides it, or an expression that
//! reads `n` only as `n % q` with `q` dividing it, matching the table a whole period past both
//! preperiods, equals the values everywhere; the report says which. The search's order is
//! fixed, so the same table gives the same formula unless the time limit stops it (then it says
//! at which size).

#[path = "find/enumerate.rs"]
mod enumerate;
#[path = "find/expr.rs"]
pub mod expr;
#[path = "find/periodic.rs"]
pub mod periodic;
#[path = "find/pieces.rs"]
mod pieces;
#[path = "find/reduce.rs"]
mod reduce;

use expr::{Expr, Fold, Mode, Names};
use periodic::Periodic;
use std::io::{self, Write};
use std::time::{Duration, Instant};

/// What the table holds.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    Grundy,
    /// Normal-play outcome (1: the player to move wins).
    Outcome,
    /// Misère outcome (1: the player to move wins).
    Misere,
    /// A score game's value `v`.
    Score,
}

/// How `fn conjecture` receives the position.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Shape {
    /// `Pos = u64`, the heaps of the box.
    Heap,
    /// `Pos = (u64, u64)`, the box of two heaps.
    TwoHeaps,
    /// Starts that are integers.
    Scalar,
    /// Starts that are tuples of `k` integers.
    Tuple(usize),
    /// Starts that are arrays or vectors of `k` integers.
    Array(usize),
}

/// The computed starts: their parameters and values (booleans 0/1).
pub struct Table {
    pub shape: Shape,
    pub points: Vec<Vec<i64>>,
    pub values: Vec<i64>,
}

/// The table of a list of `(label, value)` as the driver prints them (`dim` 1: `n`, 2: `a b`,
/// 0: the position as Rust's `Debug` prints it), leaving out the starts without a value; an error
/// message when the labels are not integers, or tuples or arrays of integers of one length.
pub fn table(dim: usize, starts: &[(String, Option<i64>)]) -> Result<Table, String> {
    let mut points = Vec::new();
    let mut values = Vec::new();
    let mut shape = match dim {
        1 => Some(Shape::Heap),
        2 => Some(Shape::TwoHeaps),
        _ => None,
    };
    for (label, value) in starts {
        let v = match value {
            Some(v) => v,
            None => continue,
        };
        let (s, params) = parse_label(dim, label).ok_or_else(|| {
            format!(
                "the start positions are not integers, or tuples or arrays of non-negative integers (e.g. {})",
                label
            )
        })?;
        match shape {
            None => shape = Some(s),
            Some(t) if t != s => {
                return Err(format!(
                    "the start positions do not all have the same shape ({} and others)",
                    label
                ))
            }
            _ => {}
        }
        points.push(params);
        values.push(*v);
    }
    Ok(Table {
        shape: shape.unwrap_or(Shape::Scalar),
        points,
        values,
    })
}

fn parse_label(dim: usize, label: &str) -> Option<(Shape, Vec<i64>)> {
    let ints = |s: &str, sep: &str| -> Option<Vec<i64>> {
        s.split(sep)
            .map(|x| x.trim().parse::<i64>().ok().filter(|&v| v >= 0))
            .collect()
    };
    match dim {
        1 => Some((Shape::Heap, ints(label, " ")?)),
        2 => Some((Shape::TwoHeaps, ints(label, " ")?)),
        _ => {
            let l = label.trim();
            if let Some(inner) = l.strip_prefix('(').and_then(|r| r.strip_suffix(')')) {
                let v = ints(inner.trim_end_matches(','), ",")?;
                Some((Shape::Tuple(v.len()), v))
            } else if let Some(inner) = l.strip_prefix('[').and_then(|r| r.strip_suffix(']')) {
                if inner.trim().is_empty() {
                    return None;
                }
                let v = ints(inner, ",")?;
                Some((Shape::Array(v.len()), v))
            } else {
                Some((
                    Shape::Scalar,
                    vec![l.parse::<i64>().ok().filter(|&v| v >= 0)?],
                ))
            }
        }
    }
}

/// Limits of the search.
pub struct Limits {
    pub seconds: f64,
    /// The largest expression (nodes).
    pub max_size: usize,
}

/// A formula found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Formula {
    Expr(Expr),
    /// A one-parameter periodic table, of parameter `var`.
    Periodic(usize, Periodic),
    /// The XOR of parts, each of a few parameters: (the parameters, a formula of parameters
    /// `0, 1, ...` for them).
    Xor(Vec<(Vec<usize>, Formula)>),
    /// A formula and the points where it is replaced: the parameters the arms match on (those
    /// the value depends on), and each arm's values of them with the value there.
    Except(Box<Formula>, Vec<usize>, Vec<(Vec<i64>, i64)>),
}

impl Formula {
    pub fn eval(&self, mode: Mode, params: &[i64]) -> Option<i64> {
        match self {
            Formula::Expr(e) => e.eval(mode, params),
            Formula::Periodic(var, p) => p.eval(params[*var]),
            Formula::Xor(parts) => parts.iter().try_fold(0, |acc, (vs, f)| {
                let own: Vec<i64> = vs.iter().map(|&v| params[v]).collect();
                Some(acc ^ f.eval(mode, &own)?)
            }),
            Formula::Except(f, on, at) => match at
                .iter()
                .find(|(p, _)| p.iter().zip(on).all(|(x, &v)| params[v] == *x))
            {
                Some((_, v)) => Some(*v),
                None => f.eval(mode, params),
            },
        }
    }

    fn vars(&self, out: &mut Vec<usize>) {
        match self {
            Formula::Expr(e) => e.vars(out),
            Formula::Periodic(v, _) => {
                if !out.contains(v) {
                    out.push(*v)
                }
            }
            Formula::Xor(parts) => parts.iter().flat_map(|(vs, _)| vs).for_each(|v| {
                if !out.contains(v) {
                    out.push(*v)
                }
            }),
            Formula::Except(f, on, _) => {
                f.vars(out);
                for v in on {
                    if !out.contains(v) {
                        out.push(*v)
                    }
                }
            }
        }
    }

    /// The formula on a table of more parameters, of which these are `vars` (parameter `i`
    /// becomes `vars[i]`).
    fn on_vars(&self, vars: &[usize]) -> Formula {
        match self {
            Formula::Expr(e) => Formula::Expr(e.on_vars(vars)),
            Formula::Periodic(v, p) => Formula::Periodic(vars[*v], p.clone()),
            Formula::Xor(parts) => Formula::Xor(
                parts
                    .iter()
                    .map(|(vs, f)| (vs.iter().map(|&v| vars[v]).collect(), f.clone()))
                    .collect(),
            ),
            Formula::Except(f, on, at) => Formula::Except(
                Box::new(f.on_vars(vars)),
                on.iter().map(|&v| vars[v]).collect(),
                at.clone(),
            ),
        }
    }
}

/// The report: its lines (the summary first), and the formula with its code if found.
pub struct Report {
    pub lines: Vec<String>,
    /// The formula found (a predicate, the player to move wins, for outcomes and for the
    /// P-positions of Grundy values that have no formula). Read by the tests
    /// (tools/tests/find.rs), which evaluate it on larger ranges.
    #[allow(dead_code)]
    pub formula: Option<Formula>,
    pub code: Option<String>,
    #[allow(dead_code)]
    pub mode: Mode,
}

/// The parameters' names: `n`; `a, b`; `a, b, c, ...` (`x0, x1, ...` beyond 8).
fn var_names(shape: Shape, dims: usize) -> Vec<String> {
    match shape {
        Shape::Heap | Shape::Scalar => vec!["n".to_string()],
        _ if dims <= 8 => (0..dims)
            .map(|i| ((b'a' + i as u8) as char).to_string())
            .collect(),
        _ => (0..dims).map(|i| format!("x{}", i)).collect(),
    }
}

fn fold_name(f: Fold) -> &'static str {
    match f {
        Fold::Xor => "xor_all",
        Fold::Sum => "sum_all",
        Fold::Min => "min_all",
        Fold::Max => "max_all",
    }
}

/// The starts as people read them: `n = 7` (the parameter's name), `(3, 5)`, `[1, 2]`.
fn show_point(shape: Shape, names: &[String], p: &[i64]) -> String {
    let list = p
        .iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(", ");
    match shape {
        Shape::Heap | Shape::Scalar => format!("{} = {}", names[0], list),
        Shape::TwoHeaps | Shape::Tuple(_) => format!("({})", list),
        Shape::Array(_) => format!("[{}]", list),
    }
}

/// Search state shared by the steps.
struct Ctx<'a> {
    kind: Kind,
    mode: Mode,
    limits: &'a Limits,
    start: Instant,
    progress: &'a mut dyn FnMut(&str),
    /// What was searched, for the report when nothing is found.
    searched: Vec<String>,
    /// The candidate right at the most sampled starts so far, in the table's own parameters,
    /// and how many starts of its search it got wrong.
    closest: Option<(Expr, usize, Mode)>,
    /// The table's parameters in terms of those being searched (`None`: the same), so that the
    /// closest candidate is reported on the table; `record` false while searching parts that
    /// are no formula for the whole table (XOR parts, pieces).
    coords: Option<Vec<Expr>>,
    record: bool,
    /// Set while a table is searched in other terms than its own parameters (symmetric ones, a
    /// reduction): no reduction of it.
    no_reduce: bool,
    /// Set while the table of the parameters that matter is searched (a projection): in `i64`
    /// no XOR fold (it would be written out as `^`, which the mode lacks).
    projected: bool,
    /// The fewest points of a smaller table (a reduction, a projection) a formula found was
    /// fitted to.
    fitted_on: Option<usize>,
    /// Where the time limit first stopped a step: its size.
    stopped: Option<usize>,
}

/// How many wrong starts a formula with exceptions may have on a table of `n`.
fn max_exceptions(n: usize) -> usize {
    (n / 100).min(3)
}

const CONSTS: [i64; 6] = [0, 1, 2, 3, 4, 5];

/// Constants for the right operand of `/ % min max`, the digit functions and comparisons.
const WIDE_CONSTS: [i64; 7] = [6, 7, 8, 9, 10, 11, 12];

/// The size up to which expressions for the whole table are tried before piecewise ones.
const BEFORE_PIECES: usize = 6;

/// The largest expression of each side of a split table ([`pieces`]).
const SPLIT_SIZE: usize = 5;

/// A sequence the formula reads only below this argument on the table is reported as weakly
/// supported.
const SMALL_ARGUMENT: i64 = 16;

/// The size up to which expressions are tried before a period observed on the table is taken.
const BEFORE_PERIOD: usize = 6;

impl Ctx<'_> {
    fn deadline(&self, share: f64) -> Instant {
        self.start + Duration::from_secs_f64(self.limits.seconds * share)
    }

    /// Notes that a formula was fitted to a smaller table of `points` points.
    fn fitted(&mut self, points: usize) {
        self.fitted_on = Some(self.fitted_on.map_or(points, |f| f.min(points)));
    }

    /// Sets the coordinates for a table whose parameters are `to` in terms of the current
    /// table's; returns the current ones, to be restored.
    fn within(&mut self, to: &[Expr]) -> Option<Vec<Expr>> {
        let inner = match &self.coords {
            Some(outer) => to.iter().map(|e| e.substitute(outer)).collect(),
            None => to.to_vec(),
        };
        self.coords.replace(inner)
    }

    /// Enumerates expressions over `vars` for `values`.
    #[allow(clippy::too_many_arguments)]
    fn enumerate(
        &mut self,
        points: &[Vec<i64>],
        values: &[i64],
        boolean: bool,
        vars: Vec<usize>,
        folds: Vec<Fold>,
        max_size: usize,
        deadline: Instant,
    ) -> enumerate::Outcome {
        let problem = enumerate::Problem {
            mode: self.mode,
            points,
            values,
            boolean,
            vars,
            folds,
            consts: CONSTS.to_vec(),
            wide_consts: if self.mode.signed {
                Vec::new()
            } else {
                WIDE_CONSTS.to_vec()
            },
            bases: if self.mode.signed {
                Vec::new()
            } else {
                (13..=20).collect()
            },
            sequences: !self.mode.signed,
            max_size,
            max_exceptions: max_exceptions(points.len()),
            deadline,
        };
        let progress = &mut *self.progress;
        let mut tick = |size: usize, candidates: u64, t: Duration| {
            progress(&format!(
                "cgt-sg: formula search: size {}, {} candidates, {:.1} s",
                size,
                candidates,
                t.as_secs_f64()
            ))
        };
        let out = enumerate::search(&problem, &mut tick);
        // The time only when it stopped the search (the output then depends on it anyway).
        let mut what = format!(
            "expressions up to size {} ({} candidates{})",
            out.size_done,
            out.candidates,
            if out.timed_out {
                format!(
                    "; time limit reached at size {} after {:.1} s",
                    out.size_done + 1,
                    out.elapsed.as_secs_f64()
                )
            } else {
                String::new()
            }
        );
        if out.exact.is_none() && !out.timed_out && out.size_done == max_size {
            what.push_str(if max_size < self.limits.max_size {
                ", this step's limit"
            } else {
                ", the size limit"
            });
        }
        if out.timed_out && self.stopped.is_none() {
            self.stopped = Some(out.size_done + 1);
        }
        self.searched.push(what);
        if let Some((e, wrong, _)) = &out.closest {
            if self.record && self.closest.as_ref().map_or(true, |c| *wrong < c.1) {
                let e = match &self.coords {
                    Some(to) => e.fold_out(to.len()).substitute(to),
                    None => e.clone(),
                };
                self.closest = Some((e, *wrong, self.mode));
            }
        }
        out
    }

    /// One parameter (`points[i][var]`, the others ignored): an expression, else an observed
    /// period (when the parameter runs over `0..=N` in order), else one with exceptions.
    fn one_param(
        &mut self,
        points: &[Vec<i64>],
        values: &[i64],
        var: usize,
        boolean: bool,
        deadline: Instant,
    ) -> Option<(Formula, Vec<usize>)> {
        let contiguous = points.iter().enumerate().all(|(i, p)| p[var] == i as i64);
        let mut period = if contiguous && values.len() >= 6 {
            periodic::observe(values)
        } else {
            None
        };
        // A constant tail of an outcome says the P-positions (or N-positions) stop, which a
        // table cannot show: they may thin out and go on (Treblecross's P-positions after 356
        // are 1046, 2502, ...).
        if let Some(p) = period
            .as_ref()
            .filter(|p| boolean && p.saltus == 0 && p.per.iter().all(|&v| v == p.per[0]))
        {
            self.searched.push(format!(
                "no period: wins is {} at every n from {} on, and a constant tail is not taken as a \
                 period (the other outcome may go on beyond the table)",
                p.per[0] != 0,
                p.preperiod()
            ));
            period = None;
        }
        // A period that starts late (its preperiod over a quarter of the table) explains the
        // table less than a formula would: the whole search first, the period's table last.
        let late = period
            .as_ref()
            .map_or(false, |p| p.preperiod() * 4 > values.len());
        let cap = if period.is_some() && !late {
            self.limits.max_size.min(BEFORE_PERIOD)
        } else {
            self.limits.max_size
        };
        let out = self.enumerate(
            points,
            values,
            boolean,
            vec![var],
            Vec::new(),
            cap,
            deadline,
        );
        if let Some(e) = out.exact {
            // A function of `n % l` printed with a method or helper reads better as the period's
            // table (`PERIOD[n % 7]`, not `conjecture_zeckendorf_least(n % 7) % 2 == 1`).
            let printed = e.render(
                self.mode,
                &Names {
                    vars: vec!["n".to_string(); var + 1],
                    folds: Vec::new(),
                },
            );
            let unusual = (printed.contains('.') || printed.contains("conjecture_"))
                && e.period_in(var).map_or(false, |l| l > 1);
            return match period {
                Some(p) if unusual && p.saltus == 0 => {
                    Some((Formula::Periodic(var, p), Vec::new()))
                }
                _ => Some((Formula::Expr(e), Vec::new())),
            };
        }
        match (period, out.with_exceptions) {
            // An expression with no more exceptions than the period's table has values it does
            // not give (n % 3 except at n = 5 and 8, rather than a table of period 3).
            (Some(p), Some((e, wrong))) if wrong.len() <= p.exceptions().len() => {
                Some((Formula::Expr(e), wrong))
            }
            (Some(p), _) => Some((Formula::Periodic(var, p), Vec::new())),
            (None, exc) => exc.map(|(e, wrong)| (Formula::Expr(e), wrong)),
        }
    }

    /// The formula for a table of any number of parameters: with the ones that matter, a sum of
    /// parts, or an expression.
    fn search(
        &mut self,
        points: &[Vec<i64>],
        values: &[i64],
        boolean: bool,
        deadline: Instant,
        notes: &mut Vec<String>,
        names: &[String],
    ) -> Option<(Formula, Vec<usize>)> {
        let dims = points.first().map_or(0, Vec::len);
        if values.iter().all(|&v| v == values[0]) {
            let e = if boolean {
                Expr::Bool(values[0] != 0)
            } else {
                Expr::Const(values[0])
            };
            return Some((Formula::Expr(e), Vec::new()));
        }
        if dims == 1 {
            return self.one_param(points, values, 0, boolean, deadline);
        }
        // A parameter with one value at every start is no parameter of the table: a formula
        // would read it as that constant.
        let fixed: Vec<usize> = (0..dims)
            .filter(|&i| points.iter().all(|p| p[i] == points[0][i]))
            .collect();
        if !fixed.is_empty() {
            notes.push(format!(
                "{} at every start: left out.",
                fixed
                    .iter()
                    .map(|&i| format!("{} = {}", names[i], points[0][i]))
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        }
        let relevant: Vec<usize> = (0..dims)
            .filter(|&i| !fixed.contains(&i) && matters(points, values, i))
            .collect();
        if relevant.len() + fixed.len() < dims {
            let unused: Vec<&str> = (0..dims)
                .filter(|i| !relevant.contains(i) && !fixed.contains(i))
                .map(|i| &names[i][..])
                .collect();
            notes.push(format!(
                "The {} does not depend on {} (equal values wherever the other parameters agree).",
                value_word(self.kind, boolean),
                unused.join(", ")
            ));
        }
        if relevant.len() == 1 {
            // A table of the one parameter that matters.
            let var = relevant[0];
            let mut by: Vec<(i64, i64)> = points
                .iter()
                .map(|p| p[var])
                .zip(values.iter().copied())
                .collect();
            by.sort_unstable();
            by.dedup();
            let pts: Vec<Vec<i64>> = by.iter().map(|&(x, _)| vec![x]).collect();
            let vals: Vec<i64> = by.iter().map(|&(_, v)| v).collect();
            let outer = self.within(&[Expr::Var(var)]);
            let found = self.one_param(&pts, &vals, 0, boolean, deadline);
            self.coords = outer;
            let (f, wrong) = found?;
            let wrong_pts: Vec<Vec<i64>> = wrong.iter().map(|&i| pts[i].clone()).collect();
            let wrong_all: Vec<usize> = (0..points.len())
                .filter(|&i| wrong_pts.iter().any(|w| w[0] == points[i][var]))
                .collect();
            return Some((f.on_vars(&[var]), wrong_all));
        }
        if relevant.len() >= 2 && relevant.len() < dims {
            // The table of the parameters that matter, each point once: folds over them alone,
            // and a formula's exceptions counted as points of them.
            let mut by: Vec<(Vec<i64>, i64)> = points
                .iter()
                .zip(values)
                .map(|(p, &v)| (relevant.iter().map(|&i| p[i]).collect(), v))
                .collect();
            by.sort_unstable();
            by.dedup();
            let (pts, vals): (Vec<Vec<i64>>, Vec<i64>) = by.into_iter().unzip();
            let own: Vec<String> = relevant.iter().map(|&i| names[i].clone()).collect();
            let to: Vec<Expr> = relevant.iter().map(|&i| Expr::Var(i)).collect();
            let (outer, projected) = (self.within(&to), self.projected);
            self.projected = true;
            let found = self.search(&pts, &vals, boolean, deadline, notes, &own);
            self.coords = outer;
            self.projected = projected;
            let (f, wrong) = found?;
            let wrong: Vec<&Vec<i64>> = wrong.iter().map(|&i| &pts[i]).collect();
            let wrong_all = (0..points.len())
                .filter(|&i| {
                    let p: Vec<i64> = relevant.iter().map(|&k| points[i][k]).collect();
                    wrong.contains(&&p)
                })
                .collect();
            self.fitted(pts.len());
            return Some((f.on_vars(&relevant), wrong_all));
        }
        if self.kind == Kind::Grundy && !boolean {
            if let Some(parts) = xor_slices(points, values, &relevant) {
                notes.push(format!(
                    "The values are the XOR of one part per parameter (g = {}, checked at every start).",
                    relevant
                        .iter()
                        .map(|&i| format!("g({})", slice_name(names, dims, i)))
                        .collect::<Vec<_>>()
                        .join(" ^ ")
                ));
                let mut formulas: Vec<(Vec<usize>, Formula)> = Vec::new();
                let mut found: Vec<(Vec<i64>, Formula)> = Vec::new();
                for (var, slice) in parts {
                    let f = match found.iter().find(|(s, _)| agree(s, &slice)) {
                        Some((_, f)) => f.clone(),
                        None => {
                            let pts: Vec<Vec<i64>> =
                                (0..slice.len() as i64).map(|x| vec![x]).collect();
                            self.record = false;
                            let part = self.one_param(&pts, &slice, 0, false, deadline);
                            self.record = true;
                            let (f, wrong) = part?;
                            let f = if wrong.is_empty() {
                                f
                            } else {
                                let at =
                                    wrong.iter().map(|&i| (pts[i].clone(), slice[i])).collect();
                                Formula::Except(Box::new(f), vec![0], at)
                            };
                            found.push((slice.clone(), f.clone()));
                            f
                        }
                    };
                    formulas.push((vec![var], f));
                }
                return Some((Formula::Xor(formulas), Vec::new()));
            }
            if let Some(groups) = xor_groups(points, values, &relevant) {
                return self.xor_of_groups(points, groups, deadline, notes, names);
            }
        }
        if dims == 2 && relevant.len() == 2 && symmetric(points, values) {
            // In symmetric terms: min(a, b), max(a, b) and |a - b|.
            notes.push(format!(
                "The {} is symmetric in {} and {}: searched in terms of their min, max and absolute difference.",
                value_word(self.kind, boolean),
                names[0],
                names[1]
            ));
            let sym: Vec<Vec<i64>> = points
                .iter()
                .map(|p| vec![p[0].min(p[1]), p[0].max(p[1]), (p[0] - p[1]).abs()])
                .collect();
            let (a, b) = (Box::new(Expr::Var(0)), Box::new(Expr::Var(1)));
            let to = vec![
                Expr::Bin(expr::Bin::Min, a.clone(), b.clone()),
                Expr::Bin(expr::Bin::Max, a.clone(), b.clone()),
                Expr::Bin(expr::Bin::AbsDiff, a, b),
            ];
            let (outer, no_reduce) = (self.within(&to), self.no_reduce);
            self.no_reduce = true;
            let found = self.whole_or_pieces(
                &sym,
                values,
                boolean,
                vec![0, 1, 2],
                Vec::new(),
                deadline,
                (names, notes),
            );
            self.coords = outer;
            self.no_reduce = no_reduce;
            return found.map(|(e, w)| (Formula::Expr(e.substitute(&to)), w));
        }
        let folds = if dims >= 3 && relevant.len() == dims {
            let signed = self.mode.signed && self.projected;
            Fold::ALL
                .iter()
                .copied()
                .filter(|&f| !(signed && f == Fold::Xor))
                .collect()
        } else {
            Vec::new()
        };
        self.whole_or_pieces(
            points,
            values,
            boolean,
            relevant,
            folds,
            deadline,
            (names, notes),
        )
        .map(|(e, w)| (Formula::Expr(e), w))
    }

    /// The XOR of the parts of [`xor_groups`]: each part's table searched alone (a part equal to
    /// one searched before gets its formula), in the part's own parameters.
    fn xor_of_groups(
        &mut self,
        points: &[Vec<i64>],
        groups: Vec<Part>,
        deadline: Instant,
        notes: &mut Vec<String>,
        names: &[String],
    ) -> Option<(Formula, Vec<usize>)> {
        let dims = points.first().map_or(0, Vec::len);
        let show = |vs: &[usize]| {
            vs.iter()
                .map(|&v| names[v].clone())
                .collect::<Vec<_>>()
                .join(", ")
        };
        notes.push(format!(
            "The values are the XOR of one part per group of {} parameters (g = {}, checked at every start).",
            groups[0].0.len(),
            groups
                .iter()
                .map(|(vs, _, _)| format!("g({})", show(vs)))
                .collect::<Vec<_>>()
                .join(" ^ ")
        ));
        let mut formulas: Vec<(Vec<usize>, Formula)> = Vec::new();
        // The parts searched so far (their index in `groups`) and their formulas.
        let mut found: Vec<(usize, Formula)> = Vec::new();
        for (k, (vs, pts, vals)) in groups.iter().enumerate() {
            let same = |e: &&(usize, Formula)| groups[e.0].1 == *pts && groups[e.0].2 == *vals;
            let f = match found.iter().find(same) {
                Some((_, f)) => f.clone(),
                None => {
                    let own: Vec<String> = vs.iter().map(|&v| names[v].clone()).collect();
                    self.record = false;
                    let part = self.search(pts, vals, false, deadline, notes, &own);
                    self.record = true;
                    let (f, wrong) = part?;
                    let f = if wrong.is_empty() {
                        f
                    } else {
                        let at = wrong.iter().map(|&i| (pts[i].clone(), vals[i])).collect();
                        let on = (0..pts.first().map_or(0, Vec::len)).collect();
                        Formula::Except(Box::new(f), on, at)
                    };
                    found.push((k, f.clone()));
                    f
                }
            };
            formulas.push((vs.clone(), f));
        }
        debug_assert!(formulas.iter().map(|(vs, _)| vs.len()).sum::<usize>() == dims);
        Some((Formula::Xor(formulas), Vec::new()))
    }

    /// An expression for the whole table of at most [`BEFORE_PIECES`] nodes, else for two
    /// parameters the table reduced to `(x % m(y), y)` ([`reduce`], with two thirds of the time
    /// left), else a piecewise one ([`pieces`], with half the time left), else a larger
    /// expression for the whole table, else one with a few exceptions. `names`: the table's
    /// parameters, for the notes.
    #[allow(clippy::too_many_arguments)]
    fn whole_or_pieces(
        &mut self,
        points: &[Vec<i64>],
        values: &[i64],
        boolean: bool,
        vars: Vec<usize>,
        folds: Vec<Fold>,
        deadline: Instant,
        (names, notes): (&[String], &mut Vec<String>),
    ) -> Option<(Expr, Vec<usize>)> {
        let first = self.limits.max_size.min(BEFORE_PIECES);
        let out = self.enumerate(
            points,
            values,
            boolean,
            vars.clone(),
            folds.clone(),
            first,
            deadline,
        );
        if let Some(e) = out.exact {
            return Some((e, Vec::new()));
        }
        let mut exceptions = out.with_exceptions;
        if !out.timed_out && !self.no_reduce {
            if let Some(e) = self.reduced(points, values, boolean, &vars, deadline, names, notes) {
                return Some((e, Vec::new()));
            }
        }
        if !out.timed_out {
            let record = self.record;
            self.record = false;
            let now = Instant::now();
            let half = now + deadline.saturating_duration_since(now) / 2;
            let piecewise = self.pieces(
                (points, values),
                boolean,
                &vars,
                &folds,
                half,
                (names, notes),
            );
            self.record = record;
            if let Some(e) = piecewise {
                return Some((e, Vec::new()));
            }
            if first < self.limits.max_size {
                let out = self.enumerate(
                    points,
                    values,
                    boolean,
                    vars,
                    folds,
                    self.limits.max_size,
                    deadline,
                );
                if let Some(e) = out.exact {
                    return Some((e, Vec::new()));
                }
                exceptions = exceptions.or(out.with_exceptions);
            }
        }
        exceptions
    }

    /// The table reduced to `(x % m(y), y)` ([`reduce::best`]) searched with two thirds of the
    /// time left (no further reduction: a value read through `x % m` is the likelier route), the formula in the table's parameters; `None` without a
    /// reduction or a formula of the reduced table. The steps it searched are reported as one.
    #[allow(clippy::too_many_arguments)]
    fn reduced(
        &mut self,
        points: &[Vec<i64>],
        values: &[i64],
        boolean: bool,
        vars: &[usize],
        deadline: Instant,
        names: &[String],
        notes: &mut Vec<String>,
    ) -> Option<Expr> {
        let red = reduce::best(vars, points, values)?;
        let k = red.rest.len() + 1;
        let to: Vec<Expr> = std::iter::once(red.term.clone())
            .chain(red.rest.iter().map(|&r| Expr::Var(r)))
            .collect();
        let show = red.term.render(
            self.mode,
            &Names {
                vars: names.to_vec(),
                folds: fold_names(),
            },
        );
        let rest: Vec<String> = red.rest.iter().map(|&r| names[r].clone()).collect();
        let own: Vec<String> = std::iter::once(format!("({})", show))
            .chain(rest.iter().cloned())
            .collect();
        let now = Instant::now();
        let share = now + deadline.saturating_duration_since(now) * 2 / 3;
        let (record, before) = (self.record, self.searched.len());
        // The reduced table's candidates are no closest candidate for the table; no reduction
        // of the reduction (the coordinates mark it).
        self.record = false;
        let (outer, no_reduce) = (self.within(&to), self.no_reduce);
        self.no_reduce = true;
        let found = self.whole_or_pieces(
            &red.points,
            &red.values,
            boolean,
            (0..k).collect(),
            Vec::new(),
            share,
            (&own, &mut Vec::new()),
        );
        self.coords = outer;
        self.no_reduce = no_reduce;
        self.record = record;
        let table = format!("({}, {})", show, rest.join(", "));
        let steps: Vec<String> = self.searched.drain(before..).collect();
        self.searched.push(format!(
            "as a table of {}, {} points: {}",
            table,
            red.points.len(),
            steps.join("; then ")
        ));
        let e = match found {
            Some((e, wrong)) if wrong.is_empty() => e.substitute(&to),
            _ => return None,
        };
        self.fitted(red.points.len());
        let mode = self.mode;
        assert!(
            points
                .iter()
                .zip(values)
                .all(|(p, &v)| e.eval(mode, p) == Some(v)),
            "a reduced formula wrong on the table"
        );
        let x = match &red.term {
            Expr::Bin(_, x, _) => x.render(
                self.mode,
                &Names {
                    vars: names.to_vec(),
                    folds: Vec::new(),
                },
            ),
            _ => unreachable!("a reduction's term is x % m"),
        };
        notes.push(format!(
            "The {} depends on {} only through {} (equal values wherever it and {} agree): found \
             on the table of {}, {} points.",
            value_word(self.kind, boolean),
            x,
            show,
            rest.join(", "),
            table,
            red.points.len()
        ));
        Some(e)
    }

    /// One side of a split searched up to `size` nodes in the parameters it depends on
    /// ([`side_vars`]); not listed among the steps searched.
    #[allow(clippy::too_many_arguments)]
    fn side(
        &mut self,
        pts: &[Vec<i64>],
        vals: &[i64],
        boolean: bool,
        vars: &[usize],
        folds: &[Fold],
        size: usize,
        deadline: Instant,
    ) -> Option<Expr> {
        let used = side_vars(vars, pts, vals);
        let out = self.enumerate(pts, vals, boolean, used, folds.to_vec(), size, deadline);
        self.searched.pop();
        out.exact
    }

    /// A piecewise expression ([`pieces`]): constant pieces cut off by the menu's predicates and
    /// the rest searched alone; else one split by a predicate, each side searched up to
    /// [`SPLIT_SIZE`] nodes, the smallest in all; else a side not found beside one found searched
    /// as a reduced table ([`reduced`](Ctx::reduced)) or up to the size limit. Every candidate
    /// is checked on the whole table. `names`: the table's parameters, for the notes.
    fn pieces(
        &mut self,
        (points, values): (&[Vec<i64>], &[i64]),
        boolean: bool,
        vars: &[usize],
        folds: &[Fold],
        deadline: Instant,
        (names, notes): (&[String], &mut Vec<String>),
    ) -> Option<Expr> {
        let menu = pieces::menu(vars);
        let mode = self.mode;
        let right = |e: &Expr| {
            points
                .iter()
                .zip(values)
                .all(|(p, &v)| e.eval(mode, p) == Some(v))
        };
        let constant = |v: i64| {
            if boolean {
                Expr::Bool(v != 0)
            } else {
                Expr::Const(v)
            }
        };
        let part = |keep: &[bool]| -> (Vec<Vec<i64>>, Vec<i64>) {
            let idx = (0..points.len()).filter(|&i| keep[i]);
            (
                idx.clone().map(|i| points[i].clone()).collect(),
                idx.map(|i| values[i]).collect(),
            )
        };
        // Constant borders cut off, the rest searched alone.
        let (borders, left) = pieces::borders(&menu, points, values, 3);
        if !borders.is_empty() {
            let (pts, vals) = part(&left);
            let rest = if vals.iter().all(|&v| v == vals[0]) {
                Some(constant(vals[0]))
            } else {
                // Half the time: the rest goes to the splits.
                let now = Instant::now();
                let out = self.enumerate(
                    &pts,
                    &vals,
                    boolean,
                    vars.to_vec(),
                    folds.to_vec(),
                    self.limits.max_size,
                    now + deadline.saturating_duration_since(now) / 2,
                );
                if let Some(last) = self.searched.last_mut() {
                    *last = format!(
                        "with {} constant piece{} cut off, the rest: {}",
                        borders.len(),
                        if borders.len() == 1 { "" } else { "s" },
                        last
                    );
                }
                out.exact
            };
            if let Some(rest) = rest {
                // Without the borders the rest covers anyway: the fewest that are needed (of at
                // most 3, every subset tried; one at a time would depend on their order).
                let k = borders.len();
                let mut kept = borders.clone();
                for mask in 0..1u32 << k {
                    let sub: Vec<pieces::Border> = (0..k)
                        .filter(|&i| mask >> i & 1 == 1)
                        .map(|i| borders[i].clone())
                        .collect();
                    if sub.len() < kept.len() && right(&pieces::chain(&sub, rest.clone(), boolean))
                    {
                        kept = sub;
                    }
                }
                let e = pieces::chain(&kept, rest, boolean);
                assert!(right(&e), "a piecewise formula wrong on the table");
                return Some(e);
            }
        }
        // One split by a predicate of the menu, each side searched up to SPLIT_SIZE nodes: the
        // smallest in all.
        let mut best: Option<Expr> = None;
        // Splits with one side found: the predicate, whether the side found is the true one,
        // its formula and the other side's table.
        let mut halves = Vec::new();
        for p in &menu {
            if Instant::now() >= deadline {
                break;
            }
            let truth = pieces::truth(p, points);
            if truth.iter().all(|&t| t) || truth.iter().all(|&t| !t) {
                continue;
            }
            let mut sides = Vec::new();
            for side in [true, false] {
                let keep: Vec<bool> = truth.iter().map(|&t| t == side).collect();
                let (pts, vals) = part(&keep);
                let budget = best.as_ref().map_or(SPLIT_SIZE, |b| {
                    b.size().saturating_sub(2 + p.size()).min(SPLIT_SIZE)
                });
                if budget == 0 {
                    break;
                }
                let e = if vals.iter().all(|&v| v == vals[0]) {
                    Some(constant(vals[0]))
                } else {
                    self.side(&pts, &vals, boolean, vars, folds, budget, deadline)
                };
                sides.push((e, pts, vals));
            }
            match &mut sides[..] {
                [(Some(a), ..), (Some(b), ..)] => {
                    let e = pieces::split(p.clone(), a.clone(), b.clone());
                    if best.as_ref().map_or(true, |x| e.size() < x.size()) && right(&e) {
                        best = Some(e);
                    }
                }
                [(Some(a), ..), (None, pts, vals)] => halves.push((
                    p,
                    true,
                    a.clone(),
                    std::mem::take(pts),
                    std::mem::take(vals),
                )),
                [(None, pts, vals), (Some(b), ..)] => halves.push((
                    p,
                    false,
                    b.clone(),
                    std::mem::take(pts),
                    std::mem::take(vals),
                )),
                _ => {}
            }
        }
        // Without a split of small sides: a side not found, beside one that was, searched again
        // (half the time left each): first every such side as a reduced table where its value
        // reads a parameter only modulo another (CF 1194D: by `k % 3 == 0`, `n % 3 != 0` on one
        // side, on the other a formula in `n % (k + 1)`), then up to the size limit (CF 1738C:
        // by the parity of the evens, `o % 4 != 2` on one side, `(o + 1) % 4 < 2` on the other).
        // The sides of fewest parameters first (a side that depends on one is searched fast).
        halves.sort_by_key(|h| side_vars(vars, &h.3, &h.4).len());
        for reduce in [true, false] {
            for (p, found_true, found, pts, vals) in &halves {
                if best.is_some() || Instant::now() >= deadline || reduce && self.no_reduce {
                    break;
                }
                let now = Instant::now();
                let half = now + deadline.saturating_duration_since(now) / 2;
                let (before, mut side_notes) = (self.searched.len(), Vec::new());
                let other = if reduce {
                    // In the parameters the side depends on (a reduction in one it ignores
                    // would hold trivially).
                    let used = side_vars(vars, pts, vals);
                    let e = self.reduced(pts, vals, boolean, &used, half, names, &mut side_notes);
                    self.searched.truncate(before);
                    e
                } else {
                    let size = self.limits.max_size;
                    self.side(pts, vals, boolean, vars, folds, size, half)
                };
                let Some(other) = other else { continue };
                let (a, b) = match found_true {
                    true => (found.clone(), other),
                    false => (other, found.clone()),
                };
                let e = pieces::split((*p).clone(), a, b);
                if right(&e) {
                    best = Some(e);
                    // A reduction's note holds on its side only: said so.
                    let pred = match found_true {
                        true => Expr::Not(Box::new((*p).clone())),
                        false => (*p).clone(),
                    };
                    let names = Names {
                        vars: names.to_vec(),
                        folds: fold_names(),
                    };
                    let show = pred.render(self.mode, &names);
                    for n in side_notes {
                        let mut chars = n.chars();
                        let first = chars.next().map(|c| c.to_ascii_lowercase());
                        let rest: String = first.into_iter().chain(chars).collect();
                        notes.push(format!("Where {}: {}", show, rest));
                    }
                }
            }
        }
        if best.is_none() {
            self.searched.push(format!(
                "one split by each of {} predicates (a parameter == 0, == 1, < 2, < 3, even, a multiple of 3; two equal, one less), each side up to size {} (or beside a side found: reduced, or the size limit)",
                menu.len(),
                SPLIT_SIZE
            ));
        }
        best
    }
}

fn slice_name(names: &[String], dims: usize, i: usize) -> String {
    (0..dims)
        .map(|j| {
            if j == i {
                names[i].clone()
            } else {
                "0".to_string()
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// Whether two slices agree where both are defined.
fn agree(a: &[i64], b: &[i64]) -> bool {
    a.iter().zip(b).all(|(x, y)| x == y)
}

/// Whether `v(a, b) = v(b, a)` wherever both are in the table, with at least one such pair.
fn symmetric(points: &[Vec<i64>], values: &[i64]) -> bool {
    let at: std::collections::HashMap<(i64, i64), i64> = points
        .iter()
        .zip(values)
        .map(|(p, &v)| ((p[0], p[1]), v))
        .collect();
    let mut pairs = 0;
    for (&(a, b), &v) in &at {
        if let Some(&w) = at.get(&(b, a)) {
            if w != v {
                return false;
            }
            pairs += usize::from(a != b);
        }
    }
    pairs > 0
}

/// Whether the value depends on parameter `i`: two starts that differ only there with different
/// values (a parameter that never varies with the others fixed counts as mattering).
fn matters(points: &[Vec<i64>], values: &[i64], i: usize) -> bool {
    let mut groups: std::collections::HashMap<Vec<i64>, (i64, bool)> = Default::default();
    let mut varied = false;
    for (p, &v) in points.iter().zip(values) {
        let mut key = p.clone();
        key[i] = 0;
        match groups.get_mut(&key) {
            Some((w, _)) if *w != v => return true,
            Some((_, seen_two)) => {
                *seen_two = true;
                varied = true;
            }
            None => {
                groups.insert(key, (v, false));
            }
        }
    }
    !varied
}

/// A split side's parameters among `vars`: those that vary on it and that its values depend on
/// (all of `vars` if none).
fn side_vars(vars: &[usize], pts: &[Vec<i64>], vals: &[i64]) -> Vec<usize> {
    let used: Vec<usize> = vars
        .iter()
        .copied()
        .filter(|&v| pts.iter().any(|p| p[v] != pts[0][v]) && matters(pts, vals, v))
        .collect();
    if used.is_empty() {
        vars.to_vec()
    } else {
        used
    }
}

/// For Grundy values over several parameters: the slices `g(0, .., x, .., 0)` (one per
/// parameter of `vars`, the others ignored as they do not matter) when every start's value is
/// their XOR and every needed slice value is in the table.
fn xor_slices(
    points: &[Vec<i64>],
    values: &[i64],
    vars: &[usize],
) -> Option<Vec<(usize, Vec<i64>)>> {
    let mut slices: Vec<(usize, Vec<Option<i64>>)> = vars
        .iter()
        .map(|&v| {
            let top = points.iter().map(|p| p[v]).max().unwrap_or(0) as usize;
            (v, vec![None; top + 1])
        })
        .collect();
    for (p, &val) in points.iter().zip(values) {
        for (v, s) in slices.iter_mut() {
            if vars.iter().all(|&u| u == *v || p[u] == 0) {
                s[p[*v] as usize] = Some(val);
            }
        }
    }
    let slices: Vec<(usize, Vec<i64>)> = slices
        .into_iter()
        .map(|(v, s)| Some((v, s.into_iter().collect::<Option<Vec<i64>>>()?)))
        .collect::<Option<_>>()?;
    let all = points
        .iter()
        .zip(values)
        .all(|(p, &val)| slices.iter().fold(0, |acc, (v, s)| acc ^ s[p[*v] as usize]) == val);
    // Only when it says something: at least 2 parts that are not all zero.
    let nonzero = slices
        .iter()
        .filter(|(_, s)| s.iter().any(|&x| x != 0))
        .count();
    (all && nonzero >= 2).then_some(slices)
}

/// For Grundy values over 4 or more parameters that are rows of 2 or 3 (`(a, b, c, d)`: the
/// groups `(a, b)` and `(c, d)`): the parts when every start's value is the XOR of one value per
/// group. Each part is read off the table with the other groups at a reference start `r` of
/// value 0 (the smallest with every start's parts in the table): part(x) = g(x, r elsewhere),
/// so that g = the XOR of the parts wherever it is a sum (then `part(r) = 0` for every group).
fn xor_groups(points: &[Vec<i64>], values: &[i64], vars: &[usize]) -> Option<Vec<Part>> {
    let dims = points.first().map_or(0, Vec::len);
    let k = [2, 3]
        .into_iter()
        .find(|&k| dims % k == 0 && dims >= 2 * k)?;
    if vars.len() != dims {
        return None;
    }
    let at: std::collections::HashMap<&[i64], i64> = points
        .iter()
        .map(|p| &p[..])
        .zip(values.iter().copied())
        .collect();
    let groups: Vec<Vec<usize>> = (0..dims / k)
        .map(|g| (g * k..g * k + k).collect())
        .collect();
    // References: the smallest starts of value 0 (a few of them).
    let mut zeros: Vec<usize> = (0..points.len()).filter(|&i| values[i] == 0).collect();
    zeros.sort_by_key(|&i| (points[i].iter().sum::<i64>(), points[i].clone()));
    'reference: for &z in zeros.iter().take(4) {
        let r = &points[z];
        let part = |g: &[usize], p: &[i64]| -> Option<i64> {
            let mut q = r.clone();
            for &v in g {
                q[v] = p[v];
            }
            at.get(&q[..]).copied()
        };
        for (p, &v) in points.iter().zip(values) {
            let mut x = 0;
            for g in &groups {
                match part(g, p) {
                    Some(y) => x ^= y,
                    None => continue 'reference,
                }
            }
            if x != v {
                return None;
            }
        }
        return Some(
            groups
                .iter()
                .map(|g| {
                    let mut by: Vec<(Vec<i64>, i64)> = points
                        .iter()
                        .map(|p| {
                            let own: Vec<i64> = g.iter().map(|&v| p[v]).collect();
                            (own, part(g, p).expect("checked above"))
                        })
                        .collect();
                    by.sort_unstable();
                    by.dedup();
                    let (pts, vals) = by.into_iter().unzip();
                    (g.clone(), pts, vals)
                })
                .collect(),
        );
    }
    None
}

/// A part of [`xor_groups`]: its parameters, its points in its own parameters, its values.
type Part = (Vec<usize>, Vec<Vec<i64>>, Vec<i64>);

fn value_word(kind: Kind, boolean: bool) -> &'static str {
    match kind {
        Kind::Grundy if boolean => "outcome",
        Kind::Grundy => "Grundy value",
        Kind::Outcome | Kind::Misere => "outcome",
        // The sign formula's table: whether v > 0.
        Kind::Score if boolean => "sign of v",
        Kind::Score => "value",
    }
}

/// Searches a formula for the table; `progress` gets a line every 2 s or so of a long search.
pub fn find(t: &Table, kind: Kind, limits: &Limits, progress: &mut dyn FnMut(&str)) -> Report {
    find_named(t, kind, limits, None, progress)
}

/// [`find`] with the parameters named `names` in the report and the code (`--names n,k`; one
/// per parameter, checked by [`check_names`]) instead of `n` or `a, b, ...`.
pub fn find_named(
    t: &Table,
    kind: Kind,
    limits: &Limits,
    names: Option<&[String]>,
    progress: &mut dyn FnMut(&str),
) -> Report {
    let mode = Mode {
        signed: kind == Kind::Score,
    };
    let mut ctx = Ctx {
        kind,
        mode,
        limits,
        start: Instant::now(),
        progress,
        searched: Vec::new(),
        closest: None,
        stopped: None,
        coords: None,
        record: true,
        no_reduce: false,
        projected: false,
        fitted_on: None,
    };
    let dims = t.points.first().map_or(0, Vec::len);
    let names = match names {
        Some(given) => given.to_vec(),
        None => var_names(t.shape, dims),
    };
    let mut lines = Vec::new();
    let n = t.points.len();
    if n == 0 {
        lines.push("Formula search: no start was computed.".to_string());
        return Report {
            lines,
            formula: None,
            code: None,
            mode,
        };
    }
    let boolean = kind != Kind::Grundy && kind != Kind::Score;
    let mut notes = Vec::new();
    // Grundy values leave a third of the time to the P-positions, a score game's to its sign.
    let share = if boolean { 1.0 } else { 2.0 / 3.0 };
    // Who wins: `g != 0`, `v > 0`.
    let wins_at = |v: i64| i64::from(if kind == Kind::Score { v > 0 } else { v != 0 });
    let first = ctx.search(
        &t.points,
        &t.values,
        boolean,
        ctx.deadline(share),
        &mut notes,
        &names,
    );
    let mut p_only = false;
    let result = match first {
        Some(r) => Some(r),
        None if !boolean => {
            let wins: Vec<i64> = t.values.iter().map(|&v| wins_at(v)).collect();
            p_only = true;
            ctx.fitted_on = None;
            // A score game's sign is a predicate of the (non-negative) parameters: searched in
            // `u64`, with the whole grammar.
            ctx.mode = Mode { signed: false };
            let mut notes2 = Vec::new();
            let r = ctx.search(
                &t.points,
                &wins,
                true,
                ctx.deadline(1.0),
                &mut notes2,
                &names,
            );
            if r.is_some() {
                notes.extend(notes2);
            }
            r
        }
        None => None,
    };
    let mode = ctx.mode;
    let what = match t.shape {
        Shape::Heap => format!(
            "heaps {} = 0..={}",
            names[0],
            t.points.iter().map(|p| p[0]).max().unwrap_or(0)
        ),
        Shape::TwoHeaps => "positions of the box".to_string(),
        _ => "start positions".to_string(),
    };
    let args = names.join(", ");
    let vname = |b: bool| -> String {
        match (kind, b) {
            (Kind::Score, true) => format!("v({}) > 0", args),
            (Kind::Score, _) => format!("v({})", args),
            (_, true) => format!("wins({})", args),
            _ => format!("g({})", args),
        }
    };
    let (formula, wrong) = match result {
        Some(r) => r,
        None => {
            return nothing_found(
                &ctx,
                t,
                kind,
                mode,
                &names,
                lines,
                notes,
                vname(boolean),
                &what,
            )
        }
    };
    let is_bool = boolean || p_only;
    // The exceptions as arms on the parameters the value depends on (one arm a point of them,
    // however many starts share it).
    let fitted: Vec<i64> = if p_only {
        t.values.iter().map(|&v| wins_at(v)).collect()
    } else {
        t.values.clone()
    };
    let on: Vec<usize> = (0..dims)
        .filter(|&i| {
            t.points.iter().any(|p| p[i] != t.points[0][i]) && matters(&t.points, &fitted, i)
        })
        .collect();
    let mut arms: Vec<(Vec<i64>, i64)> = wrong
        .iter()
        .map(|&i| (on.iter().map(|&k| t.points[i][k]).collect(), fitted[i]))
        .collect();
    arms.sort_unstable();
    arms.dedup();
    let formula = if arms.is_empty() {
        formula
    } else {
        Formula::Except(Box::new(formula), on, arms)
    };
    // The formula as printed, checked once more at every start (its exceptions included).
    let truth = |i: usize| {
        if p_only {
            wins_at(t.values[i])
        } else {
            t.values[i]
        }
    };
    let wrong = (0..n)
        .filter(|&i| formula.eval(mode, &t.points[i]) != Some(truth(i)))
        .count();
    assert_eq!(wrong, 0, "the formula found is wrong at {} starts", wrong);
    let short = describe(&formula, mode, &names, is_bool);
    let mut summary = format!(
        "Formula search: {} = {} at all {} computed {}",
        vname(is_bool),
        short,
        n,
        what
    );
    if p_only {
        // Two lines, so that the answer to another question does not read as the one asked.
        lines.push(format!(
            "Formula search: no formula for {} found.",
            vname(false)
        ));
        summary = format!(
            "Instead, {}: {} = {} at all {} computed {}",
            if kind == Kind::Score {
                "its sign, whether the player to move gets more"
            } else {
                "the P-positions"
            },
            vname(true),
            short,
            n,
            what
        );
    }
    summary.push_str(" (observed, not proved).");
    lines.push(summary);
    if p_only {
        lines.push(searched(&ctx));
    }
    if n < 100 {
        lines.push(format!(
            "Only {} starts: a formula fitted to so few often fails beyond them; search a larger \
             table first (--box, --observe, more starts).",
            n
        ));
    } else if let Some(k) = ctx.fitted_on.filter(|&k| k < 100) {
        lines.push(format!(
            "Fitted to {} distinct points (the starts reduced, as the notes below say): a \
             formula fitted to so few often fails beyond them; search a larger table first.",
            k
        ));
    }
    // A sequence read only at small arguments fits many patterns by chance (the parity of
    // floor(q·φ)'s ones is q % 2 up to q = 9).
    let mut seqs = Vec::new();
    match &formula {
        Formula::Expr(e) => e.sequences(&mut seqs),
        Formula::Except(f, ..) => {
            if let Formula::Expr(e) = &**f {
                e.sequences(&mut seqs)
            }
        }
        _ => {}
    }
    for (what, arg) in seqs {
        let top = t.points.iter().filter_map(|p| arg.eval(mode, p)).max();
        if let Some(top) = top.filter(|&m| m < SMALL_ARGUMENT) {
            lines.push(format!(
                "The formula reads {} only at arguments up to {} on this table, where a sequence \
                 often matches another rule by chance: check it on a larger box before trusting \
                 it.",
                what, top
            ));
        }
    }
    if let Some(size) = ctx.stopped {
        lines.push(format!(
            "The time limit stopped a step of the search at size {} (the steps share \
             --find-seconds {}): with more time a smaller formula, or one without exceptions, \
             may be found.",
            size, ctx.limits.seconds
        ));
    }
    lines.extend(notes);
    let code = render_fn(&formula, t.shape, &names, mode, is_bool);
    Report {
        lines,
        formula: Some(formula),
        code: Some(code),
        mode,
    }
}

/// The report when nothing is found: what was searched, the closest candidate and its first
/// counterexample.
#[allow(clippy::too_many_arguments)]
fn nothing_found(
    ctx: &Ctx,
    t: &Table,
    kind: Kind,
    mode: Mode,
    names: &[String],
    mut lines: Vec<String>,
    notes: Vec<String>,
    value_name: String,
    what: &str,
) -> Report {
    let n = t.points.len();
    let mut line = format!(
        "Formula search: nothing found for {} on the {} computed {}.",
        value_name, n, what
    );
    if let Some((e, _, mode)) = &ctx.closest {
        let mode = *mode;
        let bool_expr = matches!(
            e,
            Expr::Cmp(..) | Expr::Pred(..) | Expr::Not(_) | Expr::And(..) | Expr::Or(..)
        );
        // No code follows, so a fold is written out (`a.min(b).min(c)`, not `min_all`).
        let all = |sep: &str| format!("({})", names.join(sep));
        let chain = |m: &str| {
            names[1..]
                .iter()
                .fold(names[0].clone(), |acc, x| format!("{}.{}({})", acc, m, x))
        };
        let folds = vec![
            (Fold::Xor, all(" ^ ")),
            (Fold::Sum, all(" + ")),
            (Fold::Min, chain("min")),
            (Fold::Max, chain("max")),
        ];
        let shown = e.render(
            mode,
            &Names {
                vars: names.to_vec(),
                folds,
            },
        );
        // Checked again at every start of the table, in its own parameters.
        let truth = |i: usize| {
            let v = t.values[i];
            match kind {
                Kind::Grundy if bool_expr => i64::from(v != 0),
                Kind::Score if bool_expr => i64::from(v > 0),
                _ => v,
            }
        };
        let wrong: Vec<usize> = (0..n)
            .filter(|&i| e.eval(mode, &t.points[i]) != Some(truth(i)))
            .collect();
        let show = |v: Option<i64>| match v {
            None => "undefined".to_string(),
            Some(x) if bool_expr => (x != 0).to_string(),
            Some(x) => x.to_string(),
        };
        // The most common value as a constant, the baseline a closest candidate must beat.
        let mut counts = std::collections::BTreeMap::new();
        (0..n).for_each(|i| *counts.entry(truth(i)).or_insert(0) += 1);
        let (common, most) = counts
            .into_iter()
            .max_by_key(|&(v, c)| (c, -v))
            .unwrap_or((0, 0));
        let of = match kind {
            Kind::Grundy if bool_expr => " (for whether the player to move wins, g != 0)",
            Kind::Score if bool_expr => " (for whether the player to move gets more, v > 0)",
            _ => "",
        };
        if n - most <= wrong.len() {
            line.push_str(&format!(
                " No candidate did better than the constant {}{}, wrong at {} of {} starts.",
                show(Some(common)),
                of,
                n - most,
                n
            ));
        } else if let Some(&first) = wrong.first() {
            line.push_str(&format!(
                " The closest{}: `{}`, wrong at {} of {} starts, first at {} (the formula gives {}, the table {}).",
                of,
                shown,
                wrong.len(),
                n,
                show_point(t.shape, names, &t.points[first]),
                show(e.eval(mode, &t.points[first])),
                show(Some(truth(first)))
            ));
        }
    }
    lines.push(line);
    lines.push(searched(ctx));
    if let Some(size) = ctx.stopped {
        lines.push(nothing_within(size, ctx.limits.seconds));
    }
    lines.extend(notes);
    Report {
        lines,
        formula: None,
        code: None,
        mode,
    }
}

/// The line listing what was searched, on its own (trial K: within the first line it made it
/// 1000 characters long, the answer buried in it).
fn searched(ctx: &Ctx) -> String {
    format!("Searched: {}.", ctx.searched.join("; then "))
}

/// The line of a report without a formula whose search the time limit stopped at `size`: a run
/// with more time may find one, unless the limit was a minute or more. Then three more rarely
/// reach a formula a contestant would not rather guess from the table (trial K: two games
/// without one took 60 s, then were told to try 180).
pub fn nothing_within(size: usize, seconds: f64) -> String {
    let then = match seconds >= 60.0 {
        true => "a formula, if the game has one, is larger than this search reaches or not of \
                 its forms: read the table (and --p-positions) instead."
            .to_string(),
        false => format!(
            "a run with more time (--find-seconds {}) searches further and may find one.",
            (seconds * 3.0).max(60.0).ceil()
        ),
    };
    format!(
        "The time limit stopped a step at size {} (the steps share --find-seconds {}): {}",
        size, seconds, then
    )
}

fn fold_names() -> Vec<(Fold, String)> {
    Fold::ALL
        .iter()
        .map(|&f| (f, fold_name(f).to_string()))
        .collect()
}

fn show_value(v: i64, boolean: bool) -> String {
    if boolean {
        (v != 0).to_string()
    } else {
        v.to_string()
    }
}

/// The formula in one line for the summary.
fn describe(f: &Formula, mode: Mode, names: &[String], boolean: bool) -> String {
    let n = Names {
        vars: names.to_vec(),
        folds: fold_names(),
    };
    match f {
        Formula::Expr(e) => format!("`{}`", e.render(mode, &n)),
        Formula::Periodic(var, p) => {
            let list = |v: &[i64]| {
                v.iter()
                    .map(|&x| show_value(x, boolean))
                    .collect::<Vec<_>>()
                    .join(" ")
            };
            let x = &names[*var];
            let mut s = format!(
                "a table of period {}{} ({}",
                p.period(),
                if p.saltus != 0 {
                    format!(" with saltus {}", p.saltus)
                } else {
                    String::new()
                },
                list(&p.per)
            );
            if p.preperiod() > 0 {
                // A long list before the period is left to the code.
                let before = if p.preperiod() <= 30 {
                    list(&p.pre)
                } else {
                    format!("{} values, in the code below", p.preperiod())
                };
                s.push_str(&format!(
                    " from {} = {} on; before: {}",
                    x,
                    p.preperiod(),
                    before
                ));
            }
            s.push(')');
            s
        }
        Formula::Xor(parts) => parts
            .iter()
            .map(|(vs, p)| {
                let own: Vec<String> = vs.iter().map(|&v| names[v].clone()).collect();
                match p {
                    Formula::Expr(_) => describe(p, mode, &own, boolean),
                    _ => format!("[{}]", describe(p, mode, &own, boolean)),
                }
            })
            .collect::<Vec<_>>()
            .join(" ^ "),
        Formula::Except(g, on, at) => {
            let own: Vec<String> = on.iter().map(|&v| names[v].clone()).collect();
            let list: Vec<String> = at
                .iter()
                .map(|(p, v)| {
                    format!(
                        "{} -> {}",
                        show_point_names(&own, p),
                        show_value(*v, boolean)
                    )
                })
                .collect();
            format!(
                "{} except at {}",
                describe(g, mode, names, boolean),
                list.join(", ")
            )
        }
    }
}

fn show_point_names(names: &[String], p: &[i64]) -> String {
    if p.len() == 1 {
        return format!("{} = {}", names[0], p[0]);
    }
    format!(
        "({})",
        p.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    )
}

/// `fn conjecture` for the formula, with the helper functions it calls.
pub fn render_fn(f: &Formula, shape: Shape, names: &[String], mode: Mode, boolean: bool) -> String {
    let dims = names.len();
    // The position's binding: `p`, or `pos` when a parameter is named `p` (`--names n,p,q`).
    let me = if names.iter().any(|x| x == "p") {
        "pos"
    } else {
        "p"
    };
    let int = if mode.signed { "i64" } else { "u64" };
    let ret = if boolean { "bool" } else { int };
    let mut used = Vec::new();
    f.vars(&mut used);
    let mut uses_fold = false;
    let mut helpers = Vec::new();
    collect(f, &mut uses_fold, &mut helpers);
    // Folds read every parameter.
    if uses_fold {
        used = (0..dims).collect();
    }
    used.sort_unstable();
    let mut lets = Vec::new();
    let sig = match shape {
        // A constant: the position is not read.
        _ if used.is_empty() => "_: &Pos".to_string(),
        Shape::Heap => format!("&{}: &Pos", names[0]),
        Shape::TwoHeaps => {
            let n = |i: usize| {
                if used.contains(&i) {
                    names[i].clone()
                } else {
                    "_".to_string()
                }
            };
            format!("&({}, {}): &Pos", n(0), n(1))
        }
        Shape::Scalar => {
            if !used.is_empty() {
                lets.push(format!("let {} = *{} as {};", names[0], me, int));
            }
            format!("{}: &Pos", me)
        }
        Shape::Tuple(_) | Shape::Array(_) => {
            for &i in &used {
                let access = if let Shape::Tuple(_) = shape {
                    format!("{}.{}", me, i)
                } else {
                    format!("{}[{}]", me, i)
                };
                lets.push(format!("let {} = {} as {};", names[i], access, int));
            }
            format!("{}: &Pos", me)
        }
    };
    // The heaps bound by the pattern are `u64`.
    if mode.signed && matches!(shape, Shape::Heap | Shape::TwoHeaps) {
        for &i in &used {
            lets.push(format!("let {} = {} as i64;", names[i], names[i]));
        }
    }
    if uses_fold {
        let all: Vec<&str> = names.iter().map(|s| &s[..]).collect();
        let mins = all[1..]
            .iter()
            .fold(all[0].to_string(), |acc, x| format!("{}.min({})", acc, x));
        let maxs = all[1..]
            .iter()
            .fold(all[0].to_string(), |acc, x| format!("{}.max({})", acc, x));
        let mut fold_used = Vec::new();
        fold_list(f, &mut fold_used);
        for g in Fold::ALL {
            if !fold_used.contains(&g) {
                continue;
            }
            let v = match g {
                Fold::Xor => all.join(" ^ "),
                Fold::Sum => all.join(" + "),
                Fold::Min => mins.clone(),
                Fold::Max => maxs.clone(),
            };
            lets.push(format!("let {} = {};", fold_name(g), v));
        }
    }
    let n = Names {
        vars: names.to_vec(),
        folds: fold_names(),
    };
    let (stmts, body) = body_code(f, mode, &n, boolean, int);
    let mut s = format!("fn conjecture({}) -> {} {{\n", sig, ret);
    for l in lets.iter().chain(&stmts) {
        s.push_str(&format!("    {}\n", l));
    }
    for l in body.lines() {
        s.push_str(&format!("    {}\n", l));
    }
    s.push_str("}\n");
    for h in helpers {
        s.push('\n');
        s.push_str(&expr::helper(h));
    }
    s
}

fn collect(f: &Formula, fold: &mut bool, helpers: &mut Vec<&'static str>) {
    match f {
        Formula::Expr(e) => {
            let mut fl = Vec::new();
            fold_expr(e, &mut fl);
            *fold |= !fl.is_empty();
            e.helpers(helpers);
        }
        Formula::Periodic(..) => {}
        Formula::Xor(parts) => parts.iter().for_each(|(_, p)| collect(p, fold, helpers)),
        Formula::Except(g, ..) => collect(g, fold, helpers),
    }
}

fn fold_list(f: &Formula, out: &mut Vec<Fold>) {
    match f {
        Formula::Expr(e) => fold_expr(e, out),
        Formula::Periodic(..) => {}
        Formula::Xor(parts) => parts.iter().for_each(|(_, p)| fold_list(p, out)),
        Formula::Except(g, ..) => fold_list(g, out),
    }
}

fn fold_expr(e: &Expr, out: &mut Vec<Fold>) {
    match e {
        Expr::Fold(f) => {
            if !out.contains(f) {
                out.push(*f)
            }
        }
        Expr::Var(_) | Expr::Const(_) | Expr::Bool(_) => {}
        Expr::Un(_, a) | Expr::FromBool(a) | Expr::Pred(_, a) | Expr::Not(a) => fold_expr(a, out),
        Expr::Bin(_, a, b) | Expr::Cmp(_, a, b) | Expr::And(a, b) | Expr::Or(a, b) => {
            fold_expr(a, out);
            fold_expr(b, out);
        }
        Expr::If(p, a, b) => {
            fold_expr(p, out);
            fold_expr(a, out);
            fold_expr(b, out);
        }
    }
}

/// The statements and the final expression of the function body.
fn body_code(
    f: &Formula,
    mode: Mode,
    n: &Names,
    boolean: bool,
    int: &str,
) -> (Vec<String>, String) {
    let ty = if boolean { "bool" } else { int };
    let show = move |v: i64| show_value(v, boolean);
    match f {
        Formula::Expr(e) => (Vec::new(), e.render(mode, n)),
        Formula::Periodic(var, p) => p.render(&n.vars[*var], ty, &show),
        Formula::Xor(parts) => {
            let mut stmts = Vec::new();
            let mut terms = Vec::new();
            // One closure per distinct part that is not an expression: part0(x), part1(x), ...
            let mut closures: Vec<&Formula> = Vec::new();
            for (vs, part) in parts {
                let one = Names {
                    vars: vs.iter().map(|&v| n.vars[v].clone()).collect(),
                    folds: fold_names(),
                };
                if let Formula::Expr(e) = part {
                    let code = e.render(mode, &one);
                    let simple = matches!(e, Expr::Var(_) | Expr::Const(_) | Expr::Un(..));
                    terms.push(if simple { code } else { format!("({})", code) });
                    continue;
                }
                let k = match closures.iter().position(|c| *c == part) {
                    Some(k) => k,
                    None => {
                        let own: Vec<String> = match vs.len() {
                            1 => vec!["x".to_string()],
                            k => (0..k).map(|i| format!("x{}", i)).collect(),
                        };
                        let args = own
                            .iter()
                            .map(|x| format!("{}: {}", x, int))
                            .collect::<Vec<_>>()
                            .join(", ");
                        let x = Names {
                            vars: own,
                            folds: fold_names(),
                        };
                        let (s, e) = body_code(part, mode, &x, boolean, int);
                        let mut c =
                            format!("let part{} = |{}| -> {} {{\n", closures.len(), args, ty);
                        for l in s.iter().map(|l| l.as_str()).chain(e.lines()) {
                            c.push_str(&format!("    {}\n", l));
                        }
                        c.push_str("};");
                        stmts.extend(c.lines().map(String::from));
                        closures.push(part);
                        closures.len() - 1
                    }
                };
                terms.push(format!("part{}({})", k, one.vars.join(", ")));
            }
            (stmts, terms.join(" ^ "))
        }
        Formula::Except(g, on, at) => {
            let (stmts, main) = body_code(g, mode, n, boolean, int);
            let dims = on.len();
            let own: Vec<&str> = on.iter().map(|&v| &n.vars[v][..]).collect();
            let scrutinee = if dims == 1 {
                own[0].to_string()
            } else {
                format!("({})", own.join(", "))
            };
            let mut s = format!("match {} {{\n", scrutinee);
            for (p, v) in at {
                let pat = if dims == 1 {
                    p[0].to_string()
                } else {
                    format!(
                        "({})",
                        p.iter()
                            .map(|x| x.to_string())
                            .collect::<Vec<_>>()
                            .join(", ")
                    )
                };
                s.push_str(&format!("    {} => {},\n", pat, show(*v)));
            }
            let main_lines: Vec<&str> = main.lines().collect();
            if main_lines.len() == 1 {
                s.push_str(&format!("    _ => {},\n}}", main));
            } else {
                s.push_str("    _ => {\n");
                for l in main_lines {
                    s.push_str(&format!("        {}\n", l));
                }
                s.push_str("    }\n}");
            }
            (stmts, s)
        }
    }
}

/// What `cgt-sg explore --find` asks for.
pub struct Request<'a> {
    /// The driver's shape: 1 one heap, 2 two heaps, 0 a list of starts.
    pub dim: usize,
    /// Each start's label and value (booleans 0/1; `None` where not computed).
    pub starts: &'a [(String, Option<i64>)],
    pub kind: Kind,
    pub limits: Limits,
    /// The scratch file's name, and whether it defines `fn conjecture` already.
    pub file: &'a str,
    pub has_conjecture: bool,
    /// Progress lines on stderr (the explorer's: when stderr is a terminal).
    pub progress: bool,
    /// The parameters' names (`--names`), checked by [`check_names`].
    pub names: Option<&'a [String]>,
    /// A period `(n0, p)` proved for the values of a one-heap table (`g(n + p) = g(n)` for every
    /// `n >= n0`): a periodic formula whose period divides `p`, matching a table that holds a
    /// whole period past both preperiods, is then equal to `g` everywhere, and is called proved.
    pub proved: Option<(usize, usize)>,
    /// When the proof holds only under a condition (the explorer's: the rules are a given
    /// octal game at every `n`), the condition in words, printed with "proved".
    pub condition: Option<String>,
}

/// The names of `--names n,k`: Rust identifiers for the printed code, distinct, none of the
/// code's own (`pos`, `Pos`, `xor_all`, ..., a keyword); an error message otherwise.
pub fn check_names(list: &str) -> Result<Vec<String>, String> {
    const TAKEN: [&str; 33] = [
        "pos", "Pos", "xor_all", "sum_all", "min_all", "max_all", "as", "break", "const",
        "continue", "crate", "else", "enum", "false", "fn", "for", "if", "impl", "in", "let",
        "loop", "match", "mod", "move", "mut", "ref", "return", "self", "Self", "static", "struct",
        "true", "while",
    ];
    let names: Vec<String> = list.split(',').map(|s| s.trim().to_string()).collect();
    for (i, x) in names.iter().enumerate() {
        let mut chars = x.chars();
        let ident = chars
            .next()
            .map_or(false, |c| c.is_ascii_alphabetic() || c == '_')
            && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
            && x != "_";
        if !ident || TAKEN.contains(&&x[..]) || x.starts_with("conjecture") {
            return Err(format!(
                "--names needs names for the code, such as n,k; {:?} is not one",
                x
            ));
        }
        if names[..i].contains(x) {
            return Err(format!("--names gives {} twice", x));
        }
    }
    Ok(names)
}

/// Writes the report of `--find`: what was found (or searched) and the code to append.
pub fn write_report(w: &mut impl Write, q: &Request) -> io::Result<()> {
    let t = match table(q.dim, q.starts) {
        Ok(t) => t,
        Err(e) => return writeln!(w, "Formula search skipped: {}.", e),
    };
    let skipped = q.starts.len() - t.points.len();
    let dims = t.points.first().map_or(0, Vec::len);
    if let Some(names) = q.names.filter(|n| n.len() != dims && dims > 0) {
        return writeln!(
            w,
            "Formula search skipped: --names gives {} name{} for {} parameter{}.",
            names.len(),
            if names.len() == 1 { "" } else { "s" },
            dims,
            if dims == 1 { "" } else { "s" }
        );
    }
    let mut r = find_named(&t, q.kind, &q.limits, q.names, &mut |line| {
        if q.progress {
            let _ = writeln!(io::stderr(), "{}", line);
        }
    });
    // A formula periodic from `from` with a period dividing the proved one, matching the table
    // (the whole range 0..=N) a period past both preperiods, equals the values everywhere.
    let periodic = match &r.formula {
        Some(Formula::Periodic(_, f)) if f.saltus == 0 => Some((f.preperiod(), f.period())),
        Some(Formula::Expr(e)) if dims == 1 => e
            .period_in(0)
            .and_then(|l| usize::try_from(l).ok())
            .map(|l| (0, l)),
        _ => None,
    };
    let whole = t
        .points
        .iter()
        .enumerate()
        .all(|(i, x)| x[..] == [i as i64]);
    if let (Some((n0, p)), Some((pre, per))) = (q.proved, periodic) {
        let from = n0.max(pre);
        if whole && p % per == 0 && t.points.len() >= from + p {
            let proved = match &q.condition {
                Some(c) => format!(" (proved {}: its period divides the one proved, and it matches the table a whole period past both preperiods).", c),
                None => " (proved: its period divides the one proved, and it matches the table a whole period past both preperiods).".to_string(),
            };
            let said = r
                .lines
                .iter_mut()
                .find(|l| l.ends_with(" (observed, not proved)."));
            if let Some(l) = said {
                *l = l.replace(" (observed, not proved).", &proved);
            }
        }
    }
    for l in &r.lines {
        writeln!(w, "{}", l)?;
    }
    if skipped > 0 {
        writeln!(w, "({} starts without a value were left out.)", skipped)?;
    }
    if let Some(code) = &r.code {
        // Fitted to a list of starts, it is checked there (not at what they reach) by
        // `--check starts`.
        let run = if q.dim == 0 {
            "run with --check starts (it was fitted to the starts, not to the positions they \
             reach) on more starts"
        } else {
            "run on a larger box"
        };
        if q.has_conjecture {
            writeln!(
                w,
                "{} defines fn conjecture already: replace it with this one, then {} to check it there:",
                q.file, run
            )?;
        } else {
            writeln!(
                w,
                "Append this to {}, then {} to check it there:",
                q.file, run
            )?;
        }
        write!(w, "{}", code)?;
    }
    Ok(())
}
