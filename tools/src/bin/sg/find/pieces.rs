//! Piecewise formulas: a table split by a small predicate from a fixed menu (a parameter `== 0`,
//! `== 1`, `< 2`, `< 3`, even; two parameters equal, one less than the other; a parameter a
//! multiple of 3), each piece with a
//! formula of its own, combined as `if p { f } else { g }` (for outcomes `p || g`, `!p && g`).
//! Border rows and diagonals, where many games' values differ from the rest, become pieces of a
//! constant value; what is left often has a much smaller formula (Euclid's game: the player to
//! move loses on the border `min = 0`, wins on the diagonal, and elsewhere wins iff
//! `max > floor(min·φ)`). The search of each piece is the caller's; this file holds the menu and
//! the bookkeeping, pure code.

use super::expr::{Bin, Cmp, Expr};

/// The predicates of the menu over the parameters `vars`, in the order they are tried.
pub fn menu(vars: &[usize]) -> Vec<Expr> {
    let var = |v: usize| Box::new(Expr::Var(v));
    let c = |k: i64| Box::new(Expr::Const(k));
    let mut out = Vec::new();
    for &v in vars {
        out.push(Expr::Cmp(Cmp::Eq, var(v), c(0)));
        out.push(Expr::Cmp(Cmp::Eq, var(v), c(1)));
    }
    for (i, &v) in vars.iter().enumerate() {
        for &w in &vars[i + 1..] {
            out.push(Expr::Cmp(Cmp::Eq, var(v), var(w)));
        }
    }
    for &v in vars {
        out.push(Expr::Cmp(Cmp::Lt, var(v), c(2)));
        out.push(Expr::Cmp(Cmp::Lt, var(v), c(3)));
        out.push(Expr::Cmp(
            Cmp::Eq,
            Box::new(Expr::Bin(Bin::Mod, var(v), c(2))),
            c(0),
        ));
    }
    for (i, &v) in vars.iter().enumerate() {
        for &w in &vars[i + 1..] {
            out.push(Expr::Cmp(Cmp::Lt, var(v), var(w)));
        }
    }
    // Last, so that the others' borders and splits come first as before.
    for &v in vars {
        out.push(Expr::Cmp(
            Cmp::Eq,
            Box::new(Expr::Bin(Bin::Mod, var(v), c(3))),
            c(0),
        ));
    }
    out
}

/// A piece cut off the table: where `pred` holds, the value is `value`.
#[derive(Clone, Debug)]
pub struct Border {
    pub pred: Expr,
    pub value: i64,
}

/// The predicate's truth at every point (`None` where undefined: never, for the menu).
pub fn truth(pred: &Expr, points: &[Vec<i64>]) -> Vec<bool> {
    let mode = super::expr::Mode { signed: false };
    points
        .iter()
        .map(|p| pred.eval(mode, p).map_or(false, |v| v != 0))
        .collect()
}

/// Cuts constant pieces off the table greedily (at most `max` of them): each time the first
/// predicate of `menu` (or its negation) true on some but not all of the points left, with one
/// value there. Returns the pieces in order and which points are left.
pub fn borders(
    menu: &[Expr],
    points: &[Vec<i64>],
    values: &[i64],
    max: usize,
) -> (Vec<Border>, Vec<bool>) {
    let mut left = vec![true; points.len()];
    let mut out = Vec::new();
    let truths: Vec<Vec<bool>> = menu.iter().map(|p| truth(p, points)).collect();
    while out.len() < max {
        let mut cut = None;
        'menu: for (p, t) in menu.iter().zip(&truths) {
            for side in [true, false] {
                let inside: Vec<usize> = (0..points.len())
                    .filter(|&i| left[i] && t[i] == side)
                    .collect();
                let rest = (0..points.len()).filter(|&i| left[i]).count() - inside.len();
                if inside.is_empty() || rest == 0 {
                    continue;
                }
                let v = values[inside[0]];
                if inside.iter().all(|&i| values[i] == v) {
                    let pred = if side {
                        p.clone()
                    } else {
                        Expr::Not(Box::new(p.clone()))
                    };
                    cut = Some((pred, v, inside));
                    break 'menu;
                }
            }
        }
        match cut {
            Some((pred, value, inside)) => {
                for i in inside {
                    left[i] = false;
                }
                out.push(Border { pred, value });
            }
            None => break,
        }
    }
    (out, left)
}

/// The expression: the borders in order, then `rest`. For booleans `p || rest` and
/// `!p && rest`, else `if p { c } else { rest }`.
pub fn chain(borders: &[Border], rest: Expr, boolean: bool) -> Expr {
    borders.iter().rev().fold(rest, |acc, b| {
        let p = Box::new(b.pred.clone());
        if boolean && b.value != 0 {
            Expr::Or(p, Box::new(acc))
        } else if boolean {
            let not = match b.pred.clone() {
                Expr::Not(q) => q,
                q => Box::new(Expr::Not(Box::new(q))),
            };
            Expr::And(not, Box::new(acc))
        } else {
            Expr::If(p, Box::new(Expr::Const(b.value)), Box::new(acc))
        }
    })
}

/// `if p { a } else { b }` (for booleans `p && a || !p && b` would be longer: kept as `if`).
pub fn split(pred: Expr, a: Expr, b: Expr) -> Expr {
    Expr::If(Box::new(pred), Box::new(a), Box::new(b))
}
