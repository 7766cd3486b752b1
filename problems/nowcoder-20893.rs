//! Solves [NowCoder 20893 (edge geography on K_n; title unknown)](https://ac.nowcoder.com/acm/problem/20893)
//!
//! Undirected edge geography on the complete graph K_n. Input (project convention): one `n` per line
//! until end of file. Output per line: `First` if the first player wins, else `Second`.
use cgt::fast_input::Tokens;
use cgt::geography;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    while !src.is_empty() {
        input! { from &mut src, n: u64 }
        let answer = if geography::complete_graph_first_player_wins(n) {
            "First"
        } else {
            "Second"
        };
        writeln!(out, "{}", answer).unwrap();
    }
}
