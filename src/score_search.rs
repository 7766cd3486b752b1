//! # Score games: negamax and minimax with the best move, any position type or numbered ones
//!
//! - **Game:** moves carry gains, a position without moves pays its payoff: a number results.
//! - **Method:** `game_search::search`: negamax `v(p) = max (gain - v(q))`, or minimax by
//!   whose turn the position says, `max` or `min (gain + v(q))`; a cycle is reported.
//! - **Complexity:** each reachable position expanded once, one hash look-up per move.
//! - **Problems:** the general layer; positions `0..n`: [`NumberedScore`], [`NumberedMinimax`].
//! - **Status:** = recursion on 300 random trees <= 40; numbered: every 3-position DAG, turns,
//!   1000 random DAGs, cycles named, deep = DPs on 10^4 chains, `first_rows` = `all_values`.
//!
//! Negamax fits zero-sum games that alternate turns: the gain is the mover's, the value the
//! mover's total minus the opponent's. When a player may move twice (an extra turn), or the
//! payoff is not a difference, let the position record whose turn it is and use
//! [`MinimaxSearch`] ([`NumberedMinimax`] on positions `0..n`), or, on positions `0..n`, let a
//! move keep the turn ([`NumberedScore::with_extra_turns`]). The numbered ones keep values in an
//! array; `all_values` sweeps every position in the order the moves point away from; `first_rows`
//! keeps only the rows a move reaches (positions in rows, every move to its own or a later row).
//! Graphs whose plays may repeat a position: `graph_score`. The intervals `[l, r)` of a row, every
//! move to a shorter one: `interval_score` (the DP by length); positions in layers (the move
//! number), the turn in the position: `layered_minimax` (the DP by layer).

use crate::game_search::{search, Memo};
use crate::numbered::{made, outside, Entry, Order, Walk, DEEP};
use std::hash::Hash;

/// Negamax over any position type: `moves(p)` lists `(q, gain)` for every move (the mover gains
/// `gain`, then the opponent moves at `q`); `payoff(p)` is the mover's result at a position
/// without moves.
///
/// # Example
/// ```
/// use cgt::score_search::ScoreSearch;
/// // A row of coins; take the leftmost or the rightmost. Position: the remaining row.
/// let mut s = ScoreSearch::new(
///     |row: &Vec<i64>| match row.len() {
///         0 => vec![],
///         n => vec![(row[1..].to_vec(), row[0]), (row[..n - 1].to_vec(), row[n - 1])],
///     },
///     |_| 0,
/// );
/// assert_eq!(s.value(&vec![10, 80, 90, 30]), 10); // taken in turn 30, 90, 80, 10: 110 to 100
/// assert_eq!(s.best_move(&vec![10, 80, 90, 30]), Some((vec![10, 80, 90], 30)));
/// ```
pub struct ScoreSearch<P, F, G> {
    moves: F,
    payoff: G,
    memo: Memo<P, i64>,
}

impl<P, F, G> ScoreSearch<P, F, G>
where
    P: Clone + Eq + Hash + std::fmt::Debug,
    F: FnMut(&P) -> Vec<(P, i64)>,
    G: FnMut(&P) -> i64,
{
    /// A search with an empty memo.
    ///
    /// # Complexity
    /// O(1).
    pub fn new(moves: F, payoff: G) -> Self {
        let memo = Memo::default();
        ScoreSearch {
            moves,
            payoff,
            memo,
        }
    }

    /// The value of `p` for the player to move: own gains minus the opponent's, plus the payoff.
    ///
    /// # Constraints
    /// Every play ends; totals fit in `i64`.
    ///
    /// # Panics
    /// If a play from `p` repeats a position (the message names it); on overflow with overflow
    /// checks on.
    ///
    /// # Complexity
    /// Every position reachable from `p` is expanded once (the memo persists across queries).
    pub fn value(&mut self, p: &P) -> i64 {
        let (moves, payoff) = (&mut self.moves, &mut self.payoff);
        let expand = |q: &P| {
            let m = moves(q);
            let end = if m.is_empty() { payoff(q) } else { 0 };
            (m, end)
        };
        let combine = |&end: &i64, gains: &[i64], v: &mut [i64]| {
            let best = gains.iter().zip(v.iter()).map(|(g, v)| g - v).max();
            best.unwrap_or(end)
        };
        search(p, &mut self.memo, expand, |m| m, combine, |_, _| false)
    }

    /// A best move from `p`, as `(q, gain)`, the first in the rule's order; `None` without moves.
    ///
    /// # Constraints
    /// As [`value`](ScoreSearch::value).
    ///
    /// # Panics
    /// As [`value`](ScoreSearch::value).
    ///
    /// # Complexity
    /// As [`value`](ScoreSearch::value), then one more call of `moves`.
    pub fn best_move(&mut self, p: &P) -> Option<(P, i64)> {
        let v = self.value(p);
        let moves = (self.moves)(p);
        moves.into_iter().find(|(q, g)| g - self.value(q) == v)
    }
}

/// Minimax over positions that say whose turn it is: `max_to_move(p)` says Max moves at `p`,
/// `moves(p)` lists `(q, gain)` with the gain counted for Max (negative: for Min), `payoff(p)` is
/// the result at a position without moves. The value is the total: Max maximises it, Min
/// minimises it. The same player may move several times in a row. `max_to_move` is called only at
/// positions with moves, `payoff` only at positions without (a turn table indexed by the move
/// number may end before the last position). Positions `0..n`: [`NumberedMinimax`].
///
/// # Example
/// ```
/// use cgt::score_search::MinimaxSearch;
/// #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
/// enum Player { Max, Min }
/// use Player::*;
/// // Take 1 or 2 from a heap; whoever takes 2 moves again. The total: the tokens Max took.
/// // Position: (heap, player to move).
/// let mut s = MinimaxSearch::new(
///     |&(n, who): &(u32, Player)| {
///         let other = if who == Max { Min } else { Max };
///         let score = |k: u32| if who == Max { i64::from(k) } else { 0 };
///         (1..=n.min(2)).map(|k| ((n - k, if k == 2 { who } else { other }), score(k))).collect()
///     },
///     |_| 0,
///     |&(_, who)| who == Max,
/// );
/// assert_eq!(s.value(&(5, Max)), 5); // Max takes 2, 2, then 1: everything
/// assert_eq!(s.value(&(3, Min)), 0); // Min takes 2, moves again and takes the last
/// ```
pub struct MinimaxSearch<P, F, G, T> {
    moves: F,
    payoff: G,
    turn: T,
    memo: Memo<P, i64>,
}

