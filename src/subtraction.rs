//! # One-heap subtraction games: Grundy tables and closed forms
//!
//! **Games.** One heap of `n`; a move removes `s` objects with `s` in a set fixed by the rule
//! (never more than remain); normal play (whoever cannot move loses). Several heaps form a
//! disjunctive sum whose value is the XOR of the heaps' Grundy values.
//!
//! Rules here (amount removed), with the Grundy value and the functions:
//! - a power of two (1, 2, 4, ...): `g(n) = n mod 3`; [`powers_of_two_grundy`],
//!   [`powers_of_two_first_wins`];
//! - 1 or a prime power `p^k`: `g(n) = n mod 6`; [`prime_power_grundy`],
//!   [`prime_power_first_wins`];
//! - 1 or a prime: `g(n) = n mod 4`; [`one_or_prime_grundy`], [`one_or_prime_first_wins`];
//! - a divisor `d` of the current size `x` (`d = x` allowed): `g(0) = 0`, `g(x) = v2(x) + 1`;
//!   [`divisor_grundy`], [`divisor_grundy_value`], [`divisor_nim_count_winning_moves`];
//! - 1, or `i` in `[a + 1, b + 1]` (the timer game; outcome only): [`timer_win_table`],
//!   [`timer_first_wins`].
//!
//! **Theorems.**
//! - Powers of two, prime powers, one-or-prime, with modulus `k` = 3, 6, 4: every amount
//!   `1..k-1` is allowed and no allowed amount is a multiple of `k` (a power of two is not
//!   divisible by 3; a prime power not by 6; 1 or a prime not by 4). By induction `g(n) = n mod k`:
//!   the moves `1..r` (with `r = n mod k`) reach the values `0..r-1`, and no move keeps the
//!   residue `r`.
//! - Divisor moves: for `x >= 1` with `v = v2(x)`, `g(x) = v + 1`. By induction: `d = x` reaches 0;
//!   `d = 2^e` for `e < v` reaches `x - 2^e` with `v2 = e`, i.e. the values `1..v`; and no divisor
//!   `d` gives `v2(x - d) = v` (if `v2(d) < v` then `v2(x - d) = v2(d)`; if `v2(d) = v` then
//!   `v2(x - d) > v` or `x - d = 0`). This needs `d = x` to be allowed (otherwise `g(1) = 0`).
//! - Timer game (nowcoder-17865; moves `n -> n - 1` and `n -> n - i`, `i` in `[c, d]`, with
//!   `c = a + 1`, `d = b + 1`): the position `t` is lost iff
//!   - `c = d` odd: `t` is even;
//!   - `c = d` even: `r = t mod (c + 1)` is even and `r < c`;
//!   - `c < d`: with `o = c` if `c` is odd, else `c - 1`, `r = t mod (d + o)` is even and `r < c`.
//!
//!   This is an observed pattern, proved here only by the exhaustive comparison below.
//!
//! **Complexity.** Tables: O(n · |S ∩ [1, n]| · log) for a take set `S`; the divisor table
//! O(n log n) (divisor lists by a sieve, no per-`x` clearing of a large array). Closed forms O(1).
//! Divisor-Nim winning moves: O(sqrt(odd part of x)) per distinct pile value (divisor pairs of the
//! odd part), after an O(n log n) sort. Timer DP: O(t).
//!
//! **References.** *Winning Ways*, ch. 4 (subtraction games); Siegel, *Combinatorial Game Theory*,
//! IV.1 (mex and Grundy values).
//!
//! **Problems.** hdu-1847 (powers of two), luogu-p4018 (prime powers), luogu-p4860 (1 or a
//! prime), nowcoder-17865 (timer game), nowcoder-18388 (divisor Nim, counting winning moves).
//!
//! **Status:** the tables are built from the move rules by [`crate::sprague_grundy::grundy_table`];
//! tests compare them with the closed forms for all `n <= 3000` (powers of two, prime powers, one
//! or a prime) and the divisor closed form `v2(x) + 1` for every `x <= 10^5`; the divisor table is
//! also compared with [`crate::sprague_grundy::GameSearch`] for `x <= 200`. Divisor-Nim
//! winning-move counts: exhaustive against counting moves to P-positions with `GameSearch` over all
//! multisets of 1 to 3 piles with sizes in `1..=12`; the per-pile count [`divisor_winning_amounts`]
//! against plain trial-division enumeration valued by the rule-built table for all `x <= 2048` and
//! targets `0..=13`. Timer game: DP against `GameSearch` for all
//! `1 <= a <= b <= 14`, `t <= 80`; closed form against the DP for all `1 <= a < 80`,
//! `a <= b < 200`, `t <= 1500`, and for 40 sampled pairs with `a <= b <= 10^5` (nowcoder-17865's
//! range; `a = b` and the extremes included), each for every `t` over more than three periods.

