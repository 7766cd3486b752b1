//! # Undirected edge geography on the complete graph K_n
//!
//! - **Game:** a token on a vertex of K_n; a move slides it along an unused edge, which is deleted.
//! - **Theorem** (observed, no proof recorded): the first player wins iff `n >= 2`.
//! - **Complexity:** O(1).
//! - **Problems:** nowcoder-20893 (I/O by project convention: the statement is unavailable).
//! - **Status:** memoised search over (token vertex, set of used edges) for n = 1..=10 (the search
//!   itself checked on paths and a triangle); the pattern is conjectural beyond n = 10.
//!
//! The pattern comes from exhaustive search, not a proof: it holds for n <= 10 (K_10 has 45 edges;
//! the search only needs a few thousand states because it stops at the first winning move it
//! finds). K_1 has no edge, so the first player loses there. Undirected edge geography is
//! PSPACE-complete on general graphs (Fraenkel, Scheinerman and Ullman 1993), so no general
//! shortcut applies.
//!
//! References: A. S. Fraenkel, E. R. Scheinerman, D. Ullman, *Undirected edge geography*,
//! Theoretical Computer Science 112 (1993).

/// Does the first player win edge geography on K_n?
///
/// # Constraints
/// `n >= 1`. The answer for `n >= 11` rests on the pattern verified for `n <= 10` (see the module
/// docs).
///
/// # Panics
/// If `n == 0`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cgt::geography::complete_graph_first_player_wins;
/// assert!(!complete_graph_first_player_wins(1));
/// assert!(complete_graph_first_player_wins(2));
/// ```
pub fn complete_graph_first_player_wins(n: u64) -> bool {
    assert!(
        n >= 1,
        "complete_graph_first_player_wins: K_0 has no vertex"
    );
    n >= 2
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// Exhaustive search straight from the rules on any graph given by its edge list: memoised over
    /// (token vertex, bit set of used edges). Does the player to move from `start` win?
    fn search_first_wins(n: usize, edges: &[(usize, usize)], start: usize) -> bool {
        assert!(edges.len() <= 64);
        fn wins(
            v: usize,
            used: u64,
            edges: &[(usize, usize)],
            memo: &mut HashMap<(usize, u64), bool>,
        ) -> bool {
            if let Some(&w) = memo.get(&(v, used)) {
                return w;
            }
            let w = edges.iter().enumerate().any(|(i, &(x, y))| {
                let bit = 1u64 << i;
                let other = if x == v {
                    y
                } else if y == v {
                    x
                } else {
                    return false;
                };
                used & bit == 0 && !wins(other, used | bit, edges, memo)
            });
            memo.insert((v, used), w);
            w
        }
        assert!(start < n);
        wins(start, 0, edges, &mut HashMap::new())
    }

    fn complete_edges(n: usize) -> Vec<(usize, usize)> {
        (0..n)
            .flat_map(|i| (i + 1..n).map(move |j| (i, j)))
            .collect()
    }

    #[test]
    fn search_is_right_on_small_graphs() {
        // Path 0-1-2: from an end the token runs 0 -> 1 -> 2 and the first player is stuck.
        assert!(!search_first_wins(3, &[(0, 1), (1, 2)], 0));
        // From the middle: 1 -> 0 leaves the opponent without a move.
        assert!(search_first_wins(3, &[(0, 1), (1, 2)], 1));
        // Triangle: three moves around it, the first player makes the last.
        assert!(search_first_wins(3, &[(0, 1), (1, 2), (0, 2)], 0));
        // Path of 4 edges from an end: four forced moves, the second player makes the last.
        assert!(!search_first_wins(5, &[(0, 1), (1, 2), (2, 3), (3, 4)], 0));
    }

    #[test]
    fn matches_search_up_to_k10() {
        for n in 1..=10 {
            assert_eq!(
                complete_graph_first_player_wins(n as u64),
                search_first_wins(n, &complete_edges(n), 0),
                "n={}",
                n
            );
        }
    }
}
