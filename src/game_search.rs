//! # Exhaustive game search: GameSearch, and the memoised engine under every search
//!
//! - **Method:** post-order depth-first search with its own stack, a value per position; the
//!   stack is the current play, so meeting a position on it again is a cycle (reported).
//! - **Complexity:** one hash look-up per move, one `expand` and `combine` per position; a `cut`
//!   (a move that decides the value: a move to a lost position) skips the remaining moves.
//! - **Problems:** every brute-force twin; `every_sg::StepSearch`, `score_search`.
//! - **Status:** Nim, misère Nim, Kayles vs tables; outcomes, winning moves, expansions = a plain
//!   recursion (1000 small DAGs, `Vec` and push rules; a product game); 10^6 chain; cycles named.
//!
//! [`GameSearch`] takes any position type (a bit mask, a tuple, a vector of heaps) and its move
//! function: Grundy value, normal and misère outcome (partizan games whose position records whose
//! turn it is). The memo maps a position to an index (one hash per move, `HashMap::entry`) and
//! keeps the values in a vector; the values of a position's moves sit in one buffer shared by the
//! whole search, so a position costs no allocation beyond the move list the rules return. A rule
//! can push its moves instead ([`GameSearch::with_push`]) and stop at a move that decides.
//! [`FastHash`] is the multiply-rotate hash of rustc's FxHash from a random seed per map.
//! Positions that are numbers `0..n`: `numbered` (array memo, faster).
//!
//! References: *Winning Ways*, ch. 4; Siegel, *Combinatorial Game Theory*, IV.1 and I.3.

use crate::sprague_grundy::mex;
use std::collections::hash_map::{Entry, HashMap, RandomState};
use std::hash::{BuildHasher, Hash, Hasher};

/// A fast, non-cryptographic hasher (FxHash's rotate-xor-multiply, one word at a time), started
/// from its [`FastHash`]'s random seed.
#[derive(Clone, Copy)]
pub struct FastHasher(u64);

// Every method `#[inline]`: a position's `Hash` (an array, a tuple) calls them from the user's
// crate, where a call per field cost more than the hashing (3 heaps as `[u8; 3]`: 2.3 times a
// `u32` key).
impl Hasher for FastHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut words = bytes.chunks_exact(8);
        for w in &mut words {
            self.write_u64(u64::from_le_bytes(<[u8; 8]>::try_from(w).expect("8 bytes")));
        }
        let rest = words.remainder();
        if !rest.is_empty() {
            let mut w = [0u8; 8];
            w[..rest.len()].copy_from_slice(rest);
            self.write_u64(u64::from_le_bytes(w));
        }
    }
    #[inline]
    fn write_u64(&mut self, x: u64) {
        self.0 = (self.0.rotate_left(5) ^ x).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    #[inline]
    fn write_u8(&mut self, x: u8) {
        self.write_u64(u64::from(x));
    }
    #[inline]
    fn write_u16(&mut self, x: u16) {
        self.write_u64(u64::from(x));
    }
    #[inline]
    fn write_u32(&mut self, x: u32) {
        self.write_u64(u64::from(x));
    }
    #[inline]
    fn write_usize(&mut self, x: usize) {
        self.write_u64(x as u64);
    }
    #[inline]
    fn finish(&self) -> u64 {
        // The product's high bits are the well-mixed ones; the table indexes by the low bits.
        self.0.rotate_left(26)
    }
}

/// `HashMap`'s hasher parameter for [`FastHasher`]: a seed drawn from std's `RandomState` per
/// map, so that crafted input (a hack) cannot aim at collisions.
#[derive(Clone, Copy)]
pub struct FastHash(u64);

impl Default for FastHash {
    fn default() -> Self {
        FastHash(RandomState::new().build_hasher().finish())
    }
}

impl BuildHasher for FastHash {
    type Hasher = FastHasher;
    #[inline]
    fn build_hasher(&self) -> FastHasher {
        FastHasher(self.0)
    }
}

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
    #[inline]
    pub fn get(&self, p: &P) -> Option<V> {
        self.index.get(p).and_then(|&i| self.values[i].clone())
    }
}

