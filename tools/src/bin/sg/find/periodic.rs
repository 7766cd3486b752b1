//! A one-parameter table that is periodic or arithmetic-periodic (`v(n + p) = v(n) + s` from
//! `n0` on, as `cgt::octal_period::observed_period` observes it: over at least 3 periods and the
//! last half of the table) written as a formula: const arrays indexed by `n % p`, the values
//! before `n0` as `match` arms when they are few or else as an array. This is how octal games
//! such as Kayles get a closed form. Observed on the table, never proved here.

use cgt::octal_period::observed_period;

/// `v(n) = pre[n]` for `n < n0`, else `per[(n - n0) % p] + saltus · ((n - n0) / p)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Periodic {
    pub pre: Vec<i64>,
    pub per: Vec<i64>,
    pub saltus: i64,
}

impl Periodic {
    pub fn period(&self) -> usize {
        self.per.len()
    }

    pub fn preperiod(&self) -> usize {
        self.pre.len()
    }

    pub fn eval(&self, n: i64) -> Option<i64> {
        let n = usize::try_from(n).ok()?;
        if n < self.pre.len() {
            return Some(self.pre[n]);
        }
        let m = n - self.pre.len();
        let laps = i64::try_from(m / self.period()).ok()?;
        self.per[m % self.period()].checked_add(self.saltus.checked_mul(laps)?)
    }

    /// The ordinary period's values by residue: `r[n % p]` for every `n >= n0` (saltus 0 only).
    fn by_residue(&self) -> Vec<i64> {
        let (p, n0) = (self.period(), self.preperiod());
        (0..p).map(|r| self.per[(r + p - n0 % p) % p]).collect()
    }

    /// The values before `n0` that the period (extended backwards) does not give (saltus 0).
    pub fn exceptions(&self) -> Vec<usize> {
        if self.saltus != 0 {
            return (0..self.preperiod()).collect();
        }
        let r = self.by_residue();
        (0..self.preperiod())
            .filter(|&n| self.pre[n] != r[n % self.period()])
            .collect()
    }

    /// The Rust code for the value at `n` (a `u64` variable, or the expression `var`): the
    /// statements (const arrays) and the expression. `show` prints one value (`true`, `3`, ...),
    /// `ty` is the arrays' element type.
    pub fn render(
        &self,
        var: &str,
        ty: &str,
        show: &dyn Fn(i64) -> String,
    ) -> (Vec<String>, String) {
        let p = self.period();
        let n0 = self.preperiod();
        let list = |v: &[i64]| v.iter().map(|&x| show(x)).collect::<Vec<_>>().join(", ");
        let mut stmts = Vec::new();
        let laps = |base: &str| {
            let sign = if self.saltus < 0 { '-' } else { '+' };
            let s = self.saltus.unsigned_abs();
            if self.saltus == 0 {
                String::new()
            } else if ty == "i64" {
                format!(" {} {} * ({} / {}) as i64", sign, s, base, p)
            } else {
                format!(" {} {} * ({} / {})", sign, s, base, p)
            }
        };
        let exceptions = self.exceptions();
        if self.saltus == 0 && exceptions.len() <= 3 {
            // Arrays by residue; the few values the period does not give as match arms.
            if p == 1 {
                let main = show(self.per[0]);
                return (stmts, with_arms(var, &exceptions, &self.pre, show, main));
            }
            stmts.push(format!(
                "const PERIOD: [{}; {}] = [{}];",
                ty,
                p,
                list(&self.by_residue())
            ));
            let main = format!("PERIOD[({} % {}) as usize]", var, p);
            return (stmts, with_arms(var, &exceptions, &self.pre, show, main));
        }
        stmts.push(format!(
            "const PERIOD: [{}; {}] = [{}];",
            ty,
            p,
            list(&self.per)
        ));
        if n0 == 0 {
            let main = format!("PERIOD[({} % {}) as usize]{}", var, p, laps(var));
            return (stmts, main);
        }
        let base = format!("({} - {})", var, n0);
        let main = format!("PERIOD[({} % {}) as usize]{}", base, p, laps(&base));
        if n0 <= 3 {
            let all: Vec<usize> = (0..n0).collect();
            return (stmts, with_arms(var, &all, &self.pre, show, main));
        }
        stmts.insert(
            0,
            format!("const BEFORE: [{}; {}] = [{}];", ty, n0, list(&self.pre)),
        );
        let expr = format!(
            "if {} < {} {{ BEFORE[{} as usize] }} else {{ {} }}",
            var, n0, var, main
        );
        (stmts, expr)
    }
}

/// `match var { e => v, ..., _ => main }` (just `main` without exceptions).
fn with_arms(
    var: &str,
    at: &[usize],
    values: &[i64],
    show: &dyn Fn(i64) -> String,
    main: String,
) -> String {
    if at.is_empty() {
        return main;
    }
    let mut s = format!("match {} {{\n", var);
    for &n in at {
        s.push_str(&format!("    {} => {},\n", n, show(values[n])));
    }
    s.push_str(&format!("    _ => {},\n}}", main));
    s
}

/// The period [`observed_period`] finds in `v` (values of either sign; an arithmetic period of
/// negative saltus on the negated values), or `None`.
pub fn observe(v: &[i64]) -> Option<Periodic> {
    let (lo, hi) = (*v.iter().min()?, *v.iter().max()?);
    if i128::from(hi) - i128::from(lo) > i128::from(u32::MAX) {
        return None;
    }
    let shifted = |sign: i128, from: i64| -> Vec<u32> {
        v.iter()
            .map(|&x| (sign * (i128::from(x) - i128::from(from))) as u32)
            .collect()
    };
    let (a, sign) = match observed_period(&shifted(1, lo), 3) {
        Some(a) => (a, 1),
        None => (observed_period(&shifted(-1, hi), 3)?, -1),
    };
    let (n0, p) = (a.preperiod, a.period);
    Some(Periodic {
        pre: v[..n0].to_vec(),
        per: v[n0..n0 + p].to_vec(),
        saltus: sign * i64::from(a.saltus),
    })
}
