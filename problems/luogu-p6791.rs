//! Solves [Luogu P6791 SNOI2020 Qu Shizi](https://www.luogu.com.cn/problem/P6791)
//!
//! Misère Fibonacci Nim: the first take is 1 to `k`, later ones at most twice the previous; taking
//! the last stone loses. Input: `T`, then `T` lines `k N`. Output per query: how many piles `n` in
//! `1..=N` the first player wins.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::fibonacci::misere_winning_count;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, t: usize }
    for _ in 0..in_range("T", t, 1..=100_000) {
        input! { from &mut src, k: u64, n: u64 }
        writeln!(out, "{}", misere_winning_count(k, n)).unwrap();
    }
}
