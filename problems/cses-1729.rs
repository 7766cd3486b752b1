//! Solves [CSES 1729 Stick Game](https://cses.fi/problemset/task/1729)
//!
//! Subtraction game with the set `p_1 .. p_k`. Input: `n k`, then the `k` amounts. Output: one
//! string of `n` letters, letter `i` `W` if a heap of `i` is won by the player to move, else `L`.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::subtraction;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, n: usize, k: usize }
    let n = in_range("n", n, 1..=1_000_000);
    input! { from &mut src, set: [usize; in_range("k", k, 1..=100)] }
    for &p in &set {
        in_range("p_i", p, 1..=n);
    }
    let win = subtraction::outcome_table(&set, n);
    let line: Vec<u8> = win[1..]
        .iter()
        .map(|&w| if w { b'W' } else { b'L' })
        .collect();
    out.write_all(&line).unwrap();
    writeln!(out).unwrap();
}
