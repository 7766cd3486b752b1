//! Max-size input of cf-794e (`gen-max cf-794e FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let n = 300_000;
    writeln!(w, "{}", n)?;
    let a: Vec<u64> = (0..n).map(|_| rng.high(1, 1_000_000_000)).collect();
    line(w, &a)?;
    Ok("n=3e5 (max), a_i <= 1e9".into())
}
