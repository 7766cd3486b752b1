//! # Bracelets: Sprague–Grundy on nested threshold intervals
//!
//! - **Method:** a segment's value is the mex over its weights `t` of the XOR of its runs lighter
//!   than `t`; the runs form a tree (children: the runs between the heaviest pearls), swept once.
//! - **Complexity:** O(k^2) time, O(k) memory per bracelet of `k` pearls.
//! - **Problems:** lightoj-1344.
//! - **Status:** values vs GameSearch for all 363 bracelets of length <= 5, weights <= 3; winning
//!   moves vs GameSearch on all pairs of length <= 3 (weights <= 3), all triples of length <= 2
//!   (weights <= 2), 300 random positions of <= 3 bracelets of length <= 6, weights <= 6.
//!
//! **Game** (LightOJ 1344). Several bracelets, each a row of pearls with integer weights. A move
//! chooses a pearl of weight `w` in one bracelet; every pearl of that bracelet with weight `>= w`
//! is removed and the maximal pieces left become separate bracelets. Normal play. Choosing two
//! pearls of equal weight in one bracelet is the same move.
//!
//! **Theorem** (Sprague–Grundy). A segment `J` has `sg(J) = mex` over its distinct weights `t` of
//! `X_J(t)`, the XOR of `sg` over the maximal runs of `J` lighter than `t`. A first move `t` in
//! bracelet `i` wins iff `total XOR sg(i) XOR X_i(t) = 0`.
//!
//! **Method.** The children of a segment with heaviest weight `M` are its maximal runs lighter
//! than `M`; each pearl is cut at exactly one node, so there are at most `k`. The runs of `J`
//! lighter than `t` are the nodes `N` below `J` with `max N < t <= max parent(N)`: a difference
//! array over the weight ranks adds `sg(N)` on that range and gives all of `X_J` at once, children
//! first (a memoised recursion over segments costs O(k^3)). References: *Winning Ways*, ch. 4.

/// One segment of the tree described in the module docs.
struct Node {
    /// Rank of the heaviest weight in the segment among the bracelet's distinct weights.
    max: usize,
    children: Vec<usize>,
}

/// Builds the subtree of segment `rank[l..=r]` (non-empty; weights replaced by their ranks) into
/// `nodes`, parents before children, and returns its id.
fn build(rank: &[usize], l: usize, r: usize, nodes: &mut Vec<Node>) -> usize {
    let max = *rank[l..=r].iter().max().expect("segments are non-empty");
    let id = nodes.len();
    nodes.push(Node {
        max,
        children: Vec::new(),
    });
    let mut i = l;
    while i <= r {
        if rank[i] == max {
            i += 1;
            continue;
        }
        let start = i;
        while i <= r && rank[i] < max {
            i += 1;
        }
        let child = build(rank, start, i - 1, nodes);
        nodes[id].children.push(child);
    }
    id
}

/// `(rank t, X_J(t))` for each distinct weight rank `t` of node `j`, increasing, given `sg` of
/// every node below `j`; `d` is the number of distinct weights of the bracelet.
fn node_options(nodes: &[Node], sg: &[u32], j: usize, d: usize) -> Vec<(usize, u32)> {
    // present[t]: rank t is a weight of j (the weights of j are the maxima of j and the nodes
    // below it). diff[i] ^= v toggles v for all ranks >= i.
    let mut present = vec![false; d];
    let mut diff = vec![0u32; d + 1];
    present[nodes[j].max] = true;
    let mut stack = vec![j];
    while let Some(p) = stack.pop() {
        for &c in &nodes[p].children {
            // Node c is a run of j lighter than t iff max c < t <= max p.
            present[nodes[c].max] = true;
            diff[nodes[c].max + 1] ^= sg[c];
            diff[nodes[p].max + 1] ^= sg[c];
            stack.push(c);
        }
    }
    let mut x = 0;
    let mut out = Vec::new();
    for t in 0..d {
        x ^= diff[t];
        if present[t] {
            out.push((t, x));
        }
    }
    out
}

