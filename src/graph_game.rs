//! # Games on explicit graphs: Grundy values of a DAG, win/lose/draw with cycles
//!
//! - **Game:** a token on a vertex of a digraph; a move follows an out-edge; no move: a loss.
//! - **Method:** DAG: mex over out-neighbours in reverse topological order. Cycles: retrograde
//!   analysis from the lost positions; a vertex never labelled is a draw (play goes on forever).
//! - **Complexity:** O(V + E) both.
//! - **Problems:** atcoder-abc209-e, cf-786a (implicit graph); many rounds: `graph_rounds`.
//! - **Status:** = bounded minimax (outcome, length, best moves) on all digraphs of <= 3 vertices,
//!   3000 of <= 7; DAGs = GameSearch on 500 of <= 9, = the mex on 60 dense ones of <= 120.
//!
//! Retrograde analysis: the lost vertices (no move, or declared lost: the opponent has just won)
//! go into a FIFO queue. A popped lost vertex makes each unlabelled predecessor won; a popped won
//! vertex decrements each unlabelled predecessor's count of moves not yet known to lose, which is
//! lost at 0. In FIFO order the length of play (moves until the mover of a lost vertex is stuck)
//! comes out right: the winner takes the fastest win, the loser the slowest loss. Ties are never
//! broken by the order: a won vertex's length is 1 + the least length of its lost successors.
//!
//! References: the retrograde analysis of endgame tables (Ströhlein 1970, Thompson 1986);
//! Siegel, *Combinatorial Game Theory*, I.3 (loopy impartial games, draws).

use crate::adjacency::Lists;
use crate::sprague_grundy::mex;

/// The result for the player to move at a vertex.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Win,
    Lose,
    Draw,
}

/// Grundy values of a DAG given by its out-neighbour lists (`adj[v]`: the vertices one move from
/// `v`), computed without recursion.
///
/// # Constraints
/// Every neighbour `< adj.len()`; no cycle (a self-loop is a cycle).
///
/// # Panics
/// If a neighbour is out of range, or on a cycle (naming a vertex on it).
///
/// # Complexity
/// O(V + E).
///
/// # Example
/// ```
/// // 0 -> 1 -> 2, 0 -> 2: g(2) = 0, g(1) = 1, g(0) = mex{1, 0} = 2.
/// assert_eq!(cgt::graph_game::dag_grundy(&[vec![1, 2], vec![2], vec![]]), vec![2, 1, 0]);
/// ```
pub fn dag_grundy(adj: &[Vec<usize>]) -> Vec<u32> {
    const NEW: u32 = u32::MAX; // not visited
    const OPEN: u32 = u32::MAX - 1; // on the DFS stack
    let mut g = vec![NEW; adj.len()];
    let (mut stack, mut values) = (Vec::new(), Vec::new());
    for root in 0..adj.len() {
        if g[root] != NEW {
            continue;
        }
        // Iterative DFS: (vertex, next neighbour index); a vertex gets its value when all of its
        // neighbours have theirs.
        g[root] = OPEN;
        stack.push((root, 0));
        while let Some(&mut (v, ref mut i)) = stack.last_mut() {
            if let Some(&u) = adj[v].get(*i) {
                *i += 1;
                match g[u] {
                    NEW => {
                        g[u] = OPEN;
                        stack.push((u, 0));
                    }
                    OPEN => panic!("dag_grundy: vertex {} is on a cycle", u),
                    _ => {}
                }
            } else {
                values.clear();
                values.extend(adj[v].iter().map(|&u| g[u]));
                g[v] = mex(&mut values);
                stack.pop();
            }
        }
    }
    g
}

/// A digraph stored for retrograde analysis: each vertex's out-degree and its predecessors.
///
/// # Example
/// ```
/// use cgt::graph_game::{Digraph, Outcome::*, Retrograde};
/// // 0 -> 1 -> 2 (stuck), 3 <-> 4.
/// let g = Digraph::new(5, &[(0, 1), (1, 2), (3, 4), (4, 3)]);
/// let mut r = Retrograde::default();
/// g.solve(&mut r, &[]);
/// assert_eq!(r.outcome, [Lose, Win, Lose, Draw, Draw]);
/// assert_eq!(r.length[..3], [2, 1, 0]);
/// ```
pub struct Digraph {
    out_degree: Vec<u32>,
    /// Predecessors of each vertex, one per edge.
    pred: Lists,
}

