//! Max-size input of cf-305e (`gen-max cf-305e FILE`).
use super::*;

pub fn generate(w: &mut Out, _rng: &mut Rng) -> io::Result<String> {
    // One long run of marked cells (the largest table) with a few breaks.
    let s: String = (0..5000)
        .map(|i| {
            if i % 997 == 0 {
                'c'
            } else if i % 2 == 0 {
                'a'
            } else {
                'b'
            }
        })
        .collect();
    writeln!(w, "{}", s)?;
    Ok("|s|=5000 (max), ababab... with a few breaks (long runs)".into())
}
