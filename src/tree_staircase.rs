//! # Staircase Nim on a tree with step k, for every root (rerooting)
//!
//! - **Game:** coins on a rooted tree; a move takes `m >= 1` coins up `k` levels from depth `>= k`.
//! - **Theorem:** the mover loses iff the XOR of the coins on odd stairs is 0, the stair of `v`
//!   being `floor(depth_r(v) / k)`: staircase Nim (`staircase`) on a tree.
//! - **Complexity:** one root O(n); every root O(n · k) time and memory, iterative (rerooting).
//! - **Problems:** cf-1498f.
//! - **Status:** = a search of the game, every root, k <= 3: all trees <= 5 vertices, coins <= 2,
//!   and <= 6, coins <= 1; vs the formula by BFS: 150 random trees <= 200, a path of 10^5.
//!
//! Why: a move takes coins from stair `s >= 1` to stair `s - 1`, and stair 0 is stuck. Let `X` be
//! the XOR over odd stairs. A move changes exactly one odd-stair count (the source's or the
//! target's) by `m != 0`, so from `X = 0` every move leaves `X != 0`. From `X != 0`, some
//! odd-stair vertex has `c ^ X < c`; moving `c - (c ^ X)` coins from it down one stair leaves
//! `X = 0`. The game ends (each move lowers the sum of coins times depth) and its end has
//! `X = 0`, so the positions with `X = 0` are exactly the lost ones.
//! Every root: `d[v][j]`, the XOR of the coins at distance `≡ j (mod 2k)` from `v` within its
//! subtree (tree rooted at 0), children first; then parents first, with `f` the same over the
//! whole tree, `f[c][j] = d[c][j] ^ f[p][j - 1] ^ d[c][j - 2]` for a child `c` of `p` (the
//! vertices outside `c`'s subtree are one step further from `c` than from `p`). The answer for
//! `r` is the XOR of `f[r][k..2k]`.

use crate::tree::peel;

/// The Nim sum of the game rooted at `root`: the XOR of `coins[v]` over the vertices `v` with
/// `floor(depth(v) / k)` odd. The player to move wins iff it is not 0.
///
/// # Constraints
/// `1 <= n <= 2^32 - 1`, `root < n`, `n - 1` edges forming a tree on `0..n` (any order and
/// orientation), `coins.len() == n`, `k >= 1`.
///
/// # Panics
/// If a constraint fails: "tree_staircase: step k = 0, need k >= 1", "tree_staircase: 3 coin
/// counts for 4 vertices", or `tree::peel`'s messages ("tree_staircase: the edges do not form a
/// tree", ...).
///
/// # Complexity
/// O(n); no recursion.
///
/// # Example
/// ```
/// use cgt::tree_staircase::odd_stair_xor;
/// // The path 0 - 1 - 2 - 3 with 1, 2, 3, 4 coins, k = 1: stairs are depths.
/// let e = [(0, 1), (1, 2), (2, 3)];
/// assert_eq!(odd_stair_xor(4, &e, &[1, 2, 3, 4], 1, 0), 2 ^ 4);
/// assert_eq!(odd_stair_xor(4, &e, &[1, 2, 3, 4], 2, 0), 3 ^ 4); // depths 2, 3: stair 1
/// ```
pub fn odd_stair_xor(
    n: usize,
    edges: &[(usize, usize)],
    coins: &[u64],
    k: usize,
    root: usize,
) -> u64 {
    check(n, coins, k);
    let (mut parent, mut order) = (vec![0u32; n], Vec::with_capacity(n));
    peel("tree_staircase", n, edges, root, false, |v, p, _| {
        parent[v] = p as u32;
        order.push(v as u32);
    });
    let (mut depth, mut x) = (vec![0usize; n], 0);
    for &v in order.iter().rev() {
        let v = v as usize;
        depth[v] = depth[parent[v] as usize] + 1;
        if depth[v] / k % 2 == 1 {
            x ^= coins[v];
        }
    }
    x
}

