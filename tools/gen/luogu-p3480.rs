//! Max-size input of luogu-p3480 (`gen-max luogu-p3480 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    writeln!(w, "10")?;
    for _ in 0..10 {
        writeln!(w, "1000")?;
        let mut v: Vec<u64> = (0..1000).map(|_| rng.range(0, 10)).collect();
        v.sort_unstable();
        line(w, &v)?;
    }
    Ok("u=10, n=1000 (max), non-decreasing, total pebbles <= 10^4".into())
}
