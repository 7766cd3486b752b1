//! Max-size input of lightoj-1344 (`gen-max lightoj-1344 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let t = 100;
    writeln!(w, "{}", t)?;
    let top = (1u64 << 31) - 1;
    for c in 0..t {
        writeln!(w, "50")?;
        for b in 0..50 {
            let mut v: Vec<u64> = match (c + b) % 4 {
                0 => (0..50).map(|i| top - 49 + i).collect(), // increasing: deepest nesting
                1 => (0..50)
                    .map(|i| top - 49 + (i as i64 - 25).unsigned_abs())
                    .collect(), // V
                2 => (0..50).map(|_| rng.range(1, top)).collect(), // distinct (almost surely)
                _ => (0..50).map(|_| rng.range(1, 5)).collect(), // many equal weights
            };
            v.insert(0, 50);
            line(w, &v)?;
        }
    }
    Ok("T=100 (bound unknown), n=50 bracelets, k=50, weights < 2^31".into())
}