/// [`odd_stair_xor`] for every root: entry `r` is the Nim sum of the game rooted at `r`.
///
/// # Constraints
/// As [`odd_stair_xor`] without `root`. Memory is `16 · min(k, n) · n` bytes (64 MB at
/// `n = 2·10^5`, `k = 20`); `k >= n` costs O(n) (no vertex is `k` deep).
///
/// # Panics
/// As [`odd_stair_xor`].
///
/// # Complexity
/// O(n · min(k, n)) time and memory; no recursion.
///
/// # Example
/// ```
/// use cgt::tree_staircase::odd_stair_xors;
/// // A star: centre 0 with 5 coins, leaves 1, 2 with 1 and 3 coins; k = 1.
/// let e = [(0, 1), (0, 2)];
/// assert_eq!(odd_stair_xors(3, &e, &[5, 1, 3], 1), vec![1 ^ 3, 5, 5]);
/// ```
pub fn odd_stair_xors(n: usize, edges: &[(usize, usize)], coins: &[u64], k: usize) -> Vec<u64> {
    check(n, coins, k);
    if k >= n {
        // Depths are below n <= k: every coin is on stair 0. Still check the tree.
        peel("tree_staircase", n, edges, 0, false, |_, _, _| {});
        return vec![0; n];
    }
    // seq: the vertices parents first (the root 0, then peel's order reversed); vertex seq[i]
    // is row i of the table, so both passes walk the rows in order and the parent row
    // up[i] < i is the only jump (none on a path).
    let mut order = Vec::with_capacity(n);
    let mut parent = vec![0u32; n];
    peel("tree_staircase", n, edges, 0, false, |v, p, _| {
        parent[v] = p as u32;
        order.push(v as u32);
    });
    order.push(0);
    order.reverse();
    let seq = order;
    let mut row = vec![0u32; n];
    for (i, &v) in seq.iter().enumerate() {
        row[v as usize] = i as u32;
    }
    let up: Vec<usize> = seq
        .iter()
        .map(|&v| row[parent[v as usize] as usize] as usize)
        .collect();
    let m = 2 * k;
    // d[i * m + j]: XOR of the coins at distance ≡ j (mod 2k) from seq[i] in its subtree (tree
    // rooted at 0), then (second pass) in the whole tree.
    let mut d = vec![0u64; n * m];
    for (i, &v) in seq.iter().enumerate() {
        d[i * m] = coins[v as usize];
    }
    for i in (1..n).rev() {
        // Every row after i is complete, i's children among them: shift row i into its parent's.
        let (lo, hi) = d.split_at_mut(i * m);
        let (dp, di) = (&mut lo[up[i] * m..up[i] * m + m], &hi[..m]);
        dp[0] ^= di[m - 1];
        for (a, &b) in dp[1..].iter_mut().zip(&di[..m - 1]) {
            *a ^= b;
        }
    }
    let mut x = vec![0u64; n];
    x[0] = d[k..m].iter().fold(0, |a, &b| a ^ b);
    let mut t = vec![0u64; m];
    for i in 1..n {
        // The parent's row already covers the whole tree; row i becomes so too.
        let (lo, hi) = d.split_at_mut(i * m);
        let (fp, dc) = (&lo[up[i] * m..up[i] * m + m], &mut hi[..m]);
        t[0] = dc[0] ^ dc[m - 2] ^ fp[m - 1];
        t[1] = dc[1] ^ dc[m - 1] ^ fp[0];
        for j in 2..m {
            t[j] = dc[j] ^ dc[j - 2] ^ fp[j - 1];
        }
        dc.copy_from_slice(&t);
        x[seq[i] as usize] = dc[k..].iter().fold(0, |a, &b| a ^ b);
    }
    x
}

/// For every root `r`, whether the player to move wins the game rooted at `r`
/// (`odd_stair_xors(..)[r] != 0`).
///
/// # Constraints
/// As [`odd_stair_xors`].
///
/// # Panics
/// As [`odd_stair_xor`].
///
/// # Complexity
/// As [`odd_stair_xors`].
///
/// # Example
/// ```
/// use cgt::tree_staircase::first_player_wins;
/// // Codeforces 1498F's sample (0-based): k = 1, edges 1-2 1-3 5-2 4-3, coins 0 3 2 4 4.
/// let e = [(0, 1), (0, 2), (4, 1), (3, 2)];
/// let w = first_player_wins(5, &e, &[0, 3, 2, 4, 4], 1);
/// assert_eq!(w, vec![true, false, false, true, true]);
/// ```
pub fn first_player_wins(n: usize, edges: &[(usize, usize)], coins: &[u64], k: usize) -> Vec<bool> {
    odd_stair_xors(n, edges, coins, k)
        .iter()
        .map(|&x| x != 0)
        .collect()
}