impl<P, F, G, T> MinimaxSearch<P, F, G, T>
where
    P: Clone + Eq + Hash + std::fmt::Debug,
    F: FnMut(&P) -> Vec<(P, i64)>,
    G: FnMut(&P) -> i64,
    T: FnMut(&P) -> bool,
{
    /// A search with an empty memo.
    ///
    /// # Complexity
    /// O(1).
    pub fn new(moves: F, payoff: G, max_to_move: T) -> Self {
        let memo = Memo::default();
        MinimaxSearch {
            moves,
            payoff,
            turn: max_to_move,
            memo,
        }
    }

    /// The total under optimal play from `p`.
    ///
    /// # Constraints
    /// Every play ends; totals fit in `i64`.
    ///
    /// # Panics
    /// If a play from `p` repeats a position (the message names it); on overflow with overflow
    /// checks on.
    ///
    /// # Complexity
    /// Every position reachable from `p` is expanded once (the memo persists across queries).
    pub fn value(&mut self, p: &P) -> i64 {
        let (moves, payoff, turn) = (&mut self.moves, &mut self.payoff, &mut self.turn);
        // The turn is asked only where a move exists, the payoff only where none does.
        let expand = |q: &P| {
            let m = moves(q);
            let info = if m.is_empty() {
                (false, payoff(q))
            } else {
                (turn(q), 0)
            };
            (m, info)
        };
        let combine = |&(max, end): &(bool, i64), gains: &[i64], v: &mut [i64]| {
            let totals = gains.iter().zip(v.iter()).map(|(g, v)| g + v);
            let best = if max { totals.max() } else { totals.min() };
            best.unwrap_or(end)
        };
        search(p, &mut self.memo, expand, |m| m, combine, |_, _| false)
    }

    /// A best move from `p` for the player to move, as `(q, gain)`, the first in the rule's
    /// order; `None` without moves.
    ///
    /// # Constraints
    /// As [`value`](MinimaxSearch::value).
    ///
    /// # Panics
    /// As [`value`](MinimaxSearch::value).
    ///
    /// # Complexity
    /// As [`value`](MinimaxSearch::value), then one more call of `moves`.
    pub fn best_move(&mut self, p: &P) -> Option<(P, i64)> {
        let v = self.value(p);
        let moves = (self.moves)(p);
        moves.into_iter().find(|(q, g)| g + self.value(q) == v)
    }
}

/// A move of a numbered score game as the rule pushes it: `(y, gain)`, the opponent then moves at
/// `y`; or, for [`NumberedScore::with_extra_turns`], `(y, gain, again)`, where `again` says the
/// mover moves again at `y` (the turn is kept: no negation).
pub trait ScoreMove: Copy {
    /// The position reached, the mover's gain, whether the mover moves again.
    fn parts(&self) -> (usize, i64, bool);
}

impl ScoreMove for (usize, i64) {
    #[inline]
    fn parts(&self) -> (usize, i64, bool) {
        (self.0, self.1, false)
    }
}

impl ScoreMove for (usize, i64, bool) {
    #[inline]
    fn parts(&self) -> (usize, i64, bool) {
        *self
    }
}

/// Negamax over the positions `0..n`: `moves(x, out)` pushes `(y, gain)` for every move of `x`
/// (the mover gains `gain`, the opponent then moves at `y`); at a position without moves the
/// player to move gets `payoff(x)`. The value of `x` is the best total difference (own gains
/// minus the opponent's) for the player to move. Moves that keep the turn:
/// [`with_extra_turns`](NumberedScore::with_extra_turns); the turn in the position:
/// [`NumberedMinimax`].
///
/// # Example
/// ```
/// use cgt::score_search::NumberedScore;
/// // Take 1 or 2 coins from a row of values [3, 1, 4, 1, 5] from the left; x = coins taken.
/// let a = [3i64, 1, 4, 1, 5];
/// let mut s = NumberedScore::new(6, |x, out| {
///     out.extend((1..=2).filter(|k| x + k <= 5).map(|k| (x + k, a[x..x + k].iter().sum())))
/// }, |_| 0);
/// assert_eq!(s.value(0), 4); // take 3 + 1; the opponent's best then nets 0
/// assert_eq!(s.best_move(0), Some((2, 4)));
/// ```
pub struct NumberedScore<F, T, M = (usize, i64)> {
    moves: F,
    payoff: T,
    walk: Walk<M>,
    n: usize,
    value: Vec<i64>,
    /// Whether a sweep filled the memo (a later one returns at once).
    swept: bool,
}

impl<F: FnMut(usize, &mut Vec<(usize, i64)>), T: FnMut(usize) -> i64> NumberedScore<F, T> {
    /// A search over `0..n` with an empty memo.
    ///
    /// # Complexity
    /// O(1). The first [`value`](Self::value) or [`all_values`](Self::all_values) makes the
    /// memo, 8 bytes a position (`i64`), reached or not: `(l, r)` numbered `l * (n + 1) + r`
    /// for a row of `n` takes `(n + 1)^2` positions, where a DP over lengths keeps one row;
    /// [`first_rows`](Self::first_rows) keeps rows only (a trial's row of 5000: 2 MB, not 193);
    /// [`IntervalScore`](crate::interval_score::IntervalScore) keeps lengths and gives the rule `l`
    /// and `r` (the same trial's game in a fifth of `first_rows`' time).
    pub fn new(n: usize, moves: F, payoff: T) -> Self {
        NumberedScore {
            moves,
            payoff,
            walk: Walk::default(),
            n,
            value: Vec::new(),
            swept: false,
        }
    }
}

impl<F: FnMut(usize, &mut Vec<(usize, i64, bool)>), T: FnMut(usize) -> i64>
    NumberedScore<F, T, (usize, i64, bool)>
{
    /// A search over `0..n` whose rule pushes `(y, gain, again)`: with `again` the mover moves
    /// again at `y`, so `v(x) = max (gain + v(y))` over those moves and `max (gain - v(y))` over
    /// the others. A choice made in steps (first how many at most, then which) becomes moves
    /// that keep the turn, so a rule of O(N) moves per position becomes one of O(1). Every move
    /// to a smaller number: [`score_table`](crate::score_table::score_table) (`push_again`), one
    /// loop with the rule inlined (PERFORMANCE.md: 1.5 of a hand DP where this sweep takes 2.8).
    ///
    /// # Complexity
    /// O(1); the memo as [`new`](NumberedScore::new)'s.
    ///
    /// # Example
    /// ```
    /// use cgt::score_search::NumberedScore;
    /// // Coins c[0..n] on a pile, top first. The first player takes 1 or 2; after a take of k the
    /// // opponent may take 1..=2k. Position (i coins left, may take up to j) as i * 6 + j; "not
    /// // j" moves to (i, j - 1) and keeps the turn, so each position has two moves, not j.
    /// let c = [1i64, 3, 5, 2, 4];
    /// let left = |i: usize| c[5 - i..].iter().sum::<i64>(); // the last i coins
    /// let mut s = NumberedScore::with_extra_turns(36, |x, out| {
    ///     let (i, j) = (x / 6, (x % 6).min(x / 6));
    ///     if j > 1 {
    ///         out.push((i * 6 + j - 1, 0, true));
    ///     }
    ///     if j >= 1 {
    ///         let rest = i - j;
    ///         out.push((rest * 6 + (2 * j).min(rest), left(i) - left(rest), false));
    ///     }
    /// }, |_| 0);
    /// let diff = s.value(5 * 6 + 2); // 5 coins, take 1 or 2
    /// assert_eq!((left(5) + diff) / 2, 7); // the first player's total, of 15
    /// ```
    pub fn with_extra_turns(n: usize, moves: F, payoff: T) -> Self {
        NumberedScore {
            moves,
            payoff,
            walk: Walk::default(),
            n,
            value: Vec::new(),
            swept: false,
        }
    }
}

