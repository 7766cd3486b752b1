//! Max-size input of luogu-p6791 (`gen-max luogu-p6791 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    // T = 10^5 queries, k and N <= 10^18: N at 10^18, at or next to Fibonacci numbers, one more
    // than a sum of every other Fibonacci number (the most Zeckendorf terms), or random; k = 1, 2,
    // next to a Fibonacci number, random or 10^18.
    const MAX: u64 = 1_000_000_000_000_000_000;
    let mut fib = vec![1u64, 2];
    while fib[fib.len() - 1] + fib[fib.len() - 2] <= MAX {
        fib.push(fib[fib.len() - 1] + fib[fib.len() - 2]);
    }
    let dense: u64 = fib.iter().rev().step_by(2).sum::<u64>() + 1;
    let t = 100_000;
    writeln!(w, "{}", t)?;
    for _ in 0..t {
        let near = |rng: &mut Rng| {
            let f = fib[rng.index(fib.len())];
            (f + rng.range(0, 2)).saturating_sub(1).max(1)
        };
        let n = match rng.range(0, 3) {
            0 => MAX,
            1 => near(rng),
            2 => dense - rng.range(0, 1),
            _ => rng.high(1, MAX),
        };
        let k = match rng.range(0, 4) {
            0 => rng.range(1, 2),
            1 => near(rng),
            2 => MAX,
            _ => rng.range(1, MAX),
        };
        writeln!(w, "{} {}", k, n)?;
    }
    Ok("T=1e5, k, N <= 1e18: N = 1e18, Fibonacci +-1, the most Zeckendorf terms, random".into())
}
