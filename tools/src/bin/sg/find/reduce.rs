//! Reductions: a table of two parameters `(x, y)` whose value depends on `x` only through
//! `x % m(y)`, for a modulus from a small menu (`y`, `y + 1`, `y + 2`, `2y`, `2y + 1`, `2y + 2`:
//! a period that grows with the other parameter, as in a subtraction game of a parameter `k`),
//! is searched again as the smaller table of `(x % m(y), y)`. Its formula names that term once
//! where the whole table's needs it several times: subtract 1 or `k` from `n` wins iff `r % 2 ==
//! 1 || r == k` with `r = n % (k + 1)`, 9 nodes in `(r, k)`, 17 in `(n, k)`. Pure code; the
//! search of the reduced table is the caller's.

use super::expr::{Bin, Expr, Mode};
use std::collections::HashMap;

/// The moduli of the menu in `y`, in the order they are tried.
fn moduli(y: usize) -> Vec<Expr> {
    let v = || Box::new(Expr::Var(y));
    let c = |k: i64| Box::new(Expr::Const(k));
    let twice = || Box::new(Expr::Bin(Bin::Mul, c(2), v()));
    vec![
        Expr::Bin(Bin::Add, v(), c(1)),
        Expr::Var(y),
        Expr::Bin(Bin::Add, v(), c(2)),
        Expr::Bin(Bin::Mul, c(2), v()),
        Expr::Bin(Bin::Add, twice(), c(1)),
        Expr::Bin(Bin::Add, twice(), c(2)),
    ]
}

/// A reduction found: the term `x % m(y)` (in the table's parameters) and the reduced table,
/// whose points are `[term, y]`.
pub struct Reduction {
    pub term: Expr,
    pub y: usize,
    pub points: Vec<Vec<i64>>,
    pub values: Vec<i64>,
}

/// The reduction of the menu with the fewest points, over the two parameters `vars` (each as
/// `x` in turn), if the value is a function of `(x % m(y), y)` at every point, the term is
/// defined everywhere, and the reduced table has at most 3/4 of the table's points.
pub fn best(vars: &[usize], points: &[Vec<i64>], values: &[i64]) -> Option<Reduction> {
    if vars.len() != 2 {
        return None;
    }
    let mode = Mode { signed: false };
    let mut best: Option<Reduction> = None;
    for (x, y) in [(vars[0], vars[1]), (vars[1], vars[0])] {
        for m in moduli(y) {
            let term = Expr::Bin(Bin::Mod, Box::new(Expr::Var(x)), Box::new(m));
            let mut seen: HashMap<(i64, i64), i64> = HashMap::new();
            let consistent = points.iter().zip(values).all(|(p, &v)| {
                term.eval(mode, p)
                    .map_or(false, |t| *seen.entry((t, p[y])).or_insert(v) == v)
            });
            if !consistent || seen.len() * 4 > points.len() * 3 {
                continue;
            }
            if best.as_ref().map_or(true, |b| seen.len() < b.points.len()) {
                let mut pairs: Vec<((i64, i64), i64)> = seen.into_iter().collect();
                pairs.sort_unstable();
                best = Some(Reduction {
                    term,
                    y,
                    points: pairs.iter().map(|&((t, w), _)| vec![t, w]).collect(),
                    values: pairs.iter().map(|&(_, v)| v).collect(),
                });
            }
        }
    }
    best
}
