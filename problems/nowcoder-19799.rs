//! Solves [NowCoder 19799 树链博弈](https://ac.nowcoder.com/acm/problem/19799)
//!
//! Flip black nodes and any of their ancestors on a tree rooted at 1. Input: `n`, the colours
//! `w_1 .. w_n` (1 = black), then `n - 1` edges `u v` (1-based). Output: `First` or `Second`.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::tree_flip;
use proconio::input;
use proconio::marker::Usize1;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, n: usize }
    let n = in_range("n", n, 1..=1000);
    input! { from &mut src, w: [u32; n], edges: [(Usize1, Usize1); n - 1] }
    let black: Vec<bool> = w.iter().map(|&c| in_range("w_i", c, 0..=1) == 1).collect();
    let answer = if tree_flip::first_player_wins(n, &edges, 0, &black) {
        "First"
    } else {
        "Second"
    };
    writeln!(out, "{}", answer).unwrap();
}
