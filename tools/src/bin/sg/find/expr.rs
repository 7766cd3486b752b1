//! The expressions the formula search builds: the parameters, small constants, arithmetic
//! (`+ - * / %`, `min`, `max`, the absolute difference), bit operations (`& | ^ << >>`, the number
//! of ones and its parity, the lowest and the highest set bit, trailing zeros, `log2`), the integer
//! square root, the digit sum, the largest and the leading digit in a base, a few sequences
//! (`floor(x·φ)`, the least Zeckendorf term, the odious numbers, the number of prime factors Ω;
//! "is a Fibonacci number", "is a power of two", "is a triangular number"), comparisons,
//! `! && ||`, `if` and `u64::from(bool)`.
//!
//! Each operation has one meaning, shared by the search on its sample ([`bin`], [`un`], ...) and
//! the exact check ([`Expr::eval`]): that of the Rust code [`Expr::render`] prints, on `u64`
//! values (Grundy values, outcomes) or `i64` values (score games, [`Mode::signed`]). Where that
//! code would panic (a subtraction below 0 in `u64`, a division by 0, a shift by 64 or more, an
//! overflow) or leave the range `0..=i64::MAX` of the `u64` mode, the value is undefined (`None`),
//! and an expression undefined at a position does not match it. `&&`, `||` and `if` evaluate only
//! the operand the code evaluates. The helper functions the code calls for the sequences are
//! [`helpers`]; the test of the finder compiles nothing, the explorer's end-to-end tests compile
//! the printed code.

use std::fmt::Write;

/// How values are computed and printed: `u64` (Grundy values, outcomes) or `i64` (score games).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Mode {
    pub signed: bool,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Bin {
    Add,
    Sub,
    Mul,
    Div,
    Mod,
    Min,
    Max,
    AbsDiff,
    And,
    Or,
    Xor,
    Shl,
    Shr,
    /// The sum of the digits of `x` in base `k` (`k` a constant 2..=10 in the search).
    DigitSum,
    /// The largest digit of `x` in base `k` (so `max_digit(x, 3) < 2`: no digit 2 in base 3).
    MaxDigit,
    /// The leading (most significant) digit of `x` in base `k` (0 for 0): the multiplication
    /// game's `lead_digit(n - 1, 18) < 9`.
    LeadDigit,
}

impl Bin {
    pub const ALL: [Bin; 16] = [
        Bin::Add,
        Bin::Sub,
        Bin::Mul,
        Bin::Div,
        Bin::Mod,
        Bin::Min,
        Bin::Max,
        Bin::AbsDiff,
        Bin::And,
        Bin::Or,
        Bin::Xor,
        Bin::Shl,
        Bin::Shr,
        Bin::DigitSum,
        Bin::MaxDigit,
        Bin::LeadDigit,
    ];

    pub fn commutative(self) -> bool {
        matches!(
            self,
            Bin::Add
                | Bin::Mul
                | Bin::Min
                | Bin::Max
                | Bin::AbsDiff
                | Bin::And
                | Bin::Or
                | Bin::Xor
        )
    }

