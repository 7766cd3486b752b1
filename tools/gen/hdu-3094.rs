//! Max-size input of hdu-3094 (`gen-max hdu-3094 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let t = 100;
    writeln!(w, "{}", t)?;
    for c in 0..t {
        let n = 100_000;
        writeln!(w, "{}", n)?;
        for (a, b) in tree_edges(n, SHAPES[c % SHAPES.len()], 1, rng) {
            writeln!(w, "{} {}", a, b)?;
        }
    }
    Ok("T=100, N=1e5 (max; 1e7 edges): path/star/random/caterpillar/broom rooted at 1".into())
}
