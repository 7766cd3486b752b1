//! Solves [AtCoder ABC229 H Advance or Eat](https://atcoder.jp/contests/abc229/tasks/abc229_h)
//!
//! Advance or Eat: a partizan sum of the board's columns, each valued by a dyadic number. Input:
//! `N`, then `N` rows of `W`, `B`, `.` (top first). Output: `Takahashi` if the first player (W)
//! wins, else `Snuke`.
use cgt::advance_or_eat::advance_or_eat_value;
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::partizan::Dyadic;
use proconio::input;
use proconio::marker::Bytes;
use std::collections::HashMap;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, n: usize }
    let n = in_range("N", n, 1..=8);
    input! { from &mut src, rows: [Bytes; n] }
    let mut memo = HashMap::new();
    let total = (0..n).fold(Dyadic::ZERO, |sum, c| {
        let column: Vec<u8> = rows.iter().map(|row| row[c]).collect();
        sum + advance_or_eat_value(&column, &mut memo)
    });
    let answer = if total > Dyadic::ZERO {
        "Takahashi"
    } else {
        "Snuke"
    };
    writeln!(out, "{}", answer).unwrap();
}
