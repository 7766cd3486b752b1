//! Max-size input of poj-2234 (`gen-max poj-2234 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let mut buf = [0u64; 21];
    buf[0] = 20;
    for _ in 0..50_000 {
        for x in buf[1..].iter_mut() {
            *x = rng.high(1, 10_000_000);
        }
        line(w, &buf)?;
    }
    Ok("50000 lines (EOF, count unbounded) of M=20, piles <= 1e7".into())
}
