//! # Grundy's game: split a heap into two heaps of different sizes
//!
//! - **Game:** split one heap into two non-empty heaps of different sizes; the last move wins.
//! - **Theorem** (by computation): `g(n) = mex{g(a) ^ g(n - a) : 1 <= a < n - a}`, and among
//!   `n <= 10^6` exactly the 41 sizes of [`LOSING`] (OEIS A002188, largest 1222) have `g(n) = 0`.
//! - **Complexity:** [`grundy_table`] O(n² / 4); [`winning_split`] O(sum of heaps); the rest O(1).
//! - **Problems:** cses-2207.
//! - **Status:** table, [`winning_split`] = GameSearch on all multisets of heaps >= 3 of sum <= 24
//!   (60 in release); table = sparse-space table to 2000; [`LOSING`] = its zeros to 10^6 (release).
//!
//! A sum of heaps is won by the player to move iff the XOR of the heaps' values is nonzero;
//! [`winning_split`] finds a split to XOR 0. The check to 10^6 computes every value by Berlekamp's
//! sparse space (as in `octal`): with a mask `m`, a value is rare when `popcount(v & m)` is even;
//! values of the other class only come from a split with a rare part, so those splits are
//! enumerated and the other values searched for.
//!
//! References: Berlekamp, Conway, Guy, *Winning Ways*, ch. 4 (Grundy's game); OEIS A002188.

/// The heap sizes `n <= 10^6` that the player to move loses (`g(n) = 0`).
pub const LOSING: [u32; 41] = [
    1, 2, 4, 7, 10, 20, 23, 26, 50, 53, 270, 273, 276, 282, 285, 288, 316, 334, 337, 340, 346, 359,
    362, 365, 386, 389, 392, 566, 630, 633, 636, 639, 673, 676, 682, 685, 923, 926, 929, 932, 1222,
];

/// Grundy values `g(0..=n)` of Grundy's game (`g(0) = g(1) = g(2) = 0`).
///
/// # Constraints
/// `n <= 100_000` (quadratic).
///
/// # Panics
/// If `n > 100_000`.
///
/// # Complexity
/// O(n² / 4).
///
/// # Example
/// ```
/// let g = cgt::grundy_game::grundy_table(8);
/// assert_eq!(g, vec![0, 0, 0, 1, 0, 2, 1, 0, 2]);
/// ```
pub fn grundy_table(n: usize) -> Vec<u32> {
    assert!(
        n <= 100_000,
        "grundy_table: n = {} > 10^5 is too large for the quadratic method",
        n
    );
    let mut g: Vec<u32> = Vec::with_capacity(n + 1);
    let mut seen: Vec<bool> = Vec::new();
    for x in 0..=n {
        seen.clear();
        for a in (1..).take_while(|&a| 2 * a < x) {
            let v = (g[a] ^ g[x - a]) as usize;
            if seen.len() <= v {
                seen.resize(v + 1, false);
            }
            seen[v] = true;
        }
        g.push(seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u32);
    }
    g
}

/// A winning move in a sum of heaps: `(i, a)` splits `heaps[i]` into `a` and `heaps[i] - a`
/// (`a` the smaller part, the first such move), or `None` if the player to move loses. `g` is a
/// table from [`grundy_table`] reaching every heap.
///
/// # Constraints
/// Every heap `< g.len()`.
///
/// # Panics
/// If a heap is `>= g.len()`.
///
/// # Complexity
/// O(sum of the heaps).
///
/// # Example
/// ```
/// use cgt::grundy_game::{grundy_table, winning_split};
/// let g = grundy_table(9);
/// assert_eq!(winning_split(&g, &[8]), Some((0, 1))); // 8 -> 1 + 7: both lost
/// assert_eq!(winning_split(&g, &[7]), None);
/// assert_eq!(winning_split(&g, &[5, 9]), Some((0, 2))); // 5 -> 2 + 3: values 0 ^ 1 ^ g(9) = 0
/// ```
pub fn winning_split(g: &[u32], heaps: &[usize]) -> Option<(usize, usize)> {
    let value = |h: usize| {
        assert!(h < g.len(), "winning_split: heap {} is beyond the table", h);
        g[h]
    };
    let x = heaps.iter().fold(0, |x, &h| x ^ value(h));
    if x == 0 {
        return None;
    }
    heaps.iter().enumerate().find_map(|(i, &h)| {
        let want = x ^ g[h];
        (1..)
            .take_while(|&a| 2 * a < h)
            .find(|&a| g[a] ^ g[h - a] == want)
            .map(|a| (i, a))
    })
}

