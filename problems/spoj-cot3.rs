//! Solves [SPOJ COT3 Combat on a tree](https://www.spoj.com/problems/COT3/)
//!
//! Hackendot with black vertices on a tree rooted at 1: a move picks a white vertex and paints
//! its path to the root black. Input: `n`, the colours `c_1 .. c_n` (0 = white), `n - 1` edges
//! `u v` (1-based). Output: every winning first move in increasing order, one a line, or `-1`.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::hackendot;
use proconio::input;
use proconio::marker::Usize1;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, n: usize }
    let n = in_range("n", n, 1..=100_000);
    input! { from &mut src, c: [u32; n], edges: [(Usize1, Usize1); n - 1] }
    let white: Vec<bool> = c.iter().map(|&x| in_range("c_i", x, 0..=1) == 0).collect();
    let moves = hackendot::winning_moves(n, &edges, 0, &white);
    if moves.is_empty() {
        writeln!(out, "-1").unwrap();
    }
    for v in moves {
        writeln!(out, "{}", v + 1).unwrap();
    }
}
