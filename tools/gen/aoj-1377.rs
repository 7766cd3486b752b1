//! Max-size input of aoj-1377 (`gen-max aoj-1377 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    writeln!(w, "40")?;
    for _ in 0..40 {
        let pile: String = (0..40)
            .map(|_| if rng.next() % 2 == 0 { 'B' } else { 'W' })
            .collect();
        writeln!(w, "{}", pile)?;
    }
    Ok("n=40 piles of 40 boxes (max): 2^20 subset sums per half".into())
}