/// The value of `p` in a game whose every play ends: `combine(values of p's moves)`, computed once
/// per position into `memo` by [`crate::game_search::search`] (its own stack, so plays of any
/// length fit; a play that repeats a position is reported). `every_sg::StepSearch` runs on it.
///
/// # Panics
/// If a play from `p` can repeat a position (the message names one on the cycle).
///
/// # Complexity
/// One call of `moves` and of `combine` per position not yet in `memo`.
///
/// # Example
/// ```
/// // The length of the longest play from n in the game n -> n - 1 or n - 2.
/// let mut memo = cgt::game_search::Memo::default();
/// let moves = |&n: &u32| (1..=2).filter(|&k| k <= n).map(|k| n - k).collect::<Vec<u32>>();
/// let longest = cgt::game_search::evaluate(&9, moves, &mut memo, |v: &mut [u32]| {
///     v.iter().map(|x| x + 1).max().unwrap_or(0)
/// });
/// assert_eq!(longest, 9);
/// ```
pub fn evaluate<P, V, F, C>(p: &P, mut moves: F, memo: &mut Memo<P, V>, mut combine: C) -> V
where
    P: Clone + Eq + Hash + std::fmt::Debug,
    V: Clone,
    F: FnMut(&P) -> Vec<P>,
    C: FnMut(&mut [V]) -> V,
{
    let expand = |q: &P| (moves(q), ());
    search(
        p,
        memo,
        expand,
        |q| (q, ()),
        |_, _, v| combine(v),
        |_, _| false,
    )
}

/// Memoised exhaustive search over a game given by its move function.
///
/// `moves(p)` returns every position reachable from `p` in one move. Every play must end (no
/// position may repeat along a play); it runs on [`crate::game_search::search`]. A position may
/// be any `Clone + Eq + Hash + Debug` type: a bit mask of the cells still free (`u32`), a tuple,
/// a vector of heaps.
///
/// - [`grundy`](GameSearch::grundy): Sprague–Grundy value (impartial games, normal play).
/// - [`first_player_wins`](GameSearch::first_player_wins): normal play. Also right for partizan
///   games if the position records whose turn it is.
/// - [`misere_first_player_wins`](GameSearch::misere_first_player_wins): misère play, the player
///   who cannot move wins.
///
/// # Complexity
/// Each reachable position is expanded at most once per query kind, one hash per move; the
/// outcome queries stop at the first move to a lost position. The rule lists every move of the
/// position it is given; where making the moves costs more than searching them, a rule that
/// pushes them ([`with_push`](GameSearch::with_push)) stops at a move to a position known lost.
/// Memory: each position met about 40 bytes for a `u64` position (a hash map per query kind and
/// a value list; more for a larger `P`), and during a query about 80 bytes more for each position
/// on the current play (its frame and its list of moves): one query on a chain 2·10^6 positions
/// deep peaked at 250 MB. Numbered positions in `numbered::Numbered` take 4 bytes a position.
///
/// # Example
/// ```
/// use cgt::game_search::GameSearch;
/// // Two-heap Nim: a move lowers one heap.
/// let mut s = GameSearch::new(|p: &(u32, u32)| {
///     let mut v: Vec<(u32, u32)> = (0..p.0).map(|a| (a, p.1)).collect();
///     v.extend((0..p.1).map(|b| (p.0, b)));
///     v
/// });
/// assert_eq!(s.grundy(&(3, 5)), 3 ^ 5);
/// assert!(!s.first_player_wins(&(4, 4)));
/// assert!(!s.misere_first_player_wins(&(1, 0)));
/// ```
pub struct GameSearch<P, F> {
    moves: F,
    grundy: Memo<P, u32>,
    normal: Memo<P, bool>,
    misere: Memo<P, bool>,
}

impl<P: Clone + Eq + Hash + std::fmt::Debug, F: FnMut(&P) -> Vec<P>> GameSearch<P, F> {
    /// A search with empty memo tables; `moves(p)` returns every position one move from `p`.
    ///
    /// # Complexity
    /// O(1); nothing is searched until a query.
    pub fn new(moves: F) -> Self {
        GameSearch::from_rule(moves)
    }
}

