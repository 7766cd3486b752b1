//! Solves [NowCoder 17865, the bomb-passing game](https://ac.nowcoder.com/acm/problem/17865)
//!
//! Timer game: moves `t -> t - 1` and `t -> t - i`, `i` in `[a + 1, b + 1]`. Input (project
//! convention): lines `t a b` until end of file. Output per line: `Alice` if the first player wins,
//! else `Bob`.
use cgt::fast_input::Tokens;
use cgt::timer_game;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    while !src.is_empty() {
        input! { from &mut src, t: u64, a: u64, b: u64 }
        let answer = if timer_game::first_player_wins(t, a, b) {
            "Alice"
        } else {
            "Bob"
        };
        writeln!(out, "{}", answer).unwrap();
    }
}
