//! The driver of `cgt-sg explore`: compiled once as a library (`sg_driver`, an rlib cached beside
//! the `cgt` one), which the user's scratch file (defining `moves` and optionally `starts`,
//! `conjecture` and `payoff`) calls in a small program that searches the game graph and prints
//! what it found, one record per line, for `cgt-sg` to analyse and show.
//! Rules whose moves carry gains (`moves -> Vec<(Pos, i64)>`) are score games, valued by negamax
//! in the same search (`v(p) = max (gain - v(q))`, `payoff(p)` without moves, as
//! `cgt::score_search::ScoreSearch`; the driver keeps its own stack for the position limit, the
//! progress, the cycle's positions and the position a panic names).
//! `cgt-sg` also compiles this file as a module of its own, so it is linted and type-checked with
//! the tools.
//!
//! Records (fields separated by tabs):
//! - `S <dim> <starts> <g|s> <payoff: 0/1>`: the shape (1 or 2 for one or two heaps, 0 for a list
//!   of starts), Grundy (`g`) or score (`s`) rules, and whether the file defines `payoff`;
//! - `P <starts done> <starts> <positions>`: progress, a few times a second;
//! - `C <position>`: the positions of a cycle, in play order (the first one repeats the last);
//! - `X <what> <position or -> <message>`: a panic in the rules (`what`: `expanding`,
//!   `evaluating the conjecture at`, `listing the starts`), which stops the search;
//! - `L <W|L|D> <moves or -> <label>`: after a cycle, each start's win, loss or draw by retrograde
//!   analysis, with the number of moves under optimal play;
//! - `V <grundy or ?> <misère: 1 win, 0 loss, - unknown> <score or ?> <label>`: one per start, in
//!   the order of the starts, each as soon as the search has valued it and the starts before it
//!   (flushed at most every millisecond, so a program killed midway has delivered all but the
//!   last millisecond's), the rest after the search (the score is 0 for rules without gains);
//! - `K <g|s|w> <checked> <starts checked> <distinct starts> <counterexamples> <conjecture> <truth>
//!   <label>`: the conjecture checked at every computed position (the last three fields are those
//!   of the first counterexample, `-` when there is none); absent without a conjecture;
//! - `M <label> <target> <gain or ->`: a winning move from a start (a position, or the parts of a
//!   sum joined by ` + `, or `nothing left`); score rules: a best move and its gain;
//! - `O <code>`: one heap without gains, when the search ended normally and the moves were at
//!   every heap of the box exactly those of the finite octal game `code` (`d0.d1d2...`; a
//!   subtraction game has digit 3 at each element of its set), so that its periodicity criteria
//!   apply to the table (if the rules are that game beyond the box too);
//! - `E <positions> <ok|cycle|limit|panic> <sums: 0/1>`: the end.
//!
//! Arguments: `MAX_POSITIONS N A B MISERE MOVES SHOWN STARTS_ONLY`: the box is `0..=N` for one heap,
//! `0..=A` x `0..=B` for two; `MISERE` 1 checks a `bool` conjecture and finds winning moves in
//! misère play; `MOVES` 1 prints a winning move (score rules: a best move) from each of the first
//! `SHOWN` starts (two heaps: every start); `STARTS_ONLY` 1 checks the conjecture at the starts
//! alone, 0 at every computed position.

use cgt::game_search::FastHash;
use std::collections::HashMap;
use std::fmt::Debug;
use std::hash::Hash;
use std::io::{self, BufWriter, Write};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// What the scratch file gets when it defines no `starts`, `conjecture` or `payoff` (its own
/// definitions shadow these glob-imported ones).
pub mod defaults {
    /// No list of starts: the positions are the heaps of the box.
    pub struct NoStarts;
    /// No conjecture to check.
    pub struct NoConjecture;
    /// No payoff: a score game's position without moves is worth 0.
    pub struct NoPayoff;
    pub fn starts() -> NoStarts {
        NoStarts
    }
    pub fn conjecture<P>(_: &P) -> NoConjecture {
        NoConjecture
    }
    pub fn payoff<P>(_: &P) -> NoPayoff {
        NoPayoff
    }
}

