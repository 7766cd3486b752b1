//! Solves [NowCoder 14619 栗酱的异或和](https://ac.nowcoder.com/acm/problem/14619)
//!
//! Nim whose first move must use heap `k`. Input: `T`, then per case `n k` (k 1-based) and `n`
//! heaps. Output per case: `Yes` if the first player wins, else `No`.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::nim;
use proconio::input;
use proconio::marker::Usize1;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, t: usize }
    for _ in 0..t {
        input! { from &mut src, n: usize, k: Usize1 }
        input! { from &mut src, heaps: [u64; in_range("n", n, 1..=100_000)] }
        let answer = if nim::forced_heap_first_player_wins(&heaps, k) {
            "Yes"
        } else {
            "No"
        };
        writeln!(out, "{}", answer).unwrap();
    }
}
