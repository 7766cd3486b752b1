//! Max-size input of luogu-p4018 (`gen-max luogu-p4018 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    writeln!(w, "100000")?;
    eof_lines(w, rng, 100_000, 1, |r, _| r.high(1, 50_000_000))?;
    Ok("T=1e5 (max), n <= 5e7".into())
}