/// A move: the positions it leaves (one; several for a sum; none for the finished game) and the
/// mover's gain (0 for rules without gains).
pub type Move<P> = (Vec<P>, i64);

/// The result of `moves`: a list of positions, a list of sums of positions (a move that splits
/// a heap into heaps; the empty sum is the finished game), or a list of positions with the
/// mover's gain (a score game).
pub trait MoveList<P> {
    /// Whether the moves carry gains.
    const SCORE: bool;
    fn options(self) -> Vec<Move<P>>;
}

impl<P> MoveList<P> for Vec<P> {
    const SCORE: bool = false;
    fn options(self) -> Vec<Move<P>> {
        self.into_iter().map(|p| (vec![p], 0)).collect()
    }
}

impl<P> MoveList<P> for Vec<Vec<P>> {
    const SCORE: bool = false;
    fn options(self) -> Vec<Move<P>> {
        self.into_iter().map(|o| (o, 0)).collect()
    }
}

impl<P> MoveList<P> for Vec<(P, i64)> {
    const SCORE: bool = true;
    fn options(self) -> Vec<Move<P>> {
        self.into_iter().map(|(p, gain)| (vec![p], gain)).collect()
    }
}

/// The result of `payoff`: the score of the player to move at a position without moves.
pub trait Payoff {
    /// Whether the scratch file defines `payoff`.
    const GIVEN: bool;
    fn amount(self) -> i64;
}

impl Payoff for defaults::NoPayoff {
    const GIVEN: bool = false;
    fn amount(self) -> i64 {
        0
    }
}

