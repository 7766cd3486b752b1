//! Solves [LightOJ 1344 Aladdin and the Game of Bracelets](http://lightoj.com/volume_showproblem.php?problem=1344)
//!
//! Bracelets (Sprague–Grundy on threshold intervals). Input: `T`; per case `n`, then `n` lines
//! `k w_1 .. w_k`. Output: `Case x: Genie`, or `Case x: Aladdin` and a line of the winning first
//! moves `(b w)` (1-based bracelet, pearl weight), sorted, with no separator.
use cgt::bounds::in_range;
use cgt::bracelet;
use cgt::fast_input::Tokens;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, t: usize }
    for case in 1..=t {
        // Bounds implied by accepted solutions' tables: n <= 50, k <= 50.
        input! { from &mut src, n: usize }
        let mut bracelets = Vec::with_capacity(in_range("n", n, 1..=50));
        for _ in 0..n {
            input! { from &mut src, k: usize }
            input! { from &mut src, weights: [i64; in_range("k", k, 1..=50)] }
            bracelets.push(weights);
        }
        let moves = bracelet::winning_moves(&bracelets);
        if moves.is_empty() {
            writeln!(out, "Case {}: Genie", case).unwrap();
            continue;
        }
        writeln!(out, "Case {}: Aladdin", case).unwrap();
        for (b, w) in moves {
            write!(out, "({} {})", b + 1, w).unwrap();
        }
        writeln!(out).unwrap();
    }
}
