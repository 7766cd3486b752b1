//! Max-size input of atcoder-abc380-f (`gen-max atcoder-abc380-f FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    // N + M + L = 12 distinct numbers. The order of the cards found by a local search (swaps of
    // 1..=12 over the splits 4/4/4, 5/5/2, 6/5/1, 5/6/1, ...) that makes the first player's search
    // reach the most positions: 74,929 (5/5/2 peaked near 50,000, 4/4/4 near 12,000); Takahashi
    // wins. Only the order matters, so the ranks become 12 distinct random numbers <= 10^9.
    let ranks: [[usize; 6]; 3] = [
        [1, 7, 4, 3, 12, 10],
        [5, 11, 9, 8, 6, 0],
        [2, 0, 0, 0, 0, 0],
    ];
    let lens = [6, 5, 1];
    let mut values: Vec<u64> = Vec::new();
    while values.len() < 12 {
        let x = rng.high(1, 1_000_000_000);
        if !values.contains(&x) {
            values.push(x);
        }
    }
    values.sort_unstable();
    writeln!(w, "{} {} {}", lens[0], lens[1], lens[2])?;
    for (row, &len) in ranks.iter().zip(&lens) {
        let v: Vec<u64> = row[..len].iter().map(|&r| values[r - 1]).collect();
        line(w, &v)?;
    }
    Ok("N=6 M=5 L=1 (12 cards), distinct numbers <= 1e9 in the order that reaches the most positions".into())
}
