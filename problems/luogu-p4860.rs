//! Solves [Luogu P4860 Roy&October之取石子II](https://www.luogu.com.cn/problem/P4860)
//!
//! Subtraction game, take 1 or a prime. Input: `T`, then `T` lines with `n`.
//! Output per case: `October wins!` if the first player wins, else `Roy wins!`.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::subtraction;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, t: usize }
    for _ in 0..in_range("T", t, 1..=1_000_000) {
        input! { from &mut src, n: u64 }
        let answer = if subtraction::one_or_prime_first_player_wins(n) {
            "October wins!"
        } else {
            "Roy wins!"
        };
        writeln!(out, "{}", answer).unwrap();
    }
}
