//! Solves [Luogu P6665 Alice 和 Bob 又在玩游戏](https://www.luogu.com.cn/problem/P6665)
//!
//! Hackendot on a forest, each tree rooted at its least vertex: a move deletes a vertex and its
//! ancestors. Input: `T`, then per case `n m` and `m` edges `a b` (1-based). Output per case:
//! `Alice` if the first player wins, else `Bob`.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::hackendot;
use proconio::input;
use proconio::marker::Usize1;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, t: usize }
    for _ in 0..in_range("T", t, 1..=10) {
        input! { from &mut src, n: usize, m: usize }
        let n = in_range("n", n, 1..=100_000);
        input! { from &mut src, edges: [(Usize1, Usize1); in_range("m", m, 0..=n - 1)] }
        let answer = if hackendot::forest_first_player_wins(n, &edges) {
            "Alice"
        } else {
            "Bob"
        };
        writeln!(out, "{}", answer).unwrap();
    }
}
