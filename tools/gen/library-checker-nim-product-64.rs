//! Max-size input of library-checker-nim-product-64 (`gen-max library-checker-nim-product-64 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let t = 1_000_000;
    writeln!(w, "{}", t)?;
    for i in 0..t {
        let (a, b) = if i % 2 == 0 {
            (rng.next(), rng.next())
        } else {
            (rng.high(0, u64::MAX), rng.high(0, u64::MAX))
        };
        writeln!(w, "{} {}", a, b)?;
    }
    Ok("T=1e6 (max), A, B < 2^64".into())
}
