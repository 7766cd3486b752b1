//! Solves [HDU 3197 Game](http://acm.hdu.edu.cn/showproblem.php?pid=3197)
//!
//! Green Hackenbush on a forest. Input (inferred): cases until end of file, each `n` then the
//! parents `p_0 .. p_{n-1}` (0-based, `-1` for a root). Output per case: `YES` if the first
//! player wins, else `NO`.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::hackenbush;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    while !src.is_empty() {
        // The bound is unknown (about 2000 in the published solution): a generous one.
        input! { from &mut src, n: usize }
        input! { from &mut src, p: [i64; in_range("n", n, 0..=1_000_000)] }
        // -1 marks a root; any other negative becomes an out-of-range index the library rejects.
        let parent: Vec<Option<usize>> = p
            .iter()
            .map(|&x| if x == -1 { None } else { Some(x as usize) })
            .collect();
        let answer = if hackenbush::forest_value(&parent) != 0 {
            "YES"
        } else {
            "NO"
        };
        writeln!(out, "{}", answer).unwrap();
    }
}
