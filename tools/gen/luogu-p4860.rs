//! Max-size input of luogu-p4860 (`gen-max luogu-p4860 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    writeln!(w, "1000000")?;
    eof_lines(w, rng, 1_000_000, 1, |r, _| r.high(1, 50_000_000))?;
    Ok("T=1e6 (max of either statement), n <= 5e7".into())
}
