//! Solves [Codeforces 786A Berzerk](https://codeforces.com/problemset/problem/786/A)
//!
//! Berzerk: a monster on a circle of `n` objects (object 1 a black hole); Rick and Morty move it
//! clockwise by steps of their own sets; landing it on the hole wins. Retrograde analysis on the
//! `2n` states (object, player to move), predecessors listed on the fly. Input: `n`, then `k1` and
//! Rick's steps, `k2` and Morty's. Output: two lines of `Win`/`Lose`/`Loop` for objects 2..n,
//! Rick first, then Morty first.
use cgt::bounds::in_range;
use cgt::fast_input::Tokens;
use cgt::graph_game::{Outcome, Retrograde};
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, n: usize }
    let n = in_range("n", n, 2..=7000);
    input! { from &mut src, k1: usize, s1: [usize; in_range("k1", k1, 1..=n - 1)] }
    input! { from &mut src, k2: usize, s2: [usize; in_range("k2", k2, 1..=n - 1)] }
    let steps = [s1, s2];
    for &x in steps.iter().flatten() {
        in_range("step", x, 1..=n - 1);
    }
    // State 2 p + who: the monster on object p + 1, player `who` to move; the hole (p = 0) is lost
    // for the player to move there (the other one has just won).
    let degree: Vec<u32> = (0..2 * n).map(|s| steps[s % 2].len() as u32).collect();
    let mut r = Retrograde::default();
    r.solve(&degree, &[0, 1], |s| {
        let (p, who) = (s / 2, s % 2);
        steps[1 - who]
            .iter()
            .map(move |&x| 2 * ((p + n - x) % n) + 1 - who)
    });
    for who in 0..2 {
        let words: Vec<&str> = (1..n)
            .map(|p| match r.outcome[2 * p + who] {
                Outcome::Win => "Win",
                Outcome::Lose => "Lose",
                Outcome::Draw => "Loop",
            })
            .collect();
        writeln!(out, "{}", words.join(" ")).unwrap();
    }
}
