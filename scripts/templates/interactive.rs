//! Solves [{{JUDGE}} {{ID}} {{TITLE}}]({{URL}})
//!
//! Interactive. TODO: the game in a line. (Template: Nim against the judge. Input: `n` and `n`
//! heap sizes. Print `First` or `Second`; then our move `i k` (take `k` from heap `i`, 1-based)
//! and the judge's reply in turn: its move `i k`, `0 0` when it cannot move (we won) or `-1 -1`
//! (we erred); stop after either. Replace the protocol and the strategy by the problem's; the
//! strategy goes into the library, e.g. `sum_strategy`; a game of your own: `winning_move` of
//! `numbered::Numbered` or `game_search::GameSearch`.) Every move is flushed at once: the judge
//! answers only what it has received, and `Tokens` hands a token out as soon as the blank after
//! it has arrived.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::nim;
use proconio::input;
use std::io::Write;

fn main() {
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let mut src = Tokens::stdin();
    input! { from &mut src, n: usize }
    input! { from &mut src, mut heaps: [u64; in_range("n", n, 1..=100_000)] }
    let first = nim::first_player_wins(&heaps);
    writeln!(out, "{}", if first { "First" } else { "Second" }).unwrap();
    let mut our_turn = first;
    loop {
        if our_turn {
            let (i, to) = nim::winning_moves(&heaps)[0];
            writeln!(out, "{} {}", i + 1, heaps[i] - to).unwrap();
            heaps[i] = to;
        }
        out.flush().unwrap();
        input! { from &mut src, i: i64, k: u64 }
        if i <= 0 {
            return;
        }
        heaps[i as usize - 1] -= k;
        our_turn = true;
    }
}