/// For each distinct weight `w` of the bracelet, increasing, the pair `(w, value after choosing
/// w)`: the XOR of the values of the pieces left.
///
/// # Constraints
/// `weights.len() <= 2000` (the tree is built recursively, one level per distinct weight).
///
/// # Panics
/// If the bracelet is longer.
///
/// # Complexity
/// O(k²) time, O(k) memory for `k` pearls.
///
/// # Example
/// ```
/// // Choosing 1 removes everything; choosing 2 leaves the two single pearls of weight 1 (value 0);
/// // choosing 3 leaves [1 2 1], whose value is mex{0, 0} = 1.
/// assert_eq!(cgt::bracelet::options(&[1, 2, 1, 3]), vec![(1, 0), (2, 0), (3, 1)]);
/// ```
pub fn options(weights: &[i64]) -> Vec<(i64, u32)> {
    let k = weights.len();
    assert!(k <= 2000, "options: bracelet of {} pearls is too long", k);
    if k == 0 {
        return Vec::new();
    }
    let mut distinct = weights.to_vec();
    distinct.sort_unstable();
    distinct.dedup();
    let rank: Vec<usize> = weights
        .iter()
        .map(|w| distinct.binary_search(w).expect("w is in distinct"))
        .collect();
    let d = distinct.len();
    let mut nodes = Vec::with_capacity(k);
    build(&rank, 0, k - 1, &mut nodes);
    // Children have larger ids than their parent, so decreasing ids go children first.
    let mut sg = vec![0u32; nodes.len()];
    for j in (1..nodes.len()).rev() {
        let mut vals: Vec<u32> = node_options(&nodes, &sg, j, d)
            .into_iter()
            .map(|(_, x)| x)
            .collect();
        sg[j] = crate::sprague_grundy::mex(&mut vals);
    }
    node_options(&nodes, &sg, 0, d)
        .into_iter()
        .map(|(t, x)| (distinct[t], x))
        .collect()
}

/// Grundy value of one bracelet (0 for an empty one).
///
/// # Constraints
/// As for [`options`].
///
/// # Panics
/// As for [`options`].
///
/// # Complexity
/// O(k²).
///
/// # Example
/// ```
/// assert_eq!(cgt::bracelet::grundy(&[5]), 1);
/// assert_eq!(cgt::bracelet::grundy(&[1, 2, 1, 3]), 2);
/// ```
pub fn grundy(weights: &[i64]) -> u32 {
    let mut vals: Vec<u32> = options(weights).into_iter().map(|(_, x)| x).collect();
    crate::sprague_grundy::mex(&mut vals)
}

