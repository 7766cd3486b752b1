//! Max-size input of hdu-3595 (`gen-max hdu-3595 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    // Consecutive Fibonacci numbers give the longest Euclid chains.
    let fib = [
        1u64, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987,
    ];
    for _ in 0..100 {
        writeln!(w, "1000")?;
        for _ in 0..1000 {
            let (p, q) = if rng.next() % 2 == 0 {
                let i = rng.range(10, 13) as usize;
                (fib[i + 1], fib[i])
            } else {
                (rng.high(1, 1000), rng.high(1, 1000))
            };
            writeln!(w, "{} {}", p, q)?;
        }
    }
    Ok("100 cases (max), N=1000, p, q <= 1000, half Fibonacci pairs".into())
}
