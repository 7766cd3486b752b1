//! # Grundy table of a subtraction game with a huge move set, one bitset per Grundy value
//!
//! - **Method:** bitset `R_v` per value `v` (bit `p`: a move from `p` reaches value `v`); `g(x)` is
//!   the least `v` with bit `x` of `R_v` clear, then `R_{g(x)} |= S << x`. Values need no bound.
//! - **Complexity:** [`grundy`] O(n²/64 + n · G), G = largest value + 1; sieve O(n log log n).
//! - **Problems:** cf-1091h (steps: primes and products of two primes, one step forbidden).
//! - **Status:** [`grundy`] = `subtraction::grundy`: every `S ⊆ {1..10}`, `n <= 60`; 300 random
//!   sets of amounts <= 200, `n <= 300`; cf-1091h's set, 6 `f`, to 3000. Sieve = trial division.
//!
//! **Why.** The plain mex looks at every move: O(n · |S|), 5·10^9 steps for cf-1091h's
//! `|S| ≈ 5·10^4`, `n = 2·10^5`. The bitsets do the same work 64 moves per word operation. The
//! values must stay small for the `n · G` term and the `G` rows: Nim's set (every amount) has
//! `G = n + 1`; cf-1091h's set to 199 998 has largest value 51 (f = 2) over 16 values of `f` tried.
//!
//! References: Codeforces Good Bye 2018 editorial, problem H; *Winning Ways*, ch. 4.

/// Grundy values `g(0..=n)` of the subtraction game "remove `s` for some `s` in `set`" (any order;
/// duplicates and amounts above `n` are fine), computed with one bitset of `n + 1` bits per value.
/// Same answer as [`crate::subtraction::grundy`], faster when `set` is large.
///
/// # Constraints
/// Every `s >= 1`; `n < usize::MAX`; memory `(n / 64 + 1) · (G + 1)` words, G the largest value.
///
/// # Panics
/// If `set` contains 0 (removing nothing is not a move), or if `n == usize::MAX`.
///
/// # Complexity
/// O(n²/64 + n · G + |S|) time: heap `x` ORs `(n - x) / 64 + 1` words and tests at most G + 1
/// bits.
///
/// # Example
/// ```
/// // S = {1, 3, 4}: period 7, values 0 1 0 1 2 3 2.
/// assert_eq!(cgt::bitset_grundy::grundy(&[4, 1, 3, 3, 99], 7), vec![0, 1, 0, 1, 2, 3, 2, 0]);
/// ```
pub fn grundy(set: &[usize], n: usize) -> Vec<u32> {
    assert!(
        !set.contains(&0),
        "bitset_grundy::grundy: 0 is not an amount to remove"
    );
    assert!(
        n < usize::MAX,
        "bitset_grundy::grundy: n = usize::MAX is too large"
    );
    let words = n / 64 + 1;
    // Bit s of `amounts`: s is a move (amounts above n can never be played).
    let mut amounts = vec![0u64; words];
    for &s in set.iter().filter(|&&s| s <= n) {
        amounts[s / 64] |= 1 << (s % 64);
    }
    let mut reach: Vec<Vec<u64>> = Vec::new();
    let mut g = Vec::with_capacity(n + 1);
    for x in 0..=n {
        let (q, r) = (x / 64, x % 64);
        let v = reach.iter().position(|row| row[q] >> r & 1 == 0);
        let v = v.unwrap_or_else(|| {
            reach.push(vec![0; words]);
            reach.len() - 1
        });
        g.push(v as u32);
        // R_v |= amounts << x, word by word (bits past n land in the last word's spare bits).
        let row = &mut reach[v];
        for i in 0..words - q {
            let carry = if r == 0 || i == 0 {
                0
            } else {
                amounts[i - 1] >> (64 - r)
            };
            row[q + i] |= amounts[i] << r | carry;
        }
    }
    g
}

/// The numbers `2..=n` that are a prime or a product of two primes (not necessarily distinct:
/// 4, 9 and 6 are in, 8 and 12 are not), increasing: `k` with Ω(k) ∈ {1, 2}.
///
/// # Constraints
/// `n < usize::MAX`; memory O(n).
///
/// # Panics
/// If `n == usize::MAX`.
///
/// # Complexity
/// O(n log log n): a sieve counting prime factors with multiplicity, capped at 3.
///
/// # Example
/// ```
/// let steps = cgt::bitset_grundy::almost_primes(15);
/// assert_eq!(steps, vec![2, 3, 4, 5, 6, 7, 9, 10, 11, 13, 14, 15]);
/// ```
pub fn almost_primes(n: usize) -> Vec<usize> {
    assert!(
        n < usize::MAX,
        "bitset_grundy::almost_primes: n = usize::MAX is too large"
    );
    // omega[k] = Ω(k) capped at 3: each prime power p^e dividing k adds one.
    let mut omega = vec![0u8; n + 1];
    for p in 2..=n {
        if omega[p] != 0 {
            continue;
        }
        let mut power = p;
        while power <= n {
            (power..=n)
                .step_by(power)
                .for_each(|m| omega[m] = (omega[m] + 1).min(3));
            power = match power.checked_mul(p) {
                Some(next) => next,
                None => break,
            };
        }
    }
    (2..=n).filter(|&k| omega[k] <= 2).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::XorShift;
    use crate::subtraction;

    #[test]
    fn every_set_of_one_to_ten_matches_the_mex_table() {
        for mask in 0u32..1 << 10 {
            let set: Vec<usize> = (1..=10).filter(|&s| mask >> (s - 1) & 1 == 1).collect();
            assert_eq!(
                grundy(&set, 60),
                subtraction::grundy(&set, 60),
                "set {:?}",
                set
            );
        }
    }

    #[test]
    fn random_sets_across_word_boundaries_match() {
        let mut rng = XorShift::new(1091);
        for case in 0..300 {
            let n = rng.below(301) as usize;
            let size = 1 + rng.below(40) as usize;
            let set: Vec<usize> = (0..size).map(|_| 1 + rng.below(200) as usize).collect();
            assert_eq!(
                grundy(&set, n),
                subtraction::grundy(&set, n),
                "case {} {:?}",
                case,
                set
            );
        }
    }

    #[test]
    fn problem_set_to_three_thousand_matches() {
        let n = 3000;
        let all = almost_primes(n);
        for f in [2, 6, 8, 133, 2999, 200_000] {
            let set: Vec<usize> = all.iter().copied().filter(|&k| k != f).collect();
            assert_eq!(grundy(&set, n), subtraction::grundy(&set, n), "f = {}", f);
        }
    }

    #[test]
    fn almost_primes_match_trial_division() {
        let omega = |mut k: usize| {
            let (mut count, mut d) = (0, 2);
            while d * d <= k {
                while k % d == 0 {
                    k /= d;
                    count += 1;
                }
                d += 1;
            }
            count + usize::from(k > 1)
        };
        let want: Vec<usize> = (2..=2000)
            .filter(|&k| (1..=2).contains(&omega(k)))
            .collect();
        assert_eq!(almost_primes(2000), want);
        assert_eq!(almost_primes(0), Vec::<usize>::new());
        assert_eq!(almost_primes(1), Vec::<usize>::new());
    }

    #[test]
    #[should_panic(expected = "bitset_grundy::grundy: 0")]
    fn zero_amount_panics() {
        grundy(&[0, 1], 5);
    }
}
