//! Solves [AtCoder ABC368 F Dividing Game](https://atcoder.jp/contests/abc368/tasks/abc368_f)
//!
//! Replace a number by a proper divisor: Nim heaps of size `Ω(A_i)`. Input: `N`, then
//! `A_1 .. A_N` (2 <= A_i <= 10^5). Output: `Anna` if the first player wins, else `Bruno`.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::{nim, proper_divisor};
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, n: usize }
    input! { from &mut src, a: [usize; in_range("N", n, 1..=100_000)] }
    for &x in &a {
        in_range("A_i", x, 2..=100_000);
    }
    let omega = proper_divisor::omega_table(a.iter().copied().max().unwrap_or(1));
    let values: Vec<u64> = a.iter().map(|&x| u64::from(omega[x])).collect();
    let answer = if nim::first_player_wins(&values) {
        "Anna"
    } else {
        "Bruno"
    };
    writeln!(out, "{}", answer).unwrap();
}
