//! # Numbered states: Grundy values, win/lose, the winning move; an array memo swept like a DP
//!
//! - **Game:** positions `0..n` (`a * w + b`, a bit mask, ...), moves listed in any direction.
//! - **Method:** search (own stack, array memos, stops once decided); tables, deep queries: sweeps.
//! - **Complexity:** O(reached positions + their moves); no allocation per position.
//! - **Problems:** the general layer (`GameSearch` is the twin).
//! - **Status:** values, outcomes (normal, misère, both at once), winning moves (searched, deep,
//!   swept) = GameSearch on every DAG of 3, 2000 random <= 9; 10^6 chain; deep: reached only;
//!   win/lose off g; shift: Nim; rows: intervals.
//!
//! Use it where a contestant would write an array DP by hand: the memo is a plain vector, the
//! moves of the positions on the current play share one buffer. A move that leaves a sum of
//! positions needs `GameSearch` (or [`crate::sprague_grundy::grundy_table_by_value`] for
//! heaps); scores: `score_search::NumberedScore`. Every move to a smaller number (renumber if
//! they all go up): the tables `sprague_grundy::grundy_table`, `all_first_player_wins` and
//! `all_misere_first_player_wins` call the rule from one place, inlined, where these sweeps
//! call it per position (PERFORMANCE.md).

use crate::sprague_grundy::mex;
use std::cell::Cell;

/// Moved to [`score_search`](crate::score_search) on 2026-11-25; the old path keeps working.
pub use crate::score_search::NumberedScore;

/// Moved to [`graph_game`](crate::graph_game) on 2026-11-25; the old path keeps working.
pub use crate::graph_game::outcomes;

/// A memo entry: a value, or one of two codes no value takes (not searched yet; on the play).
pub(crate) trait Entry: Copy + PartialEq {
    const NEW: Self;
    const ON_PLAY: Self;
    /// The tool for games whose plays repeat a position, named when a search meets a cycle.
    const CYCLES: &'static str;
    /// The module whose search it is, named in its panics.
    const TOOL: &'static str;
}

impl Entry for u32 {
    const NEW: u32 = u32::MAX;
    const ON_PLAY: u32 = u32::MAX - 1;
    const CYCLES: &'static str = "graph_game::outcomes";
    const TOOL: &'static str = "numbered";
}

/// Win/lose memo entries (a Grundy memo's codes, so a sweep reads both alike): a move to a
/// lost position sets bit 0 of the mex mask.
const LOSE: u32 = 0;
const WIN: u32 = 1;

/// Memoised search over the positions `0..n`: `moves(x, out)` calls `out.push(y)` (or
/// `out.extend(ys)`) for every position `y` one move from `x`. `push` returns `true` once the
/// value being computed is decided (a win/lose query that met a move to a lost position), so a
/// rule that enumerates many moves can stop there: `if out.push(y) { return; }`; a rule that
/// ignores it is still right (the moves after the deciding one are dropped).
///
/// # Example
/// ```
/// use cgt::numbered::Numbered;
/// // Position x in 0..30: add 1 or 2; 30 or more is not a position (reaching 29 wins).
/// let mut s = Numbered::new(30, |x, out| out.extend((x + 1..=x + 2).filter(|&y| y < 30)));
/// assert_eq!(s.grundy(0), 2); // from 0: g(1) = 1, g(2) = 0
/// assert!(!s.first_player_wins(2));
/// assert!(s.misere_first_player_wins(29)); // no move: in misère play, a win
/// ```
pub struct Numbered<F> {
    moves: F,
    walk: Walk<usize>,
    n: usize,
    /// The memos by [`Kind`]: Grundy values; normal and misère `LOSE` / `WIN`; both outcomes
    /// in one entry ([`both`]).
    memos: [Vec<u32>; 4],
    spill: Vec<u32>,
    /// A sweep's stamps, one position's moves' values: `seen[v - 64]` = the position's stamp for
    /// a value `v >= 64` (for every value `v`, `seen[v]`, while the memo is shifted).
    seen: Vec<u32>,
    /// Whether the Grundy memo holds every known value plus 64 (a sweep that met a value beyond
    /// the mask: from then on each move's value is a stamp, see [`shift`](Numbered::shift)),
    /// whether the sweep may still shift it (once: a search shifts it back), and from how many
    /// positions a sweep shifts (`SHIFT`; the tests set others).
    shifted: bool,
    may_shift: bool,
    shift_from: usize,
    /// The kinds whose memo a sweep filled (bit `K`): a later sweep of one returns at once.
    swept: u8,
    /// A deep query's new positions ([`wide`](Numbered::wide)), and the play's length that makes
    /// a query deep (`DEEP`; the tests set others).
    found: Vec<u32>,
    deep: usize,
}

/// The length of a search's play from which a query finds its positions first and sweeps them.
pub(crate) const DEEP: usize = 1 << 13;

/// The number of positions from which a Grundy sweep that meets values from 64 on shifts its memo
/// ([`shift`](Numbered::shift)).
pub(crate) const SHIFT: usize = 1 << 17;

/// What a memo holds: Grundy values, normal-play or misère outcomes, or both outcomes.
#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Grundy = 0,
    Normal = 1,
    Misere = 2,
    Both = 3,
}

/// A memo entry of [`Kind::Both`] from the mask of its moves' entries: bit 0 normal play won
/// (a move to an entry with bit 0 clear: 0 or 2), bit 1 misère play won (no move, or a move to
/// an entry with bit 1 clear: 0 or 1). Entry 0, lost in both, decides both: `push`'s stop.
fn both(low: u64) -> u32 {
    u32::from(low & 0b0101 != 0) | u32::from(low == 0 || low & 0b0011 != 0) << 1
}