use crate::sprague_grundy::grundy_table;

/// Grundy table of the subtraction game whose allowed amounts are the `s` in `1..=n` with
/// `allowed(s)`; `allowed` is evaluated once per amount.
fn subtraction_table<F: Fn(usize) -> bool>(n: usize, allowed: F) -> Vec<u32> {
    assert!(
        n < usize::MAX,
        "subtraction table: n = usize::MAX is too large"
    );
    let takes: Vec<usize> = (1..=n).filter(|&s| allowed(s)).collect();
    grundy_table(n, |x, out| {
        // `takes` is increasing, so stop at the first amount larger than the heap.
        out.extend(takes.iter().take_while(|&&s| s <= x).map(|&s| x - s))
    })
}

/// Smallest prime factor of every `k <= n` (`spf[0] = spf[1] = 0`).
fn smallest_prime_factors(n: usize) -> Vec<usize> {
    assert!(n < usize::MAX, "prime sieve: n = usize::MAX is too large");
    let mut spf = vec![0; n + 1];
    for i in 2..=n {
        if spf[i] == 0 {
            for j in (i..=n).step_by(i) {
                if spf[j] == 0 {
                    spf[j] = i;
                }
            }
        }
    }
    spf
}

/// Grundy values `g(0..=n)` of the game "remove a power of two (1, 2, 4, ...)".
///
/// # Constraints
/// `n < usize::MAX`; memory and time grow with `n` (O(n log n)).
///
/// # Panics
/// If `n == usize::MAX`.
///
/// # Complexity
/// O(n log n · log log n).
///
/// # Example
/// ```
/// assert_eq!(cgt::subtraction::powers_of_two_grundy(6), vec![0, 1, 2, 0, 1, 2, 0]);
/// ```
pub fn powers_of_two_grundy(n: usize) -> Vec<u32> {
    subtraction_table(n, |s| s.is_power_of_two())
}

/// Grundy values `g(0..=n)` of the game "remove 1 or a prime power `p^k`" (`k >= 0`, so exactly the
/// amounts `1, 2, 3, 4, 5, 7, 8, 9, 11, ...`).
///
/// # Constraints
/// `n < usize::MAX`; time grows like `n^2 / log n`, so keep `n` to a few thousand.
///
/// # Panics
/// If `n == usize::MAX`.
///
/// # Complexity
/// O(n · π'(n) · log n), where `π'(n)` is the number of prime powers up to `n`.
///
/// # Example
/// ```
/// assert_eq!(cgt::subtraction::prime_power_grundy(7), vec![0, 1, 2, 3, 4, 5, 0, 1]);
/// ```
pub fn prime_power_grundy(n: usize) -> Vec<u32> {
    let spf = smallest_prime_factors(n);
    subtraction_table(n, |s| {
        if s == 1 {
            return true;
        }
        // s is a prime power iff dividing out its smallest prime factor leaves 1.
        let mut r = s;
        while r % spf[s] == 0 {
            r /= spf[s];
        }
        r == 1
    })
}

