//! # Edge-addition games decided by parity: keep a forest, keep a bipartite graph
//!
//! - **Game:** in turn add an edge to a simple graph, keeping a forest or bipartite; stuck loses.
//! - **Theorem:** the moves left decide by parity where it is play-independent: forest c − 1;
//!   bipartite xy − m if connected; parity fixed iff n odd or = 2, or all components even.
//! - **Complexity:** O((n + m) α), a union-find with colour parity; no recursion.
//! - **Problems:** atcoder-abc398-e (interactive, a tree: First iff xy − (N − 1) is odd).
//! - **Status:** = a search over edge masks from every forest / bipartite graph on <= 6 vertices:
//!   outcome, min = max play length, `None` iff both parities are reachable.
//!
//! Play ends at a maximal graph, so the mover wins iff (its edges − m) is odd, when that parity
//! is the same for every maximal graph reachable. Forest: a maximal forest is a spanning tree,
//! c − 1 moves for c components. Bipartite: a maximal graph is K(a, n − a) (two components can
//! always be joined; in a connected one the colouring is unique, so every missing cross pair can
//! be added), `a` summing one colour class of each component, any choice reachable (both sides
//! non-empty unless the graph is edgeless). a(n − a) is even for odd n and ≡ a for even n, so
//! fixed iff every component has even order (its classes have equal parity). Else (n even, odd
//! components, not 2 lone vertices) flipping an odd component flips the parity: the winner
//! depends on play, a real game this module does not solve (`None`).

/// The colour classes of a graph: a union-find whose links say whether the colour flips.
struct Classes {
    up: Vec<usize>,
    flip: Vec<bool>,
    size: Vec<usize>,
    comps: usize,
    cycle: bool,
    odd_cycle: bool,
}

impl Classes {
    fn new(n: usize, edges: &[(usize, usize)], who: &str) -> Self {
        let (up, flip, size) = ((0..n).collect(), vec![false; n], vec![1; n]);
        let (comps, cycle, odd_cycle) = (n, false, false);
        let mut c = Classes {
            up,
            flip,
            size,
            comps,
            cycle,
            odd_cycle,
        };
        for (i, &(u, v)) in edges.iter().enumerate() {
            let bad = "is a loop or has an endpoint outside";
            assert!(
                u < n && v < n && u != v,
                "{who}: edge {i} = ({u}, {v}) {bad} 0..{n}"
            );
            let ((a, pa), (b, pb)) = (c.find(u), c.find(v));
            if a == b {
                c.cycle = true;
                c.odd_cycle |= pa == pb;
            } else {
                let (a, b) = if c.size[a] < c.size[b] {
                    (a, b)
                } else {
                    (b, a)
                };
                c.up[a] = b;
                c.flip[a] = pa == pb;
                c.size[b] += c.size[a];
                c.comps -= 1;
            }
        }
        c
    }

    /// The root of `v` and whether `v`'s colour differs from the root's; compresses the path.
    fn find(&mut self, v: usize) -> (usize, bool) {
        let (mut r, mut p) = (v, false);
        while self.up[r] != r {
            p ^= self.flip[r];
            r = self.up[r];
        }
        let (mut x, mut px) = (v, p);
        while x != r {
            let (next, fx) = (self.up[x], self.flip[x]);
            self.up[x] = r;
            self.flip[x] = px;
            px ^= fx;
            x = next;
        }
        (r, p)
    }
}

/// The number of moves left in the forest game (add edges while the graph stays a forest) from
/// the forest with vertices `0..n` and `edges`: components − 1, whatever the play.
///
/// # Constraints
/// Endpoints in `0..n`; the edges form a forest (no loop, repeated edge or cycle).
///
/// # Panics
/// "edge_addition::forest_moves: edge i = (u, v) is a loop or has an endpoint outside 0..n",
/// "edge_addition::forest_moves: the edges do not form a forest".
///
/// # Complexity
/// O((n + m) α(n)) time, O(n) memory.
///
/// # Example
/// ```
/// use cgt::edge_addition::{forest_first_player_wins, forest_moves};
/// // A path 0 - 1 and lone vertices 2, 3: three components, two more edges.
/// assert_eq!(forest_moves(4, &[(0, 1)]), 2);
/// assert!(!forest_first_player_wins(4, &[(0, 1)]));
/// ```
pub fn forest_moves(n: usize, edges: &[(usize, usize)]) -> u64 {
    let who = "edge_addition::forest_moves";
    let c = Classes::new(n, edges, who);
    assert!(!c.cycle, "{}: the edges do not form a forest", who);
    c.comps.saturating_sub(1) as u64
}

