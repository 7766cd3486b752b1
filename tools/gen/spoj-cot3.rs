//! Max-size input of spoj-cot3 (`gen-max spoj-cot3 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    // n = 1e5 (max): a caterpillar (a spine of 5e4 with a leaf on each vertex: deep, every set
    // XORed by a nonzero tag), every vertex white (the most values in the sets).
    let n = 100_000;
    writeln!(w, "{}", n)?;
    line(w, &vec![0u64; n])?;
    for (a, b) in tree_edges(n, Shape::Caterpillar, 1, rng) {
        writeln!(w, "{} {}", a, b)?;
    }
    Ok("n=1e5 (max), all white, a caterpillar rooted at 1 (spine 5e4, a leaf on each)".into())
}
