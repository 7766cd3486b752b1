//! # Counting sequences by Grundy XOR: Walsh–Hadamard powers mod a prime
//!
//! - **Method:** sequences of length `n` with XOR 0 = entry 0 of the `n`-th XOR power of the
//!   histogram: transform, each entry to the full 64-bit power `n`, (1/N) · Σ; `p` an odd prime.
//! - **Complexity:** [`zero_xor_count`] O(N log N + N log n), `N` the histogram's length to a
//!   power of two; [`xor_shift_winning_count`] O(m log m + m log n).
//! - **Problems:** luogu-p5387 (heaps `x -> x xor y`, `1 <= y <= x`, `x xor y < x`).
//! - **Status:** [`xor_shift_grundy`] = `grundy_table` of the rule, `x <= 1024`; counts = every
//!   sequence, `m <= 12`, `n <= 4`; [`zero_xor_count`] = direct XOR powers, `n` up to 3 (p - 1).
//!
//! **Game (P5387).** A move takes an element `x` to `x xor y` for `1 <= y <= x` with `x xor y < x`,
//! i.e. to any `z < x` with `x xor z <= x`. For `2^k <= x < 2^(k+1)` the value is `x - 2^k + 1`
//! (`g(0) = 0`; checked, not proven here). The first player wins iff the values' XOR is non-zero.
//!
//! **Trap.** Reducing `n` modulo `p - 1` turns `0^n` into `0^0 = 1`; the exponent stays `u64`.

/// The Grundy value of one element `x` under the move `x -> x xor y` (`1 <= y <= x`,
/// `x xor y < x`): `0` for `x = 0`, else `x - 2^k + 1` with `2^k` the highest bit of `x`.
///
/// # Constraints
/// None: any `u64`.
///
/// # Panics
/// Never.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// let g: Vec<u64> = (1..=8).map(cgt::xor_count::xor_shift_grundy).collect();
/// assert_eq!(g, vec![1, 1, 2, 1, 2, 3, 4, 1]);
/// ```
pub fn xor_shift_grundy(x: u64) -> u64 {
    if x == 0 {
        0
    } else {
        x - (1 << (63 - x.leading_zeros())) + 1
    }
}

fn pow_mod(mut b: u64, mut e: u64, p: u64) -> u64 {
    let mut r = 1 % p;
    b %= p;
    while e > 0 {
        if e & 1 == 1 {
            r = r * b % p;
        }
        b = b * b % p;
        e >>= 1;
    }
    r
}

/// The number of sequences `(v_1, ..., v_n)` with `v_1 xor ... xor v_n = 0`, where value `v` can
/// be chosen in `hist[v]` ways, modulo `p`.
///
/// # Constraints
/// `p` an odd prime, `3 <= p < 2^32`; `hist.len() < 2^32`; any `n` (`n = 0` gives 1).
///
/// # Panics
/// If `p` is even or out of range, or the histogram is too long.
///
/// # Complexity
/// O(N log N + N log n), `N` = `hist.len()` rounded up to a power of two.
///
/// # Example
/// ```
/// // Values 1 (3 ways) and 2 (2 ways), length 4: 3^4 + 6 · 3² · 2² + 2^4 = 313.
/// assert_eq!(cgt::xor_count::zero_xor_count(&[0, 3, 2], 4, 998_244_353), 313);
/// ```
pub fn zero_xor_count(hist: &[u64], n: u64, p: u64) -> u64 {
    assert!(
        (3..1 << 32).contains(&p) && p % 2 == 1,
        "zero_xor_count: modulus {} is not an odd number in [3, 2^32)",
        p
    );
    assert!(
        (hist.len() as u64) < 1 << 32,
        "zero_xor_count: histogram length {} too large",
        hist.len()
    );
    let len = hist.len().max(1).next_power_of_two();
    let mut a: Vec<u64> = hist.iter().map(|&c| c % p).collect();
    a.resize(len, 0);
    walsh_hadamard(&mut a, p);
    let sum = a.iter().fold(0, |s, &x| (s + pow_mod(x, n, p)) % p);
    sum * pow_mod(p / 2 + 1, len.trailing_zeros() as u64, p) % p
}

