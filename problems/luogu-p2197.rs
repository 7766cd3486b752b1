//! Solves [Luogu P2197 【模板】Nim 游戏](https://www.luogu.com.cn/problem/P2197)
//!
//! Nim. Input: `T`, then per case `n` and `n` pile sizes (piles of 0 allowed). Output per case:
//! `Yes` if the first player wins, else `No`.
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
    for _ in 0..in_range("T", t, 1..=10) {
        input! { from &mut src, n: usize }
        input! { from &mut src, heaps: [u64; in_range("n", n, 0..=10_000)] }
        let answer = if nim::first_player_wins(&heaps) {
            "Yes"
        } else {
            "No"
        };
        writeln!(out, "{}", answer).unwrap();
    }
}
