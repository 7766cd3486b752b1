//! Solves [Luogu P1971 兔兔与蛋蛋游戏](https://www.luogu.com.cn/problem/P1971)
//!
//! NOI 2011: sliding pieces into the one empty cell (兔兔 white `O`, 蛋蛋 black `X`); list 兔兔's
//! moves of a recorded game that threw away a win. The matching game with deletions between moves.
//! Input: `n m`, `n` rows over `O X .`, `k`, then `2k` moves `x y` (1-based cell of the piece moved;
//! odd lines 兔兔's). Output: the number of mistakes, then their numbers (1..=k) one per line.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::matching_game;
use proconio::input;
use proconio::marker::{Bytes, Usize1};
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, n: usize, m: usize }
    let n = in_range("n", n, 1..=40);
    in_range("m", m, 1..=40);
    input! { from &mut src, board: [Bytes; n], k: usize }
    input! { from &mut src, moves: [(Usize1, Usize1); 2 * in_range("k", k, 1..=1000)] }
    let mistakes = matching_game::sliding_mistakes(&board, &moves);
    writeln!(out, "{}", mistakes.len()).unwrap();
    for i in mistakes {
        writeln!(out, "{}", i + 1).unwrap();
    }
}
