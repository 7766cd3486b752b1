//! # The matching game on any graph: Edmonds' blossoms
//!
//! - **Game:** undirected vertex geography (`matching_game`) on a graph that need not be bipartite.
//! - **Theorem:** the first player from `v` wins iff `v` is in every maximum matching; `v` matched
//!   to `u` is missed by one iff `G - v` has an augmenting path from `u` once `uv` is dropped.
//! - **Complexity:** O(V) blossom searches of O(V³) each (a few hundred vertices).
//! - **Problems:** none yet (luogu-p4055 is bipartite: `matching_game`).
//! - **Status:** = search of the game from every start on all 2^15 graphs with 6 vertices and 300
//!   random graphs with 9.
//!
//! A maximum matching by augmenting paths from each free vertex (Edmonds' search contracts odd
//! cycles into their base), then one search per matched vertex.
//!
//! References: J. Edmonds, *Paths, trees, and flowers* (1965); the game: Fraenkel, Scheinerman,
//! Ullman, *Undirected edge geography*, TCS 112 (1993).

const NONE: usize = usize::MAX;

/// For each start vertex of any undirected graph, whether the player who moves first from it wins.
///
/// # Constraints
/// `adj` symmetric, no self-loops; a few hundred vertices (the time is O(V⁴) in the worst case).
///
/// # Panics
/// If a neighbour is out of range or a vertex lists itself.
///
/// # Complexity
/// O(V) blossom searches of O(V³) each.
///
/// # Example
/// ```
/// // A triangle: every vertex is missed by some maximum matching, so every start loses.
/// let tri = vec![vec![1, 2], vec![0, 2], vec![0, 1]];
/// assert_eq!(cgt::matching_blossom::first_player_wins(&tri), vec![false; 3]);
/// ```
pub fn first_player_wins(adj: &[Vec<usize>]) -> Vec<bool> {
    let n = adj.len();
    for (v, list) in adj.iter().enumerate() {
        assert!(
            list.iter().all(|&u| u < n && u != v),
            "matching_blossom::first_player_wins: bad neighbour of {}",
            v
        );
    }
    let mut mate = vec![NONE; n];
    for v in 0..n {
        if mate[v] == NONE {
            if let Some((end, parent)) = blossom_search(adj, &mate, v, NONE) {
                // Flip the augmenting path from its free end back to v.
                let mut w = end;
                while w != NONE {
                    let (pw, next) = (parent[w], mate[parent[w]]);
                    mate[w] = pw;
                    mate[pw] = w;
                    w = next;
                }
            }
        }
    }
    (0..n)
        .map(|v| {
            let u = mate[v];
            if u == NONE {
                return false;
            }
            let mut m = mate.clone();
            m[u] = NONE;
            m[v] = NONE;
            blossom_search(adj, &m, u, v).is_none()
        })
        .collect()
}

/// Edmonds' search for an augmenting path from the free vertex `root`, avoiding `skip`: the free
/// end of one and the parent links along it, or `None`. `base[x]` is the base of the blossom
/// holding `x`; odd vertices have a `parent`, even ones are the root and the mates of odd ones.
fn blossom_search(
    adj: &[Vec<usize>],
    mate: &[usize],
    root: usize,
    skip: usize,
) -> Option<(usize, Vec<usize>)> {
    let n = adj.len();
    let (mut parent, mut base, mut even) =
        (vec![NONE; n], (0..n).collect::<Vec<_>>(), vec![false; n]);
    let mut queue = vec![root];
    even[root] = true;
    let mut head = 0;
    while let Some(&v) = queue.get(head) {
        head += 1;
        for &u in adj[v].iter().filter(|&&u| u != skip) {
            if base[v] == base[u] || mate[v] == u {
                continue;
            }
            if u == root || mate[u] != NONE && parent[mate[u]] != NONE {
                // An odd cycle: contract the blossom into the base `b` of the two paths' meeting.
                let b = {
                    let mut seen = vec![false; n];
                    let mut a = v;
                    loop {
                        a = base[a];
                        seen[a] = true;
                        if mate[a] == NONE {
                            break;
                        }
                        a = parent[mate[a]];
                    }
                    let mut c = u;
                    while !seen[base[c]] {
                        c = parent[mate[base[c]]];
                    }
                    base[c]
                };
                let mut in_blossom = vec![false; n];
                for (mut x, mut child) in [(v, u), (u, v)] {
                    while base[x] != b {
                        in_blossom[base[x]] = true;
                        in_blossom[base[mate[x]]] = true;
                        parent[x] = child;
                        child = mate[x];
                        x = parent[mate[x]];
                    }
                }
                for x in 0..n {
                    if in_blossom[base[x]] {
                        base[x] = b;
                        if !even[x] {
                            even[x] = true;
                            queue.push(x);
                        }
                    }
                }
            } else if parent[u] == NONE {
                parent[u] = v;
                if mate[u] == NONE {
                    return Some((u, parent));
                }
                even[mate[u]] = true;
                queue.push(mate[u]);
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::matching_game::tests::search;
    use crate::rng::XorShift;
    use std::collections::HashMap;

    #[test]
    fn general_matches_search_on_every_graph_of_6_vertices() {
        let pairs: Vec<(usize, usize)> = (0..6)
            .flat_map(|a| (a + 1..6).map(move |b| (a, b)))
            .collect();
        let graph = |mask: u64, pairs: &[(usize, usize)], n: usize| {
            let mut adj = vec![Vec::new(); n];
            for (i, &(a, b)) in pairs.iter().enumerate() {
                if mask >> i & 1 == 1 {
                    adj[a].push(b);
                    adj[b].push(a);
                }
            }
            adj
        };
        for mask in 0u64..1 << pairs.len() {
            let adj = graph(mask, &pairs, 6);
            let mut memo = HashMap::new();
            let wins = first_player_wins(&adj);
            for (v, &w) in wins.iter().enumerate() {
                assert_eq!(
                    w,
                    search(&adj, v, 1 << v, &mut memo),
                    "start {} of {:?}",
                    v,
                    adj
                );
            }
        }
        let mut rng = XorShift::new(9);
        let pairs9: Vec<(usize, usize)> = (0..9)
            .flat_map(|a| (a + 1..9).map(move |b| (a, b)))
            .collect();
        for _ in 0..300 {
            let mask = rng.next_u64() & rng.next_u64(); // about a quarter of the 36 pairs
            let adj = graph(mask, &pairs9, 9);
            let mut memo = HashMap::new();
            for (v, &w) in first_player_wins(&adj).iter().enumerate() {
                assert_eq!(
                    w,
                    search(&adj, v, 1 << v, &mut memo),
                    "start {} of {:?}",
                    v,
                    adj
                );
            }
        }
    }
}
