//! # Many rounds on one digraph: win/lose/draw with a target per round
//!
//! - **Game:** a token on a digraph; moving it onto the round's target wins, a player without a
//!   move loses, endless play is a draw.
//! - **Method:** components sinks first, 64 rounds at once as bit masks, swept until settled in
//!   the order one round's analysis labels them; what still changes: one analysis per round.
//! - **Complexity:** O((V + E) · ⌈Q / 64⌉), plus O(Q · E_c) for unsettled components.
//! - **Problems:** luogu-p6560.
//! - **Status:** = per-round `Retrograde` on all digraphs <= 3 vertices, 2000 random ones <= 8.
//!
//! A sweep applies the rule to each vertex of a component for all 64 rounds at once: lost where
//! every move reaches a won vertex (or at the round's target), won where some move reaches a lost
//! one. Labels only grow, to the least fixed point, which is the retrograde labels, and a round
//! a whole sweep leaves unchanged is settled. A cyclic component is swept in the order one
//! round's analysis labels it (by depth, successors first inside a depth: `sweep_order`), then
//! every 8 sweeps in the order of a round still changing (4 orders in all); the rounds still
//! changing then get their own analysis (E_c: the edges leaving those components' vertices).
//! A DAG settles in one sweep, a cycle `v -> v + 1, v + 2, ...` in a few, with or without a hub
//! every vertex moves to. The tests cover every digraph with <= 3 vertices and every target,
//! and 2000 random ones with <= 8 vertices and 150 rounds, by sweeps alone, by analyses per
//! round alone, and both mixed.
//!
//! References: `graph_game` (retrograde analysis), `scc` (Tarjan's components).

use crate::adjacency::Lists;
use crate::scc::components;

/// The result of each round `(x, y)` for the first player: the token starts on `x`, and moving it
/// onto `y` wins (edges `(from, to)`; self-loops and repeated edges allowed). `Some(true)`: the
/// first player wins, `Some(false)`: the second, `None`: neither (endless play).
///
/// # Constraints
/// Vertices `< n`, `n < 2^31`.
///
/// # Panics
/// If an edge or a round names a vertex outside `0..n`.
///
/// # Complexity
/// O((V + E) · ⌈Q / 64⌉), plus O(Q · E_c) for the components with a cycle that do not settle in
/// 8 sweeps (see the module docs).
///
/// # Example
/// ```
/// use cgt::graph_rounds::target_rounds;
/// // 0 -> 1 -> 2 and 3 <-> 4: from 0 the second player reaches 2, from 1 the first; 3 and 4
/// // can never reach 0.
/// let edges = [(0, 1), (1, 2), (3, 4), (4, 3)];
/// let answer = target_rounds(5, &edges, &[(0, 2), (1, 2), (3, 0)]);
/// assert_eq!(answer, [Some(false), Some(true), None]);
/// ```
pub fn target_rounds(
    n: usize,
    edges: &[(usize, usize)],
    rounds: &[(usize, usize)],
) -> Vec<Option<bool>> {
    with_sweeps(n, edges, rounds, 8)
}

/// `target_rounds` with `sweeps` sweeps per sweep order (4 orders) before the rounds of a cyclic
/// component still changing get an analysis each (the tests take both routes, and mixed). The
/// steps: check the input, renumber by components, then per batch of 64 rounds label the
/// components sinks first and read the answers.
fn with_sweeps(
    n: usize,
    edges: &[(usize, usize)],
    rounds: &[(usize, usize)],
    sweeps: usize,
) -> Vec<Option<bool>> {
    check_input(n, edges, rounds);
    let (id, members, g) = renumber(n, edges);
    let mut l = Labels {
        won: vec![0; n],
        lost: vec![0; n],
        target: vec![0; n],
    };
    let mut s = Scratch {
        state: vec![0; n],
        depth: vec![0; n],
        mark: vec![false; n],
        ..Scratch::default()
    };
    let mut answer = Vec::with_capacity(rounds.len());
    for batch in rounds.chunks(64) {
        for (r, &(_, y)) in batch.iter().enumerate() {
            l.target[id[y]] |= 1 << r;
        }
        for c in 0..members.start.len() - 1 {
            let vs = members.start[c] as usize..members.start[c + 1] as usize;
            let first = || {
                batch
                    .iter()
                    .position(|r| vs.contains(&id[r.1]))
                    .unwrap_or(0)
            };
            label_component(&g, vs.clone(), first, sweeps, batch.len(), &mut l, &mut s);
        }
        for (r, &(x, y)) in batch.iter().enumerate() {
            let (x, y) = (id[x], id[y]);
            let (w, lo) = (l.won[x] >> r & 1 == 1, l.lost[x] >> r & 1 == 1);
            answer.push((w || lo).then_some(w)); // None: a draw
            l.target[y] = 0;
        }
    }
    answer
}

