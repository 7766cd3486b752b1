//! Solves [Codeforces 1970C3 Game on Tree (Hard)](https://codeforces.com/problemset/problem/1970/C3)
//!
//! Vertex geography on a tree: a stone moves to an inactive neighbour, who cannot move loses;
//! every start at once (the start is in every maximum matching). Input: `n t`, then `n - 1`
//! edges (1-based), then `t` start nodes. Output per round: `Ron` if the first player wins, else
//! `Hermione`.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::tree_geography;
use proconio::input;
use proconio::marker::Usize1;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, n: usize, t: usize }
    let n = in_range("n", n, 2..=200_000);
    input! { from &mut src, edges: [(Usize1, Usize1); n - 1] }
    input! { from &mut src, starts: [Usize1; in_range("t", t, 1..=n)] }
    let wins = tree_geography::first_player_wins(n, &edges);
    for &u in &starts {
        in_range("u_i", u + 1, 1..=n);
        writeln!(out, "{}", if wins[u] { "Ron" } else { "Hermione" }).unwrap();
    }
}
