//! Max-size input of cf-1382b (`gen-max cf-1382b FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    // t = 1000 cases of n = 100 (sum n = 1e5, the max): a run of 1-piles of random length (the
    // parity that decides), then piles of 1 or up to 1e9.
    let (t, n) = (1000, 100);
    writeln!(w, "{}", t)?;
    for _ in 0..t {
        writeln!(w, "{}", n)?;
        let ones = rng.index(n + 1);
        let v: Vec<u64> = (0..n)
            .map(|i| {
                if i < ones || rng.next() % 4 == 0 {
                    1
                } else {
                    rng.high(1, 1_000_000_000)
                }
            })
            .collect();
        line(w, &v)?;
    }
    Ok("t=1000, n=100 (sum n = 1e5, max): a run of 1-piles, then 1s and values <= 1e9".into())
}
