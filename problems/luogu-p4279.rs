//! Solves [Luogu P4279 \[SHOI2008\] 小约翰的游戏](https://www.luogu.com.cn/problem/P4279)
//!
//! Misère Nim. Input: `T`, then per case `N` and `N` heaps. Output per case: `John` if the first
//! player wins, else `Brother`.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::misere;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, t: usize }
    for _ in 0..in_range("T", t, 1..=500) {
        input! { from &mut src, n: usize }
        input! { from &mut src, heaps: [u64; in_range("N", n, 1..=50)] }
        let answer = if misere::anti_nim_first_player_wins(&heaps) {
            "John"
        } else {
            "Brother"
        };
        writeln!(out, "{}", answer).unwrap();
    }
}
