//! # Numbered states: Grundy values and win/lose with an array memo, as fast as an array DP
//!
//! - **Game:** positions `0..n` (`a * w + b`, a bit mask, ...), moves listed in any direction.
//! - **Method:** depth-first search with its own stack and array memos, a win/lose query stops
//!   at the first losing move; whole tables by a sweep. Scores: `score_search::NumberedScore`.
//! - **Complexity:** O(reached positions + their moves); no allocation per position.
//! - **Problems:** the general layer (`GameSearch` is the twin).
//! - **Status:** Grundy and win/lose (one position, all by the sweep) = GameSearch on every DAG of
//!   3 positions and 2000 random of <= 9 (there, too, `NumberedScore` = recursion); a 10^6 chain.
//!
//! Use it where a contestant would write an array DP by hand: the memo is a plain vector, the
//! moves of the positions on the current play share one buffer. A move that leaves a sum of
//! positions needs `GameSearch` (or [`crate::sprague_grundy::grundy_table_by_value`] for heaps).

use crate::sprague_grundy::mex;

/// Moved to [`score_search`](crate::score_search) on 2026-11-25; the old path keeps working.
pub use crate::score_search::NumberedScore;

/// Moved to [`graph_game`](crate::graph_game) on 2026-11-25; the old path keeps working.
pub use crate::graph_game::outcomes;

/// A memo entry: a value, or one of two codes no value takes (not searched yet; on the play).
pub(crate) trait Entry: Copy + PartialEq {
    const NEW: Self;
    const ON_PLAY: Self;
}

impl Entry for u32 {
    const NEW: u32 = u32::MAX;
    const ON_PLAY: u32 = u32::MAX - 1;
}

/// Win/lose memo entries (a Grundy memo's codes, so a sweep reads both alike): a move to a
/// lost position sets bit 0 of the mex mask.
const LOSE: u32 = 0;
const WIN: u32 = 1;

/// Memoised search over the positions `0..n`: `moves(x, out)` calls `out.push(y)` (or
/// `out.extend(ys)`) for every position `y` one move from `x`.
///
/// # Example
/// ```
/// use cgt::numbered::Numbered;
/// // Position x in 0..30: add 1 or 2; 30 or more is not a position (reaching 29 wins).
/// let mut s = Numbered::new(30, |x, out| out.extend((x + 1..=x + 2).filter(|&y| y < 30)));
/// assert_eq!(s.grundy(0), 2); // from 0: g(1) = 1, g(2) = 0
/// assert!(!s.first_player_wins(2));
/// ```
pub struct Numbered<F> {
    moves: F,
    walk: Walk<usize>,
    n: usize,
    grundy: Vec<u32>,
    wins: Vec<u32>,
    spill: Vec<u32>,
}

