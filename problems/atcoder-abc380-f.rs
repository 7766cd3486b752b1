//! Solves [AtCoder ABC380 F Exchange Game](https://atcoder.jp/contests/abc380/tasks/abc380_f)
//!
//! Play a card, maybe take a smaller one from the table; an empty hand loses. Input: `N M L`,
//! then the hands of Takahashi and Aoki and the table. Output: `Takahashi` if the first player
//! (Takahashi) wins, else `Aoki`.
use cgt::bounds::in_range;
use cgt::exchange_game;
use cgt::fast_input::Tokens;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, n: usize, m: usize, l: usize }
    // Each at least 1 and N + M + L <= 12.
    let (n, m) = (in_range("N", n, 1..=10), in_range("M", m, 1..=11 - n));
    let l = in_range("L", l, 1..=12 - n - m);
    input! { from &mut src, a: [u64; n], b: [u64; m], c: [u64; l] }
    let answer = if exchange_game::first_player_wins(&a, &b, &c) {
        "Takahashi"
    } else {
        "Aoki"
    };
    writeln!(out, "{}", answer).unwrap();
}
