//! Max-size input of cses-1729 (`gen-max cses-1729 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    // n = 1e6 and k = 100 amounts including 1: the push form does work only at losing heaps, so
    // a set whose losing heaps are dense (all amounts odd: every even heap loses) is the worst.
    let n = 1_000_000u64;
    let mut set: Vec<u64> = vec![1];
    while set.len() < 100 {
        let s = 2 * rng.range(1, 499_999) + 1;
        if !set.contains(&s) {
            set.push(s);
        }
    }
    rng.shuffle(&mut set);
    writeln!(w, "{} {}", n, set.len())?;
    line(w, &set)?;
    Ok("n=1e6, k=100 (max), odd amounts (half the heaps lose: the most work)".into())
}
