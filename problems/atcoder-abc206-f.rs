//! Solves [AtCoder ABC206 F Interval Game 2](https://atcoder.jp/contests/abc206/tasks/abc206_f)
//!
//! Choose half-open intervals disjoint from the chosen ones. Input: `T`, then per case `N` and `N`
//! lines `L R`. Output per case: `Alice` if the first player wins, else `Bob`.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::interval_game;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, t: usize }
    for _ in 0..in_range("T", t, 1..=20) {
        input! { from &mut src, n: usize }
        let n = in_range("N", n, 1..=100);
        input! { from &mut src, intervals: [(usize, usize); n] }
        let answer = if interval_game::grundy(&intervals) != 0 {
            "Alice"
        } else {
            "Bob"
        };
        writeln!(out, "{}", answer).unwrap();
    }
}
