//! Max-size input of luogu-p2148 (`gen-max luogu-p2148 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    writeln!(w, "20")?;
    for _ in 0..20 {
        writeln!(w, "20000")?;
        let s: Vec<u64> = (0..20_000).map(|_| rng.high(1, 2_000_000_000)).collect();
        line(w, &s)?;
    }
    Ok("T=20, N=2e4 (max, not confirmed), S_i <= 2e9 (beyond i32)".into())
}
