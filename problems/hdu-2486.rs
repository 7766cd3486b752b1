//! Solves [HDU 2486 A simple stone game](http://acm.hdu.edu.cn/showproblem.php?pid=2486)
//!
//! k-multiple take-away game. Input: `t`, then `t` lines `n k`. Output per case: `Case i: ` and the
//! smallest winning first move, or `lose`.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::fibonacci::k_multiple_smallest_winning_take;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, t: usize }
    for case in 1..=in_range("t", t, 1..=20) {
        input! { from &mut src, n: u64, k: u64 }
        match k_multiple_smallest_winning_take(k, n) {
            Some(take) => writeln!(out, "Case {}: {}", case, take).unwrap(),
            None => writeln!(out, "Case {}: lose", case).unwrap(),
        }
    }
}
