//! Reductions: a table of two or three parameters whose value depends on one of them, `x`, only
//! through `x % m`, for a modulus from a small menu in another parameter `y` (`y`, `y + 1`,
//! `y + 2`, `2y`, `2y + 1`, `2y + 2`: a period that grows with the other parameter, as in a
//! subtraction game of a parameter `k`) or in two, `y + z` and `y + z + 1` (take `p..=q`: period
//! `p + q`), is searched again as the smaller table of `(x % m, the others)`. Its formula names
//! that term once where the whole table's needs it several times: subtract 1 or `k` from `n`
//! wins iff `r` is odd or `k <= r` with `r = n % (k + 1)`, 6 nodes in `(r, k)`, 14 in `(n, k)`.
//! Pure code; the search of the reduced table is the caller's.

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

/// The moduli in two other parameters `y, z`: `y + z`, `y + z + 1`.
fn pair_moduli(y: usize, z: usize) -> Vec<Expr> {
    let sum = || {
        Box::new(Expr::Bin(
            Bin::Add,
            Box::new(Expr::Var(y)),
            Box::new(Expr::Var(z)),
        ))
    };
    vec![*sum(), Expr::Bin(Bin::Add, sum(), Box::new(Expr::Const(1)))]
}

/// A reduction found: the term `x % m` (in the table's parameters), the other parameters
/// `rest`, and the reduced table, whose points are `[term, rest...]`.
pub struct Reduction {
    pub term: Expr,
    pub rest: Vec<usize>,
    pub points: Vec<Vec<i64>>,
    pub values: Vec<i64>,
}

/// The reduction of the menu with the fewest points, over two or three parameters `vars` (each
/// as `x` in turn; the moduli in one other parameter, or the sum of two), if the value is a
/// function of `(x % m, the others)` at every point, the term is defined everywhere, and the
/// reduced table has at most 3/4 of the table's points.
pub fn best(vars: &[usize], points: &[Vec<i64>], values: &[i64]) -> Option<Reduction> {
    if !(2..=3).contains(&vars.len()) {
        return None;
    }
    let mode = Mode { signed: false };
    let mut best: Option<Reduction> = None;
    for &x in vars {
        let rest: Vec<usize> = vars.iter().copied().filter(|&v| v != x).collect();
        let mut menu: Vec<Expr> = rest.iter().flat_map(|&y| moduli(y)).collect();
        if let [y, z] = rest[..] {
            menu.extend(pair_moduli(y, z));
        }
        for m in menu {
            let term = Expr::Bin(Bin::Mod, Box::new(Expr::Var(x)), Box::new(m));
            let mut seen: HashMap<Vec<i64>, i64> = HashMap::new();
            let consistent = points.iter().zip(values).all(|(p, &v)| {
                term.eval(mode, p).map_or(false, |t| {
                    let key = std::iter::once(t)
                        .chain(rest.iter().map(|&r| p[r]))
                        .collect();
                    *seen.entry(key).or_insert(v) == v
                })
            });
            if !consistent || seen.len() * 4 > points.len() * 3 {
                continue;
            }
            if best.as_ref().map_or(true, |b| seen.len() < b.points.len()) {
                let mut pairs: Vec<(Vec<i64>, i64)> = seen.into_iter().collect();
                pairs.sort_unstable();
                best = Some(Reduction {
                    term,
                    rest: rest.clone(),
                    points: pairs.iter().map(|(k, _)| k.clone()).collect(),
                    values: pairs.iter().map(|&(_, v)| v).collect(),
                });
            }
        }
    }
    best
}
