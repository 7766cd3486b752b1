//! # Staircase Nim, pieces on a strip (POJ 1704) and non-decreasing piles (POI 2009)
//!
//! - **Game:** coins on stairs 1, 2, ...; a move takes coins from one stair to the one below.
//! - **Theorem** (folklore): the mover loses iff the XOR of the odd stairs is 0; pieces sliding
//!   left on a strip are the staircase of their gaps, non-decreasing piles of their differences.
//! - **Complexity:** O(n) for the staircase, O(n log n) for the strip (sorting).
//! - **Problems:** poj-1704, cses-1099 (stairs), luogu-p3480 (non-decreasing piles).
//! - **Status:** exhaustive vs GameSearch: staircase for 1..=4 stairs of <= 6 coins (2800
//!   positions); strip: all 1..=5 pieces on cells 1..=8; piles: all 1..=5 non-decreasing <= 6.
//!
//! Coins moved down from stair 1 leave the board. Why: the odd stairs form a Nim position; a
//! move from an odd stair is a Nim move, and a move from an even stair onto an odd stair can be
//! undone by moving the same coins one stair further down (onto an even stair or the ground), so
//! it never helps. Strip: sort the pieces `p_1 < … < p_n`, put `p_0 = 0` and
//! `g_i = p_i - p_{i-1} - 1`. Moving piece `i` left by `d` turns `g_i` into `g_i - d` and
//! `g_{i+1}` into `g_{i+1} + d` (nothing for the last piece): staircase Nim with `g_n` on stair 1,
//! ..., `g_1` on stair `n`. The odd stairs are the gaps left of pieces `n, n-2, …`: the usual rule
//! "add a virtual piece at 0 when `n` is odd, pair the pieces from the right and XOR the gaps
//! inside the pairs".
//!
//! References: staircase Nim is a standard exercise on impartial games; the "undo a reversible
//! move" argument is the one *Winning Ways* ch. 2 uses for Northcott's game.

/// Staircase Nim: `coins[i]` is the number of coins on stair `i + 1` (so `coins[0]` is the lowest
/// stair, whose coins go to the ground). Does the player to move win?
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// // Stairs 1 and 3 hold 2 and 2 coins: the odd-stair XOR is 0, a loss.
/// assert!(!cgt::staircase::first_player_wins(&[2, 5, 2]));
/// assert!(cgt::staircase::first_player_wins(&[0, 0, 1]));
/// ```
pub fn first_player_wins(coins: &[u64]) -> bool {
    // Index i is stair i + 1, so the odd stairs are the even indices.
    coins.iter().step_by(2).fold(0, |x, &c| x ^ c) != 0
}

/// The staircase of a strip position: entry `j` is the number of empty cells just left of the
/// `(j + 1)`-th piece counted from the right (towards the previous piece, or towards cell 0 for the
/// leftmost piece). Entry `j` is stair `j + 1` of [`first_player_wins`].
///
/// # Constraints
/// Positions are distinct and >= 1; any order.
///
/// # Panics
/// If a position is 0 or two pieces share a cell.
///
/// # Complexity
/// O(n log n).
///
/// # Example
/// ```
/// // Pieces at 1 5 6 7 9 12 14 17 (given unsorted): gaps from the right 2 1 2 1 0 0 3 0.
/// let p = [17, 1, 5, 6, 7, 9, 12, 14];
/// assert_eq!(cgt::staircase::strip_stairs(&p), vec![2, 1, 2, 1, 0, 0, 3, 0]);
/// ```
pub fn strip_stairs(positions: &[u64]) -> Vec<u64> {
    let mut p = positions.to_vec();
    p.sort_unstable();
    assert!(
        p.first().map_or(true, |&a| a >= 1),
        "strip_stairs: cells are numbered from 1, got a piece at 0"
    );
    for w in p.windows(2) {
        assert!(w[0] != w[1], "strip_stairs: two pieces on cell {}", w[0]);
    }
    // Gap left of piece i (sorted, 0-based) is p[i] - p[i-1] - 1 with p[-1] = 0; list them from
    // the rightmost piece.
    (0..p.len())
        .rev()
        .map(|i| {
            let left = if i == 0 { 0 } else { p[i - 1] };
            p[i] - left - 1
        })
        .collect()
}

/// Pieces on a strip (POJ 1704): does the player to move win?
///
/// # Constraints
/// Positions are distinct and >= 1; any order.
///
/// # Panics
/// If a position is 0 or two pieces share a cell.
///
/// # Complexity
/// O(n log n).
///
/// # Example
/// ```
/// assert!(!cgt::staircase::strip_first_player_wins(&[1, 2, 3]));
/// assert!(cgt::staircase::strip_first_player_wins(&[17, 1, 5, 6, 7, 9, 12, 14]));
/// ```
pub fn strip_first_player_wins(positions: &[u64]) -> bool {
    first_player_wins(&strip_stairs(positions))
}

