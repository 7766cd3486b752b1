//! Solves [Codeforces 603C Lieges of Legendre](https://codeforces.com/problemset/problem/603/C)
//!
//! Lieges of Legendre: take a cow, or split a pile of `2x` into `k` piles of `x`. Input: `n k`, then
//! `a_1 .. a_n`. Output: `Kevin` if the first player wins, else `Nicky`.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::split_game;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, n: usize, k: u64 }
    input! { from &mut src, a: [u64; in_range("n", n, 1..=100_000)] }
    let x = a
        .iter()
        .fold(0, |x, &v| x ^ split_game::lieges_grundy(v, k));
    writeln!(out, "{}", if x != 0 { "Kevin" } else { "Nicky" }).unwrap();
}
