//! Max-size input of nowcoder-9752c (`gen-max nowcoder-9752c FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    eof_lines(w, rng, 1_000_000, 3, |r, _| r.high(1, 1_000_000_000))?;
    Ok("10^6 lines (EOF, count unbounded), n, p, q <= 1e9".into())
}
