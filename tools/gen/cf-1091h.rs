//! Max-size input of cf-1091h (`gen-max cf-1091h FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let (n, f) = (100_000, 99_997);
    writeln!(w, "{} {}", n, f)?;
    // One row spans the whole board (gap 199 998 left of white: the table's full length), one the
    // same on the right; the rest have large random gaps anywhere in -10^5..10^5.
    writeln!(w, "-100000 99999 100000")?;
    writeln!(w, "-100000 -99999 100000")?;
    for _ in 2..n {
        let b = rng.range(0, 100_000) as i64 - 100_000;
        let r = 100_000 - rng.range(0, 100_000) as i64;
        let w_ = b + 1 + rng.range(0, (r - b - 2) as u64) as i64;
        writeln!(w, "{} {} {}", b, w_, r)?;
    }
    Ok("n=1e5 (max), f=99997 (a prime), two rows with a gap of 199998 (max), the rest random rows with large gaps".into())
}
