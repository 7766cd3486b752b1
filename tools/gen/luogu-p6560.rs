//! Max-size input of luogu-p6560 (`gen-max luogu-p6560 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let (n, m, q) = (100_000usize, 500_000usize, 500usize);
    writeln!(w, "{} {} {}", n, m, q)?;
    for _ in 0..m {
        writeln!(w, "{} {}", 1 + rng.index(n), 1 + rng.index(n))?;
    }
    for _ in 0..q {
        let x = 1 + rng.index(n);
        let y = 1 + (x + rng.index(n - 1)) % n;
        writeln!(w, "{} {}", x, y)?;
    }
    Ok("n=1e5, m=5e5, q=500 (max), random edges".into())
}
