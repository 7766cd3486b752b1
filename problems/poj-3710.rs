//! Solves [POJ 3710 Christmas Game](http://poj.org/problem?id=3710)
//!
//! Green Hackenbush on trees with attached cycles (fusion principle). Input: cases until end of
//! file, each `N` trees, each `m k` then `k` edges `a b` (1-based, root 1). Output per case:
//! `Sally` if the first player wins, else `Harry`.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::{hackenbush, nim};
use proconio::input;
use proconio::marker::Usize1;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    while !src.is_empty() {
        input! { from &mut src, trees: usize }
        let mut values = Vec::with_capacity(in_range("N", trees, 0..=99));
        for _ in 0..trees {
            input! { from &mut src, m: usize, k: usize }
            let (m, k) = (in_range("m", m, 1..=99), in_range("k", k, 0..=499));
            input! { from &mut src, edges: [(Usize1, Usize1); k] }
            values.push(hackenbush::cactus_value(m, &edges, 0));
        }
        // A sum of games: its value is the nim-sum of the graphs' values.
        let answer = if nim::first_player_wins(&values) {
            "Sally"
        } else {
            "Harry"
        };
        writeln!(out, "{}", answer).unwrap();
    }
}
