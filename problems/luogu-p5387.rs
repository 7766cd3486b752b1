//! Solves [Luogu P5387 Cnoi2019 Renxing Yanwu](https://www.luogu.com.cn/problem/P5387)
//!
//! Elements `x` move to `x xor y` (`1 <= y <= x`, `x xor y < x`): count the sequences of `|V|`
//! values in `1..=m` the first player wins. Input: `|V| m`. Output: the count mod 998244353.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::xor_count;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, n: u64, m: u64 }
    let n = in_range("|V|", n, 1..=1_000_000_000_000_000_000);
    let m = in_range("m", m, 1..=1_000_000);
    writeln!(
        out,
        "{}",
        xor_count::xor_shift_winning_count(n, m, 998_244_353)
    )
    .unwrap();
}
