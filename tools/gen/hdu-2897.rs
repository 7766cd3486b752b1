//! Max-size input of hdu-2897 (`gen-max hdu-2897 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let mut buf = [0u64; 3];
    for _ in 0..1_000_000 {
        let p = rng.high(1, 65_535);
        let q = rng.range(p, 65_535);
        buf[0] = rng.high(1, 65_535);
        buf[1] = p;
        buf[2] = q;
        line(w, &buf)?;
    }
    Ok("10^6 lines (EOF, count unbounded), n, p <= q < 2^16".into())
}
