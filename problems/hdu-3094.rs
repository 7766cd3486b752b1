//! Solves [HDU 3094 A tree game](http://acm.hdu.edu.cn/showproblem.php?pid=3094)
//!
//! Green Hackenbush on a tree rooted at vertex 1. Input: `T`, then per case `N` and `N - 1`
//! undirected edges `I J` (1-based). Output per case: `Alice` if the first player wins, else `Bob`.
use cgt::hackenbush;
use proconio::input;
use proconio::marker::Usize1;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    input! { t: usize }
    for _ in 0..t {
        input! { n: usize, ends: [Usize1; 2 * (n - 1)] }
        let edges: Vec<(usize, usize)> = ends.chunks(2).map(|c| (c[0], c[1])).collect();
        let answer = if hackenbush::tree_value(n, &edges, 0) != 0 {
            "Alice"
        } else {
            "Bob"
        };
        writeln!(out, "{}", answer).unwrap();
    }
}
