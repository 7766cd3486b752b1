//! # Rooting a tree without recursion: parents, parent edges, depths, parents-first order
//!
//! - **Method:** leaf peeling with XOR-linked neighbours: each vertex keeps its number of unpeeled
//!   edges and the XOR of their far ends, so a non-root vertex with one edge left names its parent.
//! - **Complexity:** O(n) time and memory; no adjacency lists, no recursion.
//! - **Problems:** hdu-3094, hdu-3197, hdu-3590, lightoj-1355 (hackenbush), nowcoder-19799.
//! - **Status:** vs a breadth-first search on every labelled tree with <= 7 vertices from every
//!   root and 300 random trees with <= 3000 vertices; every multigraph of `n - 1` edges on
//!   `n <= 4` vertices panics iff it is not a tree; bad indices and edge counts panic.
//!
//! Input: vertices `0..n`, `n - 1` undirected edges `(u, v)` in any order and orientation, a root.
//! [`root_tree`] gives the parent, parent edge and depth of every vertex and an order with every
//! vertex after its parent; [`peel`] calls a closure on each vertex and its parent, children first,
//! for a bottom-up pass (a subtree value) without storing the tree. A path of 10^6 vertices is as
//! easy as any other tree.

/// Calls `visit(v, parent of v, index of the edge between them)` once for every vertex `v` except
/// the root, children before parents; with `edge_indices == false` the index is not kept (`visit`
/// gets 0), which saves memory traffic. The panic messages start with `who`: the caller names
/// itself (`"tree_value"`).
///
/// A non-root vertex with one unpeeled edge left is a leaf of what remains and that edge goes to
/// its parent. A scan over the vertices peels each leaf it meets, then walks up while the parent
/// becomes a leaf that the scan has passed (one further on is peeled when the scan reaches it).
///
/// # Constraints
/// `1 <= n <= 2^32 - 1`, `root < n`, `edges.len() == n - 1`, endpoints in `0..n`, and the edges
/// form a tree (connected, hence no cycle, self-loop or repeated edge).
///
/// # Panics
/// If a constraint fails: "`who`: a tree on n vertices has n - 1 edges, got m", "`who`: edge i =
/// (u, v) has an endpoint outside 0..n", "`who`: the edges do not form a tree", ...
///
/// # Complexity
/// O(n), plus `n` calls of `visit`.
///
/// # Example
/// ```
/// // Subtree sizes of the path 2 - 0 - 1 rooted at 1.
/// let mut size = vec![1; 3];
/// cgt::tree::peel("example", 3, &[(0, 2), (1, 0)], 1, false, |v, p, _| size[p] += size[v]);
/// assert_eq!(size, vec![2, 3, 1]);
/// ```
#[inline] // lets each caller's copy fold `edge_indices` away (the callers live in other modules)
pub fn peel<F: FnMut(usize, usize, usize)>(
    who: &str,
    n: usize,
    edges: &[(usize, usize)],
    root: usize,
    edge_indices: bool,
    mut visit: F,
) {
    assert!(n >= 1, "{}: a tree needs at least one vertex", who);
    assert!(root < n, "{}: root {} outside 0..{}", who, root, n);
    let m = edges.len();
    assert!(
        m == n - 1,
        "{}: a tree on {} vertices has {} edges, got {}",
        who,
        n,
        n - 1,
        m
    );
    assert!(
        n <= u32::MAX as usize,
        "{}: at most 2^32 - 1 vertices, got {}",
        who,
        n
    );
    // On large trees this pass is bound by memory traffic, hence `u32` fields, each vertex's
    // degree and neighbour XOR side by side, the edge XORs only when asked for, and no queue.
    // link[v] = (number of v's unpeeled edges, XOR of their far ends); edge[v]: of their indices.
    let mut link = vec![(0u32, 0u32); n];
    let mut edge = vec![0u32; if edge_indices { n } else { 0 }];
    for (i, &(u, v)) in edges.iter().enumerate() {
        assert!(
            u < n && v < n,
            "{}: edge {} = ({}, {}) has an endpoint outside 0..{}",
            who,
            i,
            u,
            v,
            n
        );
        link[u].0 += 1;
        link[u].1 ^= v as u32;
        link[v].0 += 1;
        link[v].1 ^= u as u32;
        if edge_indices {
            edge[u] ^= i as u32;
            edge[v] ^= i as u32;
        }
    }
    let mut peeled = 0;
    for i in 0..n {
        let mut v = i;
        while v != root && link[v].0 == 1 {
            let p = link[v].1 as usize;
            let e = if edge_indices { edge[v] as usize } else { 0 };
            visit(v, p, e);
            peeled += 1;
            link[v].0 = 0;
            link[p].0 -= 1;
            link[p].1 ^= v as u32;
            if edge_indices {
                edge[p] ^= e as u32;
            }
            if p > i {
                break;
            }
            v = p;
        }
    }
    // With n - 1 edges, peeling all n - 1 non-root vertices means the edges form a tree. A cycle
    // (or a self-loop) is never peeled, nor is the last vertex of a component without the root.
    assert!(peeled == n - 1, "{}: the edges do not form a tree", who);
}

