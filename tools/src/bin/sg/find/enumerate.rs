//! Bottom-up enumeration of expressions by size with observational equivalence: every expression
//! of size `s` is built from the kept expressions of smaller sizes, evaluated on a sample of the
//! table's positions, and kept only when its vector of values on the sample is new (one
//! expression per vector: the first in a fixed order, so the result does not depend on timing).
//! An expression whose values on the sample are the target's (or differ at no more positions than
//! the allowed exceptions) is checked on every position of the table; an expression that matches
//! the sample but not the table adds its counterexamples to the sample and the search starts
//! again (a few times at most), since the sample then merged expressions the table tells apart.
//!
//! Values on the sample are kept as `i32` (a value outside `i32` counts as undefined there: such a
//! formula is missed, never wrongly accepted, since acceptance is decided by [`Expr::eval`] on
//! the whole table). The search stops at the size limit, the deadline or the memory cap of the
//! kept expressions (then the last size is only tried against the target, not kept).

use super::expr::{bin, cmp, pred, un, Bin, Cmp, Expr, Fold, Mode, Pred, Un};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::time::{Duration, Instant};

const UNDEF: i32 = i32::MIN;

/// Memory for the kept values on the sample (bytes).
const MEMORY: usize = 384 << 20;

/// How many times the search starts again with a larger sample.
const RESTARTS: usize = 6;

/// The positions sampled at first.
pub const SAMPLE: usize = 64;

/// What to search.
pub struct Problem<'a> {
    pub mode: Mode,
    /// The parameters of every position of the table.
    pub points: &'a [Vec<i64>],
    /// The value (booleans 0/1) at every position.
    pub values: &'a [i64],
    /// Whether the values are booleans (a predicate is searched).
    pub boolean: bool,
    /// The parameters the expressions may read.
    pub vars: Vec<usize>,
    pub folds: Vec<Fold>,
    pub consts: Vec<i64>,
    /// Constants used only where they are cheap and useful: the right operand of `/ % min max`,
    /// of the digit functions and of comparisons (either side of `<`, `<=`); never in an `if`.
    pub wide_consts: Vec<i64>,
    /// Constants used only as the base of a digit function (13..=20: the multiplication
    /// game's base 18).
    pub bases: Vec<i64>,
    /// Whether the sequence functions and predicates are in the grammar.
    pub sequences: bool,
    pub max_size: usize,
    /// Positions where a formula may be wrong and still be reported (as exceptions).
    pub max_exceptions: usize,
    pub deadline: Instant,
}

/// What the search found.
pub struct Outcome {
    /// The smallest expression right at every position, if found.
    pub exact: Option<Expr>,
    /// Else an expression wrong at a few positions (their indices), found before `exact`.
    pub with_exceptions: Option<(Expr, Vec<usize>)>,
    /// The largest size fully enumerated.
    pub size_done: usize,
    /// Whether the deadline stopped the search (at size `size_done + 1`).
    pub timed_out: bool,
    pub candidates: u64,
    pub elapsed: Duration,
    /// The candidate right at the most sampled positions: (expression, how many positions of the
    /// table it gets wrong, the first of them).
    pub closest: Option<(Expr, usize, usize)>,
}

#[derive(Clone, Copy)]
enum Op {
    Var(usize),
    Fold(Fold),
    Const(i64),
    Un(Un),
    Bin(Bin),
    FromBool,
    If,
    Cmp(Cmp),
    Pred(Pred),
    Not,
    And,
    Or,
}

/// Nodes of at most this size may be the operand of a sequence (`floor(x·φ)`, the least
/// Zeckendorf term, the odious numbers, "is a Fibonacci / triangular number"), of a digit
/// function or of a shift's right side: those are applied to parameters and small terms.
const SMALL: usize = 3;

/// Nodes of at most this size may stand beside a wide constant (`n % 10`, `x < 9`); so may a
/// digit function in a comparison (`lead_digit(n - 1, 18) < 9`).
const BESIDE_WIDE: usize = 4;

/// The operations whose value is a count or position of bits or a single bit (`count_ones`, its
/// parity, trailing zeros and ones, `log2`, the lowest and highest set bit): another of them (or
/// `isqrt`) applied to such a value is a duplicate, a constant, or a curiosity.
fn bit_structure(op: Un) -> bool {
    matches!(
        op,
        Un::CountOnes
            | Un::Parity
            | Un::LowBit
            | Un::TrailingZeros
            | Un::TrailingOnes
            | Un::Log2
            | Un::HighBit
    )
}

fn sequence(op: Un) -> bool {
    matches!(
        op,
        Un::Beatty | Un::ZeckendorfLeast | Un::Odious | Un::BigOmega
    )
}

