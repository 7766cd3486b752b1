//! Max-size input of luogu-p9169 (`gen-max luogu-p9169 FILE`).
use super::*;

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    // No obstacle: 100 free cells, the most states (100 black cells x 4950 red pairs, the side to
    // move fixed by the parity class of the start).
    let (t, n, m) = (10, 10, 10);
    writeln!(w, "20 {}", t)?;
    for _ in 0..t {
        writeln!(w, "{} {}", n, m)?;
        let mut cells: Vec<usize> = (m..n * m).collect(); // the black piece not on row 1
        rng.shuffle(&mut cells);
        let black = cells[0];
        let mut reds: Vec<usize> = (0..n * m).filter(|&c| c != black).collect();
        rng.shuffle(&mut reds);
        for r in 0..n {
            let row: String = (0..m)
                .map(|c| match r * m + c {
                    x if x == black => 'X',
                    x if x == reds[0] || x == reds[1] => 'O',
                    _ => '.',
                })
                .collect();
            writeln!(w, "{}", row)?;
        }
    }
    Ok("T=10 boards of 10 x 10 (max) without obstacles: 495,000 states each".into())
}
