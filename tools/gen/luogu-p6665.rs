//! Max-size input of luogu-p6665 (`gen-max luogu-p6665 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    // Sum n = 2e5 in two trees of 1e5 (the most the bounds allow): a caterpillar (a spine with a
    // leaf on each vertex: deep, and every set is XORed by a nonzero tag) and a path (the deepest
    // tree, the largest option sets). Each tree is rooted at its least label, 1.
    let n = 100_000;
    writeln!(w, "2")?;
    for shape in [Shape::Caterpillar, Shape::Path] {
        writeln!(w, "{} {}", n, n - 1)?;
        for (a, b) in tree_edges(n, shape, 1, rng) {
            writeln!(w, "{} {}", a, b)?;
        }
    }
    Ok("T=2, n=1e5 twice (sum 2e5): a caterpillar and a path, shuffled labels and edges".into())
}