/// Grundy values `g(0..=n)` of the game "remove 1 or a prime number".
///
/// # Constraints
/// `n < usize::MAX`; time grows like `n^2 / log n`, so keep `n` to a few thousand.
///
/// # Panics
/// If `n == usize::MAX`.
///
/// # Complexity
/// O(n · π(n) · log n).
///
/// # Example
/// ```
/// assert_eq!(cgt::subtraction::one_or_prime_grundy(5), vec![0, 1, 2, 3, 0, 1]);
/// ```
pub fn one_or_prime_grundy(n: usize) -> Vec<u32> {
    let spf = smallest_prime_factors(n);
    subtraction_table(n, |s| s == 1 || spf[s] == s)
}

/// Grundy values `g(0..=n)` of the game "remove a divisor `d` of the current heap size `x`" (`d =
/// x` allowed). Rules of nowcoder-18388.
///
/// Divisor lists come from a sieve into one flat array (no per-`x` clearing of an `n`-sized
/// buffer), and each mex runs on a buffer of at most `τ(x)` values.
///
/// # Constraints
/// `n <= usize::MAX - 2`; memory O(n log n).
///
/// # Panics
/// If `n > usize::MAX - 2`.
///
/// # Complexity
/// O(n log n) to list divisors, plus O(τ(x) log τ(x)) per `x` for the mex.
///
/// # Example
/// ```
/// assert_eq!(cgt::subtraction::divisor_grundy(8), vec![0, 1, 2, 1, 3, 1, 2, 1, 4]);
/// ```
pub fn divisor_grundy(n: usize) -> Vec<u32> {
    assert!(
        n <= usize::MAX - 2,
        "divisor_grundy: n = {} is too large",
        n
    );
    // start[x]..start[x + 1] indexes the divisors of x in `divs` (compressed rows).
    let mut start = vec![0usize; n + 2];
    for d in 1..=n {
        for m in (d..=n).step_by(d) {
            start[m + 1] += 1;
        }
    }
    for x in 1..start.len() {
        start[x] += start[x - 1];
    }
    let mut fill = start.clone();
    let mut divs = vec![0usize; start[n + 1]];
    for d in 1..=n {
        for m in (d..=n).step_by(d) {
            divs[fill[m]] = d;
            fill[m] += 1;
        }
    }
    grundy_table(n, |x, out| {
        out.extend(divs[start[x]..start[x + 1]].iter().map(|&d| x - d))
    })
}

/// Closed form for "remove a power of two": the player to move wins iff `n mod 3 != 0`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// assert!(cgt::subtraction::powers_of_two_first_wins(1));
/// assert!(!cgt::subtraction::powers_of_two_first_wins(3));
/// ```
pub fn powers_of_two_first_wins(n: u64) -> bool {
    n % 3 != 0
}

/// Closed form for "remove 1 or a prime power": the player to move wins iff `n mod 6 != 0`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// assert!(cgt::subtraction::prime_power_first_wins(14));
/// assert!(!cgt::subtraction::prime_power_first_wins(12));
/// ```
pub fn prime_power_first_wins(n: u64) -> bool {
    n % 6 != 0
}

/// Closed form for "remove 1 or a prime": the player to move wins iff `n mod 4 != 0`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// assert!(!cgt::subtraction::one_or_prime_first_wins(4));
/// assert!(cgt::subtraction::one_or_prime_first_wins(9));
/// ```
pub fn one_or_prime_first_wins(n: u64) -> bool {
    n % 4 != 0
}

/// Closed form of [`divisor_grundy`]: `g(0) = 0` and `g(x) = v2(x) + 1` for `x >= 1`, where
/// `v2(x)` is the exponent of 2 in `x`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cgt::subtraction::divisor_grundy_value;
/// assert_eq!(divisor_grundy_value(0), 0);
/// assert_eq!(divisor_grundy_value(12), 3);
/// assert_eq!(divisor_grundy_value(65536), 17);
/// ```
pub fn divisor_grundy_value(x: u64) -> u32 {
    if x == 0 {
        0
    } else {
        x.trailing_zeros() + 1
    }
}

