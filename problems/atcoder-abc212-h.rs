//! Solves [AtCoder ABC212 H Nim Counting](https://atcoder.jp/contests/abc212/tasks/abc212_h)
//!
//! Count the ordered Nim positions of `1..=N` heaps, each of a size in `A`, that the first player
//! wins (XOR non-zero): one Walsh–Hadamard transform and a geometric sum per entry. Input: `N K`,
//! then `A_1 .. A_K` (distinct, `< 2^16`). Output: the count mod 998244353.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::xor_convolution;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, n: u64, k: usize }
    in_range("N", n, 1..=200_000);
    input! { from &mut src, a: [usize; in_range("K", k, 1..=(1 << 16) - 1)] }
    // A heap of size a has Grundy value a: hist[v] = how many A_i equal v.
    let mut hist = vec![0u64; 1 << 16];
    for &x in &a {
        in_range("A_i", x, 1..=(1 << 16) - 1);
        assert!(
            hist[x] == 0,
            "A_i = {} appears twice (the A_i are distinct)",
            x
        );
        hist[x] = 1;
    }
    let count = xor_convolution::winning_count_sum(&hist, n, 998_244_353);
    writeln!(out, "{}", count).unwrap();
}
