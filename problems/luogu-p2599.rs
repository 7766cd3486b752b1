//! Solves [Luogu P2599 ZJOI2009 取石子游戏](https://www.luogu.com.cn/problem/P2599)
//!
//! Piles in a row; take any number of stones from the leftmost or the rightmost pile. Input: `T`,
//! then per case `n` and `a_1 .. a_n`. Output per case: `1` if the first player wins, else `0`.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::score_game;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, t: usize }
    for _ in 0..in_range("T", t, 1..=10) {
        input! { from &mut src, n: usize }
        input! { from &mut src, a: [u64; in_range("n", n, 1..=1000)] }
        let answer = if score_game::end_piles_first_player_wins(&a) {
            1
        } else {
            0
        };
        writeln!(out, "{}", answer).unwrap();
    }
}
