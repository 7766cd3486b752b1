//! Solves [CSES 2208 Another Game](https://cses.fi/problemset/task/2208)
//!
//! Take one coin from each heap of a chosen set; the player to move wins iff some heap is odd.
//! Input: `t`, then per test `n` and `n` heap sizes. Output per test: `first` or `second`.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::take_one_each;
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
        let answer = if take_one_each::first_player_wins(&heaps) {
            "first"
        } else {
            "second"
        };
        writeln!(out, "{}", answer).unwrap();
    }
}
