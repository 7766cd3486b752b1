//! Solves [Luogu P5675 GZOI2017 取石子游戏](https://www.luogu.com.cn/problem/P5675)
//!
//! Nim where the first move must take from a chosen heap: count the (set, heap) pairs the first
//! player loses. Input: `N`, then the heaps. Output: the count modulo 10^9 + 7.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::nim_count;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, n: usize }
    input! { from &mut src, heaps: [u64; in_range("N", n, 1..=200)] }
    writeln!(
        out,
        "{}",
        nim_count::forced_heap_losing_count(&heaps, 1_000_000_007)
    )
    .unwrap();
}
