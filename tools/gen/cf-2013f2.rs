//! Max-size input of cf-2013f2 (`gen-max cf-2013f2 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    // The sum of n is at most 2·10^5, so one tree of 2·10^5 vertices: the path u..v through
    // every vertex but 1 (2·10^5 - 1 starts, the most output and the longest walks), vertex 1
    // hanging off a third of the way along. (A broom of 2·10^5 is as fast: PERFORMANCE.md, trees.)
    let n = 200_000;
    // Path positions 0..n - 1 get the labels 2..=n shuffled.
    let mut label: Vec<usize> = (2..=n).collect();
    rng.shuffle(&mut label);
    let mut edges: Vec<(usize, usize)> = (1..n - 1).map(|i| (label[i - 1], label[i])).collect();
    edges.push((1, label[n / 3]));
    rng.shuffle(&mut edges);
    writeln!(w, "1\n{}", n)?;
    for (a, b) in edges {
        writeln!(w, "{} {}", a, b)?;
    }
    writeln!(w, "{} {}", label[0], label[n - 2])?;
    Ok(
        "t=1, n=2e5 (max): u..v a path through 2e5 - 1 vertices, vertex 1 hanging off a third"
            .into(),
    )
}
