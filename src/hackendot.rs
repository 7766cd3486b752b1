//! # Hackendot: delete a vertex and its path to the root; Grundy values by merged 01-tries
//!
//! - **Game:** pick a white (playable) vertex of a rooted forest, delete it and its ancestors.
//! - **Method:** `g(v) = mex O(v)`, `O(v) = {s(v) if v is white} ∪ ⋃_c O(c) ⊕ s(v) ⊕ g(c)` (`s(v)`:
//!   XOR of the children's `g`), each `O(v)` a [`crate::xor_trie::XorTrie`], merged upwards.
//! - **Complexity:** O(n log n) time and trie nodes (`log` = bits of `n`), iterative.
//! - **Problems:** luogu-p6665 (all white, a forest), spoj-cot3 (every winning first move).
//! - **Status:** vs search: every tree <= 6 vertices and shape of 7, 8 (9: heavy), every colouring;
//!   every forest <= 5 vertices (the trie: `xor_trie`'s Status).
//!
//! The player who cannot move (no white vertex left) loses; a black vertex is only deleted
//! with a descendant (SPOJ COT3 paints the path black instead: the same game).
//!
//! After any moves the remaining vertices of a subtree form whole subtrees hanging off the
//! deleted path, so a subtree's game depends on the subtree only. Picking `x` below child `c` of
//! `v` leaves the other children's subtrees (`s(v) ⊕ g(c)`) beside what `x` leaves in `c`'s. The
//! value left by a first move `v` in the whole tree is `after(v) = after(p) ⊕ g(v) ⊕ s(v)` (`p` the
//! parent, `after(root) = s(root)`): the subtrees hanging off the root-to-`v` path.
//!
//! All merges together cost at most the trie nodes made, `bits + 1` per insert (`xor_trie`).
//!
//! Reference: J. Úlehla, *A complete analysis of von Neumann's Hackendot*, Int. J. Game Theory 9
//! (1980) (an older, different method).

use crate::tree::peel;

/// Moved to [`xor_trie`](crate::xor_trie) on 2026-11-26; the old path keeps working.
pub use crate::xor_trie::XorTrie;

/// The values of a Hackendot tree: `grundy[v]` of every subtree, `after[v]` of the whole tree
/// after the first move `v`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Values {
    /// `grundy[v]`: the Grundy value of the subtree of `v` (with `v`'s colour; 0 if nothing in it
    /// is white).
    pub grundy: Vec<u32>,
    /// `after[v]`: the Grundy value of the tree after deleting the path from the root to `v`, the
    /// XOR of the subtrees hanging off that path (a winning first move iff 0 and `v` white).
    pub after: Vec<u32>,
}

