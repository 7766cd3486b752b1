//! Solves [HDU 2516 取石子游戏](http://acm.hdu.edu.cn/showproblem.php?pid=2516)
//!
//! Fibonacci Nim. Input: one `n` per line, ended by `0` or end of file. Output per case:
//! `Second win` if the first player loses, else `First win`.
use cgt::fast_input::Tokens;
use cgt::fibonacci;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    while !src.is_empty() {
        input! { from &mut src, n: u64 }
        if n == 0 {
            break;
        }
        let answer = if fibonacci::first_player_wins(n) {
            "First win"
        } else {
            "Second win"
        };
        writeln!(out, "{}", answer).unwrap();
    }
}
