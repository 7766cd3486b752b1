//! Solves [NowCoder 18388, Nim with divisor moves](https://ac.nowcoder.com/acm/problem/18388)
//!
//! Piles; a move removes a divisor of a pile's size. Input (project convention): `n`, then `n`
//! pile sizes. Output: the number of winning first moves as (pile, amount) pairs, 0 if lost.
use cgt::bounds::in_range;
use cgt::divisor_nim;
use cgt::fast_input::Tokens;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, n: usize }
    input! { from &mut src, piles: [u64; in_range("n", n, 1..=100_000)] }
    writeln!(out, "{}", divisor_nim::count_winning_moves(&piles)).unwrap();
}
