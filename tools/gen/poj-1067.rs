//! Max-size input of poj-1067 (`gen-max poj-1067 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    eof_lines(w, rng, 1_000_000, 2, |r, _| r.high(0, 1_000_000_000))?;
    Ok("10^6 lines (EOF, count unbounded), a, b <= 1e9".into())
}