impl<F, R> Numbered<F>
where
    F: FnMut(usize, &mut Moves) -> R,
{
    /// A search over `0..n` with empty memos (each made by the first query of its kind). The
    /// rule may return anything (`()`, or the `bool` of its last `push`): it is ignored.
    ///
    /// # Constraints
    /// `n < 2^32 - 2`.
    ///
    /// # Panics
    /// If `n` is too large.
    ///
    /// # Complexity
    /// O(1); each memo when made (one per kind of query: Grundy, normal, misère) 4 bytes a
    /// position, where a hand DP's `Vec<bool>` takes 1.
    pub fn new(n: usize, moves: F) -> Self {
        assert!(
            n < u32::ON_PLAY as usize,
            "Numbered::new: n = {} is too large",
            n
        );
        Numbered {
            moves,
            walk: Walk::default(),
            n,
            memos: [Vec::new(), Vec::new(), Vec::new(), Vec::new()],
            spill: Vec::new(),
            seen: Vec::new(),
            shifted: false,
            may_shift: false,
            shift_from: SHIFT,
            swept: 0,
            found: Vec::new(),
            deep: DEEP,
        }
    }

    /// The Grundy value of `x`. `push` returns `false` throughout (no move decides a value
    /// before all are known).
    ///
    /// # Constraints
    /// `x < n`; moves stay in `0..n`; every play ends.
    ///
    /// # Panics
    /// If a move leaves `0..n`, or a play repeats a position (the message names it).
    ///
    /// # Complexity
    /// Every position reachable from `x` and not yet known is expanded once; when the play goes
    /// 8192 new positions deep, twice: all are found first (the search's stack and lists would
    /// grow with the chain), then swept in order as [`all_grundy`](Numbered::all_grundy) does.
    /// So one query that reaches most of `0..n` costs 3-6 times the sweep; sweep then (README).
    /// Such a query also lists the positions it found, 4 bytes each: up to 8 bytes a position
    /// with the memo, where the sweep takes 4 (and 1 for `all_first_player_wins`' answer).
    pub fn grundy(&mut self, x: usize) -> u32 {
        self.query(x, Kind::Grundy)
    }

    /// The Grundy values of all positions `0..n`: a sweep in the direction most moves point
    /// away from, or row by row where the moves are long one way and short the other (`(l, r)`
    /// as `l * w + r` on an interval, a move to `(l + 1, r - 1)` too), so a position's moves
    /// are usually known when it is reached (a search from it otherwise): the order an array
    /// DP would take, 0.9-1.5 times its time on the benchmark's rules, 3-4 times on a cheap
    /// win/lose rule (the call of the rule per position), 1.55 times on a trial's 2-D rule of
    /// four loops that the compiler did not inline (where every move goes to a smaller number,
    /// [`grundy_table`](crate::sprague_grundy::grundy_table) took 1.16; see PERFORMANCE.md).
    /// Values of any size (those from 64 on are marked in a stamp array; until 2026-11 they
    /// sent the sweep to the search).
    /// `push` returns `false` throughout.
    ///
    /// # Constraints
    /// As [`grundy`](Numbered::grundy), for every position.
    ///
    /// # Panics
    /// As [`grundy`](Numbered::grundy).
    ///
    /// # Complexity
    /// O(n + moves + the largest value), each position expanded once or, when its moves are not
    /// known yet, twice (the sweep's try, then the search; once the tries mostly fail, only one
    /// in 8 positions is tried), plus the moves of 64 sample positions. A later call: O(1) (the
    /// same slice; bind it once in a query loop all the same).
    ///
    /// # Example
    /// ```
    /// // Two-heap Nim on a <= 3, b <= 3 as a * 4 + b: the values are a ^ b.
    /// let mut s = cgt::numbered::Numbered::new(16, |x, out| {
    ///     out.extend((0..x / 4).map(|a| a * 4 + x % 4));
    ///     out.extend((0..x % 4).map(|b| x / 4 * 4 + b));
    /// });
    /// let want: Vec<u32> = (0..16).map(|x| (x / 4) ^ (x % 4)).collect();
    /// assert_eq!(s.all_grundy(), &want[..]);
    /// ```
    pub fn all_grundy(&mut self) -> &[u32] {
        self.sweep::<0>();
        &self.memos[Kind::Grundy as usize]
    }

    /// Normal play: does the player to move at `x` win? Stops at the first losing move: `push`
    /// returns `true` (the rule may stop) for a move to a position already known lost, which is
    /// then taken before any move still to be searched (so the order of the moves matters less).
    ///
    /// # Constraints
    /// As [`grundy`](Numbered::grundy).
    ///
    /// # Panics
    /// As [`grundy`](Numbered::grundy).
    ///
    /// # Complexity
    /// At most as [`grundy`](Numbered::grundy), with its own memo; a deep query (there) reads
    /// every position its start reaches, also those a move to a lost position would have cut.
    /// `O(1)` where a Grundy value of `x` is known already (from `grundy` or `all_grundy`).
    pub fn first_player_wins(&mut self, x: usize) -> bool {
        self.outcome(x, Kind::Normal)
    }

    /// Misère play (a position without moves is a win for the player to move): does the player
    /// to move at `x` win? As [`first_player_wins`](Numbered::first_player_wins), on its own memo.
    ///
    /// # Constraints
    /// As [`grundy`](Numbered::grundy).
    ///
    /// # Panics
    /// As [`grundy`](Numbered::grundy).
    ///
    /// # Complexity
    /// As [`first_player_wins`](Numbered::first_player_wins).
    pub fn misere_first_player_wins(&mut self, x: usize) -> bool {
        self.outcome(x, Kind::Misere)
    }

    /// Normal play at every position of `0..n` (`true`: the player to move wins), swept as
    /// [`all_grundy`](Numbered::all_grundy); `push` returns `true` at a move to a lost position
    /// (the rule may stop: `if out.push(y) { return; }`).
    ///
    /// # Constraints
    /// As [`all_grundy`](Numbered::all_grundy).
    ///
    /// # Panics
    /// As [`grundy`](Numbered::grundy).
    ///
    /// # Complexity
    /// As [`all_grundy`](Numbered::all_grundy); a position's rule runs up to its first move to a
    /// lost position if it stops when `push` says so. After `all_grundy`, `O(n)`: read off the
    /// Grundy values. Each call builds a new `Vec` (O(n), the sweep only the first time): call
    /// it once and keep the result, not once per query.
    ///
    /// # Example
    /// ```
    /// // A set of 1..=6 as a bit mask: a move removes a non-empty subset whose sum is even.
    /// let sum = |s: usize| (0..6).filter(|i| s >> i & 1 == 1).map(|i| i + 1).sum::<usize>();
    /// let mut s = cgt::numbered::Numbered::new(64, |m, out| {
    ///     let mut sub = m;
    ///     while sub > 0 {
    ///         if sum(sub) % 2 == 0 && out.push(m ^ sub) {
    ///             return; // a move to a lost set: decided
    ///         }
    ///         sub = (sub - 1) & m;
    ///     }
    /// });
    /// let w = s.all_first_player_wins();
    /// assert!(!w[0b1] && w[0b11] && w[0b101]); // {1}: no move; {1, 2} -> {1}; {1, 3} -> {}
    /// ```
    pub fn all_first_player_wins(&mut self) -> Vec<bool> {
        // After `all_grundy` (every value known), no sweep.
        let g = &self.memos[Kind::Grundy as usize];
        if g.len() == self.n && g.iter().all(|&v| v < u32::ON_PLAY) {
            return g.iter().map(|&v| v != 0).collect();
        }
        self.sweep::<1>();
        self.memos[Kind::Normal as usize]
            .iter()
            .map(|&w| w == WIN)
            .collect()
    }

    /// Misère play at every position of `0..n`, swept as
    /// [`all_first_player_wins`](Numbered::all_first_player_wins). Every move to a smaller
    /// number: [`crate::sprague_grundy::all_misere_first_player_wins`] calls the rule from one
    /// place (a trial's rule on 2^20 bit masks: 1.06 times a hand DP, this sweep 1.22).
    ///
    /// # Constraints
    /// As [`all_grundy`](Numbered::all_grundy).
    ///
    /// # Panics
    /// As [`grundy`](Numbered::grundy).
    ///
    /// # Complexity
    /// As [`all_first_player_wins`](Numbered::all_first_player_wins).
    pub fn all_misere_first_player_wins(&mut self) -> Vec<bool> {
        self.sweep::<2>();
        self.memos[Kind::Misere as usize]
            .iter()
            .map(|&w| w == WIN)
            .collect()
    }

    /// Normal and misère play at `x` from one search: `(first_player_wins(x),
    /// misere_first_player_wins(x))`, a game as [`crate::series`] takes it (can the player to
    /// move force a win, force a loss). `push` returns `true` at a move to a position lost in
    /// both (which wins both; a move that decides only one does not stop the rule).
    ///
    /// # Constraints
    /// As [`grundy`](Numbered::grundy).
    ///
    /// # Panics
    /// As [`grundy`](Numbered::grundy).
    ///
    /// # Complexity
    /// As [`first_player_wins`](Numbered::first_player_wins), with its own memo (both outcomes
    /// in one `u32` a position): one search where the two queries make two.
    pub fn normal_and_misere(&mut self, x: usize) -> (bool, bool) {
        let v = self.query(x, Kind::Both);
        (v & 1 != 0, v & 2 != 0)
    }

    /// Normal and misère play at every position of `0..n` from one sweep (as
    /// [`all_first_player_wins`](Numbered::all_first_player_wins)), `(won in normal play, won in
    /// misère play)` for the player to move: the games of a series ([`crate::series`]) without
    /// a second sweep and a second memo. `push` returns `true` as in
    /// [`normal_and_misere`](Numbered::normal_and_misere).
    ///
    /// # Constraints
    /// As [`all_grundy`](Numbered::all_grundy).
    ///
    /// # Panics
    /// As [`grundy`](Numbered::grundy).
    ///
    /// # Complexity
    /// As [`all_first_player_wins`](Numbered::all_first_player_wins): one sweep, a `u32` memo
    /// and 2 bytes a position for the answer (6 bytes a position; two sweeps took 10). Each call
    /// builds a new `Vec`, as there.
    ///
    /// # Example
    /// ```
    /// use cgt::series::{series, NextStarter};
    /// // Take 1 or 2 from a heap below 10 (as `series`' example): heaps 3 then 2, the loser of
    /// // the first starting the second.
    /// let mut s = cgt::numbered::Numbered::new(10, |x, out| {
    ///     out.extend((1..=2).filter(|&k| k <= x).map(|k| x - k))
    /// });
    /// let both = s.all_normal_and_misere();
    /// assert_eq!((both[3], both[2]), ((false, true), (true, true)));
    /// assert_eq!(series(&[both[3], both[2]], NextStarter::Loser), (true, true));
    /// ```
    pub fn all_normal_and_misere(&mut self) -> Vec<(bool, bool)> {
        self.sweep::<3>();
        self.memos[Kind::Both as usize]
            .iter()
            .map(|&v| (v & 1 != 0, v & 2 != 0))
            .collect()
    }

    /// The moves of `x` in the order the rule lists them (all of them: `push` returns `false`
    /// here). With [`grundy`](Numbered::grundy) of each, the options a sum's winning move needs
    /// ([`crate::sum_strategy::winning_move`]); a move to a given value: `find` on them.
    ///
    /// # Constraints
    /// `x < n`.
    ///
    /// # Panics
    /// If `x` or one of its moves is outside `0..n`.
    ///
    /// # Complexity
    /// One call of the rule; a new `Vec`.
    ///
    /// # Example
    /// ```
    /// use cgt::sum_strategy::winning_move;
    /// // Two tokens on 0..30, each moved 1 or 2 ahead (as in `Numbered`'s example): a sum.
    /// let mut s = cgt::numbered::Numbered::new(30, |x, out| {
    ///     out.extend((x + 1..=x + 2).filter(|&y| y < 30))
    /// });
    /// let tokens = [25, 27];
    /// assert_eq!(s.moves(25), [26, 27]);
    /// let values: Vec<u32> = tokens.iter().map(|&x| s.grundy(x)).collect();
    /// assert_eq!(values, [1, 2]); // g(x) = (29 - x) % 3
    /// let m = winning_move(&values, |i| {
    ///     let ys = s.moves(tokens[i]);
    ///     ys.into_iter().map(|y| (y, s.grundy(y))).collect::<Vec<_>>()
    /// });
    /// assert_eq!(m, Some((0, 27))); // 25 -> 27: the values 2 and 2
    /// ```
    pub fn moves(&mut self, x: usize) -> Vec<usize> {
        let n = self.n;
        assert!(x < n, "numbered: position {} outside 0..{}", x, n);
        let mut list = Vec::new();
        (self.moves)(x, &mut Moves::list(&mut Rest::list(x, &mut list)));
        if let Some(&y) = list.iter().find(|&&y| y >= n) {
            outside(u32::TOOL, x, y, n);
        }
        list
    }

    /// Normal play: a winning move from `x` (the first move the rule lists to a position lost
    /// for the player to move there), or `None` when `x` is lost. For interactive play: answer
    /// with it while there is one.
    ///
    /// # Constraints
    /// As [`grundy`](Numbered::grundy).
    ///
    /// # Panics
    /// As [`moves`](Numbered::moves) and [`grundy`](Numbered::grundy).
    ///
    /// # Complexity
    /// [`first_player_wins`](Numbered::first_player_wins) of `x`, then of its moves in order up
    /// to the winning one (on the same memo), and one call of the rule listing every move.
    ///
    /// # Example
    /// ```
    /// // Take 1, 3 or 4 from a heap below 20: the lost heaps are 0, 2, 7, 9, 14, 16 (mod 7: 0, 2).
    /// let mut s = cgt::numbered::Numbered::new(20, |x, out| {
    ///     for k in [1, 3, 4] {
    ///         if k <= x && out.push(x - k) {
    ///             return;
    ///         }
    ///     }
    /// });
    /// assert_eq!(s.winning_move(10), Some(9)); // take 1
    /// assert_eq!(s.winning_move(6), Some(2)); // take 4
    /// assert_eq!(s.winning_move(14), None); // lost: every move loses
    /// ```
    pub fn winning_move(&mut self, x: usize) -> Option<usize> {
        self.winning(x, Kind::Normal)
    }

    /// Misère play: a winning move from `x` (the first move the rule lists to a position lost
    /// in misère play for the player to move there), or `None` when `x` is lost or has no move
    /// (won in misère play: the player to move cannot move).
    ///
    /// # Constraints
    /// As [`grundy`](Numbered::grundy).
    ///
    /// # Panics
    /// As [`winning_move`](Numbered::winning_move).
    ///
    /// # Complexity
    /// As [`winning_move`](Numbered::winning_move), on the misère memo.
    pub fn misere_winning_move(&mut self, x: usize) -> Option<usize> {
        self.winning(x, Kind::Misere)
    }

    /// A move from a won `x` to a lost position in the memo of `kind`.
    fn winning(&mut self, x: usize, kind: Kind) -> Option<usize> {
        if self.query(x, kind) == LOSE {
            return None;
        }
        let moves = self.moves(x);
        moves.into_iter().find(|&y| self.query(y, kind) == LOSE)
    }

    /// A win/lose query.
    fn outcome(&mut self, x: usize, kind: Kind) -> bool {
        // Normal play reads a Grundy value already known: the player to move wins iff g != 0.
        if kind == Kind::Normal {
            if let Some(&g) = self.memos[Kind::Grundy as usize].get(x) {
                if g < u32::ON_PLAY {
                    return g != 0;
                }
            }
        }
        self.query(x, kind) == WIN
    }

    /// The value of `x` in the memo of `kind`: the search, or, once its play is `DEEP` positions
    /// long, [`wide`](Numbered::wide).
    fn query(&mut self, x: usize, kind: Kind) -> u32 {
        let memo = &mut self.memos[kind as usize];
        match memo.get(x) {
            Some(&v) if v < u32::ON_PLAY => return v,
            _ => {
                made(memo, self.n);
            }
        }
        match self.search(x, kind, self.deep) {
            Some(v) => v,
            None => self.wide(x, kind),
        }
    }

    /// The search from `x` (a win/lose one stops at a move known to lose: `push` says so), or
    /// `None`, every position on its play new again, once the play is longer than `deep`.
    fn search(&mut self, x: usize, kind: Kind, deep: usize) -> Option<u32> {
        let memo = &mut self.memos[kind as usize];
        let (moves, stop) = (&mut self.moves, u64::from(kind != Kind::Grundy));
        let mut open =
            |x, succ: &mut Vec<usize>, val: &mut [u32]| expand(moves, x, succ, val, stop);
        if kind == Kind::Grundy {
            let f = grundy_of(&mut self.spill);
            return self
                .walk
                .run_with(x, memo, &mut open, |&y| y, f, |_| false, deep);
        }
        if kind == Kind::Both {
            let f = |_, pre, succ: &[usize], w: &[u32]| both_of(pre, succ, w);
            return self
                .walk
                .run_with(x, memo, &mut open, |&y| y, f, |w| w == LOSE, deep);
        }
        let misere = kind == Kind::Misere;
        let f = |_, pre, succ: &[usize], w: &[u32]| wins_of(pre, succ, w, misere);
        self.walk
            .run_with(x, memo, &mut open, |&y| y, f, |w| w == LOSE, deep)
    }

    /// A query whose play went deep (a chain of new positions, where the search's stack and
    /// lists would grow with the chain): every new position reachable from `x` is found first
    /// (its moves listed once), then they are swept in the order their moves tell
    /// ([`Order::of`]), as [`all_grundy`](Numbered::all_grundy) sweeps, only over them.
    #[inline(never)]
    fn wide(&mut self, x: usize, kind: Kind) -> u32 {
        let (k, n) = (kind as usize, self.n);
        let (mut found, mut pairs) = (std::mem::take(&mut self.found), Vec::new());
        let succ = &mut self.walk.succ;
        // A position found reads as the value 63 until the sweep, so a move to it goes into the
        // mask: only moves to positions not found yet (or outside `0..n`) are listed.
        // (Positions as `u32`: `n < 2^32 - 2`, and a third less memory than `usize`.)
        found.clear();
        found.push(x as u32);
        self.memos[k][x] = 63;
        let mut i = 0;
        while let Some(&y) = found.get(i) {
            let y = y as usize;
            i += 1;
            succ.clear();
            expand(&mut self.moves, y, succ, &mut self.memos[k], 0);
            for &z in succ.iter() {
                let v = self.memos[k]
                    .get_mut(z)
                    .unwrap_or_else(|| outside(u32::TOOL, y, z, n));
                if *v == u32::NEW {
                    *v = 63;
                    found.push(z as u32);
                    if pairs.len() < 1 << 12 {
                        pairs.push((y, z));
                    }
                }
            }
        }
        found
            .iter()
            .for_each(|&z| self.memos[k][z as usize] = u32::NEW);
        Order::of(n, pairs).arrange(n, &mut found);
        self.seen.clear();
        let (f, s) = (&found, &mut [0; 3]);
        match kind {
            Kind::Grundy => self.sweep_towards::<0, true, 2>(0..0, f, s),
            Kind::Normal => self.sweep_towards::<1, true, 2>(0..0, f, s),
            Kind::Misere => self.sweep_towards::<2, true, 2>(0..0, f, s),
            Kind::Both => self.sweep_towards::<3, true, 2>(0..0, f, s),
        }
        self.found = found;
        self.memos[k][x]
    }

    /// A sweep's search from `x` (the memo shifted back first), kept out of the sweep's loop
    /// (however deep its play goes).
    #[inline(never)]
    fn search_from(&mut self, x: usize, kind: Kind) {
        self.shift(false);
        self.search(x, kind, usize::MAX);
    }

    /// Every known Grundy value plus 64 (`on`), or back. Shifted, a value is never below 64, so
    /// `push` marks every move's value in the stamps (`seen[v]`, from 0), and never branches
    /// between the mask and the stamps: where the values are mixed, that branch mispredicts,
    /// and each misprediction also drops the memo's cache misses in flight. A sweep of
    /// `SHIFT` positions or more shifts at its first value beyond the mask, and back at its end
    /// or before a search. Below `SHIFT` positions (the memo in the cache) the shift cost more
    /// than the mispredictions: PERFORMANCE.md has the figures.
    #[inline(never)]
    fn shift(&mut self, on: bool) {
        if self.shifted != on {
            let memo = &mut self.memos[Kind::Grundy as usize];
            memo.iter_mut()
                .filter(|v| **v < u32::ON_PLAY)
                .for_each(|v| *v = if on { *v + 64 } else { *v - 64 });
            self.shifted = on;
        }
    }

    /// Every position into the memo of `kind`, swept in the order 64 sampled positions' moves
    /// tell ([`Order::find`]); a position with a move not known yet is searched. Once
    /// more than half of the tries need the search, only one position in 8 is tried first.
    fn sweep<const K: usize>(&mut self) {
        // A memo is only ever filled: once swept, complete.
        if self.swept >> K & 1 == 1 {
            return;
        }
        made(&mut self.memos[K], self.n);
        self.seen.clear();
        let (n, mut stats) = (self.n, [0; 3]);
        self.may_shift = K == 0 && n >= self.shift_from && n + 64 < u32::ON_PLAY as usize;
        let (succ, moves) = (&mut self.walk.succ, &mut self.moves);
        let order = Order::find(n, |x, out| {
            succ.clear();
            moves(x, &mut Moves::list(&mut Rest::list(x, succ)));
            out.extend_from_slice(succ);
        });
        match order {
            Order { w, up: true, .. } if w >= n => {
                self.sweep_towards::<K, true, 0>(0..n, &[], &mut stats)
            }
            Order { w, .. } if w >= n => self.sweep_towards::<K, false, 0>(0..n, &[], &mut stats),
            order => self.sweep_rows::<K>(order),
        }
        self.shift(false);
        self.may_shift = false;
        self.swept |= 1 << K;
    }

    /// [`sweep`](Numbered::sweep) row by row.
    #[inline(never)]
    fn sweep_rows<const K: usize>(&mut self, order: Order) {
        let mut stats = [0; 3];
        for (lo, hi) in order.blocks(self.n) {
            if order.up {
                self.sweep_towards::<K, true, 1>(lo..hi, &[], &mut stats);
            } else {
                self.sweep_towards::<K, false, 1>(lo..hi, &[], &mut stats);
            }
        }
    }

    /// [`sweep`](Numbered::sweep) over the positions `0..n` (`OVER` 0), those of `range` (1) or
    /// those of `order` (2, ascending), upwards (`UP`) or downwards; `stats` counts tries, failed
    /// tries and searches. The kind, the direction and the positions' form are constants: each
    /// sweep is compiled for its own (no test of them per position).
    fn sweep_towards<const K: usize, const UP: bool, const OVER: u8>(
        &mut self,
        range: std::ops::Range<usize>,
        order: &[u32],
        stats: &mut [u32; 3],
    ) {
        let (kind, n, lo) = (
            [Kind::Grundy, Kind::Normal, Kind::Misere, Kind::Both][K],
            self.n,
            range.start,
        );
        let m = [n, range.len(), order.len()][OVER as usize];
        let at = |i: usize| {
            let j = if UP { i } else { m - 1 - i };
            match OVER {
                0 => j,
                1 => lo + j,
                _ => order[j] as usize,
            }
        };
        let stop = u64::from(kind != Kind::Grundy);
        let [mut tried, mut failed, mut skipped] = *stats;
        let mut i = 0;
        while i < m {
            // Once more than half of the tries needed the search, one position in 8 is tried
            // and the others are searched at once.
            let mut budget = u32::MAX;
            if failed * 2 > tried {
                let x = at(i);
                if self.memos[K][x] != u32::NEW {
                    i += 1;
                    continue;
                }
                skipped += 1;
                if skipped % 8 != 1 {
                    i += 1;
                    self.search_from(x, kind);
                    continue;
                }
                budget = 1;
            }
            // A run of tries with one `Moves` (reset per position) up to the first position
            // that needs the search (or a larger stamp array), or the budget. A position's
            // stamp is `x + 1`.
            let shifted = self.shifted;
            let memo = Cell::from_mut(&mut self.memos[K][..n]).as_slice_of_cells();
            let mut rest = Rest {
                x: 0,
                list: None,
                seen: &mut self.seen[..],
                need: 0,
            };
            let mut out = Moves {
                memo,
                low: 0,
                stop,
                rest: &mut rest,
            };
            let (mut left, mut search) = (budget, None);
            while i < m {
                let x = at(i);
                i += 1;
                if memo[x].get() != u32::NEW {
                    continue;
                }
                left -= 1;
                out.low = 0;
                out.rest.x = x;
                out.rest.need = 0;
                (self.moves)(x, &mut out);
                let (low, need) = (out.low, out.rest.need);
                let v = match kind {
                    // Both outcomes: decided by a move to entry 0 (lost in both) or known moves.
                    Kind::Both if low & stop != 0 || need == 0 => both(low),
                    _ if low & stop != 0 => WIN,
                    _ if need != 0 => {
                        search = Some((x, need));
                        break;
                    }
                    Kind::Grundy if low != u64::MAX && !shifted => (!low).trailing_zeros(),
                    // The stamps: from 64 on after a full mask, from 0 on shifted.
                    Kind::Grundy => {
                        let seen = &out.rest.seen;
                        let at = seen.iter().position(|&s| s as usize != x + 1);
                        64 + at.unwrap_or(seen.len()) as u32
                    }
                    Kind::Misere if low == 0 => WIN,
                    _ => LOSE,
                };
                memo[x].set(v);
                if left == 0 {
                    break;
                }
            }
            tried += budget - left;
            if let Some((x, need)) = search {
                if need < u32::ON_PLAY {
                    // A value beyond the stamps: the stamps grown, then (in a whole Grundy
                    // sweep not shifted back yet) the memo shifted and `x` tried again, or `x`
                    // searched.
                    let len = (need as usize - 63).max(2 * self.seen.len()).min(n);
                    self.seen.resize(len, 0);
                    if self.may_shift || self.shifted {
                        self.may_shift = false;
                        self.shift(true);
                        i -= 1;
                        continue;
                    }
                }
                failed += 1;
                self.search_from(x, kind);
            }
        }
        *stats = [tried, failed, skipped];
    }
}

