//! Solves [POJ 2315 Football Game](http://poj.org/problem?id=2315)
//!
//! Moore's Nim_M with a per-kick bound, scored by the judge's formula. Input: cases `N M L R` and
//! `N` distances until end of file. Output per case: `Alice` or `Bob`.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::moore;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    while !src.is_empty() {
        input! { from &mut src, n: usize, m: u64, l: u64, r: u64 }
        let n = in_range("N", n, 1..=30);
        in_range("M", m, 1..=n as u64);
        input! { from &mut src, distances: [u64; n] }
        let answer = if moore::football_judge_first_player_wins(&distances, m, l, r) {
            "Alice"
        } else {
            "Bob"
        };
        writeln!(out, "{}", answer).unwrap();
    }
}
