//! Judge of {{SLUG}} ([{{JUDGE}} {{ID}} {{TITLE}}]({{URL}}), interactive). Usage and verdicts:
//! `scripts/judges/runner.rs`.
//!
//! TODO: the game in a line. (Template: the judge of the template solution, Nim. Case file: `n`
//! and `n` heap sizes, which the solution reads, then optionally the word `all`; one game. The
//! judge reads `First` or `Second`, then checks every move `i k` of the solution and answers
//! `-1 -1` to an illegal one, `0 0` when it has no move itself. Its own moves: a winning move when
//! it has one, else a random legal one; with `all`, every legal reply in turn (try every reply):
//! the solution is run once per sequence of the judge's replies, so it must win against every
//! play of the judge (small heaps only: a line on stderr every 500 plays), and play the same way
//! against the same replies (a random one: a fixed seed). A fault names the play and the judge's
//! replies that led to it.
//! Replace the protocol and the play by the problem's.)
mod runner;

use cgt::nim;
use cgt::rng::XorShift;
use runner::{Fail, Spawn};

fn main() {
    runner::main(referee);
}

/// The judge's replies: the best one (else random), or the `path[k].0`-th legal one at its `k`-th
/// reply (the first legal one past the path's end).
enum Mode<'a> {
    Best(XorShift),
    Every(&'a [(u64, u64)]),
}

fn referee(case: &str, spawn: &Spawn) -> Result<String, Fail> {
    let mut words: Vec<&str> = case.split_whitespace().collect();
    let every = words.last() == Some(&"all");
    if every {
        words.pop();
    }
    let nums: Vec<u64> = words
        .iter()
        .map(|t| t.parse().unwrap_or(u64::MAX))
        .collect();
    let bad = || Fail::Judge("want `n`, `n` heap sizes, then optionally `all`".into());
    let n = *nums.first().ok_or_else(bad)? as usize;
    if nums.len() != n + 1 || nums.contains(&u64::MAX) {
        return Err(bad());
    }
    let heaps = &nums[1..];
    if !every {
        let seed = nums.iter().fold(0, |a: u64, &b| a.wrapping_add(b));
        let side = play(
            spawn,
            heaps,
            Mode::Best(XorShift::new(seed)),
            &mut Vec::new(),
        )?;
        return Ok(format!("the solution won as {}", side));
    }
    // Depth first over the judge's replies: each run takes the next reply at the deepest of its
    // replies that has one left (`trail`: the index taken and the number of legal replies).
    let (mut path, mut runs) = (Vec::new(), 0);
    loop {
        let mut trail = Vec::new();
        play(spawn, heaps, Mode::Every(&path), &mut trail).map_err(|e| at_play(e, runs, &trail))?;
        runs += 1;
        if runs % 500 == 0 {
            eprintln!("judge: {} plays won so far", runs);
        }
        while matches!(trail.last(), Some(&(c, count)) if c + 1 == count) {
            trail.pop();
        }
        match trail.last_mut() {
            Some(last) => last.0 += 1,
            None => return Ok(format!("the solution won all {} plays of the judge", runs)),
        }
        path = trail;
    }
}

/// A fault of the play after `runs` others, with the judge's replies that led to it.
fn at_play(e: Fail, runs: usize, trail: &[(u64, u64)]) -> Fail {
    let replies: Vec<String> = trail.iter().map(|t| t.0.to_string()).collect();
    let at = format!(
        "play {} (the judge's replies, by index: [{}])",
        runs + 1,
        replies.join(", ")
    );
    match e {
        Fail::Solution(why) => Fail::Solution(format!("{}: {}", at, why)),
        Fail::Judge(why) => Fail::Judge(format!("{}: {}", at, why)),
    }
}

/// One game against a fresh run of the solution; returns the side it chose. `trail` receives the
/// judge's replies (index, number of legal replies).
fn play(
    spawn: &Spawn,
    heaps: &[u64],
    mut mode: Mode,
    trail: &mut Vec<(u64, u64)>,
) -> Result<String, Fail> {
    let (n, mut heaps) = (heaps.len(), heaps.to_vec());
    let mut sol = spawn.start()?;
    let sizes: Vec<String> = heaps.iter().map(|h| h.to_string()).collect();
    sol.send(&format!("{}\n{}", n, sizes.join(" ")))?;
    let side = sol.token()?;
    let mut solution_moves = match side.as_str() {
        "First" => true,
        "Second" => false,
        _ => {
            let why = format!("{:?} instead of First or Second", side);
            return Err(Fail::Solution(why));
        }
    };
    for turn in 1.. {
        if solution_moves {
            let (i, k) = (sol.int()?, sol.int()?);
            if i < 1 || i > n as i64 || k < 1 || k as u64 > heaps[i as usize - 1] {
                let _ = sol.send("-1 -1");
                let why = format!("move {} ({}): illegal move {} {}", turn, side, i, k);
                return Err(Fail::Solution(why));
            }
            heaps[i as usize - 1] -= k as u64;
        } else if heaps.iter().all(|&h| h == 0) {
            let _ = sol.send("0 0");
            sol.finish()?;
            return Ok(side);
        } else {
            // A reply: heap `i` goes down to `to`.
            let (i, to) = match &mut mode {
                Mode::Every(path) => {
                    let count: u64 = heaps.iter().sum();
                    let (c, before) = path.get(trail.len()).map_or((0, count), |&p| p);
                    if before != count {
                        let why = "the solution played otherwise on a replay: try every reply \
                                   needs the same moves against the same replies";
                        return Err(Fail::Judge(why.into()));
                    }
                    trail.push((c, count));
                    nth_reply(&heaps, c)
                }
                Mode::Best(rng) => match nim::winning_moves(&heaps).first() {
                    Some(&m) => m,
                    None => nth_reply(&heaps, rng.below(heaps.iter().sum())),
                },
            };
            sol.send(&format!("{} {}", i + 1, heaps[i] - to))?;
            heaps[i] = to;
        }
        solution_moves = !solution_moves;
    }
    unreachable!()
}

/// The `c`-th legal reply `(heap, size left)`: by heap, then by the number taken (`c` below the
/// total of the heaps).
fn nth_reply(heaps: &[u64], mut c: u64) -> (usize, u64) {
    for (i, &h) in heaps.iter().enumerate() {
        if c < h {
            return (i, h - 1 - c);
        }
        c -= h;
    }
    panic!("nth_reply: index beyond the legal replies")
}
