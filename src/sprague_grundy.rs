//! # Sprague–Grundy and your own game: mex, Grundy tables from a move rule, exhaustive search
//!
//! - **Theorem** (Sprague–Grundy): in a finite impartial game a position equals a Nim heap of size
//!   `g(p) = mex { g(q) : p -> q }`; it is lost iff `g(p) = 0`; a sum has the XOR of the values.
//! - **Complexity:** `mex` O(k); tables O(n + moves); `GameSearch` one visit per position, one
//!   hash per move; win/lose queries stop at the first losing move.
//! - **Problems:** all, in their modules' tests (the brute-force twin of every closed form).
//! - **Status:** mex = sort-based mex on every list over 0..5 of length <= 5 and random long ones;
//!   Nim, misère Nim, split tables vs separate tables and GameSearch; a 10^6 chain; cycles named.
//!
//! [`grundy_table`] takes a one-heap rule (`x -> y < x`); [`grundy_table_by_value`] one whose
//! moves leave several heaps (the closure pushes each option's value, the XOR of its heaps).
//! Positions that are numbers `0..n` with moves in any direction: `numbered`. [`GameSearch`]
//! takes any position type (a bit mask, a tuple, a vector) and its move function: Grundy value,
//! normal and misère outcome (partizan games whose position records whose turn it is). A rule
//! whose plays can repeat a position is reported, with the position. Scores: `score_search`.
//!
//! References: Berlekamp, Conway, Guy, *Winning Ways*, ch. 4; Siegel, *Combinatorial Game
//! Theory*, IV.1.

use crate::memo_search::{search, Memo};
use std::hash::Hash;

/// Minimum excludant: the least non-negative integer not in `values`.
///
/// Linear: the values below 64 go into a bit mask; only when all of `0..64` occur are the values
/// reordered in place (each value `v < k` to index `v`), so a caller can reuse one buffer.
///
/// # Complexity
/// O(k) for k values, no allocation.
///
/// # Example
/// ```
/// let mut v = vec![3, 0, 1, 1];
/// assert_eq!(cgt::sprague_grundy::mex(&mut v), 2);
/// ```
pub fn mex(values: &mut [u32]) -> u32 {
    let low = values
        .iter()
        .filter(|&&v| v < 64)
        .fold(0u64, |m, &v| m | 1 << v);
    if low != u64::MAX {
        return (!low).trailing_zeros();
    }
    let k = values.len();
    for i in 0..k {
        // Each swap puts one value at its index for good, so the loops do at most k swaps.
        while (values[i] as usize) < k && values[values[i] as usize] != values[i] {
            let v = values[i] as usize;
            values.swap(i, v);
        }
    }
    let gap = values
        .iter()
        .enumerate()
        .position(|(i, &v)| v as usize != i);
    gap.unwrap_or(k) as u32
}

/// Grundy values `g(0), ..., g(n)` of a one-heap game.
///
/// `moves(x, out)` must push into `out` every position `y` reachable from `x` in one move; `out` is
/// empty on entry. Moves must strictly decrease the heap (`y < x`), which guarantees termination.
/// Moves that leave several heaps: [`grundy_table_by_value`]; moves in any direction: `numbered`.
///
/// # Constraints
/// `n < usize::MAX`; every pushed `y` satisfies `y < x`.
///
/// # Panics
/// If some move does not decrease the heap.
///
/// # Complexity
/// O(n + M) where M is the total number of moves; no allocation per position.
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
    let mut succ = Vec::new();
    grundy_table_by_value(n, |x, g, out| {
        succ.clear();
        moves(x, &mut succ);
        for &y in &succ {
            assert!(
                y < x,
                "grundy_table: move {} -> {} does not decrease the heap",
                x,
                y
            );
            out.push(g[y]);
        }
    })
}

