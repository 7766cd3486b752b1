//! Max-size input of cf-1498f (`gen-max cf-1498f FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let (n, k) = (100_000, 20);
    writeln!(w, "{} {}", n, k)?;
    // A path: the deepest tree (a recursive DFS would need 1e5 frames), 2k residues a vertex.
    for (a, b) in tree_edges(n, Shape::Path, 1, rng) {
        writeln!(w, "{} {}", a, b)?;
    }
    let a: Vec<u64> = (0..n).map(|_| rng.high(0, 1_000_000_000)).collect();
    line(w, &a)?;
    Ok("n=1e5, k=20 (max), a path with shuffled labels, presents <= 1e9".into())
}
