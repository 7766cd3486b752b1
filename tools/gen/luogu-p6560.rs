//! Max-size input of luogu-p6560 (`gen-max luogu-p6560 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let (n, m, q) = (100_000usize, 500_000usize, 500);
    // The hardest shape found for `graph_rounds`: a cycle of n - 2 vertices with moves
    // v -> v + 2, v + 1 (listed in that order) and v -> hub, the hub moving to a sink (so it is
    // won in every round). Every round labels the whole cycle from its target backwards, and the
    // cycle's vertices all sit one step from the hub, so the sweep order cannot follow the cycle:
    // the component falls back to one retrograde analysis per round. The rounds start just after
    // their target (the label arrives last). The padding repeats moves v -> v + 2.
    let (ring, hub, sink) = (n - 2, n - 2, n - 1);
    let mut label: Vec<usize> = (1..=n).collect();
    rng.shuffle(&mut label);
    writeln!(w, "{} {} {}", n, m, q)?;
    for v in 0..ring {
        for to in [(v + 2) % ring, (v + 1) % ring, hub] {
            writeln!(w, "{} {}", label[v], label[to])?;
        }
    }
    writeln!(w, "{} {}", label[hub], label[sink])?;
    for _ in 3 * ring + 1..m {
        let v = rng.index(ring);
        writeln!(w, "{} {}", label[v], label[(v + 2) % ring])?;
    }
    for _ in 0..q {
        let y = rng.index(ring);
        writeln!(w, "{} {}", label[(y + 1) % ring], label[y])?;
    }
    Ok(
        "n=1e5, m=5e5, q=500 (max): a cycle whose vertices all move to a won hub, labelled \
        anew in every round (the per-round route)"
            .into(),
    )
}