impl<M: ScoreMove, F: FnMut(usize, &mut Vec<M>), T: FnMut(usize) -> i64> NumberedScore<F, T, M> {
    /// The value of `x` for the player to move (negamax).
    ///
    /// # Constraints
    /// `x < n`; moves stay in `0..n`; every play ends; totals fit in `i64`, above `i64::MIN + 1`.
    ///
    /// # Panics
    /// If a move leaves `0..n`, a play repeats a position, or a total overflows (with overflow
    /// checks on).
    ///
    /// # Complexity
    /// Every position reachable from `x` and not yet known is expanded once: a search (its own
    /// stack), several times an array DP's cost per position; once its play is 8192 new
    /// positions deep, twice (all found first, then swept, as `numbered` does): 3-4 times
    /// [`all_values`](Self::all_values), which sweeps the table in 1.3-1.4 times a DP decoding
    /// `x` as the rule does, 1.3-3.2 times a nested-loop DP on the benchmark's games
    /// (PERFORMANCE.md). A query reaching most of `0..n`: `all_values()[x]` when the rule is
    /// valid everywhere.
    pub fn value(&mut self, x: usize) -> i64 {
        let payoff = &mut self.payoff;
        let finish = |x: usize, succ: &[M], v: &[i64]| negamax(succ, v, 0, || payoff(x));
        deep_value(
            &mut self.walk,
            made(&mut self.value, self.n),
            &mut self.moves,
            finish,
            x,
        )
    }

    /// The values of all positions `0..n`: a sweep in the direction most moves point away from,
    /// or row by row where the moves are long one way and short the other (`(l, r)` as
    /// `l * w + r` on an interval, a move to `(l + 1, r - 1)` too), so a position's moves are
    /// usually known when it is reached (a search from it otherwise): the order an array DP
    /// would take, 1.2-1.5 times a DP that decodes `x` as the rule does on the benchmark's
    /// games (PERFORMANCE.md).
    ///
    /// # Constraints
    /// As [`value`](Self::value), for every position.
    ///
    /// # Panics
    /// As [`value`](Self::value).
    ///
    /// # Complexity
    /// O(n + moves): each position expanded once, plus the moves of 64 sample positions. A later
    /// call: O(1) (the same slice).
    ///
    /// # Example
    /// ```
    /// // Heaps 0..10; take 1 or 2 tokens, each worth 1: the mover's lead cycles 0, 1, 2, 1.
    /// let mut s = cgt::score_search::NumberedScore::new(10, |x, out| {
    ///     out.extend((1..=2).filter(|&k| k <= x).map(|k| (x - k, k as i64)))
    /// }, |_| 0);
    /// assert_eq!(&s.all_values()[..6], &[0, 1, 2, 1, 0, 1]);
    /// ```
    pub fn all_values(&mut self) -> &[i64] {
        let payoff = &mut self.payoff;
        let finish = |x: usize, succ: &[M], v: &[i64]| negamax(succ, v, 0, || payoff(x));
        // A memo is only ever filled: once swept, complete.
        if !self.swept {
            let val = made(&mut self.value, self.n);
            sweep(&mut self.walk, val, &mut self.moves, finish);
            self.swept = true;
        }
        &self.value
    }

    /// The values of the first `ahead + 1` rows, positions `0..(ahead + 1) * w` (those below
    /// `n`; `v[x]` is position `x`'s value, as `all_values()[x]`), where position `i * w + j` is in row `i` and every move goes along its row or to
    /// one of the `ahead` rows after it: swept from the last row keeping `ahead + 1` rows,
    /// `8 * (ahead + 1) * w` bytes where the memo takes `8 * n` (it is not made). Number the
    /// rows so that the moves go to later ones (a row of coins `[l, r)` as `l * w + r`, cards
    /// taken, not cards left). A best move from row 0: the first move `(y, gain)` of the rule
    /// with `gain - v[y]` equal to `v[x]` (`gain + v[y]` for a move that keeps the turn).
    ///
    /// # Constraints
    /// As [`value`](Self::value) for every position; `w >= 1` and `n >= 1`; a move from row
    /// `i` goes to rows `i..=i + ahead`.
    ///
    /// # Panics
    /// If `w` or `n` is 0, if a move leaves those rows (the message names it, in the numbers of the rule), or a
    /// play repeats a position (named by its column).
    ///
    /// # Complexity
    /// O(n + moves); a move along the row that is not known yet starts a search (a row is
    /// swept the other way round when most of the row before needed one).
    ///
    /// # Example
    /// ```
    /// use cgt::score_search::NumberedScore;
    /// // Take the first or the last of a row of numbers: [l, r) as l * 5 + r; a move goes to
    /// // row l + 1 or along row l.
    /// let a = [10i64, 80, 90, 30];
    /// let mut s = NumberedScore::new(25, |x, out| {
    ///     let (l, r) = (x / 5, x % 5);
    ///     if l < r {
    ///         out.push(((l + 1) * 5 + r, a[l]));
    ///         out.push((l * 5 + r - 1, a[r - 1]));
    ///     }
    /// }, |_| 0);
    /// let v = s.first_rows(5, 1);
    /// assert_eq!(v[4], 10); // the whole row: 110 to 100
    /// assert_eq!((30 - v[3], 10 - v[5 + 4]), (10, -10)); // take the 30 (to [0, 3)), not the 10
    /// ```
    pub fn first_rows(&mut self, w: usize, ahead: usize) -> Vec<i64> {
        let payoff = &mut self.payoff;
        let finish = |x: usize, base, succ: &[M], v: &[i64]| negamax(succ, v, base, || payoff(x));
        rows(&mut self.walk, self.n, (w, ahead), &mut self.moves, finish)
    }

    /// A best move from `x` (the first in the rule's order, as the rule pushed it), or `None`
    /// without moves.
    ///
    /// # Constraints
    /// As [`value`](Self::value).
    ///
    /// # Panics
    /// As [`value`](Self::value).
    ///
    /// # Complexity
    /// As [`value`](Self::value), then one more expansion of `x`.
    pub fn best_move(&mut self, x: usize) -> Option<M> {
        let v = self.value(x);
        let mut moves = Vec::new();
        (self.moves)(x, &mut moves);
        moves.into_iter().find(|m| {
            let (y, gain, again) = m.parts();
            let w = self.value(y);
            v == if again { gain + w } else { gain - w }
        })
    }
}

