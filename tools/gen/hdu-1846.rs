//! Max-size input of hdu-1846 (`gen-max hdu-1846 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    writeln!(w, "100")?;
    for _ in 0..100 {
        writeln!(w, "{} {}", rng.high(1, 1000), rng.high(1, 1000))?;
    }
    Ok("C=100 (max), n, m <= 1000".into())
}
