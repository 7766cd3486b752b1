//! Solves [HDU 2999 Stone Game, Why are you always there?](http://acm.hdu.edu.cn/showproblem.php?pid=2999)
//!
//! Remove a block of consecutive stones whose length is in a set S from a row (octal game with digit
//! 7 at every s in S). Input until end of file: `N`, the set, `M`, then `M` row lengths K. Output per
//! query: `1` if the first player wins, else `2`.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::octal;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    while !src.is_empty() {
        // Bounds inferred from accepted solutions' tables: K <= 1000; N and M are not known.
        input! { from &mut src, n: usize }
        input! { from &mut src, set: [usize; in_range("N", n, 0..=1_000_000)], m: usize }
        input! { from &mut src, queries: [usize; in_range("M", m, 0..=1_000_000)] }
        for &k in &queries {
            in_range("K", k, 0..=1000);
        }
        let largest = queries.iter().copied().max().unwrap_or(0);
        let g = octal::row_removal_grundy(&set, largest);
        for k in queries {
            writeln!(out, "{}", if g[k] != 0 { 1 } else { 2 }).unwrap();
        }
    }
}
