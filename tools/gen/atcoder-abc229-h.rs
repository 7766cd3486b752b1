//! Max-size input of atcoder-abc229-h (`gen-max atcoder-abc229-h FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    writeln!(w, "8")?;
    for _ in 0..8 {
        let row: String = (0..8).map(|_| b"WB."[rng.index(3)] as char).collect();
        writeln!(w, "{}", row)?;
    }
    Ok("N=8 (max), random W/B/. (3^8 column positions)".into())
}
