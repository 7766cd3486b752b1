//! Max-size input of luogu-p1971 (`gen-max luogu-p1971 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    // A 40 x 40 board whose game graph is the whole grid (X on the empty cell's colour, O off it)
    // and a long legal game: a self-avoiding walk of the empty cell, mostly Warnsdorff (to the
    // neighbour with the fewest free neighbours), sometimes random; kept when the first player is
    // stuck after an even number of moves (a near-Hamiltonian walk, k close to 800).
    let (n, m) = (40usize, 40usize);
    let start = rng.index(n * m);
    let near = |c: usize| {
        let (r, col) = (c / m, c % m);
        let mut v = Vec::new();
        if r > 0 {
            v.push(c - m);
        }
        if r + 1 < n {
            v.push(c + m);
        }
        if col > 0 {
            v.push(c - 1);
        }
        if col + 1 < m {
            v.push(c + 1);
        }
        v
    };
    let mut best: Vec<usize> = Vec::new();
    for _ in 0..200 {
        let mut seen = vec![false; n * m];
        let (mut at, mut walk) = (start, Vec::new());
        seen[at] = true;
        loop {
            let free: Vec<usize> = near(at).into_iter().filter(|&d| !seen[d]).collect();
            if free.is_empty() {
                break;
            }
            let degree = |d: usize| near(d).into_iter().filter(|&e| !seen[e]).count();
            let pick = if rng.next() % 50 == 0 {
                free[rng.index(free.len())]
            } else {
                let low = free.iter().map(|&d| degree(d)).min().unwrap();
                let ties: Vec<usize> = free.into_iter().filter(|&d| degree(d) == low).collect();
                ties[rng.index(ties.len())]
            };
            seen[pick] = true;
            walk.push(pick);
            at = pick;
        }
        if walk.len() % 2 == 0 && walk.len() > best.len() {
            best = walk;
        }
    }
    writeln!(w, "{} {}", n, m)?;
    let colour = |c: usize| (c / m + c % m) % 2;
    for r in 0..n {
        let row: String = (r * m..(r + 1) * m)
            .map(|c| match c {
                _ if c == start => '.',
                _ if colour(c) == colour(start) => 'X',
                _ => 'O',
            })
            .collect();
        writeln!(w, "{}", row)?;
    }
    writeln!(w, "{}", best.len() / 2)?;
    for c in &best {
        writeln!(w, "{} {}", c / m + 1, c % m + 1)?;
    }
    Ok(format!(
        "40x40 (max), the whole grid in play, a legal game of k={} (max 799) moves each",
        best.len() / 2
    ))
}