/// A leaf constant's value.
fn leaf(n: &Node) -> Option<i64> {
    match n.op {
        Op::Const(c) => Some(c),
        _ => None,
    }
}

#[derive(Clone, Copy)]
struct Node {
    op: Op,
    kids: [u32; 3],
    /// Whether it reads a parameter (else it is a constant).
    has_param: bool,
    /// One of the wide constants or bases (only in the places they are allowed).
    wide: bool,
    /// One of the bases (only the base of a digit function).
    base: bool,
    /// A digit function (compared with wide constants whatever its size).
    digit: bool,
}

/// The positions sampled first: the `k / 2` smallest (by largest parameter, then sum, then index)
/// and the rest spread evenly over the table, its last position included.
pub fn sample(points: &[Vec<i64>], k: usize) -> Vec<usize> {
    let n = points.len();
    if n <= k {
        return (0..n).collect();
    }
    let mut by_size: Vec<usize> = (0..n).collect();
    by_size.sort_by_key(|&i| {
        let p = &points[i];
        (p.iter().copied().max(), p.iter().sum::<i64>(), i)
    });
    let mut chosen: Vec<usize> = by_size[..k / 2].to_vec();
    let mut taken = vec![false; n];
    for &i in &chosen {
        taken[i] = true;
    }
    let rest: Vec<usize> = (0..n).filter(|&i| !taken[i]).collect();
    let want = k - chosen.len();
    for j in 0..want {
        // From the first to the last of the rest.
        let idx = if want == 1 {
            rest.len() - 1
        } else {
            j * (rest.len() - 1) / (want - 1)
        };
        if !taken[rest[idx]] {
            taken[rest[idx]] = true;
            chosen.push(rest[idx]);
        }
    }
    chosen
}

struct Arena {
    stride: usize,
    vals: Vec<i32>,
    nodes: Vec<Node>,
    ints: Vec<Vec<u32>>,
    bools: Vec<Vec<u32>>,
    /// Kept expressions by the fingerprint of their values ([`fingerprint`]).
    seen: HashMap<u64, u32, BuildHasherDefault<Identity>>,
    cap: usize,
}

impl Arena {
    fn vals(&self, id: u32) -> &[i32] {
        let s = id as usize * self.stride;
        &self.vals[s..s + self.stride]
    }

    fn expr(&self, id: u32) -> Expr {
        let n = self.nodes[id as usize];
        self.build(n.op, n.kids)
    }

    /// The expression `op` applied to the kept expressions `kids`.
    fn build(&self, op: Op, kids: [u32; 3]) -> Expr {
        let k = |i: usize| Box::new(self.expr(kids[i]));
        match op {
            Op::Var(i) => Expr::Var(i),
            Op::Fold(f) => Expr::Fold(f),
            Op::Const(c) => Expr::Const(c),
            Op::Un(op) => Expr::Un(op, k(0)),
            Op::Bin(op) => Expr::Bin(op, k(0), k(1)),
            Op::FromBool => Expr::FromBool(k(0)),
            Op::If => Expr::If(k(0), k(1), k(2)),
            Op::Cmp(op) => Expr::Cmp(op, k(0), k(1)),
            Op::Pred(op) => Expr::Pred(op, k(0)),
            Op::Not => Expr::Not(k(0)),
            Op::And => Expr::And(k(0), k(1)),
            Op::Or => Expr::Or(k(0), k(1)),
        }
    }
}

/// A 64-bit fingerprint of a vector of values on the sample: four independent multiply-rotate
/// lanes over pairs of values (no long dependency chain), then mixed. Equal fingerprints are
/// compared value by value before an expression is dropped as a duplicate.
fn fingerprint(v: &[i32], boolean: bool) -> u64 {
    const M: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut h: [u64; 4] = [
        if boolean { 0x2545_f491_4f6c_dd1d } else { 0 },
        0x5851_f42d_4c95_7f2d,
        0x1405_7b7e_f767_814f,
        0xd6e8_feb8_6659_fd93,
    ];
    let word =
        |c: &[i32], i: usize| u64::from(c[2 * i] as u32) | (u64::from(c[2 * i + 1] as u32) << 32);
    let mut chunks = v.chunks_exact(8);
    for c in &mut chunks {
        for (l, hl) in h.iter_mut().enumerate() {
            *hl = (*hl ^ word(c, l)).wrapping_mul(M).rotate_left(29);
        }
    }
    for (k, &x) in chunks.remainder().iter().enumerate() {
        h[k % 4] = (h[k % 4] ^ u64::from(x as u32))
            .wrapping_mul(M)
            .rotate_left(29);
    }
    let mut r = h[0] ^ h[1].rotate_left(17) ^ h[2].rotate_left(31) ^ h[3].rotate_left(47);
    r = (r ^ (r >> 32)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    r ^ (r >> 29)
}

/// The hasher of the fingerprint table: the key is a fingerprint already.
#[derive(Default)]
struct Identity(u64);

impl Hasher for Identity {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 << 8) | u64::from(b);
        }
    }
    fn write_u64(&mut self, x: u64) {
        self.0 = x;
    }
}

