//! # Vertex geography on a forest: every start in linear time
//!
//! - **Game:** players take turns moving a token to an unvisited neighbour; who cannot move loses.
//! - **Theorem:** the first player wins from `v` iff `v` is in every maximum matching (as in
//!   `matching_game`, O(E · sqrt(V))); on a forest a greedy matching and two passes settle each.
//! - **Complexity:** O(n), iterative: leaf peeling with XOR-linked neighbours, no adjacency lists.
//! - **Problems:** cf-1970c3 (any tree or forest instance of `matching_game::first_player_wins`).
//! - **Status:** = `matching_game` and a search of the game, every start: every forest <= 8 and
//!   tree <= 9 vertices (one per rooted shape, relabelled), 300 random forests <= 400 vertices.
//!
//! Peeling leaves lists every vertex after its children (each tree rooted where peeling ends).
//! Matching each vertex, children first, to its parent while both are free gives a maximum
//! matching. Some maximum matching misses `x` iff `x` is unmatched or a neighbour `w != x` of
//! `mate(x)` is missed (an alternating path moves the miss from `w` to `x`). If `mate(x)` is a
//! child, `w` is one of its children; if it is the parent, `w` is a sibling of `x` or the
//! grandparent. A child not matched to its parent has its mate below it, so one pass children
//! first settles every vertex not matched to its parent, then one pass parents first the rest.
//! `kids[v]`: some child of `v` not matched to `v` is missed.

/// For each start vertex of the forest with vertices `0..n` and undirected `edges`, whether the
/// player who moves first from it wins vertex geography (the start counts as visited).
///
/// # Constraints
/// `n <= 2^32 - 1`; endpoints in `0..n`; the edges form a forest (no cycle, self-loop or repeated
/// edge), in any order and orientation.
///
/// # Panics
/// If a constraint fails: "tree_geography: edge i = (u, v) has an endpoint outside 0..n",
/// "tree_geography: the edges do not form a forest".
///
/// # Complexity
/// O(n) time and memory; no recursion.
///
/// # Example
/// ```
/// use cgt::tree_geography::first_player_wins;
/// // A path 0 - 1 - 2 and a lone vertex 3: only the middle of the path wins.
/// assert_eq!(first_player_wins(4, &[(1, 0), (1, 2)]), vec![false, true, false, false]);
/// // A path of 4: a perfect matching, every start wins.
/// assert_eq!(first_player_wins(4, &[(0, 1), (2, 1), (3, 2)]), vec![true; 4]);
/// ```
pub fn first_player_wins(n: usize, edges: &[(usize, usize)]) -> Vec<bool> {
    assert!(n <= u32::MAX as usize, "tree_geography: n = {} too big", n);
    // link[v] = (number of v's unpeeled edges, XOR of their far ends).
    let mut link = vec![(0u32, 0u32); n];
    for (i, &(u, v)) in edges.iter().enumerate() {
        assert!(
            u < n && v < n,
            "tree_geography: edge {} = ({}, {}) has an endpoint outside 0..{}",
            i,
            u,
            v,
            n
        );
        link[u] = (link[u].0 + 1, link[u].1 ^ v as u32);
        link[v] = (link[v].0 + 1, link[v].1 ^ u as u32);
    }
    // Peel each leaf the scan meets, then walk up while the parent is a passed leaf.
    let (mut parent, mut order) = (vec![NONE; n], Vec::with_capacity(n));
    for i in 0..n {
        let mut v = i;
        while link[v].0 == 1 {
            let p = link[v].1 as usize;
            parent[v] = p;
            order.push(v);
            link[v].0 = 0;
            link[p] = (link[p].0 - 1, link[p].1 ^ v as u32);
            if p > i {
                break;
            }
            v = p;
        }
    }
    // Each peel takes one edge; a cycle's edges are never peeled.
    assert!(
        order.len() == edges.len(),
        "tree_geography: the edges do not form a forest"
    );
    order.extend((0..n).filter(|&v| parent[v] == NONE));
    let (mut mate, mut missed, mut kids) = (vec![NONE; n], vec![false; n], vec![false; n]);
    for &v in &order {
        let p = parent[v];
        if mate[v] == NONE && p != NONE && mate[p] == NONE {
            mate[v] = p;
            mate[p] = v;
        }
        if mate[v] == NONE {
            missed[v] = true;
        } else if mate[v] != p {
            missed[v] = kids[mate[v]];
        }
        if p != NONE && mate[v] != p {
            kids[p] |= missed[v];
        }
    }
    for &v in order.iter().rev() {
        let p = parent[v];
        if p != NONE && mate[v] == p {
            missed[v] = kids[p] || (parent[p] != NONE && missed[parent[p]]);
        }
    }
    missed.iter().map(|&m| !m).collect()
}

