//! # Divisor Nim: remove a divisor of the heap; Grundy value `v2(x) + 1`, winning moves counted
//!
//! - **Theorem** (induction on `x`): with moves `x -> x - d`, `d | x` (`d = x` allowed),
//!   `g(0) = 0` and `g(x) = v2(x) + 1`, `v2(x)` the exponent of 2 in `x`.
//! - **Complexity:** [`grundy`] O(1); [`count_winning_moves`] O(n log n + sum of sqrt(odd parts)).
//! - **Problems:** nowcoder-18388.
//! - **Status:** table vs GameSearch for `x <= 200`, closed form vs table for `x <= 10^5`; counts
//!   vs GameSearch over all 1 to 3 piles in `1..=12`; per pile vs plain enumeration, `x <= 2048`.
//!
//! **Proof.** For `x >= 1` with `v = v2(x)`: `d = x` reaches 0; `d = 2^e`, `e < v`, reaches
//! `x - 2^e` with `v2 = e`, the values `1..=v`; no divisor `d` gives `v2(x - d) = v` (if
//! `v2(d) < v` then `v2(x - d) = v2(d)`; if `v2(d) = v` then `v2(x - d) > v` or `x - d = 0`).
//! Without `d = x` the values change (`g(1) = 0`).
//!
//! **Counting.** A move `(pile, d)` wins iff it leaves XOR 0; [`winning_amounts`] counts the
//! divisors of one pile that reach a given value, enumerating only the divisors of its odd part.

use crate::adjacency::Lists;

/// Grundy values `g(0..=n)` of one heap, built from the rule by
/// [`crate::sprague_grundy::grundy_table`] over divisor lists from a sieve (the brute-force twin
/// of [`grundy`]).
///
/// # Constraints
/// `n < 2^32`; memory O(n log n).
///
/// # Panics
/// If `n >= 2^32`.
///
/// # Complexity
/// O(n log n).
///
/// # Example
/// ```
/// assert_eq!(cgt::divisor_nim::grundy_table(8), vec![0, 1, 2, 1, 3, 1, 2, 1, 4]);
/// ```
pub fn grundy_table(n: usize) -> Vec<u32> {
    assert!(
        (n as u64) < 1 << 32,
        "divisor_nim::grundy_table: n = {} is too large",
        n
    );
    // The divisors of every x <= n, grouped by x in one flat array (a sieve).
    let divs = Lists::new(
        n + 1,
        (1..=n).flat_map(|d| (d..=n).step_by(d).map(move |m| (m, d))),
    );
    crate::sprague_grundy::grundy_table(n, |x, out| {
        out.extend(divs.get(x).iter().map(|&d| x - d as usize))
    })
}

/// Grundy value of one heap of `x`: `g(0) = 0`, `g(x) = v2(x) + 1` (module docs).
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cgt::divisor_nim::grundy;
/// assert_eq!((grundy(0), grundy(12), grundy(65536)), (0, 3, 17));
/// ```
pub fn grundy(x: u64) -> u32 {
    if x == 0 {
        0
    } else {
        x.trailing_zeros() + 1
    }
}

/// The number of divisors `d` of `x` with `g(x - d) = target`: one pile's winning amounts when
/// the rest of the position has value `target`.
///
/// With `x = 2^k · m`, `m` odd, and `d = 2^e · o`, `o | m`: `e < k` gives `g = e + 1` (so
/// `τ(m)` amounts for each `1 <= target <= k`); `d = x` gives 0; `e = k`, `o < m` gives
/// `g = k + 1 + v2(m - o) >= k + 2`. Only the divisors of `m` are enumerated, in pairs.
///
/// # Constraints
/// `x >= 1`.
///
/// # Panics
/// If `x == 0`.
///
/// # Complexity
/// O(sqrt(m)), `m` the odd part of `x`; O(1) for `target = 0`.
///
/// # Example
/// ```
/// use cgt::divisor_nim::winning_amounts;
/// // 12: amounts 1, 3 leave g = 1; 2, 6 leave g = 2; 4 leaves 8 (g = 4); 12 leaves 0.
/// assert_eq!(winning_amounts(12, 1), 2);
/// assert_eq!(winning_amounts(12, 3), 0);
/// assert_eq!(winning_amounts(12, 4), 1);
/// assert_eq!(winning_amounts(12, 0), 1);
/// ```
pub fn winning_amounts(x: u64, target: u32) -> u64 {
    assert!(x >= 1, "divisor_nim::winning_amounts: x must be at least 1");
    if target == 0 {
        return 1;
    }
    let k = x.trailing_zeros();
    let m = x >> k;
    // The odd divisor o of m counts with every e < k if target <= k, else with e = k.
    let hit = |o: u64| target <= k || (o < m && (m - o).trailing_zeros() == target - k - 1);
    let (mut count, mut j) = (0, 1);
    // j <= m / j is j * j <= m without overflow; divisors of the odd m are odd.
    while j <= m / j {
        if m % j == 0 {
            count += u64::from(hit(j)) + u64::from(j != m / j && hit(m / j));
        }
        j += 2;
    }
    count
}