fn narrow(v: Option<i64>) -> i32 {
    match v {
        Some(x) if x > i64::from(UNDEF) && x <= i64::from(i32::MAX) => x as i32,
        _ => UNDEF,
    }
}

fn map1(a: &[i32], out: &mut [i32], f: impl Fn(i64) -> Option<i64>) {
    for (o, &x) in out.iter_mut().zip(a) {
        *o = if x == UNDEF {
            UNDEF
        } else {
            narrow(f(i64::from(x)))
        };
    }
}

fn map2(a: &[i32], b: &[i32], out: &mut [i32], f: impl Fn(i64, i64) -> Option<i64>) {
    for ((o, &x), &y) in out.iter_mut().zip(a).zip(b) {
        *o = if x == UNDEF || y == UNDEF {
            UNDEF
        } else {
            narrow(f(i64::from(x), i64::from(y)))
        };
    }
}

/// `out[k] = f(a[k], b[k])` in the `u64` mode, where every defined value on the sample is
/// `>= 0` (so `x | y < 0` says one is undefined): `f` computes in `i64` on values of `i32` (no
/// overflow) and returns a negative number where [`bin`] is `None`; results beyond `i32` are
/// undefined, as [`narrow`] makes them. Branch-free, so the compiler can vectorise it.
#[inline(always)]
fn zip_unsigned(a: &[i32], b: &[i32], out: &mut [i32], f: impl Fn(i64, i64) -> i64) {
    for ((o, &x), &y) in out.iter_mut().zip(a).zip(b) {
        let v = f(i64::from(x), i64::from(y));
        *o = if (x | y) < 0 || !(0..=i64::from(i32::MAX)).contains(&v) {
            UNDEF
        } else {
            v as i32
        };
    }
}

fn eval_bin(mode: Mode, op: Bin, a: &[i32], b: &[i32], out: &mut [i32]) {
    if !mode.signed {
        // The meaning of `bin` on defined values of the sample, written to vectorise.
        let shift_ok = |y: i64| (0..64).contains(&y);
        return match op {
            Bin::Add => zip_unsigned(a, b, out, |x, y| x + y),
            Bin::Sub => zip_unsigned(a, b, out, |x, y| x - y),
            Bin::Mul => zip_unsigned(a, b, out, |x, y| x * y),
            Bin::Div => zip_unsigned(a, b, out, |x, y| if y > 0 { x / y } else { -1 }),
            Bin::Mod => zip_unsigned(a, b, out, |x, y| if y > 0 { x % y } else { -1 }),
            Bin::Min => zip_unsigned(a, b, out, |x, y| x.min(y)),
            Bin::Max => zip_unsigned(a, b, out, |x, y| x.max(y)),
            Bin::AbsDiff => zip_unsigned(a, b, out, |x, y| (x - y).abs()),
            Bin::And => zip_unsigned(a, b, out, |x, y| x & y),
            Bin::Or => zip_unsigned(a, b, out, |x, y| x | y),
            Bin::Xor => zip_unsigned(a, b, out, |x, y| x ^ y),
            Bin::Shl => zip_unsigned(a, b, out, |x, y| {
                if shift_ok(y) {
                    i64::try_from((x as u64) << y).unwrap_or(-1)
                } else {
                    -1
                }
            }),
            Bin::Shr => zip_unsigned(a, b, out, |x, y| if shift_ok(y) { x >> y } else { -1 }),
            Bin::DigitSum => map2(a, b, out, |x, y| bin(mode, Bin::DigitSum, x, y)),
            Bin::MaxDigit => map2(a, b, out, |x, y| bin(mode, Bin::MaxDigit, x, y)),
            Bin::LeadDigit => map2(a, b, out, |x, y| bin(mode, Bin::LeadDigit, x, y)),
        };
    }
    match op {
        Bin::Add => map2(a, b, out, |x, y| bin(mode, Bin::Add, x, y)),
        Bin::Sub => map2(a, b, out, |x, y| bin(mode, Bin::Sub, x, y)),
        Bin::Mul => map2(a, b, out, |x, y| bin(mode, Bin::Mul, x, y)),
        Bin::Div => map2(a, b, out, |x, y| bin(mode, Bin::Div, x, y)),
        Bin::Mod => map2(a, b, out, |x, y| bin(mode, Bin::Mod, x, y)),
        Bin::Min => map2(a, b, out, |x, y| bin(mode, Bin::Min, x, y)),
        Bin::Max => map2(a, b, out, |x, y| bin(mode, Bin::Max, x, y)),
        Bin::AbsDiff => map2(a, b, out, |x, y| bin(mode, Bin::AbsDiff, x, y)),
        Bin::And => map2(a, b, out, |x, y| bin(mode, Bin::And, x, y)),
        Bin::Or => map2(a, b, out, |x, y| bin(mode, Bin::Or, x, y)),
        Bin::Xor => map2(a, b, out, |x, y| bin(mode, Bin::Xor, x, y)),
        Bin::Shl => map2(a, b, out, |x, y| bin(mode, Bin::Shl, x, y)),
        Bin::Shr => map2(a, b, out, |x, y| bin(mode, Bin::Shr, x, y)),
        Bin::DigitSum | Bin::MaxDigit | Bin::LeadDigit => map2(a, b, out, |_, _| None),
    }
}

