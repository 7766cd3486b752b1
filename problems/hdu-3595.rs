//! Solves [HDU 3595 GG and MM](http://acm.hdu.edu.cn/showproblem.php?pid=3595)
//!
//! Every-SG sum of Euclid-type games. Input: cases until end of file, each `N` then `N` lines
//! `p q`. Output per case: `MM` if the first player (MM) wins, else `GG`.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::{euclid, every_sg};
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    while !src.is_empty() {
        input! { from &mut src, n: usize }
        let mut steps = Vec::with_capacity(in_range("N", n, 0..=1000));
        for _ in 0..n {
            input! { from &mut src, p: u64, q: u64 }
            steps.push(euclid::every_sg_step(p, q));
        }
        let answer = if every_sg::first_player_wins(&steps) {
            "MM"
        } else {
            "GG"
        };
        writeln!(out, "{}", answer).unwrap();
    }
}