impl<P, F> GameSearch<P, Push<F>>
where
    P: Clone + Eq + Hash + std::fmt::Debug,
    F: FnMut(&P, &mut Options<P>),
{
    /// A search whose rule pushes the moves: `moves(p, out)` calls `out.push(q)` (or
    /// `out.extend(qs)`) for every position `q` one move from `p`. `push` returns `true` once a
    /// win/lose query (normal or misère, each on its own memo) knows `p`'s outcome (`q` is known
    /// lost), so an expensive rule can stop there: `if out.push(q) { return; }`, as a memo
    /// recursion stops at its first losing move. In a Grundy query, and when `winning_move`
    /// lists the moves, it returns `false` throughout. A rule kept in a variable needs its types
    /// written: `|&p: &u64, out: &mut Options<u64>|`.
    ///
    /// # Complexity
    /// O(1); nothing is searched until a query.
    ///
    /// # Example
    /// ```
    /// // Split a heap into two unequal heaps (Grundy's game), heaps packed 8 bits each in a u64.
    /// let mut s = cgt::game_search::GameSearch::with_push(|&p: &u64, out| {
    ///     let heaps: Vec<u64> = (0..8).map(|i| p >> (8 * i) & 255).filter(|&h| h > 2).collect();
    ///     for (i, &h) in heaps.iter().enumerate() {
    ///         for a in 1..(h + 1) / 2 {
    ///             let mut v = heaps.clone();
    ///             v[i] = a;
    ///             v.push(h - a);
    ///             v.sort_unstable(); // heaps of 1 and 2 cannot be split: left out
    ///             let q = v.iter().filter(|&&h| h > 2).fold(0, |q, &h| q << 8 | h);
    ///             if out.push(q) {
    ///                 return; // a move to a lost position: the rest need not be listed
    ///             }
    ///         }
    ///     }
    /// });
    /// assert!(!s.first_player_wins(&7)); // Grundy's game: g(7) = 0
    /// assert_eq!(s.grundy(&8), 2);
    /// ```
    pub fn with_push(moves: F) -> Self {
        GameSearch::from_rule(Push(moves))
    }
}

impl<P: Clone + Eq + Hash + std::fmt::Debug, F: Rule<P>> GameSearch<P, F> {
    fn from_rule(moves: F) -> Self {
        let (grundy, normal, misere) = (Memo::default(), Memo::default(), Memo::default());
        GameSearch {
            moves,
            grundy,
            normal,
            misere,
        }
    }

    /// Grundy value of `p` under normal play.
    ///
    /// # Panics
    /// If a play from `p` can repeat a position (the message names one).
    ///
    /// # Complexity
    /// Every position reachable from `p` is expanded once (the memo persists across queries).
    ///
    /// # Example
    /// ```
    /// // Subtraction game {1, 2}: g(n) = n mod 3.
    /// let mut s = cgt::game_search::GameSearch::new(|&n: &u32| {
    ///     [1, 2].iter().filter(|&&k| k <= n).map(|&k| n - k).collect::<Vec<u32>>()
    /// });
    /// assert_eq!(s.grundy(&7), 1);
    /// ```
    pub fn grundy(&mut self, p: &P) -> u32 {
        // Through `dyn`, so that `evaluate` is compiled once per position type, not per game.
        let moves: &mut dyn Rule<P> = &mut self.moves;
        evaluate(p, |q| every_move(moves, q), &mut self.grundy, mex)
    }

    /// Normal play: does the player to move from `p` win? Stops at the first losing option.
    ///
    /// # Panics
    /// As [`grundy`](GameSearch::grundy).
    ///
    /// # Complexity
    /// At most as [`grundy`](GameSearch::grundy), with its own memo table.
    pub fn first_player_wins(&mut self, p: &P) -> bool {
        outcome_of(p, &mut self.moves, &mut self.normal, false)
    }

    /// Misère play (the player who cannot move wins): does the player to move from `p` win?
    ///
    /// # Panics
    /// As [`grundy`](GameSearch::grundy).
    ///
    /// # Complexity
    /// At most as [`grundy`](GameSearch::grundy), with its own memo table.
    ///
    /// # Example
    /// ```
    /// // Misère subtraction game {1, 2}: the player facing n = 1 must take the last one and lose.
    /// let mut s = cgt::game_search::GameSearch::new(|&n: &u32| {
    ///     [1, 2].iter().filter(|&&k| k <= n).map(|&k| n - k).collect::<Vec<u32>>()
    /// });
    /// assert!(!s.misere_first_player_wins(&1));
    /// assert!(s.misere_first_player_wins(&2));
    /// ```
    pub fn misere_first_player_wins(&mut self, p: &P) -> bool {
        outcome_of(p, &mut self.moves, &mut self.misere, true)
    }

