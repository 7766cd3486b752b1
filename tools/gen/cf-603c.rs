//! Max-size input of cf-603c (`gen-max cf-603c FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let n = 100_000;
    writeln!(w, "{} {}", n, 999_999_999)?;
    // Odd k: the recursion on v / 2; powers of two make it deepest.
    let a: Vec<u64> = (0..n)
        .map(|i| {
            if i % 2 == 0 {
                1 << 29
            } else {
                rng.high(1, 1_000_000_000)
            }
        })
        .collect();
    line(w, &a)?;
    Ok("n=1e5, k=999999999 (odd: recursion), a_i <= 1e9, half 2^29".into())
}
