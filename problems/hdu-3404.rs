//! Solves [HDU 3404 Switch lights](http://acm.hdu.edu.cn/showproblem.php?pid=3404)
//!
//! 2-D coin turning (Tartan theorem: a lit cell is worth x ⊗ y). Input: `T`, then per case `n` and
//! `n` lines `x y` (1-based). Output per case: `Have a try, lxhgww.` if the first player wins, else
//! `Don't waste your time.`
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::nimber::{self, NimField};
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    let field = NimField::new();
    input! { from &mut src, t: usize }
    for _ in 0..in_range("T", t, 1..=100) {
        input! { from &mut src, n: usize }
        let mut cells = Vec::with_capacity(in_range("n", n, 0..=1000));
        for _ in 0..n {
            input! { from &mut src, x: u64, y: u64 }
            cells.push((x, y));
        }
        let answer = if nimber::lights_2d_first_player_wins(&field, &cells) {
            "Have a try, lxhgww."
        } else {
            "Don't waste your time."
        };
        writeln!(out, "{}", answer).unwrap();
    }
}