/// The moves of one position as [`Numbered`] reads them: straight into the value (the mex's bit
/// mask and, in a sweep, stamps; a move to a lost position), a search listing only the moves
/// whose values it does not know yet.
pub struct Moves<'a> {
    /// The memo (Grundy values, or `LOSE` and `WIN`; cells, as a sweep writes it between
    /// positions); empty for the direction's samples, so that every move goes to `rest`.
    memo: &'a [Cell<u32>],
    /// The mask of the moves' values below 64, and that of the values that decide.
    low: u64,
    stop: u64,
    /// The moves the mask cannot take, behind a pointer: the rule's code calls out for them
    /// without handing over the `Moves`, so its fields stay in registers.
    rest: &'a mut Rest<'a>,
}

/// The position, and where the moves the mask cannot take go: a search's list, or a sweep's
/// stamps and `need`.
struct Rest<'a> {
    x: usize,
    /// A search's list (the direction's samples: every move).
    list: Option<&'a mut Vec<usize>>,
    /// The values from 64 on: `seen[v - 64] = x + 1` for a memo entry `v` (while the memo is
    /// shifted, `v - 64` is the value itself; empty for a search).
    seen: &'a mut [u32],
    /// The largest value met beyond `seen` (an unknown one is `NEW` or `ON_PLAY`), or 0.
    need: u32,
}