/// Every winning first move as `(bracelet index, weight)`, 0-based index, sorted by index then
/// weight, without duplicates; empty iff the player to move loses.
///
/// # Constraints
/// Each bracelet as for [`options`].
///
/// # Panics
/// As for [`options`].
///
/// # Complexity
/// O(sum of k²).
///
/// # Example
/// ```
/// use cgt::bracelet::winning_moves;
/// assert_eq!(winning_moves(&[vec![3, 3]]), vec![(0, 3)]);
/// assert_eq!(winning_moves(&[vec![7], vec![4]]), vec![]);
/// assert_eq!(winning_moves(&[vec![2, 1], vec![4]]), vec![(0, 2)]);
/// ```
pub fn winning_moves(bracelets: &[Vec<i64>]) -> Vec<(usize, i64)> {
    let opts: Vec<Vec<(i64, u32)>> = bracelets.iter().map(|b| options(b)).collect();
    let values: Vec<u32> = opts
        .iter()
        .map(|o| {
            let mut v: Vec<u32> = o.iter().map(|&(_, x)| x).collect();
            crate::sprague_grundy::mex(&mut v)
        })
        .collect();
    let total = values.iter().fold(0, |a, &v| a ^ v);
    let mut moves = Vec::new();
    for (i, o) in opts.iter().enumerate() {
        // `options` lists each distinct weight once, in increasing order.
        for &(w, x) in o {
            if total ^ values[i] ^ x == 0 {
                moves.push((i, w));
            }
        }
    }
    moves
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game_search::GameSearch;
    use itertools::Itertools;

    /// The real game on a multiset of bracelets (sorted list of weight sequences): choose a pearl,
    /// remove every pearl of its bracelet at least as heavy, keep the non-empty pieces.
    fn after_choice(b: &[i64], j: usize) -> Vec<Vec<i64>> {
        let t = b[j];
        b.split(|&x| x >= t)
            .filter(|p| !p.is_empty())
            .map(|p| p.to_vec())
            .collect()
    }

    fn game_moves(p: &[Vec<i64>]) -> Vec<Vec<Vec<i64>>> {
        let mut out = Vec::new();
        for i in 0..p.len() {
            for j in 0..p[i].len() {
                let mut q: Vec<Vec<i64>> = p
                    .iter()
                    .enumerate()
                    .filter(|&(x, _)| x != i)
                    .map(|(_, b)| b.clone())
                    .collect();
                q.extend(after_choice(&p[i], j));
                q.sort();
                out.push(q);
            }
        }
        out
    }

    fn all_bracelets(max_len: usize, max_w: i64) -> Vec<Vec<i64>> {
        (1..=max_len)
            .flat_map(|len| (0..len).map(|_| 1..=max_w).multi_cartesian_product())
            .collect()
    }

    /// Winning (index, weight) pairs of an ordered position, by search.
    fn brute_winning<F>(s: &mut GameSearch<Vec<Vec<i64>>, F>, pos: &[Vec<i64>]) -> Vec<(usize, i64)>
    where
        F: FnMut(&Vec<Vec<i64>>) -> Vec<Vec<Vec<i64>>>,
    {
        let mut v = Vec::new();
        for i in 0..pos.len() {
            for j in 0..pos[i].len() {
                let mut q: Vec<Vec<i64>> = pos
                    .iter()
                    .enumerate()
                    .filter(|&(x, _)| x != i)
                    .map(|(_, b)| b.clone())
                    .collect();
                q.extend(after_choice(&pos[i], j));
                q.sort();
                if !s.first_player_wins(&q) {
                    v.push((i, pos[i][j]));
                }
            }
        }
        v.sort_unstable();
        v.dedup();
        v
    }

    #[test]
    fn single_bracelets_match_search() {
        let mut s = GameSearch::new(|p: &Vec<Vec<i64>>| game_moves(p));
        let all = all_bracelets(5, 3);
        assert_eq!(all.len(), 363);
        for b in all {
            let g = s.grundy(&vec![b.clone()]);
            assert_eq!(grundy(&b), g, "{:?}", b);
            // Each option's value is the search's value of the pieces left.
            for (w, x) in options(&b) {
                let j = b.iter().position(|&y| y == w).unwrap();
                let mut q = after_choice(&b, j);
                q.sort();
                assert_eq!(x, s.grundy(&q), "{:?} w {}", b, w);
            }
        }
    }

    #[test]
    fn winning_moves_match_search_on_pairs_and_triples() {
        let mut s = GameSearch::new(|p: &Vec<Vec<i64>>| game_moves(p));
        let short = all_bracelets(3, 3);
        assert_eq!(short.len(), 39);
        for (a, b) in short.iter().cartesian_product(short.iter()) {
            let pos = vec![a.clone(), b.clone()];
            assert_eq!(
                winning_moves(&pos),
                brute_winning(&mut s, &pos),
                "{:?}",
                pos
            );
        }
        let tiny = all_bracelets(2, 2);
        let mut triples = 0;
        for p in (0..3)
            .map(|_| tiny.iter().cloned())
            .multi_cartesian_product()
        {
            assert_eq!(winning_moves(&p), brute_winning(&mut s, &p), "{:?}", p);
            triples += 1;
        }
        assert_eq!(triples, 216);
    }

    #[test]
    fn winning_moves_match_search_on_random_positions() {
        let mut rng = crate::rng::XorShift::new(0x9e37_79b9_7f4a_7c15);
        let mut next = |m: u64| rng.below(m);
        let mut s = GameSearch::new(|p: &Vec<Vec<i64>>| game_moves(p));
        for _ in 0..300 {
            let n = 1 + next(3) as usize;
            let pos: Vec<Vec<i64>> = (0..n)
                .map(|_| {
                    let len = 1 + next(6) as usize;
                    (0..len).map(|_| 1 + next(6) as i64).collect()
                })
                .collect();
            assert_eq!(
                winning_moves(&pos),
                brute_winning(&mut s, &pos),
                "{:?}",
                pos
            );
        }
    }

    #[test]
    fn extreme_weights_and_empty_bracelet() {
        assert_eq!(
            options(&[i64::MIN, i64::MAX, i64::MIN]),
            vec![(i64::MIN, 0), (i64::MAX, 0)]
        );
        assert_eq!(grundy(&[]), 0);
        assert_eq!(winning_moves(&[vec![], vec![9]]), vec![(1, 9)]);
    }
}
