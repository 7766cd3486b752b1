//! The driver of `cgt-sg explore`: compiled together with the user's scratch file (which defines
//! `moves` and optionally `starts` and `conjecture`) into a small program that searches the game
//! graph and prints what it found, one record per line, for `cgt-sg` to analyse and show.
//! `cgt-sg` also compiles this file as a module of its own, so it is linted and type-checked with
//! the tools.
//!
//! Records (fields separated by tabs):
//! - `S <dim> <starts>`: the shape (1 or 2 for one or two heaps, 0 for a list of starts);
//! - `P <starts done> <starts> <positions>`: progress, a few times a second;
//! - `C <position>`: the positions of a cycle, in play order (the first one repeats the last);
//! - `X <what> <position or -> <message>`: a panic in the rules (`what`: `expanding`,
//!   `evaluating the conjecture at`, `listing the starts`), which stops the search;
//! - `L <W|L|D> <moves or -> <label>`: after a cycle, each start's win, loss or draw by retrograde
//!   analysis, with the number of moves under optimal play;
//! - `V <grundy or ?> <misère: 1 win, 0 loss, - unknown> <label>`: one per start, in the order of
//!   the starts, after the search;
//! - `K <g|w> <checked> <starts checked> <distinct starts> <counterexamples> <conjecture> <truth>
//!   <label>`: the conjecture checked at every computed position (the last three fields are those
//!   of the first counterexample, `-` when there is none); absent without a conjecture;
//! - `M <label> <target>`: a winning move from a start (a position, or the parts of a sum joined
//!   by ` + `, or `nothing left`);
//! - `E <positions> <ok|cycle|limit|panic> <sums: 0/1>`: the end.
//!
//! Arguments: `MAX_POSITIONS N A B MISERE MOVES SHOWN`: the box is `0..=N` for one heap, `0..=A` x
//! `0..=B` for two; `MISERE` 1 checks a `bool` conjecture and finds winning moves in misère play;
//! `MOVES` 1 prints a winning move from each of the first `SHOWN` starts (two heaps: every start).

use std::collections::HashMap;
use std::fmt::Debug;
use std::hash::Hash;
use std::io::{self, BufWriter, Write};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// What the scratch file gets when it defines no `starts` or `conjecture` (its own definitions
/// shadow these glob-imported ones).
pub mod defaults {
    /// No list of starts: the positions are the heaps of the box.
    pub struct NoStarts;
    /// No conjecture to check.
    pub struct NoConjecture;
    pub fn starts() -> NoStarts {
        NoStarts
    }
    pub fn conjecture<P>(_: &P) -> NoConjecture {
        NoConjecture
    }
}

/// The result of `moves`: a list of positions, or a list of sums of positions (a move that splits
/// a heap into heaps; the empty sum is the finished game).
pub trait MoveList<P> {
    fn options(self) -> Vec<Vec<P>>;
}

impl<P> MoveList<P> for Vec<P> {
    fn options(self) -> Vec<Vec<P>> {
        self.into_iter().map(|p| vec![p]).collect()
    }
}

impl<P> MoveList<P> for Vec<Vec<P>> {
    fn options(self) -> Vec<Vec<P>> {
        self
    }
}

/// The label of a position and its place in the order of counterexamples (heaps have one: least
/// n, or least a + b then a; other positions none: the starts' order, then the search's).
pub type Named = (Option<(u64, u64)>, String);

/// Heap positions that span a box: one heap (`u64`, `u32`, `usize`) or two (a pair of them). Any
/// other position type needs `fn starts() -> Vec<Pos>` in the scratch file.
pub trait Heaps: Sized {
    const DIM: usize;
    /// Every position of the box `0..=size[0]` (x `0..=size[1]`), in row-major order, labelled.
    fn grid(size: &[u64]) -> Vec<(Self, String)>;
    /// The label (`n`, or `a b`) and the order key.
    fn named(&self) -> Named;
}