    /// Whether the operation is in the grammar of `mode` (bit operations are for `u64` only).
    pub fn allowed(self, mode: Mode) -> bool {
        !mode.signed
            || matches!(
                self,
                Bin::Add | Bin::Sub | Bin::Mul | Bin::Div | Bin::Mod | Bin::Min | Bin::Max
            )
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Un {
    CountOnes,
    Parity,
    LowBit,
    TrailingZeros,
    TrailingOnes,
    Log2,
    /// The highest set bit, `1 << log2(x)` (undefined at 0).
    HighBit,
    Isqrt,
    /// `floor(x·φ)`, the lower Wythoff (Beatty) sequence.
    Beatty,
    /// The least term of the Zeckendorf representation (0 for 0).
    ZeckendorfLeast,
    /// The `x`-th odious number (an odd number of ones in binary), from 0: 1, 2, 4, 7, 8, ...
    /// (Mock Turtles' values).
    Odious,
    /// Ω(x): the number of prime factors of `x` counted with multiplicity (0 at 1; undefined at
    /// 0 and from [`OMEGA_LIMIT`] on).
    BigOmega,
    /// `-x` (`i64` only).
    Neg,
    /// `|x|` (`i64` only).
    Abs,
}

impl Un {
    pub const ALL: [Un; 14] = [
        Un::CountOnes,
        Un::Parity,
        Un::LowBit,
        Un::TrailingZeros,
        Un::TrailingOnes,
        Un::Log2,
        Un::HighBit,
        Un::Isqrt,
        Un::Beatty,
        Un::ZeckendorfLeast,
        Un::Odious,
        Un::BigOmega,
        Un::Neg,
        Un::Abs,
    ];

    pub fn allowed(self, mode: Mode) -> bool {
        matches!(self, Un::Neg | Un::Abs) == mode.signed
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Cmp {
    Lt,
    Le,
    Eq,
    Ne,
}

/// Predicates on one integer.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Pred {
    /// `x % 2 == 1`.
    Odd,
    Fibonacci,
    PowerOfTwo,
    Triangular,
}

impl Pred {
    pub const ALL: [Pred; 4] = [
        Pred::Odd,
        Pred::Fibonacci,
        Pred::PowerOfTwo,
        Pred::Triangular,
    ];
}

/// A symmetric function of all the parameters (for three or more).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Fold {
    Xor,
    Sum,
    Min,
    Max,
}

impl Fold {
    pub const ALL: [Fold; 4] = [Fold::Xor, Fold::Sum, Fold::Min, Fold::Max];

    pub fn apply(self, params: &[i64]) -> Option<i64> {
        let mut it = params.iter().copied();
        let first = it.next()?;
        it.try_fold(first, |acc, x| match self {
            Fold::Xor => Some(acc ^ x),
            Fold::Sum => acc.checked_add(x),
            Fold::Min => Some(acc.min(x)),
            Fold::Max => Some(acc.max(x)),
        })
    }
}

/// An expression; booleans are the values 0 and 1.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Expr {
    Var(usize),
    Fold(Fold),
    Const(i64),
    /// `true` or `false` (a table of one outcome).
    Bool(bool),
    Un(Un, Box<Expr>),
    Bin(Bin, Box<Expr>, Box<Expr>),
    /// `u64::from(p)` (or `i64::from`).
    FromBool(Box<Expr>),
    If(Box<Expr>, Box<Expr>, Box<Expr>),
    /// On two integers, or `==`/`!=` on two booleans.
    Cmp(Cmp, Box<Expr>, Box<Expr>),
    Pred(Pred, Box<Expr>),
    Not(Box<Expr>),
    And(Box<Expr>, Box<Expr>),
    Or(Box<Expr>, Box<Expr>),
}

/// `floor(x·φ) = (x + isqrt(5x²)) / 2` (`5x²` is never a square for `x > 0`).
pub fn beatty(x: u64) -> Option<u64> {
    let s = x.checked_mul(x)?.checked_mul(5)?;
    Some((x + isqrt(s)) / 2)
}

pub fn is_fibonacci(x: u64) -> bool {
    let (mut f, mut g) = (0u64, 1u64);
    while f < x {
        match f.checked_add(g) {
            Some(h) => {
                f = g;
                g = h;
            }
            None => return g == x,
        }
    }
    f == x
}

/// The Fibonacci numbers 1, 2, 3, 5, ... that fit in `u64` (92 of them).
const FIB: [u64; 92] = {
    let mut f = [0u64; 92];
    f[0] = 1;
    f[1] = 2;
    let mut i = 2;
    while i < 92 {
        f[i] = f[i - 1] + f[i - 2];
        i += 1;
    }
    f
};

/// The least term of the greedy (Zeckendorf) representation of `x` (0 for 0): down the
/// Fibonacci numbers from the largest `<= x`.
pub fn zeckendorf_least(x: u64) -> u64 {
    let top = FIB.partition_point(|&f| f <= x);
    let (mut rest, mut least) = (x, 0);
    for &f in FIB[..top].iter().rev() {
        if f <= rest {
            rest -= f;
            least = f;
            if rest == 0 {
                break;
            }
        }
    }
    least
}

/// The integer square root, as `cgt::isqrt::isqrt` (which the printed code calls), through `f64`
/// for small arguments.
pub fn isqrt(x: u64) -> u64 {
    if x >= 1 << 52 {
        return cgt::isqrt::isqrt(x);
    }
    let mut r = (x as f64).sqrt() as u64;
    while r * r > x {
        r -= 1;
    }
    while (r + 1) * (r + 1) <= x {
        r += 1;
    }
    r
}

pub fn is_triangular(x: u64) -> Option<bool> {
    let d = x.checked_mul(8)?.checked_add(1)?;
    let r = isqrt(d);
    Some(r * r == d)
}

/// The digits of `x` in base `k` (`k >= 2`), folded by `f` from 0.
fn digits(mut x: u64, k: u64, f: impl Fn(u64, u64) -> u64) -> u64 {
    let mut acc = 0;
    while x > 0 {
        acc = f(acc, x % k);
        x /= k;
    }
    acc
}

/// The search reads Ω(x) from a sieve of this many numbers; from there on, undefined.
pub const OMEGA_LIMIT: u64 = 1 << 20;

/// Ω(x), the number of prime factors of `x` with multiplicity, for `1 <= x < OMEGA_LIMIT`
/// (the library's [`cgt::proper_divisor::omega_table`], made once per thread).
pub fn big_omega(x: u64) -> Option<u32> {
    thread_local! {
        static OMEGA: Vec<u32> = cgt::proper_divisor::omega_table(OMEGA_LIMIT as usize - 1);
    }
    (1..OMEGA_LIMIT)
        .contains(&x)
        .then(|| OMEGA.with(|omega| omega[x as usize]))
}

/// The `x`-th odious number: `2x` or `2x + 1`, whichever has an odd number of ones.
pub fn odious(x: u64) -> Option<u64> {
    Some(x.checked_mul(2)? + u64::from(x.count_ones() % 2 == 0))
}

/// A `u64` result in the range the search keeps (`0..=i64::MAX`).
fn unsigned(v: u64) -> Option<i64> {
    i64::try_from(v).ok()
}

/// The binary operation on two defined values.
#[inline(always)]
pub fn bin(mode: Mode, op: Bin, a: i64, b: i64) -> Option<i64> {
    if mode.signed {
        return match op {
            Bin::Add => a.checked_add(b),
            Bin::Sub => a.checked_sub(b),
            Bin::Mul => a.checked_mul(b),
            Bin::Div => a.checked_div_euclid(b),
            Bin::Mod => a.checked_rem_euclid(b),
            Bin::Min => Some(a.min(b)),
            Bin::Max => Some(a.max(b)),
            _ => None,
        };
    }
    match op {
        Bin::Add => a.checked_add(b),
        Bin::Sub => (a >= b).then_some(a - b),
        Bin::Mul => a.checked_mul(b),
        Bin::Div => (b != 0).then(|| a / b),
        Bin::Mod => (b != 0).then(|| a % b),
        Bin::Min => Some(a.min(b)),
        Bin::Max => Some(a.max(b)),
        Bin::AbsDiff => Some((a - b).abs()),
        Bin::And => Some(a & b),
        Bin::Or => Some(a | b),
        Bin::Xor => Some(a ^ b),
        Bin::Shl => {
            if b >= 64 {
                None
            } else {
                unsigned((a as u64) << b)
            }
        }
        Bin::Shr => (b < 64).then(|| a >> b),
        Bin::DigitSum => (2..=36)
            .contains(&b)
            .then(|| digits(a as u64, b as u64, |s, d| s + d) as i64),
        Bin::MaxDigit => (2..=36)
            .contains(&b)
            .then(|| digits(a as u64, b as u64, u64::max) as i64),
        // The last digit folded, from the least significant: the most significant.
        Bin::LeadDigit => (2..=36)
            .contains(&b)
            .then(|| digits(a as u64, b as u64, |_, d| d) as i64),
    }
}

#[inline(always)]
pub fn un(mode: Mode, op: Un, a: i64) -> Option<i64> {
    if mode.signed {
        return match op {
            Un::Neg => a.checked_neg(),
            Un::Abs => a.checked_abs(),
            _ => None,
        };
    }
    let x = a as u64;
    match op {
        Un::CountOnes => Some(i64::from(x.count_ones())),
        Un::Parity => Some(i64::from(x.count_ones() % 2)),
        Un::LowBit => Some(a & a.wrapping_neg()),
        // Undefined at 0: its 64 would fit a table only by the width of `u64`.
        Un::TrailingZeros => (x > 0).then(|| i64::from(x.trailing_zeros())),
        Un::TrailingOnes => Some(i64::from(x.trailing_ones())),
        Un::Log2 => (x > 0).then(|| i64::from(63 - x.leading_zeros())),
        Un::HighBit => (x > 0).then(|| 1i64 << (63 - x.leading_zeros())),
        Un::Isqrt => unsigned(isqrt(x)),
        Un::Beatty => beatty(x).and_then(unsigned),
        Un::ZeckendorfLeast => unsigned(zeckendorf_least(x)),
        Un::Odious => odious(x).and_then(unsigned),
        Un::BigOmega => big_omega(x).map(i64::from),
        Un::Neg | Un::Abs => None,
    }
}

#[inline(always)]
pub fn pred(op: Pred, a: i64) -> Option<i64> {
    let x = a as u64;
    match op {
        Pred::Odd => Some(i64::from(x % 2 == 1)),
        Pred::Fibonacci => Some(i64::from(is_fibonacci(x))),
        Pred::PowerOfTwo => Some(i64::from(x.is_power_of_two())),
        Pred::Triangular => is_triangular(x).map(i64::from),
    }
}

#[inline(always)]
pub fn cmp(op: Cmp, a: i64, b: i64) -> i64 {
    i64::from(match op {
        Cmp::Lt => a < b,
        Cmp::Le => a <= b,
        Cmp::Eq => a == b,
        Cmp::Ne => a != b,
    })
}

/// Operator precedence of the printed Rust code, loosest first.
const IF: u8 = 0;
const OROR: u8 = 1;
const ANDAND: u8 = 2;
const CMP: u8 = 3;
const BITOR: u8 = 4;
const BITXOR: u8 = 5;
const BITAND: u8 = 6;
const SHIFT: u8 = 7;
const SUM: u8 = 8;
const PRODUCT: u8 = 9;
const UNARY: u8 = 10;
const ATOM: u8 = 11;

/// How the printed code names the parameters and the symmetric functions of them.
pub struct Names {
    pub vars: Vec<String>,
    pub folds: Vec<(Fold, String)>,
}

impl Expr {
    /// The number of nodes.
    pub fn size(&self) -> usize {
        match self {
            Expr::Var(_) | Expr::Fold(_) | Expr::Const(_) | Expr::Bool(_) => 1,
            Expr::Un(_, a) | Expr::FromBool(a) | Expr::Pred(_, a) | Expr::Not(a) => 1 + a.size(),
            Expr::Bin(_, a, b) | Expr::Cmp(_, a, b) | Expr::And(a, b) | Expr::Or(a, b) => {
                1 + a.size() + b.size()
            }
            Expr::If(p, a, b) => 1 + p.size() + a.size() + b.size(),
        }
    }