/// Whether the first player wins the forest game from the given forest: iff
/// [`forest_moves`] is odd, i.e. the forest has an even number (>= 2) of components.
///
/// # Constraints
/// As [`forest_moves`].
///
/// # Panics
/// As [`forest_moves`].
///
/// # Complexity
/// O((n + m) α(n)).
///
/// # Example
/// ```
/// // Two components: the one move joins them.
/// assert!(cgt::edge_addition::forest_first_player_wins(3, &[(2, 0)]));
/// ```
pub fn forest_first_player_wins(n: usize, edges: &[(usize, usize)]) -> bool {
    forest_moves(n, edges) % 2 == 1
}

/// A simple bipartite graph, checked: the union-find, each vertex's colour, the `true` count of
/// each root, and each vertex's neighbours above it.
type Checked = (Classes, Vec<bool>, Vec<usize>, Vec<Vec<usize>>);

fn bipartite(n: usize, edges: &[(usize, usize)], who: &str) -> Checked {
    let mut c = Classes::new(n, edges, who);
    assert!(!c.odd_cycle, "{}: the graph has an odd cycle", who);
    let mut near = vec![Vec::new(); n];
    for &(u, v) in edges {
        near[u.min(v)].push(u.max(v));
    }
    let mut seen = vec![usize::MAX; n];
    for (u, vs) in near.iter().enumerate() {
        for &v in vs {
            assert!(seen[v] != u, "{}: the edge ({}, {}) is repeated", who, u, v);
            seen[v] = u;
        }
    }
    // Each vertex's colour relative to its root; the `true` count of each root's component.
    let (mut colour, mut ones) = (Vec::with_capacity(n), vec![0; n]);
    for v in 0..n {
        let (r, p) = c.find(v);
        colour.push(p);
        ones[r] += p as usize;
    }
    (c, colour, ones, near)
}

/// The exact number of moves left in the bipartite game (add edges while the graph stays simple
/// and bipartite) from a connected graph: `x * y - m` for colour classes of `x` and `y`
/// vertices; `None` if the graph is not connected (with several components the count may
/// depend on play; its parity may not: see [`bipartite_first_player_wins`]).
///
/// # Constraints
/// Endpoints in `0..n`; the graph is simple (no loop, no repeated edge) and bipartite.
///
/// # Panics
/// "edge_addition::bipartite_moves: edge i = (u, v) is a loop or has an endpoint outside
/// 0..n", "...: the graph has an odd cycle", "...: the edge (u, v) is repeated".
///
/// # Complexity
/// O((n + m) α(n)) time, O(n + m) memory.
///
/// # Example
/// ```
/// use cgt::edge_addition::bipartite_moves;
/// // The path 0 - 1 - 2 - 3: classes {0, 2} and {1, 3}, 4 cross pairs, 3 present.
/// assert_eq!(bipartite_moves(4, &[(0, 1), (1, 2), (2, 3)]), Some(1));
/// assert_eq!(bipartite_moves(4, &[(0, 1), (2, 3)]), None);
/// ```
pub fn bipartite_moves(n: usize, edges: &[(usize, usize)]) -> Option<u64> {
    let (c, _, ones, _) = bipartite(n, edges, "edge_addition::bipartite_moves");
    if c.comps > 1 {
        return None;
    }
    let x = ones.iter().sum::<usize>() as u64;
    Some(x * (n as u64 - x) - edges.len() as u64)
}

/// Whether the first player wins the bipartite game from a simple bipartite graph, when the
/// parity of the number of moves left is the same whatever the play: `Some(moves odd)` if `n`
/// is odd, every component has an even number of vertices, or the graph is 2 lone vertices;
/// `None` otherwise (then some plays end after an odd number of moves and some after an even
/// one: the winner depends on play and this function does not decide it).
///
/// # Constraints
/// As [`bipartite_moves`].
///
/// # Panics
/// As [`bipartite_moves`], named `edge_addition::bipartite_first_player_wins`.
///
/// # Complexity
/// O((n + m) α(n)) time, O(n + m) memory.
///
/// # Example
/// ```
/// use cgt::edge_addition::bipartite_first_player_wins;
/// // n odd: a(n - a) is even, so the moves left have the parity of m.
/// assert_eq!(bipartite_first_player_wins(5, &[(0, 1)]), Some(true));
/// // Components {0, 1} and {2, 3}: the final K(2, 2) has 4 edges, 2 moves left.
/// assert_eq!(bipartite_first_player_wins(4, &[(0, 1), (2, 3)]), Some(false));
/// // Lone vertices 0..4: K(1, 3) or K(2, 2) at the end, decided by play.
/// assert_eq!(bipartite_first_player_wins(4, &[]), None);
/// ```
pub fn bipartite_first_player_wins(n: usize, edges: &[(usize, usize)]) -> Option<bool> {
    let who = "edge_addition::bipartite_first_player_wins";
    let (mut c, _, ones, _) = bipartite(n, edges, who);
    let m_odd = edges.len() % 2 == 1;
    if n % 2 == 1 || (n == 2 && edges.is_empty()) {
        // n odd: a(n − a) is even. Two lone vertices: K(1, 1) is the one maximal graph.
        return Some(m_odd || n == 2);
    }
    // n even: the final a(n - a) is ≡ a, and a ≡ the sum of each component's `true` class.
    let mut a_odd = false;
    for (v, &one) in ones.iter().enumerate() {
        if c.find(v).0 == v {
            if c.size[v] % 2 == 1 {
                return None;
            }
            a_odd ^= one % 2 == 1;
        }
    }
    Some(a_odd != m_odd)
}

