//! # Many rounds on one digraph: win/lose/draw with a target per round
//!
//! - **Game:** a token on a digraph; moving it onto the round's target wins, a player without a
//!   move loses, endless play is a draw.
//! - **Method:** components sinks first, 64 rounds at once as bit masks, swept until settled; a
//!   cyclic one unsettled after 8 sweeps gets one retrograde analysis per round.
//! - **Complexity:** O((V + E) · ⌈Q / 64⌉), plus O(Q · E_c) for unsettled components.
//! - **Problems:** luogu-p6560.
//! - **Status:** = per-round `graph_game::Retrograde`, all digraphs <= 3 vertices, 2000 random.
//!
//! A sweep applies the rule to each vertex of a component for all 64 rounds at once: lost where
//! every move reaches a won vertex (or at the round's target), won where some move reaches a lost
//! one. Labels only grow, to the least fixed point, which is the retrograde labels. The vertices
//! go in an order that tends to put a vertex after the moves deciding it (`sweep_keys`); a DAG
//! settles in one sweep, a cycle `v -> v + 1, v + 2, ...` in a few. An order that fits no round
//! (a cycle whose vertices all move to one won hub) leaves the per-round cost, E_c the edges
//! leaving the unsettled components' vertices. The tests cover every digraph with <= 3 vertices
//! and every target, and 2000 random ones with <= 8 vertices and 150 rounds, by sweeps alone, by
//! analyses per round alone, and both mixed.
//!
//! References: `graph_game` (retrograde analysis), `scc` (Tarjan's components).

use crate::scc::{components, Lists};

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

/// `target_rounds`, a component with a cycle swept at most `sweeps` times before it falls back to
/// an analysis per round (the tests take both routes).
fn with_sweeps(
    n: usize,
    edges: &[(usize, usize)],
    rounds: &[(usize, usize)],
    sweeps: usize,
) -> Vec<Option<bool>> {
    assert!(n < 1 << 31, "target_rounds: n = {} needs n < 2^31", n);
    assert!(
        edges.len() < 1 << 29,
        "target_rounds: needs fewer than 2^29 edges"
    );
    let bad = |&(a, b): &(usize, usize)| a >= n || b >= n;
    if let Some(e) = edges.iter().chain(rounds).find(|e| bad(e)) {
        panic!("target_rounds: {:?} names a vertex outside 0..{}", e, n);
    }
    // Renumber the vertices in the order Tarjan's search completes them: a component is a range
    // `lo..hi`, and every move leads to a component no later.
    let (comp, order) = components(&Lists::new(n, edges.iter().copied()));
    let comps = comp.iter().max().map_or(0, |&c| c as usize + 1);
    let mut id = vec![0; n];
    for (i, &v) in order.iter().enumerate() {
        id[v] = i;
    }
    let edges: Vec<_> = edges.iter().map(|&(a, b)| (id[a], id[b])).collect();
    let comp: Vec<u32> = order.iter().map(|&v| comp[v]).collect();
    let members = Lists::new(comps, (0..n).map(|v| (comp[v] as usize, v)));
    let moves = Lists::new(n, edges.iter().copied());
    // A component with a cycle walks its inner moves backwards and reads its exits' labels.
    let inner = |e: &&(usize, usize)| comp[e.0] == comp[e.1];
    let pred = Lists::new(n, edges.iter().filter(inner).map(|&(a, b)| (b, a)));
    let exits = Lists::new(n, edges.iter().filter(|e| !inner(e)).copied());
    let (mut won, mut lost, mut target) = (vec![0u64; n], vec![0u64; n], vec![0u64; n]);
    let (mut state, mut queue) = (vec![0u32; n], Vec::new());
    // The sweep order (see `sweep_keys`), from a retrograde analysis without targets.
    for (v, s) in state.iter_mut().enumerate() {
        *s = moves.get(v).len() as u32;
        if *s == 0 {
            *s = LOST;
            queue.push(v as u32);
        }
    }
    let back = Lists::new(n, edges.iter().map(|&(a, b)| (b, a)));
    retrograde(&mut state, &mut queue, &back);
    let key = sweep_keys(&moves, &back, &queue);
    let mut sweep: Vec<usize> = (0..n).collect();
    for c in 0..comps {
        let range = members.start[c] as usize..members.start[c + 1] as usize;
        sweep[range].sort_by_key(|&v| key[v]);
    }
    let mut answer = Vec::with_capacity(rounds.len());
    for batch in rounds.chunks(64) {
        for (r, &(_, y)) in batch.iter().enumerate() {
            target[id[y]] |= 1 << r;
        }
        let mask = !0u64 >> (64 - batch.len());
        for c in 0..comps {
            let (lo, hi) = (members.start[c] as usize, members.start[c + 1] as usize);
            // Sweeps of the rule over all rounds at once; a component still changing after
            // `sweeps` of them gets an analysis per round.
            won[lo..hi].fill(0);
            lost[lo..hi].fill(0);
            let cyclic = hi - lo > 1 || moves.get(lo).contains(&(lo as u32));
            let mut changed = true;
            for _ in 0..if cyclic { sweeps } else { 1 } {
                changed = false;
                for &u in &sweep[lo..hi] {
                    let (mut all_won, mut any_lost) = (!0u64, 0u64);
                    for &s in moves.get(u) {
                        all_won &= won[s as usize];
                        any_lost |= lost[s as usize];
                    }
                    let l = (target[u] | all_won) & mask;
                    let w = !l & any_lost & mask;
                    changed |= (l, w) != (lost[u], won[u]);
                    lost[u] = l;
                    won[u] = w;
                }
                if !changed {
                    break;
                }
            }
            if !cyclic || !changed {
                continue;
            }
            won[lo..hi].fill(0);
            lost[lo..hi].fill(0);
            for r in 0..batch.len() {
                let bit = 1u64 << r;
                queue.clear();
                for u in lo..hi {
                    // Moves not known to reach a won vertex: all but the won exits (never 0: an
                    // inner move is left).
                    let mut open = moves.get(u).len() as u32;
                    let mut wins = false;
                    for &s in exits.get(u) {
                        open -= (won[s as usize] >> r & 1) as u32;
                        wins |= lost[s as usize] & bit != 0;
                    }
                    let t = target[u] & bit != 0;
                    state[u] = if t { LOST } else { [open, WON][wins as usize] };
                    if state[u] >= LOST {
                        queue.push(u as u32);
                    }
                }
                retrograde(&mut state, &mut queue, &pred);
                for &u in &queue {
                    let u = u as usize;
                    *(if state[u] >= WON_MIN {
                        &mut won[u]
                    } else {
                        &mut lost[u]
                    }) |= bit;
                }
            }
        }
        for (r, &(x, y)) in batch.iter().enumerate() {
            let (x, y) = (id[x], id[y]);
            let (w, l) = (won[x] >> r & 1 == 1, lost[x] >> r & 1 == 1);
            answer.push((w || l).then_some(w)); // None: a draw
            target[y] = 0;
        }
    }
    answer
}

