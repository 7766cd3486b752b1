//! Solves [AtCoder ABC398 E Tree Game](https://atcoder.jp/contests/abc398/tasks/abc398_e)
//!
//! Interactive: a tree on `1..=N`; players in turn add an edge `i < j` keeping the graph simple
//! with no odd cycle. Input `N` and the `N − 1` edges; we print `First`/`Second`, then our move
//! `i j` and the judge's `i j` alternate (`-1 -1` ends it). The moves left are a fixed set, the
//! cross pairs of the 2-colouring not yet joined (`edge_addition::bipartite_additions`): we go
//! first iff their number is odd and play them in order, skipping the judge's. Flushed per move.
use cgt::bounds::in_range;
use cgt::edge_addition::bipartite_additions;
use cgt::fast_input::Tokens;
use proconio::input;
use proconio::marker::Usize1;
use std::io::Write;

fn main() {
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let mut src = Tokens::stdin();
    input! { from &mut src, n: usize }
    input! { from &mut src, edges: [(Usize1, Usize1); in_range("N", n, 2..=100) - 1] }
    let moves = bipartite_additions(n, &edges);
    let mut taken = vec![false; n * n];
    let mut ours = moves.len() % 2 == 1;
    writeln!(out, "{}", if ours { "First" } else { "Second" }).unwrap();
    let mut next = moves.iter();
    loop {
        if ours {
            let &(i, j) = next
                .find(|&&(i, j)| !taken[i * n + j])
                .expect("a move left");
            taken[i * n + j] = true;
            writeln!(out, "{} {}", i + 1, j + 1).unwrap();
        }
        out.flush().unwrap();
        input! { from &mut src, i: i64, j: i64 }
        if i < 1 || j < 1 {
            return;
        }
        let (i, j) = (i.min(j) as usize - 1, i.max(j) as usize - 1);
        taken[i * n + j] = true;
        ours = true;
    }
}