/// The integer types a heap may have.
pub trait HeapInt: Copy {
    fn from_u64(n: u64) -> Self;
    fn to_u64(self) -> u64;
}

impl HeapInt for u32 {
    fn from_u64(n: u64) -> Self {
        n as u32
    }
    fn to_u64(self) -> u64 {
        u64::from(self)
    }
}

impl HeapInt for u64 {
    fn from_u64(n: u64) -> Self {
        n
    }
    fn to_u64(self) -> u64 {
        self
    }
}

impl HeapInt for usize {
    fn from_u64(n: u64) -> Self {
        n as usize
    }
    fn to_u64(self) -> u64 {
        self as u64
    }
}

impl<T: HeapInt> Heaps for T {
    const DIM: usize = 1;
    fn grid(size: &[u64]) -> Vec<(Self, String)> {
        (0..=size[0])
            .map(|n| (T::from_u64(n), n.to_string()))
            .collect()
    }
    fn named(&self) -> Named {
        let n = self.to_u64();
        (Some((n, 0)), n.to_string())
    }
}

impl<T: HeapInt> Heaps for (T, T) {
    const DIM: usize = 2;
    fn grid(size: &[u64]) -> Vec<(Self, String)> {
        let row = |a: u64| {
            (0..=size[1]).map(move |b| ((T::from_u64(a), T::from_u64(b)), format!("{} {}", a, b)))
        };
        (0..=size[0]).flat_map(row).collect()
    }
    fn named(&self) -> Named {
        let (a, b) = (self.0.to_u64(), self.1.to_u64());
        (Some((a.saturating_add(b), a)), format!("{} {}", a, b))
    }
}

/// (dimension, start positions with their labels, the naming of any position).
pub type Listed<P> = (usize, Vec<(P, String)>, fn(&P) -> Named);

/// The start positions: the box of a heap type, or the scratch file's list.
pub trait Starts<P> {
    /// (dimension, positions with their labels, the naming of any position) for the sizes
    /// `[N, A, B]`.
    fn list(self, size: &[u64]) -> Listed<P>;
}

impl<P: Heaps> Starts<P> for defaults::NoStarts {
    fn list(self, size: &[u64]) -> Listed<P> {
        (
            P::DIM,
            P::grid(if P::DIM == 1 { &size[..1] } else { &size[1..] }),
            P::named,
        )
    }
}

fn debug_named<P: Debug>(p: &P) -> Named {
    (None, format!("{:?}", p))
}

impl<P: Debug> Starts<P> for Vec<P> {
    fn list(self, _: &[u64]) -> Listed<P> {
        let label = |p: P| {
            let s = format!("{:?}", p);
            (p, s)
        };
        (0, self.into_iter().map(label).collect(), debug_named::<P>)
    }
}

/// A conjectured value: a Grundy value (an integer, `g`) or whether the player to move wins
/// (`bool`, `w`).
pub trait Conjecture {
    fn value(self) -> Option<(char, u64)>;
}

impl Conjecture for defaults::NoConjecture {
    fn value(self) -> Option<(char, u64)> {
        None
    }
}

impl Conjecture for bool {
    fn value(self) -> Option<(char, u64)> {
        Some(('w', self as u64))
    }
}

/// The integer types a conjectured Grundy value may have.
pub trait GrundyInt {
    fn to_u64(self) -> u64;
}

impl GrundyInt for u8 {
    fn to_u64(self) -> u64 {
        u64::from(self)
    }
}

impl GrundyInt for u16 {
    fn to_u64(self) -> u64 {
        u64::from(self)
    }
}

impl GrundyInt for u32 {
    fn to_u64(self) -> u64 {
        u64::from(self)
    }
}

impl GrundyInt for u64 {
    fn to_u64(self) -> u64 {
        self
    }
}

impl GrundyInt for usize {
    fn to_u64(self) -> u64 {
        self as u64
    }
}

impl<T: GrundyInt> Conjecture for T {
    fn value(self) -> Option<(char, u64)> {
        Some(('g', self.to_u64()))
    }
}

