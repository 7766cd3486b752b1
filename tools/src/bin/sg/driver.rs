//! The driver of `sg explore`: compiled together with the user's scratch file (which defines
//! `moves` and optionally `starts` and `conjecture`) into a small program that searches the game
//! graph and prints what it found, one record per line, for `sg` to analyse and show. `sg` also
//! compiles this file as a module of its own, so it is linted and type-checked with the tools.
//!
//! Records (fields separated by tabs):
//! - `S <dim> <starts>`: the shape (1 or 2 for one or two heaps, 0 for a list of starts);
//! - `P <starts done> <starts> <positions>`: progress, a few times a second;
//! - `C <position>`: the positions of a cycle, in play order (the first one repeats the last);
//! - `L <W|L|D> <moves or -> <label>`: after a cycle, each start's win, loss or draw by retrograde
//!   analysis, with the number of moves under optimal play;
//! - `V <grundy or ?> <misère: 1 win, 0 loss, - unknown> <conjecture: g N, w 0/1 or -> <label>`:
//!   one per start, in the order of the starts, after the search;
//! - `E <positions> <ok|cycle|limit> <sums: 0/1>`: the end.
//!
//! Arguments: `MAX_POSITIONS N A B`: the box is `0..=N` for one heap, `0..=A` x `0..=B` for two.

use std::collections::HashMap;
use std::fmt::Debug;
use std::hash::Hash;
use std::io::{self, BufWriter, Write};
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

/// Heap positions that span a box: one heap (`u64`, `u32`, `usize`) or two (a pair of them). Any
/// other position type needs `fn starts() -> Vec<Pos>` in the scratch file.
pub trait Heaps: Sized {
    const DIM: usize;
    /// Every position of the box `0..=size[0]` (x `0..=size[1]`), in row-major order, labelled.
    fn grid(size: &[u64]) -> Vec<(Self, String)>;
}

/// The integer types a heap may have.
pub trait HeapInt: Copy {
    fn from_u64(n: u64) -> Self;
}

impl HeapInt for u32 {
    fn from_u64(n: u64) -> Self {
        n as u32
    }
}

impl HeapInt for u64 {
    fn from_u64(n: u64) -> Self {
        n
    }
}

impl HeapInt for usize {
    fn from_u64(n: u64) -> Self {
        n as usize
    }
}

impl<T: HeapInt> Heaps for T {
    const DIM: usize = 1;
    fn grid(size: &[u64]) -> Vec<(Self, String)> {
        (0..=size[0])
            .map(|n| (T::from_u64(n), n.to_string()))
            .collect()
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
}

/// The start positions: the box of a heap type, or the scratch file's list.
pub trait Starts<P> {
    /// (dimension, positions with their labels) for the sizes `[N, A, B]`.
    fn list(self, size: &[u64]) -> (usize, Vec<(P, String)>);
}

impl<P: Heaps> Starts<P> for defaults::NoStarts {
    fn list(self, size: &[u64]) -> (usize, Vec<(P, String)>) {
        (
            P::DIM,
            P::grid(if P::DIM == 1 { &size[..1] } else { &size[1..] }),
        )
    }
}

impl<P: Debug> Starts<P> for Vec<P> {
    fn list(self, _: &[u64]) -> (usize, Vec<(P, String)>) {
        let label = |p: P| {
            let s = format!("{:?}", p);
            (p, s)
        };
        (0, self.into_iter().map(label).collect())
    }
}

/// A conjectured value: a Grundy value (an integer) or whether the player to move wins (`bool`).
pub trait Conjecture {
    fn record(self) -> String;
}

impl Conjecture for defaults::NoConjecture {
    fn record(self) -> String {
        "-".to_string()
    }
}

impl Conjecture for bool {
    fn record(self) -> String {
        format!("w {}", self as u8)
    }
}

/// The integer types a conjectured Grundy value may have.
pub trait GrundyInt: std::fmt::Display {}
impl GrundyInt for u8 {}
impl GrundyInt for u16 {}
impl GrundyInt for u32 {}
impl GrundyInt for u64 {}
impl GrundyInt for usize {}

impl<T: GrundyInt> Conjecture for T {
    fn record(self) -> String {
        format!("g {}", self)
    }
}

/// A position met by the search: its Grundy value and misère outcome once all its moves are
/// searched (`None` while it is on the current play).
#[derive(Clone, Copy)]
struct Solved {
    grundy: u32,
    misere_wins: bool,
}

/// Searches every start (depth first, its own stack: plays of any length fit in memory) and prints
/// the records. Exits with the search's records even when it meets a cycle or the position limit.
pub fn run<P, M, S, C>(mut moves: impl FnMut(&P) -> M, starts: S, conjecture: impl Fn(&P) -> C)
where
    P: Clone + Eq + Hash + Debug,
    M: MoveList<P>,
    S: Starts<P>,
    C: Conjecture,
{
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .map(|a| a.parse().expect("a number"))
        .collect();
    let (max_positions, size) = (args[0] as usize, &args[1..]);
    let (dim, starts) = starts.list(size);
    let out = io::stdout();
    let mut w = BufWriter::new(out.lock());
    let pr = |w: &mut BufWriter<_>, line: String| writeln!(w, "{}", line).expect("stdout");
    pr(&mut w, format!("S\t{}\t{}", dim, starts.len()));
    // Ids in order of discovery; `value[id]` is None while the position is on the current play.
    let mut id: HashMap<P, usize> = HashMap::new();
    let mut value: Vec<Option<Solved>> = Vec::new();
    let (mut sums, mut status, mut cycle) = (false, "ok", Vec::new());
    let mut last = Instant::now();
    'starts: for (done, (start, _)) in starts.iter().enumerate() {
        progress(&mut w, &mut last, done, starts.len(), value.len());
        if id.contains_key(start) {
            continue;
        }
        id.insert(start.clone(), value.len());
        value.push(None);
        // Frames: (the position, its id, its options, how many are searched).
        let mut stack = vec![(start.clone(), value.len() - 1, moves(start).options(), 0)];
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
                let options = moves(&q).options();
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
    for p in &cycle {
        pr(&mut w, format!("C\t{:?}", p));
    }
    if status == "cycle" {
        for line in loopy(&mut moves, &starts, max_positions).unwrap_or_default() {
            pr(&mut w, line);
        }
    }
    for (p, label) in &starts {
        let v = id.get(p).and_then(|&k| value[k]);
        let (g, m) = match v {
            Some(s) => (s.grundy.to_string(), (s.misere_wins as u8).to_string()),
            None => ("?".to_string(), "-".to_string()),
        };
        pr(
            &mut w,
            format!("V\t{}\t{}\t{}\t{}", g, m, conjecture(p).record(), label),
        );
    }
    pr(
        &mut w,
        format!("E\t{}\t{}\t{}", value.len(), status, sums as u8),
    );
    w.flush().expect("stdout");
}

/// Win, loss or draw of every start by retrograde analysis (`cgt::graph_game`), for rules that
/// loop: `L <W|L|D> <moves under optimal play, or -> <label>` records. `None` when a move leaves a
/// sum of positions or the positions pass the limit.
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
            id.insert(s.clone(), order.len());
            order.push(s.clone());
        }
    }
    let mut k = 0;
    while k < order.len() {
        for option in moves(&order[k].clone()).options() {
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
