//! Max-size input of hdu-1850 (`gen-max hdu-1850 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let cases = 10_000;
    for _ in 0..cases {
        writeln!(w, "100")?;
        let v: Vec<u64> = (0..100).map(|_| rng.high(1, 1_000_000)).collect();
        line(w, &v)?;
    }
    writeln!(w, "0")?;
    Ok("10^4 cases (count unbounded) of M=100, N_i <= 1e6, then 0".into())
}
