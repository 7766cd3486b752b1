//! Solves [Luogu P2252 取石子游戏 (SHOI2002, Wythoff template)](https://www.luogu.com.cn/problem/P2252)
//!
//! Wythoff's game. Input: one line `a b` (pairs are read until end of file). Output: `1` if the first
//! player wins, else `0`.
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
