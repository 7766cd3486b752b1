//! Max-size input of cf-1451f (`gen-max cf-1451f FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let (t, n) = (10, 100);
    writeln!(w, "{}", t)?;
    for case in 0..t {
        let mut a: Vec<u64> = (0..n * n).map(|_| rng.high(0, 1_000_000)).collect();
        // Every anti-diagonal XOR 0: its last cell takes the XOR of the others. That is below
        // 2^20; above 10^6 it has bit 19, so another cell of the diagonal has it: clear it there.
        for s in 0..2 * n - 1 {
            let cells: Vec<usize> = (0..n)
                .filter(|&i| s >= i && s - i < n)
                .map(|i| i * n + s - i)
                .collect();
            let (&last, rest) = cells.split_last().expect("a cell");
            let mut x = rest.iter().fold(0, |x, &c| x ^ a[c]);
            if x > 1_000_000 {
                let &c = rest.iter().find(|&&c| a[c] >> 19 & 1 == 1).expect("bit 19");
                a[c] ^= 1 << 19;
                x ^= 1 << 19;
            }
            a[last] = x;
        }
        // Then one cell changed: the bottom-right corner (the last anti-diagonal) or the middle.
        let changed = [None, Some(n * n - 1), Some(n / 2 * n + n / 2 - 1)][case % 3];
        if let Some(c) = changed {
            a[c] = if a[c] > 0 { a[c] - 1 } else { 1 };
        }
        writeln!(w, "{} {}", n, n)?;
        for row in a.chunks(n) {
            line(w, row)?;
        }
    }
    Ok("t=10 (max) 100x100 (max), values <= 1e6, every anti-diagonal XOR 0 but one cell changed (bottom-right, middle) in 6 of them".into())
}
