//! # The matching game: undirected vertex geography on a bipartite graph
//!
//! - **Game:** a token on a vertex; players alternately move it to an adjacent vertex never
//!   visited before (the start counts as visited); a player who cannot move loses.
//! - **Theorem:** the player who moves first from `v` wins iff `v` is in every maximum matching.
//! - **Complexity:** O(V · E) (augmenting paths, one search per vertex), then O(V + E).
//! - **Problems:** luogu-p4055.
//! - **Status:** = exhaustive search of the game for every start on all bipartite graphs with
//!   parts <= 3 x 3 and 400 random grids of <= 16 cells.
//!
//! Why: if a maximum matching `M` misses `v`, every move goes to a matched vertex (else `M` grows)
//! and the second player answers along `M`; if `v` is in every maximum matching, the first player
//! moves along one and wins the same way. The vertices some maximum matching misses: the unmatched
//! ones of one maximum matching, and `mate(w)` for every neighbour `w` of such a vertex (an
//! alternating path swaps the miss over), found by a search from the unmatched vertices.
//! The graph must be bipartite (`left[v]` says the side; edges join the two sides), like a grid
//! of cells coloured by the parity of `row + column`; `matching_blossom` takes any graph.
//!
//! References: Fraenkel, Scheinerman, Ullman, *Undirected edge geography*, TCS 112 (1993), which
//! also treats the vertex version; the Kőnig-style alternating-path argument above.

/// For each start vertex, whether the player who moves first from it wins.
///
/// # Constraints
/// `adj[v]` lists the neighbours of `v` (symmetric); `left[v]` gives a side, and every edge joins
/// the two sides.
///
/// # Panics
/// If a neighbour is out of range, the lists are not symmetric in size, or an edge stays on
/// one side.
///
/// # Complexity
/// O(V · E) time, O(V + E) memory; no recursion.
///
/// # Example
/// ```
/// // A path a - b - c: from b the first player wins (b is in every maximum matching).
/// let adj = vec![vec![1], vec![0, 2], vec![1]];
/// let wins = cgt::matching_game::first_player_wins(&adj, &[true, false, true]);
/// assert_eq!(wins, vec![false, true, false]);
/// ```
pub fn first_player_wins(adj: &[Vec<usize>], left: &[bool]) -> Vec<bool> {
    let n = adj.len();
    assert_eq!(left.len(), n, "matching_game: one side per vertex");
    for (v, list) in adj.iter().enumerate() {
        for &u in list {
            assert!(
                u < n && left[u] != left[v],
                "matching_game: edge {}-{} not across",
                v,
                u
            );
        }
    }
    let mut mate = vec![NONE; n];
    // Augmenting paths from each left vertex (Kuhn), iterative: `from[w]` is the left vertex a
    // right vertex w was reached from, in search number `stamp`.
    let (mut seen, mut from) = (vec![0; n], vec![NONE; n]);
    for (stamp, s) in (1..).zip((0..n).filter(|&v| left[v])) {
        let mut stack = vec![s];
        let mut end = NONE;
        while let Some(v) = stack.pop() {
            for &w in &adj[v] {
                if seen[w] != stamp {
                    seen[w] = stamp;
                    from[w] = v;
                    if mate[w] == NONE {
                        end = w;
                        break;
                    }
                    stack.push(mate[w]);
                }
            }
            if end != NONE {
                break;
            }
        }
        // Flip the path back to s.
        while end != NONE {
            let v = from[end];
            let next = mate[v];
            mate[v] = end;
            mate[end] = v;
            end = next;
        }
    }
    // Vertices missed by some maximum matching: start from the unmatched ones.
    let mut missed: Vec<bool> = mate.iter().map(|&m| m == NONE).collect();
    let mut stack: Vec<usize> = (0..n).filter(|&v| missed[v]).collect();
    while let Some(v) = stack.pop() {
        for &w in &adj[v] {
            let m = mate[w];
            if m != NONE && !missed[m] {
                missed[m] = true;
                stack.push(m);
            }
        }
    }
    missed.iter().map(|&m| !m).collect()
}

const NONE: usize = usize::MAX;

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::rng::XorShift;
    use std::collections::HashMap;

    /// Does the player to move from `v` win, with `visited` (a bit mask) already used?
    pub(crate) fn search(
        adj: &[Vec<usize>],
        v: usize,
        visited: u32,
        memo: &mut HashMap<(usize, u32), bool>,
    ) -> bool {
        if let Some(&w) = memo.get(&(v, visited)) {
            return w;
        }
        let win = adj[v]
            .iter()
            .any(|&u| visited >> u & 1 == 0 && !search(adj, u, visited | 1 << u, memo));
        memo.insert((v, visited), win);
        win
    }

    fn check(adj: &[Vec<usize>], left: &[bool]) {
        let mut memo = HashMap::new();
        let wins = first_player_wins(adj, left);
        for (v, &w) in wins.iter().enumerate() {
            assert_eq!(
                w,
                search(adj, v, 1 << v, &mut memo),
                "start {} of {:?}",
                v,
                adj
            );
        }
    }

    #[test]
    fn matches_search_on_every_small_bipartite_graph() {
        for (a, b) in [(1, 1), (1, 2), (2, 2), (2, 3), (3, 3)] {
            for mask in 0u32..1 << (a * b) {
                let mut adj = vec![Vec::new(); a + b];
                for i in 0..a * b {
                    if mask >> i & 1 == 1 {
                        let (x, y) = (i / b, a + i % b);
                        adj[x].push(y);
                        adj[y].push(x);
                    }
                }
                let left: Vec<bool> = (0..a + b).map(|v| v < a).collect();
                check(&adj, &left);
            }
        }
    }

    #[test]
    fn matches_search_on_random_grids() {
        let mut rng = XorShift::new(4055);
        for _ in 0..400 {
            let (h, w) = (1 + rng.below(4) as usize, 1 + rng.below(4) as usize);
            let free: Vec<bool> = (0..h * w).map(|_| rng.below(4) != 0).collect();
            let mut adj = vec![Vec::new(); h * w];
            for c in 0..h * w {
                let (r, col) = (c / w, c % w);
                for d in [c + 1, c + w] {
                    let ok = if d == c + 1 { col + 1 < w } else { r + 1 < h };
                    if ok && free[c] && free[d] {
                        adj[c].push(d);
                        adj[d].push(c);
                    }
                }
            }
            let left: Vec<bool> = (0..h * w).map(|c| (c / w + c % w) % 2 == 0).collect();
            check(&adj, &left);
        }
    }

    #[test]
    #[should_panic(expected = "not across")]
    fn rejects_an_edge_inside_a_side() {
        first_player_wins(&[vec![1], vec![0]], &[true, true]);
    }
}
