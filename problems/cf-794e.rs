//! Solves [Codeforces 794E Choosing Carrot](https://codeforces.com/problemset/problem/794/E)
//!
//! Choosing Carrot: eat from either end, the last carrot is the score; the maximiser first makes
//! `k` moves alone. Input: `n`, then `a_1 .. a_n`. Output: the scores for `k = 0 .. n - 1` on one
//! line.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::score_game;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, n: usize }
    let n = in_range("n", n, 1..=300_000);
    input! { from &mut src, a: [u64; n] }
    let scores: Vec<String> = score_game::pre_move_results(&a)
        .iter()
        .map(|x| x.to_string())
        .collect();
    writeln!(out, "{}", scores.join(" ")).unwrap();
}
