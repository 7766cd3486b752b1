//! Solves [CodeChef GERALD08 Chef and Tree Game](https://www.codechef.com/problems/GERALD08)
//!
//! Blue-Red Hackenbush on a tree rooted at vertex 1: the sign of its exact value. Input: `T`, then
//! per case `N` and `N - 1` edges `U V C` (`C = 0`: Chef's black edge). Output per case: the
//! winner when Chef moves first, then when Ksen does (`Chef Chef`, `Ksen Ksen` or `Ksen Chef`).
use cgt::blue_red_hackenbush;
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use proconio::input;
use proconio::marker::Usize1;
use std::cmp::Ordering;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, t: usize }
    for _ in 0..in_range("T", t, 1..=1000) {
        input! { from &mut src, n: usize }
        let n = in_range("N", n, 1..=100_000);
        input! { from &mut src, edges: [(Usize1, Usize1, u8); n - 1] }
        let edges: Vec<(usize, usize, bool)> = edges
            .into_iter()
            .map(|(u, v, c)| (u, v, in_range("C", c, 0..=1) == 0))
            .collect();
        let answer = match blue_red_hackenbush::tree_value(n, &edges, 0).signum() {
            Ordering::Greater => "Chef Chef",
            Ordering::Less => "Ksen Ksen",
            Ordering::Equal => "Ksen Chef",
        };
        writeln!(out, "{}", answer).unwrap();
    }
}
