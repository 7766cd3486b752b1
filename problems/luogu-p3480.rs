//! Solves [Luogu P3480 POI2009 KAM-Pebbles](https://www.luogu.com.cn/problem/P3480)
//!
//! Pebbles in non-decreasing piles: staircase Nim on the differences, counted from the right.
//! Input: `u`, then per arrangement `n` and `a_1 .. a_n`. Output per arrangement: `TAK` if the
//! first player wins, else `NIE`.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::staircase;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, t: usize }
    for _ in 0..in_range("u", t, 1..=10) {
        input! { from &mut src, n: usize }
        input! { from &mut src, heaps: [u64; in_range("n", n, 1..=1000)] }
        let answer = if staircase::nondecreasing_first_player_wins(&heaps) {
            "TAK"
        } else {
            "NIE"
        };
        writeln!(out, "{}", answer).unwrap();
    }
}
