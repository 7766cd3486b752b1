//! # Memoised game search: the engine under GameSearch, StepSearch and ScoreSearch
//!
//! - **Method:** post-order depth-first search with its own stack: a position's value is
//!   `combine` of its moves' values, computed once; the positions on the stack are the current
//!   play, so meeting one again is a cycle (reported, with the position).
//! - **Complexity:** one hash look-up per move, one `expand` and one `combine` per position; a
//!   `cut` (a move that already decides the value) skips the remaining moves.
//! - **Problems:** every brute-force twin (through `sprague_grundy::GameSearch`), `every_sg`,
//!   `score_search`.
//! - **Status:** through its users: GameSearch = separate tables (Nim, misère Nim), StepSearch,
//!   ScoreSearch = plain recursion; a 10^6-long chain; cycles reported with a position.
//!
//! The memo maps a position to an index (one hash per move: `HashMap::entry`), values live in a
//! vector; the values of a position's moves sit in one buffer shared by the whole search, so a
//! position costs no allocation beyond the move list the rules return. [`FastHash`] is the
//! multiply-rotate hash of rustc's FxHash: positions are not chosen by an adversary.

use std::collections::hash_map::{Entry, HashMap};
use std::hash::{BuildHasherDefault, Hash, Hasher};

/// A fast, non-cryptographic hasher (FxHash's rotate-xor-multiply, one word at a time).
#[derive(Clone, Copy, Default)]
pub struct FastHasher(u64);

impl Hasher for FastHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut w = [0u8; 8];
            w[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(w));
        }
    }
    fn write_u64(&mut self, x: u64) {
        self.0 = (self.0.rotate_left(5) ^ x).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    fn write_u32(&mut self, x: u32) {
        self.write_u64(u64::from(x));
    }
    fn write_usize(&mut self, x: usize) {
        self.write_u64(x as u64);
    }
    fn finish(&self) -> u64 {
        self.0
    }
}

/// `HashMap`'s hasher parameter for [`FastHasher`].
pub type FastHash = BuildHasherDefault<FastHasher>;

/// The memo of a search: each position met, with its value once known (`None` while the position
/// is on the current play).
pub struct Memo<P, V> {
    index: HashMap<P, usize, FastHash>,
    values: Vec<Option<V>>,
}

impl<P: Eq + Hash, V> Default for Memo<P, V> {
    fn default() -> Self {
        Memo {
            index: HashMap::default(),
            values: Vec::new(),
        }
    }
}

impl<P: Eq + Hash, V: Clone> Memo<P, V> {
    /// The value of `p`, if a search has computed it.
    ///
    /// # Complexity
    /// One hash look-up.
    pub fn get(&self, p: &P) -> Option<V> {
        self.index.get(p).and_then(|&i| self.values[i].clone())
    }

    /// The number of positions searched.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Whether no position was searched.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }
}

/// A position being expanded: its memo index, its moves not yet taken (last first), what
/// `expand` said of it, where its moves' values start in the buffers, and the label of the move
/// that led to it (none for the root).
struct Frame<M, X, E> {
    index: usize,
    moves: Vec<M>,
    info: X,
    start: usize,
    edge: Option<E>,
}

/// The value of `root`: `expand(p)` gives `p`'s moves and what `combine` needs to know of `p`
/// (`()` if nothing); `split(m)` turns a move into the position it reaches and a label (a gain;
/// `()` if none); `combine(info, labels, values)` is `p`'s value from its moves' labels and
/// values, in the order `expand` gave them (only those taken, if `cut` stopped early);
/// `cut(label, value)` says that this move decides the value, so the rest are not searched.
///
/// # Panics
/// If a play from `root` repeats a position (the message names it).
///
/// # Complexity
/// One `expand` and one `combine` per position not yet in `memo`, one hash look-up per move.
///
/// # Example
/// ```
/// use cgt::memo_search::{search, Memo};
/// // The longest play from n in the game n -> n - 1 or n - 2.
/// let mut memo = Memo::default();
/// let moves = |&n: &u32| ((1..=2).filter(|&k| k <= n).map(|k| n - k).collect::<Vec<_>>(), ());
/// let longest = search(&9, &mut memo, moves, |q| (q, ()), |_, _, v: &mut [u32]| {
///     v.iter().map(|x| x + 1).max().unwrap_or(0)
/// }, |_, _| false);
/// assert_eq!(longest, 9);
/// ```
pub fn search<P, M, X, E, V>(
    root: &P,
    memo: &mut Memo<P, V>,
    mut expand: impl FnMut(&P) -> (Vec<M>, X),
    mut split: impl FnMut(M) -> (P, E),
    mut combine: impl FnMut(&X, &[E], &mut [V]) -> V,
    mut cut: impl FnMut(&E, &V) -> bool,
) -> V
where
    P: Clone + Eq + Hash + std::fmt::Debug,
    V: Clone,
{
    if let Some(v) = memo.get(root) {
        return v;
    }
    let (mut labels, mut values): (Vec<E>, Vec<V>) = (Vec::new(), Vec::new());
    let (moves, info) = expand(root);
    memo.index.insert(root.clone(), memo.values.len());
    memo.values.push(None);
    let mut stack = vec![frame(memo.values.len() - 1, moves, info, 0, None)];
    loop {
        let top = stack.last_mut().expect("a frame");
        if let Some(m) = top.moves.pop() {
            let (q, e) = split(m);
            match memo.index.entry(q) {
                Entry::Occupied(o) => {
                    let v = memo.values[*o.get()].clone();
                    // A play that repeats a position never ends: loopy games need retrograde analysis.
                    let v = v.unwrap_or_else(|| {
                        panic!("game search: position {:?} on a cycle", o.key())
                    });
                    if cut(&e, &v) {
                        top.moves.clear();
                    }
                    labels.push(e);
                    values.push(v);
                }
                Entry::Vacant(slot) => {
                    let i = memo.values.len();
                    let (moves, info) = expand(slot.key());
                    slot.insert(i);
                    memo.values.push(None);
                    let start = values.len();
                    stack.push(frame(i, moves, info, start, Some(e)));
                }
            }
            continue;
        }
        let f = stack.pop().expect("a frame");
        let v = combine(&f.info, &labels[f.start..], &mut values[f.start..]);
        labels.truncate(f.start);
        values.truncate(f.start);
        memo.values[f.index] = Some(v.clone());
        match (f.edge, stack.last_mut()) {
            (Some(e), Some(parent)) => {
                if cut(&e, &v) {
                    parent.moves.clear();
                }
                labels.push(e);
                values.push(v);
            }
            _ => return v,
        }
    }
}

/// A frame whose moves are taken in the order given (the list is popped from the end).
fn frame<M, X, E>(
    index: usize,
    mut moves: Vec<M>,
    info: X,
    start: usize,
    edge: Option<E>,
) -> Frame<M, X, E> {
    moves.reverse();
    Frame {
        index,
        moves,
        info,
        start,
        edge,
    }
}