impl Payoff for i64 {
    const GIVEN: bool = true;
    fn amount(self) -> i64 {
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
    /// The size of a one-heap position (`None` for two heaps).
    fn heap(&self) -> Option<u64>;
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
    fn heap(&self) -> Option<u64> {
        Some(self.to_u64())
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
    fn heap(&self) -> Option<u64> {
        None
    }
}

/// (dimension, start positions with their labels, the naming of any position, the size of a
/// one-heap position).
pub type Listed<P> = (
    usize,
    Vec<(P, String)>,
    fn(&P) -> Named,
    fn(&P) -> Option<u64>,
);

/// The start positions: the box of a heap type, or the scratch file's list.
pub trait Starts<P> {
    /// (dimension, positions with their labels, the naming of any position, the size of a
    /// one-heap position) for the sizes `[N, A, B]`.
    fn list(self, size: &[u64]) -> Listed<P>;
}

impl<P: Heaps> Starts<P> for defaults::NoStarts {
    fn list(self, size: &[u64]) -> Listed<P> {
        (
            P::DIM,
            P::grid(if P::DIM == 1 { &size[..1] } else { &size[1..] }),
            P::named,
            P::heap,
        )
    }
}

fn debug_named<P: Debug>(p: &P) -> Named {
    (None, format!("{:?}", p))
}

fn no_heap<P>(_: &P) -> Option<u64> {
    None
}

impl<P: Debug> Starts<P> for Vec<P> {
    fn list(self, _: &[u64]) -> Listed<P> {
        let label = |p: P| {
            let s = format!("{:?}", p);
            (p, s)
        };
        (
            0,
            self.into_iter().map(label).collect(),
            debug_named::<P>,
            no_heap::<P>,
        )
    }
}

/// A conjectured value: a number (`n`: a Grundy value, or a score game's value) or whether the
/// player to move wins (`bool`, `w`; score games: whether the value is positive).
pub trait Conjecture {
    fn value(self) -> Option<(char, i128)>;
}

impl Conjecture for defaults::NoConjecture {
    fn value(self) -> Option<(char, i128)> {
        None
    }
}

impl Conjecture for bool {
    fn value(self) -> Option<(char, i128)> {
        Some(('w', i128::from(self)))
    }
}

/// The integer types a conjectured value may have.
pub trait ConjectureInt {
    fn wide(self) -> i128;
}

impl ConjectureInt for u8 {
    fn wide(self) -> i128 {
        i128::from(self)
    }
}

impl ConjectureInt for u16 {
    fn wide(self) -> i128 {
        i128::from(self)
    }
}

impl ConjectureInt for u32 {
    fn wide(self) -> i128 {
        i128::from(self)
    }
}

impl ConjectureInt for u64 {
    fn wide(self) -> i128 {
        i128::from(self)
    }
}

impl ConjectureInt for usize {
    fn wide(self) -> i128 {
        self as i128
    }
}

impl ConjectureInt for i32 {
    fn wide(self) -> i128 {
        i128::from(self)
    }
}

impl ConjectureInt for i64 {
    fn wide(self) -> i128 {
        i128::from(self)
    }
}

impl<T: ConjectureInt> Conjecture for T {
    fn value(self) -> Option<(char, i128)> {
        Some(('n', self.wide()))
    }
}

/// A position met by the search: its Grundy value, misère outcome and (score rules) negamax value
/// once all its moves are searched (`None` while it is on the current play).
#[derive(Clone, Copy)]
struct Solved {
    grundy: u32,
    misere_wins: bool,
    score: i64,
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
pub fn run<P, M, S, C, Y>(
    moves: impl FnMut(&P) -> M,
    starts: impl FnOnce() -> S,
    conjecture: impl Fn(&P) -> C,
    payoff: impl Fn(&P) -> Y,
) where
    P: Clone + Eq + Hash + Debug,
    M: MoveList<P>,
    S: Starts<P>,
    C: Conjecture,
    Y: Payoff,
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
    if guarded(|| search(moves, starts, conjecture, payoff)).is_err() {
        let m = PANIC.lock().unwrap_or_else(|e| e.into_inner()).clone();
        eprintln!("panic in the scratch program: {}", m);
        std::process::exit(101);
    }
}

/// The arguments: `MAX_POSITIONS N A B MISERE MOVES SHOWN STARTS_ONLY`.
struct Args {
    max_positions: usize,
    size: Vec<u64>,
    misere: bool,
    moves: bool,
    shown: usize,
    /// Check the conjecture at the starts only (`--check starts`).
    starts_only: bool,
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
        starts_only: a[7] == 1,
    }
}

/// A score game's value at a position whose moves are all solved: the best `gain - value` (the
/// first move reaching it, and the value), or `payoff` without moves (no move); `Err` when a
/// difference leaves `i64`.
fn negamax<P>(
    options: &[Move<P>],
    payoff: i64,
    solved: impl Fn(&P) -> i64,
) -> Result<(Option<usize>, i64), ()> {
    let mut best: Option<(usize, i64)> = None;
    for (i, (o, gain)) in options.iter().enumerate() {
        let v = gain.checked_sub(solved(&o[0])).ok_or(())?;
        if best.map_or(true, |(_, b)| v > b) {
            best = Some((i, v));
        }
    }
    Ok(best.map_or((None, payoff), |(i, v)| (Some(i), v)))
}

fn search<P, M, S, C, Y>(
    mut moves: impl FnMut(&P) -> M,
    starts: impl FnOnce() -> S,
    conjecture: impl Fn(&P) -> C,
    payoff: impl Fn(&P) -> Y,
) where
    P: Clone + Eq + Hash + Debug,
    M: MoveList<P>,
    S: Starts<P>,
    C: Conjecture,
    Y: Payoff,
{
    let args = args();
    let max_positions = args.max_positions;
    let out = io::stdout();
    let mut w = BufWriter::new(out.lock());
    let pr = |w: &mut BufWriter<_>, line: String| writeln!(w, "{}", line).expect("stdout");
    let kind = format!("{}\t{}", if M::SCORE { 's' } else { 'g' }, Y::GIVEN as u8);
    let (dim, starts, named, heap) = match guarded(|| starts().list(&args.size)) {
        Ok(s) => s,
        Err(msg) => {
            pr(&mut w, format!("S\t0\t0\t{}", kind));
            pr(&mut w, format!("X\tlisting the starts\t-\t{}", msg));
            pr(&mut w, "E\t0\tpanic\t0".to_string());
            return;
        }
    };
    pr(&mut w, format!("S\t{}\t{}\t{}", dim, starts.len(), kind));
    // Ids in order of discovery; `value[id]` is None while the position is on the current play.
    let mut id: HashMap<P, usize, FastHash> = HashMap::default();
    let mut value: Vec<Option<Solved>> = Vec::new();
    let (mut sums, mut status, mut cycle) = (false, "ok", Vec::new());
    let mut last = Instant::now();
    // One heap without gains: are the moves those of a finite octal game?
    let mut watch = OctalWatch::new(dim == 1 && !M::SCORE, args.size[0]);
    // Expands a position: its moves and its payoff (score rules without a move there, else 0), or
    // the `X` record of a panic in the rules.
    let mut expand = |p: &P| {
        let options = guarded(|| moves(p).options())
            .map_err(|msg| format!("X\texpanding\t{:?}\t{}", p, msg))?;
        watch.observe(p, &options, heap);
        let end = if M::SCORE && options.is_empty() {
            guarded(|| payoff(p).amount())
                .map_err(|msg| format!("X\tevaluating the payoff at\t{:?}\t{}", p, msg))?
        } else {
            0
        };
        Ok::<_, String>((options, end))
    };
    let mut panic = None;
    // The starts whose `V` record is out: each goes out once its value is known (all starts before
    // the one searched), so a driver killed midway has delivered the table so far.
    let (mut printed, mut last_flush) = (0, Instant::now());
    'starts: for (done, (start, _)) in starts.iter().enumerate() {
        for (p, label) in &starts[printed..done] {
            pr(&mut w, v_record(&id, &value, p, label));
        }
        if printed < done && last_flush.elapsed() >= Duration::from_millis(1) {
            w.flush().expect("stdout");
            last_flush = Instant::now();
        }
        printed = done;
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
        let (options, end) = match expand(start) {
            Ok(o) => o,
            Err(x) => {
                panic = Some(x);
                break 'starts;
            }
        };
        // Frames: (the position, its id, its moves, how many are searched, its payoff).
        let mut stack = vec![(start.clone(), value.len() - 1, options, 0, end)];
        while let Some((_, _, options, i, _)) = stack.last_mut() {
            // The first part of an option not yet met, if any (search it first), or one on the
            // current play (a cycle).
            let (mut next, mut repeat) = (None, None);
            while *i < options.len() && next.is_none() && repeat.is_none() {
                for q in &options[*i].0 {
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
                // A cycle (the first one is reported), or a position left unvalued because it
                // reaches one: this start has no value; the other starts are still searched.
                if let Some(from) = stack.iter().position(|f| f.1 == k) {
                    if cycle.is_empty() {
                        cycle = stack[from..].iter().map(|f| f.0.clone()).collect();
                        cycle.push(q);
                    }
                }
                status = "cycle";
                continue 'starts;
            }
            if let Some(q) = next {
                if value.len() >= max_positions {
                    status = "limit";
                    break 'starts;
                }
                id.insert(q.clone(), value.len());
                value.push(None);
                let (options, end) = match expand(&q) {
                    Ok(o) => o,
                    Err(x) => {
                        panic = Some(x);
                        break 'starts;
                    }
                };
                stack.push((q, value.len() - 1, options, 0, end));
                if value.len() % 256 == 0 {
                    progress(&mut w, &mut last, done, starts.len(), value.len());
                }
                continue;
            }
            // Every option is solved: the mex of their values (a sum has the XOR of its parts'),
            // and for score rules the negamax value.
            let (p, k, options, _, end) = stack.pop().expect("a frame");
            let solved = |q: &P| value[id[q]].expect("solved");
            let mut gs: Vec<u32> = options
                .iter()
                .map(|o| o.0.iter().fold(0, |x, q| x ^ solved(q).grundy))
                .collect();
            sums |= options.iter().any(|o| o.0.len() > 1);
            // Misère: the empty sum is the finished game, won by the player to move from it.
            let misere_wins = options
                .iter()
                .any(|o| o.0.first().map_or(false, |q| !solved(q).misere_wins));
            let grundy = cgt::sprague_grundy::mex(&mut gs);
            let score = if M::SCORE {
                match negamax(&options, end, |q| solved(q).score) {
                    Ok((_, v)) => v,
                    Err(()) => {
                        let msg = "a gain minus a value overflows i64";
                        panic = Some(format!("X\tevaluating\t{:?}\t{}", p, msg));
                        break 'starts;
                    }
                }
            } else {
                0
            };
            value[k] = Some(Solved {
                grundy,
                misere_wins: misere_wins || options.is_empty(),
                score,
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
    if status == "cycle" && !M::SCORE {
        for line in loopy(&mut moves, &starts, max_positions).unwrap_or_default() {
            pr(&mut w, line);
        }
    }
    for (p, label) in &starts[printed..] {
        pr(&mut w, v_record(&id, &value, p, label));
    }
    if let Some(code) = watch.finish().filter(|_| status == "ok") {
        pr(&mut w, format!("O\t{}", code));
    }
    let solved = |p: &P| id.get(p).and_then(|&k| value[k]);
    if status != "panic" {
        let mut order: Vec<(&P, usize)> = id.iter().map(|(p, &k)| (p, k)).collect();
        order.sort_unstable_by_key(|t| t.1);
        let truth = |v: Solved, kind: char| match kind {
            'g' => i128::from(v.grundy),
            's' => i128::from(v.score),
            _ if M::SCORE => i128::from(v.score > 0),
            _ if args.misere => i128::from(v.misere_wins),
            _ => i128::from(v.grundy != 0),
        };
        let number = if M::SCORE { 's' } else { 'g' };
        let checked = check(
            &conjecture,
            &order,
            &value,
            (&starts, args.starts_only),
            named,
            number,
            truth,
        );
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
            match chosen_move(&mut moves, p, &solved, args.misere) {
                Ok(Some((target, gain))) => {
                    pr(&mut w, format!("M\t{}\t{}\t{}", label, target, gain))
                }
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

/// The moves of one-heap rules compared, heap by heap, with those of a finite octal game (a
/// subtraction game is one: digit 3 at each element of the set). The code is read off the moves
/// (`digits[k]`: 1 when some heap `k` was taken whole, 2 when removing `k` left one heap, 4 when it
/// left two non-empty heaps), and `count[n]` is how many distinct moves `(k, kind)` heap `n` had,
/// the splits of `n - k` counting as one move and required all there (`a + b = n - k`, `1 <= a <=
/// b`). What heap `n` has is part of the code's moves by construction, so the rules are the
/// code's game at every heap of the box iff each count is the code's (checked at the end). A
/// heap `0` left counts as no heap. O(1) per move; a move of another shape, or a removal of
/// more than half the box, stops the watch.
struct OctalWatch {
    /// No move of another shape seen yet.
    alive: bool,
    /// The largest heap of the box.
    top: u64,
    digits: Vec<u8>,
    /// The moves of heap `n` (`u32::MAX`: not expanded).
    count: Vec<u32>,
    /// Per removal `k`: (the heap `n + 1` that last removed `k`, the kinds it had, its split slot).
    seen: Vec<(u64, u8, usize)>,
    /// Per removal that splits: (per smaller part `a`, the heap `n + 1` that last left it; the
    /// distinct splits of the current heap).
    split: Vec<(Vec<u64>, u64)>,
    /// The removals that split the current heap.
    touched: Vec<usize>,
}

/// Most removals that split a heap the watch follows (each keeps a stamp per smaller part).
const SPLIT_SLOTS: usize = 64;

impl OctalWatch {
    fn new(alive: bool, top: u64) -> Self {
        OctalWatch {
            alive,
            top,
            digits: Vec::new(),
            count: Vec::new(),
            seen: Vec::new(),
            split: Vec::new(),
            touched: Vec::new(),
        }
    }

    fn observe<P>(&mut self, p: &P, options: &[Move<P>], heap: fn(&P) -> Option<u64>) {
        if self.alive {
            self.alive = self.scan(p, options, heap).is_some();
        }
    }

    /// Records the moves of `p`; `None` when they are not an octal game's.
    fn scan<P>(&mut self, p: &P, options: &[Move<P>], heap: fn(&P) -> Option<u64>) -> Option<()> {
        let n = heap(p).filter(|&n| n <= self.top)?;
        let (nu, stamp) = (n as usize, n + 1);
        if self.seen.len() <= nu {
            self.seen.resize(nu + 1, (0, 0, usize::MAX));
            self.digits.resize(nu + 1, 0);
            self.count.resize(nu + 1, u32::MAX);
        }
        let mut moves = 0u32;
        self.touched.clear();
        for (parts, gain) in options {
            // The non-empty heaps the move leaves (at most two).
            let (mut left, mut k) = ([0u64; 2], 0);
            for q in parts {
                let q = heap(q)?;
                if q > 0 {
                    *left.get_mut(k)? = q;
                    k += 1;
                }
            }
            let (a, b) = (left[0].min(left[1]), left[0].max(left[1]));
            let rest = a.checked_add(b).filter(|&r| r < n || (k == 2 && r == n))?;
            if *gain != 0 {
                return None;
            }
            // A removal of more than half the box leaves too short a table for the criteria
            // (and stops the watch early on rules like Nim's, whose moves are many).
            if 2 * (n - rest) > self.top {
                return None;
            }
            let kind = [1u8, 2, 4][k];
            let removed = (n - rest) as usize;
            let e = &mut self.seen[removed];
            if e.0 != stamp {
                e.0 = stamp;
                e.1 = 0;
            }
            self.digits[removed] |= kind;
            if kind != 4 {
                moves += u32::from(e.1 & kind == 0);
                e.1 |= kind;
                continue;
            }
            if e.1 & 4 == 0 {
                e.1 |= 4;
                moves += 1;
                if e.2 == usize::MAX {
                    if self.split.len() == SPLIT_SLOTS {
                        return None;
                    }
                    e.2 = self.split.len();
                    self.split.push((Vec::new(), 0));
                }
                self.split[e.2].1 = 0;
                self.touched.push(removed);
            }
            let slot = &mut self.split[e.2];
            let a = a as usize;
            if slot.0.len() <= a {
                slot.0.resize(a + 1, 0);
            }
            if slot.0[a] != stamp {
                slot.0[a] = stamp;
                slot.1 += 1;
            }
        }
        // Every split of n - k into two non-empty heaps, for each k that splits.
        for &k in &self.touched {
            if self.split[self.seen[k].2].1 != (n - k as u64) / 2 {
                return None;
            }
        }
        self.count[nu] = moves;
        Some(())
    }

    /// The code (`d0.d1d2...`) whose game the rules were at every heap of the box, if they were.
    fn finish(&self) -> Option<String> {
        let top = usize::try_from(self.top).ok()?;
        if !self.alive || self.count.len() != top + 1 || self.count.contains(&u32::MAX) {
            return None;
        }
        let d = |k: usize| self.digits.get(k).copied().unwrap_or(0);
        // Heap n has: k = n taken whole, each 1 <= k < n leaving one heap, each k <= n - 2 split.
        let (mut ones, mut twos) = (0, 0);
        for n in 0..=top {
            if n >= 1 {
                ones += u32::from(d(n - 1) & 2 != 0);
            }
            if n >= 2 {
                twos += u32::from(d(n - 2) & 4 != 0);
            }
            let whole = u32::from(n >= 1 && d(n) & 1 != 0);
            if self.count[n] != whole + ones + twos {
                return None;
            }
        }
        let t = self.digits.iter().rposition(|&x| x != 0).unwrap_or(0);
        let after: String = (1..=t.max(1)).map(|k| char::from(b'0' + d(k))).collect();
        Some(format!("{}.{}", d(0), after))
    }
}

/// The conjecture at every computed position (`order`: every position met, with its id): the `K`
/// record, `None` without a conjecture, or the `X` record of a panic in it. An integer
/// conjecture is of kind `number` (`g` or `s`), a `bool` of kind `w`; `truth(value, kind)` is
/// what it is compared with. The first counterexample is the least in the order of [`Named`]
/// (positions without a key: the starts in their order, then the others in the order the search
/// met them).
fn check<P, C>(
    conjecture: &impl Fn(&P) -> C,
    order: &[(&P, usize)],
    value: &[Option<Solved>],
    (starts, starts_only): (&[(P, String)], bool),
    named: fn(&P) -> Named,
    number: char,
    truth: impl Fn(Solved, char) -> i128,
) -> Result<Option<String>, String>
where
    P: Clone + Eq + Hash + Debug,
    C: Conjecture,
{
    // Without a conjecture there is nothing to check (the default one never panics; a panic here
    // is reported below, at the first position in order that panics).
    let probe = order.first().map(|&(p, _)| p);
    let probe = probe.or_else(|| starts.first().map(|(p, _)| p));
    let kind_of = |k: char| if k == 'n' { number } else { k };
    let mut kind = match probe.map(|p| guarded(|| conjecture(p).value())) {
        None | Some(Ok(None)) => return Ok(None),
        Some(Ok(Some((k, _)))) => kind_of(k),
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
        .filter(|(p, _)| !starts_only || start_index.contains_key(p))
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
        let (k, c) = c.map_or((kind, 0), |(k, c)| (kind_of(k), c));
        kind = k;
        let truth = truth(v, kind);
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

/// Rules without gains: a move from `p` to a position of value 0 (a sum: XOR 0; misère: a loss
/// for the player to move), `None` when `p` is unknown or of value 0. Score rules: the first move
/// from `p` that reaches its value, with its gain, `None` when `p` is unknown or has no move.
/// The target is shown as the position, the parts of the sum joined by ` + `, or `nothing left`;
/// the gain as `-` for rules without gains. `Err`: the `X` record of a panic in the rules.
fn chosen_move<P, M>(
    moves: &mut impl FnMut(&P) -> M,
    p: &P,
    solved: &impl Fn(&P) -> Option<Solved>,
    misere: bool,
) -> Result<Option<(String, String)>, String>
where
    P: Debug,
    M: MoveList<P>,
{
    let wins = match solved(p) {
        Some(_) if M::SCORE => true,
        Some(s) if misere => s.misere_wins,
        Some(s) => s.grundy != 0,
        None => false,
    };
    if !wins {
        return Ok(None);
    }
    let options =
        guarded(|| moves(p).options()).map_err(|msg| format!("X\texpanding\t{:?}\t{}", p, msg))?;
    let chosen = if M::SCORE {
        let known = |q: &P| solved(q).map_or(0, |s| s.score);
        let all = options.iter().all(|o| solved(&o.0[0]).is_some());
        let best = negamax(&options, 0, known).ok().and_then(|b| b.0);
        best.filter(|_| all)
    } else {
        let good = |o: &Vec<P>| {
            let vals: Option<Vec<Solved>> = o.iter().map(solved).collect();
            match vals {
                Some(v) if misere => v.len() == 1 && !v[0].misere_wins,
                Some(v) => v.iter().fold(0, |x, s| x ^ s.grundy) == 0,
                None => false,
            }
        };
        options.iter().position(|o| good(&o.0))
    };
    Ok(chosen.map(|i| {
        let (o, gain) = &options[i];
        let target = if o.is_empty() {
            "nothing left".to_string()
        } else {
            let parts: Vec<String> = o.iter().map(|q| format!("{:?}", q)).collect();
            parts.join(" + ")
        };
        let gain = if M::SCORE {
            gain.to_string()
        } else {
            "-".to_string()
        };
        (target, gain)
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
    let mut id = HashMap::with_hasher(FastHash::default());
    let (mut order, mut edges) = (Vec::new(), Vec::new());
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
        for (option, _) in guarded(|| moves(&p).options()).ok()? {
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

/// The `V` record of a start: its values, or `?` while they are unknown.
fn v_record<P: Eq + Hash>(
    id: &HashMap<P, usize, FastHash>,
    value: &[Option<Solved>],
    p: &P,
    label: &str,
) -> String {
    let (g, m, v) = match id.get(p).and_then(|&k| value[k]) {
        Some(s) => (
            s.grundy.to_string(),
            (s.misere_wins as u8).to_string(),
            s.score.to_string(),
        ),
        None => ("?".to_string(), "-".to_string(), "?".to_string()),
    };
    format!("V\t{}\t{}\t{}\t{}", g, m, v, label)
}

/// A progress record, if the last one is more than 0.1 s old.
fn progress(w: &mut impl Write, last: &mut Instant, done: usize, starts: usize, positions: usize) {
    if last.elapsed() > Duration::from_millis(100) {
        *last = Instant::now();
        writeln!(w, "P\t{}\t{}\t{}", done, starts, positions).expect("stdout");
        w.flush().expect("stdout");
    }
}
