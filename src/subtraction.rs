//! # Subtraction games: the Grundy table of your own set, and three infinite sets in closed form
//!
//! - **Theorem** (induction on `n`): if `S` holds `1, ..., k - 1` and no multiple of `k`, then
//!   `g(n) = n mod k`: powers of two (`k = 3`), 1 or a prime power (6), 1 or a prime (4).
//! - **Complexity:** [`grundy`] O(n · |S|); [`outcome_table`] O(n · |S|); closed forms O(1).
//! - **Problems:** hdu-1847 (powers of 2), luogu-p4018, luogu-p4860 (primes), cses-1729 (own set).
//! - **Status:** [`grundy`] = GameSearch for every `S ⊆ {1..7}`, `n <= 24`, [`outcome_table`] =
//!   [`grundy`] for `S ⊆ {1..8}`, `n <= 40`; closed forms = tables to 3000; sieves = hand lists.
//!
//! **Game.** One heap of `n`; a move removes `s` objects for some `s` in a set `S` (at most what
//! remains); normal play. Several heaps: XOR of the heaps' values (Sprague–Grundy).
//!
//! **Your own rule.** A problem's own set: [`grundy`]`(&set, n)`. Any other one-heap rule (amounts
//! that depend on the heap, splitting moves, ...): [`crate::sprague_grundy::grundy_table`] with a
//! closure listing the moves. Any other position type: [`crate::game_search::GameSearch`]. A
//! finite `S` makes `g` periodic; `octal` finds and proves the period (a subtraction set is an
//! octal code). Other families: `divisor_nim` (remove a divisor), `timer_game` (1 or `[a+1, b+1]`).
//!
//! **Proof of the closed forms.** With `r = n mod k`, the moves `1..r` reach the values
//! `r-1, ..., 0`, and no move reaches residue `r` (that would take a multiple of `k`). A power of
//! two is not divisible by 3; a prime power not by 6; 1 or a prime not by 4.
//!
//! References: *Winning Ways*, ch. 4; Siegel, *Combinatorial Game Theory*, IV.1.

use crate::sprague_grundy::grundy_table;
use std::iter::successors;

/// Grundy values `g(0..=n)` of the subtraction game "remove `s` for some `s` in `set`" (in any
/// order; duplicates and amounts above `n` are fine). A rule that is not a fixed set:
/// [`crate::sprague_grundy::grundy_table`] with a closure.
///
/// # Constraints
/// Every `s >= 1`; `n < usize::MAX`.
///
/// # Panics
/// If `set` contains 0 (removing nothing is not a move), or if `n == usize::MAX`.
///
/// # Complexity
/// O(|S| log |S| + n · |S|) time (the set sorted once, then one bit-mask mex a heap), O(n + |S|)
/// memory.
///
/// # Example
/// ```
/// // S = {1, 3, 4}: period 7, values 0 1 0 1 2 3 2.
/// assert_eq!(cgt::subtraction::grundy(&[4, 1, 3], 7), vec![0, 1, 0, 1, 2, 3, 2, 0]);
/// ```
pub fn grundy(set: &[usize], n: usize) -> Vec<u32> {
    assert!(
        !set.contains(&0),
        "subtraction::grundy: 0 is not an amount to remove"
    );
    let mut takes = set.to_vec();
    takes.sort_unstable();
    takes.dedup();
    grundy_table(n, |x, out| {
        // `takes` is increasing: stop at the first amount larger than the heap.
        out.extend(takes.iter().take_while(|&&s| s <= x).map(|&s| x - s))
    })
}

/// The primes `<= n` (sieve of Eratosthenes).
fn primes(n: usize) -> Vec<usize> {
    let mut composite = vec![false; n + 1];
    let mut out = Vec::new();
    for p in 2..=n {
        if !composite[p] {
            out.push(p);
            (2 * p..=n).step_by(p).for_each(|m| composite[m] = true);
        }
    }
    out
}