/// The Walsh–Hadamard transform mod `p` in place: `a[y] <- Σ_x (-1)^popcount(x & y) a[x]`. XOR
/// convolution becomes the entrywise product; [`inverse_walsh_hadamard`] undoes it.
///
/// # Constraints
/// `a.len()` a power of two; every entry `< p`; `p` odd, `3 <= p < 2^63`.
///
/// # Panics
/// If the length is not a power of two, `p` is out of range or an entry is `>= p`.
///
/// # Complexity
/// O(N log N), `N = a.len()`.
///
/// # Example
/// ```
/// let mut a = vec![1, 2, 0, 0];
/// cgt::xor_count::walsh_hadamard(&mut a, 7);
/// assert_eq!(a, vec![3, 6, 3, 6]);
/// cgt::xor_count::inverse_walsh_hadamard(&mut a, 7);
/// assert_eq!(a, vec![1, 2, 0, 0]);
/// ```
pub fn walsh_hadamard(a: &mut [u64], p: u64) {
    assert!(
        a.len().is_power_of_two(),
        "walsh_hadamard: length {} is not a power of two",
        a.len()
    );
    assert!(
        (3..1 << 63).contains(&p) && p % 2 == 1,
        "walsh_hadamard: modulus {} is not an odd number in [3, 2^63)",
        p
    );
    assert!(a.iter().all(|&x| x < p), "walsh_hadamard: an entry is >= p");
    let mut h = 1;
    while h < a.len() {
        for block in a.chunks_mut(2 * h) {
            let (lo, hi) = block.split_at_mut(h);
            for (u, v) in lo.iter_mut().zip(hi.iter_mut()) {
                let (x, y) = (*u, *v);
                *u = if x + y >= p { x + y - p } else { x + y };
                *v = if x >= y { x - y } else { x + p - y };
            }
        }
        h *= 2;
    }
}

/// The inverse of [`walsh_hadamard`]: the same transform, then division by `N = a.len()` as
/// multiplication by `((p + 1) / 2)^log2 N`, the inverse of 2 (so `p` need only be odd).
///
/// # Constraints
/// As [`walsh_hadamard`].
///
/// # Panics
/// As [`walsh_hadamard`].
///
/// # Complexity
/// O(N log N).
///
/// # Example
/// ```
/// let mut a = vec![3, 6, 3, 6];
/// cgt::xor_count::inverse_walsh_hadamard(&mut a, 7);
/// assert_eq!(a, vec![1, 2, 0, 0]);
/// ```
pub fn inverse_walsh_hadamard(a: &mut [u64], p: u64) {
    walsh_hadamard(a, p);
    let mul = |x: u64, y: u64| (x as u128 * y as u128 % p as u128) as u64;
    let mut inv = 1;
    for _ in 0..a.len().trailing_zeros() {
        inv = mul(inv, p / 2 + 1);
    }
    for x in a.iter_mut() {
        *x = mul(*x, inv);
    }
}

