//! Max-size input of poj-3533 (`gen-max poj-3533 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    for _ in 0..1000 {
        writeln!(w, "1000")?;
        for _ in 0..1000 {
            writeln!(
                w,
                "{} {} {}",
                rng.high(1, 1000),
                rng.high(1, 1000),
                rng.high(1, 1000)
            )?;
        }
    }
    Ok("1000 cases (EOF, count unknown) of N=1000 lights, coordinates <= 1000".into())
}