/// The constraints of [`target_rounds`], with messages.
fn check_input(n: usize, edges: &[(usize, usize)], rounds: &[(usize, usize)]) {
    assert!(n < 1 << 31, "target_rounds: n = {} needs n < 2^31", n);
    assert!(
        edges.len() < 1 << 29,
        "target_rounds: needs fewer than 2^29 edges"
    );
    let bad = |&(a, b): &(usize, usize)| a >= n || b >= n;
    if let Some(e) = edges.iter().chain(rounds).find(|e| bad(e)) {
        panic!("target_rounds: {:?} names a vertex outside 0..{}", e, n);
    }
}

/// Renumbers the vertices in the order Tarjan's search completes them, so that a component is a
/// range `lo..hi` and every move leads to a component no later: the new number of each vertex,
/// the members of each component, and the graph renumbered.
fn renumber(n: usize, edges: &[(usize, usize)]) -> (Vec<usize>, Lists, Graph) {
    let (comp, order) = components(&Lists::new(n, edges.iter().copied()));
    let comps = comp.iter().max().map_or(0, |&c| c as usize + 1);
    let mut id = vec![0; n];
    for (i, &v) in order.iter().enumerate() {
        id[v] = i;
    }
    let edges: Vec<_> = edges.iter().map(|&(a, b)| (id[a], id[b])).collect();
    let comp: Vec<u32> = order.iter().map(|&v| comp[v]).collect();
    let members = Lists::new(comps, (0..n).map(|v| (comp[v] as usize, v)));
    // A component with a cycle walks its inner moves backwards and reads its exits' labels.
    let inner = |e: &&(usize, usize)| comp[e.0] == comp[e.1];
    let g = Graph {
        moves: Lists::new(n, edges.iter().copied()),
        pred: Lists::new(n, edges.iter().filter(inner).map(|&(a, b)| (b, a))),
        exits: Lists::new(n, edges.iter().filter(|e| !inner(e)).copied()),
    };
    (id, members, g)
}

/// The labels of a batch of up to 64 rounds, one bit per round: won and lost for the player to
/// move at each vertex, and the rounds whose target each vertex is.
struct Labels {
    won: Vec<u64>,
    lost: Vec<u64>,
    target: Vec<u64>,
}

/// Labels the component `vs` (every later component labelled) for the `rounds` rounds of the
/// batch: sweeps of the rule over all rounds at once, in the order one round's analysis labels
/// the component: the round `first()` (the first with its target inside), then after every
/// `sweeps` a round still changing (3 times); then an analysis per round still changing.
fn label_component(
    g: &Graph,
    vs: std::ops::Range<usize>,
    first: impl Fn() -> usize,
    sweeps: usize,
    rounds: usize,
    l: &mut Labels,
    s: &mut Scratch,
) {
    l.won[vs.clone()].fill(0);
    l.lost[vs.clone()].fill(0);
    let mask = !0u64 >> (64 - rounds);
    let cyclic = vs.len() > 1 || g.moves.get(vs.start).contains(&(vs.start as u32));
    s.order.clear();
    s.order.extend(Some(vs.start).filter(|_| !cyclic));
    let mut unsettled = !0u64;
    for pass in 0..if cyclic { 4 * sweeps } else { 1 } {
        if cyclic && pass % sweeps == 0 {
            let r0 = if pass == 0 {
                first()
            } else {
                unsettled.trailing_zeros() as usize
            };
            analyse(g, vs.clone(), r0, (&l.won, &l.lost, &l.target), s);
            sweep_order(g, vs.clone(), s);
        }
        unsettled = sweep(g, &s.order, mask, l);
        if unsettled == 0 {
            return;
        }
    }
    if !cyclic {
        return;
    }
    // Only the rounds the last sweep changed (the others are settled); the sweeps' labels are
    // part of every round's own, so they stay.
    for r in (0..rounds).filter(|r| unsettled >> r & 1 == 1) {
        analyse(g, vs.clone(), r, (&l.won, &l.lost, &l.target), s);
        for &u in &s.queue {
            let u = u as usize;
            *(if s.state[u] >= WON_MIN {
                &mut l.won[u]
            } else {
                &mut l.lost[u]
            }) |= 1 << r;
        }
    }
}

