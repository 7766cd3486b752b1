//! Solves [HDU 1847 Good Luck in CET-4 Everybody!](http://acm.hdu.edu.cn/showproblem.php?pid=1847)
//!
//! Subtraction game, take a power of two. Input: one `n` per line until end of file. Output per
//! line: `Kiki` if the first player wins, else `Cici`.
use cgt::fast_input::Tokens;
use cgt::subtraction;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    while !src.is_empty() {
        input! { from &mut src, n: u64 }
        let answer = if subtraction::powers_of_two_first_player_wins(n) {
            "Kiki"
        } else {
            "Cici"
        };
        writeln!(out, "{}", answer).unwrap();
    }
}
