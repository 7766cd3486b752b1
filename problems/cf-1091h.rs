//! Solves [Codeforces 1091H New Year and the Tricolore Recreation](https://codeforces.com/problemset/problem/1091/H)
//!
//! Each row is two heaps, the free cells `w - b - 1` and `r - w - 1`, of one impartial
//! subtraction game (steps: a prime or a product of two primes, not `f`). Input: `n f`, then `n`
//! rows `b w r`. Output: the winner when Alice starts, then the winner when Bob starts.
use cgt::bitset_grundy;
use cgt::fast_input::Tokens;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, n: usize, f: usize, rows: [(i64, i64, i64); n] }
    let gaps: Vec<usize> = rows
        .iter()
        .flat_map(|&(b, w, r)| [(w - b - 1) as usize, (r - w - 1) as usize])
        .collect();
    let most = gaps.iter().copied().max().unwrap_or(0);
    let mut steps = bitset_grundy::almost_primes(most);
    steps.retain(|&k| k != f);
    let g = bitset_grundy::grundy(&steps, most);
    let sum = gaps.iter().fold(0, |acc, &x| acc ^ g[x]);
    let (first, second) = if sum != 0 {
        ("Alice", "Bob")
    } else {
        ("Bob", "Alice")
    };
    writeln!(out, "{}\n{}", first, second).unwrap();
}
