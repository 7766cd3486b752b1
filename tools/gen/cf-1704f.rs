//! Max-size input of cf-1704f (`gen-max cf-1704f FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    // One case: an alternating string of n = 5*10^5 (equal counts, one run of the longest length)
    // with a few random swaps of neighbours, which keep the counts equal and cut the run.
    let n = 500_000;
    let mut s: Vec<u8> = (0..n)
        .map(|i| if i % 2 == 0 { b'R' } else { b'B' })
        .collect();
    for _ in 0..20 {
        let i = rng.range(0, n as u64 - 2) as usize;
        s.swap(i, i + 1);
    }
    writeln!(w, "1\n{}\n{}", n, String::from_utf8(s).unwrap())?;
    Ok(
        "t=1, n=5e5 (max sum), RBRB... with 20 swaps of neighbours (equal counts, long runs)"
            .into(),
    )
}
