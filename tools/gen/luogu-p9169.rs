//! Max-size input of luogu-p9169 (`gen-max luogu-p9169 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    // STUB written by scripts/new.sh for the template's format (`T`, then `n` and `n` values per
    // case): replace it by the largest input the spec allows (largest T, n and values, adversarial
    // shapes) and say what it is in the description. scripts/bench.sh flags a STUB description.
    let (t, n) = (10, 100_000);
    writeln!(w, "{}", t)?;
    for _ in 0..t {
        writeln!(w, "{}", n)?;
        let v: Vec<u64> = (0..n).map(|_| rng.high(1, 1_000_000_000)).collect();
        line(w, &v)?;
    }
    Ok("STUB: T=10, n=1e5, values <= 1e9 (not the spec's max input yet)".into())
}
