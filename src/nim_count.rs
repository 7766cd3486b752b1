//! # Counting positions by outcome: subset-XOR DP (Nim) and a digit DP (Moore's Nim_k)
//!
//! - **Theorem:** forced first heap `d`: the mover wins iff the others' XOR is below `a_d`;
//!   Moore's Nim_k: the mover loses iff each bit is set in a multiple of `k + 1` heaps.
//! - **Complexity:** [`forced_heap_losing_count`] O(n² · V); [`paired_strip_winning_count`]
//!   O(log n · n · pairs / (k + 1)).
//! - **Problems:** luogu-p5675 (forced heap), luogu-p2490 (paired strip).
//! - **Status:** = enumeration with GameSearch of the real games: every (set, heap) of <= 4 heaps
//!   <= 6; every layout of the strip for n <= 9, pieces <= 6, all `k`.
//!
//! Forced heap: the first move takes `a_d` to any `r < a_d`; it wins iff `r = k` is possible.
//! Paired strip (SDOI 2011): white pieces move right, black left, pieces alternate from white, up
//! to `k` own pieces per move; only the gaps inside the pairs (white `2i - 1`, black `2i`) can
//! shrink, by either player, so it is Moore's Nim_k on them. The losing layouts are counted by the
//! gaps' bits from the lowest (`c (k + 1)` gaps have bit `b`: `C(pairs, c (k + 1))` ways), the
//! free cells then go to the `pairs + 1` outer gaps.

/// The number of pairs (set of heaps, chosen heap `d` in it) for which the first player loses Nim
/// when his first move must take from heap `d`, modulo `m`.
///
/// # Constraints
/// Heaps `< 2^16`; `1 <= m < 2^32`.
///
/// # Panics
/// If a heap or `m` is out of range.
///
/// # Complexity
/// O(n² · V), `V` the power of two above the largest heap.
///
/// # Example
/// ```
/// assert_eq!(cgt::nim_count::forced_heap_losing_count(&[2, 4, 5], 1_000_000_007), 5);
/// ```
pub fn forced_heap_losing_count(heaps: &[u64], m: u64) -> u64 {
    assert!(
        (1..1 << 32).contains(&m),
        "forced_heap_losing_count: modulus {} out of range",
        m
    );
    let max = heaps.iter().copied().max().unwrap_or(0);
    assert!(
        max < 1 << 16,
        "forced_heap_losing_count: heap {} >= 2^16",
        max
    );
    let v = (max + 1).next_power_of_two() as usize;
    let mut total = 0;
    for (d, &a) in heaps.iter().enumerate() {
        // ways[x]: subsets of the other heaps with XOR x.
        let mut ways = vec![0u64; v];
        ways[0] = 1;
        for (_, &h) in heaps.iter().enumerate().filter(|&(i, _)| i != d) {
            let old = ways.clone();
            for x in 0..v {
                ways[x ^ h as usize] = (ways[x ^ h as usize] + old[x]) % m;
            }
        }
        total = ways[a as usize..].iter().fold(total, |t, &w| (t + w) % m);
    }
    total
}

