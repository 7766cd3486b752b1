//! Solves [Luogu P4055 JSOI2009 游戏](https://www.luogu.com.cn/problem/P4055)
//!
//! The token game on a maze: AA picks the start cell, YY moves first, no cell twice. Undirected
//! vertex geography on the grid graph (bipartite by `row + column`): AA wins from the cells where
//! the first mover loses. Input: `N M`, then `N` rows of `.` (free) and `#`. Output: `WIN` and the
//! winning cells `r c` (1-based, row-major), or `LOSE`.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::matching_game;
use proconio::input;
use proconio::marker::Bytes;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, n: usize, m: usize }
    let (n, m) = (in_range("N", n, 1..=100), in_range("M", m, 1..=100));
    input! { from &mut src, rows: [Bytes; n] }
    let free = |c: usize| rows[c / m][c % m] == b'.';
    // Cell c = r m + col; edges to the free right and lower neighbours, both ways.
    let mut adj = vec![Vec::new(); n * m];
    for c in (0..n * m).filter(|&c| free(c)) {
        let right = (c % m + 1 < m).then(|| c + 1);
        let down = (c / m + 1 < n).then(|| c + m);
        for d in right.into_iter().chain(down).filter(|&d| free(d)) {
            adj[c].push(d);
            adj[d].push(c);
        }
    }
    let left: Vec<bool> = (0..n * m).map(|c| (c / m + c % m) % 2 == 0).collect();
    let first_wins = matching_game::first_player_wins(&adj, &left);
    let aa: Vec<usize> = (0..n * m).filter(|&c| free(c) && !first_wins[c]).collect();
    if aa.is_empty() {
        writeln!(out, "LOSE").unwrap();
    } else {
        writeln!(out, "WIN").unwrap();
        for c in aa {
            writeln!(out, "{} {}", c / m + 1, c % m + 1).unwrap();
        }
    }
}
