//! Max-size input of luogu-p1290 (`gen-max luogu-p1290 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let c = 1_000_000;
    writeln!(w, "{}", c)?;
    let mut fib = vec![1u64, 2];
    while fib[fib.len() - 1] < (1 << 31) - 1 {
        let k = fib.len();
        fib.push(fib[k - 1] + fib[k - 2]);
    }
    fib.pop();
    for _ in 0..c {
        if rng.next() % 2 == 0 {
            // Consecutive Fibonacci numbers: the longest Euclid chain.
            let i = rng.range(30, fib.len() as u64 - 2) as usize;
            writeln!(w, "{} {}", fib[i + 1], fib[i])?;
        } else {
            writeln!(
                w,
                "{} {}",
                rng.high(1, (1 << 31) - 1),
                rng.high(1, (1 << 31) - 1)
            )?;
        }
    }
    Ok("C=10^6 (count unbounded), M, N < 2^31, half Fibonacci pairs".into())
}