/// The unary operation on the sample, one loop per operation (the match outside the loop).
fn eval_un(mode: Mode, op: Un, a: &[i32], out: &mut [i32]) {
    macro_rules! each {
        ($($op:ident),*) => {
            match op {
                $(Un::$op => map1(a, out, |x| un(mode, Un::$op, x)),)*
            }
        };
    }
    each!(
        CountOnes,
        Parity,
        LowBit,
        TrailingZeros,
        TrailingOnes,
        Log2,
        HighBit,
        Isqrt,
        Beatty,
        ZeckendorfLeast,
        Odious,
        BigOmega,
        Neg,
        Abs
    )
}

fn eval_cmp(mode: Mode, op: Cmp, a: &[i32], b: &[i32], out: &mut [i32]) {
    if mode.signed {
        return map2(a, b, out, |x, y| Some(cmp(op, x, y)));
    }
    match op {
        Cmp::Lt => zip_unsigned(a, b, out, |x, y| i64::from(x < y)),
        Cmp::Le => zip_unsigned(a, b, out, |x, y| i64::from(x <= y)),
        Cmp::Eq => zip_unsigned(a, b, out, |x, y| i64::from(x == y)),
        Cmp::Ne => zip_unsigned(a, b, out, |x, y| i64::from(x != y)),
    }
}

/// The state of one enumeration (on one sample).
struct Run<'a, 'p> {
    p: &'a Problem<'p>,
    sample: Vec<usize>,
    target: Vec<i32>,
    arena: Arena,
    buf: Vec<i32>,
    candidates: u64,
    start: Instant,
    last_progress: Instant,
    timed_out: bool,
    /// Found: exact, with exceptions, or a sample match refuted by the table (its counterexamples).
    exact: Option<Expr>,
    with_exceptions: Option<(Expr, Vec<usize>)>,
    refuted: Vec<usize>,
    /// Whether a sample match the table refutes may start the search again.
    may_restart: bool,
    closest: Option<(usize, Expr)>,
}

/// Result of trying one candidate.
enum Step {
    Go,
    Stop,
}

impl<'a, 'p> Run<'a, 'p> {
    fn new(p: &'a Problem<'p>, sample: Vec<usize>, start: Instant, candidates: u64) -> Self {
        let stride = sample.len();
        let target = sample.iter().map(|&i| narrow(Some(p.values[i]))).collect();
        Run {
            p,
            arena: Arena {
                stride,
                vals: Vec::new(),
                nodes: Vec::new(),
                ints: vec![Vec::new(); p.max_size + 2],
                bools: vec![Vec::new(); p.max_size + 2],
                seen: HashMap::default(),
                cap: MEMORY / (4 * stride.max(1)),
            },
            buf: vec![0; stride],
            sample,
            target,
            candidates,
            start,
            last_progress: Instant::now(),
            timed_out: false,
            exact: None,
            with_exceptions: None,
            refuted: Vec::new(),
            may_restart: true,
            closest: None,
        }
    }

    /// Checks `e` on every position of the table: the indices where it is wrong (at most
    /// `limit + 1` of them are collected).
    fn wrong_on_table(&self, e: &Expr, limit: usize) -> Vec<usize> {
        let mut wrong = Vec::new();
        for (i, pt) in self.p.points.iter().enumerate() {
            if e.eval(self.p.mode, pt) != Some(self.p.values[i]) {
                wrong.push(i);
                if wrong.len() > limit {
                    break;
                }
            }
        }
        wrong
    }

