//! Solves [Codeforces 2013F2 Game in Tree (Hard Version)](https://codeforces.com/problemset/problem/2013/F2)
//!
//! Two tokens on a tree, visited vertices shared: Alice (first) walks from vertex 1, Bob from
//! each vertex `p_j` of the path `u..v` in turn. Input: `t`, then per case `n`, `n - 1` edges
//! `a b` (1-based) and `u v`, the path `u..v` avoiding vertex 1 (the library panics with "the
//! path .. passes through the first player's vertex", 0-based, if it does not). Output per case:
//! `Alice` or `Bob` for each `p_j`, from `p_1 = u` to `p_m = v`, one per line.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::tree_tokens;
use proconio::input;
use proconio::marker::Usize1;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, t: usize }
    for _ in 0..in_range("t", t, 1..=10_000) {
        input! { from &mut src, n: usize }
        let n = in_range("n", n, 2..=200_000);
        input! { from &mut src, edges: [(Usize1, Usize1); n - 1], u: usize, v: usize }
        let (u, v) = (in_range("u", u, 2..=n), in_range("v", v, 2..=n));
        for alice in tree_tokens::along_path_first_player_wins(n, &edges, 0, u - 1, v - 1) {
            writeln!(out, "{}", if alice { "Alice" } else { "Bob" }).unwrap();
        }
    }
}
