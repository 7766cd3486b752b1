//! Max-size input of lightoj-1229 (`gen-max lightoj-1229 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    writeln!(w, "200")?;
    for c in 0..200 {
        let mut b = vec![b'.'; 200];
        match c % 4 {
            0 => {} // all empty: one run of 200
            1 | 2 => {
                // Sparse X's at distance >= 3 (no immediate win), many runs.
                let gap = if c % 4 == 1 { 3 } else { 7 };
                let mut i = rng.index(3);
                while i < 200 {
                    b[i] = b'X';
                    i += gap + rng.index(4);
                }
            }
            _ => {
                // Immediate wins present (`X.X` and `XX.`), never `XXX`.
                let mut i = rng.index(3);
                while i + 3 < 200 {
                    b[i] = b'X';
                    if rng.next() % 2 == 0 {
                        b[i + 1] = b'X';
                    } else {
                        b[i + 2] = b'X';
                    }
                    i += 6 + rng.index(10);
                }
            }
        }
        w.write_all(&b)?;
        writeln!(w)?;
    }
    Ok("T=200, length 200 (max): empty, sparse X, immediate wins".into())
}
