//! Max-size input of poj-3710 (`gen-max poj-3710 FILE`).
use super::*;

/// One Christmas tree with `m` nodes (root 1): pendant edges, odd and even cycles and doubled
/// edges hung on a deep spine (every cycle meets the rest at its attachment vertex only), then,
/// if `pad_to` is given, self-loops on spine vertices up to that many edges.
fn christmas_tree(m: usize, pad_to: Option<usize>, rng: &mut Rng) -> Vec<(usize, usize)> {
    let mut edges = Vec::new();
    let mut used = 1; // vertices 1..=used exist
    let mut spine = vec![1usize]; // vertices that lie on no cycle (self-loops go there)
    while used < m {
        let left = m - used;
        // Attach to the newest spine vertex most of the time: deep structure.
        let at = if rng.next() % 4 == 0 {
            spine[rng.index(spine.len())]
        } else {
            spine[spine.len() - 1]
        };
        match rng.next() % 4 {
            0 | 1 => {
                used += 1;
                edges.push((at, used));
                spine.push(used);
            }
            2 if left >= 2 => {
                // Cycle of length len: len - 1 new vertices.
                let len = rng.range(3, (left as u64 + 1).min(8)) as usize;
                let mut prev = at;
                for _ in 0..len - 1 {
                    used += 1;
                    edges.push((prev, used));
                    prev = used;
                }
                edges.push((prev, at));
            }
            _ => {
                used += 1;
                edges.push((at, used));
                edges.push((used, at));
            }
        }
    }
    if let Some(k) = pad_to {
        assert!(edges.len() <= k, "christmas tree has too many edges");
        while edges.len() < k {
            let v = spine[rng.index(spine.len())];
            edges.push((v, v));
        }
    }
    rng.shuffle(&mut edges);
    edges
}

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let cases = 20;
    for c in 0..cases {
        writeln!(w, "99")?;
        for t in 0..99 {
            let m = 99;
            // Half the trees padded with self-loops to k=499, half without.
            let pad_to = if (c + t) % 2 == 0 { Some(499) } else { None };
            let edges = christmas_tree(m, pad_to, rng);
            writeln!(w, "{} {}", m, edges.len())?;
            for (a, b) in edges {
                writeln!(w, "{} {}", a, b)?;
            }
        }
    }
    Ok(
        "20 cases (EOF, count unknown) of N=99 trees, m=99, k up to 499 (cycles, 2-cycles, loops)"
            .into(),
    )
}
