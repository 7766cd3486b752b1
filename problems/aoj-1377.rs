//! Solves [AOJ 1377 Black and White Boxes](https://onlinejudge.u-aizu.ac.jp/problems/1377)
//!
//! Black and White Boxes: each pile is a Blue-Red Hackenbush string (bottom first, `B` Alice's);
//! a fair selection has value 0. Input: `n`, then `n` strings of `B`/`W`. Output: the most boxes
//! in a fair selection (format inferred from accepted solutions).
use cgt::bounds::in_range;
use cgt::fair_selection::largest_zero_sum;
use cgt::fast_input::Tokens;
use cgt::partizan::hackenbush_string;
use proconio::input;
use proconio::marker::Bytes;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, n: usize }
    let n = in_range("n", n, 1..=40);
    input! { from &mut src, piles: [Bytes; n] }
    let items: Vec<_> = piles
        .iter()
        .map(|p| {
            (
                hackenbush_string(&p.iter().map(|&c| c == b'B').collect::<Vec<_>>()),
                p.len() as u64,
            )
        })
        .collect();
    writeln!(out, "{}", largest_zero_sum(&items)).unwrap();
}