impl<'a> Moves<'a> {
    /// Every move to `rest`'s list.
    fn list(rest: &'a mut Rest<'a>) -> Self {
        Moves {
            memo: &[],
            low: 0,
            stop: 0,
            rest,
        }
    }

    /// A move from `x` to `y`. Returns `true` when the value being computed is decided, so the
    /// rule may stop: in a win/lose query or sweep (normal or misère), once a move to a position
    /// known lost has been pushed (the moves listed for a search are then dropped); for both
    /// outcomes at once, a move to a position lost in both; never for Grundy values.
    ///
    /// A move outside `0..n` panics where the query reads it (not in `push`).
    #[inline]
    pub fn push(&mut self, y: usize) -> bool {
        match self.memo.get(y).map(Cell::get) {
            Some(v) if v < 64 => self.low |= 1 << v,
            Some(v) => {
                let r = &mut *self.rest;
                match r.seen.get_mut(v as usize - 64) {
                    Some(s) => *s = r.x as u32 + 1,
                    None => r.other(y, v),
                }
            }
            None => self.rest.other(y, u32::MAX),
        }
        self.low & self.stop != 0
    }

    /// Every move of `ys`, as [`push`](Moves::push), up to the first that decides the value
    /// (the rest of `ys` is not read); returns whether one did.
    #[inline]
    pub fn extend<I: IntoIterator<Item = usize>>(&mut self, ys: I) -> bool {
        ys.into_iter().any(|y| self.push(y))
    }
}

impl<'a> Rest<'a> {
    /// A list of every move of `x`.
    fn list(x: usize, succ: &'a mut Vec<usize>) -> Self {
        let (list, seen) = (Some(succ), &mut [][..]);
        Rest {
            x,
            list,
            seen,
            need: 0,
        }
    }

    /// A move `y` the mask cannot take (value `v`; `u32::MAX` outside the memo): listed, or
    /// without a list, noted in `need`. Cold: where the rule is not inlined into the sweep (a
    /// rule of several loops), a call on a path the compiler thinks likely made it keep the
    /// mask and the memo in memory around every move.
    #[cold]
    #[inline(never)]
    fn other(&mut self, y: usize, v: u32) {
        match &mut self.list {
            Some(l) => l.push(y),
            None => self.need = self.need.max(v),
        }
    }
}