/// A tree rooted at one vertex.
#[derive(Clone, Debug)]
pub struct RootedTree {
    /// The root vertex.
    pub root: usize,
    /// `parent[v]`: the parent of `v`, `None` for the root.
    pub parent: Vec<Option<usize>>,
    /// `parent_edge[v]`: the index (in the input edge list) of the edge from `v` to its parent,
    /// `None` for the root.
    pub parent_edge: Vec<Option<usize>>,
    /// `depth[v]`: number of edges from the root to `v` (the root has depth 0).
    pub depth: Vec<usize>,
    /// All vertices, the root first and every vertex after its parent, so walking `order`
    /// backwards visits children before parents. (Not breadth-first order in general.)
    pub order: Vec<usize>,
}

/// Roots the tree with vertices `0..n` and the undirected `edges` at `root`.
///
/// # Constraints
/// As [`peel`]: `1 <= n <= 2^32 - 1`, `root < n`, `n - 1` edges with endpoints in `0..n` forming
/// a tree.
///
/// # Panics
/// If a constraint fails (the message starts with `root_tree`).
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// // The path 2 - 0 - 1 rooted at 1.
/// let t = cgt::tree::root_tree(3, &[(0, 2), (1, 0)], 1);
/// assert_eq!(t.parent, vec![Some(1), None, Some(0)]);
/// assert_eq!(t.parent_edge, vec![Some(1), None, Some(0)]);
/// assert_eq!(t.depth, vec![1, 0, 2]);
/// assert_eq!(t.order, vec![1, 0, 2]);
/// ```
pub fn root_tree(n: usize, edges: &[(usize, usize)], root: usize) -> RootedTree {
    let mut parent = vec![None; n];
    let mut parent_edge = vec![None; n];
    let mut order = Vec::with_capacity(n);
    peel("root_tree", n, edges, root, true, |v, p, e| {
        parent[v] = Some(p);
        parent_edge[v] = Some(e);
        order.push(v);
    });
    order.push(root);
    order.reverse();
    let mut depth = vec![0usize; n];
    for &v in &order[1..] {
        depth[v] = parent[v].map_or(0, |p| depth[p] + 1);
    }
    RootedTree {
        root,
        parent,
        parent_edge,
        depth,
        order,
    }
}

/// Test support for the tree modules (`tree`, `hackenbush`, `tree_flip`).
#[cfg(test)]
pub(crate) mod testing {
    use crate::rng::XorShift;

    /// A number in `0..k`.
    pub fn below(rng: &mut XorShift, k: usize) -> usize {
        rng.below(k as u64) as usize
    }

