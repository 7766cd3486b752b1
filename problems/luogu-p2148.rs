//! Solves [Luogu P2148 SDOI2009 E&D](https://www.luogu.com.cn/problem/P2148)
//!
//! E&D: piles in groups of two; remove one pile of a group and split the other. Input: `T`, then
//! per case `N` (even) and `S_1 .. S_N`. Output per case: `YES` if the first player wins, else `NO`.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::split_game;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, t: usize }
    for _ in 0..t {
        input! { from &mut src, n: usize }
        // N <= 2 * 10^4 is not confirmed: a generous bound.
        let n = in_range("N", n, 2..=1_000_000);
        assert!(n % 2 == 0, "N = {} is odd", n);
        input! { from &mut src, s: [u64; n] }
        let x = s
            .chunks(2)
            .fold(0, |x, p| x ^ split_game::ed_grundy(p[0], p[1]));
        writeln!(out, "{}", if x != 0 { "YES" } else { "NO" }).unwrap();
    }
}
