//! Solves [Luogu P6560 SBCOI2020 时光的流逝](https://www.luogu.com.cn/problem/P6560)
//!
//! A token on a digraph; moving it onto the round's target wins at once, a player without a move
//! loses. Input: `n m q`, `m` edges `u v`, then `q` rounds `x y` (1-based). Output per round: `1`
//! (first player wins), `-1` (second) or `0` (neither: endless play). All rounds in one call:
//! 64 rounds at once as bit masks, an analysis of its own only for a round still changing.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::graph_rounds::target_rounds;
use proconio::input;
use proconio::marker::Usize1;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! {
        from &mut src,
        n: usize, m: usize, q: usize,
    }
    let n = in_range("n", n, 1..=100_000);
    let (m, q) = (in_range("m", m, 1..=500_000), in_range("q", q, 1..=500));
    input! { from &mut src, edges: [(Usize1, Usize1); m], rounds: [(Usize1, Usize1); q] }
    for result in target_rounds(n, &edges, &rounds) {
        let answer = match result {
            Some(true) => "1",
            Some(false) => "-1",
            None => "0",
        };
        writeln!(out, "{}", answer).unwrap();
    }
}