fn check(n: usize, coins: &[u64], k: usize) {
    assert!(k >= 1, "tree_staircase: step k = 0, need k >= 1");
    assert!(
        coins.len() == n,
        "tree_staircase: {} coin counts for {} vertices",
        coins.len(),
        n
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game_search::GameSearch;
    use crate::rng::XorShift;
    use crate::tree::testing::scramble;
    use crate::tree::testing::{adjacency, below, bfs, canonical, parent_arrays, random_parents};
    use std::collections::HashSet;

    /// The Nim sum rooted at `r`, straight from the depths (the second check, not the twin).
    fn formula(adj: &[Vec<usize>], coins: &[u64], k: usize, r: usize) -> u64 {
        let (dist, _) = bfs(adj, r);
        (0..adj.len())
            .filter(|&v| dist[v] / k % 2 == 1)
            .fold(0, |x, v| x ^ coins[v])
    }

    /// Every coin vector with entries `0..=top` on `n` vertices.
    fn coin_vectors(n: usize, top: u8) -> Vec<Vec<u8>> {
        let mut all = vec![Vec::new()];
        for _ in 0..n {
            all = all
                .into_iter()
                .flat_map(|c: Vec<u8>| {
                    (0..=top).map(move |a| {
                        let mut c = c.clone();
                        c.push(a);
                        c
                    })
                })
                .collect();
        }
        all
    }

    #[test]
    fn matches_a_search_of_the_game_on_every_small_tree_from_every_root() {
        let mut rng = XorShift::new(1498);
        let mut shapes = 0;
        for (n, top) in [(1, 2), (2, 2), (3, 2), (4, 2), (5, 2), (6, 1)] {
            let coins = coin_vectors(n, top);
            let mut seen = HashSet::new();
            for p in parent_arrays(n) {
                if !seen.insert(canonical(&p)) {
                    continue;
                }
                shapes += 1;
                let tree: Vec<(usize, usize)> = (1..n).map(|v| (v, p[v - 1])).collect();
                let (edges, _) = scramble(n, &tree, &mut rng);
                for k in 1..=3 {
                    let all: Vec<Vec<bool>> = coins
                        .iter()
                        .map(|c| {
                            let c: Vec<u64> = c.iter().map(|&a| u64::from(a)).collect();
                            first_player_wins(n, &edges, &c, k)
                        })
                        .collect();
                    for r in 0..n {
                        // The real game rooted at r: a position is the coin vector.
                        let (depth, parent) = bfs(&adjacency(n, &edges), r);
                        let up: Vec<Option<usize>> = (0..n)
                            .map(|v| (depth[v] >= k).then(|| (0..k).fold(v, |a, _| parent[a])))
                            .collect();
                        let mut search = GameSearch::new(|pos: &Vec<u8>| {
                            let mut next = Vec::new();
                            for v in 0..n {
                                if let Some(a) = up[v] {
                                    for m in 1..=pos[v] {
                                        let mut q = pos.clone();
                                        q[v] -= m;
                                        q[a] += m;
                                        next.push(q);
                                    }
                                }
                            }
                            next
                        });
                        for (c, w) in coins.iter().zip(&all) {
                            assert_eq!(
                                w[r],
                                search.first_player_wins(c),
                                "root {} k {} coins {:?} edges {:?}",
                                r,
                                k,
                                c,
                                edges
                            );
                        }
                    }
                }
            }
        }
        // Rooted trees on 1..=6 vertices (OEIS A000081).
        assert_eq!(shapes, 1 + 1 + 2 + 4 + 9 + 20);
    }

    #[test]
    fn matches_the_formula_on_random_trees_from_every_root() {
        let mut rng = XorShift::new(30);
        for round in 0..150 {
            let n = 1 + below(&mut rng, 200);
            let spread = 1 + below(&mut rng, n);
            let tree = random_parents(n, spread, &mut rng);
            let (edges, _) = scramble(n, &tree, &mut rng);
            let coins: Vec<u64> = (0..n)
                .map(|_| match round % 3 {
                    0 => rng.next_u64(),
                    1 => below(&mut rng, 4) as u64,
                    _ => rng.next_u64() >> 34,
                })
                .collect();
            let k = if round % 10 == 9 {
                n + below(&mut rng, 3)
            } else {
                1 + below(&mut rng, 7)
            };
            let got = odd_stair_xors(n, &edges, &coins, k);
            let adj = adjacency(n, &edges);
            for (r, &x) in got.iter().enumerate() {
                let want = formula(&adj, &coins, k, r);
                assert_eq!(x, want, "root {} k {} edges {:?}", r, k, edges);
                if r % 16 == round % 16 {
                    assert_eq!(odd_stair_xor(n, &edges, &coins, k, r), want);
                }
            }
        }
    }

    #[test]
    fn a_long_path_and_a_star_without_recursion() {
        let (n, k) = (100_000, 20);
        let path: Vec<(usize, usize)> = (1..n).map(|v| (v - 1, v)).collect();
        let mut rng = XorShift::new(7);
        let coins: Vec<u64> = (0..n).map(|_| rng.next_u64() >> 30).collect();
        let got = odd_stair_xors(n, &path, &coins, k);
        for r in [0, 1, 19, 20, 21, 39, 40, n / 2, n - 41, n - 1] {
            assert_eq!(got[r], odd_stair_xor(n, &path, &coins, k, r), "root {}", r);
        }
        // A star with k = 1: from the centre the leaves are on stair 1; from a leaf, the centre.
        let star: Vec<(usize, usize)> = (1..1000).map(|v| (0, v)).collect();
        let coins: Vec<u64> = (0..1000).map(|v| v as u64 + 1).collect();
        let got = odd_stair_xors(1000, &star, &coins, 1);
        assert_eq!(got[0], (2..=1000).fold(0, |x, c| x ^ c));
        assert!(got[1..].iter().all(|&x| x == 1));
    }

    #[test]
    #[should_panic(expected = "tree_staircase: step k = 0, need k >= 1")]
    fn rejects_step_zero() {
        first_player_wins(2, &[(0, 1)], &[1, 1], 0);
    }

    #[test]
    #[should_panic(expected = "tree_staircase: 1 coin counts for 2 vertices")]
    fn rejects_a_short_coin_list() {
        odd_stair_xor(2, &[(0, 1)], &[1], 1, 0);
    }

    #[test]
    #[should_panic(expected = "tree_staircase: the edges do not form a tree")]
    fn rejects_a_cycle_even_when_k_is_large() {
        first_player_wins(4, &[(0, 1), (1, 2), (2, 0)], &[0; 4], 9);
    }
}
