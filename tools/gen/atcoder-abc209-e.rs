//! Max-size input of atcoder-abc209-e (`gen-max atcoder-abc209-e FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let n = 200_000;
    writeln!(w, "{}", n)?;
    // Few letters so that words chain; `Z` never starts a word, so suffixes with it are dead ends
    // and wins and losses spread back along long chains besides the draws of the cycles.
    let letters = b"aAbBcZ";
    for _ in 0..n {
        let len = rng.range(3, 8) as usize;
        let pick = |rng: &mut Rng, i: usize| letters[rng.index(letters.len() - usize::from(i < 3))];
        let word: Vec<u8> = (0..len).map(|i| pick(rng, i)).collect();
        writeln!(w, "{}", String::from_utf8(word).unwrap())?;
    }
    Ok("N=2e5 (max), words of 3..8 letters over aAbBcZ (chains, cycles, dead ends)".into())
}
