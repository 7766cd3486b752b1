//! Max-size input of hdu-3590 (`gen-max hdu-3590 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let cases = 100;
    for c in 0..cases {
        writeln!(w, "99")?;
        for t in 0..99 {
            let m = if (c + t) % 10 == 0 { 1 } else { 99 };
            writeln!(w, "{}", m)?;
            for (a, b) in tree_edges(m, SHAPES[(c + t) % SHAPES.len()], 1, rng) {
                writeln!(w, "{} {}", a, b)?;
            }
        }
    }
    Ok("100 cases (EOF, count unknown) of N=99 trees, m=99 (some m=1)".into())
}
