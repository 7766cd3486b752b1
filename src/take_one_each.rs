//! # Take one coin from each heap of a chosen set: the parity rule
//!
//! - **Game:** heaps of coins; a move removes exactly one coin from each heap of any non-empty
//!   set of non-empty heaps; the last move wins.
//! - **Theorem:** the mover loses iff every heap is even.
//! - **Complexity:** O(n).
//! - **Problems:** cses-2208.
//! - **Status:** exhaustive vs GameSearch over all 1..=4 heaps of <= 5 coins.
//!
//! Why: from all-even positions every move makes some heap odd, and the reply "one coin from each
//! odd heap" restores all-even; the empty position is all-even. Neither Nim (`1 2 3` is a win) nor
//! the parity of the sum (`1 1` is a win) decides it.

/// Does the player to move win? (Some heap is odd.)
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use cgt::take_one_each::first_player_wins;
/// assert!(first_player_wins(&[1, 2, 3]));
/// assert!(!first_player_wins(&[2, 2]));
/// ```
pub fn first_player_wins(heaps: &[u64]) -> bool {
    heaps.iter().any(|&h| h % 2 == 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game_search::GameSearch;
    use itertools::Itertools;

    /// Every non-empty subset of the non-empty heaps loses one coin.
    fn moves(p: &[u64]) -> Vec<Vec<u64>> {
        let live: Vec<usize> = (0..p.len()).filter(|&i| p[i] > 0).collect();
        (1..1u32 << live.len())
            .map(|mask| {
                let mut q = p.to_vec();
                for (b, &i) in live.iter().enumerate() {
                    q[i] -= u64::from(mask >> b & 1);
                }
                q
            })
            .collect()
    }

    #[test]
    fn matches_search() {
        let mut s = GameSearch::new(|p: &Vec<u64>| moves(p));
        for n in 1..=4 {
            for p in (0..n).map(|_| 0..=5u64).multi_cartesian_product() {
                assert_eq!(first_player_wins(&p), s.first_player_wins(&p), "{:?}", p);
            }
        }
    }
}