/// The number of winning first moves of Divisor Nim, counting `(pile, amount)` pairs; 0 if the
/// position is lost. Equal piles share one [`winning_amounts`] call.
///
/// # Constraints
/// Every pile `>= 1`.
///
/// # Panics
/// If some pile is 0.
///
/// # Complexity
/// O(n log n + sum over distinct piles `x` of sqrt(odd part of `x`)).
///
/// # Example
/// ```
/// use cgt::divisor_nim::count_winning_moves;
/// assert_eq!(count_winning_moves(&[1, 1]), 0);
/// assert_eq!(count_winning_moves(&[4]), 1); // only d = 4 leaves g = 0
/// assert_eq!(count_winning_moves(&[6, 3]), 3); // 6 -> 5, 6 -> 3, 3 -> 2
/// ```
pub fn count_winning_moves(piles: &[u64]) -> u64 {
    assert!(
        piles.iter().all(|&x| x >= 1),
        "divisor_nim::count_winning_moves: piles must be at least 1"
    );
    let s = piles.iter().fold(0, |s, &x| s ^ grundy(x));
    if s == 0 {
        return 0;
    }
    let mut sorted = piles.to_vec();
    sorted.sort_unstable();
    let (mut count, mut i) = (0, 0);
    while i < sorted.len() {
        let x = sorted[i];
        let run = sorted[i..].iter().take_while(|&&y| y == x).count();
        count += run as u64 * winning_amounts(x, s ^ grundy(x));
        i += run;
    }
    count
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game_search::GameSearch;

    /// Divisors of x by trial division (the rules, written independently of the sieve).
    fn divisors(x: u64) -> Vec<u64> {
        (1..=x).filter(|d| x % d == 0).collect()
    }

    #[test]
    fn table_matches_search() {
        let g = grundy_table(200);
        let mut s = GameSearch::new(|&x: &u64| divisors(x).into_iter().map(|d| x - d).collect());
        for x in 0..=200u64 {
            assert_eq!(g[x as usize], s.grundy(&x), "x = {}", x);
        }
    }

    #[test]
    fn closed_form_matches_table_up_to_1e5() {
        let g = grundy_table(100_000);
        for (x, &v) in g.iter().enumerate() {
            assert_eq!(grundy(x as u64), v, "x = {}", x);
        }
        assert_eq!(g.iter().max(), Some(&17));
        assert_eq!(g[65536], 17);
    }

    #[test]
    fn count_matches_search() {
        // Position: the multiset of piles, sorted; a move lowers one pile by a divisor of it.
        let mut s = GameSearch::new(|p: &Vec<u64>| {
            let mut v = Vec::new();
            for i in 0..p.len() {
                for d in divisors(p[i]) {
                    let mut q = p.clone();
                    q[i] -= d;
                    q.sort_unstable();
                    v.push(q);
                }
            }
            v
        });
        let mut checked = 0;
        for a in 1..=12u64 {
            for b in 0..=a {
                for c in 0..=b {
                    let piles: Vec<u64> = [a, b, c].iter().copied().filter(|&x| x > 0).collect();
                    if c > 0 && b == 0 {
                        continue;
                    }
                    // Every (pile index, divisor) move that leaves a P-position.
                    let mut brute = 0u64;
                    for i in 0..piles.len() {
                        for d in divisors(piles[i]) {
                            let mut q = piles.clone();
                            q[i] -= d;
                            q.sort_unstable();
                            if !s.first_player_wins(&q) {
                                brute += 1;
                            }
                        }
                    }
                    let mut sorted = piles.clone();
                    sorted.sort_unstable();
                    assert_eq!(brute > 0, s.first_player_wins(&sorted), "piles {:?}", piles);
                    assert_eq!(count_winning_moves(&piles), brute, "piles {:?}", piles);
                    checked += 1;
                }
            }
        }
        assert_eq!(checked, 12 + 78 + 364);
    }

    #[test]
    fn winning_amounts_match_enumeration() {
        // Every divisor of x by trial division, its result valued by the rule-built table.
        let g = grundy_table(2048);
        for x in 1..=2048u64 {
            let ds = divisors(x);
            for target in 0..=13u32 {
                let plain = ds
                    .iter()
                    .filter(|&&d| g[(x - d) as usize] == target)
                    .count() as u64;
                assert_eq!(
                    winning_amounts(x, target),
                    plain,
                    "x={} target={}",
                    x,
                    target
                );
            }
        }
    }

    #[test]
    fn count_on_large_piles() {
        // Perfect square pile: the square-root divisor counts once. 100 alone: g = 3, target 0,
        // only d = 100 wins.
        assert_eq!(count_winning_moves(&[100]), 1);
        // 9 = 3^2: the divisor 3 is counted once; 9 - 1 = 8 (g = 4), 9 - 3 = 6 (g = 2).
        assert_eq!(winning_amounts(9, 3), 0);
        assert_eq!(winning_amounts(9, 4), 1);
        assert_eq!(winning_amounts(9, 2), 1);
        // Large u64 values stay exact (m / j avoids overflow in j * j).
        assert_eq!(count_winning_moves(&[(1 << 40) + 1, (1 << 40) + 1]), 0);
    }

    #[test]
    #[should_panic(expected = "piles must be at least 1")]
    fn rejects_empty_pile() {
        count_winning_moves(&[3, 0]);
    }
}
