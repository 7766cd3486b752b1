//! # Two tokens on a tree: each player walks their own token over shared visited vertices
//!
//! - **Game:** tokens on `a` (the first player's) and `b != a`, both visited; in turn each player
//!   moves their own token to an unvisited neighbour (now visited); who cannot move loses.
//! - **Theorem:** along the path `a..b` each player steps toward the other until leaving it wins.
//! - **Complexity:** O(n) for one start; O(n log n) for every start on a path; no recursion.
//! - **Problems:** cf-2013f1 (Alice at vertex 1, Bob at `u`), cf-2013f2 (Bob at each of `u..v`).
//! - **Status:** = a memoised search for every `(a, b)`, `(a, u, v)`: every tree <= 9 vertices
//!   (one per rooted shape), 300 random of 10 to 14; `along_path_` = per start, 400 random <= 60.
//!
//! Why: let `d_l` be the longest walk from `p_l` off the path (0 if none). A token that leaves
//! the path enters a branch nothing else reaches, and both then play alone: the mover loses iff
//! their walk is not longer. With the first player on `p_i`, the second on `p_j` (`i < j`), the
//! first player leaving wins iff `d_i > max(j - l + d_l)` over `i < l <= j` (the second's best
//! walk: along the path to `p_l`, then off it), the second iff `d_j > max(l - i + d_l)` over
//! `i <= l < j`. Otherwise the mover steps (the play is fixed); the windows all hold the middle
//! of the path, so maxima running outwards answer each in O(1). The first leave that wins
//! decides; if none does, the player to move when the tokens are adjacent loses. Every start on
//! `u..v` ends a path down from `a` (rooted there), a prefix of one of two; for a fixed turn the
//! prefixes where a leave wins form an interval (`prefix_first_player_wins`). Reference:
//! Codeforces 2013F1's editorial (the walk); the intervals are this module's.

/// Whether the first player wins the two-token game on the tree with vertices `0..n` and the
/// undirected `edges`, the first player's token on `a` and the second's on `b`.
///
/// # Constraints
/// As `tree::peel`: `2 <= n <= 2^32 - 1`, `n - 1` edges with endpoints in `0..n` forming a tree;
/// `a`, `b` in `0..n`, `a != b`.
///
/// # Panics
/// "tree_tokens: the tokens need two different vertices in 0..n, got a = .., b = ..", or a
/// `tree::peel` message starting with `tree_tokens` if the edges are not a tree on `0..n`.
///
/// # Complexity
/// O(n) time and memory; no recursion.
///
/// # Example
/// ```
/// use cgt::tree_tokens::first_player_wins;
/// // The path 0 - 1 - 2: from 0 against 1 the first player is stuck; from 0 against 2 the first
/// // player takes 1 and the second is stuck.
/// let path = [(0, 1), (1, 2)];
/// assert!(!first_player_wins(3, &path, 0, 1));
/// assert!(first_player_wins(3, &path, 0, 2));
/// // A leaf 3 on 1: from 0 against 2 the second player now escapes through 1 to 3 ... unless
/// // the first player takes 1 first, which leaves the second stuck.
/// assert!(first_player_wins(4, &[(0, 1), (1, 2), (1, 3)], 0, 2));
/// ```
pub fn first_player_wins(n: usize, edges: &[(usize, usize)], a: usize, b: usize) -> bool {
    assert!(
        a < n && b < n && a != b,
        "tree_tokens: the tokens need two different vertices in 0..{}, got a = {}, b = {}",
        n,
        a,
        b
    );
    // Rooted at `a`: next[v] is v's child toward `b` (next[b] = b) or NONE off the path, and
    // deep[v] is the longest walk down from v into its children off the path.
    let (mut next, mut deep) = (vec![NONE; n], vec![0u32; n]);
    next[b] = b as u32;
    crate::tree::peel("tree_tokens", n, edges, a, false, |v, p, _| {
        if next[v] != NONE {
            next[p] = v as u32;
        } else {
            deep[p] = deep[p].max(deep[v] + 1);
        }
    });
    let mut d = vec![deep[a] as usize];
    let mut v = a;
    while v != b {
        v = next[v] as usize;
        d.push(deep[v] as usize);
    }
    path_first_player_wins(&d)
}

