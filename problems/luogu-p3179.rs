//! Solves [Luogu P3179 HAOI2015 数组游戏](https://www.luogu.com.cn/problem/P3179)
//!
//! Coin turning on cells `1..=N`: turn a white cell `x` black and flip `2x, ..., kx`. The position
//! is the XOR of its single white cells' values, which depend on `N / x` only. Input: `N`, `K`,
//! then per query `W` and the white cells. Output per query: `Yes` if the first player wins, else
//! `No`.
use cgt::bounds::in_range;
use cgt::coin_turning::Multiples;
use cgt::fast_input::Tokens;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, n: u64, k: usize }
    let game = Multiples::new(n);
    for _ in 0..in_range("K", k, 1..=100) {
        input! { from &mut src, w: usize }
        input! { from &mut src, white: [u64; in_range("W", w, 1..=100)] }
        let x = white.iter().fold(0, |x, &c| x ^ game.value(c));
        writeln!(out, "{}", if x != 0 { "Yes" } else { "No" }).unwrap();
    }
}
