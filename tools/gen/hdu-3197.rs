//! Max-size input of hdu-3197 (`gen-max hdu-3197 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let cases = 500;
    for c in 0..cases {
        let n = 2000;
        let shape = SHAPES[c % SHAPES.len()];
        let p = parents(n, shape, rng);
        // Random relabelling; every 2nd case splits into several roots.
        let mut label: Vec<usize> = (0..n).collect();
        rng.shuffle(&mut label);
        let mut par = vec![-1i64; n];
        for i in 1..n {
            let cut = c % 2 == 1 && rng.next() % 200 == 0;
            if !cut {
                par[label[i]] = label[p[i]] as i64;
            }
        }
        writeln!(w, "{}", n)?;
        line(w, &par)?;
    }
    Ok("500 cases (EOF, count unknown) of n=2000: chains/stars/random, several roots".into())
}
