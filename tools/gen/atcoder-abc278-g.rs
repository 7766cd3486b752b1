//! Max-size input of atcoder-abc278-g (`gen-max atcoder-abc278-g FILE`). The problem is
//! interactive: the input is `N L R` followed by the judge's answers, recorded against the
//! binary's own strategy (replayed here from the library) with random legal judge moves and
//! ending with `0 0`, so the binary reads it as it would read a judge.
use super::*;
use cgt::{octal, sum_strategy as st};

pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let (n, l) = (2000, 3);
    writeln!(w, "{} {} {}", n, l, l)?;
    let g = octal::row_removal_grundy(&[l], n);
    let mut cells = vec![(0, n)];
    // N even, L = R odd: no mirror play; the binary moves first iff g(N) != 0.
    let mut ours = g[n] != 0;
    let mut judge_moves = 0;
    loop {
        if ours {
            let (s, k) = st::cells_winning_move(&g, &[l], &cells).expect("a winning move");
            st::remove_cells(&mut cells, s, k);
        }
        let options: Vec<usize> = cells
            .iter()
            .filter(|c| c.1 >= l)
            .flat_map(|&(a, m)| a..=a + m - l)
            .collect();
        if options.is_empty() {
            writeln!(w, "0 0")?;
            break;
        }
        let s = options[rng.index(options.len())];
        st::remove_cells(&mut cells, s, l);
        writeln!(w, "{} {}", s + 1, l)?;
        judge_moves += 1;
        ours = true;
    }
    Ok(format!(
        "N=2000 (max), L=R=3 (no mirror play: Grundy values), {} random judge moves, then 0 0",
        judge_moves
    ))
}
