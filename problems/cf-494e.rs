//! Solves [Codeforces 494E Sharti](https://codeforces.com/problemset/problem/494/E)
//!
//! Coin turning on an `n x n` board: a move inverts a square of side `<= k` whose lower-right
//! cell is white. The white cells are the union of `m` rectangles. Input: `n m k`, then `m`
//! lines `a b c d` (rows `a..=c`, columns `b..=d`). Output: `Hamed` if the first player wins,
//! else `Malek`.
use cgt::bounds::in_range;
use cgt::coin_grid::squares_first_player_wins;
use cgt::fast_input::Tokens;
use proconio::input;

fn main() {
    let mut src = Tokens::stdin();
    input! { from &mut src, n: u64, m: usize, k: u64 }
    let n = in_range("n", n, 1..=1_000_000_000);
    in_range("k", k, 1..=n);
    let m = in_range("m", m, 1..=50_000);
    input! { from &mut src, rects: [(u64, u64, u64, u64); m] }
    let wins = squares_first_player_wins(n, k, &rects);
    println!("{}", if wins { "Hamed" } else { "Malek" });
}
