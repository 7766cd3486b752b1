//! Solves [HDU 1850 Being a Good Boy in Spring Festival](http://acm.hdu.edu.cn/showproblem.php?pid=1850)
//!
//! Nim, counting winning first moves. Input: cases `M` then `M` heaps, ended by `M = 0` or end of
//! file. Output per case: the number of winning first moves.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::nim;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    while !src.is_empty() {
        input! { from &mut src, m: usize }
        if m == 0 {
            break;
        }
        input! { from &mut src, heaps: [u64; in_range("M", m, 2..=100)] }
        writeln!(out, "{}", nim::count_winning_moves(&heaps)).unwrap();
    }
}