    /// Normal play: a winning move from `p` (the first option the rule lists that is lost for
    /// the player to move there), or `None` when `p` is lost. For interactive play: answer with
    /// it while there is one. It is the position reached; to print the move (which heap, how
    /// many), list your moves with their names in the rule's order and take the first that
    /// reaches it.
    ///
    /// # Panics
    /// As [`grundy`](GameSearch::grundy).
    ///
    /// # Complexity
    /// [`first_player_wins`](GameSearch::first_player_wins) of `p`, then of its options in
    /// order up to the winning one (on the same memo), and one more call of the rule at `p`.
    ///
    /// # Example
    /// ```
    /// // Take 1, 3 or 4: the lost heaps are those of 0 or 2 mod 7.
    /// let mut s = cgt::game_search::GameSearch::new(|&n: &u32| {
    ///     [1, 3, 4].iter().filter(|&&k| k <= n).map(|&k| n - k).collect::<Vec<u32>>()
    /// });
    /// assert_eq!(s.winning_move(&10), Some(9));
    /// assert_eq!(s.winning_move(&14), None);
    /// ```
    pub fn winning_move(&mut self, p: &P) -> Option<P> {
        if !self.first_player_wins(p) {
            return None;
        }
        let options = every_move(&mut self.moves, p);
        options.into_iter().find(|q| !self.first_player_wins(q))
    }

    /// Misère play: a winning move from `p` (the first option lost in misère play for the player
    /// to move there), or `None` when `p` is lost or has no option (won in misère play).
    ///
    /// # Panics
    /// As [`grundy`](GameSearch::grundy).
    ///
    /// # Complexity
    /// As [`winning_move`](GameSearch::winning_move), on the misère memo.
    pub fn misere_winning_move(&mut self, p: &P) -> Option<P> {
        if !self.misere_first_player_wins(p) {
            return None;
        }
        let options = every_move(&mut self.moves, p);
        options
            .into_iter()
            .find(|q| !self.misere_first_player_wins(q))
    }
}

/// A game's rule as [`GameSearch`] calls it: a closure returning the moves
/// ([`GameSearch::new`]), or one pushing them ([`GameSearch::with_push`]). Public only because
/// `GameSearch`'s type names it: no constructor takes a rule of your own type; write a closure
/// (which may call your type's method) for `new` or `with_push`.
pub trait Rule<P> {
    /// Every position one move from `p` into `out` (a rule may stop once `out.push` is `true`).
    fn moves(&mut self, p: &P, out: &mut Options<P>);
}

impl<P: Eq + Hash, F: FnMut(&P) -> Vec<P>> Rule<P> for F {
    fn moves(&mut self, p: &P, out: &mut Options<P>) {
        out.list = self(p);
        out.any = !out.list.is_empty();
        if let Some(memo) = out.memo {
            sift(&mut out.list, memo);
        }
    }
}

/// A rule that pushes its moves ([`GameSearch::with_push`]).
pub struct Push<F>(F);

impl<P, F: FnMut(&P, &mut Options<P>)> Rule<P> for Push<F> {
    fn moves(&mut self, p: &P, out: &mut Options<P>) {
        (self.0)(p, out)
    }
}

/// The moves of one position, as a [`GameSearch::with_push`] rule pushes them. In a win/lose
/// query a move to a position known won is dropped (it changes nothing), and a move to a
/// position known lost decides: it is kept alone, and `push` returns `true` from then on.
pub struct Options<'a, P> {
    list: Vec<P>,
    memo: Option<&'a Memo<P, bool>>,
    any: bool,
    decided: bool,
}

impl<'a, P: Eq + Hash> Options<'a, P> {
    /// An empty list, read against `memo` in a win/lose query.
    fn new(memo: Option<&'a Memo<P, bool>>) -> Self {
        Options {
            list: Vec::new(),
            memo,
            any: false,
            decided: false,
        }
    }

