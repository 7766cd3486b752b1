//! Solves [Library Checker nim_product_64 Nim Product (64 bit)](https://judge.yosupo.jp/problem/nim_product_64)
//!
//! Nim multiplication. Input: `T`, then `T` lines `A B` (`A, B < 2^64`). Output: `A ⊗ B` per line.
use cgt::fast_input::Tokens;
use cgt::nimber::NimMul;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    let nm = NimMul::new();
    input! { from &mut src, t: usize }
    for _ in 0..t {
        input! { from &mut src, a: u64, b: u64 }
        writeln!(out, "{}", nm.mul(a, b)).unwrap();
    }
}