    /// The value at the parameters `params` (booleans as 0 and 1), `None` where the printed
    /// code would panic or leave the mode's range.
    pub fn eval(&self, mode: Mode, params: &[i64]) -> Option<i64> {
        Some(match self {
            Expr::Var(i) => params[*i],
            Expr::Fold(f) => f.apply(params)?,
            Expr::Const(c) => *c,
            Expr::Bool(b) => i64::from(*b),
            Expr::Un(op, a) => un(mode, *op, a.eval(mode, params)?)?,
            Expr::Bin(op, a, b) => bin(mode, *op, a.eval(mode, params)?, b.eval(mode, params)?)?,
            Expr::FromBool(a) => a.eval(mode, params)?,
            Expr::If(p, a, b) => {
                if p.eval(mode, params)? != 0 {
                    a.eval(mode, params)?
                } else {
                    b.eval(mode, params)?
                }
            }
            Expr::Cmp(op, a, b) => cmp(*op, a.eval(mode, params)?, b.eval(mode, params)?),
            Expr::Pred(op, a) => pred(*op, a.eval(mode, params)?)?,
            Expr::Not(a) => 1 - a.eval(mode, params)?,
            Expr::And(a, b) => {
                if a.eval(mode, params)? == 0 {
                    0
                } else {
                    b.eval(mode, params)?
                }
            }
            Expr::Or(a, b) => {
                if a.eval(mode, params)? != 0 {
                    1
                } else {
                    b.eval(mode, params)?
                }
            }
        })
    }

