//! Max-size input of luogu-p6560 (`gen-max luogu-p6560 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let (n, m, q) = (100_000usize, 500_000usize, 500);
    // The hardest shape found for `graph_rounds`: a cycle of n - 3 vertices with moves
    // v -> v + 2, v + 1 (listed in that order) and v -> hub, the hub moving to a sink (won in
    // every round), and a side vertex z on a 2-cycle with the cycle (5 -> z -> 0). Every round
    // labels the whole cycle from its target backwards. The first round of every 64 aims at z
    // and labels next to nothing, so the first sweep order is useless; the rounds start just
    // after their target (the label arrives last). The padding repeats moves v -> v + 2.
    let (ring, hub, sink, z) = (n - 3, n - 3, n - 2, n - 1);
    let mut label: Vec<usize> = (1..=n).collect();
    rng.shuffle(&mut label);
    writeln!(w, "{} {} {}", n, m, q)?;
    for v in 0..ring {
        for to in [(v + 2) % ring, (v + 1) % ring, hub] {
            writeln!(w, "{} {}", label[v], label[to])?;
        }
    }
    for (a, b) in [(hub, sink), (z, 0), (5, z)] {
        writeln!(w, "{} {}", label[a], label[b])?;
    }
    for _ in 3 * ring + 3..m {
        let v = rng.index(ring);
        writeln!(w, "{} {}", label[v], label[(v + 2) % ring])?;
    }
    for r in 0..q {
        let y = if r % 64 == 0 { z } else { rng.index(ring) };
        let x = if y == z { 0 } else { (y + 1) % ring };
        writeln!(w, "{} {}", label[x], label[y])?;
    }
    Ok(
        "n=1e5, m=5e5, q=500 (max): a cycle whose vertices all move to a won hub, labelled \
        anew in every round, a side 2-cycle aimed at by every 64th round"
            .into(),
    )
}
