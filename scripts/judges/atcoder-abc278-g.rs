//! Judge of atcoder-abc278-g ([AtCoder ABC278 G](https://atcoder.jp/contests/abc278/tasks/abc278_g),
//! interactive): cards `1..=N` in a row, a move removes `L..=R` consecutive cards still present.
//! Usage and verdicts: `scripts/judges/runner.rs`.
//!
//! Case file: one game per line, `N L R` (the line the solution reads), then optionally `all` or
//! `seed S`. Per game the judge starts the solution, sends `N L R`, reads `First` or `Second`
//! and plays the other side as the statement says: it checks every move `x y` of the solution
//! (`0 0`, a pass, is a loss like any illegal move) and answers `-1 -1` to a wrong one, and
//! `0 0` when it has no move itself. Its own moves: with `seed S` (default: a seed from the line)
//! a winning move whenever it has one (`sum_strategy::row_winning_move`, Grundy values of
//! `L..=R` from `octal::row_removal_grundy`), else a random legal move; with `all`, every legal
//! move in turn: the solution is run once per sequence of the judge's moves, so it must win
//! against every play of the judge (for small N).
mod runner;

use cgt::rng::XorShift;
use cgt::{octal, sum_strategy};
use runner::{Fail, Spawn};

fn main() {
    runner::main(referee);
}

/// How the judge picks its moves.
enum Mode<'a> {
    /// The choices of a previous run (index among the legal moves, their number), then the first.
    All(&'a [(usize, usize)]),
    /// A winning move if there is one, else a random one.
    Random(XorShift),
}

fn referee(case: &str, spawn: &Spawn) -> Result<String, Fail> {
    let (mut games, mut runs) = (0, 0);
    for (i, line) in case.lines().enumerate() {
        let w: Vec<&str> = line.split_whitespace().collect();
        if w.is_empty() {
            continue;
        }
        let bad = || {
            Fail::Judge(format!(
                "line {}: want `N L R [all | seed S]`: {:?}",
                i + 1,
                line
            ))
        };
        let num = |k: usize| {
            w.get(k)
                .and_then(|t| t.parse::<usize>().ok())
                .ok_or_else(bad)
        };
        let (n, l, r) = (num(0)?, num(1)?, num(2)?);
        if !(1 <= l && l <= r && r <= n && n <= 2000) {
            return Err(Fail::Judge(format!(
                "line {}: not 1 <= L <= R <= N <= 2000",
                i + 1
            )));
        }
        games += 1;
        match w.get(3).copied() {
            Some("all") => {
                // Depth first over the judge's choices: the next run takes the next choice at
                // the deepest judge move that has one left.
                let mut path: Vec<(usize, usize)> = Vec::new();
                loop {
                    path =
                        play(spawn, (n, l, r), Mode::All(&path)).map_err(|f| in_game(f, line))?;
                    runs += 1;
                    while matches!(path.last(), Some(&(c, count)) if c + 1 == count) {
                        path.pop();
                    }
                    match path.last_mut() {
                        Some(last) => last.0 += 1,
                        None => break,
                    }
                }
            }
            Some("seed") | None => {
                let seed = match w.get(3) {
                    Some(_) => num(4)? as u64,
                    None => (i * 8_000_000_000 + n * 4_000_000 + l * 2_000 + r) as u64,
                };
                let mode = Mode::Random(XorShift::new(seed));
                play(spawn, (n, l, r), mode).map_err(|f| in_game(f, line))?;
                runs += 1;
            }
            Some(_) => return Err(bad()),
        }
    }
    if games == 0 {
        return Err(Fail::Judge("no game in the case file".into()));
    }
    Ok(format!(
        "{} games won, {} runs of the solution",
        games, runs
    ))
}

/// The failure with the game's case line in front.
fn in_game(f: Fail, line: &str) -> Fail {
    match f {
        Fail::Solution(why) => Fail::Solution(format!("game `{}`: {}", line.trim(), why)),
        Fail::Judge(why) => Fail::Judge(format!("game `{}`: {}", line.trim(), why)),
    }
}

/// One game against a fresh run of the solution; returns the judge's choices (index, number of
/// legal moves) in order.
fn play(
    spawn: &Spawn,
    (n, l, r): (usize, usize, usize),
    mut mode: Mode,
) -> Result<Vec<(usize, usize)>, Fail> {
    let mut sol = spawn.start()?;
    sol.send(&format!("{} {} {}", n, l, r))?;
    let side = sol.token()?;
    let mut solution_moves = match side.as_str() {
        "First" => true,
        "Second" => false,
        _ => return Err(Fail::Solution(format!("{:?}, not First or Second", side))),
    };
    let mut cells = vec![(0, n)];
    let mut table: Option<Vec<u32>> = None;
    let mut trail = Vec::new();
    for turn in 1.. {
        let count = count_moves(&cells, l, r);
        if solution_moves {
            let (x, y) = (sol.int()?, sol.int()?);
            let fits = |v: i64, lo: usize, hi: usize| lo as i64 <= v && v <= hi as i64;
            let legal = fits(x, 1, n)
                && fits(y, l, r)
                && sum_strategy::remove_cells(&mut cells, x as usize - 1, y as usize);
            if !legal {
                let _ = sol.send("-1 -1");
                let why = match (x, y, count) {
                    (0, 0, 0) => "it had no move: it lost".to_string(),
                    (0, 0, _) => format!("passed (0 0) with {} legal moves", count),
                    _ => format!("illegal move {} {}", x, y),
                };
                let at = format!("move {} ({}): {}", turn, side, why);
                return Err(Fail::Solution(at));
            }
        } else if count == 0 {
            let _ = sol.send("0 0");
            sol.finish()?;
            return Ok(trail);
        } else {
            let (start, len) = match &mut mode {
                Mode::All(path) => {
                    // A replay must meet the same number of replies where the path went.
                    let (c, before) = path.get(trail.len()).map_or((0, count), |&p| p);
                    if before != count {
                        let why = "the solution played otherwise on a replay";
                        return Err(Fail::Judge(why.into()));
                    }
                    trail.push((c, count));
                    nth_move(&cells, l, r, c)
                }
                Mode::Random(rng) => {
                    let set: Vec<usize> = (l..=r).collect();
                    let g = table.get_or_insert_with(|| octal::row_removal_grundy(&set, n));
                    let random = rng.below(count as u64) as usize;
                    let best = sum_strategy::cells_winning_move(g, &set, &cells);
                    best.unwrap_or_else(|| nth_move(&cells, l, r, random))
                }
            };
            sum_strategy::remove_cells(&mut cells, start, len);
            sol.send(&format!("{} {}", start + 1, len))?;
        }
        solution_moves = !solution_moves;
    }
    unreachable!()
}

/// The number of legal moves: per run of `m` cells, `m - k + 1` for each length `k`.
fn count_moves(cells: &[(usize, usize)], l: usize, r: usize) -> usize {
    cells
        .iter()
        .map(|&(_, m)| (l..=r.min(m)).map(|k| m - k + 1).sum::<usize>())
        .sum()
}

/// The `i`-th legal move `(first cell, length)`: by run, then length, then start.
fn nth_move(cells: &[(usize, usize)], l: usize, r: usize, mut i: usize) -> (usize, usize) {
    for &(a, m) in cells {
        for k in l..=r.min(m) {
            if i <= m - k {
                return (a + i, k);
            }
            i -= m - k + 1;
        }
    }
    panic!("nth_move: index beyond the legal moves")
}
