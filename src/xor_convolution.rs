//! # Counting by XOR convolution over many lengths: Walsh–Hadamard and geometric sums mod p
//!
//! - **Method:** transform the histogram once ([`walsh_hadamard`]); each entry `t` becomes
//!   `Σ_{L=1..n} t^L` by doubling (no division, any `t`); inverse transform ([`xor_count_sums`]).
//! - **Complexity:** O(V log V + V log n), `V` the histogram's length to a power of two.
//! - **Problems:** atcoder-abc212-h (first-player wins summed over lengths `1..=N`).
//! - **Status:** every sequence enumerated, values `< 8`, lengths `<= 5`, mod 7, 9 and
//!   998244353; = Σ of [`zero_xor_count`] per length; runs at `V = 2^16`, `n = 2·10^5`.
//!
//! Lengths run over `1..=n` (not the empty sequence); `n = 0` gives 0. The first player wins a
//! sum of heaps iff the Grundy values' XOR is non-zero, so [`winning_count_sum`] counts those
//! sequences: `Σ_L |hist|^L` minus [`zero_xor_count_sum`]. A count over a range of XOR values is
//! a range sum of [`xor_count_sums`]. Timings: PERFORMANCE.md, "summary: xor".

#[cfg(doc)]
use crate::xor_count::zero_xor_count;
use crate::xor_count::{inverse_walsh_hadamard, walsh_hadamard};

/// `Σ_{L=1..n} t^L mod p` by doubling over the bits of `n`: `(S_k, t^k) -> (S_2k, t^2k)`, then
/// `S_{k+1} = S_k + t^{k+1}`; `p < 2^32`, `t < p`.
fn geometric_sum(t: u64, n: u64, p: u64) -> u64 {
    let (mut s, mut pw) = (0, 1 % p);
    for bit in (0..64 - n.leading_zeros()).rev() {
        s = (s + pw * s) % p;
        pw = pw * pw % p;
        if n >> bit & 1 == 1 {
            pw = pw * t % p;
            s = (s + pw) % p;
        }
    }
    s
}

fn check(hist: &[u64], p: u64, name: &str) {
    assert!(
        (3..1 << 32).contains(&p) && p % 2 == 1,
        "{}: modulus {} is not an odd number in [3, 2^32)",
        name,
        p
    );
    assert!(
        (hist.len() as u64) < 1 << 32,
        "{}: histogram length {} too large",
        name,
        hist.len()
    );
}

/// Entry `x`: the number of sequences of length `1..=n` (summed over the lengths) whose XOR is
/// `x`, where value `v` can be chosen in `hist[v]` ways, modulo `p`.
///
/// # Constraints
/// `p` odd (a prime in practice; only the inverse of 2 is used), `3 <= p < 2^32`;
/// `hist.len() < 2^32`; any `n`.
///
/// # Panics
/// If `p` is even or out of range, or the histogram is too long.
///
/// # Complexity
/// O(V log V + V log n); the result has length `V` = `hist.len()` rounded up to a power of two.
///
/// # Example
/// ```
/// // Values 1 (3 ways), 2 (2 ways); lengths 1, 2: XOR 0 by (1,1) or (2,2): 9 + 4 = 13.
/// let c = cgt::xor_convolution::xor_count_sums(&[0, 3, 2], 2, 998_244_353);
/// assert_eq!(c, vec![13, 3, 2, 12]);
/// ```
pub fn xor_count_sums(hist: &[u64], n: u64, p: u64) -> Vec<u64> {
    check(hist, p, "xor_count_sums");
    let mut a: Vec<u64> = hist.iter().map(|&c| c % p).collect();
    a.resize(hist.len().max(1).next_power_of_two(), 0);
    walsh_hadamard(&mut a, p);
    for t in a.iter_mut() {
        *t = geometric_sum(*t, n, p);
    }
    inverse_walsh_hadamard(&mut a, p);
    a
}

/// The number of sequences of length `1..=n` (summed over the lengths) with XOR 0, where value
/// `v` can be chosen in `hist[v]` ways, modulo `p`: entry 0 of [`xor_count_sums`].
///
/// # Constraints
/// As [`xor_count_sums`].
///
/// # Panics
/// As [`xor_count_sums`].
///
/// # Complexity
/// O(V log V + V log n).
///
/// # Example
/// ```
/// assert_eq!(cgt::xor_convolution::zero_xor_count_sum(&[0, 3, 2], 2, 998_244_353), 13);
/// ```
pub fn zero_xor_count_sum(hist: &[u64], n: u64, p: u64) -> u64 {
    xor_count_sums(hist, n, p)[0]
}

