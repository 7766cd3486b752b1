//! Solves [Codeforces 1310F Bad Cryptography](https://codeforces.com/problemset/problem/1310/F)
//!
//! Discrete logarithm in the nimber field GF(2^64). Input: `t`, then `t` lines `a b`. Output per
//! line: `-1` if no `x` has `a^x = b` (nim powers), else `x`: the judge accepts any, this project
//! prints the smallest positive one (so `1 1` gives `1`).
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::nimber::NimField;
use cgt::nimber_dlog;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    let field = NimField::new();
    input! { from &mut src, t: usize }
    input! { from &mut src, queries: [(u64, u64); in_range("t", t, 1..=100)] }
    for (a, b) in queries {
        match nimber_dlog::discrete_log(&field, a, b) {
            Some(x) => writeln!(out, "{}", x).unwrap(),
            None => writeln!(out, "-1").unwrap(),
        }
    }
}
