//! Max-size input of hdu-1847 (`gen-max hdu-1847 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    eof_lines(w, rng, 1_000_000, 1, |r, _| r.high(1, 1000))?;
    Ok("10^6 lines (EOF, count unbounded), n <= 1000".into())
}
