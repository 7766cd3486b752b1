//! Max-size input of nowcoder-17865 (`gen-max nowcoder-17865 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let mut buf = [0u64; 3];
    for _ in 0..1_000_000 {
        let a = rng.high(1, 100_000);
        buf[0] = rng.high(1, 100_000);
        buf[1] = a;
        buf[2] = rng.range(a, 100_000);
        line(w, &buf)?;
    }
    Ok("10^6 lines (EOF, count unbounded), t, a <= b <= 1e5".into())
}
