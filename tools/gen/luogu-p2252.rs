//! Max-size input of luogu-p2252 (`gen-max luogu-p2252 FILE`).
use super::*;

pub fn generate(w: &mut Out, _rng: &mut Rng) -> io::Result<String> {
    // A losing (cold) Wythoff pair near the limit: (floor(k phi), floor(k phi) + k).
    writeln!(w, "618033988 999999999")?;
    Ok("one pair near 1e9 (single case)".into())
}
