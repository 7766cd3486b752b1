//! Max-size input of hdu-3404 (`gen-max hdu-3404 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    writeln!(w, "100")?;
    for _ in 0..100 {
        writeln!(w, "1000")?;
        let mut seen = std::collections::HashSet::new();
        while seen.len() < 1000 {
            let (x, y) = (rng.high(1, 10_000), rng.high(1, 10_000));
            if seen.insert((x, y)) {
                writeln!(w, "{} {}", x, y)?;
            }
        }
    }
    Ok("T=100, n=1000 (max), distinct x, y <= 10^4".into())
}
