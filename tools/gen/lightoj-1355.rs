//! Max-size input of lightoj-1355 (`gen-max lightoj-1355 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    writeln!(w, "500")?;
    for c in 0..500 {
        let n = 1000;
        writeln!(w, "{}", n)?;
        for (a, b) in tree_edges(n, SHAPES[c % SHAPES.len()], 0, rng) {
            let wt = match rng.next() % 4 {
                0 => 1,
                1 => 2 * rng.range(1, 1 << 40),
                2 => 2 * rng.range(1, 1 << 40) + 1,
                _ => rng.range(1, 1_000_000_000_000_000_000),
            };
            writeln!(w, "{} {} {}", a, b, wt)?;
        }
    }
    Ok("T=500 (max), n=1000 (probable max), weights 1, even, odd up to 1e18".into())
}