/// Grundy values `g(0), ..., g(n)` of a one-heap game given by the values of its options:
/// `options(x, g, out)` pushes into `out` (empty on entry) the Grundy value of every option of
/// `x`, reading `g = [g(0), ..., g(x - 1)]`. A move that leaves several heaps `a, b, c, ...` (a
/// split) has the value `g[a] ^ g[b] ^ g[c] ^ ...`.
///
/// # Constraints
/// `n < usize::MAX`; options read only `g[..x]` (a move makes every heap smaller).
///
/// # Panics
/// If `n == usize::MAX`, or if the closure reads `g[y]` for `y >= x` (index out of bounds).
///
/// # Complexity
/// O(n + M) for M options in all; no allocation per position.
///
/// # Example
/// ```
/// // Split a heap into any number k >= 2 of equal heaps (k even: value 0; k odd: g(x / k)),
/// // or take one token.
/// let g = cgt::sprague_grundy::grundy_table_by_value(8, |x, g, out| {
///     if x > 0 {
///         out.push(g[x - 1]);
///     }
///     for k in (2..=x).filter(|k| x % k == 0) {
///         out.push(if k % 2 == 0 { 0 } else { g[x / k] });
///     }
/// });
/// assert_eq!(g, vec![0, 1, 2, 0, 1, 0, 1, 0, 1]);
/// ```
pub fn grundy_table_by_value<F>(n: usize, mut options: F) -> Vec<u32>
where
    F: FnMut(usize, &[u32], &mut Vec<u32>),
{
    assert!(n < usize::MAX, "grundy_table: n = usize::MAX is too large");
    let (mut g, mut vals) = (Vec::with_capacity(n + 1), Vec::new());
    for x in 0..=n {
        vals.clear();
        options(x, &g, &mut vals);
        g.push(mex(&mut vals));
    }
    g
}

/// The value of `p` in a game whose every play ends: `combine(values of p's moves)`, computed once
/// per position into `memo` by [`crate::memo_search::search`] (its own stack, so plays of any
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
/// let mut memo = cgt::memo_search::Memo::default();
/// let moves = |&n: &u32| (1..=2).filter(|&k| k <= n).map(|k| n - k).collect::<Vec<u32>>();
/// let longest = cgt::sprague_grundy::evaluate(&9, moves, &mut memo, |v: &mut [u32]| {
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
/// position may repeat along a play); it runs on [`crate::memo_search::search`]. A position may
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
/// outcome queries stop at the first move to a lost position.
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
    grundy: Memo<P, u32>,
    normal: Memo<P, bool>,
    misere: Memo<P, bool>,
}

