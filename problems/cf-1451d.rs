//! Solves [Codeforces 1451D Circle Game](https://codeforces.com/contest/1451/problem/D)
//!
//! Token moving by k inside a disc. Input: `t`, then `t` lines `d k`. Output per case: `Ashish` if
//! the first player wins, else `Utkarsh`.
use cgt::bounds::in_range;
use cgt::circle_game;
use cgt::fast_input::Tokens;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, t: usize }
    for _ in 0..in_range("t", t, 1..=100) {
        input! { from &mut src, d: u64, k: u64 }
        let answer = if circle_game::first_player_wins(d, k) {
            "Ashish"
        } else {
            "Utkarsh"
        };
        writeln!(out, "{}", answer).unwrap();
    }
}