    /// The same expression with every parameter `i` replaced by `to[i]`.
    pub fn substitute(&self, to: &[Expr]) -> Expr {
        self.rewrite(&|e| match e {
            Expr::Var(i) => to[*i].clone(),
            _ => e.clone(),
        })
    }

    /// The same expression with each leaf (a parameter, a fold, a constant) replaced by
    /// `leaf(it)`.
    fn rewrite(&self, leaf: &dyn Fn(&Expr) -> Expr) -> Expr {
        let s = |e: &Expr| Box::new(e.rewrite(leaf));
        match self {
            Expr::Var(_) | Expr::Fold(_) | Expr::Const(_) | Expr::Bool(_) => leaf(self),
            Expr::Un(op, a) => Expr::Un(*op, s(a)),
            Expr::Bin(op, a, b) => Expr::Bin(*op, s(a), s(b)),
            Expr::FromBool(a) => Expr::FromBool(s(a)),
            Expr::If(p, a, b) => Expr::If(s(p), s(a), s(b)),
            Expr::Cmp(op, a, b) => Expr::Cmp(*op, s(a), s(b)),
            Expr::Pred(op, a) => Expr::Pred(*op, s(a)),
            Expr::Not(a) => Expr::Not(s(a)),
            Expr::And(a, b) => Expr::And(s(a), s(b)),
            Expr::Or(a, b) => Expr::Or(s(a), s(b)),
        }
    }

    /// A period in parameter `var` read off the expression: when `var` occurs only as `var % q`
    /// (constants `q >= 1`) and in no fold, the value (and where it is defined) depends on `var`
    /// only through `var % l`, `l` the least common multiple of the `q`s (1 without `var`);
    /// `None` otherwise (or beyond `i64`).
    pub fn period_in(&self, var: usize) -> Option<i64> {
        fn lcm(a: i64, b: i64) -> Option<i64> {
            let (mut x, mut y) = (a, b);
            while y != 0 {
                (x, y) = (y, x % y);
            }
            (a / x).checked_mul(b)
        }
        match self {
            Expr::Var(i) => (*i != var).then_some(1),
            Expr::Fold(_) => None,
            Expr::Const(_) | Expr::Bool(_) => Some(1),
            Expr::Bin(Bin::Mod, a, b) if **a == Expr::Var(var) => match **b {
                Expr::Const(q) if q >= 1 => Some(q),
                _ => None,
            },
            Expr::Un(_, a) | Expr::FromBool(a) | Expr::Pred(_, a) | Expr::Not(a) => {
                a.period_in(var)
            }
            Expr::Bin(_, a, b) | Expr::Cmp(_, a, b) | Expr::And(a, b) | Expr::Or(a, b) => {
                lcm(a.period_in(var)?, b.period_in(var)?)
            }
            Expr::If(p, a, b) => lcm(
                lcm(p.period_in(var)?, a.period_in(var)?)?,
                b.period_in(var)?,
            ),
        }
    }

    /// Whether the value is never negative (the parameters are not): read off the operations
    /// (`false` where that is not plain, such as a difference).
    fn nonneg(&self) -> bool {
        match self {
            Expr::Var(_) | Expr::Fold(_) | Expr::Bool(_) | Expr::FromBool(_) => true,
            Expr::Const(c) => *c >= 0,
            Expr::Un(Un::Abs, _) => true,
            Expr::Un(..) => false,
            Expr::Bin(Bin::Add | Bin::Mul | Bin::Div | Bin::Mod | Bin::Min | Bin::Max, a, b) => {
                a.nonneg() && b.nonneg()
            }
            Expr::Bin(..) => false,
            Expr::If(_, a, b) => a.nonneg() && b.nonneg(),
            Expr::Cmp(..) | Expr::Pred(..) | Expr::Not(_) | Expr::And(..) | Expr::Or(..) => true,
        }
    }

    /// The expression on a table of more parameters, of which these are `vars` (parameter `i`
    /// becomes `vars[i]`; a fold over them is written out as `vars[0] op vars[1] op ...`).
    pub fn on_vars(&self, vars: &[usize]) -> Expr {
        let to: Vec<Expr> = vars.iter().map(|&v| Expr::Var(v)).collect();
        self.fold_out(vars.len()).substitute(&to)
    }

