//! Max-size input of cf-494e (`gen-max cf-494e FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    // n = 10^9, m = 5*10^4 heavily overlapping rectangles with corners near 10^9 (every event at
    // a distinct coordinate), k = n: the largest sweep, 10^5 cuts each way.
    let (n, m) = (1_000_000_000u64, 50_000);
    writeln!(w, "{} {} {}", n, m, n)?;
    for _ in 0..m {
        let (a, b) = (rng.range(1, n / 2), rng.range(1, n / 2));
        let (c, d) = (rng.high(a, n), rng.high(b, n));
        writeln!(w, "{} {} {} {}", a, b, c, d)?;
    }
    Ok("n=1e9, m=5e4 (max), k=n, random overlapping rectangles, far corners near 1e9".into())
}