    /// Adds a move to `q`; `true` once the position's outcome is known (the rule may stop).
    pub fn push(&mut self, q: P) -> bool {
        self.any = true;
        if self.decided {
            return true;
        }
        match self.memo.and_then(|m| m.get(&q)) {
            Some(true) => {}
            Some(false) => {
                self.list.clear();
                self.list.push(q);
                self.decided = true;
            }
            None => self.list.push(q),
        }
        self.decided
    }

    /// [`push`](Options::push) for each, stopping at the first that returns `true`, as it does.
    pub fn extend<I: IntoIterator<Item = P>>(&mut self, qs: I) -> bool {
        qs.into_iter().any(|q| self.push(q))
    }
}

/// A list of moves read against a win/lose memo as `push` reads them: a move to a position known
/// won dropped, one known lost kept alone.
#[inline]
fn sift<P: Eq + Hash>(list: &mut Vec<P>, memo: &Memo<P, bool>) {
    let mut lost = false;
    list.retain(|q| {
        !lost
            && match memo.get(q) {
                Some(w) => {
                    lost = !w;
                    lost
                }
                None => true,
            }
    });
    if lost {
        // The lost move is the last one kept.
        let last = list.len() - 1;
        list.swap(0, last);
        list.truncate(1);
    }
}

/// Every move of `p`, in the rule's order.
fn every_move<P: Eq + Hash>(rule: &mut (impl Rule<P> + ?Sized), p: &P) -> Vec<P> {
    let mut out = Options::new(None);
    rule.moves(p, &mut out);
    out.list
}

/// Win or loss for the player to move; a position without moves is won iff `misere`. Generic in
/// the position type alone (the moves are called through `dyn`, once per position), so that a
/// program with many games compiles the engine once per position type, not once per game.
fn outcome_of<P: Clone + Eq + Hash + std::fmt::Debug>(
    p: &P,
    moves: &mut dyn Rule<P>,
    memo: &mut Memo<P, bool>,
    misere: bool,
) -> bool {
    // A move to a position already known lost is taken alone, before any move is searched; one
    // known won is dropped. `combine` learns from `expand` whether the position had a move.
    let expand = |memo: &Memo<P, bool>, q: &P| {
        let mut out = Options::new(Some(memo));
        moves.moves(q, &mut out);
        (out.list, !out.any)
    };
    let combine = |&none: &bool, _: &[()], v: &mut [bool]| v.contains(&false) || misere && none;
    search_first(p, memo, expand, |q| (q, ()), combine, |_, &w| !w)
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
/// use cgt::game_search::{search, Memo};
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
    expand: impl FnMut(&P) -> (Vec<M>, X),
    split: impl FnMut(M) -> (P, E),
    combine: impl FnMut(&X, &[E], &mut [V]) -> V,
    cut: impl FnMut(&E, &V) -> bool,
) -> V
where
    P: Clone + Eq + Hash + std::fmt::Debug,
    V: Clone,
{
    let mut expand = expand;
    search_first(root, memo, |_, p| expand(p), split, combine, cut)
}