impl<F: FnMut(usize, &mut Moves)> Numbered<F> {
    /// A search over `0..n` with empty memos (each made by the first query of its kind).
    ///
    /// # Constraints
    /// `n < 2^32 - 2`.
    ///
    /// # Panics
    /// If `n` is too large.
    ///
    /// # Complexity
    /// O(1); each memo O(n) when made.
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
            grundy: Vec::new(),
            wins: Vec::new(),
            spill: Vec::new(),
        }
    }

    /// The Grundy value of `x`.
    ///
    /// # Constraints
    /// `x < n`; moves stay in `0..n`; every play ends.
    ///
    /// # Panics
    /// If a move leaves `0..n`, or a play repeats a position (the message names it).
    ///
    /// # Complexity
    /// Every position reachable from `x` and not yet known is expanded once.
    pub fn grundy(&mut self, x: usize) -> u32 {
        made(&mut self.grundy, self.n);
        let (f, moves) = (grundy_of(&mut self.spill), &mut self.moves);
        let mut expand = |x, succ: &mut Vec<usize>| moves(x, &mut Moves::list(x, succ));
        self.walk
            .run(x, &mut self.grundy, &mut expand, |&y| y, f, |_| false)
    }

    /// The Grundy values of all positions `0..n`: a sweep in the direction most moves point
    /// away from (so a position's moves are usually known when it is reached; a search from it
    /// otherwise), as fast as an array DP written in the right order.
    ///
    /// # Constraints
    /// As [`grundy`](Numbered::grundy), for every position.
    ///
    /// # Panics
    /// As [`grundy`](Numbered::grundy).
    ///
    /// # Complexity
    /// O(n + moves), each position expanded once, plus the moves of 64 sample positions.
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
        // All moves' values below 64: the mex from the mask.
        self.sweep(false, |low, other| {
            (!other).then(|| (!low).trailing_zeros())
        });
        &self.grundy
    }

    /// Normal play: does the player to move at `x` win? Stops at the first losing move.
    ///
    /// # Constraints
    /// As [`grundy`](Numbered::grundy).
    ///
    /// # Panics
    /// As [`grundy`](Numbered::grundy).
    ///
    /// # Complexity
    /// At most as [`grundy`](Numbered::grundy), with its own memo.
    pub fn first_player_wins(&mut self, x: usize) -> bool {
        made(&mut self.wins, self.n);
        let moves = &mut self.moves;
        let mut expand = |x, succ: &mut Vec<usize>| moves(x, &mut Moves::list(x, succ));
        let w = &mut self.wins;
        self.walk
            .run(x, w, &mut expand, |&y| y, wins_of, |w| w == LOSE)
            == WIN
    }

    /// Normal play at every position of `0..n` (`true`: the player to move wins), swept as
    /// [`all_grundy`](Numbered::all_grundy).
    ///
    /// # Constraints
    /// As [`all_grundy`](Numbered::all_grundy).
    ///
    /// # Panics
    /// As [`grundy`](Numbered::grundy).
    ///
    /// # Complexity
    /// As [`all_grundy`](Numbered::all_grundy).
    pub fn all_first_player_wins(&mut self) -> Vec<bool> {
        // A move to a lost position (value 0: bit 0) wins; all moves known to win lose.
        self.sweep(true, |low, other| match (low & 1, other) {
            (1, _) => Some(WIN),
            (_, false) => Some(LOSE),
            _ => None,
        });
        self.wins.iter().map(|&w| w == WIN).collect()
    }

    /// A sweep's search from `x`, kept out of the sweep's loop.
    #[inline(never)]
    fn search_from(&mut self, x: usize, wins: bool) {
        if wins {
            self.first_player_wins(x);
        } else {
            self.grundy(x);
        }
    }

    /// Every position into the Grundy memo (or, with `wins`, the win/lose memo), swept in the
    /// direction most of 64 sampled positions' moves point away from: `decide(mask of the moves'
    /// values below 64, whether a move's is unknown or above)` is the value, or `None` for a
    /// search from the position.
    fn sweep(&mut self, wins: bool, decide: impl Fn(u64, bool) -> Option<u32>) {
        let n = self.n;
        made(
            if wins {
                &mut self.wins
            } else {
                &mut self.grundy
            },
            n,
        );
        let down = self.walk.direction(n, &mut self.moves);
        for i in 0..n {
            let x = if down { i } else { n - 1 - i };
            let memo = if wins { &self.wins } else { &self.grundy };
            if memo[x] != u32::NEW {
                continue;
            }
            let mut out = Moves {
                x,
                sink: Sink::Memo(memo, 0, false),
            };
            (self.moves)(x, &mut out);
            let decided = match out.sink {
                Sink::Memo(_, low, other) => decide(low, other),
                Sink::List(_) => None,
            };
            match decided {
                Some(v) if wins => self.wins[x] = v,
                Some(v) => self.grundy[x] = v,
                None => self.search_from(x, wins),
            }
        }
    }
}

/// The moves of one position as [`Numbered`] reads them: listed for a search, or, in a sweep,
/// read straight into the value (the mex's bit mask; a move to a lost position).
pub struct Moves<'a> {
    x: usize,
    sink: Sink<'a>,
}

/// Where the moves go: a list; or a memo (Grundy values, or `LOSE` and `WIN`), the mask of the
/// moves' values below 64 and whether a move's value is unknown or above.
enum Sink<'a> {
    List(&'a mut Vec<usize>),
    Memo(&'a [u32], u64, bool),
}

impl<'a> Moves<'a> {
    fn list(x: usize, succ: &'a mut Vec<usize>) -> Self {
        let sink = Sink::List(succ);
        Moves { x, sink }
    }

    /// A move from `x` to `y`.
    ///
    /// # Panics
    /// In a sweep, if `y` is outside `0..n` (a search checks it when it takes the move).
    #[inline]
    pub fn push(&mut self, y: usize) {
        match &mut self.sink {
            Sink::List(v) => v.push(y),
            Sink::Memo(g, low, other) => match g.get(y) {
                Some(&v) if v < 64 => *low |= 1 << v,
                Some(_) => *other = true,
                None => outside(self.x, y, g.len()),
            },
        }
    }

    /// Every move of `ys`, as [`push`](Moves::push).
    #[inline]
    pub fn extend<I: IntoIterator<Item = usize>>(&mut self, ys: I) {
        for y in ys {
            self.push(y);
        }
    }
}

#[cold]
fn outside(x: usize, y: usize, n: usize) -> ! {
    panic!("numbered: move {} -> {} outside 0..{}", x, y, n)
}

/// A memo of `n` positions not searched yet, made on first use.
fn made(memo: &mut Vec<u32>, n: usize) {
    if memo.len() != n {
        *memo = vec![u32::NEW; n];
    }
}

/// The Grundy value from the moves' values, or `None` while one is unknown.
fn grundy_of(spill: &mut Vec<u32>) -> impl FnMut(usize, &[usize], &[u32]) -> Option<u32> + '_ {
    move |_, succ, g| {
        spill.clear();
        spill.extend(succ.iter().map(|&y| g[y]));
        spill.iter().all(|&v| v < u32::ON_PLAY).then(|| mex(spill))
    }
}

