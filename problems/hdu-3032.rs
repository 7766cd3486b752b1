//! Solves [HDU 3032 Nim or not Nim?](http://acm.hdu.edu.cn/showproblem.php?pid=3032)
//!
//! Lasker's Nim. Input: `T`, then per case `N` and `N` heap sizes, streamed one token at a time
//! (up to 10^6 per case under 32 MB) into `lasker::first_player_wins` without storing them.
//! Output per case: `Alice` or `Bob`.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::lasker;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, t: usize }
    for _ in 0..in_range("T", t, 1..=100) {
        input! { from &mut src, n: usize }
        let heaps = (0..in_range("N", n, 1..=1_000_000)).map(|_| {
            input! { from &mut src, s: u64 }
            s
        });
        let answer = if lasker::first_player_wins(heaps) {
            "Alice"
        } else {
            "Bob"
        };
        writeln!(out, "{}", answer).unwrap();
    }
}
