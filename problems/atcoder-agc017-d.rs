//! Solves [AtCoder AGC017 D Game on Tree](https://atcoder.jp/contests/agc017/tasks/agc017_d)
//!
//! Green Hackenbush on a tree rooted at vertex 1 (colon principle). Input: `N`, then `N - 1`
//! edges `x y` (1-based). Output: `Alice` if the first player wins, else `Bob`.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::hackenbush;
use proconio::input;
use proconio::marker::Usize1;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, n: usize }
    let n = in_range("N", n, 2..=100_000);
    input! { from &mut src, edges: [(Usize1, Usize1); n - 1] }
    let answer = if hackenbush::tree_value(n, &edges, 0) != 0 {
        "Alice"
    } else {
        "Bob"
    };
    writeln!(out, "{}", answer).unwrap();
}