/// Won as soon as a move is known to lose; lost once every move is known to win.
fn wins_of(_: usize, succ: &[usize], w: &[u32]) -> Option<u32> {
    let mut known = true;
    for &y in succ {
        match w[y] {
            LOSE => return Some(WIN),
            WIN => {}
            _ => known = false,
        }
    }
    known.then_some(LOSE)
}

/// The post-order search: the moves of the positions on the current play sit in `succ`, each
/// frame `(position, first move, next move)` owning the tail from its first move. The memo
/// `val` holds values and the codes `NEW` and `ON_PLAY`; `finish(x, moves, val)` is `x`'s value,
/// `None` while a move's value it needs is unknown.
pub(crate) struct Walk<M> {
    succ: Vec<M>,
    stack: Vec<(usize, usize, usize)>,
}

impl<M> Default for Walk<M> {
    fn default() -> Self {
        let (succ, stack) = (Vec::new(), Vec::new());
        Walk { succ, stack }
    }
}

impl<M> Walk<M> {
    /// The value of `root`; a move whose value makes `cut` true decides it (the moves after it
    /// are dropped).
    pub(crate) fn run<V: Entry>(
        &mut self,
        root: usize,
        val: &mut [V],
        moves: &mut impl FnMut(usize, &mut Vec<M>),
        to: impl Fn(&M) -> usize,
        mut finish: impl FnMut(usize, &[M], &[V]) -> Option<V>,
        cut: impl Fn(V) -> bool,
    ) -> V {
        let Walk { succ, stack } = self;
        let n = val.len();
        assert!(root < n, "numbered: position {} outside 0..{}", root, n);
        if val[root] != V::NEW {
            return val[root];
        }
        stack.clear();
        succ.clear();
        let mut open = |x: usize, val: &mut [V], succ: &mut Vec<M>, stack: &mut Vec<_>| {
            val[x] = V::ON_PLAY;
            stack.push((x, succ.len(), succ.len()));
            moves(x, succ);
        };
        open(root, val, succ, stack);
        while let Some(&(x, start, next)) = stack.last() {
            if let Some(m) = succ.get(next) {
                let y = to(m);
                assert!(y < n, "numbered: move {} -> {} outside 0..{}", x, y, n);
                stack.last_mut().expect("a frame").2 += 1;
                let v = val[y];
                if v == V::NEW {
                    open(y, val, succ, stack);
                } else if v == V::ON_PLAY {
                    panic!(
                        "numbered: position {} on a cycle (use graph_game::outcomes)",
                        y
                    );
                } else if cut(v) {
                    succ.truncate(next + 1);
                }
                continue;
            }
            let v =
                finish(x, &succ[start..], val).expect("every move of a finished position is known");
            val[x] = v;
            succ.truncate(start);
            stack.pop();
            if let Some(&(_, _, next)) = stack.last() {
                if cut(v) {
                    succ.truncate(next);
                }
            }
        }
        val[root]
    }
}

impl Walk<usize> {
    /// Whether most moves of 64 sampled positions go down (sweep upwards), or up.
    fn direction<F: FnMut(usize, &mut Moves)>(&mut self, n: usize, moves: &mut F) -> bool {
        let samples = n.min(64);
        let mut down = 0i64;
        for i in 0..samples {
            let x = if samples > 1 {
                i * (n - 1) / (samples - 1)
            } else {
                0
            };
            self.succ.clear();
            moves(x, &mut Moves::list(x, &mut self.succ));
            down += self
                .succ
                .iter()
                .map(|&y| (y < x) as i64 - (y > x) as i64)
                .sum::<i64>();
        }
        down >= 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game_search::GameSearch;
    use crate::graph_game::every_digraph;
    use crate::rng::XorShift;

    /// A random DAG on `n` positions: edges between distinct positions in a random order.
    fn random_dag(rng: &mut XorShift, n: usize) -> Vec<Vec<usize>> {
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

    /// Grundy values and outcomes = GameSearch, and scores = plain negamax, on every digraph of
    /// 3 positions without a cycle and 2000 random DAGs of <= 9 positions.
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
            let mut s = Numbered::new(n, |x, out| out.extend(adj[x].iter().copied()));
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
            // Ask in a random order, so that some answers come from earlier searches' memos.
            for x in (0..n).map(|i| (i * 5 + checked) % n) {
                assert_eq!(s.grundy(x), gs.grundy(&x), "{:?} at {}", adj, x);
                assert_eq!(s.first_player_wins(x), gs.first_player_wins(&x));
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

    #[test]
    fn long_chains_and_upward_moves() {
        // x -> x + 1 up to 10^6: a play of 10^6 moves without recursion; values alternate.
        let n = 1_000_001;
        let mut s = Numbered::new(n, |x, out| out.extend((x + 1 < n).then(|| x + 1)));
        assert_eq!(s.grundy(0), 0);
        assert!(s.first_player_wins(1));
    }

    #[test]
    #[should_panic(expected = "position 1 on a cycle")]
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
    #[should_panic(expected = "move 2 -> 4 outside 0..3")]
    fn moves_outside_are_reported_by_the_sweep() {
        let mut s = Numbered::new(3, |x, out| out.extend((x == 2).then_some(4)));
        s.all_grundy();
    }
}
