//! Solves [Codeforces 1382B Sequential Nim](https://codeforces.com/problemset/problem/1382/B)
//!
//! Piles played in order, each a one-heap Nim whose loser (the player facing it empty) starts the
//! next: a series of games from each pile's normal and misère outcome. Input: `t`, then per case
//! `n` and `a_1 .. a_n`. Output per case: `First` if the first player wins, else `Second`.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::series::{series, NextStarter};
use cgt::{misere, nim};
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, t: usize }
    for _ in 0..in_range("t", t, 1..=1000) {
        input! { from &mut src, n: usize }
        input! { from &mut src, a: [u64; in_range("n", n, 1..=100_000)] }
        // Pile i for its starter: (can force taking its last stone, can force leaving it).
        let games: Vec<(bool, bool)> = a
            .iter()
            .map(|&x| {
                in_range("a_i", x, 1..=1_000_000_000);
                (
                    nim::first_player_wins(&[x]),
                    misere::anti_nim_first_player_wins(&[x]),
                )
            })
            .collect();
        let first = series(&games, NextStarter::Loser).0;
        writeln!(out, "{}", if first { "First" } else { "Second" }).unwrap();
    }
}
