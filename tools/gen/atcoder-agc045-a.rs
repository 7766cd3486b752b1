//! Max-size input of atcoder-agc045-a (`gen-max atcoder-agc045-a FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    writeln!(w, "100")?;
    for _ in 0..100 {
        writeln!(w, "200")?;
        let a: Vec<u64> = (0..200)
            .map(|_| rng.high(1, 1_000_000_000_000_000_000))
            .collect();
        line(w, &a)?;
        let s: String = (0..200)
            .map(|_| if rng.next() % 2 == 0 { '0' } else { '1' })
            .collect();
        writeln!(w, "{}", s)?;
    }
    Ok("T=100, N=200 (max), A_i <= 1e18".into())
}
