//! Max-size input of cf-2013f1 (`gen-max cf-2013f1 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    // The sum of n is at most 2·10^5: two trees of 10^5, vertex 1 at the root (label 1), Bob at
    // the far end of the path and at the broom's head, so the walk covers the longest path.
    let n = 100_000;
    writeln!(w, "2")?;
    for (shape, far) in [(Shape::Path, n - 1), (Shape::Broom, n / 2)] {
        let p = parents(n, shape, rng);
        let mut label: Vec<usize> = (1..=n).collect();
        rng.shuffle(&mut label[1..]);
        writeln!(w, "{}", n)?;
        for i in 1..n {
            writeln!(w, "{} {}", label[i], label[p[i]])?;
        }
        writeln!(w, "{} {}", label[far], label[far])?;
    }
    Ok(
        "t=2, n=1e5 each (sum 2e5, max): a path from vertex 1 to u, a broom from 1 to its head"
            .into(),
    )
}
