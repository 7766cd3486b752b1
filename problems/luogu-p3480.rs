//! Solves [Luogu P3480 POI2009 KAM-Pebbles](https://www.luogu.com.cn/problem/P3480)
//!
//! Pebbles in non-decreasing piles: staircase Nim on the differences, counted from the right.
//! Input: `u`, then per arrangement `n` and `a_1 .. a_n`. Output per arrangement: `TAK` if the
//! first player wins, else `NIE`.
use cgt::fast_input::Tokens;
use cgt::staircase;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, t: usize }
    for _ in 0..t {
        input! { from &mut src, n: usize, heaps: [u64; n] }
        let answer = if staircase::nondecreasing_first_player_wins(&heaps) {
            "TAK"
        } else {
            "NIE"
        };
        writeln!(out, "{}", answer).unwrap();
    }
}
