//! Max-size input of atcoder-dp-l (`gen-max atcoder-dp-l FILE`).
use super::*;

pub fn generate(w: &mut Out, _rng: &mut Rng) -> io::Result<String> {
    // The DP does the same work on every row; all values at the limit give the largest totals
    // (3e12: beyond 32 bits) and a tie between the two ends in every window.
    let n = 3000;
    writeln!(w, "{}", n)?;
    line(w, &vec![1_000_000_000u64; n])?;
    Ok("N=3000 (max), every a_i = 1e9 (ties everywhere, total 3e12)".into())
}
