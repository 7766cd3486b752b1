//! Max-size input of cf-1451d (`gen-max cf-1451d FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let t = 100;
    writeln!(w, "{}", t)?;
    for i in 0..t {
        // k = 1 maximises the number of steps along the diagonal.
        let d = 100_000 - rng.range(0, 50);
        let k = if i % 2 == 0 { 1 } else { rng.range(1, d) };
        writeln!(w, "{} {}", d, k)?;
    }
    Ok("t=100 (max), d ~ 1e5, half with k=1".into())
}
