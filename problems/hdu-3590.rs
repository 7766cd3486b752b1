//! Solves [HDU 3590 PP and QQ](http://acm.hdu.edu.cn/showproblem.php?pid=3590)
//!
//! Misère Green Hackenbush on several trees rooted at 1. Input: cases until end of file, each `N`
//! trees, each `m` then `m - 1` edges `a b` (1-based). Output per case: `PP` (first) or `QQ`.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::{hackenbush, misere};
use proconio::input;
use proconio::marker::Usize1;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    while !src.is_empty() {
        input! { from &mut src, trees: usize }
        let mut values = Vec::with_capacity(in_range("N", trees, 0..=99));
        for _ in 0..trees {
            input! { from &mut src, m: usize }
            let m = in_range("m", m, 1..=99);
            input! { from &mut src, edges: [(Usize1, Usize1); m - 1] }
            values.push(hackenbush::tree_value(m, &edges, 0));
        }
        // The judge's rule: the SJ (anti-Nim) rule on the trees' values. It is not exact misère
        // play for trees (see the tests of cgt::hackenbush), but it is what the judge expects.
        let answer = if misere::sj_rule_first_player_wins(&values) {
            "PP"
        } else {
            "QQ"
        };
        writeln!(out, "{}", answer).unwrap();
    }
}
