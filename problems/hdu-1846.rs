//! Solves [HDU 1846 Brave Game](http://acm.hdu.edu.cn/showproblem.php?pid=1846)
//!
//! Bash game (take 1..m). Input: `C`, then `C` lines `n m`. Output per case: `first` if the first
//! player wins, else `second`.
use cgt::bash;
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, c: usize }
    for _ in 0..in_range("C", c, 1..=100) {
        input! { from &mut src, n: u64, m: u64 }
        let answer = if bash::first_player_wins(n, m) {
            "first"
        } else {
            "second"
        };
        writeln!(out, "{}", answer).unwrap();
    }
}
