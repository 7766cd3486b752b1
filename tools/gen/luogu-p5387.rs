//! Max-size input of luogu-p5387 (`gen-max luogu-p5387 FILE`).
use super::*;

pub fn generate(w: &mut Out, _rng: &mut Rng) -> io::Result<String> {
    // The largest multiple of p - 1 below 10^18: every zero transformed entry must stay 0^n = 0.
    let n = 1_000_000_000_000_000_000u64 / 998_244_352 * 998_244_352;
    writeln!(w, "{} {}", n, 1_000_000)?;
    Ok("|V| = 999999999280414720 (largest multiple of p - 1 below 10^18), m = 10^6".into())
}
