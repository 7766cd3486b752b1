//! Solves [LightOJ 1355 Game of CS](http://lightoj.com/volume_showproblem.php?problem=1355)
//!
//! Weighted-edge tree game rooted at 0. Input (inferred): `T`, then per case `n` and `n - 1`
//! edges `u v w` (0-based, weight `w >= 1`). Output per case: `Case x: Emily` if the first player
//! wins, else `Case x: Jolly`.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::hackenbush;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, t: usize }
    for case in 1..=in_range("T", t, 1..=500) {
        input! { from &mut src, n: usize }
        // The upper bound is unknown (probably 1000): a generous one.
        let mut edges = Vec::with_capacity(in_range("n", n, 2..=1_000_000) - 1);
        for _ in 1..n {
            input! { from &mut src, u: usize, v: usize, w: u64 }
            edges.push((u, v, w));
        }
        let winner = if hackenbush::weighted_tree_value(n, &edges, 0) != 0 {
            "Emily"
        } else {
            "Jolly"
        };
        writeln!(out, "Case {}: {}", case, winner).unwrap();
    }
}