    /// Tries the candidate in `buf` built by `op` from `kids`; keeps it if new.
    fn offer(
        &mut self,
        op: Op,
        kids: [u32; 3],
        boolean: bool,
        keep: bool,
        size: usize,
        progress: &mut dyn FnMut(usize, u64, Duration),
    ) -> Step {
        self.candidates += 1;
        if self.candidates % 512 == 0 {
            let now = Instant::now();
            if now >= self.p.deadline {
                self.timed_out = true;
                return Step::Stop;
            }
            if now.duration_since(self.last_progress) >= Duration::from_secs(2) {
                self.last_progress = now;
                progress(size, self.candidates, now.duration_since(self.start));
            }
        }
        if self.buf.iter().all(|&x| x == UNDEF) {
            return Step::Go;
        }
        // Past the memory cap (or at the last size) nothing is kept, so duplicates are not
        // looked up either: they are only tried against the target again.
        let base = matches!(op, Op::Const(c) if self.p.bases.contains(&c));
        let wide = base || matches!(op, Op::Const(c) if self.p.wide_consts.contains(&c));
        let stored = keep && self.arena.nodes.len() < self.arena.cap;
        // A wide constant is kept apart from the table of values: the same value built as a
        // sum of ordinary constants may go where a wide constant may not.
        let h = if stored && !wide {
            fingerprint(&self.buf, boolean)
        } else {
            0
        };
        if stored && !wide {
            if let Some(&id) = self.arena.seen.get(&h) {
                if self.arena.vals(id) == &self.buf[..] {
                    return Step::Go;
                }
            }
        }
        let has_param = match op {
            Op::Var(_) | Op::Fold(_) => true,
            Op::Const(_) => false,
            _ => {
                let arity = match op {
                    Op::If => 3,
                    Op::Un(_) | Op::FromBool | Op::Pred(_) | Op::Not => 1,
                    _ => 2,
                };
                kids[..arity]
                    .iter()
                    .any(|&k| self.arena.nodes[k as usize].has_param)
            }
        };
        let node = Node {
            op,
            kids,
            has_param,
            wide,
            base,
            digit: matches!(op, Op::Bin(Bin::DigitSum | Bin::MaxDigit | Bin::LeadDigit)),
        };
        let id = self.arena.nodes.len() as u32;
        if stored {
            self.arena.vals.extend_from_slice(&self.buf);
            self.arena.nodes.push(node);
            if !wide {
                self.arena.seen.insert(h, id);
            }
            if boolean {
                self.arena.bools[size].push(id);
            } else {
                self.arena.ints[size].push(id);
            }
        }
        if boolean != self.p.boolean || !has_param {
            return Step::Go;
        }
        let limit = self.p.max_exceptions;
        let mut wrong = 0;
        for (x, t) in self.buf.iter().zip(&self.target) {
            if x != t {
                wrong += 1;
                if wrong > limit && self.closest.as_ref().map_or(false, |c| c.0 <= wrong) {
                    break;
                }
            }
        }
        if self.closest.as_ref().map_or(true, |c| wrong < c.0) {
            let e = self.arena.build(op, kids);
            self.closest = Some((wrong, e));
        }
        if wrong > limit || (wrong > 0 && self.with_exceptions.is_some()) {
            return Step::Go;
        }
        let e = self.arena.build(op, kids);
        let bad = self.wrong_on_table(&e, limit);
        if bad.is_empty() {
            self.exact = Some(e);
            return Step::Stop;
        }
        if wrong == 0 && self.may_restart {
            // The sample merged this expression with others the table tells apart: start again
            // with its first counterexamples in the sample.
            self.refuted = bad.into_iter().take(2).collect();
            return Step::Stop;
        }
        if bad.len() <= limit && self.with_exceptions.is_none() {
            self.with_exceptions = Some((e, bad));
        }
        Step::Go
    }

    /// Enumerates every expression of `size`; `Stop` when found, refuted or out of time.
    fn level(&mut self, size: usize, progress: &mut dyn FnMut(usize, u64, Duration)) -> Step {
        let keep = size < self.p.max_size;
        let mode = self.p.mode;
        let stride = self.arena.stride;
        if size == 1 {
            let mut leaves: Vec<Op> = self.p.vars.iter().map(|&v| Op::Var(v)).collect();
            leaves.extend(self.p.folds.iter().map(|&f| Op::Fold(f)));
            leaves.extend(self.p.consts.iter().map(|&c| Op::Const(c)));
            leaves.extend(self.p.wide_consts.iter().map(|&c| Op::Const(c)));
            leaves.extend(self.p.bases.iter().map(|&c| Op::Const(c)));
            for op in leaves {
                for k in 0..stride {
                    let pt = &self.p.points[self.sample[k]];
                    self.buf[k] = narrow(match op {
                        Op::Var(v) => Some(pt[v]),
                        Op::Fold(f) => f.apply(pt),
                        Op::Const(c) => Some(c),
                        _ => None,
                    });
                }
                if let Step::Stop = self.offer(op, [0; 3], false, keep, 1, progress) {
                    return Step::Stop;
                }
            }
            return Step::Go;
        }
        let mut out = std::mem::take(&mut self.buf);
        let step = compose(self, size, keep, mode, &mut out, progress);
        self.buf = out;
        step
    }
}