/// Minimax over the positions `0..n` that say whose turn it is (the array-memo
/// [`MinimaxSearch`]): `max_to_move(x)` says Max moves at `x`, `moves(x, out)` pushes `(y, gain)`
/// for every move with the gain counted for Max (negative: for Min), `payoff(x)` is the result at
/// a position without moves. Max maximises the total, Min minimises it; a player may move several
/// times in a row. `max_to_move` is called only at positions with moves, `payoff` only at
/// positions without. Positions in layers, every move to a later one (a turn order):
/// [`LayeredMinimax`](crate::layered_minimax::LayeredMinimax) calls the rule from one place with
/// `(i, j)`, about a hand DP's speed where this sweep takes 2-3.5 times (PERFORMANCE.md).
///
/// # Example
/// ```
/// use cgt::score_search::NumberedMinimax;
/// // Digits d[i] are written in turn order who[i] (true: Max); each writer appends d[i] or 0 to
/// // a number. Max wants it divisible by 7 (payoff 1), Min does not. Position: i * 7 + r (r: the
/// // number so far mod 7).
/// let (d, who) = ([3usize, 5, 1, 6], [false, true, false, true]);
/// let mut s = NumberedMinimax::new(35, |x, out| {
///     let (i, r) = (x / 7, x % 7);
///     if i < 4 {
///         out.push(((i + 1) * 7 + (r * 10 + d[i]) % 7, 0));
///         out.push(((i + 1) * 7 + r * 10 % 7, 0));
///     }
/// }, |x| i64::from(x % 7 == 0), |x| who[x / 7]);
/// assert_eq!(s.value(0), 0); // Min can keep it from a multiple of 7
/// assert_eq!(s.all_values()[0], 0);
/// assert_eq!(s.all_values()[3 * 7 + 5], 1); // r = 5, Max writes the last digit: 56 = 7 * 8
/// ```
pub struct NumberedMinimax<F, G, T> {
    moves: F,
    payoff: G,
    turn: T,
    walk: Walk<(usize, i64)>,
    n: usize,
    value: Vec<i64>,
    /// Whether a sweep filled the memo (a later one returns at once).
    swept: bool,
}

impl<F, G, T> NumberedMinimax<F, G, T>
where
    F: FnMut(usize, &mut Vec<(usize, i64)>),
    G: FnMut(usize) -> i64,
    T: FnMut(usize) -> bool,
{
    /// A search over `0..n` with an empty memo.
    ///
    /// # Complexity
    /// O(1); the memo as [`NumberedScore::new`]'s.
    pub fn new(n: usize, moves: F, payoff: G, max_to_move: T) -> Self {
        NumberedMinimax {
            moves,
            payoff,
            turn: max_to_move,
            walk: Walk::default(),
            n,
            value: Vec::new(),
            swept: false,
        }
    }

    /// The total under optimal play from `x`.
    ///
    /// # Constraints
    /// `x < n`; moves stay in `0..n`; every play ends; totals fit in `i64`, above `i64::MIN + 1`.
    ///
    /// # Panics
    /// If a move leaves `0..n`, a play repeats a position (the message names it), or a total
    /// overflows (with overflow checks on).
    ///
    /// # Complexity
    /// Every position reachable from `x` and not yet known is expanded once: a search (its own
    /// stack), several times an array DP's cost per position; once its play is 8192 new
    /// positions deep, twice (all found first, then swept, as `numbered` does): 3-4 times
    /// [`all_values`](Self::all_values), which sweeps the table in 1.3-1.4 times a DP decoding
    /// `x` as the rule does, 1.3-3.2 times a nested-loop DP on the benchmark's games
    /// (PERFORMANCE.md). A query reaching most of `0..n`: `all_values()[x]` when the rule is
    /// valid everywhere.
    pub fn value(&mut self, x: usize) -> i64 {
        let (payoff, turn) = (&mut self.payoff, &mut self.turn);
        let finish =
            |x: usize, succ: &[(usize, i64)], v: &[i64]| minimax((x, 0), succ, v, payoff, turn);
        deep_value(
            &mut self.walk,
            made(&mut self.value, self.n),
            &mut self.moves,
            finish,
            x,
        )
    }

    /// The totals of all positions `0..n`, swept as [`NumberedScore::all_values`].
    ///
    /// # Constraints
    /// As [`value`](Self::value), for every position.
    ///
    /// # Panics
    /// As [`value`](Self::value).
    ///
    /// # Complexity
    /// O(n + moves): each position expanded once, plus the moves of 64 sample positions. A later
    /// call: O(1) (the same slice).
    pub fn all_values(&mut self) -> &[i64] {
        let (payoff, turn) = (&mut self.payoff, &mut self.turn);
        let finish =
            |x: usize, succ: &[(usize, i64)], v: &[i64]| minimax((x, 0), succ, v, payoff, turn);
        if !self.swept {
            let val = made(&mut self.value, self.n);
            sweep(&mut self.walk, val, &mut self.moves, finish);
            self.swept = true;
        }
        &self.value
    }

    /// The totals of the first `ahead + 1` rows, kept as [`NumberedScore::first_rows`] keeps
    /// them (the memo is not made).
    ///
    /// # Constraints
    /// As [`NumberedScore::first_rows`].
    ///
    /// # Panics
    /// As [`NumberedScore::first_rows`].
    ///
    /// # Complexity
    /// As [`NumberedScore::first_rows`].
    pub fn first_rows(&mut self, w: usize, ahead: usize) -> Vec<i64> {
        let (payoff, turn) = (&mut self.payoff, &mut self.turn);
        let finish = |x: usize, base: usize, succ: &[(usize, i64)], v: &[i64]| {
            minimax((x, base), succ, v, payoff, turn)
        };
        rows(&mut self.walk, self.n, (w, ahead), &mut self.moves, finish)
    }

    /// A best move from `x` for the player to move, as `(y, gain)`, the first in the rule's
    /// order; `None` without moves. Two moves with the same `(y, gain)` are alike here; to
    /// print which one (an operation's name), list your moves with their names in the rule's
    /// order and take the first with this `(y, gain)`.
    ///
    /// # Constraints
    /// As [`value`](Self::value).
    ///
    /// # Panics
    /// As [`value`](Self::value).
    ///
    /// # Complexity
    /// As [`value`](Self::value), then one more expansion of `x`.
    pub fn best_move(&mut self, x: usize) -> Option<(usize, i64)> {
        let v = self.value(x);
        let mut moves = Vec::new();
        (self.moves)(x, &mut moves);
        moves
            .into_iter()
            .find(|&(y, gain)| gain + self.value(y) == v)
    }
}

/// The position a move reaches.
fn to<M: ScoreMove>(m: &M) -> usize {
    m.parts().0
}