impl Digraph {
    /// The digraph on `0..n` with the edges `(from, to)` (self-loops and repeats allowed: each
    /// edge is one move).
    ///
    /// # Constraints
    /// Endpoints `< n`, `n < 2^32`.
    ///
    /// # Panics
    /// If an endpoint is out of range.
    ///
    /// # Complexity
    /// O(V + E).
    pub fn new(n: usize, edges: &[(usize, usize)]) -> Self {
        let mut out_degree = vec![0u32; n];
        for &(a, b) in edges {
            assert!(
                a < n && b < n,
                "Digraph::new: edge ({}, {}) outside 0..{}",
                a,
                b,
                n
            );
            out_degree[a] += 1;
        }
        let pred = Lists::new(n, edges.iter().map(|&(a, b)| (b, a)));
        Digraph { out_degree, pred }
    }

    /// Retrograde analysis of this graph into `r`, with the vertices of `lost` lost for the
    /// player to move there (besides every vertex without a move).
    ///
    /// # Complexity
    /// O(V + E).
    pub fn solve(&self, r: &mut Retrograde, lost: &[usize]) {
        let p = &self.pred;
        r.solve(&self.out_degree, lost, |v| {
            p.get(v).iter().map(|&u| u as usize)
        });
    }
}

/// Retrograde analysis on any graph given by out-degrees and a predecessor function, with its
/// buffers kept between calls (many rounds on one graph: no allocation per round).
#[derive(Clone, Debug, Default)]
pub struct Retrograde {
    /// The result for the player to move at each vertex.
    pub outcome: Vec<Outcome>,
    /// Moves until the player to move at a lost vertex is stuck, under optimal play (the winner
    /// fastest, the loser slowest); 0 at lost vertices without a move or declared lost, and
    /// meaningless at draws.
    pub length: Vec<u32>,
    count: Vec<u32>,
    queue: Vec<usize>,
}

impl Retrograde {
    /// Labels the vertices `0..out_degree.len()`: `out_degree[v]` is the number of moves of `v`
    /// (each edge counted), `preds(v)` lists the tails of the edges into `v` (one per edge), and
    /// the vertices of `lost` are lost whatever their moves.
    ///
    /// # Constraints
    /// `preds` consistent with `out_degree`; vertices `< out_degree.len()`.
    ///
    /// # Panics
    /// If a vertex is out of range.
    ///
    /// # Complexity
    /// O(V + E).
    ///
    /// # Example
    /// ```
    /// use cgt::graph_game::{Outcome::*, Retrograde};
    /// // A circle of 4 with moves of 1 or 2 clockwise, vertex 0 declared lost.
    /// let mut r = Retrograde::default();
    /// r.solve(&[2; 4], &[0], |v| [(v + 3) % 4, (v + 2) % 4]);
    /// assert_eq!(r.outcome, [Lose, Lose, Win, Win]);
    /// ```
    pub fn solve<F, I>(&mut self, out_degree: &[u32], lost: &[usize], mut preds: F)
    where
        F: FnMut(usize) -> I,
        I: IntoIterator<Item = usize>,
    {
        let n = out_degree.len();
        self.outcome.clear();
        self.outcome.resize(n, Outcome::Draw);
        self.length.clear();
        self.length.resize(n, 0);
        self.count.clear();
        self.count.extend_from_slice(out_degree);
        self.queue.clear();
        let stuck = (0..n).filter(|&v| out_degree[v] == 0);
        for v in lost.iter().copied().chain(stuck) {
            if self.outcome[v] == Outcome::Draw {
                self.outcome[v] = Outcome::Lose;
                self.queue.push(v);
            }
        }
        let mut head = 0;
        while let Some(&v) = self.queue.get(head) {
            head += 1;
            let (won, len) = (self.outcome[v] == Outcome::Lose, self.length[v] + 1);
            for u in preds(v) {
                if self.outcome[u] != Outcome::Draw {
                    continue;
                }
                self.count[u] -= 1;
                if won || self.count[u] == 0 {
                    self.outcome[u] = if won { Outcome::Win } else { Outcome::Lose };
                    self.length[u] = len;
                    self.queue.push(u);
                }
            }
        }
    }