/// The game reduced to the path `p_0..=p_m` (`m = d.len() - 1 >= 1`) with `d[l]` the deepest
/// walk off the path from `p_l`: the walk of the module header.
fn path_first_player_wins(d: &[usize]) -> bool {
    let m = d.len() - 1;
    let c = (m + 1) / 2;
    // far[l] = max over the window [l, c] or [c, l] of d + (m - l): the second player's walks;
    // near[l] the same of d + l: the first player's walks.
    let outwards = |f: &dyn Fn(usize) -> usize| {
        let mut t: Vec<usize> = (0..=m).map(f).collect();
        for l in (0..c).rev() {
            t[l] = t[l].max(t[l + 1]);
        }
        for l in c + 1..=m {
            t[l] = t[l].max(t[l - 1]);
        }
        t
    };
    let far = outwards(&|l| d[l] + (m - l));
    let near = outwards(&|l| d[l] + l);
    let (mut i, mut j) = (0, m);
    loop {
        // The first player on p_i: leave iff d_i beats the second's best walk, else step.
        debug_assert!(i < c && c <= j);
        if d[i] + (m - j) > far[i + 1].max(far[j]) {
            return true;
        }
        if i + 1 == j {
            return false;
        }
        i += 1;
        // The second player on p_j, likewise.
        debug_assert!(i <= c && c < j);
        if d[j] + i > near[i].max(near[j - 1]) {
            return false;
        }
        if i + 1 == j {
            return true;
        }
        j -= 1;
    }
}

/// Whether the first player wins with their token on `a` and the second's on `p_j`, for every
/// vertex `p_0 = u, p_1, .., p_m = v` of the path `u..v` in order, which must avoid `a`: the game
/// of [`first_player_wins`] from each start, all at once.
///
/// # Constraints
/// As `tree::peel`: `2 <= n <= 2^32 - 1`, `n - 1` edges with endpoints in `0..n` forming a tree;
/// `a`, `u`, `v` in `0..n` (`u == v` allowed), the path `u..v` not through `a`.
///
/// # Panics
/// "tree_tokens: a = .., u = .., v = .. must lie in 0..n", "tree_tokens: the path u..v passes
/// through the first player's vertex a = ..", or a `tree::peel` message starting with
/// `tree_tokens` if the edges are not a tree on `0..n`.
///
/// # Complexity
/// O(n log n) time (a binary search per vertex of the path), O(n) memory; no recursion.
///
/// # Example
/// ```
/// use cgt::tree_tokens::along_path_first_player_wins;
/// // The path 0 - 1 - 2 - 3 - 4 from 0, the second player on each of 1..=4: next to 0 the first
/// // player is stuck; on 2 or 3 the second player takes the vertex after the first player's
/// // step; on 4 the first player takes 1, then 2, and the second player is stuck on 3.
/// let path = [(0, 1), (1, 2), (2, 3), (3, 4)];
/// let wins = along_path_first_player_wins(5, &path, 0, 1, 4);
/// assert_eq!(wins, vec![false, false, false, true]);
/// assert_eq!(along_path_first_player_wins(5, &path, 0, 4, 2), vec![true, false, false]);
/// ```
pub fn along_path_first_player_wins(
    n: usize,
    edges: &[(usize, usize)],
    a: usize,
    u: usize,
    v: usize,
) -> Vec<bool> {
    assert!(
        a < n && u < n && v < n,
        "tree_tokens: a = {}, u = {}, v = {} must lie in 0..{}",
        a,
        u,
        v,
        n
    );
    // Rooted at `a`: deep[x] is the longest walk down from x, second[x] the longest avoiding
    // x's child best[x] (the first of the deepest).
    let (mut parent, mut best) = (vec![NONE; n], vec![NONE; n]);
    let (mut deep, mut second) = (vec![0u32; n], vec![0u32; n]);
    crate::tree::peel("tree_tokens", n, edges, a, false, |x, p, _| {
        parent[x] = p as u32;
        let w = deep[x] + 1;
        if w > deep[p] {
            second[p] = deep[p];
            deep[p] = w;
            best[p] = x as u32;
        } else if w > second[p] {
            second[p] = w;
        }
    });
    let up = |x: usize| -> Vec<usize> {
        let mut walk = vec![x];
        while walk[walk.len() - 1] != a {
            walk.push(parent[walk[walk.len() - 1]] as usize);
        }
        walk
    };
    // The top of the path, x, is where the walks up from u and v to a meet.
    let (from_u, from_v) = (up(u), up(v));
    let mut common = 1;
    while common < from_u.len().min(from_v.len())
        && from_u[from_u.len() - 1 - common] == from_v[from_v.len() - 1 - common]
    {
        common += 1;
    }
    assert!(
        common > 1,
        "tree_tokens: the path {}..{} passes through the first player's vertex a = {}",
        u,
        v,
        a
    );
    // The root path a..x; from x down to u and to v. Each side's path from a to its end,
    // with the walk off it from each vertex but the end, gives that side's answers.
    let h = common - 1;
    let top = from_u.len() - 1 - h; // x's place on the path u..v
    let mut wins = vec![false; top + from_v.len() - h];
    for (side, down) in [(0, &from_u), (1, &from_v)] {
        let q: Vec<usize> = down.iter().rev().copied().collect();
        let off: Vec<i64> = (0..q.len() - 1)
            .map(|l| {
                let (x, c) = (q[l], q[l + 1] as u32);
                i64::from(if best[x] == c { second[x] } else { deep[x] })
            })
            .collect();
        let end: Vec<i64> = q.iter().map(|&x| i64::from(deep[x])).collect();
        let w = prefix_first_player_wins(&off, &end);
        for (t, &win) in w[h..].iter().enumerate() {
            wins[if side == 0 { top - t } else { top + t }] = win;
        }
    }
    wins
}

