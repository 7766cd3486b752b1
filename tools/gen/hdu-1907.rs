//! Max-size input of hdu-1907 (`gen-max hdu-1907 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    writeln!(w, "474")?;
    for c in 0..474 {
        writeln!(w, "47")?;
        // Every 4th case all ones (the anti-Nim special case).
        let v: Vec<u64> = (0..47)
            .map(|_| if c % 4 == 0 { 1 } else { rng.high(1, 4747) })
            .collect();
        line(w, &v)?;
    }
    Ok("T=474, N=47 (max), A_i <= 4747, 1/4 all-ones".into())
}