    /// `edges` relabelled by a random permutation, shuffled and randomly oriented; returns the
    /// new edges and the permutation.
    pub fn scramble(
        n: usize,
        edges: &[(usize, usize)],
        rng: &mut XorShift,
    ) -> (Vec<(usize, usize)>, Vec<usize>) {
        let mut perm: Vec<usize> = (0..n).collect();
        rng.shuffle(&mut perm);
        let mut e: Vec<(usize, usize)> = edges
            .iter()
            .map(|&(a, b)| {
                if below(rng, 2) == 0 {
                    (perm[a], perm[b])
                } else {
                    (perm[b], perm[a])
                }
            })
            .collect();
        rng.shuffle(&mut e);
        (e, perm)
    }

    /// Edges `(v, p)` for `v` in `1..n`, each parent `p` among the `spread` vertices before `v`
    /// (1: a path; small: long paths with short branches; `n`: bushy trees).
    pub fn random_parents(n: usize, spread: usize, rng: &mut XorShift) -> Vec<(usize, usize)> {
        (1..n)
            .map(|v| (v, v - 1 - below(rng, spread.min(v))))
            .collect()
    }

    /// Adjacency lists of the undirected `edges` on `0..n`.
    pub fn adjacency(n: usize, edges: &[(usize, usize)]) -> Vec<Vec<usize>> {
        let mut adj = vec![Vec::new(); n];
        for &(u, v) in edges {
            adj[u].push(v);
            adj[v].push(u);
        }
        adj
    }

    /// Distances from `r` by breadth-first search, and each vertex's parent (`usize::MAX` for
    /// `r` and unreached vertices).
    pub fn bfs(adj: &[Vec<usize>], r: usize) -> (Vec<usize>, Vec<usize>) {
        let n = adj.len();
        let (mut dist, mut parent) = (vec![usize::MAX; n], vec![usize::MAX; n]);
        dist[r] = 0;
        let mut queue = std::collections::VecDeque::from(vec![r]);
        while let Some(v) = queue.pop_front() {
            for &u in &adj[v] {
                if dist[u] == usize::MAX {
                    dist[u] = dist[v] + 1;
                    parent[u] = v;
                    queue.push_back(u);
                }
            }
        }
        (dist, parent)
    }

    /// All parent arrays for trees on `n` vertices with `parent[v] < v` (entries for v = 1..n).
    pub fn parent_arrays(n: usize) -> Vec<Vec<usize>> {
        let mut all = vec![Vec::new()];
        for v in 1..n {
            all = all
                .into_iter()
                .flat_map(|p: Vec<usize>| {
                    (0..v).map(move |q| {
                        let mut p = p.clone();
                        p.push(q);
                        p
                    })
                })
                .collect();
        }
        all
    }

    /// Canonical string of the rooted tree with children lists `kids`, from `root`; equal
    /// strings = isomorphic rooted trees.
    pub fn shape_code(kids: &[Vec<usize>], root: usize) -> String {
        let mut codes: Vec<String> = kids[root].iter().map(|&k| shape_code(kids, k)).collect();
        codes.sort();
        format!("({})", codes.concat())
    }

    /// [`shape_code`] of the tree given by `parent` (`parent[v - 1] < v`, vertex 0 the root).
    pub fn canonical(parent: &[usize]) -> String {
        let mut kids = vec![Vec::new(); parent.len() + 1];
        for (i, &p) in parent.iter().enumerate() {
            kids[p].push(i + 1);
        }
        shape_code(&kids, 0)
    }
}

#[cfg(test)]
mod tests {
    use super::testing::{below, random_parents, scramble};
    use super::*;
    use crate::rng::XorShift;
    use std::collections::VecDeque;

