//! Max-size input of cf-1310f (`gen-max cf-1310f FILE`).
use super::*;
use cgt::nimber::NimField;
use cgt::nimber_dlog::order;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    // The slowest queries: `a` of full order 2^64 - 1 (a baby-step giant-step for all seven
    // primes) and `b` a power of `a`, so no prime ends the query early.
    let f = NimField::new();
    let t = 100;
    writeln!(w, "{}", t)?;
    for _ in 0..t {
        let mut a = rng.range(2, u64::MAX);
        while order(&f, a) != u64::MAX {
            a = rng.range(2, u64::MAX);
        }
        let b = f.pow(a, rng.range(1, u64::MAX - 1));
        writeln!(w, "{} {}", a, b)?;
    }
    Ok("t=100 (max), a of full order 2^64 - 1, b a random power of a".into())
}
