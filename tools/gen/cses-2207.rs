//! Max-size input of cses-2207 (`gen-max cses-2207 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    writeln!(w, "100000")?;
    for _ in 0..100_000 {
        // Mostly large heaps, some among the small losing sizes.
        let n = if rng.next() % 4 == 0 {
            rng.range(1, 1300)
        } else {
            rng.range(1, 1_000_000)
        };
        writeln!(w, "{}", n)?;
    }
    Ok("t=1e5 (max), n <= 1e6, a quarter below 1300".into())
}
