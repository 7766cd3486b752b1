//! Solves [POJ 2234 Matches Game](http://poj.org/problem?id=2234)
//!
//! Nim. Input: lines `M a_1 .. a_M` until end of file. Output per line: `Yes` if the first player
//! wins, else `No`.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::nim;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    while !src.is_empty() {
        input! { from &mut src, m: usize }
        input! { from &mut src, heaps: [u64; in_range("M", m, 1..=20)] }
        let answer = if nim::first_player_wins(&heaps) {
            "Yes"
        } else {
            "No"
        };
        writeln!(out, "{}", answer).unwrap();
    }
}
