//! # Split games whose Grundy values have closed forms: E&D and Lieges of Legendre
//!
//! - **Game:** E&D: drop one pile of a pair, split the other; Lieges: take 1, or `2x` -> `k` x `x`.
//! - **Theorem** (induction, found by table): E&D `g(a, b)` = the lowest zero bit of
//!   `(a - 1) | (b - 1)`. Lieges: only the parity of `k` matters (see [`lieges_grundy`]).
//! - **Complexity:** E&D O(1); Lieges O(log v).
//! - **Problems:** luogu-p2148 (E&D), cf-603c (Lieges).
//! - **Status:** E&D = GameSearch on sums of 1 or 2 groups, piles <= 12, and on every group to 40;
//!   Lieges = GameSearch on the real game (k = 1..4, every pile multiset of <= 12 cows).
//!
//! Lieges: the split of `2x` into `k` piles of `x` has value `g(x)` for odd `k` and 0 for even
//! `k`, so the values are: `k` even: 0, 1, 2 for `v = 0, 1, 2`, then 1 for even and 0 for odd
//! `v`; `k` odd: 0, 1, 0, 1, 2 for `v <= 4`, then 0 for odd `v` and `mex{0, g(v / 2)}` for even.

/// Grundy value of an E&D group of piles `a` and `b`.
///
/// # Constraints
/// `a, b >= 1`.
///
/// # Panics
/// If a pile is empty.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cgt::split_game::ed_grundy;
/// assert_eq!(ed_grundy(1, 2) ^ ed_grundy(3, 1), 1 ^ 0);
/// assert_eq!(ed_grundy(1, 1), 0);
/// ```
pub fn ed_grundy(a: u64, b: u64) -> u32 {
    assert!(a >= 1 && b >= 1, "ed_grundy: piles must be non-empty");
    ((a - 1) | (b - 1)).trailing_ones()
}

/// Grundy value of a Lieges of Legendre pile of `v` cows, with `k` piles per split.
///
/// # Constraints
/// `k >= 1`.
///
/// # Panics
/// If `k == 0`.
///
/// # Complexity
/// O(log v).
///
/// # Example
/// ```
/// use cgt::split_game::lieges_grundy;
/// assert_eq!(lieges_grundy(3, 1) ^ lieges_grundy(4, 1), 3);
/// assert_eq!(lieges_grundy(3, 2), 0);
/// ```
pub fn lieges_grundy(v: u64, k: u64) -> u32 {
    assert!(k >= 1, "lieges_grundy: k must be at least 1");
    if k % 2 == 0 {
        return match v {
            0..=2 => v as u32,
            _ => 1 - (v % 2) as u32,
        };
    }
    match v {
        0..=4 => [0, 1, 0, 1, 2][v as usize],
        _ if v % 2 == 1 => 0,
        _ if lieges_grundy(v / 2, k) == 1 => 2,
        _ => 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game_search::GameSearch;

    /// E&D on a list of groups (each sorted), straight from the rules.
    fn ed_moves(p: &[(u64, u64)]) -> Vec<Vec<(u64, u64)>> {
        let mut out = Vec::new();
        for (i, &(a, b)) in p.iter().enumerate() {
            for keep in [a, b] {
                for x in 1..keep {
                    let mut q = p.to_vec();
                    q[i] = (x.min(keep - x), x.max(keep - x));
                    q.sort_unstable();
                    out.push(q);
                }
            }
        }
        out
    }

    #[test]
    fn ed_matches_search() {
        let mut s = GameSearch::new(|p: &Vec<(u64, u64)>| ed_moves(p));
        for a in 1..=40 {
            for b in a..=40 {
                assert_eq!(s.grundy(&vec![(a, b)]), ed_grundy(a, b), "({}, {})", a, b);
            }
        }
        let pairs: Vec<(u64, u64)> = (1..=12)
            .flat_map(|a| (a..=12).map(move |b| (a, b)))
            .collect();
        for (i, &p) in pairs.iter().enumerate() {
            for &q in &pairs[i..] {
                let xor = ed_grundy(p.0, p.1) ^ ed_grundy(q.0, q.1);
                assert_eq!(
                    s.first_player_wins(&vec![p, q]),
                    xor != 0,
                    "{:?} {:?}",
                    p,
                    q
                );
            }
        }
    }

    /// Lieges on a sorted multiset of piles, straight from the rules.
    fn lieges_moves(p: &[u64], k: u64) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for (i, &v) in p.iter().enumerate() {
            let mut q = p.to_vec();
            q[i] -= 1;
            out.push(q);
            if v % 2 == 0 {
                let mut q = p.to_vec();
                q.remove(i);
                q.extend((0..k).map(|_| v / 2));
                out.push(q);
            }
        }
        for q in &mut out {
            q.retain(|&x| x > 0);
            q.sort_unstable();
        }
        out
    }

    fn multisets(total: u64, min: u64, prefix: &mut Vec<u64>, out: &mut Vec<Vec<u64>>) {
        out.push(prefix.clone());
        for v in min..=total {
            prefix.push(v);
            multisets(total - v, v, prefix, out);
            prefix.pop();
        }
    }

    #[test]
    fn lieges_matches_search() {
        let mut all = Vec::new();
        multisets(12, 1, &mut Vec::new(), &mut all);
        for k in 1..=4u64 {
            let mut s = GameSearch::new(|p: &Vec<u64>| lieges_moves(p, k));
            for p in &all {
                let xor = p.iter().fold(0, |x, &v| x ^ lieges_grundy(v, k));
                assert_eq!(s.first_player_wins(p), xor != 0, "k = {}, {:?}", k, p);
            }
            for v in 0..=12 {
                assert_eq!(
                    s.grundy(&(1..=1).filter(|_| v > 0).map(|_| v).collect()),
                    lieges_grundy(v, k)
                );
            }
        }
        assert_eq!(
            lieges_grundy(1_000_000_000, 999_999_999),
            lieges_grundy(1_000_000_000, 1)
        );
    }
}
