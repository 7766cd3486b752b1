//! Solves [Luogu P2490 SDOI2011 黑白棋](https://www.luogu.com.cn/problem/P2490)
//!
//! Black and white pieces on a strip, up to `d` pieces per move: Moore's Nim_d on the gaps inside
//! the pairs. Input: `n k d`. Output: the layouts the first player wins, modulo 10^9 + 7.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::nim_count;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, n: usize, k: usize, d: usize }
    let n = in_range("n", n, 1..=10_000);
    let k = in_range("k", k, 1..=n.min(100));
    let d = in_range("d", d, 1..=k);
    writeln!(
        out,
        "{}",
        nim_count::paired_strip_winning_count(n, k, d, 1_000_000_007)
    )
    .unwrap();
}
