//! Solves [Luogu P9169 省选联考 2023 过河卒](https://www.luogu.com.cn/problem/P9169)
//!
//! A black piece (steps up, left or right) against two red pieces (step anywhere, never onto each
//! other) on a board with obstacles, Red first; Black wins on row 1, a capture wins for the side
//! that made it, no move loses. Retrograde analysis on (black, red pair, side to move). Input:
//! `id T`, then per board `n m` and `n` rows of `.#XO`. Output per board: `Red t`, `Black t` (t:
//! the moves of both sides under optimal play) or `Tie`.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::river_pawn::{self, Verdict};
use proconio::input;
use proconio::marker::Bytes;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, _id: u32, t: usize }
    for _ in 0..in_range("T", t, 1..=10) {
        input! { from &mut src, n: usize, m: usize }
        let n = in_range("n", n, 2..=10);
        in_range("m", m, 1..=10);
        input! { from &mut src, grid: [Bytes; n] }
        match river_pawn::solve(&grid) {
            Verdict::Red(moves) => writeln!(out, "Red {}", moves),
            Verdict::Black(moves) => writeln!(out, "Black {}", moves),
            Verdict::Tie => writeln!(out, "Tie"),
        }
        .unwrap();
    }
}