    /// Every fold written out over the parameters `0..k`.
    pub fn fold_out(&self, k: usize) -> Expr {
        self.rewrite(&|e| match e {
            Expr::Fold(f) => {
                let op = match f {
                    Fold::Xor => Bin::Xor,
                    Fold::Sum => Bin::Add,
                    Fold::Min => Bin::Min,
                    Fold::Max => Bin::Max,
                };
                (1..k).fold(Expr::Var(0), |acc, i| {
                    Expr::Bin(op, Box::new(acc), Box::new(Expr::Var(i)))
                })
            }
            _ => e.clone(),
        })
    }

    /// The sequences the expression reads (`floor(x·φ)`, the least Zeckendorf term, the
    /// odious numbers, "is a Fibonacci number", "is triangular"): each one's name and argument.
    pub fn sequences<'e>(&'e self, out: &mut Vec<(&'static str, &'e Expr)>) {
        self.visit(&mut |e| match e {
            Expr::Un(Un::Beatty, a) => out.push(("floor(x·φ)", a)),
            Expr::Un(Un::ZeckendorfLeast, a) => out.push(("the least Zeckendorf term", a)),
            Expr::Un(Un::Odious, a) => out.push(("the odious numbers", a)),
            Expr::Un(Un::BigOmega, a) => out.push(("the number of prime factors", a)),
            Expr::Pred(Pred::Fibonacci, a) => out.push(("\"is a Fibonacci number\"", a)),
            Expr::Pred(Pred::Triangular, a) => out.push(("\"is triangular\"", a)),
            _ => {}
        });
    }

    /// Calls `f` on every node, each before its operands, left to right.
    fn visit<'e>(&'e self, f: &mut dyn FnMut(&'e Expr)) {
        f(self);
        match self {
            Expr::Var(_) | Expr::Fold(_) | Expr::Const(_) | Expr::Bool(_) => {}
            Expr::Un(_, a) | Expr::FromBool(a) | Expr::Pred(_, a) | Expr::Not(a) => a.visit(f),
            Expr::Bin(_, a, b) | Expr::Cmp(_, a, b) | Expr::And(a, b) | Expr::Or(a, b) => {
                a.visit(f);
                b.visit(f);
            }
            Expr::If(p, a, b) => {
                p.visit(f);
                a.visit(f);
                b.visit(f);
            }
        }
    }

    /// Which parameters the expression reads.
    pub fn vars(&self, out: &mut Vec<usize>) {
        self.visit(&mut |e| {
            if let Expr::Var(i) = e {
                if !out.contains(i) {
                    out.push(*i)
                }
            }
        });
    }

    /// The helper functions ([`helpers`]) the printed code calls.
    pub fn helpers(&self, out: &mut Vec<&'static str>) {
        self.visit(&mut |e| {
            let h = match e {
                Expr::Un(Un::Beatty, _) => "conjecture_beatty",
                Expr::Un(Un::ZeckendorfLeast, _) => "conjecture_zeckendorf_least",
                Expr::Un(Un::Odious, _) => "conjecture_odious",
                Expr::Un(Un::BigOmega, _) => "conjecture_big_omega",
                Expr::Bin(Bin::DigitSum, ..) => "conjecture_digit_sum",
                Expr::Bin(Bin::MaxDigit, ..) => "conjecture_max_digit",
                Expr::Bin(Bin::LeadDigit, ..) => "conjecture_lead_digit",
                Expr::Pred(Pred::Fibonacci, _) => "conjecture_is_fibonacci",
                Expr::Pred(Pred::Triangular, _) => "conjecture_is_triangular",
                _ => return,
            };
            if !out.contains(&h) {
                out.push(h)
            }
        });
    }

    /// The Rust code of the expression.
    pub fn render(&self, mode: Mode, names: &Names) -> String {
        self.code(mode, names).0
    }

