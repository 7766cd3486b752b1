//! Max-size input of {{SLUG}} (`gen-max {{SLUG}} FILE`). The problem is interactive: the input
//! is what the solution reads, the game and then the judge's replies, recorded against the
//! solution's own strategy (replayed here) with random legal judge moves, so the binary reads it
//! as it would read a judge.
use super::*;
use cgt::nim;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    // STUB written by scripts/new.sh --interactive for the template (Nim against the judge: `n`
    // and the heaps, replies `i k`, `0 0` at the end): replace it by the problem's largest game
    // and its protocol, replaying the solution's strategy, and say what it is in the
    // description. scripts/bench.sh flags a STUB description.
    let n = 1000;
    let mut heaps: Vec<u64> = (0..n).map(|_| rng.high(1, 1_000_000_000)).collect();
    writeln!(w, "{}", n)?;
    line(w, &heaps)?;
    let (mut ours, mut replies) = (nim::first_player_wins(&heaps), 0);
    loop {
        if ours {
            let (i, to) = nim::winning_moves(&heaps)[0];
            heaps[i] = to;
        }
        let left: Vec<usize> = (0..n).filter(|&i| heaps[i] > 0).collect();
        if left.is_empty() {
            writeln!(w, "0 0")?;
            break;
        }
        let i = left[rng.index(left.len())];
        let k = rng.range(1, heaps[i]);
        heaps[i] -= k;
        writeln!(w, "{} {}", i + 1, k)?;
        replies += 1;
        ours = true;
    }
    Ok(format!(
        "STUB: n=1000 heaps <= 1e9 (the template's Nim), {} random judge replies, then 0 0",
        replies
    ))
}
