//! Solves [AtCoder ABC261 H Game on Graph](https://atcoder.jp/contests/abc261/tasks/abc261_h)
//!
//! A piece on a weighted digraph; Takahashi (first) and Aoki move it in turn, each move adding its
//! weight; a vertex without an out-edge ends the game. Takahashi wants an end, then a small total;
//! Aoki endless play, else a large total. Input: `N M v`, then `M` edges `A B C`. Output: the
//! total under optimal play, or `INFINITY`.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::graph_score::alternating_values;
use proconio::input;
use proconio::marker::Usize1;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, n: usize, m: usize, v: Usize1 }
    let (n, m) = (in_range("N", n, 1..=200_000), in_range("M", m, 0..=200_000));
    input! { from &mut src, edges: [(Usize1, Usize1, u64); m] }
    // Takahashi is the minimiser, to move first: index 0.
    match alternating_values(n, &edges)[v][0] {
        Some(total) => writeln!(out, "{}", total).unwrap(),
        None => writeln!(out, "INFINITY").unwrap(),
    }
}
