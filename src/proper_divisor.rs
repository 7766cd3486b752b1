//! # Proper-divisor game: replace a number by one of its proper divisors
//!
//! - **Game:** numbers `>= 1`; a move replaces one number `a` by a divisor `x < a`; the player
//!   who cannot move (all numbers 1) loses.
//! - **Theorem:** `g(a) = Ω(a)`, the number of prime factors of `a` counted with multiplicity:
//!   a move removes any non-empty sub-multiset of them, so `a` is a Nim heap of size `Ω(a)`.
//! - **Complexity:** [`omega_table`] O(n log log n) (smallest-prime-factor sieve).
//! - **Problems:** atcoder-abc368-f.
//! - **Status:** `Ω` = GameSearch over the divisor moves for every `a <= 2000`.
//!
//! Not the divisor count, nor `ω` (distinct primes): `4 = 2 · 2` has `Ω = 2`.

/// `Ω(a)` for every `a` in `0..=n` (entry 0 is 0, unused).
///
/// # Constraints
/// `n <= 10^8` (memory: 4 bytes per entry plus the sieve).
///
/// # Panics
/// If `n > 10^8`.
///
/// # Complexity
/// O(n log log n) time, O(n) memory.
///
/// # Example
/// ```
/// let omega = cgt::proper_divisor::omega_table(12);
/// assert_eq!(omega[1..].to_vec(), vec![0, 1, 1, 2, 1, 2, 1, 3, 2, 2, 1, 3]);
/// ```
pub fn omega_table(n: usize) -> Vec<u32> {
    assert!(n <= 100_000_000, "omega_table: n = {} > 10^8", n);
    // spf[a] = smallest prime factor of a (0 until found); Ω(a) = Ω(a / spf(a)) + 1.
    let mut spf = vec![0u32; n + 1];
    let mut omega = vec![0u32; n + 1];
    for a in 2..=n {
        if spf[a] == 0 {
            for m in (a..=n).step_by(a) {
                if spf[m] == 0 {
                    spf[m] = a as u32;
                }
            }
        }
        omega[a] = omega[a / spf[a] as usize] + 1;
    }
    omega
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game_search::GameSearch;

    #[test]
    fn omega_matches_search() {
        let proper_divisors = |&a: &u32| (1..a).filter(|x| a % x == 0).collect::<Vec<u32>>();
        let mut s = GameSearch::new(proper_divisors);
        let omega = omega_table(2000);
        for a in 1..=2000u32 {
            assert_eq!(omega[a as usize], s.grundy(&a), "a = {}", a);
        }
        assert_eq!(omega_table(0), vec![0]);
        assert_eq!(omega_table(1), vec![0, 0]);
    }
}