/// The number of divisors `d` of `x` with `g(x - d) = target`, where `g` is the divisor game's
/// Grundy value ([`divisor_grundy_value`]): the winning amounts in one pile of divisor Nim when the
/// rest of the position has value `target`.
///
/// Write `x = 2^k · m` with `m` odd and a divisor `d = 2^e · o` (`o | m`, `e <= k`).
/// - `e < k`: `v2(x - d) = e`, so `g(x - d) = e + 1`, for every one of the `τ(m)` choices of `o`.
/// - `e = k`, `o = m`: `d = x`, `g(0) = 0`.
/// - `e = k`, `o < m`: `x - d = 2^k (m - o)` with `m - o` even, so `g = k + 1 + v2(m - o) >= k + 2`.
///
/// Hence the count is 1 for `target = 0`, `τ(m)` for `1 <= target <= k`, 0 for `target = k + 1`,
/// and for `target >= k + 2` the number of divisors `o < m` of `m` with `v2(m - o) = target - k - 1`.
/// Only the odd part's divisors are enumerated, in pairs `(j, m / j)` with odd `j <= sqrt(m)`.
///
/// # Constraints
/// `x >= 1`.
///
/// # Panics
/// If `x == 0`.
///
/// # Complexity
/// O(sqrt(m)) with `m` the odd part of `x` (O(1) when `target = 0` or `target = k + 1`).
///
/// # Example
/// ```
/// use cgt::subtraction::divisor_winning_amounts;
/// // 12 = 4 · 3: amounts 1, 3 leave 11, 9 (g = 1); 2, 6 leave 10, 6 (g = 2); 4 leaves 8 (g = 4).
/// assert_eq!(divisor_winning_amounts(12, 1), 2);
/// assert_eq!(divisor_winning_amounts(12, 2), 2);
/// assert_eq!(divisor_winning_amounts(12, 3), 0);
/// assert_eq!(divisor_winning_amounts(12, 4), 1);
/// assert_eq!(divisor_winning_amounts(12, 0), 1); // take all 12
/// ```
pub fn divisor_winning_amounts(x: u64, target: u32) -> u64 {
    assert!(x >= 1, "divisor_winning_amounts: x must be at least 1");
    let k = x.trailing_zeros();
    let m = x >> k;
    if target == 0 {
        return 1;
    }
    if target == k + 1 {
        return 0;
    }
    let want = target.saturating_sub(k + 1); // v2(m - o) sought when target >= k + 2
    let mut count = 0u64;
    let mut j = 1u64;
    // j <= m / j is j * j <= m without overflow; divisors of the odd m are odd.
    while j <= m / j {
        if m % j == 0 {
            let pair = m / j;
            if target <= k {
                count += if pair == j { 1 } else { 2 };
            } else {
                for o in [j, pair] {
                    // o < m, so m - o >= 2 is even and nonzero.
                    if o < m && (m - o).trailing_zeros() == want {
                        count += 1;
                    }
                }
                if pair == j && j < m && (m - j).trailing_zeros() == want {
                    count -= 1; // the square root was counted twice
                }
            }
        }
        j += 2;
    }
    count
}

