//! Solves [Luogu P6560 SBCOI2020 时光的流逝](https://www.luogu.com.cn/problem/P6560)
//!
//! A token on a digraph; moving it onto the round's target wins at once, a player without a move
//! loses. Input: `n m q`, `m` edges `u v`, then `q` rounds `x y` (1-based). Output per round: `1`
//! (first player wins), `-1` (second) or `0` (neither: endless play). One retrograde analysis per
//! round, the target declared lost for the player to move there, in buffers reused across rounds.
use cgt::fast_input::Tokens;
use cgt::graph_game::{Digraph, Outcome, Retrograde};
use proconio::input;
use proconio::marker::Usize1;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, n: usize, m: usize, q: usize, edges: [(Usize1, Usize1); m] }
    let g = Digraph::new(n, &edges);
    let mut r = Retrograde::default();
    for _ in 0..q {
        input! { from &mut src, x: Usize1, y: Usize1 }
        g.solve(&mut r, &[y]);
        let answer = match r.outcome[x] {
            Outcome::Win => "1",
            Outcome::Lose => "-1",
            Outcome::Draw => "0",
        };
        writeln!(out, "{}", answer).unwrap();
    }
}
