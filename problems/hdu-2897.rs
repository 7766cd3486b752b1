//! Solves [HDU 2897 邂逅明下](http://acm.hdu.edu.cn/showproblem.php?pid=2897)
//!
//! Misère take `p..q` (fewer than `p` left: take all; taking the last coin loses). Input: lines
//! `n p q` until end of file (a line with `p > q` gets the judge's residue rule, as accepted
//! solutions answer it). Output per line: `WIN` if the first player wins, else `LOST`.
use cgt::bash;
use cgt::fast_input::Tokens;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    while !src.is_empty() {
        input! { from &mut src, n: u64, p: u64, q: u64 }
        let answer = if bash::misere_take_first_player_wins(n, p, q) {
            "WIN"
        } else {
            "LOST"
        };
        writeln!(out, "{}", answer).unwrap();
    }
}
