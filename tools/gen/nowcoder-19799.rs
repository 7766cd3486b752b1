//! Max-size input of nowcoder-19799 (`gen-max nowcoder-19799 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let n = 1000;
    writeln!(w, "{}", n)?;
    let colours: Vec<u64> = (0..n).map(|_| rng.range(0, 1)).collect();
    line(w, &colours)?;
    for (a, b) in tree_edges(n, Shape::Path, 1, rng) {
        writeln!(w, "{} {}", a, b)?;
    }
    Ok("n=1000 (max), path rooted at 1".into())
}
