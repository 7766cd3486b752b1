//! # Sprague–Grundy and your own game: mex, Grundy tables from a move rule, exhaustive search
//!
//! - **Theorem** (Sprague–Grundy): in a finite impartial game a position equals a Nim heap of size
//!   `g(p) = mex { g(q) : p -> q }`; it is lost iff `g(p) = 0`; a sum has the XOR of the values.
//! - **Complexity:** `grundy_table` O(n + moves · log); `evaluate` and `GameSearch` one visit
//!   per position.
//! - **Problems:** all, in their modules' tests (the brute-force twin of every closed form).
//! - **Status:** hand-computed tables; Nim and misère Nim, 3 heaps <= 5, vs separate tables; a
//!   10^6-long chain without recursion; a cycle reported with a position on it.
//!
//! [`grundy_table`] takes a one-heap rule (`x -> y < x`): the subtraction game of any set, any
//! "your own rule" game on one number. [`GameSearch`] takes any position type and its move
//! function: Grundy value, normal and misère outcome (also partizan games whose position records
//! whose turn it is). A rule whose plays can repeat a position is reported, with the position.
//!
//! References: Berlekamp, Conway, Guy, *Winning Ways*, ch. 4; Siegel, *Combinatorial Game
//! Theory*, IV.1.

use std::collections::{HashMap, HashSet};
use std::hash::Hash;

/// Minimum excludant: the least non-negative integer not in `values`.
///
/// Sorts and deduplicates `values` in place (so a caller can reuse one buffer).
///
/// # Complexity
/// O(k log k) for k values.
///
/// # Example
/// ```
/// let mut v = vec![3, 0, 1, 1];
/// assert_eq!(cgt::sprague_grundy::mex(&mut v), 2);
/// ```
pub fn mex(values: &mut Vec<u32>) -> u32 {
    values.sort_unstable();
    values.dedup();
    // Strictly increasing now: the first index whose value differs from it is the mex.
    let gap = values.iter().enumerate().find(|&(i, &v)| v != i as u32);
    gap.map_or(values.len(), |(i, _)| i) as u32
}

/// Grundy values `g(0), ..., g(n)` of a one-heap game.
///
/// `moves(x, out)` must push into `out` every position `y` reachable from `x` in one move; `out` is
/// empty on entry. Moves must strictly decrease the heap (`y < x`), which guarantees termination.
///
/// # Constraints
/// `n < usize::MAX`; every pushed `y` satisfies `y < x`.
///
/// # Panics
/// If some move does not decrease the heap.
///
/// # Complexity
/// O(n + M log M) where M is the total number of moves.
///
/// # Example
/// ```
/// // Subtraction game S = {1, 3, 4}: period 7, values 0 1 0 1 2 3 2.
/// let g = cgt::sprague_grundy::grundy_table(6, |x, out| {
///     out.extend([1, 3, 4].iter().filter(|&&s| s <= x).map(|&s| x - s))
/// });
/// assert_eq!(g, vec![0, 1, 0, 1, 2, 3, 2]);
/// ```
pub fn grundy_table<F: FnMut(usize, &mut Vec<usize>)>(n: usize, mut moves: F) -> Vec<u32> {
    assert!(n < usize::MAX, "grundy_table: n = usize::MAX is too large");
    let (mut g, mut succ, mut vals) = (Vec::with_capacity(n + 1), Vec::new(), Vec::new());
    for x in 0..=n {
        succ.clear();
        moves(x, &mut succ);
        vals.clear();
        for &y in &succ {
            assert!(
                y < x,
                "grundy_table: move {} -> {} does not decrease the heap",
                x,
                y
            );
            vals.push(g[y]);
        }
        g.push(mex(&mut vals));
    }
    g
}

/// The value of `p` in a game whose every play ends: `combine(values of p's moves)`, computed once
/// per position into `memo` (post-order: a position after all its moves). The search keeps its own
/// stack, so plays of any length fit in memory; the positions on the stack form the current play,
/// so meeting one of them again is a cycle. [`GameSearch`] and `every_sg::StepSearch` run on it.
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
/// let mut memo = std::collections::HashMap::new();
/// let moves = |&n: &u32| (1..=2).filter(|&k| k <= n).map(|k| n - k).collect::<Vec<u32>>();
/// let longest = cgt::sprague_grundy::evaluate(&9, moves, &mut memo, |v: Vec<u32>| {
///     v.iter().map(|x| x + 1).max().unwrap_or(0)
/// });
/// assert_eq!(longest, 9);
/// ```
pub fn evaluate<P, V, F, C>(p: &P, mut moves: F, memo: &mut HashMap<P, V>, mut combine: C) -> V
where
    P: Clone + Eq + Hash + std::fmt::Debug,
    V: Clone,
    F: FnMut(&P) -> Vec<P>,
    C: FnMut(Vec<V>) -> V,
{
    if let Some(v) = memo.get(p) {
        return v.clone();
    }
    // Frames: (the moves of a position, how many of them are evaluated or under way, it).
    let mut stack = vec![(moves(p), 0, p.clone())];
    let mut on_play: HashSet<P> = std::iter::once(p.clone()).collect();
    while let Some((next, i, _)) = stack.last_mut() {
        if let Some(r) = next.get(*i).cloned() {
            *i += 1;
            if !memo.contains_key(&r) {
                // A play that repeats a position never ends: loopy games need retrograde analysis.
                assert!(
                    on_play.insert(r.clone()),
                    "GameSearch: position {:?} on a cycle",
                    r
                );
                stack.push((moves(&r), 0, r));
            }
            continue;
        }
        let (next, _, r) = stack.pop().expect("a frame");
        let v = combine(next.iter().map(|s| memo[s].clone()).collect());
        on_play.remove(&r);
        memo.insert(r, v);
    }
    memo[p].clone()
}

