//! Judge of atcoder-abc398-e ([AtCoder ABC398 E Tree Game](https://atcoder.jp/contests/abc398/tasks/abc398_e),
//! interactive): a tree on `1..=N`; players in turn add an edge `i < j` keeping the graph simple
//! with no odd cycle. Usage and verdicts: `scripts/judges/runner.rs`.
//!
//! Case file: one game per line, `N U1 V1 ... U(N-1) V(N-1)` (the tree the solution reads), then
//! optionally `all` or `seed S`. Per game the judge starts the solution, sends the tree, reads
//! `First` or `Second` and plays Takahashi: it checks every move `i j` of the solution (`i < j`,
//! not an edge, no odd cycle: the ends differ in the tree's 2-colouring, which every added edge
//! keeps) and answers `-1 -1` to a wrong one (a loss), and `-1 -1` when it has no move itself
//! (the solution won). Its own moves: a random legal one (seeded), or with `all` every legal one
//! in turn, depth first, one run of the solution per sequence of its moves (small N only).
mod runner;

use cgt::rng::XorShift;
use runner::{Fail, Spawn};

fn main() {
    runner::main(referee);
}

/// How the judge picks its moves: the choices of a previous run, then the first; or at random.
enum Mode<'a> {
    All(&'a [(usize, usize)]),
    Random(XorShift),
}

fn referee(case: &str, spawn: &Spawn) -> Result<String, Fail> {
    let (mut games, mut runs) = (0, 0);
    for (k, line) in case.lines().enumerate() {
        let w: Vec<&str> = line.split_whitespace().collect();
        if w.is_empty() {
            continue;
        }
        let bad = |why: &str| Fail::Judge(format!("line {}: {}: {:?}", k + 1, why, line));
        let num = |i: usize| w.get(i).and_then(|t| t.parse::<usize>().ok());
        let n = num(0)
            .filter(|n| (2..=100).contains(n))
            .ok_or_else(|| bad("want N in 2..=100"))?;
        let mut edges = Vec::new();
        for e in 0..n - 1 {
            match (num(1 + 2 * e), num(2 + 2 * e)) {
                (Some(u), Some(v)) if 1 <= u && u < v && v <= n => edges.push((u - 1, v - 1)),
                _ => return Err(bad("want N - 1 edges U < V in 1..=N")),
            }
        }
        let colour = two_colouring(n, &edges).ok_or_else(|| bad("the edges are not a tree"))?;
        let tail = &w[2 * n - 1..];
        games += 1;
        let at = |f: Fail| in_game(f, k + 1);
        match tail {
            ["all"] => {
                let mut path: Vec<(usize, usize)> = Vec::new();
                loop {
                    path = play(spawn, n, &edges, &colour, Mode::All(&path)).map_err(at)?;
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
            [] | ["seed", _] => {
                let seed = tail
                    .get(1)
                    .and_then(|t| t.parse().ok())
                    .unwrap_or(k as u64 + 1);
                play(spawn, n, &edges, &colour, Mode::Random(XorShift::new(seed))).map_err(at)?;
                runs += 1;
            }
            _ => return Err(bad("after the edges, want nothing, `all` or `seed S`")),
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

fn in_game(f: Fail, line: usize) -> Fail {
    match f {
        Fail::Solution(why) => Fail::Solution(format!("game of line {}: {}", line, why)),
        Fail::Judge(why) => Fail::Judge(format!("game of line {}: {}", line, why)),
    }
}

/// The 2-colouring of a tree by a walk from vertex 0; `None` if the edges do not connect it.
fn two_colouring(n: usize, edges: &[(usize, usize)]) -> Option<Vec<bool>> {
    let mut adj = vec![Vec::new(); n];
    for &(u, v) in edges {
        adj[u].push(v);
        adj[v].push(u);
    }
    let (mut colour, mut stack) = (vec![None; n], vec![0]);
    colour[0] = Some(false);
    while let Some(v) = stack.pop() {
        for &u in &adj[v] {
            if colour[u].is_none() {
                colour[u] = colour[v].map(|c| !c);
                stack.push(u);
            }
        }
    }
    colour.into_iter().collect()
}

/// One game against a fresh run of the solution; returns the judge's choices (index, number of
/// legal moves) in order.
fn play(
    spawn: &Spawn,
    n: usize,
    edges: &[(usize, usize)],
    colour: &[bool],
    mut mode: Mode,
) -> Result<Vec<(usize, usize)>, Fail> {
    let mut sol = spawn.start()?;
    let mut input = n.to_string();
    for &(u, v) in edges {
        input += &format!("\n{} {}", u + 1, v + 1);
    }
    sol.send(&input)?;
    let side = sol.token()?;
    let mut solution_moves = match side.as_str() {
        "First" => true,
        "Second" => false,
        _ => return Err(Fail::Solution(format!("{:?}, not First or Second", side))),
    };
    let mut joined = vec![false; n * n];
    for &(u, v) in edges {
        joined[u * n + v] = true;
    }
    let mut trail = Vec::new();
    for turn in 1.. {
        let legal: Vec<(usize, usize)> = (0..n)
            .flat_map(|i| (i + 1..n).map(move |j| (i, j)))
            .filter(|&(i, j)| colour[i] != colour[j] && !joined[i * n + j])
            .collect();
        if solution_moves {
            let (i, j) = (sol.int()?, sol.int()?);
            let ok = 1 <= i && i < j && j <= n as i64;
            let (a, b) = (i.max(1) as usize - 1, j.max(1) as usize - 1);
            if !ok || !legal.contains(&(a, b)) {
                let _ = sol.send("-1 -1");
                let why = if legal.is_empty() {
                    " (it had no move)"
                } else {
                    ""
                };
                let at = format!("move {} ({}): illegal {} {}{}", turn, side, i, j, why);
                return Err(Fail::Solution(at));
            }
            joined[a * n + b] = true;
        } else if legal.is_empty() {
            let _ = sol.send("-1 -1");
            sol.finish()?;
            return Ok(trail);
        } else {
            let c = match &mut mode {
                Mode::All(path) => {
                    // A replay must meet the same number of replies where the path went.
                    let (c, before) = path.get(trail.len()).map_or((0, legal.len()), |&p| p);
                    if before != legal.len() {
                        return Err(Fail::Judge(
                            "the solution played otherwise on a replay".into(),
                        ));
                    }
                    trail.push((c, legal.len()));
                    c
                }
                Mode::Random(rng) => rng.below(legal.len() as u64) as usize,
            };
            let (a, b) = legal[c];
            joined[a * n + b] = true;
            sol.send(&format!("{} {}", a + 1, b + 1))?;
        }
        solution_moves = !solution_moves;
    }
    unreachable!()
}