/// The value of a known move's target, `None` while unknown (or outside `0..n`: the search
/// reports it).
#[inline]
fn known(v: &[i64], y: usize) -> Option<i64> {
    let w = *v.get(y)?;
    (w > i64::ON_PLAY).then_some(w)
}

/// Negamax from the moves' values: `max (gain -/+ v(y))`, `end()` without moves; `None` while a
/// value is unknown. `v` holds the values from position `base` on.
#[inline]
fn negamax<M: ScoreMove>(
    succ: &[M],
    v: &[i64],
    base: usize,
    end: impl FnOnce() -> i64,
) -> Option<i64> {
    let mut best = i64::MIN;
    for m in succ {
        let (y, gain, again) = m.parts();
        let w = known(v, y.wrapping_sub(base))?;
        best = best.max(if again { gain + w } else { gain - w });
    }
    Some(if succ.is_empty() { end() } else { best })
}

/// Minimax from the moves' values: the larger or smaller `gain + v(y)` by whose turn it is at `x`
/// (asked only when every value is known), `payoff(x)` without moves. `v` holds the values from
/// position `base` on.
#[inline]
fn minimax(
    (x, base): (usize, usize),
    succ: &[(usize, i64)],
    v: &[i64],
    payoff: &mut impl FnMut(usize) -> i64,
    turn: &mut impl FnMut(usize) -> bool,
) -> Option<i64> {
    let (mut hi, mut lo) = (i64::MIN, i64::MAX);
    for &(y, gain) in succ {
        let t = gain + known(v, y.wrapping_sub(base))?;
        hi = hi.max(t);
        lo = lo.min(t);
    }
    Some(match succ.is_empty() {
        true => payoff(x),
        false if turn(x) => hi,
        false => lo,
    })
}

/// The value of `x`: the search, or once its play is `DEEP` positions long, every new position
/// it reaches found first (each one's moves listed once) and then swept (as `numbered` does).
fn deep_value<M: ScoreMove>(
    walk: &mut Walk<M>,
    val: &mut [i64],
    moves: &mut impl FnMut(usize, &mut Vec<M>),
    mut finish: impl FnMut(usize, &[M], &[i64]) -> Option<i64>,
    x: usize,
) -> i64 {
    if let Some(v) = walk.run(x, val, moves, to, &mut finish, DEEP) {
        return v;
    }
    // A position found is marked `FOUND` (read by nothing until it is new again).
    const FOUND: i64 = i64::ON_PLAY + 1;
    // (Positions as `u32`, as `numbered` keeps them: a memo of 2^32 is beyond any judge.)
    let (n, mut found, mut pairs, mut buf) = (val.len(), vec![x as u32], Vec::new(), Vec::new());
    assert!(n as u64 <= 1 << 32, "score_search: deep, n > 2^32");
    val[x] = FOUND;
    let mut i = 0;
    while let Some(&y) = found.get(i) {
        let y = y as usize;
        i += 1;
        buf.clear();
        moves(y, &mut buf);
        for z in buf.iter().map(to) {
            match val.get(z) {
                Some(&i64::NEW) => {
                    val[z] = FOUND;
                    found.push(z as u32);
                    if pairs.len() < 1 << 12 {
                        pairs.push((y, z));
                    }
                }
                Some(_) => {}
                None => outside(i64::TOOL, y, z, n),
            }
        }
    }
    found.iter().for_each(|&z| val[z as usize] = i64::NEW);
    Order::of(n, pairs).arrange(n, &mut found);
    for &y in &found {
        visit(y as usize, walk, val, moves, &mut finish, &mut buf);
    }
    val[x]
}

/// Every position of `0..n` into `val`, swept in the order the moves of 64 sample positions
/// tell ([`Order::find`]); `finish(x, moves, val)` is a
/// position's value, `None` while a move's is unknown (then a search from `x`).
fn sweep<M: ScoreMove>(
    walk: &mut Walk<M>,
    val: &mut [i64],
    moves: &mut impl FnMut(usize, &mut Vec<M>),
    mut finish: impl FnMut(usize, &[M], &[i64]) -> Option<i64>,
) {
    let (n, mut buf) = (val.len(), Vec::new());
    let order = Order::find(n, |x, out| {
        buf.clear();
        moves(x, &mut buf);
        out.extend(buf.iter().map(to));
    });
    for (lo, hi) in order.blocks(n) {
        if order.up {
            (lo..hi).for_each(|x| visit(x, walk, val, moves, &mut finish, &mut buf));
        } else {
            (lo..hi)
                .rev()
                .for_each(|x| visit(x, walk, val, moves, &mut finish, &mut buf));
        }
    }
}

/// The values of the first `ahead + 1` rows of positions `i * w + j` (the last row may be
/// short) when every move goes along its row or to one of the `ahead` rows after it: swept from
/// the last row, keeping `ahead + 1` rows in `win`, each row in the order of the one before
/// unless most of that one's positions with moves needed a search (a move along the row not
/// known yet).
/// `finish(x, base, moves, win)` is `x`'s value, `win` holding the values from `base` on.
fn rows<M: ScoreMove>(
    walk: &mut Walk<M>,
    n: usize,
    (w, ahead): (usize, usize),
    moves: &mut impl FnMut(usize, &mut Vec<M>),
    mut finish: impl FnMut(usize, usize, &[M], &[i64]) -> Option<i64>,
) -> Vec<i64> {
    let span = ahead.checked_add(1).and_then(|k| k.checked_mul(w));
    let span = span
        .filter(|_| w >= 1 && n >= 1)
        .expect("score_search: rows: w, n >= 1");
    let (mut win, mut buf, mut up) = (vec![i64::NEW; span], Vec::new(), false);
    for i in (0..(n - 1) / w + 1).rev() {
        let (base, len, end) = (i * w, w.min(n - i * w), n.min(i * w + span));
        win.copy_within(0..span - w, w);
        win[..w].fill(i64::NEW);
        // The rule at `base + x`; with `check`, its moves checked to stay in the rows kept (a
        // try reads a move outside as unknown, and checks before the search).
        let mut list = |x: usize, out: &mut Vec<M>, check: bool| {
            let start = out.len();
            moves(base + x, out);
            let mut out = out[start..].iter().map(to).filter(|_| check);
            if let Some(y) = out.find(|&y| y < base || y >= end) {
                let rows = format!("rows {}..={} of 0..{}", i, i + ahead, n);
                panic!("score_search: move {} -> {} leaves {}", base + x, y, rows);
            }
        };
        let mut fin = |x: usize, succ: &[M], v: &[i64]| finish(base + x, base, succ, v);
        let (mut direct, mut searched) = (0, 0);
        for x in (0..len).map(|k| if up { k } else { len - 1 - k }) {
            if win[x] != i64::NEW {
                searched += 1;
                continue;
            }
            buf.clear();
            list(x, &mut buf, false);
            if let Some(v) = fin(x, &buf, &win) {
                win[x] = v;
                direct += usize::from(!buf.is_empty());
            } else {
                searched += 1;
                let (local, mut list) = (|m: &M| to(m) - base, |x, out: &mut _| list(x, out, true));
                let _ = walk.run(x, &mut win, &mut list, local, &mut fin, usize::MAX);
            }
        }
        // The next row the other way round if most of this one's positions with moves were
        // searched.
        up ^= searched > direct;
    }
    win.truncate(span.min(n));
    win
}