/// Does the player to move win a single heap of `n`?
///
/// # Constraints
/// `1 <= n <= 10^6` (the range over which [`LOSING`] is checked).
///
/// # Panics
/// If `n` is outside `1..=10^6`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cgt::grundy_game::first_player_wins;
/// assert!(first_player_wins(6));
/// assert!(!first_player_wins(7));
/// assert!(first_player_wins(1_000_000));
/// ```
pub fn first_player_wins(n: u64) -> bool {
    assert!(
        (1..=1_000_000).contains(&n),
        "grundy_game::first_player_wins: n = {} outside 1..=10^6",
        n
    );
    !LOSING.contains(&(n as u32))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game_search::GameSearch;

    const SEARCH_SUM: u32 = 60;

    /// Grundy's game on a sorted multiset of heaps, straight from the rules.
    fn moves(p: &[u32]) -> Vec<Vec<u32>> {
        let mut out = Vec::new();
        for (i, &h) in p.iter().enumerate() {
            for a in (1..).take_while(|&a| 2 * a < h) {
                let mut q = p.to_vec();
                q.remove(i);
                q.extend([a, h - a]);
                q.retain(|&x| x >= 3); // heaps of 1 and 2 are dead
                q.sort_unstable();
                out.push(q);
            }
        }
        out
    }

    /// All sorted multisets of heaps >= 3 with sum <= s.
    fn multisets(s: u32, min: u32, prefix: &mut Vec<u32>, out: &mut Vec<Vec<u32>>) {
        out.push(prefix.clone());
        for h in min.max(3)..=s {
            prefix.push(h);
            multisets(s - h, h, prefix, out);
            prefix.pop();
        }
    }

    /// Values and winning splits vs the search, on every multiset of heaps >= 3 with sum <= `sum`.
    fn check_against_search(sum: u32) -> usize {
        let g = grundy_table(sum as usize);
        let mut s = GameSearch::new(|p: &Vec<u32>| moves(p));
        let mut all = Vec::new();
        multisets(sum, 3, &mut Vec::new(), &mut all);
        for p in &all {
            let xor = p.iter().fold(0, |x, &h| x ^ g[h as usize]);
            assert_eq!(s.grundy(p), xor, "{:?}", p);
            let heaps: Vec<usize> = p.iter().map(|&h| h as usize).collect();
            match winning_split(&g, &heaps) {
                None => assert!(!s.first_player_wins(p), "{:?}", p),
                Some((i, a)) => {
                    assert!(
                        1 <= a && 2 * a < heaps[i],
                        "{:?}: heap {} split at {}",
                        p,
                        i,
                        a
                    );
                    let mut q = p.clone();
                    q.remove(i);
                    q.extend([a as u32, p[i] - a as u32]);
                    q.retain(|&x| x >= 3);
                    q.sort_unstable();
                    assert!(!s.first_player_wins(&q), "{:?} -> {:?}", p, q);
                }
            }
        }
        all.len()
    }

    #[test]
    fn table_and_splits_match_search_on_sums_of_heaps() {
        assert_eq!(check_against_search(24), 573);
    }

    #[test]
    #[ignore] // heavy: run in release
    fn table_and_splits_match_search_on_sums_of_heaps_release() {
        check_against_search(SEARCH_SUM);
    }

    #[test]
    #[should_panic(expected = "heap 9 is beyond the table")]
    fn winning_split_needs_the_table() {
        winning_split(&grundy_table(8), &[3, 9]);
    }

    /// `g(0..=n)` by the sparse space (see the module docs). The mask is chosen whenever `n`
    /// reaches a power of two from 256 on, as the one among `1..256` leaving the fewest rare
    /// positions; mask 0 (no space: every split enumerated) while none leaves under a quarter.
    fn sparse_table(n: usize) -> Vec<u32> {
        let mut g = vec![0u32; n + 1];
        let (mut mask, mut rare) = (0u32, Vec::<usize>::new());
        let is_rare = |v: u32, mask: u32| (v & mask).count_ones() % 2 == 0;
        let mut seen: Vec<bool> = Vec::new();
        for x in 3..=n {
            seen.clear();
            seen.resize(512, false);
            let pairs = (1..).take_while(|&a| 2 * a < x);
            if mask == 0 {
                pairs.for_each(|a| seen[(g[a] ^ g[x - a]) as usize] = true);
            } else {
                for &a in rare.iter().take_while(|&&a| a < x) {
                    if 2 * a != x {
                        seen[(g[a] ^ g[x - a]) as usize] = true;
                    }
                }
                // c: the least non-rare value that is no option (all of them are known now).
                let c = (0..)
                    .find(|&v| !is_rare(v, mask) && !seen[v as usize])
                    .unwrap();
                let mut need = (0..c)
                    .filter(|&v| is_rare(v, mask) && !seen[v as usize])
                    .count();
                for a in pairs {
                    if need == 0 {
                        break;
                    }
                    let v = g[a] ^ g[x - a];
                    if v < c && !seen[v as usize] {
                        seen[v as usize] = true;
                        need -= 1;
                    }
                }
            }
            g[x] = seen.iter().position(|&s| !s).unwrap() as u32;
            assert!(g[x] < 256, "values stay below 256 (x = {})", x);
            if mask != 0 && is_rare(g[x], mask) {
                rare.push(x);
            }
            if x >= 256 && x.is_power_of_two() {
                let count = |m: u32| g[1..=x].iter().filter(|&&v| is_rare(v, m)).count();
                let best = (1..256).min_by_key(|&m| count(m)).unwrap();
                mask = if 4 * count(best) < x { best } else { 0 };
                rare = (1..=x).filter(|&a| is_rare(g[a], mask)).collect();
            }
        }
        g
    }

    #[test]
    fn sparse_table_matches_the_quadratic_one() {
        assert_eq!(sparse_table(2000), grundy_table(2000));
    }

    #[test]
    #[ignore] // heavy: run in release (CI runs the ignored tests with --release)
    fn losing_sizes_up_to_a_million() {
        let g = sparse_table(1_000_000);
        let zeros: Vec<u32> = (1..g.len() as u32)
            .filter(|&n| g[n as usize] == 0)
            .collect();
        assert_eq!(zeros, LOSING);
    }

    #[test]
    fn first_player_wins_matches_the_table() {
        let g = grundy_table(3000);
        for n in 1..=3000u64 {
            assert_eq!(first_player_wins(n), g[n as usize] != 0, "n = {}", n);
        }
    }

    #[test]
    #[should_panic(expected = "outside 1..=10^6")]
    fn first_player_wins_rejects_large_heaps() {
        first_player_wins(1_000_001);
    }
}