/// A position met by the search: its Grundy value and misère outcome once all its moves are
/// searched (`None` while it is on the current play).
#[derive(Clone, Copy)]
struct Solved {
    grundy: u32,
    misere_wins: bool,
}

/// The message and place of the last panic, kept by the panic hook for the `X` record.
static PANIC: Mutex<String> = Mutex::new(String::new());

/// Runs `f`; a panic comes back as its message (with its place in the source).
fn guarded<T>(f: impl FnOnce() -> T) -> Result<T, String> {
    catch_unwind(AssertUnwindSafe(f)).map_err(|_| {
        let mut m = PANIC.lock().unwrap_or_else(|e| e.into_inner());
        std::mem::take(&mut *m)
    })
}

/// Searches every start and prints the records. A panic that escapes the guarded calls to the
/// rules (say in a `Hash` implementation) is printed on stderr; the program then exits with 101.
pub fn run<P, M, S, C>(
    moves: impl FnMut(&P) -> M,
    starts: impl FnOnce() -> S,
    conjecture: impl Fn(&P) -> C,
) where
    P: Clone + Eq + Hash + Debug,
    M: MoveList<P>,
    S: Starts<P>,
    C: Conjecture,
{
    std::panic::set_hook(Box::new(|info| {
        let payload = info.payload();
        let msg = match (
            payload.downcast_ref::<&str>(),
            payload.downcast_ref::<String>(),
        ) {
            (Some(s), _) => s.to_string(),
            (_, Some(s)) => s.clone(),
            _ => "(a panic without a message)".to_string(),
        };
        let place = info.location().map_or(String::new(), |l| {
            format!(" (at {}:{}:{})", l.file(), l.line(), l.column())
        });
        *PANIC.lock().unwrap_or_else(|e| e.into_inner()) = format!("{}{}", msg, place);
    }));
    if guarded(|| search(moves, starts, conjecture)).is_err() {
        let m = PANIC.lock().unwrap_or_else(|e| e.into_inner()).clone();
        eprintln!("panic in the scratch program: {}", m);
        std::process::exit(101);
    }
}

/// The arguments: `MAX_POSITIONS N A B MISERE MOVES SHOWN`.
struct Args {
    max_positions: usize,
    size: Vec<u64>,
    misere: bool,
    moves: bool,
    shown: usize,
}

fn args() -> Args {
    let a: Vec<u64> = std::env::args()
        .skip(1)
        .map(|a| a.parse().expect("a number"))
        .collect();
    Args {
        max_positions: a[0] as usize,
        size: a[1..4].to_vec(),
        misere: a[4] == 1,
        moves: a[5] == 1,
        shown: a[6] as usize,
    }
}

