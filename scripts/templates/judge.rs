//! Judge of {{SLUG}} ([{{JUDGE}} {{ID}} {{TITLE}}]({{URL}}), interactive). Usage and verdicts:
//! `scripts/judges/runner.rs`.
//!
//! TODO: the game in a line. (Template: the judge of the template solution, Nim. Case file: `n`
//! and `n` heap sizes, which the solution reads; one game. The judge reads `First` or `Second`,
//! then checks every move `i k` of the solution and answers `-1 -1` to an illegal one, `0 0`
//! when it has no move itself; its own moves: a winning move when it has one, else a random
//! legal one. Replace the protocol and the play by the problem's.)
mod runner;

use cgt::nim;
use cgt::rng::XorShift;
use runner::{Fail, Spawn};

fn main() {
    runner::main(referee);
}

fn referee(case: &str, spawn: &Spawn) -> Result<String, Fail> {
    let nums: Vec<u64> = case
        .split_whitespace()
        .map(|t| t.parse().unwrap_or(u64::MAX))
        .collect();
    let bad = || Fail::Judge("want `n` and `n` heap sizes".into());
    let n = *nums.first().ok_or_else(bad)? as usize;
    if nums.len() != n + 1 || nums.contains(&u64::MAX) {
        return Err(bad());
    }
    let mut heaps = nums[1..].to_vec();
    let mut rng = XorShift::new(nums.iter().fold(0, |a: u64, &b| a.wrapping_add(b)));
    let mut sol = spawn.start()?;
    sol.send(case.trim_end())?;
    let side = sol.token()?;
    let mut solution_moves = match side.as_str() {
        "First" => true,
        "Second" => false,
        _ => {
            let why = format!("{:?} instead of First or Second", side);
            return Err(Fail::Solution(why));
        }
    };
    loop {
        if solution_moves {
            let (i, k) = (sol.int()?, sol.int()?);
            if i < 1 || i > n as i64 || k < 1 || k as u64 > heaps[i as usize - 1] {
                let _ = sol.send("-1 -1");
                return Err(Fail::Solution(format!("illegal move {} {}", i, k)));
            }
            heaps[i as usize - 1] -= k as u64;
        } else if heaps.iter().all(|&h| h == 0) {
            let _ = sol.send("0 0");
            sol.finish()?;
            return Ok(format!("the solution won as {}", side));
        } else {
            let (i, to) = match nim::winning_moves(&heaps).first() {
                Some(&m) => m,
                None => {
                    let nonempty: Vec<usize> = (0..n).filter(|&i| heaps[i] > 0).collect();
                    let i = nonempty[rng.below(nonempty.len() as u64) as usize];
                    (i, rng.below(heaps[i]))
                }
            };
            sol.send(&format!("{} {}", i + 1, heaps[i] - to))?;
            heaps[i] = to;
        }
        solution_moves = !solution_moves;
    }
}