// Per-round labels of a component with a cycle, one word per vertex: an open-move count (below
// 2^29), or LOST / WON minus at most E < 2^29 later decrements, so lost in [2^29, 2^30] and won
// from WON_MIN up.
const LOST: u32 = 1 << 30;
const WON: u32 = 3 << 30;
const WON_MIN: u32 = 1 << 31;

/// Sweep keys, in increasing order: first the vertices a retrograde analysis without targets
/// labels, in its order (`labelled`); then the others by breadth-first layers backwards from them
/// (a new search from each vertex not reached), inside a layer successors first as far as the
/// layer's own moves allow (a depth-first postorder). Labels spread backwards, so a vertex tends
/// to come after the moves that decide it, whichever round's target starts them (on a cycle
/// `v -> v + 1, v + 2, ...` the order runs down the cycle, however the moves are listed).
fn sweep_keys(moves: &Lists, back: &Lists, labelled: &[u32]) -> Vec<u64> {
    let n = back.start.len() - 1;
    let (mut layer, mut bfs) = (vec![u32::MAX; n], labelled.to_vec());
    bfs.iter().for_each(|&v| layer[v as usize] = 0);
    let (mut head, mut root) = (0, 0);
    while bfs.len() < n {
        if head == bfs.len() {
            root += layer[root..].iter().position(|&l| l == u32::MAX).unwrap();
            layer[root] = 1;
            bfs.push(root as u32);
        }
        let v = bfs[head] as usize;
        head += 1;
        for &u in back.get(v) {
            if layer[u as usize] == u32::MAX {
                layer[u as usize] = layer[v] + 1;
                bfs.push(u);
            }
        }
    }
    let mut key = vec![0u64; n];
    let mut done = vec![false; n];
    for (i, &v) in labelled.iter().enumerate() {
        key[v as usize] = i as u64;
        done[v as usize] = true;
    }
    let (mut post, mut stack) = (0u64, Vec::new());
    for &r in &bfs[labelled.len()..] {
        if done[r as usize] {
            continue;
        }
        done[r as usize] = true;
        stack.push((r as usize, 0));
        while let Some(&mut (v, ref mut i)) = stack.last_mut() {
            if let Some(&s) = moves.get(v).get(*i) {
                *i += 1;
                let s = s as usize;
                if !done[s] && layer[s] == layer[v] {
                    done[s] = true;
                    stack.push((s, 0));
                }
            } else {
                stack.pop();
                key[v] = (layer[v] as u64) << 32 | post;
                post += 1;
            }
        }
    }
    key
}

/// Retrograde analysis from the labelled vertices in `queue` (which ends holding every vertex it
/// labels): a lost vertex makes its unlabelled predecessors won, a won one takes an open move
/// from each, and a vertex left with none is lost.
fn retrograde(state: &mut [u32], queue: &mut Vec<u32>, pred: &Lists) {
    let mut head = 0;
    while let Some(&v) = queue.get(head) {
        head += 1;
        if state[v as usize] >= WON_MIN {
            for &u in pred.get(v as usize) {
                let u = u as usize;
                state[u] -= 1;
                if state[u] == 0 {
                    state[u] = LOST;
                    queue.push(u as u32);
                }
            }
        } else {
            for &u in pred.get(v as usize) {
                if state[u as usize] < LOST / 2 {
                    // Unlabelled.
                    state[u as usize] = WON;
                    queue.push(u);
                }
            }
        }
    }
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
