//! Solves [Luogu P2594 ZJOI2009 染色游戏](https://www.luogu.com.cn/problem/P2594)
//!
//! Coin turning on an `n x m` grid: a move turns a connected set of coins inside the up-left box
//! of a tails coin `T`, that coin included. Input: `T`, then per game `n m` and `n` rows of `H`
//! and `T`. Output per game: `-_-` if the first player wins, else `=_=`.
use cgt::bounds::in_range;
use cgt::coin_grid::connected_first_player_wins;
use cgt::fast_input::Tokens;
use proconio::input;
use proconio::marker::Bytes;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, t: usize }
    for _ in 0..in_range("T", t, 1..=50) {
        input! { from &mut src, n: usize, m: usize }
        let n = in_range("n", n, 1..=100);
        in_range("m", m, 1..=100);
        input! { from &mut src, rows: [Bytes; n] }
        let mut tails = Vec::new();
        for (i, row) in rows.iter().enumerate() {
            let cells = row.iter().enumerate().filter(|&(_, &c)| c == b'T');
            tails.extend(cells.map(|(j, _)| (i as u64 + 1, j as u64 + 1)));
        }
        let wins = connected_first_player_wins(&tails);
        writeln!(out, "{}", if wins { "-_-" } else { "=_=" }).unwrap();
    }
}
