//! Solves [AtCoder ARC091 F Strange Nim](https://atcoder.jp/contests/arc091/tasks/arc091_d)
//!
//! Piles with a divisor `K_i`: a move removes 1 to `floor(X / K_i)` stones. Input: `N`, then `N`
//! lines `A_i K_i`. Output: `Takahashi` if the first player wins, else `Aoki`.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::{nim, take_fraction};
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, n: usize }
    let n = in_range("N", n, 1..=200);
    input! { from &mut src, piles: [(u64, u64); n] }
    let values: Vec<u64> = piles
        .iter()
        .map(|&(a, k)| take_fraction::grundy(a, k))
        .collect();
    let answer = if nim::first_player_wins(&values) {
        "Takahashi"
    } else {
        "Aoki"
    };
    writeln!(out, "{}", answer).unwrap();
}
