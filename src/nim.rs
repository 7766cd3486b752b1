//! # Nim: nim-sum, winning moves and their count, forced first heap, Northcott rows
//!
//! - **Theorem** (Bouton 1901): the mover loses iff the XOR `x` of the heaps is 0; the winning
//!   moves lower each heap `a` with `a ^ x < a` to `a ^ x` (at most one per heap).
//! - **Complexity:** O(n) per position.
//! - **Problems:** poj-2234, hdu-1850, nowcoder-14619, hdu-1730, poj-3710 (the sum of its graphs).
//! - **Status:** exhaustive vs GameSearch for 1..=3 heaps <= 6 (outcome, moves, forced heap);
//!   Northcott rows vs retrograde analysis of the two-piece game, widths <= 7, 1 or 2 rows.
//!
//! Variants: with the first move forced on heap `k` ([`forced_heap_first_player_wins`]) the mover
//! wins iff the other heaps' XOR is below `a_k`. Northcott's game: a row with two opposing pieces
//! is a Nim heap of the empty cells between them ([`northcott_heap`]); moving away is reversible
//! and changes nothing.
//!
//! References: C. L. Bouton, *Nim, a game with a complete mathematical theory*, Annals of
//! Mathematics 3 (1901); *Winning Ways*, ch. 2 (Northcott's game).

/// XOR of all heap sizes.
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// assert_eq!(cgt::nim::nim_sum(&[3, 6, 9]), 12);
/// ```
pub fn nim_sum(heaps: &[u64]) -> u64 {
    heaps.iter().fold(0, |x, &a| x ^ a)
}

/// The rules, for exhaustive search: every position reachable in one move (lower one heap).
///
/// # Complexity
/// O(n · sum of heaps) — meant for small positions.
///
/// # Example
/// ```
/// assert_eq!(cgt::nim::moves(&[1, 1]), vec![vec![0, 1], vec![1, 0]]);
/// ```
pub fn moves(heaps: &[u64]) -> Vec<Vec<u64>> {
    let mut v = Vec::new();
    for i in 0..heaps.len() {
        for s in 0..heaps[i] {
            let mut q = heaps.to_vec();
            q[i] = s;
            v.push(q);
        }
    }
    v
}

/// Normal-play Nim: does the player to move win?
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// assert!(!cgt::nim::first_player_wins(&[45, 45]));
/// assert!(cgt::nim::first_player_wins(&[3, 6, 9]));
/// ```
pub fn first_player_wins(heaps: &[u64]) -> bool {
    nim_sum(heaps) != 0
}

/// Every winning move as `(heap index, new heap size)`, in index order; empty in a lost position.
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// // 5 ^ 7 ^ 9 = 11; only heap 9 can be lowered, to 9 ^ 11 = 2.
/// assert_eq!(cgt::nim::winning_moves(&[5, 7, 9]), vec![(2, 2)]);
/// ```
pub fn winning_moves(heaps: &[u64]) -> Vec<(usize, u64)> {
    let x = nim_sum(heaps);
    heaps
        .iter()
        .enumerate()
        .filter(|&(_, &a)| a ^ x < a)
        .map(|(i, &a)| (i, a ^ x))
        .collect()
}

/// Number of winning first moves (0 in a lost position).
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// assert_eq!(cgt::nim::count_winning_moves(&[5, 7, 9]), 1);
/// assert_eq!(cgt::nim::count_winning_moves(&[1, 2, 3]), 0);
/// ```
pub fn count_winning_moves(heaps: &[u64]) -> usize {
    let x = nim_sum(heaps);
    heaps.iter().filter(|&&a| a ^ x < a).count()
}

/// Nim where the first move must be made on heap `k` (0-based); afterwards any heap may be used.
/// The player to move wins iff heap `k` can be lowered to the XOR of the other heaps, i.e. that XOR
/// is strictly smaller than `heaps[k]` (equality would mean the nim-sum is already 0).
///
/// # Constraints
/// `k < heaps.len()`.
///
/// # Panics
/// If `k` is out of range.
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// assert!(!cgt::nim::forced_heap_first_player_wins(&[1, 2, 3], 1));
/// assert!(cgt::nim::forced_heap_first_player_wins(&[2, 1], 0));
/// ```
pub fn forced_heap_first_player_wins(heaps: &[u64], k: usize) -> bool {
    assert!(
        k < heaps.len(),
        "forced_heap_first_player_wins: heap index {} out of range for {} heaps",
        k,
        heaps.len()
    );
    let others = nim_sum(heaps) ^ heaps[k];
    others < heaps[k]
}