/// The number of sequences of length `1..=n` (summed over the lengths) with a non-zero XOR (the
/// first player wins the sum of heaps of those Grundy values), `hist[v]` ways to pick value `v`,
/// modulo `p`: `Σ_L (Σ hist)^L` minus [`zero_xor_count_sum`].
///
/// # Constraints
/// As [`xor_count_sums`].
///
/// # Panics
/// As [`xor_count_sums`].
///
/// # Complexity
/// O(V log V + V log n).
///
/// # Example
/// ```
/// // 5 + 25 sequences of lengths 1 and 2, 13 of them with XOR 0.
/// assert_eq!(cgt::xor_convolution::winning_count_sum(&[0, 3, 2], 2, 998_244_353), 17);
/// ```
pub fn winning_count_sum(hist: &[u64], n: u64, p: u64) -> u64 {
    check(hist, p, "winning_count_sum");
    let total = hist.iter().fold(0, |s, &c| (s + c % p) % p);
    (geometric_sum(total, n, p) + p - zero_xor_count_sum(hist, n, p)) % p
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::XorShift;
    use crate::xor_count::zero_xor_count;

    const P: u64 = 998_244_353;

    /// Every sequence of length `1..=n` enumerated: (XOR-0 count, non-zero count) mod p, and the
    /// count per XOR value.
    fn brute(hist: &[u64], n: u32, p: u64) -> (u64, u64, Vec<u64>) {
        let m = hist.len();
        let mut by_xor = vec![0u64; m.next_power_of_two()];
        for len in 1..=n {
            for code in 0..m.pow(len) {
                let (mut c, mut x, mut ways) = (code, 0, 1u64);
                for _ in 0..len {
                    x ^= c % m;
                    ways = ways * (hist[c % m] % p) % p;
                    c /= m;
                }
                by_xor[x] = (by_xor[x] + ways) % p;
            }
        }
        let zero = by_xor[0];
        let non_zero = by_xor[1..].iter().fold(0, |s, &c| (s + c) % p);
        (zero, non_zero, by_xor)
    }

    #[test]
    fn sums_match_enumeration() {
        let mut rng = XorShift::new(30);
        let mut hists: Vec<Vec<u64>> = vec![vec![0], vec![1], vec![0, 1], vec![1, 1, 1]];
        for _ in 0..60 {
            let m = rng.below(8) as usize + 1;
            hists.push((0..m).map(|_| rng.below(4)).collect());
        }
        hists.push(vec![P - 1, 2 * P + 3, 7, 9]);
        for hist in &hists {
            let m = hist.len() as u64;
            for n in 0..=5u32 {
                if m.pow(n) > 40_000 {
                    break;
                }
                for p in [7, 9, P] {
                    let (zero, win, by_xor) = brute(hist, n, p);
                    let what = format!("{:?} n = {} p = {}", hist, n, p);
                    assert_eq!(zero_xor_count_sum(hist, n as u64, p), zero, "{}", what);
                    assert_eq!(winning_count_sum(hist, n as u64, p), win, "{}", what);
                    assert_eq!(xor_count_sums(hist, n as u64, p), by_xor, "{}", what);
                }
            }
        }
    }

    #[test]
    fn sum_equals_per_length_counts() {
        let mut rng = XorShift::new(2024);
        for _ in 0..40 {
            let m = rng.below(64) as usize + 1;
            let hist: Vec<u64> = (0..m).map(|_| rng.below(P)).collect();
            let p = [P, 1_000_000_007, 13][rng.below(3) as usize];
            let n = rng.below(60);
            let per_length = (1..=n).fold(0, |s, l| (s + zero_xor_count(&hist, l, p)) % p);
            assert_eq!(
                zero_xor_count_sum(&hist, n, p),
                per_length,
                "{:?} {}",
                hist,
                n
            );
        }
        // Lengths that are multiples of p - 1: a zero entry must stay 0 (no 0^0 = 1).
        let hist = [1, 1];
        let (n, p) = (3 * 12, 13);
        let per_length = (1..=n).fold(0, |s, l| (s + zero_xor_count(&hist, l, p)) % p);
        assert_eq!(zero_xor_count_sum(&hist, n, p), per_length);
    }

    #[test]
    fn geometric_sum_matches_loop() {
        for p in [3, 7, 9, P] {
            for t in [0, 1, 2, p - 1] {
                let mut s = 0;
                let mut pw = 1;
                for n in 0..200 {
                    assert_eq!(geometric_sum(t, n, p), s, "t = {} n = {} p = {}", t, n, p);
                    pw = pw * t % p;
                    s = (s + pw) % p;
                }
            }
        }
    }

    #[test]
    fn large_runs() {
        // Issue 30's size: V = 2^16 values, n = 2·10^5 lengths (the timing: PERFORMANCE.md).
        let mut rng = XorShift::new(7);
        let hist: Vec<u64> = (0..1 << 16).map(|_| rng.below(1000)).collect();
        let start = std::time::Instant::now();
        let zero = zero_xor_count_sum(&hist, 200_000, P);
        let win = winning_count_sum(&hist, 200_000, P);
        println!("xor_convolution V = 2^16, n = 2e5: {:?}", start.elapsed());
        let total = hist.iter().sum::<u64>() % P;
        let mut all = 0;
        let mut pw = 1;
        for _ in 0..200_000 {
            pw = pw * total % P;
            all = (all + pw) % P;
        }
        assert_eq!((zero + win) % P, all);
    }
}