/// [`search`], `expand` reading the memo (to keep only the moves that matter, as a move to a
/// position known lost).
fn search_first<P, M, X, E, V>(
    root: &P,
    memo: &mut Memo<P, V>,
    mut expand: impl FnMut(&Memo<P, V>, &P) -> (Vec<M>, X),
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
    let (moves, info) = expand(memo, root);
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
                        panic!(
                            "game search: position {:?} on a cycle (graph_game)",
                            o.key()
                        )
                    });
                    if cut(&e, &v) {
                        top.moves.clear();
                    }
                    labels.push(e);
                    values.push(v);
                }
                Entry::Vacant(slot) => {
                    // Expanded with the memo in hand, so not through `slot`: a copy of `q`.
                    let (i, q) = (memo.values.len(), slot.key().clone());
                    slot.insert(i);
                    memo.values.push(None);
                    let (moves, info) = expand(memo, &q);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sprague_grundy::grundy_table_by_value;

    /// Bit-mask positions: a row of 12 cells, a move takes one free cell or two adjacent free
    /// cells (Kayles); the values by mask = the Kayles values of the free runs, XORed.
    #[test]
    fn bit_mask_positions_search_like_a_sum_of_rows() {
        let kayles = grundy_table_by_value(12, |x, g, out| {
            for take in 1..=2.min(x) {
                out.extend((0..=x - take).map(|a| g[a] ^ g[x - take - a]));
            }
        });
        let mut s = GameSearch::new(|&m: &u32| {
            let one = (0..12).filter(|i| m >> i & 1 == 1).map(|i| m & !(1 << i));
            let two = (0..11).filter(|i| m >> i & 3 == 3).map(|i| m & !(3 << i));
            one.chain(two).collect::<Vec<u32>>()
        });
        for m in 0..1u32 << 12 {
            let runs = format!("{:012b}", m);
            let want = runs.split('0').fold(0, |acc, r| acc ^ kayles[r.len()]);
            assert_eq!(s.grundy(&m), want, "mask {:012b}", m);
        }
    }

    /// The outcome queries stop at the first losing option, as a hand-written recursion
    /// `moves.any(|q| !wins(q))` does, and first take an option already known lost: on the
    /// multiplication game (start at 1, multiply by 2..=9, a product >= n loses) they expand
    /// no more positions than the recursion, fewer than `grundy` (all of them).
    #[test]
    fn outcome_queries_stop_at_the_first_losing_move() {
        fn next(p: u64, n: u64) -> Vec<u64> {
            (2..=9).map(|k| p * k).filter(|&q| q < n).collect()
        }
        fn wins(p: u64, n: u64, memo: &mut std::collections::HashMap<u64, bool>) -> bool {
            if let Some(&w) = memo.get(&p) {
                return w;
            }
            let w = next(p, n).into_iter().any(|q| !wins(q, n, memo));
            memo.insert(p, w);
            w
        }
        for n in [10, 1000, 1 << 20, 1 << 36] {
            let mut expanded = 0;
            let mut s = GameSearch::new(|&p: &u64| {
                expanded += 1;
                next(p, n)
            });
            let w = s.first_player_wins(&1);
            let all = (s.grundy(&1) != 0, s.grundy.values.len());
            let mut memo = std::collections::HashMap::new();
            assert_eq!(w, wins(1, n, &mut memo));
            assert_eq!(w, all.0);
            assert!(expanded - all.1 <= memo.len(), "n = {}", n);
            assert!(n < 1000 || memo.len() < all.1, "n = {}", n);
        }
    }

    /// Normal and misère outcomes and winning moves = a plain recursion without memo on every
    /// digraph of 3 positions without a cycle and 1000 random DAGs of <= 8 positions (moves in a
    /// random order), the positions asked in a random order, so that known options are taken
    /// first.
    #[test]
    fn outcomes_match_a_plain_recursion_on_small_dags() {
        fn wins(x: usize, adj: &[Vec<usize>], misere: bool) -> bool {
            adj[x].iter().any(|&y| !wins(y, adj, misere)) || misere && adj[x].is_empty()
        }
        let mut r = crate::rng::XorShift::new(29);
        let small = crate::graph_game::every_digraph(3).filter_map(|edges| {
            let mut adj = vec![Vec::new(); 3];
            for (a, b) in edges {
                adj[a].push(b);
            }
            // A cycle: some position reaches itself.
            let reach = |a: usize, b: usize| adj[a].contains(&b);
            let cyclic = (0..3).any(|a| reach(a, a))
                || (0..3).any(|a| (0..3).any(|b| a != b && reach(a, b) && reach(b, a)))
                || (reach(0, 1) && reach(1, 2) && reach(2, 0))
                || (reach(0, 2) && reach(2, 1) && reach(1, 0));
            (!cyclic).then_some(adj)
        });
        let random = (0..1000).map(|i| {
            let n = 1 + i % 8;
            let mut order: Vec<usize> = (0..n).collect();
            r.shuffle(&mut order);
            let mut adj = vec![Vec::new(); n];
            for i in 0..n {
                for j in 0..i {
                    if r.below(2) == 0 {
                        adj[order[i]].push(order[j]);
                    }
                }
                r.shuffle(&mut adj[order[i]]);
            }
            adj
        });
        for adj in small.chain(random).collect::<Vec<_>>() {
            let n = adj.len();
            let mut s = GameSearch::new(|&x: &usize| adj[x].clone());
            // The same rule pushing its moves, stopping where `push` says the outcome is known.
            let mut pushed = GameSearch::with_push(|&x: &usize, out| {
                for &y in &adj[x] {
                    if out.push(y) {
                        return;
                    }
                }
            });
            let mut asked: Vec<usize> = (0..n).collect();
            r.shuffle(&mut asked);
            for x in asked {
                let w = wins(x, &adj, false);
                assert_eq!(s.first_player_wins(&x), w, "{:?}", adj);
                assert_eq!(pushed.first_player_wins(&x), w, "{:?}", adj);
                assert_eq!(s.misere_first_player_wins(&x), wins(x, &adj, true));
                assert_eq!(pushed.misere_first_player_wins(&x), wins(x, &adj, true));
                assert_eq!(pushed.grundy(&x), s.grundy(&x));
                for misere in [false, true] {
                    let first = adj[x].iter().find(|&&y| !wins(y, &adj, misere));
                    let want = first.filter(|_| wins(x, &adj, misere)).copied();
                    let got = match misere {
                        false => (s.winning_move(&x), pushed.winning_move(&x)),
                        true => (s.misere_winning_move(&x), pushed.misere_winning_move(&x)),
                    };
                    assert_eq!(got, (want, want), "{:?} at {}", adj, x);
                }
            }
        }
    }

    /// `push` returns `true` at a move to a position known lost in a win/lose query (the rule
    /// stops there), and never in a Grundy query.
    #[test]
    fn push_says_when_the_outcome_is_known() {
        // 0 <- 1 <- 2 and 2 -> 0: 0 is lost, so 2's first move (to 0) decides once 0 is known.
        let adj = [vec![], vec![0], vec![0, 1]];
        let mut after = Vec::new();
        let mut s = GameSearch::with_push(|&x: &usize, out| {
            for &y in &adj[x] {
                if out.push(y) {
                    after.push((x, y));
                    return;
                }
            }
        });
        assert!(!s.first_player_wins(&0));
        assert!(s.first_player_wins(&2));
        assert_eq!(s.grundy(&2), 2);
        assert!(!s.misere_first_player_wins(&1)); // its only move leads to a misère win
        drop(s);
        assert_eq!(after, [(2, 0)]);
    }

    /// Merges of heaps (a move merges two heaps; 22 ones at the start, so every play has 21
    /// moves), the options in decreasing or increasing order of the sorted heaps: one order
    /// reaches 858 positions, the other 32 (a memo recursion). Taking an option known lost first
    /// never expands more than the recursion (851 and 32): the order still matters.
    #[test]
    fn move_order_matters_less() {
        fn merges(p: &[u8], decreasing: bool) -> Vec<Vec<u8>> {
            let mut v = Vec::new();
            for i in 0..p.len() {
                for j in i + 1..p.len() {
                    let mut q = p.to_vec();
                    q[i] += q[j];
                    q.remove(j);
                    q.sort_unstable();
                    v.push(q);
                }
            }
            v.sort_unstable_by_key(|q| std::cmp::Reverse(q.clone()));
            v.dedup();
            if !decreasing {
                v.reverse();
            }
            v
        }
        fn wins(p: &[u8], o: bool, memo: &mut std::collections::HashMap<Vec<u8>, bool>) -> bool {
            if let Some(&w) = memo.get(p) {
                return w;
            }
            let w = merges(p, o).iter().any(|q| !wins(q, o, memo));
            memo.insert(p.to_vec(), w);
            w
        }
        let mut counts = Vec::new();
        for decreasing in [true, false] {
            let mut s = GameSearch::new(|p: &Vec<u8>| merges(p, decreasing));
            assert!(s.first_player_wins(&vec![1; 22]));
            let mut memo = std::collections::HashMap::new();
            assert!(wins(&[1; 22], decreasing, &mut memo));
            assert!(s.normal.values.len() <= memo.len());
            counts.push((s.normal.values.len(), memo.len()));
        }
        assert!(
            counts[0].0 < counts[0].1 && counts[1].1 * 10 < counts[0].0,
            "{:?}",
            counts
        );
    }

    #[test]
    fn search_gives_nim_sum_for_three_heaps() {
        let mut s = GameSearch::new(|p: &Vec<u64>| crate::nim::moves(p));
        for a in 0..=5 {
            for b in 0..=5 {
                for c in 0..=5 {
                    assert_eq!(u64::from(s.grundy(&vec![a, b, c])), a ^ b ^ c);
                    assert_eq!(s.first_player_wins(&vec![a, b, c]), a ^ b ^ c != 0);
                }
            }
        }
    }

    #[test]
    fn misere_search_on_small_nim() {
        let mut s = GameSearch::new(|p: &Vec<u64>| crate::nim::moves(p));
        assert!(s.misere_first_player_wins(&vec![]));
        assert!(!s.misere_first_player_wins(&vec![1]));
        assert!(s.misere_first_player_wins(&vec![1, 1]));
        assert!(!s.misere_first_player_wins(&vec![1, 1, 1]));
        assert!(s.misere_first_player_wins(&vec![2]));
        assert!(!s.misere_first_player_wins(&vec![2, 2]));
    }

    /// `misere_first_player_wins` against a separate bottom-up table of misère Nim on three heaps <= 5 (the
    /// player who cannot move wins): positions in order of their total, so every move's target
    /// is already known.
    #[test]
    fn misere_search_matches_a_bottom_up_table() {
        let mut win = [[[false; 6]; 6]; 6];
        for total in 0..=15 {
            for a in 0..6 {
                for b in 0..6 {
                    let c = total as i64 - a as i64 - b as i64;
                    if !(0..6).contains(&c) {
                        continue;
                    }
                    let c = c as usize;
                    let targets: Vec<[usize; 3]> = (0..a)
                        .map(|x| [x, b, c])
                        .chain((0..b).map(|x| [a, x, c]))
                        .chain((0..c).map(|x| [a, b, x]))
                        .collect();
                    win[a][b][c] =
                        targets.is_empty() || targets.iter().any(|t| !win[t[0]][t[1]][t[2]]);
                }
            }
        }
        let mut s = GameSearch::new(|p: &Vec<u64>| crate::nim::moves(p));
        let mut lost = 0;
        for (a, plane) in win.iter().enumerate() {
            for (b, row) in plane.iter().enumerate() {
                for (c, &want) in row.iter().enumerate() {
                    let w = s.misere_first_player_wins(&vec![a as u64, b as u64, c as u64]);
                    assert_eq!(w, want, "{} {} {}", a, b, c);
                    lost += !w as usize;
                }
            }
        }
        // Both outcomes occur, and some with heaps above 1 are lost (not only the all-ones ones).
        assert!(lost > 0 && !win[2][2][0] && !win[1][2][3]);
    }

    #[test]
    fn long_chains_need_no_deep_recursion() {
        // n -> n - 1: a play of 10^6 moves; the values alternate.
        let mut s = GameSearch::new(|&n: &u32| if n == 0 { vec![] } else { vec![n - 1] });
        assert_eq!(s.grundy(&1_000_000), 0);
        // Misère: 0 wins (no move), 1 loses, ...; the memo of another query is not shared.
        assert!(!s.misere_first_player_wins(&1001));
    }

    #[test]
    #[should_panic(expected = "position 3 on a cycle")]
    fn cycles_are_reported_with_a_position() {
        // 5 -> 4 -> 3 -> 2 -> 3: the play repeats 3 (or 2; the first repeat met is 3).
        let mut s = GameSearch::new(|&n: &u32| match n {
            2 => vec![3],
            0 => vec![],
            n => vec![n - 1],
        });
        s.first_player_wins(&5);
    }

    /// The same cycle through a rule that pushes its moves (a move to a position on the play is
    /// no known value: listed, then met on the play).
    #[test]
    #[should_panic(expected = "on a cycle")]
    fn cycles_are_reported_through_pushes() {
        let mut s = GameSearch::with_push(|&n: &u32, out| {
            if n > 0 {
                out.push(if n == 2 { 3 } else { n - 1 });
            }
        });
        s.first_player_wins(&5);
    }

    #[test]
    fn positions_reached_twice_without_a_cycle_are_fine() {
        // A diamond 3 -> {1, 2}, 2 -> 1, 1 -> 0 revisits 1 on another branch: not a cycle.
        let mut s = GameSearch::new(|&n: &u32| match n {
            3 => vec![1, 2],
            0 => vec![],
            n => vec![n - 1],
        });
        assert_eq!(s.grundy(&3), 2);
    }
}