/// `path_first_player_wins` for every prefix `p_0..=p_m` (`1 <= m <= off.len()`) of one path
/// from the first player's vertex: `off[l]` is the walk off it from `p_l` as an inner vertex (or
/// the start), `end[m]` from `p_m` as the second player's start. Entry `m` of the result (entry 0
/// is unused) answers the prefix `p_0..=p_m`.
///
/// With `m` the length, the first player's leave at turn `k >= 1` (on `p_k` against `p_{m-k}`)
/// wins iff `max(off_l - l : k < l <= r) + r < off_k` with `r = m - k`, which grows with `m`:
/// it wins for `m` in `2k + 1..=hi_k`. The second's leave on `p_j` at turn `k >= 1` wins iff
/// `max(off_l + l : s <= l < j) - s < off_j` with `s = k + 1`, which shrinks with `k`: for
/// `m = j + k` in `lo_j..=2j - 2`. Each bound is a binary search along the chain of running
/// maxima (a monotone stack), on which `off_g` itself is monotone. Turn 0 uses `end[m]` and
/// prefix maxima; then the earliest winning leave among the intervals holding `m` decides (the
/// least `k` for the first player, the greatest `j` for the second, each by a sweep over `m`).
fn prefix_first_player_wins(off: &[i64], end: &[i64]) -> Vec<bool> {
    let mx = off.len();
    // hi[k]: the first player's leave at turn k wins for m in 2k + 1..=hi[k] (none if hi[k] <= 2k).
    let mut hi = vec![0; mx];
    // The chain of maxima of off_l - l from k + 1 on, nearest on top: off_g falls toward the top.
    let mut chain: Vec<usize> = Vec::new();
    for k in (1..mx).rev() {
        if k + 1 < mx {
            let p = k + 1;
            while chain
                .last()
                .map_or(false, |&g| off[g] - g as i64 <= off[p] - p as i64)
            {
                chain.pop();
            }
            chain.push(p);
        }
        // The farthest chain element g with off_g < off_k: the bound r lies in its stretch.
        let i = chain.partition_point(|&g| off[g] >= off[k]);
        if i < chain.len() {
            let g = chain[i];
            let stretch = if i > 0 { chain[i - 1] - 1 } else { mx - 1 };
            let r = stretch.min((off[k] - off[g]) as usize + g - 1);
            hi[k] = r.min(mx - k) + k;
        }
    }
    // lo[j]: the second player's leave on p_j at turn k >= 1 wins for m in lo[j]..=2j - 2.
    let mut lo = vec![usize::MAX; mx];
    chain.clear();
    for j in 3..mx {
        // The chain of maxima of off_l + l from j - 1 down to 2, nearest on top.
        let p = j - 1;
        while chain
            .last()
            .map_or(false, |&g| off[g] + g as i64 <= off[p] + p as i64)
        {
            chain.pop();
        }
        chain.push(p);
        let i = chain.partition_point(|&g| off[g] >= off[j]);
        if i < chain.len() {
            let g = chain[i];
            let start = if i > 0 { chain[i - 1] + 1 } else { 2 };
            let s = start.max((off[g] + g as i64 - off[j] + 1).max(0) as usize);
            lo[j] = j + s - 1;
        }
    }
    // bob[m]: the second player's earliest winning leave at a turn k >= 1 (usize::MAX: none).
    let mut bob = vec![usize::MAX; mx + 1];
    let mut j = mx.saturating_sub(1);
    for m in (1..=mx).rev() {
        let least = (m + 3) / 2; // the leaves on p_j with 2j - 2 >= m
        while j >= least && lo[j] > m {
            j -= 1;
        }
        if j >= least {
            bob[m] = m - j;
        }
    }
    let mut wins = vec![false; mx + 1];
    let (mut max_a, mut max_b) = (i64::MIN / 2, i64::MIN / 2);
    let mut k = 1;
    for m in 1..=mx {
        if m >= 2 {
            max_a = max_a.max(off[m - 1] - (m - 1) as i64);
            max_b = max_b.max(off[m - 1] + (m - 1) as i64);
        }
        wins[m] = if off[0] > end[m].max(max_a + m as i64) {
            true
        } else if m >= 2 && end[m] + 1 > max_b {
            false
        } else {
            while 2 * k < m && hi[k] < m {
                k += 1;
            }
            // The earlier of the two winning leaves decides; with neither, the parity of m.
            if 2 * k < m {
                k <= bob[m]
            } else {
                bob[m] == usize::MAX && m % 2 == 0
            }
        };
    }
    wins
}