/// The strip of `n` cells with `pieces` pieces alternating white, black, ... from the left (white
/// moves right, black left, 1 to `k` own pieces per move, no jumping): the number of layouts
/// the first player (white) wins, modulo the prime `p`.
///
/// # Constraints
/// `pieces` even, `1 <= k <= pieces <= n <= 10^6`; `p` prime, `n < p < 2^32`.
///
/// # Panics
/// If a constraint is violated (primality is not checked).
///
/// # Complexity
/// O(log n · n · pieces / (k + 1)).
///
/// # Example
/// ```
/// assert_eq!(cgt::nim_count::paired_strip_winning_count(10, 4, 2, 1_000_000_007), 182);
/// ```
pub fn paired_strip_winning_count(n: usize, pieces: usize, k: usize, p: u64) -> u64 {
    assert!(
        pieces % 2 == 0 && 1 <= k && k <= pieces && pieces <= n && n <= 1_000_000,
        "paired_strip_winning_count: bad sizes"
    );
    assert!(
        (n as u64) < p && p < 1 << 32,
        "paired_strip_winning_count: p out of range"
    );
    let pow = |mut b: u64, mut e: u64| {
        let mut r = 1;
        while e > 0 {
            if e & 1 == 1 {
                r = r * b % p;
            }
            b = b * b % p;
            e >>= 1;
        }
        r
    };
    let mut fact = vec![1u64; n + 1];
    for i in 1..=n {
        fact[i] = fact[i - 1] * i as u64 % p;
    }
    let inv: Vec<u64> = fact.iter().map(|&f| pow(f, p - 2)).collect();
    let choose = |a: usize, b: usize| {
        if b > a {
            0
        } else {
            fact[a] * inv[b] % p * inv[a - b] % p
        }
    };
    let (pairs, free) = (pieces / 2, n - pieces);
    // ways[s]: gap bits chosen so far summing to s, every bit in a multiple of k + 1 gaps.
    let mut ways = vec![0u64; free + 1];
    ways[0] = 1;
    for bit in (0..).map(|b| 1usize << b).take_while(|&b| b <= free) {
        let mut next = vec![0u64; free + 1];
        for (s, &w) in ways.iter().enumerate().filter(|&(_, &w)| w != 0) {
            for c in (0..=pairs)
                .step_by(k + 1)
                .take_while(|&c| s + c * bit <= free)
            {
                next[s + c * bit] = (next[s + c * bit] + w * choose(pairs, c)) % p;
            }
        }
        ways = next;
    }
    let losing = (0..=free).fold(0, |t, s| {
        (t + ways[s] * choose(free - s + pairs, pairs)) % p
    });
    (choose(n, pieces) + p - losing) % p
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game_search::GameSearch;
    use itertools::Itertools;

    #[test]
    fn forced_heap_matches_search() {
        let nim = |p: &Vec<u64>| {
            let mut out = Vec::new();
            for i in 0..p.len() {
                for v in 0..p[i] {
                    let mut q = p.clone();
                    q[i] = v;
                    q.sort_unstable();
                    out.push(q);
                }
            }
            out
        };
        let mut s = GameSearch::new(nim);
        for n in 1..=4 {
            for heaps in (0..n).map(|_| 1..=6u64).multi_cartesian_product() {
                // Every (set, d): the first move takes heap d to some r; it wins iff the rest
                // is lost.
                let mut brute = 0;
                for set in (0..n).powerset().filter(|s| !s.is_empty()) {
                    for &d in &set {
                        let wins = (0..heaps[d]).any(|r| {
                            let mut q: Vec<u64> =
                                set.iter().filter(|&&i| i != d).map(|&i| heaps[i]).collect();
                            q.push(r);
                            q.sort_unstable();
                            !s.first_player_wins(&q)
                        });
                        brute += u64::from(!wins);
                    }
                }
                assert_eq!(
                    forced_heap_losing_count(&heaps, 1_000_000_007),
                    brute,
                    "{:?}",
                    heaps
                );
            }
        }
        assert_eq!(forced_heap_losing_count(&[1, 2, 2], 1_000_000_007), 6);
    }

    /// The strip from the rules: `cells` ascending, pieces alternate white (even index) and black;
    /// the mover moves 1..=k of his pieces, each to an empty cell in his direction without
    /// passing another piece. Position: (cells, white to move).
    fn strip_moves(p: &(Vec<usize>, bool), n: usize, k: usize) -> Vec<(Vec<usize>, bool)> {
        let (cells, white) = p;
        let mine: Vec<usize> = (0..cells.len())
            .filter(|&i| (i % 2 == 0) == *white)
            .collect();
        // Each of my pieces: its possible targets (staying counts as "not moved").
        let targets: Vec<Vec<usize>> = mine
            .iter()
            .map(|&i| {
                if *white {
                    let limit = cells.get(i + 1).copied().unwrap_or(n + 1);
                    (cells[i]..limit).collect()
                } else {
                    let limit = if i == 0 { 0 } else { cells[i - 1] };
                    (limit + 1..=cells[i]).collect()
                }
            })
            .collect();
        let mut out = Vec::new();
        for choice in targets
            .iter()
            .map(|t| t.iter().copied())
            .multi_cartesian_product()
        {
            let moved = choice
                .iter()
                .zip(&mine)
                .filter(|&(&c, &i)| c != cells[i])
                .count();
            if (1..=k).contains(&moved) {
                let mut q = cells.clone();
                for (&c, &i) in choice.iter().zip(&mine) {
                    q[i] = c;
                }
                out.push((q, !*white));
            }
        }
        out
    }

    #[test]
    fn paired_strip_matches_search() {
        for n in 1..=9 {
            for pieces in (2..=6.min(n)).step_by(2) {
                for k in 1..=pieces {
                    let mut s = GameSearch::new(|p: &(Vec<usize>, bool)| strip_moves(p, n, k));
                    let brute = (1..=n)
                        .combinations(pieces)
                        .filter(|c| s.first_player_wins(&(c.clone(), true)))
                        .count();
                    assert_eq!(
                        paired_strip_winning_count(n, pieces, k, 1_000_000_007),
                        brute as u64,
                        "n={} pieces={} k={}",
                        n,
                        pieces,
                        k
                    );
                }
            }
        }
    }
}