    /// The code and its precedence.
    fn code(&self, mode: Mode, names: &Names) -> (String, u8) {
        let int = if mode.signed { "i64" } else { "u64" };
        // The operand `e` at least as tight as `prec` (parenthesised otherwise).
        let at = |e: &Expr, prec: u8| -> String {
            let (s, p) = e.code(mode, names);
            if p >= prec {
                s
            } else {
                format!("({})", s)
            }
        };
        // A method call's receiver: a typed literal for a constant.
        let recv = |e: &Expr| -> String {
            match e {
                Expr::Const(c) => format!("{}{}", c, int),
                _ => at(e, ATOM),
            }
        };
        match self {
            Expr::Var(i) => (names.vars[*i].clone(), ATOM),
            Expr::Fold(f) => {
                let (_, s) = names
                    .folds
                    .iter()
                    .find(|(g, _)| g == f)
                    .expect("a name for every fold");
                (s.clone(), ATOM)
            }
            Expr::Const(c) if *c < 0 => (c.to_string(), UNARY),
            Expr::Const(c) => (c.to_string(), ATOM),
            Expr::Bool(b) => (b.to_string(), ATOM),
            Expr::Un(op, a) => match op {
                // The ones of `x & 2^k`: bit `k` of `x`, printed as such.
                Un::CountOnes => match one_bit(a) {
                    Some((1, x)) => (format!("{} & 1", at(x, BITAND + 1)), BITAND),
                    Some((c, x)) => {
                        let k = c.trailing_zeros();
                        (format!("{} >> {} & 1", at(x, SHIFT + 1), k), BITAND)
                    }
                    None => (format!("{}::from({}.count_ones())", int, recv(a)), ATOM),
                },
                Un::Parity => (format!("{}::from({}.count_ones() % 2)", int, recv(a)), ATOM),
                Un::LowBit => {
                    let r = recv(a);
                    (
                        format!("{} & {}.wrapping_neg()", at(a, BITAND + 1), r),
                        BITAND,
                    )
                }
                Un::TrailingZeros => (format!("{}::from({}.trailing_zeros())", int, recv(a)), ATOM),
                Un::TrailingOnes => (format!("{}::from({}.trailing_ones())", int, recv(a)), ATOM),
                Un::Log2 => (
                    format!("{}::from(63 - {}.leading_zeros())", int, recv(a)),
                    ATOM,
                ),
                Un::HighBit => (
                    format!("1{} << (63 - {}.leading_zeros())", int, recv(a)),
                    SHIFT,
                ),
                Un::Odious => (
                    format!("conjecture_odious({})", a.render(mode, names)),
                    ATOM,
                ),
                Un::BigOmega => (
                    format!("conjecture_big_omega({})", a.render(mode, names)),
                    ATOM,
                ),
                Un::Isqrt => (
                    format!("cgt::isqrt::isqrt({})", a.render(mode, names)),
                    ATOM,
                ),
                Un::Beatty => (
                    format!("conjecture_beatty({})", a.render(mode, names)),
                    ATOM,
                ),
                Un::ZeckendorfLeast => (
                    format!("conjecture_zeckendorf_least({})", a.render(mode, names)),
                    ATOM,
                ),
                Un::Neg => (format!("-{}", at(a, UNARY)), UNARY),
                Un::Abs => (format!("{}.abs()", recv(a)), ATOM),
            },
            // `1 & x` is `x % 2` (unsigned).
            Expr::Bin(Bin::And, a, b) if **a == Expr::Const(1) || **b == Expr::Const(1) => {
                let x = if **a == Expr::Const(1) { b } else { a };
                Expr::Bin(Bin::Mod, x.clone(), Box::new(Expr::Const(2))).code(mode, names)
            }
            Expr::Bin(op, a, b) if min_max(*op, a, b).is_some() => {
                let (x, y) = min_max(*op, a, b).expect("checked");
                Expr::Bin(*op, Box::new(x.clone()), Box::new(y.clone())).code(mode, names)
            }
            Expr::Bin(op, a, b) => {
                let infix = |sym: &str, prec: u8| {
                    (format!("{} {} {}", at(a, prec), sym, at(b, prec + 1)), prec)
                };
                // A constant first: `n.min(3)`, not `3.min(n)`.
                let (x, y) = match (&**a, &**b) {
                    (Expr::Const(_), _) if op.commutative() => (b, a),
                    _ => (a, b),
                };
                let method = |m: &str| {
                    (
                        format!("{}.{}({})", recv(x), m, y.render(mode, names)),
                        ATOM,
                    )
                };
                match op {
                    Bin::Add => infix("+", SUM),
                    Bin::Sub => infix("-", SUM),
                    Bin::Mul => infix("*", PRODUCT),
                    // On operands that are never negative `/` and `%` are the Euclidean ones.
                    Bin::Div if mode.signed && !(a.nonneg() && b.nonneg()) => method("div_euclid"),
                    Bin::Mod if mode.signed && !(a.nonneg() && b.nonneg()) => method("rem_euclid"),
                    Bin::Div => infix("/", PRODUCT),
                    Bin::Mod => infix("%", PRODUCT),
                    Bin::Min => method("min"),
                    Bin::Max => method("max"),
                    Bin::AbsDiff => method("abs_diff"),
                    Bin::And => infix("&", BITAND),
                    Bin::Or => infix("|", BITOR),
                    Bin::Xor => infix("^", BITXOR),
                    Bin::DigitSum | Bin::MaxDigit | Bin::LeadDigit => {
                        let f = match op {
                            Bin::DigitSum => "conjecture_digit_sum",
                            Bin::MaxDigit => "conjecture_max_digit",
                            _ => "conjecture_lead_digit",
                        };
                        (
                            format!(
                                "{}({}, {})",
                                f,
                                a.render(mode, names),
                                b.render(mode, names)
                            ),
                            ATOM,
                        )
                    }
                    Bin::Shl | Bin::Shr => {
                        let sym = if *op == Bin::Shl { "<<" } else { ">>" };
                        let left = match &**a {
                            Expr::Const(c) => format!("{}{}", c, int),
                            _ => at(a, SHIFT),
                        };
                        (format!("{} {} {}", left, sym, at(b, SHIFT + 1)), SHIFT)
                    }
                }
            }
            // `u64::from(x % 2 == 1)` is `x % 2`.
            Expr::FromBool(a) if matches!(**a, Expr::Pred(Pred::Odd, _)) => match &**a {
                Expr::Pred(_, x) => {
                    Expr::Bin(Bin::Mod, x.clone(), Box::new(Expr::Const(2))).code(mode, names)
                }
                _ => unreachable!("matched"),
            },
            Expr::FromBool(a) => (format!("{}::from({})", int, a.render(mode, names)), ATOM),
            // A chain of `if`s as `else if`.
            Expr::If(p, a, b) if matches!(**b, Expr::If(..)) => (
                format!(
                    "if {} {{ {} }} else {}",
                    p.render(mode, names),
                    a.render(mode, names),
                    b.render(mode, names)
                ),
                IF,
            ),
            Expr::If(p, a, b) => (
                format!(
                    "if {} {{ {} }} else {{ {} }}",
                    p.render(mode, names),
                    a.render(mode, names),
                    b.render(mode, names)
                ),
                IF,
            ),
            // Unsigned, `t < 1` is `t == 0`, and `0 < t` and `1 <= t` are `t != 0`.
            Expr::Cmp(Cmp::Lt, t, one) if !mode.signed && **one == Expr::Const(1) => {
                Expr::Cmp(Cmp::Eq, t.clone(), Box::new(Expr::Const(0))).code(mode, names)
            }
            Expr::Cmp(op @ (Cmp::Lt | Cmp::Le), c, t)
                if !mode.signed && **c == Expr::Const(i64::from(*op == Cmp::Le)) =>
            {
                Expr::Cmp(Cmp::Ne, t.clone(), Box::new(Expr::Const(0))).code(mode, names)
            }
            // A constant compared for equality goes on the right: `x != 1`, not `1 != x`.
            Expr::Cmp(op @ (Cmp::Eq | Cmp::Ne), c, x)
                if matches!(**c, Expr::Const(_)) && !matches!(**x, Expr::Const(_)) =>
            {
                Expr::Cmp(*op, x.clone(), c.clone()).code(mode, names)
            }
            Expr::Cmp(op, a, b) => {
                let sym = match op {
                    Cmp::Lt => "<",
                    Cmp::Le => "<=",
                    Cmp::Eq => "==",
                    Cmp::Ne => "!=",
                };
                (
                    format!("{} {} {}", at(a, CMP + 1), sym, at(b, CMP + 1)),
                    CMP,
                )
            }
            Expr::Pred(op, a) => match op {
                // `(c & x).is_power_of_two()` for a power of two `c` is `x & c != 0`.
                Pred::PowerOfTwo if one_bit(a).is_some() => {
                    let (c, x) = one_bit(a).expect("checked");
                    let masked = Expr::Bin(Bin::And, Box::new(x.clone()), Box::new(Expr::Const(c)));
                    Expr::Cmp(Cmp::Ne, Box::new(masked), Box::new(Expr::Const(0))).code(mode, names)
                }
                Pred::PowerOfTwo if small_rem(a) => {
                    Expr::Cmp(Cmp::Ne, a.clone(), Box::new(Expr::Const(0))).code(mode, names)
                }
                Pred::PowerOfTwo => (format!("{}.is_power_of_two()", recv(a)), ATOM),
                Pred::Odd => (format!("{} % 2 == 1", at(a, PRODUCT)), CMP),
                Pred::Fibonacci => (
                    format!("conjecture_is_fibonacci({})", a.render(mode, names)),
                    ATOM,
                ),
                Pred::Triangular => (
                    format!("conjecture_is_triangular({})", a.render(mode, names)),
                    ATOM,
                ),
            },
            Expr::Not(a) => match &**a {
                Expr::Cmp(Cmp::Eq, x, y) => {
                    Expr::Cmp(Cmp::Ne, x.clone(), y.clone()).code(mode, names)
                }
                Expr::Cmp(Cmp::Ne, x, y) => {
                    Expr::Cmp(Cmp::Eq, x.clone(), y.clone()).code(mode, names)
                }
                Expr::Cmp(Cmp::Lt, x, y) => {
                    Expr::Cmp(Cmp::Le, y.clone(), x.clone()).code(mode, names)
                }
                Expr::Cmp(Cmp::Le, x, y) => {
                    Expr::Cmp(Cmp::Lt, y.clone(), x.clone()).code(mode, names)
                }
                Expr::Pred(Pred::Odd, x) => Expr::Cmp(
                    Cmp::Eq,
                    Box::new(Expr::Bin(Bin::Mod, x.clone(), Box::new(Expr::Const(2)))),
                    Box::new(Expr::Const(0)),
                )
                .code(mode, names),
                Expr::Pred(Pred::PowerOfTwo, a) if one_bit(a).is_some() => {
                    let (c, x) = one_bit(a).expect("checked");
                    let masked = Expr::Bin(Bin::And, Box::new(x.clone()), Box::new(Expr::Const(c)));
                    Expr::Cmp(Cmp::Eq, Box::new(masked), Box::new(Expr::Const(0))).code(mode, names)
                }
                Expr::Pred(Pred::PowerOfTwo, x) if small_rem(x) => {
                    Expr::Cmp(Cmp::Eq, x.clone(), Box::new(Expr::Const(0))).code(mode, names)
                }
                _ => (format!("!{}", at(a, UNARY)), UNARY),
            },
            Expr::And(a, b) => (
                format!("{} && {}", at(a, ANDAND), at(b, ANDAND + 1)),
                ANDAND,
            ),
            Expr::Or(a, b) => (format!("{} || {}", at(a, OROR), at(b, OROR + 1)), OROR),
        }
    }
}

