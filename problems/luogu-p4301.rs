//! Solves [Luogu P4301 \[CQOI2013\] 新Nim游戏](https://www.luogu.com.cn/problem/P4301)
//!
//! New Nim (keep a maximum-weight GF(2)-independent set of heaps). Input: `k`, then `k` heap
//! sizes. Output: the fewest matches the first player must remove (he always wins).
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::linear_basis;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, k: usize }
    input! { from &mut src, heaps: [u64; in_range("k", k, 0..=100)] }
    writeln!(out, "{}", linear_basis::new_nim_min_removed(&heaps)).unwrap();
}
