//! Max-size input of hdu-1730 (`gen-max hdu-1730 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let cases = 1000;
    for c in 0..cases {
        let (n, m) = (1000, 100);
        writeln!(w, "{} {}", n, m)?;
        for _ in 0..n {
            let a = rng.range(1, m);
            // The two pieces are on distinct cells.
            let b = if rng.next() % 2 == 0 {
                let o = rng.range(1, m - 1);
                if o >= a {
                    o + 1
                } else {
                    o
                }
            } else {
                // Adjacent pieces: gap 0.
                if a < m {
                    a + 1
                } else {
                    a - 1
                }
            };
            writeln!(w, "{} {}", a, b)?;
        }
        if c % 100 == 0 {
            writeln!(w)?; // blank lines between some cases
        }
    }
    Ok("1000 cases (EOF, count unbounded) of n=1000, m=100".into())
}
