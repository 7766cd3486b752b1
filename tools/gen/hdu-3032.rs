//! Max-size input of hdu-3032 (`gen-max hdu-3032 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let t = 10;
    writeln!(w, "{}", t)?;
    let mut v = vec![0u64; 1_000_000];
    for _ in 0..t {
        writeln!(w, "{}", v.len())?;
        for x in v.iter_mut() {
            *x = rng.high(1, (1 << 31) - 1);
        }
        line(w, &v)?;
    }
    Ok("T=10 of N=1e6, s_i < 2^31 (capped: T=100 would be 1.1 GB; x10 for the spec max)".into())
}
