//! Max-size input of atcoder-abc212-h (`gen-max atcoder-abc212-h FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    // N = 2e5 and every size 1..2^16 - 1 once (K = 65535, the largest allowed), shuffled.
    let n = 200_000;
    let mut a: Vec<u64> = (1..1 << 16).collect();
    rng.shuffle(&mut a);
    writeln!(w, "{} {}", n, a.len())?;
    line(w, &a)?;
    Ok("N=2e5, K=65535 (max): every size 1..2^16-1, shuffled".into())
}
