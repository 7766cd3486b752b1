//! # Every-SG: several games at once, a move in every one; step counts decide
//!
//! - **Theorem** (Every-SG; Smith 1966): `step(p) = 0` without moves; `1 + max` step over moves to
//!   lost positions if `p` wins, else `1 + min` over all moves; `p` wins iff `step(p)` is odd, and
//!   the sum is won iff the largest step is odd.
//! - **Complexity:** [`first_player_wins`] O(n); [`StepSearch`] one visit per position.
//! - **Problems:** hdu-3595 (with `euclid::every_sg_step`).
//! - **Status:** Euclid's steps vs GameSearch of the simultaneous game, 2 and 3 games of piles <= 8
//!   (in `euclid`); StepSearch on Nim heaps, a 2·10^5 chain, a cycle, parity vs GameSearch.
//!
//! **Game.** On each turn the player to move must move in *every* component that still has a
//! move; who cannot move at all loses, so the component that finishes last decides. The winner of
//! a component wants it to last long, the loser wants it short: hence the step count.
//!
//! References: 贾志豪, 《组合游戏略述——浅谈SG游戏的若干拓展及变形》 (2009 national team paper),
//! section on Every-SG; *Winning Ways*, ch. 9 (the "slow join" and its suspense numbers);
//! C. A. B. Smith, *Graphs and composite games*, J. Combinatorial Theory 1 (1966).

use crate::game_search::evaluate;
use crate::game_search::Memo;
use std::hash::Hash;

/// The simultaneous sum: does the player to move win, given the step count of every component?
/// (Largest step odd; all components finished means 0, a loss.)
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use cgt::every_sg::first_player_wins;
/// assert!(first_player_wins(&[1, 1, 1]));
/// assert!(!first_player_wins(&[2]));
/// assert!(!first_player_wins(&[]));
/// ```
pub fn first_player_wins(steps: &[u64]) -> bool {
    steps.iter().copied().max().unwrap_or(0) % 2 == 1
}

/// Memoised step count straight from the definition (see the module docs), for any game whose
/// every play ends, given by its move function. The brute-force twin of closed-form step counts.
/// Runs on [`crate::game_search::evaluate`]: no recursion, and a cycle is reported.
///
/// # Example
/// ```
/// use cgt::every_sg::StepSearch;
/// // A chain n -> n - 1 -> ... -> 0: the only play has length n.
/// let mut s = StepSearch::new(|&n: &u32| if n > 0 { vec![n - 1] } else { vec![] });
/// assert_eq!(s.step(&5), 5);
/// ```
pub struct StepSearch<P, F> {
    moves: F,
    memo: Memo<P, (bool, u64)>,
}

impl<P: Clone + Eq + Hash + std::fmt::Debug, F: FnMut(&P) -> Vec<P>> StepSearch<P, F> {
    /// A search with an empty memo table.
    ///
    /// # Complexity
    /// O(1); nothing is searched until a query.
    pub fn new(moves: F) -> Self {
        StepSearch {
            moves,
            memo: Memo::default(),
        }
    }

    /// `(wins, step)` for `p`: whether the player to move wins `p` alone, and its step count.
    ///
    /// # Panics
    /// If a play from `p` can repeat a position (the message names one).
    ///
    /// # Complexity
    /// Every position reachable from `p` is expanded once (memoised across queries).
    ///
    /// # Example
    /// ```
    /// // One Nim heap: a win, finished in one step by taking everything.
    /// let mut s = cgt::every_sg::StepSearch::new(|&n: &u32| (0..n).collect::<Vec<u32>>());
    /// assert_eq!(s.search(&5), (true, 1));
    /// assert_eq!(s.search(&0), (false, 0));
    /// ```
    pub fn search(&mut self, p: &P) -> (bool, u64) {
        evaluate(
            p,
            &mut self.moves,
            &mut self.memo,
            |next: &mut [(bool, u64)]| {
                // Winner: the longest way into a lost position; loser: the shortest of all moves.
                let to_lost = next.iter().filter(|&&(w, _)| !w).map(|&(_, s)| s + 1).max();
                match to_lost {
                    Some(step) => (true, step),
                    None => (false, next.iter().map(|&(_, s)| s + 1).min().unwrap_or(0)),
                }
            },
        )
    }

    /// The step count of `p`.
    ///
    /// # Panics
    /// As [`search`](StepSearch::search).
    ///
    /// # Complexity
    /// As [`search`](StepSearch::search).
    pub fn step(&mut self, p: &P) -> u64 {
        self.search(p).1
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game_search::GameSearch;

    #[test]
    fn nim_heaps_have_step_one() {
        // A non-empty Nim heap is won by taking it all at once (the only move to a loss).
        let mut s = StepSearch::new(|&n: &u32| (0..n).collect::<Vec<u32>>());
        assert_eq!(s.step(&0), 0);
        for n in 1..30 {
            assert_eq!(s.search(&n), (true, 1));
        }
    }

    #[test]
    fn step_parity_is_the_outcome() {
        // Subtraction game {1, 2, 5}: compare parity with the plain normal-play search.
        let rules = |&n: &u32| {
            [1, 2, 5]
                .iter()
                .filter(|&&s| s <= n)
                .map(|&s| n - s)
                .collect::<Vec<u32>>()
        };
        let mut s = StepSearch::new(rules);
        let mut g = GameSearch::new(rules);
        for n in 0..200 {
            let (w, st) = s.search(&n);
            assert_eq!(w, g.first_player_wins(&n), "n={}", n);
            assert_eq!(st % 2 == 1, w, "n={}", n);
        }
    }

    #[test]
    fn combiner_cases() {
        assert!(first_player_wins(&[3, 2, 0]));
        assert!(!first_player_wins(&[4, 3, 1]));
        assert!(!first_player_wins(&[0, 0]));
    }

    #[test]
    fn long_plays_need_no_recursion_and_cycles_are_reported() {
        let mut s = StepSearch::new(|&n: &u32| if n > 0 { vec![n - 1] } else { vec![] });
        assert_eq!(s.search(&200_000), (false, 200_000));
        let r = std::panic::catch_unwind(|| {
            StepSearch::new(|&n: &u32| vec![(n + 1) % 3]).step(&0);
        });
        let e = r.expect_err("a cycle must stop the search");
        let msg = e.downcast_ref::<String>().cloned().unwrap_or_default();
        assert!(msg.contains("on a cycle"), "{}", msg);
    }
}
