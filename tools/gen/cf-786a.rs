//! Max-size input of cf-786a (`gen-max cf-786a FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let n = 7000;
    writeln!(w, "{}", n)?;
    for _ in 0..2 {
        let mut s: Vec<u64> = (1..n as u64).collect();
        rng.shuffle(&mut s);
        let k = n - 1 - rng.index(10);
        s.truncate(k);
        write!(w, "{} ", k)?;
        line(w, &s)?;
    }
    Ok("n=7000 (max), both sets of about n - 1 steps (1e8 predecessor visits)".into())
}
