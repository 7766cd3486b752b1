//! Solves [NowCoder contest 9752 C, the shell-taking game](https://ac.nowcoder.com/acm/contest/9752/C)
//!
//! Partizan Bash (first player takes 1..p, second 1..q). Input (project convention): lines `n p q`
//! until end of file. Output per line: `1` if the first player wins, else `-1`.
use cgt::bash;
use cgt::fast_input::Tokens;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    while !src.is_empty() {
        input! { from &mut src, n: u64, p: u64, q: u64 }
        let answer = if bash::partizan_first_player_wins(n, p, q) {
            "1"
        } else {
            "-1"
        };
        writeln!(out, "{}", answer).unwrap();
    }
}
