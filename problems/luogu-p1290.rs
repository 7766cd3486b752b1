//! Solves [Luogu P1290 欧几里德的游戏](https://www.luogu.com.cn/problem/P1290)
//!
//! Euclid's game. Input: `C`, then `C` lines `M N`. Output per case: `Stan wins` if the first
//! player wins, else `Ollie wins`.
use cgt::euclid;
use cgt::fast_input::Tokens;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, c: usize }
    for _ in 0..c {
        input! { from &mut src, m: u64, n: u64 }
        let answer = if euclid::first_player_wins(m, n) {
            "Stan wins"
        } else {
            "Ollie wins"
        };
        writeln!(out, "{}", answer).unwrap();
    }
}