/// Grundy values of Hackendot on the tree with vertices `0..n`, undirected `edges` and `root`,
/// where `white[v]` says vertex `v` may be picked (a black vertex is only deleted with a
/// descendant).
///
/// # Constraints
/// As [`crate::tree::peel`]: `1 <= n < 2^31`, `n - 1` edges forming a tree, `root < n`;
/// `white.len() == n`.
///
/// # Panics
/// If a constraint fails.
///
/// # Complexity
/// O(n log n) time and memory (the trie's nodes), no recursion deeper than `log2 n + 2`.
///
/// # Example
/// ```
/// // The path 0 - 1 - 2 rooted at 0, vertex 1 black: its subtree's one move (at 2) empties it.
/// let t = cgt::hackendot::tree_values(3, &[(0, 1), (1, 2)], 0, &[true, false, true]);
/// assert_eq!(t.grundy, vec![2, 1, 1]);
/// assert_eq!(t.after[2], 0); // picking 2 deletes everything
/// ```
pub fn tree_values(n: usize, edges: &[(usize, usize)], root: usize, white: &[bool]) -> Values {
    let who = "hackendot::tree_values";
    assert!(
        white.len() == n,
        "{}: {} colours for {} vertices",
        who,
        white.len(),
        n
    );
    assert!(
        (1..1 << 31).contains(&n),
        "{}: n = {} outside 1..2^31",
        who,
        n
    );
    // Every value met is a XOR of subtree values, each at most the subtree's size <= n < 2^bits.
    let bits = 32 - (n as u32).leading_zeros();
    let mut trie = crate::xor_trie::XorTrie::new(bits);
    // set[v]: ⋃ O(c) ⊕ g(c) over the children done so far, then O(v); s[v]: XOR of their g(c).
    let (mut set, mut s, mut grundy) = (
        vec![crate::xor_trie::XorTrie::EMPTY; n],
        vec![0u32; n],
        vec![0u32; n],
    );
    let mut up = Vec::with_capacity(n);
    let mut finish = |v: usize, set: &mut [u32], s: &[u32], trie: &mut crate::xor_trie::XorTrie| {
        if white[v] {
            set[v] = trie.insert(set[v], 0);
        }
        trie.xor(set[v], s[v]);
        grundy[v] = trie.mex(set[v]);
        grundy[v]
    };
    peel(who, n, edges, root, false, |v, p, _| {
        let g = finish(v, &mut set, &s, &mut trie);
        trie.xor(set[v], g);
        set[p] = trie.merge(set[p], set[v]);
        s[p] ^= g;
        up.push((v, p));
    });
    finish(root, &mut set, &s, &mut trie);
    let mut after = vec![0u32; n];
    after[root] = s[root];
    for &(v, p) in up.iter().rev() {
        after[v] = after[p] ^ grundy[v] ^ s[v];
    }
    Values { grundy, after }
}

/// The winning first moves of Hackendot on a tree (as [`tree_values`]): every white `v`
/// whose move leaves Grundy value 0, in increasing order (empty iff the tree's value is 0).
///
/// # Constraints
/// As [`tree_values`].
///
/// # Panics
/// If a constraint fails.
///
/// # Complexity
/// O(n log n).
///
/// # Example
/// ```
/// // SPOJ COT3's worked example, 0-based: root 0 with children 1 and 2 (black), 2 with 3 and 4.
/// let edges = [(0, 1), (0, 2), (2, 3), (2, 4)];
/// let white = [true, true, false, true, true];
/// assert_eq!(cgt::hackendot::winning_moves(5, &edges, 0, &white), vec![1, 3, 4]);
/// ```
pub fn winning_moves(
    n: usize,
    edges: &[(usize, usize)],
    root: usize,
    white: &[bool],
) -> Vec<usize> {
    let t = tree_values(n, edges, root, white);
    (0..n).filter(|&v| white[v] && t.after[v] == 0).collect()
}

/// The Grundy value of Hackendot on the forest with vertices `0..n` and undirected `edges`, each
/// tree rooted at its smallest vertex, every vertex white (Luogu P6665).
///
/// A union-find whose roots are the least vertices finds each tree's root; a black extra vertex
/// `n` joined to them makes one tree whose root's value is the XOR of the trees'.
///
/// # Constraints
/// `1 <= n < 2^31 - 1`; the edges have endpoints in `0..n` and form a forest (no cycle, no
/// repeated edge, no self-loop).
///
/// # Panics
/// If a constraint fails ("... closes a cycle", "... outside 0..n").
///
/// # Complexity
/// O(n log n).
///
/// # Example
/// ```
/// // Luogu P6665's fourth sample, 0-based: the tree 0 - 1 (value 2) and the vertex 2 (value 1).
/// assert_eq!(cgt::hackendot::forest_grundy(3, &[(0, 1)]), 3);
/// assert_eq!(cgt::hackendot::forest_grundy(2, &[]), 0);
/// ```
pub fn forest_grundy(n: usize, edges: &[(usize, usize)]) -> u32 {
    let who = "hackendot::forest_grundy";
    assert!(
        (1..(1 << 31) - 1).contains(&n),
        "{}: n = {} outside 1..2^31 - 1",
        who,
        n
    );
    let mut least: Vec<usize> = (0..n).collect();
    let find = |least: &mut Vec<usize>, mut v: usize| {
        while least[v] != v {
            least[v] = least[least[v]];
            v = least[v];
        }
        v
    };
    for &(a, b) in edges {
        assert!(
            a < n && b < n,
            "{}: edge ({}, {}) outside 0..{}",
            who,
            a,
            b,
            n
        );
        let (ra, rb) = (find(&mut least, a), find(&mut least, b));
        assert!(ra != rb, "{}: edge ({}, {}) closes a cycle", who, a, b);
        least[ra.max(rb)] = ra.min(rb);
    }
    let mut all = edges.to_vec();
    all.extend((0..n).filter(|&v| find(&mut least, v) == v).map(|r| (n, r)));
    let mut white = vec![true; n + 1];
    white[n] = false;
    tree_values(n + 1, &all, n, &white).grundy[n]
}

