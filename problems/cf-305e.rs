//! Solves [Codeforces 305E Playing with String](https://codeforces.com/problemset/problem/305/E)
//!
//! Cut a string at `i` where `s[i-1] = s[i+1]`: Dawson's chess on the runs of such cells. Input:
//! `s`. Output: `Second`, or `First` and the least winning cut (1-based).
use cgt::bounds::in_range;
use cgt::dawsons_chess;
use cgt::fast_input::Tokens;
use proconio::input;
use proconio::marker::Bytes;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, s: Bytes }
    in_range("|s|", s.len(), 1..=5000);
    let marked: Vec<bool> = (0..s.len())
        .map(|i| i > 0 && i + 1 < s.len() && s[i - 1] == s[i + 1])
        .collect();
    match dawsons_chess::first_winning_cut(&marked) {
        Some(j) => writeln!(out, "First\n{}", j + 1).unwrap(),
        None => writeln!(out, "Second").unwrap(),
    }
}
