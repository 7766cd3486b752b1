//! Max-size input of luogu-p2594 (`gen-max luogu-p2594 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    // T = 50 boards of 100 x 100: all tails, then densities 1/2 and 1/100, every other board
    // symmetric so that its big values cancel in pairs (i, j), (j, i).
    let (t, n) = (50, 100);
    writeln!(w, "{}", t)?;
    for g in 0..t {
        let density = [100, 50, 1][g % 3];
        let mut b = vec![vec![b'H'; n]; n];
        for row in b.iter_mut() {
            for c in row.iter_mut() {
                if rng.range(1, 100) <= density {
                    *c = b'T';
                }
            }
        }
        if g % 2 == 1 {
            let lower = b.clone();
            for (i, row) in b.iter_mut().enumerate() {
                for (j, c) in row.iter_mut().enumerate().skip(i + 1) {
                    *c = lower[j][i];
                }
            }
        }
        writeln!(w, "{} {}", n, n)?;
        for row in &b {
            writeln!(w, "{}", String::from_utf8(row.clone()).unwrap())?;
        }
    }
    Ok("T=50 boards of 100x100 (max), tails densities 1, 1/2, 1/100, odd boards symmetric".into())
}
