//! Solves [AtCoder ABC297 G Constrained Nim 2](https://atcoder.jp/contests/abc297/tasks/abc297_g)
//!
//! Piles, a move takes `L..=R` stones from one pile. Input: `N L R`, then `A_1 .. A_N`. Output:
//! `First` if the first player wins, else `Second`.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::{bash, nim};
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, n: usize, l: u64, r: u64 }
    let n = in_range("N", n, 1..=200_000);
    input! { from &mut src, a: [u64; n] }
    let values: Vec<u64> = a
        .iter()
        .map(|&x| bash::bounded_take_grundy(x, l, r))
        .collect();
    let answer = if nim::first_player_wins(&values) {
        "First"
    } else {
        "Second"
    };
    writeln!(out, "{}", answer).unwrap();
}