/// The number of sequences of `n` values in `1..=m` whose [`xor_shift_grundy`] values XOR to a
/// non-zero value (the first player wins luogu-p5387), modulo `p`.
///
/// # Constraints
/// `1 <= m <= 2^24`; `p` an odd prime, `3 <= p < 2^32`; any `n`.
///
/// # Panics
/// If `m` or `p` is out of range.
///
/// # Complexity
/// O(m log m + m log n).
///
/// # Example
/// ```
/// assert_eq!(cgt::xor_count::xor_shift_winning_count(4, 5, 998_244_353), 312);
/// ```
pub fn xor_shift_winning_count(n: u64, m: u64, p: u64) -> u64 {
    assert!(
        (1..=1 << 24).contains(&m),
        "xor_shift_winning_count: m = {} out of range",
        m
    );
    assert!(
        (3..1 << 32).contains(&p) && p % 2 == 1,
        "xor_shift_winning_count: modulus {} is not an odd number in [3, 2^32)",
        p
    );
    let mut hist = vec![0u64; m as usize + 1];
    let mut k = 1u64;
    while k <= m {
        // Block [k, min(2k - 1, m)]: values 1..=min(k, m - k + 1), once each.
        for g in 1..=k.min(m - k + 1) {
            hist[g as usize] += 1;
        }
        k *= 2;
    }
    while hist.last() == Some(&0) {
        hist.pop();
    }
    let total = pow_mod(m, n, p);
    (total + p - zero_xor_count(&hist, n, p)) % p
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::XorShift;
    use crate::sprague_grundy::grundy_table;

    const P: u64 = 998_244_353;

    #[test]
    fn grundy_matches_move_rule() {
        let g = grundy_table(1024, |x, out| {
            out.extend((1..=x).map(|y| x ^ y).filter(|&z| z < x));
        });
        for (x, &v) in g.iter().enumerate() {
            assert_eq!(xor_shift_grundy(x as u64), v as u64, "x = {}", x);
        }
    }

    #[test]
    fn count_matches_enumeration() {
        let g = grundy_table(12, |x, out| {
            out.extend((1..=x).map(|y| x ^ y).filter(|&z| z < x));
        });
        for m in 1..=12usize {
            for n in 0..=4u32 {
                let mut wins = 0u64;
                for code in 0..m.pow(n) {
                    let (mut c, mut x) = (code, 0);
                    for _ in 0..n {
                        x ^= g[c % m + 1];
                        c /= m;
                    }
                    wins += (x != 0) as u64;
                }
                assert_eq!(xor_shift_winning_count(n as u64, m as u64, P), wins % P);
                assert_eq!(xor_shift_winning_count(n as u64, m as u64, 7), wins % 7);
            }
        }
    }

    fn direct(hist: &[u64], n: u64, p: u64) -> u64 {
        let len = hist.len().next_power_of_two();
        let conv = |a: &[u64], b: &[u64]| {
            let mut c = vec![0u64; len];
            for i in 0..len {
                for j in 0..len {
                    c[i ^ j] = (c[i ^ j] + a[i] * b[j]) % p;
                }
            }
            c
        };
        let mut base: Vec<u64> = hist.iter().map(|&x| x % p).collect();
        base.resize(len, 0);
        let mut r = vec![0u64; len];
        r[0] = 1 % p;
        let mut e = n;
        while e > 0 {
            if e & 1 == 1 {
                r = conv(&r, &base);
            }
            base = conv(&base, &base);
            e >>= 1;
        }
        r[0]
    }

    #[test]
    fn transform_matches_direct_convolution() {
        let mut rng = XorShift::new(5387);
        for _ in 0..300 {
            let len = rng.below(9) as usize + 1;
            let hist: Vec<u64> = (0..len).map(|_| rng.below(5)).collect();
            let p = [P, 3, 5, 13][rng.below(4) as usize];
            let k = rng.below(4);
            for n in [rng.below(20), k * (p - 1), k * (P - 1) + rng.below(3)] {
                assert_eq!(
                    zero_xor_count(&hist, n, p),
                    direct(&hist, n, p),
                    "{:?} {}",
                    hist,
                    n
                );
            }
        }
    }

    #[test]
    fn zero_entries_with_exponent_multiple_of_p_minus_1() {
        // m = 6: a zero transformed entry; n = k (p - 1) must not count it as 0^0 = 1.
        for m in [6, 24, 48] {
            let mut hist = vec![0u64; m as usize + 1];
            for x in 1..=m {
                hist[xor_shift_grundy(x) as usize] += 1;
            }
            for k in 1..4 {
                let n = k * (P - 1);
                assert_eq!(zero_xor_count(&hist, n, P), direct(&hist, n, P));
            }
        }
    }

    #[test]
    fn inverse_undoes_transform() {
        let mut rng = XorShift::new(30);
        for p in [3, 9, P, (1 << 61) - 1, (1 << 63) - 25] {
            for k in 0..6 {
                let a: Vec<u64> = (0..1 << k).map(|_| rng.below(p)).collect();
                let mut b = a.clone();
                walsh_hadamard(&mut b, p);
                inverse_walsh_hadamard(&mut b, p);
                assert_eq!(a, b, "p = {}", p);
            }
        }
    }

    #[test]
    fn one_value() {
        for n in 0..10 {
            assert_eq!(xor_shift_winning_count(n, 1, P), n % 2);
        }
    }
}