    /// Parent, parent edge and depth of every vertex by a breadth-first search over adjacency
    /// lists, straight from the definitions; `None` if the edges are not a tree on `0..n`.
    #[allow(clippy::type_complexity)]
    fn bfs(
        n: usize,
        edges: &[(usize, usize)],
        root: usize,
    ) -> Option<(Vec<Option<usize>>, Vec<Option<usize>>, Vec<usize>)> {
        let mut adj = vec![Vec::new(); n];
        for (i, &(u, v)) in edges.iter().enumerate() {
            adj[u].push((v, i));
            adj[v].push((u, i));
        }
        let (mut parent, mut parent_edge, mut depth) = (vec![None; n], vec![None; n], vec![0; n]);
        let mut seen = vec![false; n];
        seen[root] = true;
        let mut queue = VecDeque::from(vec![root]);
        while let Some(u) = queue.pop_front() {
            for &(w, e) in &adj[u] {
                if parent_edge[u] == Some(e) {
                    continue;
                }
                if seen[w] {
                    return None; // a second path to w: a cycle
                }
                seen[w] = true;
                parent[w] = Some(u);
                parent_edge[w] = Some(e);
                depth[w] = depth[u] + 1;
                queue.push_back(w);
            }
        }
        if seen.iter().all(|&s| s) && edges.len() + 1 == n {
            Some((parent, parent_edge, depth))
        } else {
            None
        }
    }

    /// `root_tree` and both forms of `peel` against [`bfs`] on one tree.
    fn check(n: usize, edges: &[(usize, usize)], root: usize) {
        let (parent, parent_edge, depth) = bfs(n, edges, root).expect("a tree");
        let t = root_tree(n, edges, root);
        assert_eq!(t.root, root);
        assert_eq!(t.parent, parent, "{:?} from {}", edges, root);
        assert_eq!(t.parent_edge, parent_edge, "{:?} from {}", edges, root);
        assert_eq!(t.depth, depth, "{:?} from {}", edges, root);
        // `order`: every vertex once, the root first, every other vertex after its parent.
        let mut at = vec![usize::MAX; n];
        for (k, &v) in t.order.iter().enumerate() {
            assert_eq!(at[v], usize::MAX, "{:?}", t.order);
            at[v] = k;
        }
        assert_eq!(t.order.len(), n);
        assert_eq!(t.order[0], root);
        for v in 0..n {
            assert!(parent[v].map_or(true, |p| at[p] < at[v]), "{:?}", t.order);
        }
        // `peel`: each non-root vertex once, after all its children, with the right parent.
        for edge_indices in [false, true] {
            let mut done = vec![false; n];
            let mut kids_left: Vec<usize> = vec![0; n];
            for p in parent.iter().flatten() {
                kids_left[*p] += 1;
            }
            peel("check", n, edges, root, edge_indices, |v, p, e| {
                assert!(!done[v] && kids_left[v] == 0 && v != root);
                assert_eq!(
                    (Some(p), e),
                    (
                        parent[v],
                        if edge_indices {
                            parent_edge[v].unwrap()
                        } else {
                            0
                        }
                    )
                );
                done[v] = true;
                kids_left[p] -= 1;
            });
            assert_eq!(done.iter().filter(|&&d| d).count(), n - 1);
        }
    }

    /// The labelled tree on `0..n` (n >= 2) with Prüfer sequence `code` (length n - 2).
    fn prufer_tree(n: usize, code: &[usize]) -> Vec<(usize, usize)> {
        let mut degree = vec![1; n];
        for &c in code {
            degree[c] += 1;
        }
        let mut edges = Vec::new();
        for &c in code {
            let leaf = (0..n).find(|&v| degree[v] == 1).unwrap();
            edges.push((leaf, c));
            degree[leaf] = 0;
            degree[c] -= 1;
        }
        let last: Vec<usize> = (0..n).filter(|&v| degree[v] == 1).collect();
        edges.push((last[0], last[1]));
        edges
    }