/// Northcott's game: the Nim heap of one row is the number of empty cells between the two pieces,
/// `|a - b| - 1`.
///
/// # Constraints
/// `a != b` (the pieces stand on different cells).
///
/// # Panics
/// If `a == b`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// assert_eq!(cgt::nim::northcott_heap(4, 5), 0);
/// assert_eq!(cgt::nim::northcott_heap(3, 1), 1);
/// ```
pub fn northcott_heap(a: u64, b: u64) -> u64 {
    assert!(a != b, "northcott_heap: both pieces on cell {}", a);
    a.max(b) - a.min(b) - 1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game_search::GameSearch;
    use itertools::Itertools;

    /// All positions with 1..=3 heaps of size 0..=6.
    fn small_positions() -> Vec<Vec<u64>> {
        (1..=3)
            .flat_map(|n| (0..n).map(|_| 0..=6u64).multi_cartesian_product())
            .collect()
    }

    #[test]
    fn outcome_and_moves_match_search() {
        let mut s = GameSearch::new(|p: &Vec<u64>| moves(p));
        for p in small_positions() {
            assert_eq!(first_player_wins(&p), s.first_player_wins(&p), "{:?}", p);
            let brute: Vec<(usize, u64)> = (0..p.len())
                .flat_map(|i| (0..p[i]).map(move |t| (i, t)))
                .filter(|&(i, t)| {
                    let mut q = p.clone();
                    q[i] = t;
                    !s.first_player_wins(&q)
                })
                .collect();
            assert_eq!(winning_moves(&p), brute, "{:?}", p);
            assert_eq!(count_winning_moves(&p), brute.len(), "{:?}", p);
        }
    }

    #[test]
    fn forced_heap_matches_search() {
        let mut s = GameSearch::new(|p: &Vec<u64>| moves(p));
        for p in small_positions() {
            for k in 0..p.len() {
                let brute = (0..p[k]).any(|t| {
                    let mut q = p.clone();
                    q[k] = t;
                    !s.first_player_wins(&q)
                });
                assert_eq!(
                    forced_heap_first_player_wins(&p, k),
                    brute,
                    "{:?} k={}",
                    p,
                    k
                );
            }
        }
    }

    #[test]
    #[should_panic(expected = "out of range")]
    fn forced_heap_rejects_bad_index() {
        forced_heap_first_player_wins(&[1, 2], 2);
    }

    /// Northcott rows: each row is (first player's column, second player's column) on a row of
    /// `w` cells. A player slides one of their own pieces to an empty cell without jumping the other.
    /// The position records whose turn it is (the game is partizan in form). Retreats make the game
    /// loopy, so it is decided by retrograde analysis of the whole finite state graph: a state is
    /// lost when it has no move or all its moves go to won states, won when some move goes to a
    /// lost state; a state left undecided (a draw) fails the test.
    #[test]
    fn northcott_rows_are_nim_heaps() {
        // Loopy game: decide it by retrograde analysis on the finite state graph instead of
        // recursion. States: (rows, player to move).
        for w in 2..=7u64 {
            for nrows in 1..=2usize {
                let cells: Vec<(u64, u64)> = (1..=w)
                    .cartesian_product(1..=w)
                    .filter(|&(a, b)| a != b)
                    .collect();
                let states: Vec<(Vec<(u64, u64)>, usize)> = (0..nrows)
                    .map(|_| cells.iter().cloned())
                    .multi_cartesian_product()
                    .cartesian_product(0..2)
                    .collect();
                let idx: std::collections::HashMap<_, _> = states
                    .iter()
                    .cloned()
                    .enumerate()
                    .map(|(i, s)| (s, i))
                    .collect();
                let succ: Vec<Vec<usize>> = states
                    .iter()
                    .map(|(rows, who)| {
                        let mut out = Vec::new();
                        for r in 0..rows.len() {
                            let (a, b) = rows[r];
                            let (mine, other) = if *who == 0 { (a, b) } else { (b, a) };
                            let range: Vec<u64> = if mine < other {
                                (1..other).collect()
                            } else {
                                (other + 1..=w).collect()
                            };
                            for c in range.into_iter().filter(|&c| c != mine) {
                                let mut q = rows.clone();
                                q[r] = if *who == 0 { (c, b) } else { (a, c) };
                                out.push(idx[&(q, 1 - *who)]);
                            }
                        }
                        out
                    })
                    .collect();
                // Retrograde: 0 = unknown (draw), 1 = win for mover, 2 = loss for mover.
                let mut pred = vec![Vec::new(); states.len()];
                for (i, s) in succ.iter().enumerate() {
                    for &j in s {
                        pred[j].push(i);
                    }
                }
                let mut res = vec![0u8; states.len()];
                let mut left: Vec<usize> = succ.iter().map(|s| s.len()).collect();
                let mut queue: Vec<usize> = (0..states.len()).filter(|&i| left[i] == 0).collect();
                for &i in &queue {
                    res[i] = 2;
                }
                while let Some(j) = queue.pop() {
                    for &i in &pred[j] {
                        if res[i] != 0 {
                            continue;
                        }
                        if res[j] == 2 {
                            res[i] = 1;
                            queue.push(i);
                        } else {
                            left[i] -= 1;
                            if left[i] == 0 {
                                res[i] = 2;
                                queue.push(i);
                            }
                        }
                    }
                }
                for (i, (rows, who)) in states.iter().enumerate() {
                    if *who != 0 {
                        continue;
                    }
                    let heaps: Vec<u64> = rows.iter().map(|&(a, b)| northcott_heap(a, b)).collect();
                    let expect = if first_player_wins(&heaps) { 1 } else { 2 };
                    assert_eq!(res[i], expect, "w={} rows={:?}", w, rows);
                }
            }
        }
    }
}
