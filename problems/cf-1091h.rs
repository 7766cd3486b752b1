//! Solves [Codeforces 1091H New Year and the Tricolore Recreation](https://codeforces.com/problemset/problem/1091/H)
//!
//! Rows of three tokens `b < w < r`; Alice moves blue (or blue and white) right, Bob red (or white
//! and red) left, by a prime or a product of two primes other than `f`. Input: `n f`, then `n`
//! rows `b w r`. Output: the winner when Alice starts, then the winner when Bob starts.
use cgt::bitset_grundy::tricolore_first_player_wins;
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, n: usize, f: usize }
    let (n, f) = (in_range("n", n, 1..=100_000), in_range("f", f, 2..=200_000));
    input! { from &mut src, rows: [(i64, i64, i64); n] }
    let answer = if tricolore_first_player_wins(&rows, f) {
        "Alice\nBob"
    } else {
        "Bob\nAlice"
    };
    writeln!(out, "{}", answer).unwrap();
}
