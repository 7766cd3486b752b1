//! Max-size input of poj-2315 (`gen-max poj-2315 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    for _ in 0..30_000 {
        let n = 30;
        let m = rng.range(1, n);
        writeln!(
            w,
            "{} {} {} {}",
            n,
            m,
            rng.high(1, 99_999_999),
            rng.high(1, 9_999)
        )?;
        let s: Vec<u64> = (0..n).map(|_| rng.high(1, 99_999_999)).collect();
        line(w, &s)?;
    }
    Ok("30000 cases (EOF, count unbounded) of N=30, L, S < 1e8, R < 1e4".into())
}