const NONE: usize = usize::MAX;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::matching_game::tests::search;
    use crate::rng::XorShift;
    use crate::tree::testing::{adjacency, below, canonical, parent_arrays, scramble};
    use std::collections::{HashMap, HashSet};

    /// `first_player_wins` against `matching_game::first_player_wins` (sides by a search of the
    /// forest) and, for `n <= 12`, against a search of the game from every start.
    fn check(n: usize, edges: &[(usize, usize)]) {
        let got = first_player_wins(n, edges);
        let adj = adjacency(n, edges);
        let mut left: Vec<Option<bool>> = vec![None; n];
        for s in 0..n {
            if left[s].is_none() {
                left[s] = Some(true);
                let mut stack = vec![s];
                while let Some(v) = stack.pop() {
                    for &u in &adj[v] {
                        if left[u].is_none() {
                            left[u] = left[v].map(|b| !b);
                            stack.push(u);
                        }
                    }
                }
            }
        }
        let left: Vec<bool> = left.into_iter().map(Option::unwrap).collect();
        let want = crate::matching_game::first_player_wins(&adj, &left);
        assert_eq!(got, want, "vs matching_game on {} vertices {:?}", n, edges);
        if n <= 12 {
            let mut memo = HashMap::new();
            for (v, &w) in got.iter().enumerate() {
                assert_eq!(
                    w,
                    search(&adj, v, 1 << v, &mut memo),
                    "{} of {:?}",
                    v,
                    edges
                );
            }
        }
    }

    /// The edges `(v, parent[v - 1])` of a parent array, without vertex 0 if `drop_root`
    /// (the forest of its subtrees), relabelled and shuffled.
    fn relabelled(
        parent: &[usize],
        drop_root: bool,
        rng: &mut XorShift,
    ) -> (usize, Vec<(usize, usize)>) {
        let skip = drop_root as usize;
        let edges: Vec<(usize, usize)> = (1..=parent.len())
            .filter(|&v| parent[v - 1] >= skip)
            .map(|v| (v - skip, parent[v - 1] - skip))
            .collect();
        let n = parent.len() + 1 - skip;
        (n, scramble(n, &edges, rng).0)
    }

    #[test]
    fn matches_matching_game_and_search_on_every_small_forest_shape() {
        // Each rooted shape on n <= 9 vertices once: the tree itself, and without its root the
        // forest of its subtrees (every forest on <= 8 vertices), each in three labellings.
        let mut rng = XorShift::new(2011);
        check(0, &[]);
        let mut shapes = 0;
        for n in 1..=9 {
            let mut seen = HashSet::new();
            for p in parent_arrays(n) {
                if !seen.insert(canonical(&p)) {
                    continue;
                }
                for _ in 0..3 {
                    for drop_root in [false, true] {
                        let (m, e) = relabelled(&p, drop_root, &mut rng);
                        check(m, &e);
                    }
                }
                shapes += 1;
            }
        }
        // Rooted trees on 1..=9 vertices (OEIS A000081).
        assert_eq!(shapes, 1 + 1 + 2 + 4 + 9 + 20 + 48 + 115 + 286);
    }

    #[test]
    fn matches_matching_game_on_random_forests() {
        let mut rng = XorShift::new(4617);
        for _ in 0..300 {
            let n = 1 + below(&mut rng, 400);
            // Random parents (deep or bushy), some vertices starting a new tree.
            let (spread, roots) = (1 + below(&mut rng, n), below(&mut rng, 4));
            let mut edges = Vec::new();
            for v in 1..n {
                if below(&mut rng, 16) >= roots {
                    edges.push((v, v - 1 - below(&mut rng, spread.min(v))));
                }
            }
            let (e, _) = scramble(n, &edges, &mut rng);
            check(n, &e);
        }
    }

    #[test]
    fn long_paths_stars_and_brooms_without_recursion() {
        // A path: perfect matching iff even; on an odd one the odd positions win.
        for n in [1_000_000, 1_000_001] {
            let path: Vec<(usize, usize)> = (1..n).map(|v| (v, v - 1)).collect();
            let wins = first_player_wins(n, &path);
            assert!((0..n).all(|v| wins[v] == (n % 2 == 0 || v % 2 == 1)));
        }
        // A star: only the centre wins (from 3 vertices on).
        let star: Vec<(usize, usize)> = (1..1000).map(|v| (0, v)).collect();
        let wins = first_player_wins(1000, &star);
        assert!(wins[0] && wins[1..].iter().all(|&w| !w));
        // A broom: a path 0..k, leaves on vertex 0; checked against matching_game.
        let k = 1000;
        let mut broom: Vec<(usize, usize)> = (1..k).map(|v| (v, v - 1)).collect();
        broom.extend((k..2 * k).map(|v| (0, v)));
        check(2 * k, &broom);
    }

    #[test]
    #[should_panic(expected = "tree_geography: the edges do not form a forest")]
    fn rejects_a_cycle() {
        first_player_wins(4, &[(3, 0), (0, 1), (1, 2), (2, 0)]);
    }

    #[test]
    #[should_panic(expected = "tree_geography: the edges do not form a forest")]
    fn rejects_a_repeated_edge() {
        first_player_wins(3, &[(0, 1), (1, 0)]);
    }

    #[test]
    #[should_panic(expected = "tree_geography: the edges do not form a forest")]
    fn rejects_a_self_loop() {
        first_player_wins(2, &[(1, 1)]);
    }

    #[test]
    #[should_panic(expected = "tree_geography: edge 1 = (1, 3) has an endpoint outside 0..3")]
    fn rejects_a_bad_vertex() {
        first_player_wins(3, &[(0, 1), (1, 3)]);
    }
}