    /// The move to play from `x`, given `x`'s moves: from a won vertex, one to a lost vertex
    /// with the shortest play left, so the win comes in `length[x]` moves (a move to just any
    /// lost vertex may go round a cycle forever: a draw); from a lost vertex, the slowest loss;
    /// from a draw, one to a draw (every other move loses). `None` where the play is over (lost
    /// with length 0: no move, or declared lost).
    ///
    /// # Constraints
    /// `moves` are `x`'s moves in the game just solved.
    ///
    /// # Panics
    /// If `x` or a move is out of range, or no move fits `x`'s label (moves of another game).
    ///
    /// # Complexity
    /// O(moves of `x`).
    ///
    /// # Example
    /// ```
    /// use cgt::graph_game::{outcomes, Outcome::*};
    /// // 0: no move; 1 -> 0 or 2; 2 -> 1. Both moves of 1 go to lost vertices, but
    /// // 1 -> 2 -> 1 -> 2 ... never ends: the win is 1 -> 0.
    /// let moves = |x: usize| [vec![], vec![0, 2], vec![1]][x].clone();
    /// let r = outcomes(3, |x, out| out.extend(moves(x)));
    /// assert_eq!((&r.outcome[..], &r.length[..]), (&[Lose, Win, Lose][..], &[0, 1, 2][..]));
    /// assert_eq!(r.best_move(1, moves(1)), Some(0));
    /// assert_eq!(r.best_move(2, moves(2)), Some(1)); // lost: the slowest loss
    /// assert_eq!(r.best_move(0, moves(0)), None);
    /// ```
    pub fn best_move(&self, x: usize, moves: impl IntoIterator<Item = usize>) -> Option<usize> {
        let n = self.outcome.len();
        assert!(x < n, "best_move: vertex {} outside 0..{}", x, n);
        let (o, len) = (self.outcome[x], self.length[x]);
        if o == Outcome::Lose && len == 0 {
            return None;
        }
        let want = match o {
            Outcome::Win => Outcome::Lose,
            Outcome::Lose => Outcome::Win,
            Outcome::Draw => Outcome::Draw,
        };
        let fits = |y: usize| {
            assert!(y < n, "best_move: move {} -> {} outside 0..{}", x, y, n);
            self.outcome[y] == want && (o == Outcome::Draw || self.length[y] + 1 == len)
        };
        let y = moves.into_iter().find(|&y| fits(y));
        assert!(y.is_some(), "best_move: no move of {} fits its label", x);
        y
    }
}

/// Win, loss or draw (the play goes on forever) for the player to move at every position of
/// `0..n`, with the length of play, in a game whose plays may repeat positions: retrograde
/// analysis on the moves listed forward into a `Vec` (`out.push(y)` or `out.extend(ys)`; unlike
/// `numbered`'s `Moves`, `push` returns nothing: a `numbered` rule's `if out.push(y) { return; }`
/// becomes `out.push(y);`). Pass `&mut rule` to keep the rule for
/// [`Retrograde::best_move`].
///
/// # Constraints
/// Moves stay in `0..n`; `n < 2^32`.
///
/// # Panics
/// If a move leaves `0..n`.
///
/// # Complexity
/// O(n + moves), two `u32` per move in memory (the targets, then the predecessor lists).
///
/// # Example
/// ```
/// use cgt::graph_game::Outcome::*;
/// // A circle of 5: move 1 or 2 ahead; position 0 is lost for the player to move (no moves).
/// let r = cgt::graph_game::outcomes(5, |x, out| {
///     if x != 0 {
///         out.extend([(x + 1) % 5, (x + 2) % 5]);
///     }
/// });
/// assert_eq!(r.outcome, [Lose, Win, Lose, Win, Win]);
/// ```
pub fn outcomes(n: usize, mut moves: impl FnMut(usize, &mut Vec<usize>)) -> Retrograde {
    assert!(n < u32::MAX as usize, "outcomes: n = {} is too large", n);
    // The moves' targets in the order listed (one `u32` each), then the predecessor lists by a
    // counting sort on the targets: no list of (from, to) pairs.
    let (mut out_degree, mut heads, mut out) = (vec![0u32; n], Vec::new(), Vec::new());
    let mut start = vec![0u32; n + 1];
    for (x, degree) in out_degree.iter_mut().enumerate() {
        out.clear();
        moves(x, &mut out);
        *degree = out.len() as u32;
        for &y in &out {
            assert!(y < n, "outcomes: move {} -> {} outside 0..{}", x, y, n);
            start[y + 1] += 1;
            heads.push(y as u32);
        }
    }
    for y in 0..n {
        start[y + 1] += start[y];
    }
    let (mut fill, mut items, mut k) = (start.clone(), vec![0u32; heads.len()], 0);
    for (x, &degree) in out_degree.iter().enumerate() {
        for &y in &heads[k..k + degree as usize] {
            items[fill[y as usize] as usize] = x as u32;
            fill[y as usize] += 1;
        }
        k += degree as usize;
    }
    let pred = Lists { start, items };
    let mut r = Retrograde::default();
    Digraph { out_degree, pred }.solve(&mut r, &[]);
    r
}

