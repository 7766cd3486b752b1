//! Solves [Codeforces 388C Fox and Card Game](https://codeforces.com/problemset/problem/388/C)
//!
//! Fox and Card Game: piles of cards; Ciel (first) always takes a top card, Jiro a bottom card,
//! each maximising their own sum. Input: `n`, then per pile `s` and its `s` cards from top to
//! bottom. Output: Ciel's sum and Jiro's sum on one line.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::score_game;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, n: usize }
    let mut piles = Vec::with_capacity(in_range("n", n, 1..=100));
    for _ in 0..n {
        input! { from &mut src, s: usize }
        input! { from &mut src, cards: [u64; in_range("s_i", s, 1..=100)] }
        piles.push(cards);
    }
    let (ciel, jiro) = score_game::top_bottom_sums(&piles);
    writeln!(out, "{} {}", ciel, jiro).unwrap();
}
