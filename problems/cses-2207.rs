//! Solves [CSES 2207 Grundy's Game](https://cses.fi/problemset/task/2207)
//!
//! Grundy's game: split a heap into two heaps of different sizes. Input: `t`, then `t` lines with
//! `n`. Output per test: `first` if the player to move wins, else `second`.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::grundy_game;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, t: usize }
    input! { from &mut src, heaps: [u64; in_range("t", t, 1..=100_000)] }
    for n in heaps {
        let answer = if grundy_game::first_player_wins(n) {
            "first"
        } else {
            "second"
        };
        writeln!(out, "{}", answer).unwrap();
    }
}
