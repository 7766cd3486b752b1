//! Max-size input of luogu-p2197 (`gen-max luogu-p2197 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    writeln!(w, "10")?;
    for _ in 0..10 {
        writeln!(w, "10000")?;
        let v: Vec<u64> = (0..10_000).map(|_| rng.range(0, 9_999)).collect();
        line(w, &v)?;
    }
    Ok("T=10, n=1e4 (max), piles < 1e4 (zeros included)".into())
}