impl<P: Clone + Eq + Hash + std::fmt::Debug, F: FnMut(&P) -> Vec<P>> GameSearch<P, F> {
    /// A search with empty memo tables.
    ///
    /// # Complexity
    /// O(1); nothing is searched until a query.
    pub fn new(moves: F) -> Self {
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
    /// let mut s = cgt::sprague_grundy::GameSearch::new(|&n: &u32| {
    ///     [1, 2].iter().filter(|&&k| k <= n).map(|&k| n - k).collect::<Vec<u32>>()
    /// });
    /// assert_eq!(s.grundy(&7), 1);
    /// ```
    pub fn grundy(&mut self, p: &P) -> u32 {
        evaluate(p, &mut self.moves, &mut self.grundy, mex)
    }

    /// Normal play: does the player to move from `p` win? Stops at the first losing option.
    ///
    /// # Panics
    /// As [`grundy`](GameSearch::grundy).
    ///
    /// # Complexity
    /// At most as [`grundy`](GameSearch::grundy), with its own memo table.
    pub fn first_player_wins(&mut self, p: &P) -> bool {
        self.outcome(p, false)
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
    /// let mut s = cgt::sprague_grundy::GameSearch::new(|&n: &u32| {
    ///     [1, 2].iter().filter(|&&k| k <= n).map(|&k| n - k).collect::<Vec<u32>>()
    /// });
    /// assert!(!s.misere_first_player_wins(&1));
    /// assert!(s.misere_first_player_wins(&2));
    /// ```
    pub fn misere_first_player_wins(&mut self, p: &P) -> bool {
        self.outcome(p, true)
    }

    /// Win or loss for the player to move; a position without moves is won iff `misere`.
    fn outcome(&mut self, p: &P, misere: bool) -> bool {
        let moves = &mut self.moves;
        let memo = if misere {
            &mut self.misere
        } else {
            &mut self.normal
        };
        let expand = |q: &P| (moves(q), ());
        let combine =
            |_: &(), _: &[()], v: &mut [bool]| v.contains(&false) || misere && v.is_empty();
        search(p, memo, expand, |q| (q, ()), combine, |_, &w| !w)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mex_small_cases() {
        assert_eq!(mex(&mut []), 0);
        assert_eq!(mex(&mut [1, 2]), 0);
        assert_eq!(mex(&mut [0, 0, 2]), 1);
        assert_eq!(mex(&mut [2, 1, 0]), 3);
    }

    /// The definition: sort, deduplicate, the first index whose value differs.
    fn sorted_mex(v: &[u32]) -> u32 {
        let mut w = v.to_vec();
        w.sort_unstable();
        w.dedup();
        w.iter()
            .enumerate()
            .position(|(i, &x)| x as usize != i)
            .unwrap_or(w.len()) as u32
    }

    #[test]
    fn mex_matches_the_definition() {
        // Every list over 0..=5 of length <= 5.
        for len in 0..=5u32 {
            for code in 0..6u32.pow(len) {
                let v: Vec<u32> = (0..len).map(|i| code / 6u32.pow(i) % 6).collect();
                assert_eq!(mex(&mut v.clone()), sorted_mex(&v), "{:?}", v);
            }
        }
        // Long lists that hold all of 0..64 (the in-place route), shuffled, with repeats and gaps.
        let mut rng = crate::rng::XorShift::new(7);
        for round in 0..2000 {
            let top = 64 + rng.below(80) as u32;
            let mut v: Vec<u32> = (0..top).filter(|&x| x < 64 || rng.below(9) > 0).collect();
            for _ in 0..rng.below(40) {
                v.push(rng.below(200) as u32);
            }
            for i in (1..v.len()).rev() {
                v.swap(i, rng.below(i as u64 + 1) as usize);
            }
            assert_eq!(mex(&mut v.clone()), sorted_mex(&v), "round {}", round);
        }
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

    /// Split into k >= 2 equal heaps or take one: the table by value = GameSearch on the multiset
    /// of heaps (a sum), for every heap <= 24.
    #[test]
    fn table_by_value_matches_search_on_sums() {
        let g = grundy_table_by_value(24, |x, g, out| {
            out.extend(g[..x].last());
            for k in (2..=x).filter(|k| x % k == 0) {
                out.push((0..k).fold(0, |acc, _| acc ^ g[x / k]));
            }
        });
        let mut s = GameSearch::new(|heaps: &Vec<usize>| {
            let mut next = Vec::new();
            for (i, &x) in heaps.iter().enumerate() {
                let rest = || {
                    heaps
                        .iter()
                        .enumerate()
                        .filter(move |&(j, _)| j != i)
                        .map(|(_, &h)| h)
                };
                let mut take: Vec<usize> = rest().chain((x > 1).then(|| x - 1)).collect();
                take.sort_unstable();
                next.push(take);
                for k in (2..=x).filter(|k| x % k == 0) {
                    let mut split: Vec<usize> = rest().chain((0..k).map(|_| x / k)).collect();
                    split.sort_unstable();
                    next.push(split);
                }
            }
            next
        });
        for (x, &v) in g.iter().enumerate() {
            let start = if x == 0 { vec![] } else { vec![x] };
            assert_eq!(s.grundy(&start), v, "heap {}", x);
        }
    }

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

    /// The outcome queries stop at the first losing option, exactly as a hand-written recursion
    /// `moves.any(|q| !wins(q))` does: on the multiplication game (start at 1, multiply by 2..=9,
    /// a product >= n loses) both expand the same positions, fewer than `grundy` (all of them).
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
            let all = (s.grundy(&1) != 0, s.grundy.len());
            let mut memo = std::collections::HashMap::new();
            assert_eq!(w, wins(1, n, &mut memo));
            assert_eq!(w, all.0);
            assert_eq!(expanded - all.1, memo.len(), "n = {}", n);
            assert!(n < 1000 || memo.len() < all.1, "n = {}", n);
        }
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
