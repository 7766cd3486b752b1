//! Solves [POJ 1704 Georgia and Bob](http://poj.org/problem?id=1704)
//!
//! Pieces on a strip (staircase Nim). Input: `T`, then per case `N` and `N` distinct positions in
//! any order. Output per case: `Georgia will win` or `Bob will win`.
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
    for _ in 0..in_range("T", t, 1..=20) {
        input! { from &mut src, n: usize }
        input! { from &mut src, positions: [u64; in_range("N", n, 1..=1000)] }
        let answer = if staircase::strip_first_player_wins(&positions) {
            "Georgia will win"
        } else {
            "Bob will win"
        };
        writeln!(out, "{}", answer).unwrap();
    }
}
