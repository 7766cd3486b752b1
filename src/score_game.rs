//! # Score and end games on a row: take from either end
//!
//! - **Game:** a row; take from either end: stones from an end pile (last move wins), or an end
//!   carrot (the last one left is the score; the maximiser first, after `k` free moves).
//! - **Method:** interval DP of the completions making a row lost; window values per length.
//! - **Complexity:** O(n²) time, O(n) memory; O(n).
//! - **Problems:** luogu-p2599 (end piles), cf-794e (carrots, answer per k).
//! - **Status:** end piles = GameSearch on all rows of <= 4 piles <= 4, 5 piles <= 3; carrots =
//!   minimax with the free moves searched, all rows of <= 7 values <= 3.
//!
//! End piles (ZJOI 2009): `left(i, j)` is the unique `x >= 0` with `(x, a_i, ..., a_j)` lost
//! for the player to move, `right(i, j)` the same on the right (unique: from the larger one could
//! move to the smaller). With `l, r` those of `a_i..a_{j-1}` and `x = a_j`: `left(i, j)` is 0 if
//! `x = r`, `x` if `x` is outside `[min(l, r), max(l, r)]`, `x - 1` if `r < x <= l`, `x + 1` if
//! `l <= x < r`; `right` mirrored. The first player loses iff `left(2, n) = a_1`.

/// Piles in a row; a move takes any positive number of stones from the leftmost or the rightmost
/// pile (an emptied pile leaves the row). Does the player to move win?
///
/// # Constraints
/// Piles `>= 1`; values up to `2^62`.
///
/// # Panics
/// If a pile is 0.
///
/// # Complexity
/// O(n²) time, O(n) memory.
///
/// # Example
/// ```
/// use cgt::score_game::end_piles_first_player_wins as wins;
/// assert!(!wins(&[3, 1, 9, 4]));
/// assert!(wins(&[5]));
/// ```
pub fn end_piles_first_player_wins(a: &[u64]) -> bool {
    assert!(
        a.iter().all(|&x| x >= 1),
        "end_piles_first_player_wins: piles must be >= 1"
    );
    let n = a.len();
    if n <= 1 {
        return n == 1;
    }
    // left[i], right[i]: those of the window a[i..i + len] (len = 1 first).
    let (mut left, mut right) = (a.to_vec(), a.to_vec());
    for len in 2..n {
        for i in 0..=n - len {
            let j = i + len - 1;
            let (l, r, x) = (left[i], right[i], a[j]);
            let new_left = step(l, r, x);
            let (l2, r2, y) = (left[i + 1], right[i + 1], a[i]);
            right[i] = step(r2, l2, y);
            left[i] = new_left;
        }
    }
    // The window a[1..n] has len n - 1: left[1].
    left[1] != a[0]
}

/// The completion on the far side: `l` the completion on the near side, `r` on the far side
/// (where `x` is added), of the shorter window.
fn step(l: u64, r: u64, x: u64) -> u64 {
    if x == r {
        0
    } else if x < l.min(r) || x > l.max(r) {
        x
    } else if r < x {
        x - 1
    } else {
        x + 1
    }
}

/// The carrot game: players alternately eat a carrot from either end, the maximiser first; the
/// last carrot is the score. Entry `k` is the score when the maximiser first eats `k` carrots
/// alone (so he picks any window of length `n - k`).
///
/// # Constraints
/// `a` non-empty.
///
/// # Panics
/// If `a` is empty.
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// assert_eq!(cgt::score_game::pre_move_results(&[1, 2, 3, 5]), vec![3, 3, 5, 5]);
/// ```
pub fn pre_move_results(a: &[u64]) -> Vec<u64> {
    let n = a.len();
    assert!(n >= 1, "pre_move_results: no carrots");
    // best[m]: the best value of a window of length m. A window of even length m centred between
    // c - 1 and c is worth max(a[c-1], a[c]); one of odd length m >= 3 centred at c is worth
    // max(min(a[c-1], a[c]), min(a[c], a[c+1])); centre c fits every length up to its bound.
    let mut best = vec![0u64; n + 1];
    for c in 1..n {
        let m = 2 * c.min(n - c);
        best[m] = best[m].max(a[c - 1].max(a[c]));
    }
    for c in 1..n.saturating_sub(1) {
        let m = 2 * c.min(n - 1 - c) + 1;
        best[m] = best[m].max(a[c - 1].min(a[c]).max(a[c].min(a[c + 1])));
    }
    for m in (1..n.saturating_sub(1)).rev() {
        best[m] = best[m].max(best[m + 2]);
    }
    best[1] = *a.iter().max().unwrap();
    (0..n).map(|k| best[n - k]).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game_search::GameSearch;
    use itertools::Itertools;

    fn end_moves(p: &[u64]) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        if let (Some(&first), Some(&last)) = (p.first(), p.last()) {
            for t in 1..=first {
                let mut q = p.to_vec();
                q[0] -= t;
                out.push(q.into_iter().skip_while(|&x| x == 0).collect());
            }
            for t in 1..=last {
                let mut q = p.to_vec();
                *q.last_mut().unwrap() -= t;
                if q.last() == Some(&0) {
                    q.pop();
                }
                out.push(q);
            }
        }
        out
    }

    #[test]
    fn end_piles_match_search() {
        let mut s = GameSearch::new(|p: &Vec<u64>| end_moves(p));
        for (n, max) in [(1, 8), (2, 6), (3, 5), (4, 4), (5, 3)] {
            for p in (0..n).map(|_| 1..=max).multi_cartesian_product() {
                assert_eq!(
                    end_piles_first_player_wins(&p),
                    s.first_player_wins(&p),
                    "{:?}",
                    p
                );
            }
        }
        assert!(!end_piles_first_player_wins(&[]));
    }

    /// Minimax from the rules: `(l, r)` the row left, `max_turn` whose move.
    fn minimax(a: &[u64], l: usize, r: usize, max_turn: bool) -> u64 {
        if l == r {
            return a[l];
        }
        let x = minimax(a, l + 1, r, !max_turn);
        let y = minimax(a, l, r - 1, !max_turn);
        if max_turn {
            x.max(y)
        } else {
            x.min(y)
        }
    }

    /// The maximiser's k free moves searched explicitly.
    fn free_moves(a: &[u64], l: usize, r: usize, k: usize) -> u64 {
        if k == 0 {
            return minimax(a, l, r, true);
        }
        free_moves(a, l + 1, r, k - 1).max(free_moves(a, l, r - 1, k - 1))
    }

    #[test]
    fn pre_moves_match_search() {
        for n in 1..=7 {
            for a in (0..n).map(|_| 1..=3u64).multi_cartesian_product() {
                let brute: Vec<u64> = (0..n).map(|k| free_moves(&a, 0, n - 1, k)).collect();
                assert_eq!(pre_move_results(&a), brute, "{:?}", a);
            }
        }
    }
}