/// Whether `x op y` with a leaf constant is a duplicate or a constant of a candidate tried
/// before it: `0` as an operand (but `0 - x`, `min` and `max` with 0 in `i64`), `* / %` by 1,
/// `>> 1`, `>> 2` (`/ 2`, `/ 4`), `<< 1`, `<< 2` (`* 2`, `* 4`).
fn trivial(mode: Mode, op: Bin, x: &Node, y: &Node) -> bool {
    let (a, b) = (leaf(x), leaf(y));
    if a == Some(0) || b == Some(0) {
        let signed_kept = matches!(op, Bin::Min | Bin::Max) || (op == Bin::Sub && a == Some(0));
        return !(mode.signed && signed_kept);
    }
    matches!(
        (op, a, b),
        (Bin::Mul, Some(1), _)
            | (Bin::Mul | Bin::Div | Bin::Mod, _, Some(1))
            | (Bin::Shr | Bin::Shl, _, Some(1..=2))
    )
}

/// Whether a comparison with a leaf constant is one tried before it or constant: `x < 0`,
/// `0 <= x`; `x <= c` when `x < c + 1` is in the grammar, `c <= x` when `c - 1 < x` is.
/// (`i`, `j`: the sizes of `x` and `y`; a wide constant goes only beside a small term.)
fn trivial_cmp(op: Cmp, p: &Problem, x: &Node, y: &Node, i: usize, j: usize) -> bool {
    let known = |c: i64, beside: usize| {
        p.consts.contains(&c) || (p.wide_consts.contains(&c) && beside <= BESIDE_WIDE)
    };
    match (op, leaf(x), leaf(y)) {
        (Cmp::Lt, _, Some(0)) | (Cmp::Le, Some(0), _) => !p.mode.signed,
        (Cmp::Le, _, Some(c)) => known(c + 1, i),
        (Cmp::Le, Some(c), _) => known(c - 1, j),
        _ => false,
    }
}