/// A sweep's step at `x`, if not known yet: its value from its moves', or a search from it.
#[inline(always)]
fn visit<M: ScoreMove>(
    x: usize,
    walk: &mut Walk<M>,
    val: &mut [i64],
    moves: &mut impl FnMut(usize, &mut Vec<M>),
    finish: &mut impl FnMut(usize, &[M], &[i64]) -> Option<i64>,
    buf: &mut Vec<M>,
) {
    if val[x] != i64::NEW {
        return;
    }
    buf.clear();
    moves(x, buf);
    match finish(x, buf, val) {
        Some(v) => val[x] = v,
        // Without a bound on the play, the search always ends with a value.
        None => drop(walk.run(x, val, moves, to, finish, usize::MAX)),
    }
}

impl Entry for i64 {
    const NEW: i64 = i64::MIN;
    const ON_PLAY: i64 = i64::MIN + 1;
    const CYCLES: &'static str = "graph_score for a Max/Min total, no tool for negamax";
    const TOOL: &'static str = "score_search";
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph_score::Player::{self, Max, Min};
    use crate::numbered::tests::random_dag;
    use crate::rng::XorShift;

    /// A random game tree as a DAG on `0..n`: moves go to larger numbers, with gains in -5..=5,
    /// some positions passing the turn on (their moves' `bool` says: the mover moves again).
    fn random_game(rng: &mut XorShift, n: usize) -> Vec<Vec<(usize, i64, bool)>> {
        (0..n)
            .map(|x| {
                let k = if x + 1 < n { rng.below(4) as usize } else { 0 };
                let mut m: Vec<(usize, i64, bool)> = (0..k)
                    .map(|_| {
                        let y = x + 1 + rng.below((n - x - 1) as u64) as usize;
                        (y, rng.below(11) as i64 - 5, rng.below(4) == 0)
                    })
                    .collect();
                m.dedup();
                m
            })
            .collect()
    }

    #[test]
    fn negamax_and_minimax_match_recursion() {
        let mut rng = XorShift::new(5);
        for round in 0..300 {
            let n = 1 + round % 40;
            let g = random_game(&mut rng, n);
            let payoff = |x: usize| (x % 7) as i64 - 3;
            fn nega(x: usize, g: &[Vec<(usize, i64, bool)>], pay: &dyn Fn(usize) -> i64) -> i64 {
                let best = g[x].iter().map(|&(y, w, _)| w - nega(y, g, pay)).max();
                best.unwrap_or_else(|| pay(x))
            }
            fn mini(x: usize, max: bool, g: &[Vec<(usize, i64, bool)>]) -> i64 {
                let sign = if max { 1 } else { -1 };
                let totals = g[x]
                    .iter()
                    .map(|&(y, w, again)| sign * w + mini(y, max == again, g));
                let best = if max { totals.max() } else { totals.min() };
                best.unwrap_or((x % 5) as i64)
            }
            let mut s = ScoreSearch::new(
                |&x: &usize| g[x].iter().map(|&(y, w, _)| (y, w)).collect(),
                |&x: &usize| payoff(x),
            );
            let mut m = MinimaxSearch::new(
                |&(x, who): &(usize, Player)| {
                    let sign = if who == Max { 1 } else { -1 };
                    let other = if who == Max { Min } else { Max };
                    let next = |again: bool| if again { who } else { other };
                    g[x].iter()
                        .map(|&(y, w, a)| ((y, next(a)), sign * w))
                        .collect()
                },
                |&(x, _): &(usize, Player)| (x % 5) as i64,
                |&(_, who): &(usize, Player)| who == Max,
            );
            for x in 0..n {
                let v = nega(x, &g, &payoff);
                assert_eq!(s.value(&x), v, "round {} position {}", round, x);
                match s.best_move(&x) {
                    Some((y, w)) => assert_eq!(w - nega(y, &g, &payoff), v),
                    None => assert!(g[x].is_empty()),
                }
                for who in [Max, Min] {
                    let v = mini(x, who == Max, &g);
                    assert_eq!(m.value(&(x, who)), v, "round {} position {}", round, x);
                    if let Some(((y, next), w)) = m.best_move(&(x, who)) {
                        assert_eq!(w + mini(y, next == Max, &g), v);
                    }
                }
            }
        }
    }

    /// The DAG's moves with gains (from the two positions) and `again` flags (bit `k` of
    /// `flags` for the `k`-th move in order).
    fn with_flags(adj: &[Vec<usize>], flags: u64) -> Vec<Vec<(usize, i64, bool)>> {
        let mut k = 0;
        let mut flag = || {
            k += 1;
            flags >> (k - 1) & 1 == 1
        };
        let gain = |x: usize, y: usize| (x * 7 + y * 3) as i64 % 9 - 4;
        adj.iter()
            .enumerate()
            .map(|(x, ys)| ys.iter().map(|&y| (y, gain(x, y), flag())).collect())
            .collect()
    }