/// One sweep of the rule over the vertices `order`, all rounds of `mask` at once: a vertex is
/// lost if it is the target or every move is won, won if some move is lost. Returns the rounds
/// whose labels changed.
fn sweep(g: &Graph, order: &[usize], mask: u64, l: &mut Labels) -> u64 {
    let mut changed = 0;
    for &u in order {
        let (mut all_won, mut any_lost) = (!0u64, 0u64);
        for &x in g.moves.get(u) {
            all_won &= l.won[x as usize];
            any_lost |= l.lost[x as usize];
        }
        let lo = (l.target[u] | all_won) & mask;
        let w = !lo & any_lost & mask;
        changed |= (lo ^ l.lost[u]) | (w ^ l.won[u]);
        l.lost[u] = lo;
        l.won[u] = w;
    }
    changed
}

/// The moves of each vertex; the moves inside its component, reversed; the moves out of it.
struct Graph {
    moves: Lists,
    pred: Lists,
    exits: Lists,
}

/// Buffers of the per-round analyses, reused.
#[derive(Default)]
struct Scratch {
    state: Vec<u32>,
    depth: Vec<u32>,
    queue: Vec<u32>,
    order: Vec<usize>,
    mark: Vec<bool>,
    stack: Vec<(usize, usize)>,
}

// Per-round labels of a component with a cycle, one word per vertex: an open-move count (below
// 2^29), or LOST / WON minus at most E < 2^29 later decrements, so lost in [2^29, 2^30] and won
// from WON_MIN up.
const LOST: u32 = 1 << 30;
const WON: u32 = 3 << 30;
const WON_MIN: u32 = 1 << 31;

/// Retrograde analysis of round `r` on the component `vs`, whose exits are labelled in
/// `(won, lost, target)`: `s.state` gets its labels, `s.queue` the vertices it labels in the
/// order it does (the round's target and the vertices an exit decides first), `s.depth` their
/// distance from those. A lost vertex makes its unlabelled predecessors won, a won one takes an
/// open move from each, and a vertex left with none is lost.
fn analyse(
    g: &Graph,
    vs: std::ops::Range<usize>,
    r: usize,
    (won, lost, target): (&[u64], &[u64], &[u64]),
    s: &mut Scratch,
) {
    s.queue.clear();
    for u in vs {
        // Moves not known to reach a won vertex: all but the won exits (never 0: an inner move
        // is left).
        let mut open = g.moves.get(u).len() as u32;
        let mut wins = false;
        for &x in g.exits.get(u) {
            open -= (won[x as usize] >> r & 1) as u32;
            wins |= lost[x as usize] >> r & 1 == 1;
        }
        let t = target[u] >> r & 1 == 1;
        s.state[u] = if t { LOST } else { [open, WON][wins as usize] };
        if s.state[u] >= LOST {
            s.depth[u] = 0;
            s.queue.push(u as u32);
        }
    }
    let mut head = 0;
    while let Some(&v) = s.queue.get(head) {
        head += 1;
        let (v, d) = (v as usize, s.depth[v as usize] + 1);
        let v_won = s.state[v] >= WON_MIN;
        for &u in g.pred.get(v) {
            let u = u as usize;
            if v_won {
                s.state[u] -= 1;
                if s.state[u] != 0 {
                    continue;
                }
                s.state[u] = LOST;
            } else if s.state[u] < LOST / 2 {
                s.state[u] = WON; // (unlabelled)
            } else {
                continue;
            }
            s.depth[u] = d;
            s.queue.push(u as u32);
        }
    }
}

