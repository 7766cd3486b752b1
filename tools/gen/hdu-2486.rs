//! Max-size input of hdu-2486 (`gen-max hdu-2486 FILE`).
use super::*;

pub fn generate(w: &mut Out, _rng: &mut Rng) -> io::Result<String> {
    writeln!(w, "20")?;
    for i in 0..20u64 {
        // Distinct k near 1e5, so a per-k cache cannot help; n near 1e8.
        writeln!(w, "{} {}", 100_000_000 - i * 7, 100_000 - i)?;
    }
    Ok("t=20 (max), n ~ 1e8, 20 distinct k ~ 1e5".into())
}
