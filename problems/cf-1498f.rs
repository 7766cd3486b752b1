//! Solves [Codeforces 1498F Christmas Game](https://codeforces.com/problemset/problem/1498/F)
//!
//! Staircase Nim on a tree with step `k`: presents move from a node of depth `>= k` to its `k`-th
//! ancestor, for every choice of root. Input: `n k`, then `n - 1` edges `x y` (1-based), then
//! `a_1 .. a_n`. Output: on one line, for each root `1..=n`, `1` if Alice (first) wins, else `0`.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::tree_staircase;
use proconio::input;
use proconio::marker::Usize1;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, n: usize, k: usize }
    // The statement says 3 <= n; smaller trees are answered too.
    let n = in_range("n", n, 1..=100_000);
    let k = in_range("k", k, 1..=20);
    input! { from &mut src, edges: [(Usize1, Usize1); n - 1], a: [u64; n] }
    let wins = tree_staircase::first_player_wins(n, &edges, &a, k);
    let line: Vec<&str> = wins.iter().map(|&w| if w { "1" } else { "0" }).collect();
    writeln!(out, "{}", line.join(" ")).unwrap();
}