/// Memoised exhaustive search over a game given by its move function.
///
/// `moves(p)` returns every position reachable from `p` in one move. Every play must end (no
/// position may repeat along a play); see [`evaluate`], which it runs on.
///
/// - [`grundy`](GameSearch::grundy): Sprague–Grundy value (impartial games, normal play).
/// - [`first_player_wins`](GameSearch::first_player_wins): normal play. Also right for partizan
///   games if the position records whose turn it is.
/// - [`misere_first_player_wins`](GameSearch::misere_first_player_wins): misère play, the player
///   who cannot move wins.
///
/// # Complexity
/// Each reachable position is expanded once per query kind.
///
/// # Example
/// ```
/// use cgt::sprague_grundy::GameSearch;
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
    grundy: HashMap<P, u32>,
    normal: HashMap<P, bool>,
    misere: HashMap<P, bool>,
}

impl<P: Clone + Eq + Hash + std::fmt::Debug, F: FnMut(&P) -> Vec<P>> GameSearch<P, F> {
    /// A search with empty memo tables.
    ///
    /// # Complexity
    /// O(1); nothing is searched until a query.
    pub fn new(moves: F) -> Self {
        let (grundy, normal, misere) = (HashMap::new(), HashMap::new(), HashMap::new());
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
    /// let mut s = cgt::sprague_grundy::GameSearch::new(|&n: &u32| {
    ///     [1, 2].iter().filter(|&&k| k <= n).map(|&k| n - k).collect::<Vec<u32>>()
    /// });
    /// assert_eq!(s.grundy(&7), 1);
    /// ```
    pub fn grundy(&mut self, p: &P) -> u32 {
        evaluate(p, &mut self.moves, &mut self.grundy, |mut v| mex(&mut v))
    }

    /// Normal play: does the player to move from `p` win?
    ///
    /// # Panics
    /// As [`grundy`](GameSearch::grundy).
    ///
    /// # Complexity
    /// As [`grundy`](GameSearch::grundy), with its own memo table.
    pub fn first_player_wins(&mut self, p: &P) -> bool {
        evaluate(p, &mut self.moves, &mut self.normal, |v| v.contains(&false))
    }

    /// Misère play (the player who cannot move wins): does the player to move from `p` win?
    ///
    /// # Panics
    /// As [`grundy`](GameSearch::grundy).
    ///
    /// # Complexity
    /// As [`grundy`](GameSearch::grundy), with its own memo table.
    ///
    /// # Example
    /// ```
    /// // Misère subtraction game {1, 2}: the player facing n = 1 must take the last one and lose.
    /// let mut s = cgt::sprague_grundy::GameSearch::new(|&n: &u32| {
    ///     [1, 2].iter().filter(|&&k| k <= n).map(|&k| n - k).collect::<Vec<u32>>()
    /// });
    /// assert!(!s.misere_first_player_wins(&1));
    /// assert!(s.misere_first_player_wins(&2));
    /// ```
    pub fn misere_first_player_wins(&mut self, p: &P) -> bool {
        evaluate(p, &mut self.moves, &mut self.misere, |v| {
            v.is_empty() || v.contains(&false)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mex_small_cases() {
        assert_eq!(mex(&mut vec![]), 0);
        assert_eq!(mex(&mut vec![1, 2]), 0);
        assert_eq!(mex(&mut vec![0, 0, 2]), 1);
        assert_eq!(mex(&mut vec![2, 1, 0]), 3);
    }

    #[test]
    fn table_of_nim_heap_is_identity() {
        let g = grundy_table(40, |x, out| out.extend(0..x));
        assert_eq!(g, (0..=40).collect::<Vec<u32>>());
    }

    #[test]
    fn table_of_subtraction_1_3_4_has_period_7() {
        let g = grundy_table(70, |x, out| {
            out.extend([1, 3, 4].iter().filter(|&&s| s <= x).map(|&s| x - s))
        });
        let period = [0, 1, 0, 1, 2, 3, 2];
        for (x, &v) in g.iter().enumerate() {
            assert_eq!(v, period[x % 7], "x = {}", x);
        }
    }

    #[test]
    #[should_panic(expected = "does not decrease")]
    fn table_rejects_non_decreasing_moves() {
        grundy_table(3, |x, out| out.push(x));
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