const NONE: u32 = u32::MAX;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::XorShift;
    use crate::tree::testing::scramble;
    use crate::tree::testing::{adjacency, below, bfs, canonical, parent_arrays, random_parents};
    use std::collections::HashSet;

    /// Whether the player to move, on `x` against the other token on `y`, wins: the rules
    /// searched, memoised by `(x, y, visited)` in `memo` (0 unknown, 1 lost, 2 won).
    fn search(adj: &[Vec<usize>], x: usize, y: usize, seen: u32, memo: &mut [u8]) -> bool {
        let n = adj.len();
        let key = ((x * n + y) << n) | seen as usize;
        if memo[key] == 0 {
            let win = adj[x]
                .iter()
                .any(|&z| seen >> z & 1 == 0 && !search(adj, y, z, seen | 1 << z, memo));
            memo[key] = 1 + win as u8;
        }
        memo[key] == 2
    }

    /// The vertices of the path `u..v`, in order (a walk up from `v` in the tree rooted at `u`).
    fn path_between(adj: &[Vec<usize>], u: usize, v: usize) -> Vec<usize> {
        let (_, parent) = bfs(adj, u);
        let mut path = vec![v];
        while path[path.len() - 1] != u {
            path.push(parent[path[path.len() - 1]]);
        }
        path.reverse();
        path
    }

    /// `first_player_wins` against the search for every pair of different vertices, and
    /// `along_path_first_player_wins` against the search for every `a < spots` and every path
    /// `u..v` (`u <= v`) avoiding it (the labels are scrambled: `a` falls anywhere in the shape).
    fn check(n: usize, edges: &[(usize, usize)], spots: usize) {
        let adj = adjacency(n, edges);
        let mut memo = vec![0u8; (n * n) << n];
        let mut won = vec![false; n * n];
        for a in 0..n {
            for b in (0..n).filter(|&b| b != a) {
                won[a * n + b] = search(&adj, a, b, 1 << a | 1 << b, &mut memo);
                assert_eq!(
                    first_player_wins(n, edges, a, b),
                    won[a * n + b],
                    "a = {}, b = {} on {:?}",
                    a,
                    b,
                    edges
                );
            }
        }
        for u in 0..n {
            for v in u..n {
                let path = path_between(&adj, u, v);
                for a in (0..n.min(spots)).filter(|a| !path.contains(a)) {
                    let want: Vec<bool> = path.iter().map(|&b| won[a * n + b]).collect();
                    let got = along_path_first_player_wins(n, edges, a, u, v);
                    assert_eq!(got, want, "a = {}, u = {}, v = {} on {:?}", a, u, v, edges);
                }
            }
        }
    }

    /// Random edges on `0..n`: each vertex's parent among the last `spread` before it (1: a
    /// path; small: long paths with short branches; `n`: bushy), or a broom (a handle of
    /// `n / 2` vertices, the rest on its far end) when `spread == 0`; then scrambled.
    fn random_tree(n: usize, spread: usize, rng: &mut XorShift) -> Vec<(usize, usize)> {
        let edges: Vec<(usize, usize)> = (1..n)
            .map(|v| match spread {
                0 if v > n / 2 => (v, n / 2),
                0 => (v, v - 1),
                _ => (v, v - 1 - below(rng, spread.min(v))),
            })
            .collect();
        scramble(n, &edges, rng).0
    }

    /// `along_path_first_player_wins` against `first_player_wins` from each start, for `pairs`
    /// random `(a, u, v)` (the path `u..v` avoiding `a`) and the two ends of a longest path.
    fn check_along(n: usize, edges: &[(usize, usize)], pairs: usize, rng: &mut XorShift) {
        let adj = adjacency(n, edges);
        // The ends of a longest path: the farthest vertex from 0, then the farthest from it.
        let farthest = |r: usize| (0..n).max_by_key(|&x| path_between(&adj, r, x).len());
        let e1 = farthest(0).unwrap();
        let ends = (e1, farthest(e1).unwrap());
        let mut tried = 0;
        while tried < pairs {
            let (u, v) = if tried == 0 {
                ends
            } else {
                (below(rng, n), below(rng, n))
            };
            let path = path_between(&adj, u, v);
            let a = below(rng, n);
            if path.contains(&a) {
                if tried == 0 {
                    tried += 1; // a longest path may hold every vertex (a path graph)
                }
                continue;
            }
            let want: Vec<bool> = path
                .iter()
                .map(|&b| first_player_wins(n, edges, a, b))
                .collect();
            let got = along_path_first_player_wins(n, edges, a, u, v);
            assert_eq!(got, want, "a = {}, u = {}, v = {} on {:?}", a, u, v, edges);
            tried += 1;
        }
    }

    /// `check_along` on `rounds` random trees of `10..10 + sizes` vertices: a quarter brooms, a
    /// quarter long paths with twigs, the rest any spread.
    fn check_along_on_random_trees(seed: u64, rounds: usize, sizes: usize, pairs: usize) {
        let mut rng = XorShift::new(seed);
        for round in 0..rounds {
            let n = 10 + below(&mut rng, sizes);
            let spread = match round % 4 {
                0 => 0,
                1 => 1 + below(&mut rng, 2),
                _ => below(&mut rng, n + 1),
            };
            check_along(n, &random_tree(n, spread, &mut rng), pairs, &mut rng);
        }
    }

    #[test]
    fn along_matches_one_start_at_a_time_on_random_trees() {
        check_along_on_random_trees(2014, 400, 51, 8);
    }

    #[test]
    #[ignore] // cargo test --release -- --ignored tree_tokens
    fn along_matches_one_start_at_a_time_on_larger_trees() {
        check_along_on_random_trees(2015, 3000, 400, 20);
    }

    #[test]
    fn matches_search_on_every_small_tree_shape() {
        let mut rng = XorShift::new(2013);
        let mut shapes = 0;
        for n in 2..=9 {
            let mut seen = HashSet::new();
            for p in parent_arrays(n) {
                if seen.insert(canonical(&p)) {
                    let edges: Vec<(usize, usize)> = (1..n).map(|v| (v, p[v - 1])).collect();
                    check(n, &scramble(n, &edges, &mut rng).0, n);
                    shapes += 1;
                }
            }
        }
        // Rooted trees on 2..=9 vertices (OEIS A000081): every tree, every pair of vertices.
        assert_eq!(shapes, 1 + 2 + 4 + 9 + 20 + 48 + 115 + 286);
    }

    #[test]
    fn matches_search_on_random_trees() {
        let mut rng = XorShift::new(973);
        for _ in 0..300 {
            let n = 10 + below(&mut rng, 5);
            // Random parents among the last `spread` vertices: paths, brooms, bushes.
            let spread = 1 + below(&mut rng, n);
            let edges = random_parents(n, spread, &mut rng);
            check(n, &scramble(n, &edges, &mut rng).0, 3);
        }
    }

    #[test]
    fn long_paths_and_brooms_without_recursion() {
        // The ends of a path: the n - 2 vertices between go one a move; the first player wins
        // iff that count is odd.
        for n in [200_000, 200_001] {
            let path: Vec<(usize, usize)> = (1..n).map(|v| (v, v - 1)).collect();
            assert_eq!(first_player_wins(n, &path, 0, n - 1), n % 2 == 1);
            assert_eq!(first_player_wins(n, &path, n - 1, 0), n % 2 == 1);
            // Next to each other in the middle: the first player runs to the longer end.
            assert!(first_player_wins(n, &path, n / 2, n / 2 + 1));
            assert!(!first_player_wins(n, &path, n / 2 + 1, n / 2));
        }
        // A broom: the handle 0..k, leaves on its head k - 1. Between the handle's ends the
        // race is the path's (k - 2 vertices between: the first player loses), and a leaf is
        // no escape from the head (1 move against k - 2); next to each other, the handle wins.
        let k = 50_000;
        let mut broom: Vec<(usize, usize)> = (1..k).map(|v| (v, v - 1)).collect();
        broom.extend((k..2 * k).map(|v| (k - 1, v)));
        assert!(!first_player_wins(2 * k, &broom, 0, k - 1));
        assert!(!first_player_wins(2 * k, &broom, k - 1, 0));
        assert!(first_player_wins(2 * k, &broom, k - 2, k - 1));
        assert!(!first_player_wins(2 * k, &broom, k - 1, k - 2));
    }

    #[test]
    fn along_long_paths_and_brooms_without_recursion() {
        // The path 1 - 2 - .. - (n - 1) with 0 hanging off `c`; the ends of the path are u, v.
        // Against one start at a time at every 49999th vertex, next to 0 and at both ends.
        let n = 200_000;
        let mut rng = XorShift::new(5);
        for c in [1, n / 3 + 1, n - 1] {
            let mut edges: Vec<(usize, usize)> = (2..n).map(|v| (v - 1, v)).collect();
            edges.push((0, c));
            let along = along_path_first_player_wins(n, &edges, 0, 1, n - 1);
            assert_eq!(along.len(), n - 1);
            for b in (1..n).step_by(49_999).chain([c, n - 1]) {
                assert_eq!(
                    along[b - 1],
                    first_player_wins(n, &edges, 0, b),
                    "c = {}, b = {}",
                    c,
                    b
                );
            }
            let back = along_path_first_player_wins(n, &edges, 0, n - 1, 1);
            assert!(back.iter().eq(along.iter().rev()));
        }
        // A broom: 0 - 1 - .. - k, leaves k + 1..n on k, then random twigs on the handle; the
        // path from 1 to a leaf.
        let k = n / 2;
        let mut edges: Vec<(usize, usize)> = (1..=k).map(|v| (v - 1, v)).collect();
        edges.extend((k + 1..n).map(|v| (k, v)));
        for e in edges.iter_mut().skip(k + 1).step_by(50) {
            e.0 = 2 + below(&mut rng, k - 2);
        }
        let along = along_path_first_player_wins(n, &edges, 0, 1, n - 1);
        assert_eq!(along.len(), k + 1);
        for j in (0..=k).step_by(33_333).chain([k - 1, k]) {
            let b = if j == k { n - 1 } else { j + 1 };
            assert_eq!(along[j], first_player_wins(n, &edges, 0, b), "j = {}", j);
        }
    }

    #[test]
    #[should_panic(
        expected = "tree_tokens: the path 2..3 passes through the first player's vertex a = 1"
    )]
    fn along_rejects_a_path_through_the_first_player() {
        along_path_first_player_wins(4, &[(0, 1), (1, 2), (1, 3)], 1, 2, 3);
    }

    #[test]
    #[should_panic(
        expected = "tree_tokens: the path 1..2 passes through the first player's vertex a = 1"
    )]
    fn along_rejects_a_path_from_the_first_player() {
        along_path_first_player_wins(3, &[(0, 1), (1, 2)], 1, 1, 2);
    }

    #[test]
    #[should_panic(expected = "tree_tokens: the tokens need two different vertices in 0..3")]
    fn rejects_one_vertex_for_both() {
        first_player_wins(3, &[(0, 1), (1, 2)], 1, 1);
    }

    #[test]
    #[should_panic(expected = "tree_tokens: the edges do not form a tree")]
    fn rejects_a_cycle() {
        first_player_wins(4, &[(0, 1), (1, 2), (2, 0)], 0, 3);
    }
}
