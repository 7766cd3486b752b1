//! Max-size input of cses-1730 (`gen-max cses-1730 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    heap_tests(w, rng, 1)
}

/// The CSES heap-game format at its limit (also cses-1098, cses-1099, cses-2208): half the
/// budget of 2e5 heaps in one test, half in 1e5 tests of one heap, so t = 1e5 + 1; heaps are in
/// `lo..=1e9`.
pub fn heap_tests(w: &mut Out, rng: &mut Rng, lo: u64) -> io::Result<String> {
    writeln!(w, "{}", 100_001)?;
    writeln!(w, "100000")?;
    let big: Vec<u64> = (0..100_000).map(|_| rng.high(lo, 1_000_000_000)).collect();
    line(w, &big)?;
    for _ in 0..100_000 {
        writeln!(w, "1")?;
        writeln!(w, "{}", rng.high(lo, 1_000_000_000))?;
    }
    Ok(format!(
        "t=1e5+1, sum n = 2e5 (max): one test of 1e5 heaps, 1e5 tests of one, values {}..=1e9",
        lo
    ))
}
