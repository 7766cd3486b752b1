//! Max-size input of hdu-2516 (`gen-max hdu-2516 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    eof_lines(w, rng, 1_000_000, 1, |r, _| r.high(2, (1 << 31) - 1))?;
    writeln!(w, "0")?;
    Ok("10^6 lines (count unbounded), n < 2^31, then 0".into())
}
