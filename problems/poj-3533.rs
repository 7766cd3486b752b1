//! Solves [POJ 3533 Light Switching Game](http://poj.org/problem?id=3533)
//!
//! 3-D coin turning (a lit cell is worth x ⊗ y ⊗ z). Input (inferred): cases until end of file,
//! each `N` then `N` lines `x y z`. Output per case: `Yes` if the first player loses (the XOR is 0),
//! else `No`.
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
    while !src.is_empty() {
        input! { from &mut src, n: usize }
        // The bound is unknown: a generous one.
        let mut cells = Vec::with_capacity(in_range("N", n, 0..=1_000_000));
        for _ in 0..n {
            input! { from &mut src, x: u64, y: u64, z: u64 }
            cells.push((x, y, z));
        }
        let answer = if nimber::lights_3d_first_player_wins(&field, &cells) {
            "No"
        } else {
            "Yes"
        };
        writeln!(out, "{}", answer).unwrap();
    }
}
