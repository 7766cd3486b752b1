//! Max-size input of luogu-p3179 (`gen-max luogu-p3179 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let n = 1_000_000_000u64;
    writeln!(w, "{}\n100", n)?;
    for _ in 0..100 {
        writeln!(w, "100")?;
        let mut cells: Vec<u64> = Vec::new();
        while cells.len() < 100 {
            let c = rng.high(1, n);
            if !cells.contains(&c) {
                cells.push(c);
            }
        }
        line(w, &cells)?;
    }
    Ok("N=1e9, K=100, W=100 (max)".into())
}
