//! Solves [AtCoder ABC209 E Shiritori](https://atcoder.jp/contests/abc209/tasks/abc209_e)
//!
//! Shiritori: a word is a move from its first three letters to its last three; a player without a
//! word loses, endless play is a draw. Input: `N`, then `N` words. Output per word (the first
//! word said): `Takahashi`, `Aoki` or `Draw`.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::graph_game::{Digraph, Outcome, Retrograde};
use proconio::input;
use proconio::marker::Bytes;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, n: usize }
    let n = in_range("N", n, 1..=200_000);
    input! { from &mut src, words: [Bytes; n] }
    // A vertex per three-letter string (52^3 of them); a word is an edge.
    let key = |s: &[u8]| {
        s.iter().fold(0, |k, &c| {
            52 * k + if c >= b'a' { c - b'a' + 26 } else { c - b'A' } as usize
        })
    };
    let edges: Vec<(usize, usize)> = words
        .iter()
        .map(|w| (key(&w[..3]), key(&w[w.len() - 3..])))
        .collect();
    let mut r = Retrograde::default();
    Digraph::new(52 * 52 * 52, &edges).solve(&mut r, &[]);
    for &(_, to) in &edges {
        // Aoki moves next from the end of Takahashi's word.
        let answer = match r.outcome[to] {
            Outcome::Lose => "Takahashi",
            Outcome::Win => "Aoki",
            Outcome::Draw => "Draw",
        };
        writeln!(out, "{}", answer).unwrap();
    }
}
