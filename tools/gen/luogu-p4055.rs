//! Max-size input of luogu-p4055 (`gen-max luogu-p4055 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let (n, m) = (100, 100);
    writeln!(w, "{} {}", n, m)?;
    for _ in 0..n {
        // One cell in ten blocked: long augmenting paths around the holes.
        let row: String = (0..m)
            .map(|_| if rng.next() % 10 == 0 { '#' } else { '.' })
            .collect();
        writeln!(w, "{}", row)?;
    }
    Ok("N=M=100 (max), a tenth of the cells blocked".into())
}