/// A search's expansion of `x`: the moves to known values below 64 read into the returned mask,
/// the others (not known yet, larger, outside `0..n`) listed in `succ`; once the value is decided
/// (a move in `stop`), the list is dropped.
fn expand<R>(
    moves: &mut impl FnMut(usize, &mut Moves) -> R,
    x: usize,
    succ: &mut Vec<usize>,
    val: &mut [u32],
    stop: u64,
) -> u64 {
    let start = succ.len();
    let mut rest = Rest::list(x, &mut *succ);
    let mut out = Moves {
        memo: Cell::from_mut(val).as_slice_of_cells(),
        low: 0,
        stop,
        rest: &mut rest,
    };
    moves(x, &mut out);
    let low = out.low;
    if low & stop != 0 {
        succ.truncate(start);
    }
    low
}

/// The panic for a move outside `0..n`, one message for every route (searches, sweeps, deep).
#[cold]
pub(crate) fn outside(tool: &str, x: usize, y: usize, n: usize) -> ! {
    panic!("{}: move {} -> {} outside 0..{}", tool, x, y, n)
}

/// A memo of `n` positions not searched yet, made on first use (also the score tools').
pub(crate) fn made<V: Entry>(memo: &mut Vec<V>, n: usize) -> &mut [V] {
    if memo.len() != n {
        *memo = vec![V::NEW; n];
    }
    memo
}

/// The Grundy value from the mask of the known values below 64 and the listed moves' values, or
/// `None` while one is unknown.
fn grundy_of(spill: &mut Vec<u32>) -> impl FnMut(usize, u64, &[usize], &[u32]) -> Option<u32> + '_ {
    move |_, pre, succ, g| {
        // The values below 64 in a mask, as the sweep reads them; the list only when all are.
        let mut low = pre;
        for &y in succ {
            match g[y] {
                v if v < 64 => low |= 1 << v,
                v if v >= u32::ON_PLAY => return None,
                _ => {}
            }
        }
        if low != u64::MAX {
            return Some((!low).trailing_zeros());
        }
        spill.clear();
        spill.extend((0..64).chain(succ.iter().map(|&y| g[y])));
        Some(mex(spill))
    }
}

/// Won as soon as a move is known to lose (bit `LOSE` of the mask `pre`, or listed); lost once
/// every move is known to win (won without moves in misère play).
fn wins_of(pre: u64, succ: &[usize], w: &[u32], misere: bool) -> Option<u32> {
    if pre & 1 << LOSE != 0 {
        return Some(WIN);
    }
    let mut known = true;
    for &y in succ {
        match w[y] {
            LOSE => return Some(WIN),
            WIN => {}
            _ => known = false,
        }
    }
    let lost = if misere && pre == 0 && succ.is_empty() {
        WIN
    } else {
        LOSE
    };
    known.then_some(lost)
}

/// A [`Kind::Both`] entry from the mask `pre` of the moves known at the expansion and the
/// listed moves' entries, `None` while one is unknown.
fn both_of(pre: u64, succ: &[usize], w: &[u32]) -> Option<u32> {
    let mut low = pre;
    for &y in succ {
        match w[y] {
            v if v < 4 => low |= 1 << v,
            _ => return None,
        }
    }
    Some(both(low))
}

/// The post-order search: the moves of the positions on the current play sit in `succ`, each
/// frame `(position, first move, next move, pre)` owning the tail from its first move. The memo
/// `val` holds values and the codes `NEW` and `ON_PLAY`; `moves(x, succ, val)` lists `x`'s moves
/// and returns what it read itself (`pre`); `finish(x, pre, moves, val)` is `x`'s value, `None`
/// while a move's value it needs is unknown.
pub(crate) struct Walk<M> {
    succ: Vec<M>,
    stack: Vec<(usize, usize, usize, u64)>,
}

impl<M> Default for Walk<M> {
    fn default() -> Self {
        let (succ, stack) = (Vec::new(), Vec::new());
        Walk { succ, stack }
    }
}

impl<M> Walk<M> {
    /// The value of `root`, or `None` (every position on the play new again) once the play is
    /// longer than `deep`.
    pub(crate) fn run<V: Entry>(
        &mut self,
        root: usize,
        val: &mut [V],
        moves: &mut impl FnMut(usize, &mut Vec<M>),
        to: impl Fn(&M) -> usize,
        mut finish: impl FnMut(usize, &[M], &[V]) -> Option<V>,
        deep: usize,
    ) -> Option<V> {
        let mut moves = |x, succ: &mut Vec<M>, _: &mut [V]| {
            moves(x, succ);
            0
        };
        let mut finish = |x, _, succ: &[M], val: &[V]| finish(x, succ, val);
        self.run_with(root, val, &mut moves, to, &mut finish, |_| false, deep)
    }

    /// As [`run`](Walk::run), the rule reading the memo as it lists the moves and returning
    /// what it read itself (`pre`, given to `finish`); `None`, every position on the play new
    /// again, once the play is longer than `deep`.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn run_with<V: Entry>(
        &mut self,
        root: usize,
        val: &mut [V],
        moves: &mut impl FnMut(usize, &mut Vec<M>, &mut [V]) -> u64,
        to: impl Fn(&M) -> usize,
        mut finish: impl FnMut(usize, u64, &[M], &[V]) -> Option<V>,
        cut: impl Fn(V) -> bool,
        deep: usize,
    ) -> Option<V> {
        let Walk { succ, stack } = self;
        let n = val.len();
        assert!(root < n, "{}: position {} outside 0..{}", V::TOOL, root, n);
        if val[root] != V::NEW {
            return Some(val[root]);
        }
        stack.clear();
        succ.clear();
        let mut open = |x: usize, val: &mut [V], succ: &mut Vec<M>, stack: &mut Vec<_>| {
            val[x] = V::ON_PLAY;
            let start = succ.len();
            let pre = moves(x, succ, val);
            stack.push((x, start, start, pre));
        };
        open(root, val, succ, stack);
        'walk: while let Some(&(x, start, next, pre)) = stack.last() {
            // The moves already known are read in one loop, up to the first to search.
            let mut i = next;
            while let Some(m) = succ.get(i) {
                let y = to(m);
                i += 1;
                let v = *val.get(y).unwrap_or_else(|| outside(V::TOOL, x, y, n));
                if v == V::NEW {
                    if stack.len() > deep {
                        stack.drain(..).for_each(|f| val[f.0] = V::NEW);
                        return None;
                    }
                    stack.last_mut().expect("a frame").2 = i;
                    open(y, val, succ, stack);
                    continue 'walk;
                } else if v == V::ON_PLAY {
                    panic!("{}: position {} on a cycle (use {})", V::TOOL, y, V::CYCLES);
                } else if cut(v) {
                    succ.truncate(i);
                }
            }
            let v = finish(x, pre, &succ[start..], val)
                .expect("every move of a finished position is known");
            val[x] = v;
            succ.truncate(start);
            stack.pop();
            if let Some(&(_, _, next, _)) = stack.last() {
                if cut(v) {
                    succ.truncate(next);
                }
            }
        }
        Some(val[root])
    }
}

/// The order a sweep takes: blocks of `w` positions (one block of all, or rows), the blocks
/// upwards or downwards, each block upwards (`up`) or downwards; `short` is the longest short
/// move of rows (0 without rows).
#[derive(Clone, Copy)]
pub(crate) struct Order {
    w: usize,
    blocks_up: bool,
    pub(crate) up: bool,
    short: usize,
}

impl Order {
    /// The order of a sweep over `0..n`, `list(x, out)` listing `x`'s moves: from the moves of
    /// 64 positions spread over `0..n` ([`Order::of`]), rows fitted ([`Order::fit`]).
    pub(crate) fn find(n: usize, mut list: impl FnMut(usize, &mut Vec<usize>)) -> Order {
        let (k, mut pairs, mut out) = (n.min(64), Vec::new(), Vec::new());
        for x in (0..k).map(|i| if k > 1 { i * (n - 1) / (k - 1) } else { 0 }) {
            out.clear();
            list(x, &mut out);
            pairs.extend(out.iter().map(|&y| (x, y)));
        }
        Order::of(n, pairs).fit(n, list)
    }

    /// Away from most moves `(x, y)`; but rows of `w` when every move one way is longer than
    /// every move the other way (the shortest long move is `w`: `(l, r)` as `l * w + r` with
    /// moves to `(l + 1, r)` and `(l, r - 1)`, as in a game on an interval): the rows in the
    /// order away from the long moves, each row away from the short ones.
    pub(crate) fn of(n: usize, moves: impl IntoIterator<Item = (usize, usize)>) -> Order {
        let (mut down, mut ups, mut downs) = (0i64, (usize::MAX, 0), (usize::MAX, 0));
        for (x, y) in moves {
            let (d, span) = if y < x {
                (1, &mut downs)
            } else {
                (-1, &mut ups)
            };
            let len = x.abs_diff(y);
            if len > 0 {
                down += d;
                *span = (span.0.min(len), span.1.max(len));
            }
        }
        let all = Order {
            w: n.max(1),
            blocks_up: true,
            up: down >= 0,
            short: 0,
        };
        match (ups, downs) {
            ((lo, _), (_, hi)) if hi > 0 && lo > hi && lo < n => Order {
                w: lo,
                blocks_up: false,
                up: true,
                short: hi,
            },
            ((_, hi), (lo, _)) if hi > 0 && lo > hi && lo < n => Order {
                w: lo,
                blocks_up: true,
                up: false,
                short: hi,
            },
            _ => all,
        }
    }

