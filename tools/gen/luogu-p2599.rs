//! Max-size input of luogu-p2599 (`gen-max luogu-p2599 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    writeln!(w, "10")?;
    for _ in 0..10 {
        writeln!(w, "1000")?;
        let a: Vec<u64> = (0..1000).map(|_| rng.high(1, 1_000_000_000)).collect();
        line(w, &a)?;
    }
    Ok("T=10, n=1000 (max), a_i <= 1e9".into())
}
