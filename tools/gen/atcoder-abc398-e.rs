//! Max-size input of atcoder-abc398-e (`gen-max atcoder-abc398-e FILE`). The problem is
//! interactive: the input is the tree followed by the judge's answers, recorded against the
//! binary's own strategy (replayed here from the library: the addable pairs in order) with random
//! legal judge moves and ending with `-1 -1`, so the binary reads it as it would read a judge.
use super::*;
use cgt::edge_addition::bipartite_additions;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    // A path of 100: 50 · 50 − 99 = 2401 moves, the most for N = 100; the binary moves first.
    let n = 100;
    let edges: Vec<(usize, usize)> = (1..n).map(|v| (v - 1, v)).collect();
    writeln!(w, "{}", n)?;
    for &(u, v) in &edges {
        writeln!(w, "{} {}", u + 1, v + 1)?;
    }
    let mut left = bipartite_additions(n, &edges);
    let mut ours = left.len() % 2 == 1;
    let mut judge_moves = 0;
    loop {
        if ours {
            left.remove(0);
        }
        if left.is_empty() {
            writeln!(w, "-1 -1")?;
            break;
        }
        let (i, j) = left.remove(rng.index(left.len()));
        writeln!(w, "{} {}", i + 1, j + 1)?;
        judge_moves += 1;
        ours = true;
    }
    Ok(format!(
        "N=100 path (max moves: 2401, the binary first), {} random judge moves, then -1 -1",
        judge_moves
    ))
}
