//! Max-size input of luogu-p4301 (`gen-max luogu-p4301 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    writeln!(w, "100")?;
    let v: Vec<u64> = (0..100).map(|_| rng.high(1, 1_000_000_000)).collect();
    line(w, &v)?;
    Ok("k=100 (max), values <= 1e9".into())
}