/// Pebbles in non-decreasing piles (POI 2009 KAM): a move takes pebbles from one pile and must
/// leave the piles non-decreasing; the last move wins. Does the player to move win?
///
/// With `d_i = a_i - a_{i-1}` (`a_0 = 0`), taking `k` from pile `i` moves `k` from `d_i` to
/// `d_{i+1}` (off the board for the last pile): staircase Nim with `d_n` on stair 1, `d_{n-1}` on
/// stair 2, and so on.
///
/// # Constraints
/// `piles` non-decreasing.
///
/// # Panics
/// If `piles` decreases somewhere.
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use cgt::staircase::nondecreasing_first_player_wins as wins;
/// assert!(!wins(&[2, 2]));
/// assert!(wins(&[1, 2, 4]));
/// ```
pub fn nondecreasing_first_player_wins(piles: &[u64]) -> bool {
    let mut prev = 0;
    let mut stairs: Vec<u64> = piles
        .iter()
        .map(|&a| {
            assert!(
                a >= prev,
                "nondecreasing_first_player_wins: piles must not decrease"
            );
            let d = a - prev;
            prev = a;
            d
        })
        .collect();
    stairs.reverse();
    first_player_wins(&stairs)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game_search::GameSearch;
    use itertools::Itertools;

    /// Coins-on-stairs game from the rules: move 1..=c coins from stair i + 1 to stair i (index
    /// i - 1), or off the board from stair 1.
    fn stair_moves(p: &[u64]) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for i in 0..p.len() {
            for d in 1..=p[i] {
                let mut q = p.to_vec();
                q[i] -= d;
                if i > 0 {
                    q[i - 1] += d;
                }
                out.push(q);
            }
        }
        out
    }

    #[test]
    fn staircase_matches_search() {
        let mut s = GameSearch::new(|p: &Vec<u64>| stair_moves(p));
        let mut count = 0;
        for n in 1..=4 {
            for p in (0..n).map(|_| 0..=6u64).multi_cartesian_product() {
                assert_eq!(first_player_wins(&p), s.first_player_wins(&p), "{:?}", p);
                count += 1;
            }
        }
        assert_eq!(count, 7 + 49 + 343 + 2401);
    }

    /// Lower entry i of a sorted tuple to any value at least `gap` above its left neighbour (or
    /// above 0). Pieces on a strip from the rules: `gap = 1` (a piece moves to any cell strictly
    /// between its left neighbour, or cell 0, and itself); non-decreasing piles: `gap = 0` (take
    /// 1.. from pile i while it stays >= pile i - 1).
    fn lowerings(p: &[u64], gap: u64) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for i in 0..p.len() {
            let left = if i == 0 { 0 } else { p[i - 1] };
            for v in left + gap..p[i] {
                let mut q = p.to_vec();
                q[i] = v;
                out.push(q);
            }
        }
        out
    }

    #[test]
    fn strip_matches_search() {
        let mut s = GameSearch::new(|p: &Vec<u64>| lowerings(p, 1));
        let mut count = 0;
        let mut wins = 0;
        for n in 1..=5 {
            for p in (1..=8u64).combinations(n) {
                let brute = s.first_player_wins(&p);
                assert_eq!(strip_first_player_wins(&p), brute, "{:?}", p);
                let rev: Vec<u64> = p.iter().rev().cloned().collect();
                assert_eq!(strip_first_player_wins(&rev), brute, "{:?}", rev);
                count += 1;
                wins += brute as usize;
            }
        }
        assert_eq!(count, 8 + 28 + 56 + 70 + 56);
        // Both outcomes occur (the test is not vacuous).
        assert!(wins > 0 && wins < count);
    }

    #[test]
    fn nondecreasing_piles_match_search() {
        let mut s = GameSearch::new(|p: &Vec<u64>| lowerings(p, 0));
        let mut count = 0;
        for n in 1..=5usize {
            // Every non-decreasing tuple with entries <= 6.
            for p in (0..=6u64).combinations_with_replacement(n) {
                assert_eq!(
                    nondecreasing_first_player_wins(&p),
                    s.first_player_wins(&p),
                    "{:?}",
                    p
                );
                count += 1;
            }
        }
        assert_eq!(count, 7 + 28 + 84 + 210 + 462);
    }

    #[test]
    #[should_panic(expected = "must not decrease")]
    fn nondecreasing_rejects_a_decrease() {
        nondecreasing_first_player_wins(&[1, 3, 2]);
    }

    #[test]
    fn stairs_of_odd_count_use_cell_zero() {
        // Pieces 2, 5, 6: gaps from the right 0, 2, 1; stairs 1 and 3 hold 0 and 1.
        assert_eq!(strip_stairs(&[6, 2, 5]), vec![0, 2, 1]);
        assert!(strip_first_player_wins(&[6, 2, 5]));
    }

    #[test]
    #[should_panic(expected = "two pieces")]
    fn strip_rejects_shared_cell() {
        strip_stairs(&[3, 1, 3]);
    }

    #[test]
    #[should_panic(expected = "piece at 0")]
    fn strip_rejects_cell_zero() {
        strip_stairs(&[0, 1]);
    }
}