/// Who wins each heap `0..=n` of the subtraction game of `set` (true: the player to move), by the
/// push form: only losing heaps do work, each marks `x + s` as won. Faster than [`grundy`] when
/// only the outcome is asked (CSES 1729: `n = 10^6`, `|S| = 100`).
///
/// # Constraints
/// Every `s >= 1`; `n < usize::MAX`.
///
/// # Panics
/// If `set` contains 0.
///
/// # Complexity
/// O(n + (losing heaps) · |S|) time, O(n) memory.
///
/// # Example
/// ```
/// let win = cgt::subtraction::outcome_table(&[1, 3, 4], 10);
/// let s: String = win[1..].iter().map(|&w| if w { 'W' } else { 'L' }).collect();
/// assert_eq!(s, "WLWWWWLWLW");
/// ```
pub fn outcome_table(set: &[usize], n: usize) -> Vec<bool> {
    assert!(
        !set.contains(&0),
        "subtraction::outcome_table: 0 is not an amount to remove"
    );
    let mut win = vec![false; n + 1];
    for x in 0..=n {
        if !win[x] {
            for &s in set.iter().filter(|&&s| s <= n - x) {
                win[x + s] = true;
            }
        }
    }
    win
}

/// Grundy values `g(0..=n)` of "remove a power of two (1, 2, 4, ...)", built from the rule.
///
/// # Constraints
/// `n < usize::MAX`.
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
    let set = successors(Some(1), |&s: &usize| s.checked_mul(2)).take_while(|&s| s <= n);
    grundy(&set.collect::<Vec<_>>(), n)
}

/// Grundy values `g(0..=n)` of "remove 1 or a prime power `p^k`, `k >= 1`" (1, 2, 3, 4, 5, 7, 8,
/// 9, 11, ...), built from the rule.
///
/// # Constraints
/// `n < usize::MAX`; the time grows like `n^2 / log n`, so keep `n` to a few thousand.
///
/// # Panics
/// If `n == usize::MAX`.
///
/// # Complexity
/// O(n · π'(n) · log n), `π'(n)` the number of prime powers up to `n`.
///
/// # Example
/// ```
/// assert_eq!(cgt::subtraction::prime_power_grundy(7), vec![0, 1, 2, 3, 4, 5, 0, 1]);
/// ```
pub fn prime_power_grundy(n: usize) -> Vec<u32> {
    let mut set = vec![1];
    for p in primes(n) {
        set.extend(successors(Some(p), |&q| q.checked_mul(p)).take_while(|&q| q <= n));
    }
    grundy(&set, n)
}

/// Grundy values `g(0..=n)` of "remove 1 or a prime", built from the rule.
///
/// # Constraints
/// `n < usize::MAX`; the time grows like `n^2 / log n`, so keep `n` to a few thousand.
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
    let mut set = primes(n);
    set.push(1);
    grundy(&set, n)
}

/// "Remove a power of two": the player to move wins iff `n mod 3 != 0`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cgt::subtraction::powers_of_two_first_player_wins;
/// assert!(powers_of_two_first_player_wins(1));
/// assert!(!powers_of_two_first_player_wins(3));
/// ```
pub fn powers_of_two_first_player_wins(n: u64) -> bool {
    n % 3 != 0
}

/// "Remove 1 or a prime power": the player to move wins iff `n mod 6 != 0`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cgt::subtraction::prime_power_first_player_wins;
/// assert!(prime_power_first_player_wins(14));
/// assert!(!prime_power_first_player_wins(12));
/// ```
pub fn prime_power_first_player_wins(n: u64) -> bool {
    n % 6 != 0
}

