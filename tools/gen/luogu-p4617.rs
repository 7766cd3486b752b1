//! Max-size input of luogu-p4617 (`gen-max luogu-p4617 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    // N = 5000, M = 5000: one alternating path through 2400 peaks and 2400 valleys (4799 trails,
    // long augmenting paths, answers by parity), a dense K_14,14 core (196 trails) and 5 random
    // trails; the other peaks have no trail. Labels and trail order shuffled.
    let (n, path) = (5000usize, 2400usize);
    let mut peak: Vec<usize> = (1..=n).collect();
    let mut valley: Vec<usize> = (1..=n).collect();
    rng.shuffle(&mut peak);
    rng.shuffle(&mut valley);
    let mut trails = Vec::new();
    for i in 0..path {
        trails.push((peak[i], valley[i]));
        if i + 1 < path {
            trails.push((peak[i + 1], valley[i]));
        }
    }
    for i in 0..14 {
        for j in 0..14 {
            trails.push((peak[path + i], valley[path + j]));
        }
    }
    while trails.len() < 5000 {
        trails.push((peak[rng.index(n)], valley[rng.index(n)]));
    }
    rng.shuffle(&mut trails);
    writeln!(w, "{} {}", n, trails.len())?;
    for (p, d) in trails {
        writeln!(w, "{} {}", p, d)?;
    }
    Ok("N=M=5000 (max): a 2400+2400 alternating path, K_14,14, 5 random trails, shuffled".into())
}
