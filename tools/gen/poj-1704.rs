//! Max-size input of poj-1704 (`gen-max poj-1704 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    writeln!(w, "20")?;
    for _ in 0..20 {
        writeln!(w, "1000")?;
        let mut all: Vec<u64> = (1..=10_000).collect();
        rng.shuffle(&mut all);
        line(w, &all[..1000])?;
    }
    Ok("T=20, N=1000 (max), distinct P_i <= 10^4, unsorted".into())
}