/// The sweep order of the cyclic component `vs` into `s.order`, from one round's analysis: the
/// vertices it labels by depth, inside a depth successors first as far as the moves among them
/// allow (a depth-first postorder), then the rest. Every round's labels spread backwards along
/// the moves like that round's (on a cycle `v -> v + 1, v + 2, ...`, down the cycle from any
/// target, whatever hubs the vertices also move to), so a vertex tends to come after the moves
/// that decide it.
fn sweep_order(g: &Graph, vs: std::ops::Range<usize>, s: &mut Scratch) {
    s.order.clear();
    vs.clone().for_each(|u| s.mark[u] = false);
    for i in 0..s.queue.len() {
        let root = s.queue[i] as usize;
        if s.mark[root] {
            continue;
        }
        s.mark[root] = true;
        s.stack.push((root, 0));
        while let Some(&mut (v, ref mut j)) = s.stack.last_mut() {
            if let Some(&w) = g.moves.get(v).get(*j) {
                *j += 1;
                let w = w as usize;
                let labelled = vs.contains(&w) && s.state[w] >= LOST / 2;
                if labelled && !s.mark[w] && s.depth[w] == s.depth[v] {
                    s.mark[w] = true;
                    s.stack.push((w, 0));
                }
            } else {
                s.stack.pop();
                s.order.push(v);
            }
        }
    }
    let mark = &s.mark;
    s.order.extend(vs.filter(|&u| !mark[u]));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph_game::{every_digraph, Digraph, Outcome, Retrograde};
    use crate::rng::XorShift;

    /// One retrograde analysis per round, the target declared lost.
    fn per_round(
        n: usize,
        edges: &[(usize, usize)],
        rounds: &[(usize, usize)],
    ) -> Vec<Option<bool>> {
        let (g, mut r) = (Digraph::new(n, edges), Retrograde::default());
        rounds
            .iter()
            .map(|&(x, y)| {
                g.solve(&mut r, &[y]);
                match r.outcome[x] {
                    Outcome::Win => Some(true),
                    Outcome::Lose => Some(false),
                    Outcome::Draw => None,
                }
            })
            .collect()
    }

    #[test]
    fn matches_per_round_retrograde_on_every_small_digraph() {
        for n in 1..=3 {
            // Every (start, target), start = target included.
            let rounds: Vec<_> = (0..n * n).map(|i| (i / n, i % n)).collect();
            for edges in every_digraph(n) {
                let expected = per_round(n, &edges, &rounds);
                for sweeps in [0, 1, 8] {
                    let got = with_sweeps(n, &edges, &rounds, sweeps);
                    assert_eq!(got, expected, "{:?}, {} sweeps", edges, sweeps);
                }
            }
        }
    }

    #[test]
    fn matches_per_round_retrograde_on_random_digraphs() {
        let mut rng = XorShift::new(6560);
        for _ in 0..2000 {
            let n = 1 + rng.below(8) as usize;
            let m = rng.below(3 * n as u64 + 1) as usize;
            let mut pick = || rng.below(n as u64) as usize;
            let edges: Vec<_> = (0..m).map(|_| (pick(), pick())).collect();
            // 150 rounds: three batches, the last one partial.
            let rounds: Vec<_> = (0..150).map(|_| (pick(), pick())).collect();
            let expected = per_round(n, &edges, &rounds);
            for sweeps in [0, 1, 2, 8] {
                let got = with_sweeps(n, &edges, &rounds, sweeps);
                assert_eq!(got, expected, "{:?}, {} sweeps", edges, sweeps);
            }
        }
    }

    #[test]
    fn long_path_and_long_cycle_need_no_recursion_either_route() {
        let n = 1_000_000;
        let path: Vec<_> = (1..n).map(|v| (v - 1, v)).collect();
        // On the path 0 -> 1 -> ... the player to move at v wins iff n - 1 - v is odd.
        let answer = target_rounds(n, &path, &[(0, n - 1), (1, n - 1), (0, 2)]);
        assert_eq!(answer, [Some(true), Some(false), Some(false)]);
        let mut cycle = path;
        cycle.push((n - 1, 0));
        for sweeps in [0, 8] {
            let answer = with_sweeps(n, &cycle, &[(0, n - 1), (0, 2), (n - 1, n - 2)], sweeps);
            assert_eq!(answer, [Some(true), Some(false), Some(true)]);
        }
    }

    #[test]
    #[should_panic(expected = "(0, 3) names a vertex outside 0..3")]
    fn rejects_a_vertex_out_of_range() {
        target_rounds(3, &[(0, 1)], &[(0, 3)]);
    }
}
