//! Solves [POJ 1067 取石子游戏](http://poj.org/problem?id=1067)
//!
//! Wythoff's game. Input: lines `a b` until end of file. Output per line: `1` if the first player
//! wins, else `0`.
use cgt::fast_input::Tokens;
use cgt::wythoff;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    while !src.is_empty() {
        input! { from &mut src, a: u64, b: u64 }
        let answer = if wythoff::first_player_wins(a, b) {
            1
        } else {
            0
        };
        writeln!(out, "{}", answer).unwrap();
    }
}