fn search<P, M, S, C>(
    mut moves: impl FnMut(&P) -> M,
    starts: impl FnOnce() -> S,
    conjecture: impl Fn(&P) -> C,
) where
    P: Clone + Eq + Hash + Debug,
    M: MoveList<P>,
    S: Starts<P>,
    C: Conjecture,
{
    let args = args();
    let max_positions = args.max_positions;
    let out = io::stdout();
    let mut w = BufWriter::new(out.lock());
    let pr = |w: &mut BufWriter<_>, line: String| writeln!(w, "{}", line).expect("stdout");
    let (dim, starts, named) = match guarded(|| starts().list(&args.size)) {
        Ok(s) => s,
        Err(msg) => {
            pr(&mut w, "S\t0\t0".to_string());
            pr(&mut w, format!("X\tlisting the starts\t-\t{}", msg));
            pr(&mut w, "E\t0\tpanic\t0".to_string());
            return;
        }
    };
    pr(&mut w, format!("S\t{}\t{}", dim, starts.len()));
    // Ids in order of discovery; `value[id]` is None while the position is on the current play.
    let mut id: HashMap<P, usize> = HashMap::new();
    let mut value: Vec<Option<Solved>> = Vec::new();
    let (mut sums, mut status, mut cycle) = (false, "ok", Vec::new());
    let mut last = Instant::now();
    // Expands a position: its options, or the `X` record of a panic in the rules.
    let mut expand = |p: &P| {
        guarded(|| moves(p).options()).map_err(|msg| format!("X\texpanding\t{:?}\t{}", p, msg))
    };
    let mut panic = None;
    'starts: for (done, (start, _)) in starts.iter().enumerate() {
        progress(&mut w, &mut last, done, starts.len(), value.len());
        if id.contains_key(start) {
            continue;
        }
        if value.len() >= max_positions {
            status = "limit";
            break 'starts;
        }
        id.insert(start.clone(), value.len());
        value.push(None);
        let options = match expand(start) {
            Ok(o) => o,
            Err(x) => {
                panic = Some(x);
                break 'starts;
            }
        };
        // Frames: (the position, its id, its options, how many are searched).
        let mut stack = vec![(start.clone(), value.len() - 1, options, 0)];
        while let Some((_, _, options, i)) = stack.last_mut() {
            // The first part of an option not yet met, if any (search it first), or one on the
            // current play (a cycle).
            let (mut next, mut repeat) = (None, None);
            while *i < options.len() && next.is_none() && repeat.is_none() {
                for q in &options[*i] {
                    match id.get(q) {
                        None => next = Some(q.clone()),
                        Some(&k) if value[k].is_none() => repeat = Some((k, q.clone())),
                        Some(_) => continue,
                    }
                    break;
                }
                if next.is_none() && repeat.is_none() {
                    *i += 1;
                }
            }
            if let Some((k, q)) = repeat {
                let from = stack.iter().position(|f| f.1 == k).expect("on the stack");
                cycle = stack[from..].iter().map(|f| f.0.clone()).collect();
                cycle.push(q);
                status = "cycle";
                break 'starts;
            }
            if let Some(q) = next {
                if value.len() >= max_positions {
                    status = "limit";
                    break 'starts;
                }
                id.insert(q.clone(), value.len());
                value.push(None);
                let options = match expand(&q) {
                    Ok(o) => o,
                    Err(x) => {
                        panic = Some(x);
                        break 'starts;
                    }
                };
                stack.push((q, value.len() - 1, options, 0));
                if value.len() % 256 == 0 {
                    progress(&mut w, &mut last, done, starts.len(), value.len());
                }
                continue;
            }
            // Every option is solved: the mex of their values (a sum has the XOR of its parts').
            let (_, k, options, _) = stack.pop().expect("a frame");
            let solved = |q: &P| value[id[q]].expect("solved");
            let mut gs: Vec<u32> = options
                .iter()
                .map(|o| o.iter().fold(0, |x, q| x ^ solved(q).grundy))
                .collect();
            sums |= options.iter().any(|o| o.len() > 1);
            // Misère: the empty sum is the finished game, won by the player to move from it.
            let misere_wins = options
                .iter()
                .any(|o| o.first().map_or(false, |q| !solved(q).misere_wins));
            let grundy = cgt::sprague_grundy::mex(&mut gs);
            value[k] = Some(Solved {
                grundy,
                misere_wins: misere_wins || options.is_empty(),
            });
        }
    }
    if let Some(x) = &panic {
        pr(&mut w, x.clone());
        status = "panic";
    }
    for p in &cycle {
        pr(&mut w, format!("C\t{:?}", p));
    }
    if status == "cycle" {
        for line in loopy(&mut moves, &starts, max_positions).unwrap_or_default() {
            pr(&mut w, line);
        }
    }
    let solved = |p: &P| id.get(p).and_then(|&k| value[k]);
    for (p, label) in &starts {
        let (g, m) = match solved(p) {
            Some(s) => (s.grundy.to_string(), (s.misere_wins as u8).to_string()),
            None => ("?".to_string(), "-".to_string()),
        };
        pr(&mut w, format!("V\t{}\t{}\t{}", g, m, label));
    }
    if status != "panic" {
        let mut order: Vec<(&P, usize)> = id.iter().map(|(p, &k)| (p, k)).collect();
        order.sort_unstable_by_key(|t| t.1);
        let checked = check(&conjecture, &order, &value, &starts, named, args.misere);
        match checked {
            Ok(Some(record)) => pr(&mut w, record),
            Ok(None) => {}
            Err(x) => {
                pr(&mut w, x);
                status = "panic";
            }
        }
    }
    if args.moves && status != "panic" {
        let shown = if dim == 2 { starts.len() } else { args.shown };
        for (p, label) in starts.iter().take(shown) {
            match winning_move(&mut moves, p, &solved, args.misere) {
                Ok(Some(target)) => pr(&mut w, format!("M\t{}\t{}", label, target)),
                Ok(None) => {}
                Err(x) => {
                    pr(&mut w, x);
                    status = "panic";
                    break;
                }
            }
        }
    }
    pr(
        &mut w,
        format!("E\t{}\t{}\t{}", value.len(), status, sums as u8),
    );
    w.flush().expect("stdout");
}

