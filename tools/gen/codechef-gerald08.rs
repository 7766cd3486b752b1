//! Max-size input of codechef-gerald08 (`gen-max codechef-gerald08 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    // One case, N = 10^5: the root carries a path A of 49999 edges (mostly alternating colours,
    // so its value has about 5 * 10^4 fraction bits) and A's colour-swapped copy with one more
    // edge at its deepest vertex: the value is about 2^-50000, its sign decided by the last bit.
    let half = 49_999;
    let colour: Vec<u8> = (0..half)
        .map(|i| {
            let c = (i % 2) as u8;
            if rng.range(0, 9) == 0 {
                1 - c
            } else {
                c
            }
        })
        .collect();
    let n = 2 * half + 2;
    // Vertices 0..n (0 the root); A = 1..=half, the copy = half + 1..=2 half, the extra = n - 1.
    let mut edges: Vec<(usize, usize, u8)> = Vec::with_capacity(n - 1);
    for (i, &c) in colour.iter().enumerate() {
        let up = |base: usize| if i == 0 { 0 } else { base + i - 1 };
        edges.push((up(1), 1 + i, c));
        edges.push((up(half + 1), half + 1 + i, 1 - c));
    }
    edges.push((2 * half, n - 1, 0));
    // Labels 1..=n with the root at 1, the others shuffled; random orientation and order.
    let mut label: Vec<usize> = (1..=n).collect();
    rng.shuffle(&mut label[1..]);
    rng.shuffle(&mut edges);
    writeln!(w, "1\n{}", n)?;
    for (a, b, c) in edges {
        let (a, b) = if rng.range(0, 1) == 0 { (a, b) } else { (b, a) };
        writeln!(w, "{} {} {}", label[a], label[b], c)?;
    }
    Ok("T=1, N=1e5: a near-mirror pair of 5e4-edge paths (mostly alternating colours) and one extra black edge at the deepest vertex (value about 2^-50000)".into())
}
