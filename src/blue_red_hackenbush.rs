//! # Blue-Red Hackenbush on trees: exact values of any length
//!
//! - **Theorem** (Winning Ways): a tree is the sum over the root's edges of [`edge_under`] of the
//!   child's subtree; Left wins a value `> 0` whoever starts, Right `< 0`, the second player 0.
//! - **Complexity:** O(n) time plus O(n log n / 64) word operations for the sums; iterative.
//! - **Problems:** codechef-gerald08.
//! - **Status:** = `partizan::value` of the edge-set game, sign = minimax (either first), all
//!   trees <= 6 vertices and colourings (8 heavy); paths = `hackenbush_string`; the edge rule and
//!   trees <= 400 vertices (700 heavy) = the rule's statement on `Dyadic` / a fixed-point reference.
//!
//! **Game.** Every edge belongs to Left or Right; a player deletes one of their own edges, and
//! every edge no longer connected to the root disappears with it. Normal play. Input: vertices
//! `0..n`, edges `(u, v, left)` in any order and orientation, a root.
//!
//! The edge rule: Left's edge under a part worth `x` is worth `x + 1` if `x >= 0`, else
//! `(x + p) / 2^(p - 1)` with `p` the least integer `>= 1` such that `x + p > 1`; Right's edge is
//! the mirror image. Values need as many fraction bits as the tree has edges (an alternating path
//! of `n` edges: `1 - 1/2 + 1/4 - ...`), and the sign can hinge on the last bit, so no float or
//! fixed-width number will do: [`BigDyadic`] is exact, and a sum keeps the words of the operand
//! with the longer fraction.
//!
//! References: Berlekamp, Conway, Guy, *Winning Ways*, ch. 2; CodeChef GERALD08 editorial.

use crate::big_dyadic::BigDyadic;
use crate::tree::peel;
use std::cmp::Ordering;

/// Replaces `x` by the value of one edge (Left's if `left`, else Right's) carrying a part worth
/// `x` on top. Left's edge gives `x + 1` for `x >= 0`, else `(x + p) / 2^(p - 1)` with `p` the
/// least integer `>= 1` such that `x + p > 1` (so `-k` gives `1/2^k`, and `-1/2` gives `3/4`);
/// Right's edge is the mirror image, `-f(-x)`.
///
/// # Constraints
/// The integer part of `x` fits in `i64`.
///
/// # Panics
/// If it does not.
///
/// # Complexity
/// O(1) amortised (as [`BigDyadic::add_then_halve`]).
///
/// # Example
/// ```
/// use cgt::big_dyadic::BigDyadic;
/// use cgt::blue_red_hackenbush::edge_under;
/// let mut x = BigDyadic::new(-1, 1);
/// edge_under(&mut x, true);
/// assert_eq!(x, BigDyadic::new(3, 2));
/// edge_under(&mut x, false); // 3/4 under Right's edge: (3/4 - 2) / 2
/// assert_eq!(x, BigDyadic::new(-5, 3));
/// ```
pub fn edge_under(x: &mut BigDyadic, left: bool) {
    if left != (x.signum() == Ordering::Less) {
        // The edge's colour agrees with the sign of x (or x = 0 under Left's edge).
        return x.add_then_halve(if left { 1 } else { -1 }, 0);
    }
    // Left: p = 2 - ceil(x); Right (the mirror image): p = 2 + floor(x).
    let (f, whole) = (x.floor(), x.exp() == 0);
    let p = if left { 2 - f - !whole as i64 } else { 2 + f };
    x.add_then_halve(if left { p } else { -p }, (p - 1) as u64);
}