    /// Rows as wide as the table's. The shortest long move is a row only if no long move also
    /// shifts the column: with `(l, r)` as `l * (n + 1) + r` and a move to `(l + 1, r - 1)` it
    /// is `n`, and blocks of `n` cut the rows, so at each block's first position a move along
    /// its row is not known yet and the search runs down the row: the whole table searched,
    /// not swept. So the widths `w` to `w + short` (at most 4) are tried at the two edges of 8
    /// blocks (`targets(x, out)` lists `x`'s moves), and the first with the fewest moves to
    /// positions not swept before their own is taken; only where these probes are at most
    /// `n / 16` calls of the rule, and the first width without such a move ends the trial.
    fn fit(self, n: usize, mut targets: impl FnMut(usize, &mut Vec<usize>)) -> Order {
        let s = self.short.min(3);
        let (mut out, mut best) = (Vec::new(), (usize::MAX, self));
        for w in (self.w..=self.w + s).filter(|&w| w < n && 256 * (s + 1) * (s + 1) <= n) {
            let (o, k, mut bad) = (Order { w, ..self }, (n + w - 1) / w, 0);
            for start in (1..=8).map(|b| b * (k - 1) / 9 * w) {
                for x in (0..=s).flat_map(|j| [start + j, start + w - 1 - j]) {
                    out.clear();
                    targets(x, &mut out);
                    let late = |&&y: &&usize| y < n && o.key(k, y) >= o.key(k, x);
                    bad += out.iter().filter(late).count();
                }
            }
            if bad < best.0 {
                best = (bad, o);
            }
            if bad == 0 {
                break;
            }
        }
        best.1
    }

    /// Where `x` comes in the sweep of `k` blocks.
    fn key(&self, k: usize, x: usize) -> usize {
        let w = self.w;
        let flip = |r: usize, len: usize, up: bool| if up { r } else { len - 1 - r };
        match k {
            1 => flip(x, w, self.up),
            _ => flip(x / w, k, self.blocks_up) * w + flip(x % w, w, self.up),
        }
    }

    /// The positions of `found` (distinct, below `n`) in the order a sweep takes them; a bit
    /// set read off when they are many, else sorted.
    pub(crate) fn arrange(&self, n: usize, found: &mut Vec<u32>) {
        let (w, k) = (self.w, (n + self.w - 1) / self.w);
        // (Without rows, no division.)
        let key = |x: usize| self.key(k, x);
        if found.len() * 16 < n {
            found.sort_unstable_by_key(|&x| key(x as usize));
            return;
        }
        let mut marks = vec![0u64; k * w / 64 + 1];
        found
            .iter()
            .for_each(|&x| marks[key(x as usize) / 64] |= 1 << (key(x as usize) % 64));
        found.clear();
        for (i, &bits) in marks.iter().enumerate() {
            let mut b = bits;
            while b != 0 {
                let at = i * 64 + b.trailing_zeros() as usize;
                found.push(key(at) as u32);
                b &= b - 1;
            }
        }
    }

    /// The blocks `(lo, hi)` of `0..n` in their order.
    pub(crate) fn blocks(self, n: usize) -> impl Iterator<Item = (usize, usize)> {
        let (w, up) = (self.w, self.blocks_up);
        let k = (n + w - 1) / w;
        (0..k).map(move |b| {
            let b = if up { b } else { k - 1 - b };
            (b * w, (b * w + w).min(n))
        })
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::game_search::GameSearch;
    use crate::graph_game::every_digraph;
    use crate::rng::XorShift;

    /// A random DAG on `n` positions: edges between distinct positions in a random order.
    pub(crate) fn random_dag(rng: &mut XorShift, n: usize) -> Vec<Vec<usize>> {
        let mut order: Vec<usize> = (0..n).collect();
        for i in (1..n).rev() {
            order.swap(i, rng.below(i as u64 + 1) as usize);
        }
        let mut adj = vec![Vec::new(); n];
        for i in 0..n {
            for j in i + 1..n {
                if rng.below(3) == 0 {
                    adj[order[j]].push(order[i]);
                }
            }
            let row = &mut adj[order[i]];
            for k in (1..row.len()).rev() {
                row.swap(k, rng.below(k as u64 + 1) as usize);
            }
        }
        adj
    }

    /// Kahn's algorithm: every position removed once nothing points at it.
    fn acyclic(adj: &[Vec<usize>]) -> bool {
        let mut indeg = vec![0; adj.len()];
        adj.iter().flatten().for_each(|&y| indeg[y] += 1);
        let mut free: Vec<usize> = (0..adj.len()).filter(|&x| indeg[x] == 0).collect();
        let mut removed = 0;
        while let Some(x) = free.pop() {
            removed += 1;
            for &y in &adj[x] {
                indeg[y] -= 1;
                if indeg[y] == 0 {
                    free.push(y);
                }
            }
        }
        removed == adj.len()
    }

    /// Grundy values, outcomes and winning moves (normal and misère) = GameSearch, and scores =
    /// plain negamax, on every digraph of 3 positions without a cycle and 2000 random DAGs of
    /// <= 9 positions; the queries' rule stops when `push` says the value is decided, the sweeps'
    /// rule (through `extend`) too, a third rule ignores it and pushes every move.
    #[test]
    fn matches_search_on_small_dags() {
        let mut rng = XorShift::new(11);
        let small = every_digraph(3).map(|edges| {
            let mut adj = vec![Vec::new(); 3];
            for (a, b) in edges {
                adj[a].push(b);
            }
            adj
        });
        let random: Vec<_> = (0..2000).map(|i| random_dag(&mut rng, 1 + i % 9)).collect();
        let mut checked = 0;
        for adj in small.chain(random) {
            let n = adj.len();
            let mut gs = GameSearch::new(|&x: &usize| adj[x].clone());
            if !acyclic(&adj) {
                continue;
            }
            let gain = |x: usize, y: usize| (x * 7 + y * 3) as i64 % 5 - 2;
            fn negamax(x: usize, adj: &[Vec<usize>], gain: &dyn Fn(usize, usize) -> i64) -> i64 {
                let best = adj[x]
                    .iter()
                    .map(|&y| gain(x, y) - negamax(y, adj, gain))
                    .max();
                best.unwrap_or(x as i64 % 3 - 1)
            }
            let mut s = Numbered::new(n, |x, out| {
                for &y in &adj[x] {
                    if out.push(y) {
                        return;
                    }
                }
            });
            let mut every = Numbered::new(n, |x, out| {
                adj[x].iter().for_each(|&y| {
                    out.push(y);
                })
            });
            // Plays longer than 1 or 2 moves are deep here: half the queries find their
            // positions first and sweep them.
            (s.deep, every.deep) = (1 + checked % 2 * DEEP, 2 + checked % 2 * DEEP);
            let mut sc = crate::score_search::NumberedScore::new(
                n,
                |x, out| out.extend(adj[x].iter().map(|&y| (y, gain(x, y)))),
                |x| x as i64 % 3 - 1,
            );
            // Whole tables by the sweep (the DAGs point every way: some positions need a search).
            let mut all = Numbered::new(n, |x, out| out.extend(adj[x].iter().copied()));
            let g: Vec<u32> = (0..n).map(|x| gs.grundy(&x)).collect();
            assert_eq!(all.all_grundy(), &g[..], "{:?}", adj);
            let w: Vec<bool> = (0..n).map(|x| gs.first_player_wins(&x)).collect();
            assert_eq!(all.all_first_player_wins(), &w[..], "{:?}", adj);
            assert_eq!(every.all_first_player_wins(), &w[..], "{:?}", adj);
            let m: Vec<bool> = (0..n).map(|x| gs.misere_first_player_wins(&x)).collect();
            assert_eq!(all.all_misere_first_player_wins(), &m[..], "{:?}", adj);
            assert_eq!(every.all_misere_first_player_wins(), &m[..], "{:?}", adj);
            let wm: Vec<(bool, bool)> = w.iter().copied().zip(m.iter().copied()).collect();
            assert_eq!(all.all_normal_and_misere(), wm, "{:?}", adj);
            assert_eq!(every.all_normal_and_misere(), wm, "{:?}", adj);
            // Ask in a random order, so that some answers come from earlier searches' memos.
            for x in (0..n).map(|i| (i * 5 + checked) % n) {
                assert_eq!(s.normal_and_misere(x), wm[x], "{:?} at {}", adj, x);
                let y = (x + 2) % n;
                assert_eq!(every.normal_and_misere(y), wm[y], "{:?} at {}", adj, y);
                assert_eq!(s.grundy(x), gs.grundy(&x), "{:?} at {}", adj, x);
                assert_eq!(s.first_player_wins(x), gs.first_player_wins(&x));
                assert_eq!(s.misere_first_player_wins(x), m[x], "{:?} at {}", adj, x);
                let y = (x + 1) % n;
                assert_eq!(every.first_player_wins(y), w[y], "{:?} at {}", adj, y);
                assert_eq!(
                    every.misere_first_player_wins(x),
                    m[x],
                    "{:?} at {}",
                    adj,
                    x
                );
                // The winning move: the first listed to a lost position (GameSearch's outcomes).
                assert_eq!(s.moves(x), adj[x], "{:?} at {}", adj, x);
                let first_lost = |l: &[bool]| adj[x].iter().copied().find(|&y| !l[y]);
                assert_eq!(s.winning_move(x), first_lost(&w).filter(|_| w[x]));
                assert_eq!(
                    every.misere_winning_move(x),
                    first_lost(&m).filter(|_| m[x])
                );
                let v = negamax(x, &adj, &gain);
                assert_eq!(sc.value(x), v);
                match sc.best_move(x) {
                    Some((y, g)) => assert_eq!(g - negamax(y, &adj, &gain), v),
                    None => assert!(adj[x].is_empty()),
                }
            }
            checked += 1;
        }
        assert!(checked > 1500, "{} DAGs checked", checked);
    }

    /// An interval game, `(l, r)` as `l * w + r` and as `r * w + l` (the moves point both
    /// ways): remove an end whose number is at most the length left, or with `both` the two
    /// ends at once; and as a score game (an end scores its number, the two ends their sum
    /// less 5). Each sweep calls the rule at most `w * w + extra` times and agrees with the
    /// searches at every `step`-th position.
    fn interval_sweeps(a: &[usize], both: bool, extra: usize, step: usize) {
        let w = a.len() + 1;
        for flip in [false, true] {
            let at = |l: usize, r: usize| if flip { r * w + l } else { l * w + r };
            let lr = |x: usize| if flip { (x % w, x / w) } else { (x / w, x % w) };
            let calls = std::cell::Cell::new(0);
            let rule = |x: usize, out: &mut Moves| {
                calls.set(calls.get() + 1);
                let (l, r) = lr(x);
                if l < r {
                    let len = r - l;
                    if a[l] <= len && out.push(at(l + 1, r))
                        || a[r - 1] <= len && out.push(at(l, r - 1))
                    {
                        return;
                    }
                    if both && len >= 2 {
                        out.push(at(l + 1, r - 1));
                    }
                }
            };
            let w_all = Numbered::new(w * w, rule).all_first_player_wins();
            assert!(calls.get() <= w * w + extra, "{} calls", calls.get());
            calls.set(0);
            let g_all = Numbered::new(w * w, rule).all_grundy().to_vec();
            assert!(calls.get() <= w * w + extra, "{} calls", calls.get());
            calls.set(0);
            let b_all = Numbered::new(w * w, rule).all_normal_and_misere();
            assert!(calls.get() <= w * w + extra, "{} calls", calls.get());
            let mut one = Numbered::new(w * w, rule);
            for x in (0..w * w).step_by(step) {
                assert_eq!(w_all[x], one.first_player_wins(x), "at {:?}", lr(x));
                assert_eq!(g_all[x], one.grundy(x), "at {:?}", lr(x));
                let m = one.misere_first_player_wins(x);
                assert_eq!(b_all[x], (w_all[x], m), "at {:?}", lr(x));
                assert_eq!(one.normal_and_misere(x), b_all[x], "at {:?}", lr(x));
            }
            calls.set(0);
            let take = |x: usize, out: &mut Vec<(usize, i64)>| {
                calls.set(calls.get() + 1);
                let (l, r) = lr(x);
                if l < r {
                    let (x, y) = (a[l] as i64, a[r - 1] as i64);
                    out.push((at(l + 1, r), x));
                    out.push((at(l, r - 1), y));
                    if both && r - l >= 2 {
                        out.push((at(l + 1, r - 1), x + y - 5));
                    }
                }
            };
            let mut sc = crate::score_search::NumberedScore::new(w * w, take, |_| 0);
            let all = sc.all_values().to_vec();
            assert!(calls.get() <= w * w + extra, "{} calls", calls.get());
            let mut one = crate::score_search::NumberedScore::new(w * w, take, |_| 0);
            assert!((0..w * w).step_by(step).all(|x| all[x] == one.value(x)));
        }
    }

    /// Games on an interval with moves to `(l + 1, r)` and `(l, r - 1)`: the sweeps take the
    /// rows, every position's rule called once (plus the 64 samples), and agree with the
    /// searches everywhere.
    #[test]
    fn sweeps_take_rows_on_intervals() {
        let a = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3, 2, 3, 8, 4];
        interval_sweeps(&a, false, 64, 1);
    }