/// `min(x, y) op max(x, y)` (either order) for a symmetric `op` (`+ * & | ^`): `x op y`.
fn min_max(op: Bin, a: &Expr, b: &Expr) -> Option<(Expr, Expr)> {
    if !matches!(op, Bin::Add | Bin::Mul | Bin::And | Bin::Or | Bin::Xor) {
        return None;
    }
    match (a, b) {
        (Expr::Bin(Bin::Min, x, y), Expr::Bin(Bin::Max, u, v))
        | (Expr::Bin(Bin::Max, x, y), Expr::Bin(Bin::Min, u, v))
            if (x == u && y == v) || (x == v && y == u) =>
        {
            Some(((**x).clone(), (**y).clone()))
        }
        _ => None,
    }
}

/// `c & x` (either order) for a constant power of two `c`: `(c, x)`.
fn one_bit(e: &Expr) -> Option<(i64, &Expr)> {
    match e {
        Expr::Bin(Bin::And, a, b) => match (&**a, &**b) {
            (Expr::Const(c), x) | (x, Expr::Const(c))
                if *c > 0 && (*c as u64).is_power_of_two() =>
            {
                Some((*c, x))
            }
            _ => None,
        },
        _ => None,
    }
}

/// `x % 2` or `x % 3`: a power of two exactly when it is not 0 (printed so).
fn small_rem(e: &Expr) -> bool {
    matches!(e, Expr::Bin(Bin::Mod, _, c) if **c == Expr::Const(2) || **c == Expr::Const(3))
}