/// Every edge `(i, j)`, `i < j`, that can be added to a connected simple bipartite graph,
/// ascending: the pairs of different colours not yet joined. Each stays addable until it is
/// added, so these are exactly the moves of the whole bipartite game, in any order.
///
/// # Constraints
/// As [`bipartite_moves`]; the graph is connected.
///
/// # Panics
/// As [`bipartite_moves`] (named `edge_addition::bipartite_additions`), and "...: the graph is
/// not connected".
///
/// # Complexity
/// O(n² + m α(n)) time; the output has [`bipartite_moves`] pairs.
///
/// # Example
/// ```
/// use cgt::edge_addition::bipartite_additions;
/// assert_eq!(bipartite_additions(4, &[(0, 1), (1, 2), (3, 2)]), vec![(0, 3)]);
/// ```
pub fn bipartite_additions(n: usize, edges: &[(usize, usize)]) -> Vec<(usize, usize)> {
    let who = "edge_addition::bipartite_additions";
    let (c, colour, _, near) = bipartite(n, edges, who);
    assert!(c.comps <= 1, "{}: the graph is not connected", who);
    let (mut mark, mut out) = (vec![usize::MAX; n], Vec::new());
    for i in 0..n {
        for &j in &near[i] {
            mark[j] = i;
        }
        out.extend(
            (i + 1..n)
                .filter(|&j| colour[i] != colour[j] && mark[j] != i)
                .map(|j| (i, j)),
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// For every graph (edge mask) on `n` vertices whose edge list `ok` accepts: (first player wins, shortest
    /// play, longest play, parities of play lengths as bits), by a sweep from the full mask down
    /// (a move sets a bit, so it leads to a larger mask). `None` where `ok` rejects the mask.
    fn search(n: usize, ok: impl Fn(&[(usize, usize)]) -> bool) -> Vec<Option<[u32; 4]>> {
        let pairs = all_pairs(n);
        let e = pairs.len();
        let mut memo: Vec<Option<[u32; 4]>> = vec![None; 1 << e];
        for mask in (0..1u32 << e).rev() {
            if !ok(&edges_of(&pairs, mask)) {
                continue;
            }
            let mut r = [0, u32::MAX, 0, 0];
            for bit in (0..e).filter(|b| mask >> b & 1 == 0) {
                if let Some([w, lo, hi, par]) = memo[(mask | 1 << bit) as usize] {
                    r = [
                        r[0] | (w ^ 1),
                        r[1].min(lo + 1),
                        r[2].max(hi + 1),
                        r[3] | swap(par),
                    ];
                }
            }
            if r[1] == u32::MAX {
                r = [0, 0, 0, 1];
            }
            memo[mask as usize] = Some(r);
        }
        memo
    }

    fn swap(par: u32) -> u32 {
        (par & 1) << 1 | par >> 1
    }

    fn all_pairs(n: usize) -> Vec<(usize, usize)> {
        (0..n).flat_map(|j| (0..j).map(move |i| (i, j))).collect()
    }

    fn edges_of(pairs: &[(usize, usize)], mask: u32) -> Vec<(usize, usize)> {
        (0..pairs.len())
            .filter(|b| mask >> b & 1 == 1)
            .map(|b| pairs[b])
            .collect()
    }

    /// Components by flood fill over the edge list.
    fn components(n: usize, edges: &[(usize, usize)]) -> usize {
        let mut label: Vec<usize> = (0..n).collect();
        loop {
            let mut changed = false;
            for &(u, v) in edges {
                let m = label[u].min(label[v]);
                changed |= label[u] != m || label[v] != m;
                label[u] = m;
                label[v] = m;
            }
            if !changed {
                return (0..n).filter(|&v| label[v] == v).count();
            }
        }
    }

    /// Straight from the definitions: a forest has m = n − components; bipartite: some
    /// 2-colouring has no edge inside a colour.
    fn is_forest(n: usize, edges: &[(usize, usize)]) -> bool {
        edges.len() + components(n, edges) == n
    }

    fn is_bipartite(n: usize, edges: &[(usize, usize)]) -> bool {
        (0..1u32 << n).any(|c| edges.iter().all(|&(u, v)| (c >> u & 1) != (c >> v & 1)))
    }

    #[test]
    fn forest_matches_search() {
        for n in 0..=6 {
            let memo = search(n, |e| is_forest(n, e));
            for (mask, r) in memo.iter().enumerate() {
                if let Some([w, lo, hi, _]) = *r {
                    let edges = edges_of(&all_pairs(n), mask as u32);
                    assert_eq!(
                        (lo, hi),
                        (forest_moves(n, &edges) as u32, lo),
                        "{:?}",
                        edges
                    );
                    assert_eq!(forest_first_player_wins(n, &edges), w == 1, "{:?}", edges);
                }
            }
        }
    }

    #[test]
    fn bipartite_matches_search() {
        let mut undecided = 0;
        for n in 0..=6 {
            let pairs = all_pairs(n);
            let memo = search(n, |e| is_bipartite(n, e));
            for (mask, r) in memo.iter().enumerate() {
                let [w, lo, hi, par] = match *r {
                    Some(r) => r,
                    None => continue,
                };
                let edges = edges_of(&pairs, mask as u32);
                let got = bipartite_first_player_wins(n, &edges);
                // Decided iff every play has the same parity; then the parity decides.
                assert_eq!(got.is_some(), par != 3, "{:?}", edges);
                if let Some(g) = got {
                    assert_eq!(g, w == 1, "{:?}", edges);
                }
                undecided += got.is_none() as usize;
                let connected = components(n, &edges) <= 1;
                assert_eq!(
                    bipartite_moves(n, &edges).is_some(),
                    connected,
                    "{:?}",
                    edges
                );
                if connected {
                    assert_eq!(bipartite_moves(n, &edges), Some(lo as u64));
                    assert_eq!(lo, hi);
                    let legal: Vec<(usize, usize)> = (0..pairs.len())
                        .filter(|&b| mask >> b & 1 == 0)
                        .filter(|&b| memo[mask | 1 << b].is_some())
                        .map(|b| pairs[b])
                        .collect();
                    let mut got = bipartite_additions(n, &edges);
                    got.sort_by_key(|&(i, j)| (j, i));
                    assert_eq!(got, legal, "{:?}", edges);
                }
            }
        }
        assert!(undecided > 1000, "{}", undecided);
    }

    #[test]
    fn long_path_and_orientation() {
        let n = 200_000;
        let path: Vec<(usize, usize)> = (1..n).map(|v| (v, v - 1)).collect();
        assert_eq!(forest_moves(n, &path), 0);
        assert_eq!(
            bipartite_moves(n, &path),
            Some(100_000 * 100_000 - (n as u64 - 1))
        );
        assert_eq!(bipartite_first_player_wins(n, &path), Some(true));
        // A star 0 - {1..=4} plus 5 - 6 and 7: 3 components.
        let e = [(1, 0), (0, 2), (3, 0), (0, 4), (6, 5)];
        assert_eq!(forest_moves(8, &e), 2);
        assert_eq!(bipartite_first_player_wins(8, &e), None);
        assert_eq!(bipartite_first_player_wins(7, &e[..4]), Some(false));
    }

    #[test]
    #[should_panic(expected = "edge_addition::forest_moves: the edges do not form a forest")]
    fn forest_with_a_cycle_panics() {
        forest_moves(3, &[(0, 1), (1, 2), (2, 0)]);
    }

    #[test]
    #[should_panic(expected = "the graph has an odd cycle")]
    fn triangle_panics() {
        bipartite_first_player_wins(3, &[(0, 1), (1, 2), (2, 0)]);
    }

    #[test]
    #[should_panic(expected = "the edge (0, 1) is repeated")]
    fn repeated_edge_panics() {
        bipartite_moves(3, &[(0, 1), (1, 2), (1, 0)]);
    }

    #[test]
    #[should_panic(expected = "is a loop or has an endpoint outside 0..3")]
    fn endpoint_out_of_range_panics() {
        forest_moves(3, &[(0, 3)]);
    }

    #[test]
    #[should_panic(expected = "the graph is not connected")]
    fn additions_need_connected() {
        bipartite_additions(3, &[(0, 1)]);
    }
}