/// "Remove 1 or a prime": the player to move wins iff `n mod 4 != 0`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cgt::subtraction::one_or_prime_first_player_wins;
/// assert!(!one_or_prime_first_player_wins(4));
/// assert!(one_or_prime_first_player_wins(9));
/// ```
pub fn one_or_prime_first_player_wins(n: u64) -> bool {
    n % 4 != 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game_search::GameSearch;

    /// GameSearch of "remove s for s in set" from heap `n`.
    fn search_grundy(set: &[usize], n: usize) -> Vec<u32> {
        let mut s = GameSearch::new(|&x: &usize| {
            set.iter()
                .filter(|&&k| k <= x)
                .map(|&k| x - k)
                .collect::<Vec<usize>>()
        });
        (0..=n).map(|x| s.grundy(&x)).collect()
    }

    #[test]
    fn own_set_matches_search_for_every_small_set() {
        for mask in 0u32..1 << 7 {
            let set: Vec<usize> = (1..=7).filter(|&s| mask >> (s - 1) & 1 == 1).collect();
            assert_eq!(grundy(&set, 24), search_grundy(&set, 24), "S = {:?}", set);
            // Order, duplicates and the table's length do not matter.
            let mut messy: Vec<usize> = set.iter().rev().chain(&set).copied().collect();
            messy.push(100);
            for n in 0..=24 {
                assert_eq!(
                    grundy(&messy, n),
                    search_grundy(&set, n),
                    "S = {:?}, n = {}",
                    set,
                    n
                );
            }
        }
        assert_eq!(grundy(&[], 3), vec![0; 4]);
    }

    #[test]
    fn outcome_table_matches_grundy_for_every_small_set() {
        for mask in 0u32..1 << 8 {
            let set: Vec<usize> = (1..=8).filter(|&s| mask >> (s - 1) & 1 == 1).collect();
            let g = grundy(&set, 40);
            let win: Vec<bool> = g.iter().map(|&v| v != 0).collect();
            assert_eq!(outcome_table(&set, 40), win, "S = {:?}", set);
        }
        assert_eq!(outcome_table(&[5, 2], 0), vec![false]);
    }

    #[test]
    #[should_panic(expected = "subtraction::grundy: 0 is not an amount")]
    fn own_set_rejects_zero() {
        grundy(&[1, 0], 5);
    }

    #[test]
    fn powers_of_two_is_n_mod_3() {
        let g = powers_of_two_grundy(3000);
        for (n, &v) in g.iter().enumerate() {
            assert_eq!(v as usize, n % 3, "n = {}", n);
            assert_eq!(
                powers_of_two_first_player_wins(n as u64),
                v != 0,
                "n = {}",
                n
            );
        }
    }

    #[test]
    fn prime_power_is_n_mod_6() {
        let g = prime_power_grundy(3000);
        for (n, &v) in g.iter().enumerate() {
            assert_eq!(v as usize, n % 6, "n = {}", n);
            assert_eq!(prime_power_first_player_wins(n as u64), v != 0, "n = {}", n);
        }
    }

    #[test]
    fn one_or_prime_is_n_mod_4() {
        let g = one_or_prime_grundy(3000);
        for (n, &v) in g.iter().enumerate() {
            assert_eq!(v as usize, n % 4, "n = {}", n);
            assert_eq!(
                one_or_prime_first_player_wins(n as u64),
                v != 0,
                "n = {}",
                n
            );
        }
    }

    #[test]
    fn take_sets_are_the_rules() {
        // The sieved take sets against hand-listed ones, through an independent search.
        let prime_powers = [1, 2, 3, 4, 5, 7, 8, 9, 11, 13, 16, 17, 19, 23, 25, 27, 29];
        assert_eq!(prime_power_grundy(30), search_grundy(&prime_powers, 30));
        let one_or_primes = [1, 2, 3, 5, 7, 11, 13, 17, 19, 23, 29];
        assert_eq!(one_or_prime_grundy(30), search_grundy(&one_or_primes, 30));
        assert_eq!(
            powers_of_two_grundy(30),
            search_grundy(&[1, 2, 4, 8, 16], 30)
        );
        for n in 0..3 {
            assert_eq!(powers_of_two_grundy(n), search_grundy(&[1, 2], n));
            assert_eq!(prime_power_grundy(n), search_grundy(&[1, 2], n));
            assert_eq!(one_or_prime_grundy(n), search_grundy(&[1, 2], n));
        }
    }
}
