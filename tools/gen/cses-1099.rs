//! Max-size input of cses-1099 (`gen-max cses-1099 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    // Half the budget of 2e5 heaps in one test, half in 1e5 tests of one heap: t = 1e5 + 1.
    writeln!(w, "{}", 100_001)?;
    writeln!(w, "100000")?;
    let big: Vec<u64> = (0..100_000).map(|_| rng.high(0, 1_000_000_000)).collect();
    line(w, &big)?;
    for _ in 0..100_000 {
        writeln!(w, "1")?;
        writeln!(w, "{}", rng.high(0, 1_000_000_000))?;
    }
    Ok("t=1e5+1, sum n = 2e5 (max): one test of 1e5 heaps, 1e5 tests of one, values <= 1e9".into())
}
