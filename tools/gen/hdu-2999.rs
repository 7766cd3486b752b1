//! Max-size input of hdu-2999 (`gen-max hdu-2999 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let cases = 10;
    for c in 0..cases {
        // 100 distinct small elements (all usable); one case with repeats and too-large ones.
        let mut set: Vec<u64> = (1..=100).collect();
        if c == cases - 1 {
            for x in set.iter_mut().step_by(3) {
                *x = rng.range(1, 2000);
            }
        }
        rng.shuffle(&mut set);
        writeln!(w, "{}", set.len())?;
        line(w, &set)?;
        let mut q: Vec<u64> = (0..1000).map(|_| rng.range(1, 1000)).collect();
        q[0] = 1000;
        writeln!(w, "{}", q.len())?;
        line(w, &q)?;
    }
    Ok("10 cases (EOF, count unknown), N=100 elements 1..100, M=1000 queries K <= 1000".into())
}
