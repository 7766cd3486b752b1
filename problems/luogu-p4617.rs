//! Solves [Luogu P4617 Planinarenje](https://www.luogu.com.cn/problem/P4617)
//!
//! COCI 2017/18 #5: a hike from a peak, Slavko picks an unvisited valley, Mirko an unvisited peak;
//! who cannot move loses. Vertex geography on the bipartite peak-valley graph, Slavko first.
//! Input: `N M`, then `M` trails `peak valley` (1-based, numbered separately). Output: per peak,
//! `Slavko` if the first mover wins from it, else `Mirko`.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::matching_game;
use proconio::input;
use proconio::marker::Usize1;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, n: usize, m: usize }
    let (n, m) = (in_range("N", n, 1..=5000), in_range("M", m, 0..=5000));
    input! { from &mut src, trails: [(Usize1, Usize1); m] }
    // Peak p is vertex p, valley d is vertex n + d.
    let mut adj = vec![Vec::new(); 2 * n];
    for (p, d) in trails {
        adj[p].push(n + d);
        adj[n + d].push(p);
    }
    let left: Vec<bool> = (0..2 * n).map(|v| v < n).collect();
    let wins = matching_game::first_player_wins(&adj, &left);
    for &w in &wins[..n] {
        writeln!(out, "{}", if w { "Slavko" } else { "Mirko" }).unwrap();
    }
}