/// Divisor Nim (piles; a move removes a divisor `d` of one pile's size `x`, `d = x` allowed): the
/// number of winning first moves, counting `(pile, amount)` pairs; 0 if the position is lost.
///
/// A move `(i, d)` wins iff it leaves XOR 0, i.e. `g(x_i - d) = S ^ g(x_i)` with `S` the XOR of all
/// `g(x_j)` ([`divisor_grundy_value`]); [`divisor_winning_amounts`] counts them per pile. Equal
/// piles share their count (the piles are sorted in a copy), so the divisor enumerations run once
/// per distinct value.
///
/// # Constraints
/// Every pile `>= 1`.
///
/// # Panics
/// If some pile is 0.
///
/// # Complexity
/// O(n log n + sum over distinct values `x` of sqrt(odd part of `x`)).
///
/// # Example
/// ```
/// use cgt::subtraction::divisor_nim_count_winning_moves;
/// assert_eq!(divisor_nim_count_winning_moves(&[1, 1]), 0);
/// assert_eq!(divisor_nim_count_winning_moves(&[4]), 1); // only d = 4 leaves g = 0
/// assert_eq!(divisor_nim_count_winning_moves(&[6, 3]), 3); // 6 -> 5, 6 -> 3, 3 -> 2
/// ```
pub fn divisor_nim_count_winning_moves(piles: &[u64]) -> u64 {
    assert!(
        piles.iter().all(|&x| x >= 1),
        "divisor_nim_count_winning_moves: piles must be at least 1"
    );
    let s = piles.iter().fold(0, |s, &x| s ^ divisor_grundy_value(x));
    if s == 0 {
        return 0;
    }
    let mut sorted = piles.to_vec();
    sorted.sort_unstable();
    let mut count = 0u64;
    let mut i = 0;
    while i < sorted.len() {
        let x = sorted[i];
        let run = sorted[i..].iter().take_while(|&&y| y == x).count();
        count += run as u64 * divisor_winning_amounts(x, s ^ divisor_grundy_value(x));
        i += run;
    }
    count
}

/// Timer game of nowcoder-17865, by dynamic programming from the rules: `win[n]` for `n <= t`,
/// with moves `n -> n - 1` and `n -> n - i` for `i` in `[a + 1, b + 1]`, `i <= n`.
///
/// `win[n] = !win[n - 1]` or some `n - i` is lost; a prefix count of lost positions answers the
/// range question in O(1).
///
/// # Constraints
/// `1 <= a <= b <= 10^18`; `t <= usize::MAX - 2`.
///
/// # Panics
/// If the constraints fail.
///
/// # Complexity
/// O(t) time and memory.
///
/// # Example
/// ```
/// // a = b = 1: moves 1 and 2, so the lost positions are the multiples of 3.
/// assert_eq!(cgt::subtraction::timer_win_table(4, 1, 1), vec![false, true, true, false, true]);
/// ```
pub fn timer_win_table(t: usize, a: usize, b: usize) -> Vec<bool> {
    check_timer(a as u64, b as u64);
    assert!(
        t <= usize::MAX - 2,
        "timer_win_table: t = {} is too large",
        t
    );
    let (c, d) = (a + 1, b + 1);
    let mut win = vec![false; t + 1];
    // lost_before[k] = number of lost positions among 0..k.
    let mut lost_before = vec![0usize; t + 2];
    lost_before[1] = 1; // position 0 is lost
    for n in 1..=t {
        let mut w = !win[n - 1];
        if !w && n >= c {
            // Targets n - i for i in [c, min(d, n)]: the range [n - min(d, n), n - c].
            let (lo, hi) = (n - d.min(n), n - c);
            w = lost_before[hi + 1] - lost_before[lo] > 0;
        }
        win[n] = w;
        lost_before[n + 1] = lost_before[n] + usize::from(!w);
    }
    win
}

/// Timer game of nowcoder-17865, closed form: does the player to move (Alice) win with `t`
/// seconds left, when the holder may speed the timer up by 0 or by `a..=b` seconds before the
/// 1-second throw? The closed form is an observed pattern (see the module docs), checked against
/// [`timer_win_table`] for every `b < 200` and for sampled `b <= 10^5`, not proved.
///
/// # Constraints
/// `1 <= a <= b <= 10^18`.
///
/// # Panics
/// If the constraints fail.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cgt::subtraction::timer_first_wins;
/// assert!(!timer_first_wins(3, 1, 1)); // moves 1 or 2: multiples of 3 are lost
/// assert!(timer_first_wins(4, 1, 1));
/// ```
pub fn timer_first_wins(t: u64, a: u64, b: u64) -> bool {
    check_timer(a, b);
    let (c, d) = (a + 1, b + 1);
    let lost = if c == d {
        if c % 2 == 1 {
            t % 2 == 0
        } else {
            let r = t % (c + 1);
            r % 2 == 0 && r < c
        }
    } else {
        let o = if c % 2 == 1 { c } else { c - 1 };
        let r = t % (d + o);
        r % 2 == 0 && r < c
    };
    !lost
}