/// The value of a Blue-Red Hackenbush tree (`left`: the edge is Left's).
///
/// # Constraints
/// As [`crate::tree::root_tree`]: vertices `0..n`, `n >= 1`, `n - 1` edges forming a tree,
/// `root < n`.
///
/// # Panics
/// If a constraint fails.
///
/// # Complexity
/// O(n) plus O(n log n / 64) word operations; no recursion.
///
/// # Example
/// ```
/// use cgt::big_dyadic::BigDyadic;
/// use cgt::blue_red_hackenbush::tree_value;
/// // Left's edge 0-1 with Right's edge 1-2 on top: 1 - 1/2.
/// assert_eq!(tree_value(3, &[(2, 1, false), (0, 1, true)], 0), BigDyadic::new(1, 1));
/// // One edge each at the root: 0, a second-player win.
/// assert_eq!(tree_value(3, &[(0, 1, true), (0, 2, false)], 0), BigDyadic::default());
/// ```
pub fn tree_value(n: usize, edges: &[(usize, usize, bool)], root: usize) -> BigDyadic {
    let pairs: Vec<(usize, usize)> = edges.iter().map(|&(u, v, _)| (u, v)).collect();
    let mut value = vec![BigDyadic::default(); n];
    // Children come before their parents, so value[v] is complete when v is peeled.
    peel("tree_value", n, &pairs, root, true, |v, p, e| {
        let mut x = std::mem::take(&mut value[v]);
        edge_under(&mut x, edges[e].2);
        value[p] += x;
    });
    std::mem::take(&mut value[root])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::big_dyadic::tests::{to_dyadic, to_fixed, Fixed, F};
    use crate::partizan::tests::check_sign;
    use crate::partizan::{hackenbush_string, value, Dyadic};

    /// The edge rule on the reference, straight from its statement: p = 1, 2, ... until x + p > 1.
    fn fixed_edge(x: &Fixed, left: bool) -> Fixed {
        if !left {
            return fixed_edge(&x.neg(), true).neg();
        }
        if !x.negative() {
            return x.add(&Fixed::int(1));
        }
        let p = (1..)
            .find(|&p| x.add(&Fixed::int(p - 1)).positive())
            .unwrap();
        x.add(&Fixed::int(p)).halve(p as usize - 1)
    }

    /// The same on `partizan::Dyadic`.
    fn small_edge(x: Dyadic, left: bool) -> Dyadic {
        let one = Dyadic::new(1, 0);
        if !left {
            return -small_edge(-x, true);
        }
        if x >= Dyadic::ZERO {
            return x + one;
        }
        let p = (1..).find(|&p| x + Dyadic::new(p, 0) > one).unwrap();
        let y = x + Dyadic::new(p, 0);
        Dyadic::new(y.scaled(y.exp) as i64, y.exp + p as u32 - 1)
    }

    #[test]
    fn edge_rule_matches_small_dyadics() {
        for n in -40..=40 {
            for e in 0..=5 {
                for left in [true, false] {
                    let mut x = BigDyadic::new(n, e);
                    edge_under(&mut x, left);
                    let want = small_edge(Dyadic::new(n, e as u32), left);
                    assert_eq!(to_dyadic(&x), Some(want), "{} / 2^{} {}", n, e, left);
                }
            }
        }
    }
    use crate::rng::XorShift;
    use std::collections::HashMap;

    /// A tree by parents (`parent[i] < i`, vertex 0 the root), colours by child vertex.
    struct Tree {
        parent: Vec<usize>,
        left: Vec<bool>,
        /// The edges in the subtree of each vertex, its parent edge included (small trees).
        sub: Vec<u32>,
    }

    impl Tree {
        fn new(parent: Vec<usize>, left: Vec<bool>) -> Tree {
            let mut sub = vec![0u32; parent.len()];
            for i in (1..parent.len().min(32)).rev() {
                sub[i] |= 1 << i;
                let s = sub[i];
                sub[parent[i]] |= s;
            }
            Tree { parent, left, sub }
        }

        /// The library's value, the vertices relabelled and the edges shuffled and turned.
        fn value(&self, rng: &mut XorShift) -> BigDyadic {
            let n = self.parent.len();
            let mut label: Vec<usize> = (0..n).collect();
            rng.shuffle(&mut label);
            let mut edges: Vec<(usize, usize, bool)> = (1..n)
                .map(|i| {
                    let (a, b) = (label[i], label[self.parent[i]]);
                    let (a, b) = if rng.below(2) == 0 { (a, b) } else { (b, a) };
                    (a, b, self.left[i])
                })
                .collect();
            rng.shuffle(&mut edges);
            tree_value(n, &edges, label[0])
        }

        /// The edge-set game: a position is the mask of remaining edges (edge i above vertex i);
        /// cutting edge i removes the subtree of i.
        fn options(&self, mask: u32, left: bool) -> Vec<u32> {
            (1..self.parent.len())
                .filter(|&i| mask >> i & 1 == 1 && self.left[i] == left)
                .map(|i| mask & !self.sub[i])
                .collect()
        }
    }

    fn every_tree(n: usize, mut check: impl FnMut(&Tree)) {
        let mut parent = vec![0usize; n];
        loop {
            for colours in 0..1u32 << (n - 1) {
                let left = (0..n)
                    .map(|i| i > 0 && colours >> (i - 1) & 1 == 1)
                    .collect();
                check(&Tree::new(parent.clone(), left));
            }
            // The next parent array with parent[i] < i (an odometer).
            let mut i = n - 1;
            while i >= 1 && parent[i] == i - 1 {
                parent[i] = 0;
                i -= 1;
            }
            if i == 0 {
                return;
            }
            parent[i] += 1;
        }
    }

    fn search_small_trees(max_n: usize) {
        let mut rng = XorShift::new(8);
        for n in 1..=max_n {
            every_tree(n, |t| {
                let full = ((1u32 << n) - 1) & !1;
                let v = value(
                    &full,
                    &mut |&m| t.options(m, true),
                    &mut |&m| t.options(m, false),
                    &mut HashMap::new(),
                );
                assert_eq!(to_dyadic(&t.value(&mut rng)), Some(v), "{:?}", t.parent);
                check_sign(&full, v, &|&m: &u32, l| t.options(m, l));
            });
        }
    }

    #[test]
    fn matches_search_on_small_trees() {
        search_small_trees(6);
    }

    #[test]
    #[ignore]
    fn matches_search_on_small_trees_heavy() {
        search_small_trees(8);
    }

    #[test]
    fn paths_match_hackenbush_strings() {
        let mut rng = XorShift::new(3);
        for len in 0..=12u32 {
            for bits in 0..1u32 << len {
                let len = len as usize;
                let s: Vec<bool> = (0..len).map(|i| bits >> i & 1 == 1).collect();
                let t = Tree::new(
                    (0..=len).map(|i| i.saturating_sub(1)).collect(),
                    (0..=len).map(|i| i > 0 && s[i - 1]).collect(),
                );
                assert_eq!(to_dyadic(&t.value(&mut rng)), Some(hackenbush_string(&s)));
            }
        }
    }

    /// The reference value, by parents from the last vertex up.
    fn reference(t: &Tree) -> Fixed {
        let mut v = vec![Fixed::int(0); t.parent.len()];
        for i in (1..t.parent.len()).rev() {
            let x = fixed_edge(&v[i], t.left[i]);
            v[t.parent[i]] = v[t.parent[i]].add(&x);
        }
        v[0].clone()
    }

    fn long_trees(cases: usize, max_n: u64) {
        let mut rng = XorShift::new(77);
        let mut longest = 0;
        for case in 0..cases {
            let n = if case < 5 {
                max_n as usize
            } else {
                2 + rng.below(max_n - 1) as usize
            };
            // Shapes: alternating path, path with random colours, caterpillar, random, and a
            // near-mirror pair (two colour-swapped paths on the root, one a vertex longer).
            let parent: Vec<usize> = (0..n)
                .map(|i| match (case % 5, i) {
                    (_, 0) => 0,
                    (0, _) | (1, _) => i - 1,
                    (2, _) => i - 1 - (i % 2 == 0 && i > 1) as usize,
                    (3, _) => rng.below(i as u64) as usize,
                    _ => i.saturating_sub(2),
                })
                .collect();
            let left: Vec<bool> = (0..n)
                .map(|i| match case % 5 {
                    0 => i % 2 == 1,
                    4 => (i % 4 == 1 || i % 4 == 0) != (i == n - 1),
                    _ => rng.below(2) == 0,
                })
                .collect();
            let t = Tree::new(parent, left);
            let v = t.value(&mut rng);
            if v.exp() as usize <= F {
                assert_eq!(to_fixed(&v), reference(&t), "case {}", case);
            }
            longest = longest.max(v.exp());
        }
        assert!(
            longest + 100 > max_n,
            "the values stayed short: {}",
            longest
        );
    }

    #[test]
    fn long_values_match_reference() {
        long_trees(12, 400);
    }

    #[test]
    #[ignore]
    fn long_values_match_reference_heavy() {
        long_trees(300, F as u64);
    }

    #[test]
    fn deep_path_is_exact() {
        // 10^5 alternating edges: 1 - 1/2 + 1/4 - ... (about 2/3, n - 2 fraction bits), and the
        // path beside its colour-swapped copy: exactly 0.
        let n = 100_000;
        let edges: Vec<(usize, usize, bool)> = (1..n).map(|i| (i - 1, i, i % 2 == 1)).collect();
        let v = tree_value(n, &edges, 0);
        assert_eq!((v.exp(), v > BigDyadic::new(1, 1)), (n as u64 - 2, true));
        let mut pair = edges.clone();
        pair.extend((1..n).map(|i| (if i == 1 { 0 } else { n + i - 2 }, n + i - 1, i % 2 == 0)));
        assert_eq!(tree_value(2 * n - 1, &pair, 0), BigDyadic::default());
    }

    #[test]
    #[should_panic(expected = "tree_value: the edges do not form a tree")]
    fn rejects_a_cycle() {
        tree_value(3, &[(0, 1, true), (1, 0, false)], 0);
    }
}