/// The conjecture at every computed position (`order`: every position met, with its id): the `K`
/// record, `None` without a conjecture, or the `X` record of a panic in it. The first
/// counterexample is the least in the order of [`Named`] (positions without a key: the starts in
/// their order, then the others in the order the search met them).
fn check<P, C>(
    conjecture: &impl Fn(&P) -> C,
    order: &[(&P, usize)],
    value: &[Option<Solved>],
    starts: &[(P, String)],
    named: fn(&P) -> Named,
    misere: bool,
) -> Result<Option<String>, String>
where
    P: Clone + Eq + Hash + Debug,
    C: Conjecture,
{
    // Without a conjecture there is nothing to check (the default one never panics; a panic here
    // is reported below, at the first position in order that panics).
    let probe = order.first().map(|&(p, _)| p);
    let probe = probe.or_else(|| starts.first().map(|(p, _)| p));
    let mut kind = match probe.map(|p| guarded(|| conjecture(p).value())) {
        None | Some(Ok(None)) => return Ok(None),
        Some(Ok(Some((k, _)))) => k,
        Some(Err(_)) => '-',
    };
    let start_index: HashMap<&P, usize> = starts
        .iter()
        .enumerate()
        .rev()
        .map(|(i, (p, _))| (p, i))
        .collect();
    let mut keyed: Vec<((u64, u64, usize), &P, Solved)> = order
        .iter()
        .filter_map(|&(p, k)| {
            let v = value[k]?;
            let key = match (named(p).0, start_index.get(p)) {
                (Some((x, y)), _) => (x, y, 0),
                (None, Some(&i)) => (0, 0, i),
                (None, None) => (0, 0, starts.len() + k),
            };
            Some((key, p, v))
        })
        .collect();
    keyed.sort_unstable_by_key(|t| t.0);
    let (mut checked, mut from_starts, mut bad) = (0usize, 0usize, 0usize);
    let mut first = None;
    for (_, p, v) in keyed {
        let c = guarded(|| conjecture(p).value())
            .map_err(|msg| format!("X\tevaluating the conjecture at\t{:?}\t{}", p, msg))?;
        let (k, c) = c.unwrap_or((kind, 0));
        kind = k;
        let truth = match (kind, misere) {
            ('g', _) => u64::from(v.grundy),
            (_, true) => v.misere_wins as u64,
            (_, false) => (v.grundy != 0) as u64,
        };
        checked += 1;
        from_starts += start_index.contains_key(p) as usize;
        if truth != c {
            bad += 1;
            if first.is_none() {
                first = Some((c, truth, named(p).1));
            }
        }
    }
    let (c, truth, label) = match first {
        Some((c, t, l)) => (c.to_string(), t.to_string(), l),
        None => ("-".to_string(), "-".to_string(), "-".to_string()),
    };
    Ok(Some(format!(
        "K\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}",
        kind,
        checked,
        from_starts,
        start_index.len(),
        bad,
        c,
        truth,
        label
    )))
}

