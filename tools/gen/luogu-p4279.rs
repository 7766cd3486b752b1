//! Max-size input of luogu-p4279 (`gen-max luogu-p4279 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    writeln!(w, "500")?;
    for c in 0..500 {
        writeln!(w, "50")?;
        let v: Vec<u64> = (0..50)
            .map(|_| if c % 4 == 0 { 1 } else { rng.high(1, 5000) })
            .collect();
        line(w, &v)?;
    }
    Ok("T=500, N=50 (max), piles <= 5000, 1/4 all-ones".into())
}