/// Does the first player win Hackendot on the forest of [`forest_grundy`]?
///
/// # Constraints
/// As [`forest_grundy`].
///
/// # Panics
/// If a constraint fails.
///
/// # Complexity
/// O(n log n).
///
/// # Example
/// ```
/// // Two single vertices: the second player wins.
/// assert!(!cgt::hackendot::forest_first_player_wins(2, &[]));
/// assert!(cgt::hackendot::forest_first_player_wins(3, &[(1, 0), (0, 2)]));
/// ```
pub fn forest_first_player_wins(n: usize, edges: &[(usize, usize)]) -> bool {
    forest_grundy(n, edges) != 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game_search::GameSearch;
    use crate::rng::XorShift;
    use crate::tree::testing::{canonical, parent_arrays, scramble};

    /// Every colouring of the tree `parent` (`parent[v - 1] < v`, root 0), relabelled at random,
    /// against a search of the rules: position = mask of the white vertices left, a move at
    /// `x` clears the path from the root to `x`; a subtree's value is that of its mask, a first
    /// move's that of the mask without its path. Returns the number of colourings.
    fn check_tree(parent: &[usize], rng: &mut XorShift) -> usize {
        let n = parent.len() + 1;
        let mut path = vec![1u32; n];
        let mut sub: Vec<u32> = (0..n).map(|v| 1 << v).collect();
        for v in 1..n {
            path[v] = path[parent[v - 1]] | 1 << v;
        }
        for v in (1..n).rev() {
            sub[parent[v - 1]] |= sub[v];
        }
        let mut search = GameSearch::new(|&m: &u32| {
            (0..n)
                .filter(|&x| m >> x & 1 == 1)
                .map(|x| m & !path[x])
                .collect::<Vec<u32>>()
        });
        let edges: Vec<(usize, usize)> = (1..n).map(|v| (v, parent[v - 1])).collect();
        for white in 0..1u32 << n {
            let grundy: Vec<u32> = (0..n).map(|v| search.grundy(&(white & sub[v]))).collect();
            let after: Vec<u32> = (0..n).map(|v| search.grundy(&(white & !path[v]))).collect();
            let (e, perm) = scramble(n, &edges, rng);
            let mut playable = vec![false; n];
            for v in 0..n {
                playable[perm[v]] = white >> v & 1 == 1;
            }
            let got = tree_values(n, &e, perm[0], &playable);
            for v in 0..n {
                let at = (parent, white, v);
                assert_eq!(got.grundy[perm[v]], grundy[v], "grundy {:?}", at);
                assert_eq!(got.after[perm[v]], after[v], "after {:?}", at);
            }
            let mut moves: Vec<usize> = (0..n)
                .filter(|&v| white >> v & 1 == 1 && after[v] == 0)
                .map(|v| perm[v])
                .collect();
            moves.sort_unstable();
            assert_eq!(winning_moves(n, &e, perm[0], &playable), moves);
            assert_eq!(moves.is_empty(), grundy[0] == 0);
        }
        1 << n
    }

    #[test]
    fn tree_values_match_search_on_all_small_trees() {
        let mut rng = XorShift::new(7);
        let (mut trees, mut cases) = (0, 0);
        for n in 1..=6 {
            for parent in parent_arrays(n) {
                cases += check_tree(&parent, &mut rng);
                trees += 1;
            }
        }
        assert_eq!(
            (trees, cases),
            (154, 2 + 4 + 2 * 8 + 6 * 16 + 24 * 32 + 120 * 64)
        );
    }

    /// One parent array per rooted shape with 7 and 8 vertices (48 and 115 shapes).
    #[test]
    fn tree_values_match_search_on_all_shapes_with_7_and_8_vertices() {
        let mut rng = XorShift::new(8);
        let mut seen = std::collections::HashSet::new();
        let mut cases = 0;
        for n in 7..=8 {
            for parent in parent_arrays(n) {
                if seen.insert(canonical(&parent)) {
                    cases += check_tree(&parent, &mut rng);
                }
            }
        }
        assert_eq!((seen.len(), cases), (48 + 115, 48 * 128 + 115 * 256));
    }

    /// Every rooted shape with 9 vertices (286), every colouring; run in release by CI.
    #[test]
    #[ignore]
    fn tree_values_match_search_on_all_shapes_with_9_vertices_heavy() {
        let mut rng = XorShift::new(9);
        let mut seen = std::collections::HashSet::new();
        for parent in parent_arrays(9) {
            if seen.insert(canonical(&parent)) {
                check_tree(&parent, &mut rng);
            }
        }
        assert_eq!(seen.len(), 286);
    }

    /// Hackendot on a forest straight from the rules: each tree rooted at its least vertex (a
    /// search over adjacency lists), a move deletes a vertex and its ancestors still present.
    fn brute_forest(n: usize, edges: &[(usize, usize)]) -> u32 {
        let mut adj = vec![Vec::new(); n];
        for &(a, b) in edges {
            adj[a].push(b);
            adj[b].push(a);
        }
        let mut path = vec![0u32; n];
        let mut seen = vec![false; n];
        for r in 0..n {
            if !seen[r] {
                seen[r] = true;
                path[r] = 1 << r;
                let mut stack = vec![r];
                while let Some(v) = stack.pop() {
                    for &w in &adj[v] {
                        if !seen[w] {
                            seen[w] = true;
                            path[w] = path[v] | 1 << w;
                            stack.push(w);
                        }
                    }
                }
            }
        }
        let mut s = GameSearch::new(|&m: &u32| {
            (0..n)
                .filter(|&x| m >> x & 1 == 1)
                .map(|x| m & !path[x])
                .collect::<Vec<u32>>()
        });
        s.grundy(&((1u32 << n) - 1))
    }

    /// Is the graph a forest? (Union-find on the edges.)
    fn acyclic(n: usize, edges: &[(usize, usize)]) -> bool {
        let mut up: Vec<usize> = (0..n).collect();
        fn root(up: &[usize], mut v: usize) -> usize {
            while up[v] != v {
                v = up[v];
            }
            v
        }
        edges.iter().all(|&(a, b)| {
            let (ra, rb) = (root(&up, a), root(&up, b));
            up[ra] = rb;
            ra != rb
        })
    }

    /// Every forest on <= 5 labelled vertices (each edge set of the complete graph without a
    /// cycle, in both orientations), and 300 random forests on <= 10 vertices.
    #[test]
    fn forest_grundy_matches_search_on_all_small_forests() {
        let mut forests = 0;
        for n in 1..=5usize {
            let pairs: Vec<(usize, usize)> = (0..n)
                .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
                .collect();
            for set in 0..1u32 << pairs.len() {
                let edges: Vec<(usize, usize)> = (0..pairs.len())
                    .filter(|&i| set >> i & 1 == 1)
                    .map(|i| {
                        if i % 2 == 0 {
                            pairs[i]
                        } else {
                            (pairs[i].1, pairs[i].0)
                        }
                    })
                    .collect();
                if acyclic(n, &edges) {
                    let g = brute_forest(n, &edges);
                    assert_eq!(forest_grundy(n, &edges), g, "{} {:?}", n, edges);
                    assert_eq!(forest_first_player_wins(n, &edges), g != 0);
                    forests += 1;
                }
            }
        }
        // Labelled forests on 1..=5 vertices: 1, 2, 7, 38, 291.
        assert_eq!(forests, 1 + 2 + 7 + 38 + 291);
        let mut rng = XorShift::new(10);
        for _ in 0..300 {
            let n = 1 + rng.below(10) as usize;
            let mut edges = Vec::new();
            for v in 1..n {
                if rng.below(4) != 0 {
                    edges.push((v, rng.below(v as u64) as usize));
                }
            }
            let (e, _) = scramble(n, &edges, &mut rng);
            assert_eq!(forest_grundy(n, &e), brute_forest(n, &e), "{} {:?}", n, e);
        }
    }

    /// A path of 10^5 vertices (no stack overflow): subtree values are the sizes, a first move
    /// leaves the path below it; forests of equal paths; a broom (a leaf on every path vertex).
    #[test]
    fn long_paths_and_brooms() {
        let n = 100_000;
        let edges: Vec<(usize, usize)> = (1..n).map(|v| (v - 1, v)).collect();
        let t = tree_values(n, &edges, 0, &vec![true; n]);
        assert!((0..n).all(|v| t.grundy[v] == (n - v) as u32));
        assert!((0..n).all(|v| t.after[v] == (n - 1 - v) as u32));
        // Two equal paths in one forest cancel; a third vertex alone is worth 1.
        let n = 5000;
        let mut two: Vec<(usize, usize)> = (1..n).map(|v| (v - 1, v)).collect();
        two.extend((1..n).map(|v| (n + v, n + v - 1)));
        assert_eq!(forest_grundy(n, &two[..n - 1]), n as u32);
        assert_eq!(forest_grundy(2 * n, &two), 0);
        assert_eq!(forest_grundy(2 * n + 1, &two), 1);
        // A broom: path 0..k, leaf k + v on v. Compare with a plain-set recurrence.
        let k = 300;
        let mut broom: Vec<(usize, usize)> = (1..k).map(|v| (v, v - 1)).collect();
        broom.extend((0..k).map(|v| (v, k + v)));
        let t = tree_values(2 * k, &broom, 0, &vec![true; 2 * k]);
        // Plain sets from the deepest path vertex up: O(v) = {s} ∪ (O(child) ^ s ^ g(child))
        // ∪ {0 ^ s ^ 1} (the leaf's options {0} shifted by s ^ g(leaf)).
        let mut set: std::collections::BTreeSet<u32> = Default::default();
        let mut g_child = None;
        for v in (0..k).rev() {
            let s = 1 ^ g_child.unwrap_or(0);
            let mut next: std::collections::BTreeSet<u32> = match g_child {
                Some(g) => set.iter().map(|&x| x ^ s ^ g).collect(),
                None => Default::default(),
            };
            next.insert(s);
            next.insert(s ^ 1);
            let g = (0..).find(|x| !next.contains(x)).unwrap();
            assert_eq!(t.grundy[v], g, "broom vertex {}", v);
            set = next;
            g_child = Some(g);
        }
    }

    #[test]
    #[should_panic(expected = "colours for")]
    fn rejects_wrong_colour_count() {
        tree_values(2, &[(0, 1)], 0, &[true]);
    }

    #[test]
    #[should_panic(expected = "closes a cycle")]
    fn rejects_a_cycle_in_a_forest() {
        forest_grundy(4, &[(0, 1), (1, 2), (2, 0)]);
    }

    #[test]
    #[should_panic(expected = "outside 0..3")]
    fn rejects_a_bad_endpoint() {
        forest_grundy(3, &[(0, 3)]);
    }
}
