//! Solves [{{JUDGE}} {{ID}} {{TITLE}}]({{URL}})
//!
//! TODO: the game in a line. Input: `T`, then per case `n` and `n` heap sizes. Output per case:
//! `First` if the player to move wins, else `Second`. (Template: replace the reading, the call
//! and the strings by the problem's; the game logic goes into the library, with its brute-force
//! twin; the bounds are the statement's: every count is checked before it sizes an array.)
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::nim;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, t: usize }
    for _ in 0..in_range("T", t, 1..=100_000) {
        input! { from &mut src, n: usize }
        input! { from &mut src, heaps: [u64; in_range("n", n, 1..=200_000)] }
        let first = nim::first_player_wins(&heaps);
        writeln!(out, "{}", if first { "First" } else { "Second" }).unwrap();
    }
}
