//! Max-size input of atcoder-abc297-g (`gen-max atcoder-abc297-g FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let n = 200_000;
    writeln!(w, "{} {} {}", n, 1_000_000_000, 1_000_000_000)?;
    let a: Vec<u64> = (0..n).map(|_| rng.high(1, 1_000_000_000)).collect();
    line(w, &a)?;
    Ok("N=2e5 (max), L=R=1e9 (L+R overflows i32), A_i <= 1e9".into())
}
