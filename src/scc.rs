//! # Strongly connected components without recursion
//!
//! - **Method:** Tarjan's algorithm with an explicit stack of (vertex, next move) frames, on
//!   [`crate::adjacency::Lists`].
//! - **Complexity:** O(V + E).
//! - **Problems:** luogu-p6560 (through `graph_rounds`).
//! - **Status:** same component iff mutually reachable (transitive closure), and every edge into
//!   a component numbered no higher, on every digraph with <= 3 vertices and 500 random ones
//!   with <= 9; a path and a cycle of 10^6 vertices.
//!
//! Components are numbered in the order the search completes them, which is a reverse
//! topological order of the condensation: a game solved component by component in that order
//! meets only final labels when a move leaves the current component.
//!
//! References: Tarjan, *Depth-first search and linear graph algorithms*, SIAM J. Comput. 1
//! (1972).

use crate::adjacency;

/// Moved to [`adjacency`] on 2026-11-26; the old path keeps working.
pub use crate::adjacency::Lists;

/// The strongly connected components of the digraph with moves `moves.get(v)` from each vertex
/// `v`: `comp[v]`, numbered so that every move leads to a component numbered no higher, and the
/// vertices in the order they leave the search's stack (each component a contiguous run, the
/// runs in component order).
///
/// # Constraints
/// Moves lead to vertices `< n`, `n` the number of keys of `moves`.
///
/// # Panics
/// If a move leads out of range.
///
/// # Complexity
/// O(V + E), no recursion.
///
/// # Example
/// ```
/// use cgt::adjacency::Lists;
/// use cgt::scc::components;
/// // 0 -> 1 <-> 2 -> 3: {1, 2} completes after {3} and before {0}.
/// let g = Lists::new(4, [(0, 1), (1, 2), (2, 1), (2, 3)].into_iter());
/// let (comp, order) = components(&g);
/// assert_eq!(comp, [2, 1, 1, 0]);
/// assert_eq!(order, [3, 2, 1, 0]);
/// ```
pub fn components(moves: &adjacency::Lists) -> (Vec<u32>, Vec<usize>) {
    let n = moves.start.len() - 1;
    const NONE: u32 = u32::MAX;
    // index: discovery number; low: the least index reachable through the search tree below
    // and one further move to a vertex still on the stack.
    let (mut index, mut low, mut comp) = (vec![NONE; n], vec![0u32; n], vec![NONE; n]);
    let (mut stack, mut calls, mut order) = (Vec::new(), Vec::new(), Vec::with_capacity(n));
    let (mut next, mut comps) = (0, 0);
    for root in 0..n {
        if index[root] != NONE {
            continue;
        }
        index[root] = next;
        low[root] = next;
        next += 1;
        stack.push(root);
        calls.push((root, 0));
        while let Some(&mut (v, ref mut i)) = calls.last_mut() {
            if let Some(&w) = moves.get(v).get(*i) {
                let w = w as usize;
                *i += 1;
                if index[w] == NONE {
                    index[w] = next;
                    low[w] = next;
                    next += 1;
                    stack.push(w);
                    calls.push((w, 0));
                } else if comp[w] == NONE {
                    // Still on the stack: in v's component or an ancestor's.
                    low[v] = low[v].min(index[w]);
                }
                continue;
            }
            calls.pop();
            if let Some(&(p, _)) = calls.last() {
                low[p] = low[p].min(low[v]);
            }
            if low[v] == index[v] {
                while let Some(w) = stack.pop() {
                    comp[w] = comps;
                    order.push(w);
                    if w == v {
                        break;
                    }
                }
                comps += 1;
            }
        }
    }
    (comp, order)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::XorShift;

    fn check(n: usize, edges: &[(usize, usize)]) {
        let (comp, order) = components(&Lists::new(n, edges.iter().copied()));
        // reach[a][b]: b is reachable from a (Warshall's closure).
        let mut reach = vec![vec![false; n]; n];
        for (a, row) in reach.iter_mut().enumerate() {
            row[a] = true;
        }
        for &(a, b) in edges {
            reach[a][b] = true;
        }
        for k in 0..n {
            for a in 0..n {
                for b in 0..n {
                    reach[a][b] |= reach[a][k] && reach[k][b];
                }
            }
        }
        for a in 0..n {
            for b in 0..n {
                let same = reach[a][b] && reach[b][a];
                assert_eq!(comp[a] == comp[b], same, "{} and {} in {:?}", a, b, edges);
            }
        }
        assert!(
            edges.iter().all(|&(a, b)| comp[b] <= comp[a]),
            "{:?}",
            edges
        );
        let runs: Vec<u32> = order.iter().map(|&v| comp[v]).collect();
        assert!(runs.windows(2).all(|w| w[0] <= w[1]), "{:?}", edges);
        assert_eq!(order.len(), n);
    }

    #[test]
    fn components_are_mutual_reachability_in_reverse_topological_order() {
        for n in 1..=3 {
            for edges in crate::graph_game::every_digraph(n) {
                check(n, &edges);
            }
        }
        let mut rng = XorShift::new(1972);
        for _ in 0..500 {
            let n = 1 + rng.below(9) as usize;
            let m = rng.below(3 * n as u64) as usize;
            let mut pick = || rng.below(n as u64) as usize;
            let edges: Vec<_> = (0..m).map(|_| (pick(), pick())).collect();
            check(n, &edges);
        }
    }

    #[test]
    fn long_path_and_long_cycle_need_no_recursion() {
        let n = 1_000_000;
        let mut edges: Vec<_> = (1..n).map(|v| (v - 1, v)).collect();
        let (comp, _) = components(&Lists::new(n, edges.iter().copied()));
        assert!((0..n).all(|v| comp[v] as usize == n - 1 - v));
        edges.push((n - 1, 0));
        let (comp, _) = components(&Lists::new(n, edges.iter().copied()));
        assert!(comp.iter().all(|&c| c == 0));
    }
}
