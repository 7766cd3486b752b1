//! # Score games: negamax and minimax with the best move, any position type or numbered ones
//!
//! - **Game:** moves carry gains, a position without moves pays its payoff: a number results.
//! - **Method:** `game_search::search`: negamax `v(p) = max (gain - v(q))`, or minimax by
//!   whose turn the position says, `max` or `min (gain + v(q))`; a cycle is reported.
//! - **Complexity:** each reachable position expanded once, one hash look-up per move.
//! - **Problems:** the general layer; positions `0..n`: [`NumberedScore`] (array memo, faster).
//! - **Status:** values, best moves = plain recursion on 300 random game trees of <= 40 positions
//!   (minimax with extra turns); NumberedScore on 2000 random DAGs (`numbered`); cycles named.
//!
//! Negamax fits zero-sum games that alternate turns: the gain is the mover's, the value the
//! mover's total minus the opponent's. When a player may move twice (an extra turn), or the
//! payoff is not a difference, let the position record whose turn it is and use
//! [`MinimaxSearch`]. Graphs whose plays may repeat a position: `graph_score`.

use crate::game_search::{search, Memo};
use crate::numbered::{Entry, Walk};
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
/// minimises it. The same player may move several times in a row.
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
        let expand = |q: &P| {
            let m = moves(q);
            let end = if m.is_empty() { payoff(q) } else { 0 };
            (m, (turn(q), end))
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

/// Negamax over the positions `0..n`: `moves(x, out)` pushes `(y, gain)` for every move of `x`
/// (the mover gains `gain`, the opponent then moves at `y`); at a position without moves the
/// player to move gets `payoff(x)`. The value of `x` is the best total difference (own gains
/// minus the opponent's) for the player to move.
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
pub struct NumberedScore<F, T> {
    moves: F,
    payoff: T,
    walk: Walk<(usize, i64)>,
    value: Vec<i64>,
}

impl<F: FnMut(usize, &mut Vec<(usize, i64)>), T: FnMut(usize) -> i64> NumberedScore<F, T> {
    /// A search over `0..n` with an empty memo.
    ///
    /// # Complexity
    /// O(n).
    pub fn new(n: usize, moves: F, payoff: T) -> Self {
        NumberedScore {
            moves,
            payoff,
            walk: Walk::default(),
            value: vec![i64::NEW; n],
        }
    }

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
    /// Every position reachable from `x` and not yet known is expanded once.
    pub fn value(&mut self, x: usize) -> i64 {
        let payoff = &mut self.payoff;
        let finish = |x: usize, succ: &[(usize, i64)], v: &[i64]| {
            if succ.iter().any(|&(y, _)| v[y] <= i64::ON_PLAY) {
                return None;
            }
            let best = succ.iter().map(|&(y, gain)| gain - v[y]).max();
            Some(best.unwrap_or_else(|| payoff(x)))
        };
        self.walk.run(
            x,
            &mut self.value,
            &mut self.moves,
            |m| m.0,
            finish,
            |_| false,
        )
    }

    /// A best move from `x`, as `(y, gain)` (the first in the rule's order), or `None` without
    /// moves.
    ///
    /// # Constraints
    /// As [`value`](NumberedScore::value).
    ///
    /// # Panics
    /// As [`value`](NumberedScore::value).
    ///
    /// # Complexity
    /// As [`value`](NumberedScore::value), then one more expansion of `x`.
    pub fn best_move(&mut self, x: usize) -> Option<(usize, i64)> {
        let v = self.value(x);
        let mut moves = Vec::new();
        (self.moves)(x, &mut moves);
        moves
            .into_iter()
            .find(|&(y, gain)| gain - self.value(y) == v)
    }
}

impl Entry for i64 {
    const NEW: i64 = i64::MIN;
    const ON_PLAY: i64 = i64::MIN + 1;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph_score::Player::{self, Max, Min};
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
