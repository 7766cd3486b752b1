//! # Sprague–Grundy values: mex, Grundy tables, exhaustive game search
//!
//! **Game.** Any finite impartial game: both players have the same moves, every play ends, and under
//! normal play the player who cannot move loses.
//!
//! **Theorem (Sprague–Grundy).** Every such position is equivalent to a Nim heap of size
//! `g(p) = mex { g(q) : q a move from p }` (mex = least non-negative integer not in the set). A
//! position is lost for the player to move iff `g(p) = 0`, and the value of a disjunctive sum (a move
//! is made in exactly one component) is the XOR of the components' values.
//!
//! **What is here.**
//! - [`mex`]: the minimum excludant of a list of values.
//! - [`grundy_table`]: `g(0..=n)` for a one-heap game given by a move rule (`x -> y < x`).
//! - [`GameSearch`]: memoised search straight from the rules over any position type: Grundy value,
//!   normal-play outcome and misère outcome. It is the brute-force twin every closed form in this
//!   library is tested against, and solutions may use it where no closed form exists.
//!
//! **Complexity.** `grundy_table`: O(n + total number of moves · log). `GameSearch`: one visit per
//! reachable position, each costing its number of moves (times the hashing of a position).
//!
//! **References.** Berlekamp, Conway, Guy, *Winning Ways*, ch. 4; Siegel, *Combinatorial Game
//! Theory*, IV.1.
//!
//! **Problems.** All of them, through their modules' tests.
//!
//! **Status:** `mex` and `grundy_table` tested against hand-computed tables (subtraction game {1, 3, 4},
//! Nim heap g(x) = x); `GameSearch` tested on Nim (g = XOR for all 3-heap positions with heaps <= 5) and
//! on misère Nim (every 3-heap position with heaps <= 5 against a separate bottom-up table).

use std::collections::HashMap;
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
    // After dedup the values are strictly increasing, so the first index whose value differs from
    // the index is the mex (every smaller index is present).
    values
        .iter()
        .enumerate()
        .find(|&(i, &v)| v != i as u32)
        .map_or(values.len() as u32, |(i, _)| i as u32)
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
pub fn grundy_table<F>(n: usize, mut moves: F) -> Vec<u32>
where
    F: FnMut(usize, &mut Vec<usize>),
{
    assert!(n < usize::MAX, "grundy_table: n = usize::MAX is too large");
    let mut g = Vec::with_capacity(n + 1);
    let mut succ = Vec::new();
    let mut vals = Vec::new();
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

/// Memoised exhaustive search over a game given by its move function.
///
/// `moves(p)` returns every position reachable from `p` in one move. The game must be finite (no
/// position repeats along a play); the search recurses once per move along a play, so keep it to
/// small games (tests, brute-force twins, tiny constraint boxes).
///
/// - [`grundy`](GameSearch::grundy): Sprague–Grundy value (impartial games, normal play).
/// - [`wins`](GameSearch::wins): normal play, the player to move wins. Also right for partizan
///   games if the position records whose turn it is.
/// - [`wins_misere`](GameSearch::wins_misere): misère play, the player who cannot move wins.
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
/// assert!(!s.wins(&(4, 4)));
/// assert!(!s.wins_misere(&(1, 0)));
/// ```
pub struct GameSearch<P, F> {
    moves: F,
    grundy: HashMap<P, u32>,
    normal: HashMap<P, bool>,
    misere: HashMap<P, bool>,
}

impl<P, F> GameSearch<P, F>
where
    P: Clone + Eq + Hash,
    F: FnMut(&P) -> Vec<P>,
{
    /// A search with empty memo tables.
    ///
    /// # Complexity
    /// O(1); nothing is searched until a query.
    pub fn new(moves: F) -> Self {
        GameSearch {
            moves,
            grundy: HashMap::new(),
            normal: HashMap::new(),
            misere: HashMap::new(),
        }
    }

    /// The moves from `p`, as the rules give them.
    ///
    /// # Complexity
    /// One call of the move function.
    ///
    /// # Example
    /// ```
    /// let mut s = cgt::sprague_grundy::GameSearch::new(|&n: &u32| (0..n).collect::<Vec<u32>>());
    /// assert_eq!(s.moves(&3), vec![0, 1, 2]);
    /// ```
    pub fn moves(&mut self, p: &P) -> Vec<P> {
        (self.moves)(p)
    }

    /// Grundy value of `p` under normal play.
    ///
    /// # Complexity
    /// Every position reachable from `p` is expanded once (the memo persists across queries);
    /// the recursion is as deep as the longest play from `p`.
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
        if let Some(&g) = self.grundy.get(p) {
            return g;
        }
        let next = (self.moves)(p);
        let mut vals: Vec<u32> = next.iter().map(|q| self.grundy(q)).collect();
        let g = mex(&mut vals);
        self.grundy.insert(p.clone(), g);
        g
    }

    /// Normal play: does the player to move from `p` win?
    ///
    /// # Complexity
    /// As [`grundy`](GameSearch::grundy), with its own memo table.
    ///
    /// # Example
    /// ```
    /// let mut s = cgt::sprague_grundy::GameSearch::new(|&n: &u32| {
    ///     [1, 2].iter().filter(|&&k| k <= n).map(|&k| n - k).collect::<Vec<u32>>()
    /// });
    /// assert!(!s.wins(&6));
    /// assert!(s.wins(&7));
    /// ```
    pub fn wins(&mut self, p: &P) -> bool {
        if let Some(&w) = self.normal.get(p) {
            return w;
        }
        let next = (self.moves)(p);
        let w = next.iter().any(|q| !self.wins(q));
        self.normal.insert(p.clone(), w);
        w
    }

    /// Misère play (the player who cannot move wins): does the player to move from `p` win?
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
    /// assert!(!s.wins_misere(&1));
    /// assert!(s.wins_misere(&2));
    /// ```
    pub fn wins_misere(&mut self, p: &P) -> bool {
        if let Some(&w) = self.misere.get(p) {
            return w;
        }
        let next = (self.moves)(p);
        let w = next.is_empty() || next.iter().any(|q| !self.wins_misere(q));
        self.misere.insert(p.clone(), w);
        w
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
                    assert_eq!(s.wins(&vec![a, b, c]), a ^ b ^ c != 0);
                }
            }
        }
    }

    #[test]
    fn misere_search_on_small_nim() {
        let mut s = GameSearch::new(|p: &Vec<u64>| crate::nim::moves(p));
        assert!(s.wins_misere(&vec![]));
        assert!(!s.wins_misere(&vec![1]));
        assert!(s.wins_misere(&vec![1, 1]));
        assert!(!s.wins_misere(&vec![1, 1, 1]));
        assert!(s.wins_misere(&vec![2]));
        assert!(!s.wins_misere(&vec![2, 2]));
    }

    /// `wins_misere` against a separate bottom-up table of misère Nim on three heaps <= 5 (the
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
                    let w = s.wins_misere(&vec![a as u64, b as u64, c as u64]);
                    assert_eq!(w, want, "{} {} {}", a, b, c);
                    lost += !w as usize;
                }
            }
        }
        // Both outcomes occur, and some with heaps above 1 are lost (not only the all-ones ones).
        assert!(lost > 0 && !win[2][2][0] && !win[1][2][3]);
    }
}
