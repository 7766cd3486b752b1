//! Solves [HDU 3032 Nim or not Nim?](http://acm.hdu.edu.cn/showproblem.php?pid=3032)
//!
//! Lasker's Nim. Input: `T`, then per case `N` and `N` heap sizes, streamed one token at a time
//! (up to 10^6 per case under 32 MB) through the library's streaming `Tokens` source, which
//! keeps memory at 64 KiB and reads 10^7 heaps about twice as fast as line-by-line `input!`.
//! Output per case: `Alice` or `Bob`.
use cgt::fast_input::Tokens;
use cgt::lasker;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, t: usize }
    for _ in 0..t {
        input! { from &mut src, n: usize }
        let heaps = (0..n).map(|_| {
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
