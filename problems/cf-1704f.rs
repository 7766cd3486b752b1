//! Solves [Codeforces 1704F Colouring Game](https://codeforces.com/problemset/problem/1704/F)
//!
//! Alice whitens two neighbours with a red one, Bob with a blue one: the colour counts decide,
//! and on a tie Dawson's Kayles on the alternating runs. Input: `t`, then per case `n` and `s`.
//! Output per case: `Alice` or `Bob`.
use cgt::bounds::in_range;
use cgt::colouring_game::ColouringGame;
use cgt::fast_input::Tokens;
use proconio::input;
use proconio::marker::Bytes;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    let game = ColouringGame::new();
    input! { from &mut src, t: usize }
    for _ in 0..in_range("t", t, 1..=10_000) {
        input! { from &mut src, n: usize, s: Bytes }
        in_range("n", n, 2..=500_000);
        assert_eq!(s.len(), n, "the string's length is not n");
        let answer = if game.first_player_wins(&s) {
            "Alice"
        } else {
            "Bob"
        };
        writeln!(out, "{}", answer).unwrap();
    }
}