    #[test]
    fn matches_breadth_first_search_on_every_labelled_tree_up_to_7_vertices() {
        let mut rng = XorShift::new(7);
        let mut trees = 0;
        check(1, &[], 0);
        for n in 2..=7usize {
            let mut code = vec![0usize; n - 2];
            loop {
                let edges = prufer_tree(n, &code);
                for root in 0..n {
                    check(n, &edges, root);
                }
                let (e, perm) = scramble(n, &edges, &mut rng);
                check(n, &e, perm[below(&mut rng, n)]);
                trees += 1;
                // Next code in base n.
                let mut i = 0;
                while i < code.len() && code[i] == n - 1 {
                    code[i] = 0;
                    i += 1;
                }
                if i == code.len() {
                    break;
                }
                code[i] += 1;
            }
        }
        // Cayley: n^(n - 2) labelled trees on n vertices.
        assert_eq!(trees, 1 + 3 + 16 + 125 + 1296 + 16807);
    }

    #[test]
    fn matches_breadth_first_search_on_random_trees() {
        let mut rng = XorShift::new(2024);
        for round in 0..300 {
            let n = 1 + below(&mut rng, if round % 10 == 0 { 3000 } else { 60 });
            // Random parents (deep or bushy trees), then relabelled and shuffled.
            let spread = 1 + below(&mut rng, n);
            let edges = random_parents(n, spread, &mut rng);
            let (e, perm) = scramble(n, &edges, &mut rng);
            check(n, &e, perm[below(&mut rng, n)]);
        }
    }

    #[test]
    fn long_path_without_recursion() {
        let n = 1_000_000;
        let path: Vec<(usize, usize)> = (1..n).map(|v| (v - 1, v)).collect();
        let t = root_tree(n, &path, n / 2);
        assert_eq!(t.depth[0], n / 2);
        assert_eq!(t.depth[n - 1], n - 1 - n / 2);
        assert_eq!(t.parent[n - 1], Some(n - 2));
        assert_eq!(t.parent[0], Some(1));
    }

    #[test]
    fn non_trees_are_rejected_like_the_search_says() {
        // Every multigraph with n - 1 edges on n <= 4 vertices (self-loops and repeated edges
        // included), from every root: peel panics exactly when the search finds no tree.
        for n in 1..=4usize {
            let pairs: Vec<(usize, usize)> =
                (0..n).flat_map(|u| (0..n).map(move |v| (u, v))).collect();
            let mut idx = vec![0usize; n - 1];
            loop {
                let edges: Vec<(usize, usize)> = idx.iter().map(|&i| pairs[i]).collect();
                for root in 0..n {
                    let ok = std::panic::catch_unwind(|| root_tree(n, &edges, root)).is_ok();
                    assert_eq!(ok, bfs(n, &edges, root).is_some(), "{:?}", edges);
                }
                let mut i = 0;
                while i < idx.len() && idx[i] == pairs.len() - 1 {
                    idx[i] = 0;
                    i += 1;
                }
                if i == idx.len() {
                    break;
                }
                idx[i] += 1;
            }
        }
    }

    #[test]
    #[should_panic(expected = "root_tree: the edges do not form a tree")]
    fn rejects_a_cycle() {
        root_tree(4, &[(0, 1), (1, 2), (2, 1)], 0);
    }

    #[test]
    #[should_panic(expected = "root_tree: the edges do not form a tree")]
    fn rejects_a_self_loop() {
        root_tree(2, &[(1, 1)], 0);
    }

    #[test]
    #[should_panic(expected = "root_tree: edge 0 = (0, 2) has an endpoint outside 0..2")]
    fn rejects_a_bad_vertex() {
        root_tree(2, &[(0, 2)], 0);
    }

    #[test]
    #[should_panic(expected = "root_tree: root 3 outside 0..3")]
    fn rejects_a_bad_root() {
        root_tree(3, &[(0, 1), (1, 2)], 3);
    }

    #[test]
    #[should_panic(expected = "caller: a tree on 3 vertices has 2 edges, got 1")]
    fn rejects_a_wrong_edge_count_in_the_callers_name() {
        peel("caller", 3, &[(0, 1)], 0, false, |_, _, _| {});
    }

    #[test]
    #[should_panic(expected = "root_tree: a tree needs at least one vertex")]
    fn rejects_an_empty_tree() {
        root_tree(0, &[], 0);
    }
}