    /// Rows wider than the shortest long move: with a move to `(l + 1, r - 1)` too (`w - 1`
    /// long), the sweeps fit rows of `w` ([`Order::fit`]): the rule is called once a position
    /// plus the 64 samples and the 64 probes (blocks of `w - 1` send about one search a block
    /// down its row, which calls the rule once more at each block: 100 more here).
    #[test]
    fn sweeps_fit_rows_to_diagonal_moves() {
        let a: Vec<usize> = (0..200).map(|i| i * 7 % 11).collect();
        interval_sweeps(&a, true, 128, 7);
    }

    /// Values from 64 on in the sweep (no search): one-heap Nim to 300 (g(x) = x), and
    /// Wythoff's game on a, b < 64 (values to 120s) = the search from each position, swept in
    /// both directions (the positions numbered upwards and downwards).
    #[test]
    fn sweeps_values_of_any_size() {
        let mut nim = Numbered::new(301, |x, out| out.extend(0..x));
        assert!(nim
            .all_grundy()
            .iter()
            .enumerate()
            .all(|(x, &g)| g == x as u32));
        // The same by a deep query (the moves listed from x - 1 down, so the play goes 300 deep;
        // every play of 2 or more moves is deep here).
        let mut deep = Numbered::new(301, |x, out| out.extend((0..x).rev()));
        deep.deep = 1;
        assert_eq!(deep.grundy(300), 300);
        assert!(deep.found.len() > 290); // found first, then swept
        let w = 64;
        let wythoff = |a: usize, b: usize, out: &mut Moves, at: &dyn Fn(usize, usize) -> usize| {
            out.extend((0..a).map(|c| at(c, b)));
            out.extend((0..b).map(|c| at(a, c)));
            out.extend((1..=a.min(b)).map(|k| at(a - k, b - k)));
        };
        let up = |a, b| a * w + b;
        let down = |a, b| w * w - 1 - (a * w + b);
        let mut swept = Numbered::new(w * w, |x, out| wythoff(x / w, x % w, out, &up));
        let mut searched = Numbered::new(w * w, |x, out| wythoff(x / w, x % w, out, &up));
        let mut reversed = Numbered::new(w * w, |x, out| {
            let x = w * w - 1 - x;
            wythoff(x / w, x % w, out, &down)
        });
        let g: Vec<u32> = (0..w * w).map(|x| searched.grundy(x)).collect();
        assert!(g.iter().max() > Some(&64));
        assert_eq!(swept.all_grundy(), &g[..]);
        let rev: Vec<u32> = g.iter().rev().copied().collect();
        assert_eq!(reversed.all_grundy(), &rev[..]);
    }

    /// A Grundy sweep that meets values from 64 on shifts the memo (every value plus 64) and
    /// shifts it back before a search and at its end: one-heap Nim on 300 heaps numbered in a
    /// partly shuffled order (the sweep meets large values, then moves not known yet), queried
    /// whole, then per position, then win/lose, against the heap sizes; and a sweep by rows
    /// that shifts (an interval game, its values to 100) without a search.
    #[test]
    fn shifted_sweeps_meet_searches() {
        let mut rng = XorShift::new(7);
        for shuffled in [0, 10, 100, 250, 300] {
            let n = 300;
            let mut heap: Vec<usize> = (0..n).collect();
            for i in (n - shuffled + 1..n).rev() {
                let j = n - shuffled + rng.below((i - (n - shuffled) + 1) as u64) as usize;
                heap.swap(i, j);
            }
            let mut at = vec![0; n];
            heap.iter().enumerate().for_each(|(x, &h)| at[h] = x);
            let rule = |x: usize, out: &mut Moves| out.extend((0..heap[x]).map(|h| at[h]));
            let mut s = Numbered::new(n, rule);
            s.shift_from = 0;
            let g: Vec<u32> = heap.iter().map(|&h| h as u32).collect();
            assert_eq!(s.all_grundy(), &g[..], "{} shuffled", shuffled);
            assert!(!s.shifted);
            assert!((0..n).all(|x| s.grundy(x) == g[x]));
            assert!((0..n).all(|x| s.first_player_wins(x) == (g[x] != 0)));
        }
        // Rows: [l, r) as l * w + r, any number taken from either end (g = r - l, to 100). The
        // rule is called once a position, but for the 64 samples, the 64 probes of the rows'
        // width and a retry per shift or growth of the stamps (no search).
        let w = 101;
        let calls = std::cell::Cell::new(0);
        let mut s = Numbered::new(w * w, |x, out: &mut Moves| {
            calls.set(calls.get() + 1);
            let (l, r) = (x / w, x % w);
            for j in 1..=r.saturating_sub(l) {
                out.push((l + j) * w + r);
                out.push(l * w + r - j);
            }
        });
        s.shift_from = 0;
        let g = s.all_grundy();
        assert!((0..w * w).all(|x| g[x] as usize == (x % w).saturating_sub(x / w)));
        assert!(calls.get() <= w * w + 64 + 16 + 64, "{} calls", calls.get());
    }