/// A move from `p` to a position of value 0 (a sum: XOR 0; misère: a loss for the player to
/// move), shown as the position, the parts of the sum joined by ` + `, or `nothing left`; `None`
/// when `p` is unknown or of value 0. `Err`: the `X` record of a panic in the rules.
fn winning_move<P, M>(
    moves: &mut impl FnMut(&P) -> M,
    p: &P,
    solved: &impl Fn(&P) -> Option<Solved>,
    misere: bool,
) -> Result<Option<String>, String>
where
    P: Debug,
    M: MoveList<P>,
{
    let wins = match solved(p) {
        Some(s) if misere => s.misere_wins,
        Some(s) => s.grundy != 0,
        None => false,
    };
    if !wins {
        return Ok(None);
    }
    let options =
        guarded(|| moves(p).options()).map_err(|msg| format!("X\texpanding\t{:?}\t{}", p, msg))?;
    let good = |o: &Vec<P>| {
        let vals: Option<Vec<Solved>> = o.iter().map(solved).collect();
        match vals {
            Some(v) if misere => v.len() == 1 && !v[0].misere_wins,
            Some(v) => v.iter().fold(0, |x, s| x ^ s.grundy) == 0,
            None => false,
        }
    };
    Ok(options.iter().find(|o| good(o)).map(|o| {
        if o.is_empty() {
            "nothing left".to_string()
        } else {
            let parts: Vec<String> = o.iter().map(|q| format!("{:?}", q)).collect();
            parts.join(" + ")
        }
    }))
}

/// Win, loss or draw of every start by retrograde analysis (`cgt::graph_game`), for rules that
/// loop: `L <W|L|D> <moves under optimal play, or -> <label>` records. `None` when a move leaves a
/// sum of positions, the positions pass the limit, or the rules panic.
fn loopy<P, M>(
    moves: &mut impl FnMut(&P) -> M,
    starts: &[(P, String)],
    limit: usize,
) -> Option<Vec<String>>
where
    P: Clone + Eq + Hash,
    M: MoveList<P>,
{
    use cgt::graph_game::{Digraph, Outcome, Retrograde};
    let (mut id, mut order, mut edges) = (HashMap::new(), Vec::new(), Vec::new());
    for (s, _) in starts {
        if !id.contains_key(s) {
            if order.len() >= limit {
                return None;
            }
            id.insert(s.clone(), order.len());
            order.push(s.clone());
        }
    }
    let mut k = 0;
    while k < order.len() {
        let p = order[k].clone();
        for option in guarded(|| moves(&p).options()).ok()? {
            let q = match <[P; 1]>::try_from(option) {
                Ok([q]) => q,
                Err(_) => return None,
            };
            let j = match id.get(&q) {
                Some(&j) => j,
                None if order.len() >= limit => return None,
                None => {
                    id.insert(q.clone(), order.len());
                    order.push(q);
                    order.len() - 1
                }
            };
            edges.push((k, j));
        }
        k += 1;
    }
    let mut r = Retrograde::default();
    Digraph::new(order.len(), &edges).solve(&mut r, &[]);
    let record = |(s, label): &(P, String)| {
        let v = id[s];
        let (o, len) = match r.outcome[v] {
            Outcome::Win => ("W", r.length[v].to_string()),
            Outcome::Lose => ("L", r.length[v].to_string()),
            Outcome::Draw => ("D", "-".to_string()),
        };
        format!("L\t{}\t{}\t{}", o, len, label)
    };
    Some(starts.iter().map(record).collect())
}

/// A progress record, if the last one is more than 0.1 s old.
fn progress(w: &mut impl Write, last: &mut Instant, done: usize, starts: usize, positions: usize) {
    if last.elapsed() > Duration::from_millis(100) {
        *last = Instant::now();
        writeln!(w, "P\t{}\t{}\t{}", done, starts, positions).expect("stdout");
        w.flush().expect("stdout");
    }
}