fn check_timer(a: u64, b: u64) {
    assert!(a >= 1, "timer game: a must be at least 1");
    assert!(a <= b, "timer game: need a <= b (got a = {}, b = {})", a, b);
    assert!(
        b <= 1_000_000_000_000_000_000,
        "timer game: b must be at most 10^18 (got {})",
        b
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sprague_grundy::GameSearch;

    /// Divisors of x by trial division (the rules, written independently of the sieve).
    fn divisors(x: u64) -> Vec<u64> {
        (1..=x).filter(|d| x % d == 0).collect()
    }

    #[test]
    fn powers_of_two_is_n_mod_3() {
        let g = powers_of_two_grundy(3000);
        for (n, &v) in g.iter().enumerate() {
            assert_eq!(v as usize, n % 3, "n = {}", n);
            assert_eq!(powers_of_two_first_wins(n as u64), v != 0, "n = {}", n);
        }
    }

    #[test]
    fn prime_power_is_n_mod_6() {
        let g = prime_power_grundy(3000);
        for (n, &v) in g.iter().enumerate() {
            assert_eq!(v as usize, n % 6, "n = {}", n);
            assert_eq!(prime_power_first_wins(n as u64), v != 0, "n = {}", n);
        }
    }

    #[test]
    fn one_or_prime_is_n_mod_4() {
        let g = one_or_prime_grundy(3000);
        for (n, &v) in g.iter().enumerate() {
            assert_eq!(v as usize, n % 4, "n = {}", n);
            assert_eq!(one_or_prime_first_wins(n as u64), v != 0, "n = {}", n);
        }
    }

    #[test]
    fn take_sets_are_the_rules() {
        // The sieve-based take sets against hand-listed ones, through an independent search.
        let mut s = GameSearch::new(|&n: &u64| {
            [
                1u64, 2, 3, 4, 5, 7, 8, 9, 11, 13, 16, 17, 19, 23, 25, 27, 29,
            ]
            .iter()
            .filter(|&&k| k <= n)
            .map(|&k| n - k)
            .collect()
        });
        let g = prime_power_grundy(30);
        for n in 0..=30u64 {
            assert_eq!(s.grundy(&n), g[n as usize], "prime powers, n = {}", n);
        }
        let mut s = GameSearch::new(|&n: &u64| {
            [1u64, 2, 3, 5, 7, 11, 13, 17, 19, 23, 29]
                .iter()
                .filter(|&&k| k <= n)
                .map(|&k| n - k)
                .collect()
        });
        let g = one_or_prime_grundy(30);
        for n in 0..=30u64 {
            assert_eq!(s.grundy(&n), g[n as usize], "one or prime, n = {}", n);
        }
    }

    #[test]
    fn divisor_table_matches_search() {
        let g = divisor_grundy(200);
        let mut s = GameSearch::new(|&x: &u64| divisors(x).into_iter().map(|d| x - d).collect());
        for x in 0..=200u64 {
            assert_eq!(g[x as usize], s.grundy(&x), "x = {}", x);
        }
    }

    #[test]
    fn divisor_closed_form_matches_table_up_to_1e5() {
        let g = divisor_grundy(100_000);
        for (x, &v) in g.iter().enumerate() {
            assert_eq!(divisor_grundy_value(x as u64), v, "x = {}", x);
        }
        assert_eq!(g.iter().max(), Some(&17));
        assert_eq!(g[65536], 17);
    }

    #[test]
    fn divisor_nim_count_matches_search() {
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
                    assert_eq!(
                        divisor_nim_count_winning_moves(&piles),
                        brute,
                        "piles {:?}",
                        piles
                    );
                    checked += 1;
                }
            }
        }
        assert_eq!(checked, 12 + 78 + 364);
    }

    #[test]
    fn winning_amounts_match_enumeration() {
        // Every divisor of x by trial division, its result valued by the rule-built table.
        let g = divisor_grundy(2048);
        for x in 1..=2048u64 {
            let ds = divisors(x);
            for target in 0..=13u32 {
                let plain = ds
                    .iter()
                    .filter(|&&d| g[(x - d) as usize] == target)
                    .count() as u64;
                assert_eq!(
                    divisor_winning_amounts(x, target),
                    plain,
                    "x={} target={}",
                    x,
                    target
                );
            }
        }
    }

    #[test]
    fn divisor_nim_count_on_large_piles() {
        // Perfect square pile: the square-root divisor counts once. 100 alone: g = 3, target 0,
        // only d = 100 wins.
        assert_eq!(divisor_nim_count_winning_moves(&[100]), 1);
        // Large u64 values stay exact (x / j avoids overflow in j * j).
        assert_eq!(
            divisor_nim_count_winning_moves(&[(1 << 40) + 1, (1 << 40) + 1]),
            0
        );
    }

    #[test]
    #[should_panic(expected = "piles must be at least 1")]
    fn divisor_nim_rejects_empty_pile() {
        divisor_nim_count_winning_moves(&[3, 0]);
    }

    #[test]
    fn timer_dp_matches_search() {
        for a in 1..=14usize {
            for b in a..=14usize {
                let (c, d) = (a as u64 + 1, b as u64 + 1);
                let mut s = GameSearch::new(|&n: &u64| {
                    let mut v = Vec::new();
                    if n >= 1 {
                        v.push(n - 1);
                    }
                    v.extend((c..=d.min(n)).map(|i| n - i));
                    v
                });
                let w = timer_win_table(80, a, b);
                for n in 0..=80u64 {
                    assert_eq!(
                        w[n as usize],
                        s.first_player_wins(&n),
                        "t={} a={} b={}",
                        n,
                        a,
                        b
                    );
                }
            }
        }
    }

    #[test]
    fn timer_closed_form_matches_dp() {
        for a in 1..80usize {
            for b in a..200usize {
                let w = timer_win_table(1500, a, b);
                for (t, &win) in w.iter().enumerate() {
                    assert_eq!(
                        timer_first_wins(t as u64, a as u64, b as u64),
                        win,
                        "t={} a={} b={}",
                        t,
                        a,
                        b
                    );
                }
            }
        }
    }

    /// The range nowcoder-17865 uses (a, b <= 10^5), sampled: 40 pairs (a few with a = b, the
    /// extremes included), each over more than three periods `d + o` of the closed form.
    #[test]
    fn timer_closed_form_matches_dp_on_large_parameters() {
        let mut s = 0x5eed_u64;
        let mut next = |m: u64| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            s % m
        };
        let mut pairs = vec![(1, 100_000), (100_000, 100_000), (99_999, 100_000)];
        while pairs.len() < 40 {
            let a = 1 + next(100_000);
            let b = if next(5) == 0 {
                a
            } else {
                a + next(100_001 - a)
            };
            pairs.push((a, b));
        }
        for (a, b) in pairs {
            let t_max = 3 * (a + b + 2) as usize + 10;
            let w = timer_win_table(t_max, a as usize, b as usize);
            for (t, &win) in w.iter().enumerate() {
                assert_eq!(
                    timer_first_wins(t as u64, a, b),
                    win,
                    "t={} a={} b={}",
                    t,
                    a,
                    b
                );
            }
        }
    }

    #[test]
    #[should_panic(expected = "b must be at most 10^18")]
    fn timer_table_rejects_huge_b() {
        timer_win_table(5, 1, usize::MAX);
    }

    #[test]
    #[should_panic(expected = "need a <= b")]
    fn timer_rejects_a_above_b() {
        timer_first_wins(5, 3, 2);
    }
}