    /// NumberedScore (with and without extra turns) and NumberedMinimax, `value`, `all_values`
    /// and `best_move`, against plain recursions: every DAG of 3 positions with every choice of
    /// extra turns and of whose turn it is, then 1000 random DAGs of <= 9 positions.
    #[test]
    fn numbered_scores_match_recursion() {
        fn nega(x: usize, g: &[Vec<(usize, i64, bool)>], again: bool) -> i64 {
            let total = |&(y, w, a): &(usize, i64, bool)| {
                let v = nega(y, g, again);
                if a && again {
                    w + v
                } else {
                    w - v
                }
            };
            g[x].iter().map(total).max().unwrap_or(x as i64 % 3 - 1)
        }
        fn mini(x: usize, g: &[Vec<(usize, i64, bool)>], turns: u64) -> i64 {
            let totals = g[x].iter().map(|&(y, w, _)| w + mini(y, g, turns));
            let best = if turns >> x & 1 == 1 {
                totals.max()
            } else {
                totals.min()
            };
            best.unwrap_or(x as i64 % 3 - 1)
        }
        let small = crate::graph_game::every_digraph(3).filter_map(|edges| {
            let mut adj = vec![Vec::new(); 3];
            for (a, b) in edges {
                adj[a].push(b);
            }
            // Acyclic: some order of the 3 positions has every move going up it.
            let orders = [
                [0, 1, 2],
                [0, 2, 1],
                [1, 0, 2],
                [1, 2, 0],
                [2, 0, 1],
                [2, 1, 0],
            ];
            let up = |o: &[usize; 3]| {
                let rank = |x: usize| o.iter().position(|&z| z == x).unwrap();
                (0..3).all(|x| adj[x].iter().all(|&y| rank(y) > rank(x)))
            };
            orders.iter().any(up).then_some((adj, true))
        });
        let mut rng = XorShift::new(29);
        let random: Vec<_> = (0..1000)
            .map(|i| (random_dag(&mut rng, 1 + i % 9), false))
            .collect();
        let mut cases = 0;
        for (adj, every) in small.chain(random) {
            let (n, edges) = (adj.len(), adj.iter().map(Vec::len).sum::<usize>());
            let (flag_sets, turn_sets) = if every {
                (1u64 << edges, 1u64 << n)
            } else {
                (1, 1)
            };
            for f in 0..flag_sets {
                let flags = if every { f } else { rng.below(1 << edges) };
                let g = with_flags(&adj, flags);
                let pay = |x: usize| x as i64 % 3 - 1;
                let plain = |x: usize, out: &mut Vec<(usize, i64)>| {
                    out.extend(g[x].iter().map(|&(y, w, _)| (y, w)))
                };
                let turned =
                    |x: usize, out: &mut Vec<(usize, i64, bool)>| out.extend(g[x].iter().copied());
                let mut a = NumberedScore::new(n, plain, pay);
                let mut b = NumberedScore::with_extra_turns(n, turned, pay);
                let mut all_a = NumberedScore::new(n, plain, pay);
                let mut all_b = NumberedScore::with_extra_turns(n, turned, pay);
                let want_a: Vec<i64> = (0..n).map(|x| nega(x, &g, false)).collect();
                let want_b: Vec<i64> = (0..n).map(|x| nega(x, &g, true)).collect();
                assert_eq!(all_a.all_values(), &want_a[..], "{:?}", g);
                assert_eq!(all_b.all_values(), &want_b[..], "{:?}", g);
                for x in (0..n).map(|i| (i * 5 + cases) % n) {
                    assert_eq!(a.value(x), want_a[x], "{:?} at {}", g, x);
                    assert_eq!(b.value(x), want_b[x], "{:?} at {}", g, x);
                    match b.best_move(x) {
                        Some((y, w, true)) => assert_eq!(w + want_b[y], want_b[x]),
                        Some((y, w, false)) => assert_eq!(w - want_b[y], want_b[x]),
                        None => assert!(g[x].is_empty()),
                    }
                }
                for t in 0..turn_sets {
                    let turns = if every { t } else { rng.below(1 << n) };
                    let want: Vec<i64> = (0..n).map(|x| mini(x, &g, turns)).collect();
                    let max = |x: usize| turns >> x & 1 == 1;
                    let mut m = NumberedMinimax::new(n, plain, |x| x as i64 % 3 - 1, max);
                    let mut all_m = NumberedMinimax::new(n, plain, |x| x as i64 % 3 - 1, max);
                    assert_eq!(all_m.all_values(), &want[..], "{:?} turns {:b}", g, turns);
                    for x in (0..n).map(|i| (i * 5 + cases) % n) {
                        assert_eq!(m.value(x), want[x], "{:?} turns {:b} at {}", g, turns, x);
                        match m.best_move(x) {
                            Some((y, w)) => assert_eq!(w + want[y], want[x]),
                            None => assert!(g[x].is_empty()),
                        }
                    }
                    cases += 1;
                }
            }
        }
        assert!(cases > 1800, "{} cases", cases);
    }

    /// `first_rows` = the first rows of `all_values`, and makes no memo: 600 random games on rows
    /// (`w`, rows, `ahead` up to 6, 6, 2; the last row short or not), the moves along a row
    /// forwards, backwards or both ways in a random order of the columns, and to any position
    /// of the `ahead` rows after; the three kinds (plain, extra turns, a turn per position).
    #[test]
    fn first_rows_match_all_values() {
        let mut rng = XorShift::new(41);
        for case in 0..600 {
            let (w, h, ahead) = (1 + case % 6, 1 + case / 6 % 6, case / 36 % 3);
            let n = (h - 1) * w + 1 + rng.below(w as u64) as usize;
            let mut rank: Vec<usize> = (0..w).collect();
            match case % 3 {
                0 => {}
                1 => rank.reverse(),
                _ => (1..w)
                    .rev()
                    .for_each(|i| rank.swap(i, rng.below(i as u64 + 1) as usize)),
            }
            let mut g = vec![Vec::new(); n];
            for (x, out) in g.iter_mut().enumerate() {
                let (i, j) = (x / w, x % w);
                for y in i * w..n.min((i + ahead + 1) * w) {
                    let along = y < (i + 1) * w;
                    if (!along || rank[y % w] < rank[j]) && rng.below(3) == 0 {
                        out.push((y, rng.below(11) as i64 - 5, rng.below(2) == 1));
                    }
                }
            }
            let pay = |x: usize| x as i64 % 3 - 1;
            let plain = |x: usize, out: &mut Vec<(usize, i64)>| {
                out.extend(g[x].iter().map(|&(y, v, _)| (y, v)))
            };
            let turned = |x: usize, out: &mut Vec<(usize, i64, bool)>| out.extend(&g[x]);
            let turns = rng.below(1 << n.min(63));
            let max = |x: usize| turns >> (x % 63) & 1 == 1;
            let first = ((ahead + 1) * w).min(n);
            let mut a = NumberedScore::new(n, plain, pay);
            let mut b = NumberedScore::with_extra_turns(n, turned, pay);
            let mut m = NumberedMinimax::new(n, plain, pay, max);
            let rows = (
                a.first_rows(w, ahead),
                b.first_rows(w, ahead),
                m.first_rows(w, ahead),
            );
            assert!(a.value.is_empty() && b.value.is_empty() && m.value.is_empty());
            let want = (
                NumberedScore::new(n, plain, pay).all_values()[..first].to_vec(),
                NumberedScore::with_extra_turns(n, turned, pay).all_values()[..first].to_vec(),
                NumberedMinimax::new(n, plain, pay, max).all_values()[..first].to_vec(),
            );
            assert_eq!(rows, want, "case {}: {:?}", case, g);
        }
    }

    /// A move to an earlier row, or beyond the rows kept, is named.
    #[test]
    #[should_panic(expected = "move 7 -> 2 leaves rows 2..=3 of 0..12")]
    fn first_row_names_a_move_out_of_its_rows() {
        let mut s = NumberedScore::new(12, |x, out| out.extend((x == 7).then_some((2, 1))), |_| 0);
        s.first_rows(3, 1);
    }

