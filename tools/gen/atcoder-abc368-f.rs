//! Max-size input of atcoder-abc368-f (`gen-max atcoder-abc368-f FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let n = 100_000;
    writeln!(w, "{}", n)?;
    let a: Vec<u64> = (0..n).map(|_| rng.range(2, 100_000)).collect();
    line(w, &a)?;
    Ok("N=1e5 (max), A_i <= 1e5 (the sieve to 1e5)".into())
}
