//! Max-size input of cf-388c (`gen-max cf-388c FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    // 100 piles, most odd (so 80 contested middles), cards near 1000, middles 999 or 1000.
    let n = 100;
    writeln!(w, "{}", n)?;
    for i in 0..n {
        let s = if i % 5 == 4 { 100 } else { 99 };
        let mut pile: Vec<u64> = (0..s).map(|_| rng.high(1, 1000)).collect();
        if s % 2 == 1 {
            pile[s / 2] = rng.range(999, 1000);
        }
        write!(w, "{} ", s)?;
        line(w, &pile)?;
    }
    Ok("n=100 (max), 80 piles of 99 and 20 of 100 cards <= 1000, odd middles 999 or 1000".into())
}