/// The candidates of one size (size >= 2), in a fixed order: binary operations, comparisons
/// (those with a constant side first), `&&`, `||` and `==` of booleans on pairs of sizes; unary
/// operations, `u64::from` and `!` on size - 1; predicates on size - 1; `if` on triples
/// (condition up to size - 3, branches up to 3 nodes each).
fn compose(
    r: &mut Run,
    size: usize,
    keep: bool,
    mode: Mode,
    out: &mut Vec<i32>,
    progress: &mut dyn FnMut(usize, u64, Duration),
) -> Step {
    let p = r.p;
    // Hands the evaluated `out` to `offer`.
    let mut go = |r: &mut Run, out: &mut Vec<i32>, op: Op, kids: [u32; 3], boolean: bool| {
        std::mem::swap(&mut r.buf, out);
        let step = r.offer(op, kids, boolean, keep, size, progress);
        std::mem::swap(&mut r.buf, out);
        step
    };
    // At the last size only candidates of the searched type can be the answer (the others are
    // not kept): integers or booleans.
    let (ints, bools) = (keep || !p.boolean, keep || p.boolean);
    let ints_prev = r.arena.ints[size - 1].clone();
    let bools_prev = r.arena.bools[size - 1].clone();
    // Pairs: left size i, right size j = size - 1 - i.
    for i in 1..size - 1 {
        let j = size - 1 - i;
        let (li, rj) = (r.arena.ints[i].clone(), r.arena.ints[j].clone());
        for &op in Bin::ALL.iter().filter(|op| ints && op.allowed(mode)) {
            if op.commutative() && i > j {
                continue;
            }
            let digits = matches!(op, Bin::DigitSum | Bin::MaxDigit | Bin::LeadDigit);
            let wide_right = matches!(op, Bin::Div | Bin::Mod | Bin::Min | Bin::Max);
            // A digit function of a small term; a shift by a small term.
            if (digits && (j != 1 || i > SMALL)) || (matches!(op, Bin::Shl | Bin::Shr) && j > SMALL)
            {
                continue;
            }
            for (xi, &x) in li.iter().enumerate() {
                let xn = r.arena.nodes[x as usize];
                let xp = xn.has_param;
                if xn.wide || (digits && !xp) {
                    continue;
                }
                let from = if op.commutative() && i == j { xi } else { 0 };
                for &y in &rj[from..] {
                    let yn = r.arena.nodes[y as usize];
                    let yp = yn.has_param;
                    if !xp && !yp && !matches!(op, Bin::Add | Bin::Mul | Bin::Shl) {
                        continue;
                    }
                    let right_ok = if digits {
                        matches!(yn.op, Op::Const(2..=20))
                    } else {
                        !yn.base && (!yn.wide || (wide_right && i <= BESIDE_WIDE))
                    };
                    if !right_ok {
                        continue;
                    }
                    if x == y && !matches!(op, Bin::Add | Bin::Mul) {
                        continue;
                    }
                    if trivial(mode, op, &xn, &yn) {
                        continue;
                    }
                    eval_bin(mode, op, r.arena.vals(x), r.arena.vals(y), out);
                    if let Step::Stop = go(r, out, Op::Bin(op), [x, y, 0], false) {
                        return Step::Stop;
                    }
                }
            }
        }
        // Comparisons with a constant side first (`a.min(b) != 0` before `a.abs_diff(b) <
        // a.max(b)`, equal on the table), then those of two terms with parameters.
        let cmps = [Cmp::Lt, Cmp::Le, Cmp::Eq, Cmp::Ne];
        for (constant, op) in [true, false]
            .into_iter()
            .flat_map(|c| cmps.map(|op| (c, op)))
            .filter(|_| bools)
        {
            let symmetric = matches!(op, Cmp::Eq | Cmp::Ne);
            if symmetric && i > j {
                continue;
            }
            for (xi, &x) in li.iter().enumerate() {
                let xn = r.arena.nodes[x as usize];
                let xp = xn.has_param;
                // The sizes that count beside a wide constant (a digit function's counts as 1).
                let ei = if xn.digit { 1 } else { i };
                if xn.base || (xn.wide && symmetric) {
                    continue;
                }
                let from = if symmetric && i == j { xi + 1 } else { 0 };
                for &y in &rj[from.min(rj.len())..] {
                    let yn = r.arena.nodes[y as usize];
                    let ej = if yn.digit { 1 } else { j };
                    if x == y
                        || (!xp && !yn.has_param)
                        || (xp && yn.has_param) == constant
                        || yn.base
                        || (yn.wide && ei > BESIDE_WIDE)
                        || (xn.wide && ej > BESIDE_WIDE)
                    {
                        continue;
                    }
                    if trivial_cmp(op, p, &xn, &yn, ei, ej) {
                        continue;
                    }
                    eval_cmp(mode, op, r.arena.vals(x), r.arena.vals(y), out);
                    if let Step::Stop = go(r, out, Op::Cmp(op), [x, y, 0], true) {
                        return Step::Stop;
                    }
                }
            }
        }
        if i <= j && bools {
            let (bi, bj) = (r.arena.bools[i].clone(), r.arena.bools[j].clone());
            for kind in 0..4 {
                for (xi, &x) in bi.iter().enumerate() {
                    let from = if i == j { xi + 1 } else { 0 };
                    for &y in &bj[from.min(bj.len())..] {
                        let (a, b) = (r.arena.vals(x), r.arena.vals(y));
                        let op = match kind {
                            0 => {
                                for ((o, &u), &v) in out.iter_mut().zip(a).zip(b) {
                                    *o = match u {
                                        UNDEF => UNDEF,
                                        0 => 0,
                                        _ => v,
                                    };
                                }
                                Op::And
                            }
                            1 => {
                                for ((o, &u), &v) in out.iter_mut().zip(a).zip(b) {
                                    *o = match u {
                                        UNDEF => UNDEF,
                                        1 => 1,
                                        _ => v,
                                    };
                                }
                                Op::Or
                            }
                            2 => {
                                // Booleans are 0, 1 or undefined in either mode.
                                eval_cmp(Mode { signed: false }, Cmp::Eq, a, b, out);
                                Op::Cmp(Cmp::Eq)
                            }
                            _ => {
                                eval_cmp(Mode { signed: false }, Cmp::Ne, a, b, out);
                                Op::Cmp(Cmp::Ne)
                            }
                        };
                        if let Step::Stop = go(r, out, op, [x, y, 0], true) {
                            return Step::Stop;
                        }
                    }
                }
            }
        }
    }
    // Unary operations after the pairs: plain arithmetic first among candidates of one size
    // (`q % 2` before the parity of `floor(q·φ)`'s ones, equal on a small table).
    for &op in Un::ALL.iter().filter(|op| ints && op.allowed(mode)) {
        if sequence(op) && (!p.sequences || size - 1 > SMALL) {
            continue;
        }
        let on_bits = !(bit_structure(op) || op == Un::Isqrt);
        for &x in &ints_prev {
            let n = r.arena.nodes[x as usize];
            // Not on a 0/1 value; not twice in a row; no bit count of a bit count.
            let skip = match n.op {
                Op::FromBool | Op::Un(Un::Parity) => true,
                Op::Un(o) => o == op || (bit_structure(o) && !on_bits),
                _ => false,
            };
            if !n.has_param || skip {
                continue;
            }
            eval_un(mode, op, r.arena.vals(x), out);
            if let Step::Stop = go(r, out, Op::Un(op), [x, 0, 0], false) {
                return Step::Stop;
            }
        }
    }
    for &x in bools_prev.iter().filter(|_| ints) {
        if !r.arena.nodes[x as usize].has_param {
            continue;
        }
        out.copy_from_slice(r.arena.vals(x));
        if let Step::Stop = go(r, out, Op::FromBool, [x, 0, 0], false) {
            return Step::Stop;
        }
    }
    for &x in bools_prev.iter().filter(|_| bools) {
        let n = r.arena.nodes[x as usize];
        if !n.has_param || matches!(n.op, Op::Not | Op::Cmp(_)) {
            continue;
        }
        map1(r.arena.vals(x), out, |a| Some(1 - a));
        if let Step::Stop = go(r, out, Op::Not, [x, 0, 0], true) {
            return Step::Stop;
        }
    }
    // Predicates after the comparisons: `n % 10 != 0` before a predicate of the same size.
    if !mode.signed && bools {
        for &op in Pred::ALL.iter() {
            if !matches!(op, Pred::Odd | Pred::PowerOfTwo) && (!p.sequences || size - 1 > SMALL) {
                continue;
            }
            for &x in &ints_prev {
                let n = r.arena.nodes[x as usize];
                // Not on a bit (0 or a power of two): `x != 0`, or parity in disguise.
                if !n.has_param
                    || matches!(
                        n.op,
                        Op::FromBool | Op::Un(Un::Parity | Un::LowBit | Un::HighBit)
                    )
                {
                    continue;
                }
                map1(r.arena.vals(x), out, |a| pred(op, a));
                if let Step::Stop = go(r, out, Op::Pred(op), [x, 0, 0], true) {
                    return Step::Stop;
                }
            }
        }
    }
    // if c { a } else { b }: condition of size i, branches of sizes j and k (at most 3 each).
    for i in (1..size.saturating_sub(2)).filter(|_| ints) {
        for j in 1..=3.min(size - 1 - i) {
            let k = size - 1 - i - j;
            if k == 0 || k > 3 {
                continue;
            }
            let cs = r.arena.bools[i].clone();
            let (aj, bk) = (r.arena.ints[j].clone(), r.arena.ints[k].clone());
            for &c in &cs {
                if !r.arena.nodes[c as usize].has_param {
                    continue;
                }
                for &x in &aj {
                    for &y in &bk {
                        // No wide constant in a branch (they would multiply the `if`s).
                        if x == y
                            || r.arena.nodes[x as usize].wide
                            || r.arena.nodes[y as usize].wide
                        {
                            continue;
                        }
                        let (cv, xv, yv) = (r.arena.vals(c), r.arena.vals(x), r.arena.vals(y));
                        for (t, o) in out.iter_mut().enumerate() {
                            *o = match cv[t] {
                                UNDEF => UNDEF,
                                0 => yv[t],
                                _ => xv[t],
                            };
                        }
                        if let Step::Stop = go(r, out, Op::If, [c, x, y], false) {
                            return Step::Stop;
                        }
                    }
                }
            }
        }
    }
    Step::Go
}

