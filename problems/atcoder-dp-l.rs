//! Solves [AtCoder DP L Deque](https://atcoder.jp/contests/dp/tasks/dp_l)
//!
//! Deque: Taro and Jiro alternately take the first or the last value of the row and score it,
//! Taro first. Input: `N`, then `a_1 .. a_N`. Output: Taro's total minus Jiro's under optimal
//! play.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::score_game;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, n: usize }
    let n = in_range("N", n, 1..=3000);
    input! { from &mut src, a: [i64; n] }
    writeln!(out, "{}", score_game::take_ends_difference(&a)).unwrap();
}
