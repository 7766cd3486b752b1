//! Max-size input of luogu-p6560 (`gen-max luogu-p6560 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let (n, m, q) = (100_000u64, 500_000u64, 500);
    writeln!(w, "{} {} {}", n, m, q)?;
    // Worst case for one retrograde analysis per round: a path 1 -> ... -> n/2 whose head is
    // decided only after the other half, a random DAG of forward edges that gets labelled in
    // every round; the rounds start near the head and aim near the end of the path.
    let half = n / 2;
    for v in 1..half {
        writeln!(w, "{} {}", v, v + 1)?;
    }
    for _ in half - 1..m {
        let a = rng.range(half + 1, n - 1);
        writeln!(w, "{} {}", a, rng.range(a + 1, n))?;
    }
    for _ in 0..q {
        writeln!(w, "{} {}", rng.range(1, 100), rng.range(half - 100, half))?;
    }
    Ok(
        "n=1e5, m=5e5, q=500 (max): a path decided after a random DAG of 4.5e5 edges, every round"
            .into(),
    )
}
