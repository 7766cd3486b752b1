//! Solves [CSES 1098 Nim Game II](https://cses.fi/problemset/task/1098)
//!
//! Nim where a move takes 1, 2 or 3 coins: Bash piles with `m = 3`, Grundy value `x mod 4`. Input:
//! `t`, then per test `n` and `n` heap sizes. Output per test: `first` or `second`.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::{bash, nim};
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, t: usize }
    for _ in 0..in_range("t", t, 1..=200_000) {
        input! { from &mut src, n: usize }
        input! { from &mut src, heaps: [u64; in_range("n", n, 1..=200_000)] }
        let values: Vec<u64> = heaps.iter().map(|&x| bash::grundy(x, 3)).collect();
        let answer = if nim::first_player_wins(&values) {
            "first"
        } else {
            "second"
        };
        writeln!(out, "{}", answer).unwrap();
    }
}
