//! Max-size input of luogu-p2490 (`gen-max luogu-p2490 FILE`).
use super::*;

pub fn generate(w: &mut Out, _rng: &mut Rng) -> io::Result<String> {
    writeln!(w, "10000 100 1")?;
    Ok("n=1e4, k=100, d=1 (max: the most bit steps)".into())
}
