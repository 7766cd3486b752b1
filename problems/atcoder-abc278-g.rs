//! Solves [AtCoder ABC278 G Generalized Subtraction Game](https://atcoder.jp/contests/abc278/tasks/abc278_g)
//!
//! Interactive: cards `1..=N`, a move removes `L..=R` consecutive cards. Input `N L R`; we print
//! `First`/`Second`, then our move `x y` and the judge's `a b` alternate (`0 0`/`-1 -1` end it).
//! Mirror play if a length `k ≡ N (mod 2)` fits, else the winning move in the sum of rows by
//! Grundy values (removal exactly `L`). Every move is flushed at once.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::{octal, sum_strategy as st};
use proconio::input;
use std::io::Write;

fn main() {
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let mut src = Tokens::stdin();
    input! { from &mut src, n: usize, l: usize, r: usize }
    let n = in_range("N", n, 1..=2000);
    let (l, r) = (in_range("L", l, 1..=n), in_range("R", r, l..=n));
    let mirror = st::mirror_first_move(n, l, r);
    let g = octal::row_removal_grundy(&[l], if mirror.is_some() { 0 } else { n });
    let mut cells = vec![(0, n)];
    let mut next = mirror.or_else(|| st::cells_winning_move(&g, &[l], &cells));
    writeln!(out, "{}", if next.is_some() { "First" } else { "Second" }).unwrap();
    loop {
        if let Some((start, len)) = next {
            st::remove_cells(&mut cells, start, len);
            writeln!(out, "{} {}", start + 1, len).unwrap();
        }
        out.flush().unwrap();
        input! { from &mut src, a: i64, b: i64 }
        if a <= 0 {
            return;
        }
        let (a, b) = (a as usize - 1, b as usize);
        st::remove_cells(&mut cells, a, b);
        next = match mirror {
            Some(_) => Some((st::mirror_reply(n, a, b), b)),
            None => Some(st::cells_winning_move(&g, &[l], &cells).expect("a winning move")),
        };
    }
}
