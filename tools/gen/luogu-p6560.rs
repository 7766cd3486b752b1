//! Max-size input of luogu-p6560 (`gen-max luogu-p6560 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let (n, m, q) = (100_000usize, 500_000usize, 500);
    // The hardest shape found for `graph_rounds`: a deep DAG (every vertex a moves to one of the
    // next 50, plus random forward moves) ending in a path, decided anew in every round; every
    // third vertex also moves to the sink (so it is won whatever the round) and back to random
    // earlier vertices, which folds almost everything into one component with cycles.
    let base = n - 100;
    let mut edges = Vec::with_capacity(m);
    edges.extend((base..n - 1).map(|v| (v, v + 1)));
    for a in 0..base {
        edges.push((
            a,
            rng.range(a as u64 + 1, (a + 50).min(base) as u64) as usize,
        ));
        if a % 3 == 0 {
            edges.push((a, n - 1));
        }
    }
    while edges.len() < m - 50_000 {
        let a = rng.index(base);
        edges.push((a, rng.range(a as u64 + 1, base as u64) as usize));
    }
    while edges.len() < m {
        let a = 3 * rng.index(base / 3);
        edges.push((a, rng.range(0, a as u64) as usize));
    }
    // Random labels and edge order: no help from the input's order.
    let mut label: Vec<usize> = (1..=n).collect();
    rng.shuffle(&mut label);
    rng.shuffle(&mut edges);
    writeln!(w, "{} {} {}", n, m, q)?;
    for (a, b) in edges {
        writeln!(w, "{} {}", label[a], label[b])?;
    }
    for _ in 0..q {
        let x = rng.index(n);
        let y = (x + 1 + rng.index(n - 1)) % n;
        writeln!(w, "{} {}", label[x], label[y])?;
    }
    Ok(
        "n=1e5, m=5e5, q=500 (max): a deep DAG decided in every round, folded into one \
        component with cycles by 5e4 back moves from always-won vertices"
            .into(),
    )
}