/// Every digraph on the vertices `0..n`: each of the n² possible edges present or not.
#[cfg(test)]
pub(crate) fn every_digraph(n: usize) -> impl Iterator<Item = Vec<(usize, usize)>> {
    let all: Vec<(usize, usize)> = (0..n * n).map(|i| (i / n, i % n)).collect();
    let edges = move |mask: u32| {
        (0..n * n)
            .filter(|&i| mask >> i & 1 == 1)
            .map(|i| all[i])
            .collect()
    };
    (0u32..1 << (n * n)).map(edges)
}

#[cfg(test)]
mod tests {
    use super::Outcome::*;
    use super::*;
    use crate::game_search::GameSearch;
    use crate::rng::XorShift;

    /// Bounded minimax straight from the rules: the outcome within `d` moves (None: undecided),
    /// then the least `d` that decides it.
    fn brute(n: usize, edges: &[(usize, usize)], lost: &[usize]) -> Vec<(Outcome, u32)> {
        let succ = |v: usize| edges.iter().filter(move |e| e.0 == v).map(|e| e.1);
        let mut within: Vec<Vec<Option<Outcome>>> = Vec::new(); // within[d][v]
        for d in 0..=2 * n + 2 {
            let row = (0..n)
                .map(|v| {
                    if lost.contains(&v) || succ(v).next().is_none() {
                        Some(Lose)
                    } else if d == 0 {
                        None
                    } else if succ(v).any(|u| within[d - 1][u] == Some(Lose)) {
                        Some(Win)
                    } else if succ(v).all(|u| within[d - 1][u] == Some(Win)) {
                        Some(Lose)
                    } else {
                        None
                    }
                })
                .collect();
            within.push(row);
        }
        (0..n)
            .map(
                |v| match (0..within.len()).find(|&d| within[d][v].is_some()) {
                    Some(d) => (within[d][v].unwrap(), d as u32),
                    None => (Draw, 0),
                },
            )
            .collect()
    }

    fn check(n: usize, edges: &[(usize, usize)], lost: &[usize], r: &mut Retrograde) {
        Digraph::new(n, edges).solve(r, lost);
        let succ = |v: usize| edges.iter().filter(move |e| e.0 == v).map(|e| e.1);
        for (v, (o, len)) in brute(n, edges, lost).into_iter().enumerate() {
            // Both sides playing `best_move` from v: a decided play ends after `len` moves (the
            // minimax length), a draw goes on (2n + 2 moves, all between draws).
            let (mut at, mut moves) = (v, 0);
            while let Some(y) = r.best_move(at, succ(at)) {
                assert!(succ(at).any(|z| z == y));
                (at, moves) = (y, moves + 1);
                if moves > 2 * n + 2 {
                    break;
                }
            }
            match o {
                Draw => assert!(moves > 2 * n + 2 && r.outcome[at] == Draw),
                _ => assert_eq!(
                    moves as u32, len,
                    "play from {} of {:?}, lost {:?}",
                    v, edges, lost
                ),
            }
            assert_eq!(
                r.outcome[v], o,
                "vertex {} of {:?}, lost {:?}",
                v, edges, lost
            );
            if o != Draw {
                assert_eq!(
                    r.length[v], len,
                    "length at {} of {:?}, lost {:?}",
                    v, edges, lost
                );
            }
        }
    }

    #[test]
    fn retrograde_matches_minimax_on_every_small_digraph() {
        let mut r = Retrograde::default();
        for n in 1..=3 {
            for edges in every_digraph(n) {
                check(n, &edges, &[], &mut r);
                check(n, &edges, &[n - 1], &mut r);
            }
        }
    }

    #[test]
    fn retrograde_matches_minimax_on_random_digraphs() {
        let mut rng = XorShift::new(209);
        let mut r = Retrograde::default();
        for _ in 0..3000 {
            let n = 1 + rng.below(7) as usize;
            let m = rng.below(3 * n as u64 + 1) as usize;
            let edges: Vec<_> = (0..m)
                .map(|_| (rng.below(n as u64) as usize, rng.below(n as u64) as usize))
                .collect();
            let lost: Vec<usize> = (0..n).filter(|_| rng.below(5) == 0).collect();
            check(n, &edges, &lost, &mut r);
        }
    }

