//! Solves [Codeforces 2013F1 Game in Tree (Easy Version)](https://codeforces.com/problemset/problem/2013/F1)
//!
//! Two tokens on a tree, visited vertices shared: Alice (first) walks from vertex 1, Bob from
//! `u`. Input: `t`, then per case `n`, `n - 1` edges `a b` (1-based) and `u v` with `u = v`
//! (the easy version). Output per case: `Alice` or `Bob`, the winner (the path `u..v` is `u`).
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
        let u = in_range("u", u, 2..=n);
        assert_eq!(u, v, "the easy version has u = v");
        let alice = tree_tokens::first_player_wins(n, &edges, 0, u - 1);
        writeln!(out, "{}", if alice { "Alice" } else { "Bob" }).unwrap();
    }
}
