//! Max-size input of nowcoder-14619 (`gen-max nowcoder-14619 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let big = 5;
    let small = 100_000;
    writeln!(w, "{}", big + small)?;
    for c in 0..big + small {
        let n = if c < big { 100_000 } else { 5 };
        writeln!(w, "{} {}", n, rng.range(1, n))?;
        let v: Vec<u64> = (0..n).map(|_| rng.high(0, 1_000_000_000)).collect();
        line(w, &v)?;
    }
    Ok("T=100005 (unbounded): 5 cases n=1e5 + 1e5 cases n=5, a_i <= 1e9".into())
}