    /// `push` says when a win/lose value is decided: the rule that stops there is called on the
    /// same positions and pushes no move after a move to a lost position.
    #[test]
    fn push_says_when_decided() {
        // Subtraction {1, 2, 3} on 0..100: from x, the moves x - 3, x - 2, x - 1 (in that order).
        let (mut pushed, mut after) = (0, 0);
        let mut s = Numbered::new(100, |x, out| {
            let mut decided = false;
            for y in (x.saturating_sub(3)..x)
                .rev()
                .collect::<Vec<_>>()
                .into_iter()
                .rev()
            {
                after += usize::from(decided);
                pushed += 1;
                decided = out.push(y);
            }
        });
        let w = s.all_first_player_wins();
        assert!((0..100).all(|x| w[x] == (x % 4 != 0)));
        assert!(after > 0 && pushed > 0);
        let mut grundy_never = Numbered::new(10, |x, out| assert!(!out.extend(0..x)));
        grundy_never.all_grundy();
        grundy_never.grundy(9);
        // In a search, a move to a position known lost is taken first: 0 is known lost, so
        // from 50 the moves 49, 48, ... (listed before 0) are never searched.
        let mut searched = 0;
        let mut t = Numbered::new(51, |x, out| {
            searched += 1;
            let stop = out.extend((0..x).rev());
            assert_eq!(stop, x > 0);
        });
        assert!(!t.first_player_wins(0));
        assert!(t.first_player_wins(50));
        assert_eq!(searched, 2);
        // Both outcomes: only a move to a position lost in both decides (3, whose one move goes
        // to 2, won in both); 4 lists it first, so the sweep's rule stops there.
        let adj = [vec![], vec![0], vec![0, 1], vec![2], vec![3, 2, 1]];
        let mut decided = Vec::new();
        let mut b = Numbered::new(5, |x, out| {
            for &y in &adj[x] {
                if out.push(y) {
                    decided.push((x, y));
                    return;
                }
            }
        });
        let (l, w) = (false, true);
        assert_eq!(
            b.all_normal_and_misere(),
            [(l, w), (w, l), (w, w), (l, l), (w, w)]
        );
        assert_eq!(decided, [(4, 3)]);
    }

    /// A memo once swept is not swept again: a later `all_` call calls the rule no more (a
    /// trial called `all_grundy()[x]` once per query).
    #[test]
    fn a_second_sweep_calls_no_rule() {
        let calls = Cell::new(0);
        let mut s = Numbered::new(1000, |x, out: &mut Moves| {
            calls.set(calls.get() + 1);
            out.extend((1..=3).filter(|&k| k <= x).map(|k| x - k));
        });
        let (m, b) = (s.all_misere_first_player_wins(), s.all_normal_and_misere());
        let (g, w) = (s.all_grundy().to_vec(), s.all_first_player_wins());
        let before = calls.get();
        assert_eq!(s.all_grundy(), &g[..]);
        assert_eq!(s.all_first_player_wins(), w);
        assert_eq!(s.all_misere_first_player_wins(), m);
        assert_eq!(s.all_normal_and_misere(), b);
        assert_eq!(calls.get(), before);
        assert!((0..1000).all(|x| g[x] == x as u32 % 4 && b[x] == (w[x], m[x])));
    }

    #[test]
    fn long_chains_and_upward_moves() {
        // x -> x + 1 up to 10^6: a play of 10^6 moves without recursion; values alternate.
        let n = 1_000_001;
        let mut s = Numbered::new(n, |x, out| out.extend((x + 1 < n).then(|| x + 1)));
        assert_eq!(s.grundy(0), 0);
        assert!(s.first_player_wins(1));
        // The same by the search alone (no play is deep).
        let mut t = Numbered::new(n, |x, out| out.extend((x + 1 < n).then(|| x + 1)));
        t.deep = usize::MAX;
        assert_eq!(t.grundy(0), 0);
        assert!(t.first_player_wins(1));
    }

    /// A deep query calls the rule only on positions its play can reach: here the even ones
    /// below 20,000 (moves down by 2 or 4, and down by 8 from the multiples of 6), asked
    /// top-down after a shallow query; = the search alone.
    #[test]
    fn deep_queries_read_only_reachable_positions() {
        let n = 20_001;
        let rule = |x: usize, out: &mut Moves| {
            assert!(x % 2 == 0, "the rule asked at {}", x);
            for d in [2, 4, 8] {
                if x >= d && (d < 8 || x % 6 == 0) && out.push(x - d) {
                    return;
                }
            }
        };
        let (mut wide, mut alone) = (Numbered::new(n, rule), Numbered::new(n, rule));
        alone.deep = usize::MAX;
        // The win/lose queries first: after `grundy(x)` they read its value.
        for x in [10, 20_000, 19_998, 7_000, 0] {
            assert_eq!(wide.first_player_wins(x), alone.first_player_wins(x));
            assert_eq!(
                wide.misere_first_player_wins(x),
                alone.misere_first_player_wins(x)
            );
            assert_eq!(wide.normal_and_misere(x), alone.normal_and_misere(x));
            assert_eq!(wide.grundy(x), alone.grundy(x), "at {}", x);
        }
        for (w, a) in wide.memos.iter().zip(&alone.memos) {
            let both = w
                .iter()
                .zip(a)
                .filter(|&(&v, &u)| v < u32::ON_PLAY && u < u32::ON_PLAY);
            assert!(both.clone().all(|(v, u)| v == u) && both.count() > 1000);
        }
    }

    /// Normal play reads the Grundy values known: after `grundy(x)` or `all_grundy` the
    /// win/lose queries call the rule no more, and answer as a fresh search does.
    #[test]
    fn win_lose_queries_read_known_grundy_values() {
        let calls = Cell::new(0);
        let rule = |x: usize, out: &mut Moves| {
            calls.set(calls.get() + 1);
            for d in [1, 3, 4, 9] {
                if x >= d && out.push(x - d) {
                    return;
                }
            }
        };
        let n = 30_000;
        let mut fresh = Numbered::new(n, |x: usize, out: &mut Moves| {
            out.extend([1, 3, 4, 9].iter().filter(|&&d| d <= x).map(|&d| x - d))
        });
        let want = fresh.all_first_player_wins();
        let mut s = Numbered::new(n, rule);
        s.grundy(20_000);
        let before = calls.get();
        assert!(before > 0);
        for x in [20_000, 19_999, 12_345, 0] {
            assert_eq!(s.first_player_wins(x), want[x]);
        }
        assert_eq!(calls.get(), before);
        s.all_grundy();
        let before = calls.get();
        assert_eq!(s.all_first_player_wins(), want);
        assert_eq!(s.first_player_wins(29_999), want[29_999]);
        assert_eq!(calls.get(), before);
    }

    #[test]
    #[should_panic(expected = "on a cycle")]
    fn cycles_deep_in_a_play_are_reported() {
        // 10^4 -> ... -> 1 -> 0 -> 2 -> 1.
        let mut s = Numbered::new(10_001, |x, out| out.push(if x == 0 { 2 } else { x - 1 }));
        s.grundy(10_000);
    }

    #[test]
    #[should_panic(expected = "position 1 on a cycle (use graph_game::outcomes)")]
    fn cycles_are_reported() {
        let mut s = Numbered::new(4, |x, out| out.push([1, 2, 1, 0][x]));
        s.grundy(0);
    }

    #[test]
    #[should_panic(expected = "move 1 -> 5 outside 0..3")]
    fn moves_outside_are_reported() {
        let mut s = Numbered::new(3, |x, out| out.push(x * 5));
        s.first_player_wins(1);
    }

    #[test]
    #[should_panic(expected = "move 3 -> 5 outside 0..5")]
    fn moves_outside_are_reported_by_moves() {
        Numbered::new(5, |x, out| out.extend([x - 1, x + 2])).moves(3);
    }

    #[test]
    #[should_panic(expected = "move 2 -> 4 outside 0..3")]
    fn moves_outside_are_reported_by_the_sweep() {
        let mut s = Numbered::new(3, |x, out| out.extend((x == 2).then_some(4)));
        s.all_grundy();
    }
}
