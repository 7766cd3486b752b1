//! Solves [Library Checker nim_product_64 Nim Product (64 bit)](https://judge.yosupo.jp/problem/nim_product_64)
//!
//! Nim multiplication. Input: `T`, then `T` lines `A B` (`A, B < 2^64`). Output: `A ⊗ B` per line.
//! The pairs go to `NimMul::mul_slices` in blocks (eight products at a time where the CPU has
//! AVX-512), through buffers allocated once. The 2 · 10^6 numbers are parsed by `fast_parse`
//! (proconio reads `T`) and the products written as digits by `fast_output`.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::fast_output::push_u64;
use cgt::fast_parse::parse_u64;
use cgt::nimber_simd::NimMul;
use proconio::input;
use std::io::{BufWriter, Write};

const BLOCK: usize = 1 << 12;

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    let nm = NimMul::new();
    input! { from &mut src, t: usize }
    let t = in_range("T", t, 1..=1_000_000);
    let (mut a, mut b, mut p) = (Vec::new(), Vec::new(), vec![0; BLOCK.min(t)]);
    let mut text = Vec::new();
    let mut left = t;
    while left > 0 {
        let n = left.min(BLOCK);
        a.clear();
        b.clear();
        for _ in 0..n {
            a.push(parse_u64(src.next_token().expect("missing A")));
            b.push(parse_u64(src.next_token().expect("missing B")));
        }
        nm.mul_slices(&a, &b, &mut p[..n]);
        text.clear();
        p[..n].iter().for_each(|&v| push_u64(&mut text, v, b'\n'));
        out.write_all(&text).unwrap();
        left -= n;
    }
}
