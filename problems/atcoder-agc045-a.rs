//! Solves [AtCoder AGC045 A Xor Battle](https://atcoder.jp/contests/agc045/tasks/agc045_a)
//!
//! Xor Battle: rounds owned by player 0 or 1 may XOR `A_i` into `x`; player 0 wants `x = 0`.
//! Input: `T`, then per case `N`, `A_1 .. A_N` and the owners `S`. Output per case: `1` if `x`
//! ends nonzero (player 1 wins), else `0`.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::linear_basis;
use proconio::input;
use proconio::marker::Bytes;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, t: usize }
    for _ in 0..in_range("T", t, 1..=100) {
        input! { from &mut src, n: usize }
        let n = in_range("N", n, 1..=200);
        input! { from &mut src, a: [u64; n], s: Bytes }
        let owners: Vec<u8> = s.iter().map(|&c| c - b'0').collect();
        let one = linear_basis::xor_battle_ends_nonzero(&a, &owners);
        writeln!(out, "{}", if one { 1 } else { 0 }).unwrap();
    }
}
