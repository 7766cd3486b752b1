//! Max-size input of cf-1970c3 (`gen-max cf-1970c3 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    // n = t = 2e5; a broom: a handle of 1e5 nodes (a recursive DFS needs 1e5 frames) ending in a
    // star of 1e5 leaves (one node of degree 1e5); every node a start once, shuffled.
    let n = 200_000;
    writeln!(w, "{} {}", n, n)?;
    for (a, b) in tree_edges(n, Shape::Broom, 1, rng) {
        writeln!(w, "{} {}", a, b)?;
    }
    let mut starts: Vec<usize> = (1..=n).collect();
    rng.shuffle(&mut starts);
    line(w, &starts)?;
    Ok(
        "n=t=2e5 (max), a broom (handle 1e5, star of 1e5) with shuffled labels, every node a start"
            .into(),
    )
}
