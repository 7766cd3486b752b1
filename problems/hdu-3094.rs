//! Solves [HDU 3094 A tree game](http://acm.hdu.edu.cn/showproblem.php?pid=3094)
//!
//! Green Hackenbush on a tree rooted at vertex 1. Input: `T`, then per case `N` and `N - 1`
//! undirected edges `I J` (1-based). Output per case: `Alice` if the first player wins, else `Bob`.
//!
//! The input can reach 10^7 short lines (110 MB): proconio's `input!` reads them through the
//! library's streaming `Tokens` source (`from &mut src`).
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::hackenbush;
use proconio::input;
use proconio::marker::Usize1;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, t: usize }
    for _ in 0..in_range("T", t, 1..=100) {
        input! { from &mut src, n: usize }
        let n = in_range("N", n, 1..=100_000);
        input! { from &mut src, edges: [(Usize1, Usize1); n - 1] }
        let answer = if hackenbush::tree_value(n, &edges, 0) != 0 {
            "Alice"
        } else {
            "Bob"
        };
        writeln!(out, "{}", answer).unwrap();
    }
}
