//! Max-size input of luogu-p5675 (`gen-max luogu-p5675 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    writeln!(w, "200")?;
    let a: Vec<u64> = (0..200).map(|_| rng.range(1, 200)).collect();
    line(w, &a)?;
    Ok("N=200, piles <= 200 (max)".into())
}
