//! Solves [HDU 1907 John](http://acm.hdu.edu.cn/showproblem.php?pid=1907)
//!
//! Misère Nim. Input: `T`, then per case `N` and `N` heaps. Output per case: `John` if the first
//! player wins, else `Brother`.
use cgt::fast_input::Tokens;
use cgt::misere;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, t: usize }
    for _ in 0..t {
        input! { from &mut src, n: usize, heaps: [u64; n] }
        let answer = if misere::anti_nim_first_player_wins(&heaps) {
            "John"
        } else {
            "Brother"
        };
        writeln!(out, "{}", answer).unwrap();
    }
}
