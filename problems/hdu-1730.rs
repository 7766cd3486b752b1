//! Solves [HDU 1730 Northcott Game](http://acm.hdu.edu.cn/showproblem.php?pid=1730)
//!
//! Northcott's game (each row a Nim heap). Input: cases `n m` and `n` rows `T_i J_i` until end of
//! file, blank lines allowed. Output per case: `I WIN!` if Tom (first) wins, else `BAD LUCK!`.
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
        input! { from &mut src, n: usize, _m: u64 }
        let heaps: Vec<u64> = (0..in_range("n", n, 1..=1000))
            .map(|_| {
                input! { from &mut src, tom: u64, jerry: u64 }
                nim::northcott_heap(tom, jerry)
            })
            .collect();
        let answer = if nim::first_player_wins(&heaps) {
            "I WIN!"
        } else {
            "BAD LUCK!"
        };
        writeln!(out, "{}", answer).unwrap();
    }
}
