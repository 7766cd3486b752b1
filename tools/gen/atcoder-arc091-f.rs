//! Max-size input of atcoder-arc091-f (`gen-max atcoder-arc091-f FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    writeln!(w, "200")?;
    for _ in 0..200 {
        // K near 2e4 and A near 1e9: the most jumps per pile (the spec's worst case).
        writeln!(
            w,
            "{} {}",
            rng.range(999_000_000, 1_000_000_000),
            rng.range(10_000, 40_000)
        )?;
    }
    Ok("N=200 (max), A ~ 1e9, K in 1e4..4e4 (the most jumps)".into())
}
