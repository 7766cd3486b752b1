//! Solves [Codeforces 1451F Nullify The Matrix](https://codeforces.com/problemset/problem/1451/F)
//!
//! Lower a cell, rewrite a down-right path after it; the anti-diagonal XORs decide. Input: `t`,
//! then per case `n m` and `n` rows of `m` numbers. Output per case: `Ashish` if the first
//! player wins, else `Jeel`.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::nullify_matrix;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, t: usize }
    for _ in 0..in_range("t", t, 1..=10) {
        input! { from &mut src, n: usize, m: usize }
        let (n, m) = (in_range("n", n, 1..=100), in_range("m", m, 1..=100));
        input! { from &mut src, a: [u64; n * m] }
        let answer = if nullify_matrix::first_player_wins(n, m, &a) {
            "Ashish"
        } else {
            "Jeel"
        };
        writeln!(out, "{}", answer).unwrap();
    }
}
