//! Solves [CSES 1099 Stair Game](https://cses.fi/problemset/task/1099)
//!
//! Stair game: balls on stairs 1..n, a move takes balls one stair down; stair 1 is the floor.
//! Staircase Nim on stairs 2..n. Input: `t`, then per test `n` and `p_1 .. p_n`. Output per test:
//! `first` or `second`.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::staircase;
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
        let answer = if staircase::first_player_wins(&heaps[1..]) {
            "first"
        } else {
            "second"
        };
        writeln!(out, "{}", answer).unwrap();
    }
}