    #[test]
    fn numbered_minimax_long_plays_and_cycles() {
        // A chain of 10^6 moves: Max takes 2 at even positions, Min gives 1 at odd ones.
        let n = 1_000_001;
        let mut m = NumberedMinimax::new(
            n,
            |x, out| out.extend((x + 1 < n).then(|| (x + 1, if x % 2 == 0 { 2 } else { -1 }))),
            |_| 0,
            |x| x % 2 == 0,
        );
        assert_eq!(m.value(0), 500_000);
        let mut s = NumberedScore::with_extra_turns(
            n,
            |x, out| out.extend((x + 1 < n).then(|| (x + 1, 1, true))),
            |_| 0,
        );
        assert_eq!(s.value(0), 1_000_000);
    }

    #[test]
    #[should_panic(
        expected = "position 1 on a cycle (use graph_score for a Max/Min total, no tool for negamax)"
    )]
    fn numbered_minimax_cycles_are_reported() {
        let mut m =
            NumberedMinimax::new(4, |x, out| out.push(([1, 2, 1, 0][x], 0)), |_| 0, |_| true);
        m.all_values();
    }

    #[test]
    #[should_panic(expected = "position 2 on a cycle")]
    fn extra_turn_cycles_are_reported() {
        let mut s =
            NumberedScore::with_extra_turns(3, |x, out| out.push(((x + 1) % 3, 0, true)), |_| 0);
        s.value(2);
    }

    /// A memo once swept is not swept again: a later `all_values` calls the rule no more.
    #[test]
    fn a_second_sweep_calls_no_rule() {
        let calls = std::cell::Cell::new(0);
        let rule = |x: usize, out: &mut Vec<(usize, i64)>| {
            calls.set(calls.get() + 1);
            out.extend((1..=2).filter(|&k| k <= x).map(|k| (x - k, k as i64)));
        };
        let mut s = NumberedScore::new(100, rule, |_| 0);
        let v = s.all_values().to_vec();
        let mut m = NumberedMinimax::new(100, rule, |_| 0, |x| x % 2 == 0);
        let t = m.all_values().to_vec();
        let before = calls.get();
        assert_eq!((s.all_values(), m.all_values()), (&v[..], &t[..]));
        assert_eq!(calls.get(), before);
        assert_eq!(&v[..6], &[0, 1, 2, 1, 0, 1]);
    }

    #[test]
    #[should_panic(expected = "score_search: move 2 -> 5 outside 0..3")]
    fn numbered_moves_outside_are_reported_by_the_sweep() {
        let mut s = NumberedScore::new(3, |x, out| out.extend((x == 2).then_some((5, 0))), |_| 0);
        s.all_values();
    }

    /// Deep queries (a play of 10^4 new positions) find their positions first and sweep them:
    /// coins on a pile (take 1 or 2, own gains minus the other's; only every other position
    /// reachable, the rule panics elsewhere), with the turn given per coin for the minimax, =
    /// the DPs by hand; a deep play through a cycle is reported.
    #[test]
    fn deep_queries_sweep_what_they_reach() {
        let n = 20_000;
        let c: Vec<i64> = (0..n as i64).map(|i| (i * 7919) % 1000 - 500).collect();
        // Position 2i: i coins taken; a move takes 1 or 2 coins (2 or 4 positions on).
        let rule = |x: usize, out: &mut Vec<(usize, i64)>| {
            assert!(x % 2 == 0, "the rule asked at {}", x);
            for k in [1, 2] {
                if x / 2 + k <= n / 2 {
                    out.push((x + 2 * k, c[x / 2 + k - 1]));
                }
            }
        };
        let mut dp = vec![0i64; n / 2 + 1];
        for i in (0..n / 2).rev() {
            dp[i] = (1..=2)
                .filter(|k| i + k <= n / 2)
                .map(|k| c[i + k - 1] - dp[i + k])
                .max()
                .unwrap();
        }
        let mut s = NumberedScore::new(n + 1, rule, |_| 0);
        assert_eq!(s.value(0), dp[0]);
        assert_eq!(s.value(2 * 777), dp[777]);
        let max = |i: usize| i % 3 != 0;
        let mut m = NumberedMinimax::new(n + 1, rule, |_| 0, |x| max(x / 2));
        let mut mm = vec![0i64; n / 2 + 1];
        for i in (0..n / 2).rev() {
            let t = (1..=2)
                .filter(|k| i + k <= n / 2)
                .map(|k| c[i + k - 1] + mm[i + k]);
            mm[i] = if max(i) { t.max() } else { t.min() }.unwrap();
        }
        assert_eq!(m.value(0), mm[0]);
        assert_eq!(m.value(2 * 4321), mm[4321]);
    }

    #[test]
    #[should_panic(expected = "on a cycle")]
    fn cycles_deep_in_a_play_are_reported() {
        let mut s = NumberedScore::new(
            10_001,
            |x, out| out.push((if x == 0 { 2 } else { x - 1 }, 1)),
            |_| 0,
        );
        s.value(10_000);
    }

    /// A turn order given for the moves only (`order[i]`: who makes move i), as contest input
    /// gives it: neither search asks the turn at a position without moves, where `order[i]`
    /// would be out of bounds.
    #[test]
    fn the_turn_is_not_asked_where_no_move_exists() {
        let order = [true, false, false, true];
        let mut m = MinimaxSearch::new(
            |&(i, r): &(usize, u32)| {
                let next = |d: u32| ((i + 1, (r * 10 + d) % 7), 0);
                if i < order.len() {
                    vec![next(i as u32 + 3), next(0)]
                } else {
                    vec![]
                }
            },
            |&(_, r): &(usize, u32)| i64::from(r == 0),
            |&(i, _): &(usize, u32)| order[i],
        );
        assert_eq!(m.value(&(0, 0)), 0);
        assert_eq!(m.best_move(&(0, 0)), Some(((1, 3), 0)));
        let mut t = NumberedMinimax::new(
            (order.len() + 1) * 7,
            |x, out| {
                let (i, r) = (x / 7, x % 7);
                if i < order.len() {
                    out.push(((i + 1) * 7 + (r * 10 + i + 3) % 7, 0));
                    out.push(((i + 1) * 7 + r * 10 % 7, 0));
                }
            },
            |x| i64::from(x % 7 == 0),
            |x| order[x / 7],
        );
        assert_eq!(t.value(0), 0);
        assert_eq!(t.best_move(0), Some((7 + 3, 0)));
        assert_eq!(t.all_values()[0], 0);
    }

    #[test]
    fn long_plays_need_no_recursion() {
        let mut s = ScoreSearch::new(
            |&n: &u32| if n > 0 { vec![(n - 1, 1)] } else { vec![] },
            |_| 0,
        );
        assert_eq!(s.value(&100_000), 0);
        assert_eq!(s.value(&99_999), 1);
    }

    #[test]
    #[should_panic(expected = "position 0 on a cycle")]
    fn cycles_are_reported() {
        let mut s = ScoreSearch::new(|&n: &u32| vec![((n + 1) % 3, 1)], |_| 0);
        s.value(&0);
    }
}