/// Searches the smallest expression for `p`; `progress(size, candidates, elapsed)` is called
/// every 2 s or so.
pub fn search(p: &Problem, progress: &mut dyn FnMut(usize, u64, Duration)) -> Outcome {
    let start = Instant::now();
    let mut sample_idx = sample(p.points, SAMPLE);
    let mut candidates = 0;
    let mut restarts = 0;
    loop {
        let mut run = Run::new(p, sample_idx.clone(), start, candidates);
        run.may_restart = restarts < RESTARTS;
        let mut size_done = 0;
        let mut exc_size = None;
        for size in 1..=p.max_size {
            if exc_size.map_or(false, |e| size > e + 2) {
                break;
            }
            let had_exc = run.with_exceptions.is_some();
            if let Step::Stop = run.level(size, progress) {
                break;
            }
            if !had_exc && run.with_exceptions.is_some() {
                exc_size = Some(size);
            }
            size_done = size;
        }
        candidates = run.candidates;
        if !run.refuted.is_empty() {
            restarts += 1;
            for &i in &run.refuted {
                if !sample_idx.contains(&i) {
                    sample_idx.push(i);
                }
            }
            continue;
        }
        let closest = run.closest.take().map(|(_, e)| {
            let wrong = run.wrong_on_table(&e, usize::MAX);
            let first = wrong.first().copied().unwrap_or(0);
            (e, wrong.len(), first)
        });
        if run.exact.is_some() {
            size_done = run.exact.as_ref().map_or(0, Expr::size);
        }
        return Outcome {
            exact: run.exact,
            with_exceptions: run.with_exceptions,
            size_done,
            timed_out: run.timed_out,
            candidates,
            elapsed: start.elapsed(),
            closest,
        };
    }
}