/// The code of a helper function the printed formula calls (its name from [`Expr::helpers`]).
pub fn helper(name: &str) -> String {
    let mut s = String::new();
    let body = match name {
        "conjecture_beatty" => {
            "/// floor(x·φ), φ = (1 + √5) / 2: (x + isqrt(5x²)) / 2, in u128 (5x² passes u64 from\n\
             /// x = 1.9·10^9); x < 8.2·10^18.\n\
             fn conjecture_beatty(x: u64) -> u64 {\n    let x = u128::from(x);\n    \
             let s = (x * x).checked_mul(5).expect(\"conjecture_beatty: x < 8.2e18\");\n    \
             ((x + u128::from(cgt::isqrt::isqrt_u128(s))) / 2) as u64\n}\n"
        }
        "conjecture_is_fibonacci" => {
            "/// Whether x is a Fibonacci number (0, 1, 2, 3, 5, 8, ...).\n\
             fn conjecture_is_fibonacci(x: u64) -> bool {\n    let (mut f, mut g) = (0u64, 1u64);\n    \
             while f < x {\n        match f.checked_add(g) {\n            Some(h) => {\n                \
             f = g;\n                g = h;\n            }\n            None => return g == x,\n        \
             }\n    }\n    f == x\n}\n"
        }
        "conjecture_zeckendorf_least" => {
            "/// The least term of x's Zeckendorf representation (a sum of non-consecutive Fibonacci\n\
             /// numbers 1, 2, 3, 5, ...), 0 for x = 0.\n\
             fn conjecture_zeckendorf_least(mut x: u64) -> u64 {\n    let mut fib = vec![1u64, 2];\n    \
             while let Some(next) = fib[fib.len() - 1].checked_add(fib[fib.len() - 2]) {\n        \
             if next > x {\n            break;\n        }\n        fib.push(next);\n    }\n    \
             let mut least = 0;\n    for &f in fib.iter().rev() {\n        if f <= x {\n            \
             x -= f;\n            least = f;\n        }\n    }\n    least\n}\n"
        }
        "conjecture_odious" => {
            "/// The x-th odious number from 0 (an odd number of ones in binary): 1, 2, 4, 7, 8, ...;\n\
             /// x < 2^63.\n\
             fn conjecture_odious(x: u64) -> u64 {\n    \
             x.checked_mul(2).expect(\"conjecture_odious: x < 2^63\") + u64::from(x.count_ones() % 2 == 0)\n}\n"
        }
        "conjecture_big_omega" => {
            "/// The number of prime factors of x counted with multiplicity (12 = 2·2·3: 3), x >= 1.\n\
             fn conjecture_big_omega(mut x: u64) -> u64 {\n    let (mut count, mut p) = (0, 2);\n    \
             while p <= x / p {\n        while x % p == 0 {\n            x /= p;\n            \
             count += 1;\n        }\n        p += 1;\n    }\n    count + u64::from(x > 1)\n}\n"
        }
        "conjecture_digit_sum" => {
            "/// The sum of the digits of x in base k.\n\
             fn conjecture_digit_sum(mut x: u64, k: u64) -> u64 {\n    let mut s = 0;\n    \
             while x > 0 {\n        s += x % k;\n        x /= k;\n    }\n    s\n}\n"
        }
        "conjecture_max_digit" => {
            "/// The largest digit of x in base k (0 for 0).\n\
             fn conjecture_max_digit(mut x: u64, k: u64) -> u64 {\n    let mut m = 0;\n    \
             while x > 0 {\n        m = m.max(x % k);\n        x /= k;\n    }\n    m\n}\n"
        }
        "conjecture_lead_digit" => {
            "/// The leading (most significant) digit of x in base k (0 for 0).\n\
             fn conjecture_lead_digit(mut x: u64, k: u64) -> u64 {\n    while x >= k {\n        \
             x /= k;\n    }\n    x\n}\n"
        }
        "conjecture_is_triangular" => {
            "/// Whether x is a triangular number k(k + 1)/2 (8x + 1 is a square; in u128).\n\
             fn conjecture_is_triangular(x: u64) -> bool {\n    let d = 8 * u128::from(x) + 1;\n    \
             let r = u128::from(cgt::isqrt::isqrt_u128(d));\n    r * r == d\n}\n"
        }
        _ => "",
    };
    let _ = write!(s, "{}", body);
    s
}
