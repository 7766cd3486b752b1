//! # Two tokens on a tree: each player walks their own token over shared visited vertices
//!
//! - **Game:** tokens on `a` (the first player's) and `b != a`, both visited; in turn each player
//!   moves their own token to an unvisited neighbour (now visited); who cannot move loses.
//! - **Theorem:** along the path `a..b` each player steps toward the other until leaving it wins.
//! - **Complexity:** O(n) time and memory, iterative (`tree::peel`, then one walk of the path).
//! - **Problems:** cf-2013f1 (Alice at vertex 1, Bob at `u`).
//! - **Status:** = a memoised search of the game (tokens, visited set) for every pair `(a, b)`:
//!   every tree <= 9 vertices (one per rooted shape), 300 random trees of 10 to 14 vertices.
//!
//! Why: let `d_l` be the longest walk from `p_l` off the path (its deepest side branch, 0 if
//! none). A token that leaves the path enters a branch nothing else reaches, and the other
//! token's future lies in its own part of the tree, so both then play alone: the player to move
//! loses iff their walk is not longer. With the first player on `p_i`, the second on `p_j`
//! (`i < j`), the vertices strictly between are unvisited and the rest of the path is. The mover
//! either steps along the path or leaves it (the deepest branch is the best leave). The first
//! player leaving wins iff `d_i > max(j - l + d_l)` over `i < l <= j` (the second's best walk:
//! along the path to `p_l`, then off it), the second iff `d_j > max(l - i + d_l)` over
//! `i <= l < j`. Otherwise the mover steps, so the play along the path is fixed; the windows all
//! hold the middle `p_c`, `c = ceil(m / 2)`, so maxima running outwards from `c` answer each in
//! O(1) (an O(n) stand-in for a sparse table). The first leave that wins decides; if none does,
//! the player to move when the tokens are adjacent loses. Reference: Codeforces 2013F1's editorial.

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

const NONE: u32 = u32::MAX;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::XorShift;
    use crate::tree::testing::{below, canonical, parent_arrays, scramble};
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

    /// `first_player_wins` against the search for every pair of different vertices.
    fn check(n: usize, edges: &[(usize, usize)]) {
        let mut adj = vec![Vec::new(); n];
        for &(u, v) in edges {
            adj[u].push(v);
            adj[v].push(u);
        }
        let mut memo = vec![0u8; (n * n) << n];
        for a in 0..n {
            for b in (0..n).filter(|&b| b != a) {
                assert_eq!(
                    first_player_wins(n, edges, a, b),
                    search(&adj, a, b, 1 << a | 1 << b, &mut memo),
                    "a = {}, b = {} on {:?}",
                    a,
                    b,
                    edges
                );
            }
        }
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
                    check(n, &scramble(n, &edges, &mut rng).0);
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
            let edges: Vec<(usize, usize)> = (1..n)
                .map(|v| (v, v - 1 - below(&mut rng, spread.min(v))))
                .collect();
            check(n, &scramble(n, &edges, &mut rng).0);
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