    #[test]
    fn dag_grundy_matches_search() {
        let mut rng = XorShift::new(17);
        for _ in 0..500 {
            let n = 1 + rng.below(9) as usize;
            // Edges go from a lower to a higher label, then the labels are shuffled.
            let mut label: Vec<usize> = (0..n).collect();
            rng.shuffle(&mut label);
            let mut adj = vec![Vec::new(); n];
            for a in 0..n {
                for b in a + 1..n {
                    if rng.below(3) == 0 {
                        adj[label[a]].push(label[b]);
                    }
                }
            }
            let g = dag_grundy(&adj);
            let mut s = GameSearch::new(|&v: &usize| adj[v].clone());
            for (v, &x) in g.iter().enumerate() {
                assert_eq!(x, s.grundy(&v), "vertex {} of {:?}", v, adj);
            }
        }
    }

    /// Dense random DAGs up to 120 vertices (values past 64, where the mex leaves its bit mask)
    /// = the mex by definition in topological order.
    #[test]
    fn dag_grundy_matches_the_definition_at_large_values() {
        let (mut rng, mut big) = (XorShift::new(18), false);
        for round in 0..60 {
            let n = 1 + rng.below(120) as usize;
            let mut label: Vec<usize> = (0..n).collect();
            rng.shuffle(&mut label);
            let keep = 1 + round % 4;
            let mut adj = vec![Vec::new(); n];
            for a in 0..n {
                for b in a + 1..n {
                    if rng.below(4) < keep {
                        adj[label[a]].push(label[b]);
                    }
                }
            }
            let mut want = vec![0u32; n];
            for a in (0..n).rev() {
                let vs: Vec<u32> = adj[label[a]].iter().map(|&u| want[u]).collect();
                want[label[a]] = (0..).find(|x| !vs.contains(x)).unwrap();
            }
            assert_eq!(dag_grundy(&adj), want, "round {}", round);
            big |= want.iter().any(|&v| v >= 64);
        }
        assert!(big);
    }

    #[test]
    fn dag_grundy_of_a_long_path_needs_no_recursion() {
        let n = 1_000_000;
        let adj: Vec<Vec<usize>> = (0..n)
            .map(|v| if v + 1 < n { vec![v + 1] } else { vec![] })
            .collect();
        let g = dag_grundy(&adj);
        assert!(g
            .iter()
            .enumerate()
            .all(|(v, &x)| x == ((n - 1 - v) % 2) as u32));
    }

    #[test]
    #[should_panic(expected = "on a cycle")]
    fn dag_grundy_rejects_a_cycle() {
        dag_grundy(&[vec![1], vec![2], vec![0]]);
    }

    #[test]
    #[should_panic(expected = "outside 0..3")]
    fn digraph_rejects_bad_edge() {
        Digraph::new(3, &[(0, 3)]);
    }

    /// `outcomes` (moves listed forward) = the retrograde analysis of the same digraph, every
    /// digraph of 3 vertices and 500 random ones of <= 8 (repeated edges and self-loops).
    #[test]
    fn outcomes_match_graph_game() {
        let mut rng = XorShift::new(786);
        let random: Vec<_> = (0..500)
            .map(|_| {
                let n = 1 + rng.below(8) as usize;
                let m = rng.below(3 * n as u64 + 1) as usize;
                let pick = |rng: &mut XorShift| rng.below(n as u64) as usize;
                (
                    n,
                    (0..m).map(|_| (pick(&mut rng), pick(&mut rng))).collect(),
                )
            })
            .collect();
        for (n, edges) in every_digraph(3).map(|e| (3, e)).chain(random) {
            let edges: Vec<(usize, usize)> = edges;
            let r = outcomes(n, |x, out| {
                out.extend(edges.iter().filter(|e| e.0 == x).map(|e| e.1))
            });
            let mut want = Retrograde::default();
            Digraph::new(n, &edges).solve(&mut want, &[]);
            assert_eq!(
                (r.outcome, r.length),
                (want.outcome, want.length),
                "{:?}",
                edges
            );
        }
    }

    #[test]
    #[should_panic(expected = "move 1 -> 3 outside 0..3")]
    fn outcomes_rejects_a_move_outside() {
        outcomes(3, |x, out| out.push(x * 3));
    }
}
