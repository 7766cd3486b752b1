//! # Tree flipping by depth parity (树链博弈)
//!
//! - **Game:** a rooted tree of black and white vertices; a move turns a black vertex white and
//!   flips any subset of its proper ancestors; no black vertex left: the player to move loses.
//! - **Theorem:** the player to move loses iff every depth holds an even number of black vertices.
//! - **Complexity:** O(n), iterative ([`crate::tree::root_tree`] gives the depths).
//! - **Problems:** nowcoder-19799.
//! - **Status:** exhaustive vs a search of the rules (state = colour bitmask), every colouring:
//!   all 154 parent arrays `p[i] < i` with <= 6 vertices (relabelled), all 163 shapes with 7, 8.
//!
//! Proof: from an all-even position any move changes the parity at the chosen vertex's depth (and
//! perhaps at shallower ones); the opponent answers with another black vertex at the deepest odd
//! depth, flipping one ancestor at every shallower odd depth, which restores all parities. The
//! same answer wins from any position with an odd depth. The game ends: the chosen vertex turns
//! white and only shallower vertices change, so the colours read from the deepest level up
//! decrease.
//!
//! Reference: 2018 牛客国庆集训派对 Day 4, problem H, "树链博弈".

use crate::tree::root_tree;

/// Does the player to move win? `black[v]` says vertex `v` is black; the tree has vertices `0..n`,
/// undirected `edges` and the given `root`.
///
/// # Constraints
/// As [`root_tree`]: `n >= 1`, `n - 1` edges forming a tree, `root < n`; `black.len() == n`.
///
/// # Panics
/// If a constraint fails.
///
/// # Complexity
/// O(n), iterative.
///
/// # Example
/// ```
/// use cgt::tree_flip::first_player_wins;
/// // NowCoder 19799's sample: root black, its child white.
/// assert!(first_player_wins(2, &[(0, 1)], 0, &[true, false]));
/// // Two black vertices at depth 1: the second player mirrors.
/// assert!(!first_player_wins(3, &[(0, 1), (0, 2)], 0, &[false, true, true]));
/// ```
pub fn first_player_wins(n: usize, edges: &[(usize, usize)], root: usize, black: &[bool]) -> bool {
    assert!(
        black.len() == n,
        "tree_flip::first_player_wins: {} colours for {} vertices",
        black.len(),
        n
    );
    let t = root_tree(n, edges, root);
    // parity[d]: number of black vertices at depth d, mod 2.
    let mut parity = vec![false; n];
    for v in 0..n {
        if black[v] {
            parity[t.depth[v]] ^= true;
        }
    }
    parity.iter().any(|&odd| odd)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tree::testing::{canonical, parent_arrays};

    /// Win/loss of every colouring of the tree `parent` (`parent[v - 1] < v`, root 0), straight
    /// from the rules. Bit v of the mask = vertex v is black. A move clears bit v and flips bits of
    /// ancestors, which all have smaller numbers, so it leads to a smaller mask.
    fn brute(parent: &[usize]) -> Vec<bool> {
        let n = parent.len() + 1;
        let mut anc: Vec<Vec<usize>> = vec![Vec::new(); n];
        for v in 1..n {
            let p = parent[v - 1];
            let mut a = anc[p].clone();
            a.push(p);
            anc[v] = a;
        }
        let mut win = vec![false; 1 << n];
        for mask in 1usize..1 << n {
            win[mask] = (0..n).filter(|&v| mask >> v & 1 == 1).any(|v| {
                let a = &anc[v];
                (0usize..1 << a.len()).any(|sub| {
                    let mut q = mask & !(1 << v);
                    for (j, &u) in a.iter().enumerate() {
                        if sub >> j & 1 == 1 {
                            q ^= 1 << u;
                        }
                    }
                    assert!(q < mask);
                    !win[q]
                })
            });
        }
        win
    }

    /// Every colouring of the tree `parent`, relabelled v -> (v + shift) mod n, edges reversed and
    /// alternately oriented, against [`brute`]. Returns the number of colourings.
    fn check_tree(parent: &[usize], shift: usize) -> usize {
        let n = parent.len() + 1;
        let win = brute(parent);
        let lab = |v: usize| (v + shift) % n;
        let mut edges: Vec<(usize, usize)> = parent
            .iter()
            .enumerate()
            .map(|(i, &p)| {
                if i % 2 == 0 {
                    (lab(i + 1), lab(p))
                } else {
                    (lab(p), lab(i + 1))
                }
            })
            .collect();
        edges.reverse();
        for (mask, &w) in win.iter().enumerate() {
            let mut black = vec![false; n];
            for v in 0..n {
                black[lab(v)] = mask >> v & 1 == 1;
            }
            assert_eq!(
                first_player_wins(n, &edges, lab(0), &black),
                w,
                "{:?} mask {:b}",
                parent,
                mask
            );
        }
        win.len()
    }

    #[test]
    fn parity_rule_matches_search_on_all_small_trees() {
        let mut trees = 0;
        let mut cases = 0;
        for n in 1..=6usize {
            for parent in parent_arrays(n) {
                cases += check_tree(&parent, trees % n);
                trees += 1;
            }
        }
        assert_eq!(trees, 1 + 1 + 2 + 6 + 24 + 120);
        assert_eq!(cases, 2 + 4 + 2 * 8 + 6 * 16 + 24 * 32 + 120 * 64);
    }

    /// Trees with 7 and 8 vertices: one parent array per rooted shape (48 and 115 shapes).
    #[test]
    fn parity_rule_matches_search_on_all_tree_shapes_with_7_and_8_vertices() {
        let mut seen = std::collections::HashSet::new();
        let mut cases = 0;
        for n in 7..=8usize {
            for parent in parent_arrays(n) {
                if seen.insert(canonical(&parent)) {
                    cases += check_tree(&parent, seen.len() % n);
                }
            }
        }
        assert_eq!(seen.len(), 48 + 115);
        assert_eq!(cases, 48 * 128 + 115 * 256);
    }

    #[test]
    #[should_panic(expected = "colours for")]
    fn rejects_wrong_colour_count() {
        first_player_wins(2, &[(0, 1)], 0, &[true]);
    }
}
