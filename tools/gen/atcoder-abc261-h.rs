//! Max-size input of atcoder-abc261-h (`gen-max atcoder-abc261-h FILE`).
use super::*;
use std::collections::HashSet;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let (n, m) = (200_000usize, 200_000usize);
    let mut edges: Vec<(usize, usize, u64)> = Vec::with_capacity(m);
    // The start's part: an odd cycle 0 -> 1 -> ... -> l - 1 -> 0 of weights 10^9 with an exit
    // l - 2 -> l. Aoki passes the exit, Takahashi takes it a lap later: 2l - 1 moves, so the
    // answer is (2l - 1) * 10^9 (about 8 * 10^13).
    let l = 40_001;
    for v in 0..l {
        edges.push((v, (v + 1) % l, 1_000_000_000));
    }
    edges.push((l - 2, l, 1_000_000_000));
    let mut next = l + 1;
    // A chain of 90000 vertices with weights near 10^9 and 15000 forward shortcuts (a
    // relaxation loop needs a round per vertex; totals need 64 bits). It ends in a sink.
    let chain = next;
    let k = 90_000;
    for i in 0..k - 1 {
        edges.push((chain + i, chain + i + 1, rng.high(0, 1_000_000_000)));
    }
    let mut shortcuts = HashSet::new();
    while shortcuts.len() < 15_000 {
        let i = rng.index(k - 60);
        shortcuts.insert((chain + i, chain + i + 2 + rng.index(50)));
    }
    let mut shortcuts: Vec<_> = shortcuts.into_iter().collect();
    shortcuts.sort_unstable(); // HashSet order is not deterministic
    for (a, b) in shortcuts {
        edges.push((a, b, rng.high(0, 1_000_000_000)));
    }
    next += k;
    // A hub with 20000 out-edges; 5000 of its leaves move back to it (2-cycles), the rest are sinks.
    let hub = next;
    for j in 1..=20_000 {
        edges.push((hub, hub + j, rng.high(0, 1_000_000_000)));
        if j <= 5_000 {
            edges.push((hub + j, hub, rng.high(0, 1_000_000_000)));
        }
    }
    next += 20_001;
    // An even cycle of 24000 vertices whose 5999 exits to one sink all leave on the same
    // player's turn (from the odd positions).
    let (cyc, e) = (next, 24_000);
    for i in 0..e {
        edges.push((cyc + i, cyc + (i + 1) % e, rng.high(0, 1_000_000_000)));
    }
    for i in 0..5_999 {
        edges.push((cyc + 2 * i + 1, cyc + e, rng.high(0, 1_000_000_000)));
    }
    assert_eq!(edges.len(), m);
    assert!(cyc + e < n); // the remaining vertices are isolated (sinks)
    let mut label: Vec<usize> = (1..=n).collect();
    rng.shuffle(&mut label);
    rng.shuffle(&mut edges);
    writeln!(w, "{} {} {}", n, m, label[0])?;
    for (a, b, c) in edges {
        writeln!(w, "{} {} {}", label[a], label[b], c)?;
    }
    Ok(format!(
        "N=M=2e5 (max): an odd 40001-cycle with one exit taken a lap later (answer {}), a \
        90000-chain of weights ~1e9 with shortcuts, a hub with 20000 out-edges, an even cycle \
        with exits on one player's turns; shuffled labels",
        (2 * l as u64 - 1) * 1_000_000_000
    ))
}
