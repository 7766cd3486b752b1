//! Max-size input of atcoder-abc206-f (`gen-max atcoder-abc206-f FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    writeln!(w, "20")?;
    for _ in 0..20 {
        writeln!(w, "100")?;
        for _ in 0..100 {
            let l = rng.range(1, 99);
            writeln!(w, "{} {}", l, rng.range(l + 1, 100))?;
        }
    }
    Ok("T=20, N=100 (max), coordinates 1..100".into())
}
