//! Solves [LightOJ 1229 Treblecross](http://www.lightoj.com/volume_showproblem.php?problem=1229)
//!
//! Treblecross: list every cell where the player to move can place an X and still win. Input: `T`,
//! then one board of `.` and `X` per case. Output: `Case k:` and the 1-based winning cells, or
//! `Case k: 0` if there are none.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::treblecross;
use proconio::input;
use proconio::marker::Bytes;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, t: usize }
    for case in 1..=in_range("T", t, 0..=200) {
        input! { from &mut src, board: Bytes }
        let cells = treblecross::winning_cells(&board);
        write!(out, "Case {}:", case).unwrap();
        if cells.is_empty() {
            write!(out, " 0").unwrap();
        }
        for c in cells {
            write!(out, " {}", c + 1).unwrap();
        }
        writeln!(out).unwrap();
    }
}
