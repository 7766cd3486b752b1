//! Max-size input of atcoder-agc017-d (`gen-max atcoder-agc017-d FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let n = 100_000;
    writeln!(w, "{}", n)?;
    // A path: deepest tree, a recursive DFS would need 1e5 frames.
    for (a, b) in tree_edges(n, Shape::Path, 1, rng) {
        writeln!(w, "{} {}", a, b)?;
    }
    Ok("N=1e5 (max), a path rooted at 1 with shuffled labels and edges".into())
}
