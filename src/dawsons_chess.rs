//! # Dawson's chess on runs: the least winning cut (octal game 0.137)
//!
//! - **Game:** choosing a marked cell unmarks it and its neighbours (cuts at `s[j-1] = s[j+1]`).
//! - **Theorem:** a run of `L` is the octal game 0.137 (Dawson's chess): choosing its `i`-th cell
//!   leaves runs of `max(0, i - 2)` and `max(0, L - i - 1)`.
//! - **Complexity:** O(n² / 4) for the values (`octal` naive table), O(n) for the scan.
//! - **Problems:** cf-305e.
//! - **Status:** = search of the string game on every string over {a, b} of length <= 12 and over
//!   {a, b, c} of length <= 8: outcome and the least winning cut.

use crate::octal::OctalCode;

/// The least cell `j` (an index into `marked`) whose choice wins, or `None` if the player to
/// move loses.
///
/// # Constraints
/// `marked.len() <= 100_000` (the naive octal table).
///
/// # Panics
/// If `marked` is longer.
///
/// # Complexity
/// O(n² / 4).
///
/// # Example
/// ```
/// use cgt::dawsons_chess::first_winning_cut;
/// // "abacaba": cells 1, 3 and 5 are marked (three runs of one); cutting at 1 wins.
/// let marked = [false, true, false, true, false, true, false];
/// assert_eq!(first_winning_cut(&marked), Some(1));
/// assert_eq!(first_winning_cut(&[false; 5]), None);
/// ```
pub fn first_winning_cut(marked: &[bool]) -> Option<usize> {
    let g = OctalCode::parse("0.137")
        .unwrap()
        .grundy_naive(marked.len());
    // Runs as (start, length).
    let mut runs = Vec::new();
    let mut j = 0;
    while j < marked.len() {
        let len = marked[j..].iter().take_while(|&&m| m).count();
        if len > 0 {
            runs.push((j, len));
        }
        j += len.max(1);
    }
    let total = runs.iter().fold(0, |x, &(_, l)| x ^ g[l]);
    if total == 0 {
        return None;
    }
    runs.iter().find_map(|&(start, l)| {
        let i = (1..=l)
            .find(|&i| total ^ g[l] ^ g[i.saturating_sub(2)] ^ g[(l - i).saturating_sub(1)] == 0)?;
        Some(start + i - 1)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game_search::GameSearch;

    /// The string game: cut a piece `t` at `i` (0-based, `0 < i < len - 1`, `t[i-1] == t[i+1]`)
    /// into `t[..i]`, `t[i..i+1]`, `t[i+1..]`. Pieces kept sorted.
    fn cuts(t: &[u8]) -> Vec<usize> {
        (1..t.len().saturating_sub(1))
            .filter(|&i| t[i - 1] == t[i + 1])
            .collect()
    }

    fn moves(p: &[Vec<u8>]) -> Vec<Vec<Vec<u8>>> {
        let mut out = Vec::new();
        for (k, t) in p.iter().enumerate() {
            for i in cuts(t) {
                let mut q = p.to_vec();
                q.remove(k);
                q.extend([t[..i].to_vec(), t[i..i + 1].to_vec(), t[i + 1..].to_vec()]);
                q.retain(|x| x.len() >= 3);
                q.sort();
                out.push(q);
            }
        }
        out
    }

    #[test]
    fn matches_the_string_game() {
        let mut s = GameSearch::new(|p: &Vec<Vec<u8>>| moves(p));
        // Every string over {a, b} of length <= 12 and over {a, b, c} of length <= 8.
        let strings = (1..=12u32).flat_map(|len| (0u32..1 << len).map(move |x| (len, 2u32, x)));
        let ternary = (1..=8u32).flat_map(|len| (0..3u32.pow(len)).map(move |x| (len, 3, x)));
        for (len, base, x) in strings.chain(ternary) {
            let t: Vec<u8> = (0..len)
                .map(|i| b'a' + (x / base.pow(i) % base) as u8)
                .collect();
            let len = len as usize;
            let marked: Vec<bool> = (0..len).map(|i| cuts(&t).contains(&i)).collect();
            // The least winning cut by search: the first cut leaving a lost position.
            let brute = cuts(&t).into_iter().find(|&i| {
                let mut q = vec![t[..i].to_vec(), t[i..i + 1].to_vec(), t[i + 1..].to_vec()];
                q.retain(|x| x.len() >= 3);
                q.sort();
                !s.first_player_wins(&q)
            });
            assert_eq!(
                first_winning_cut(&marked),
                brute,
                "{}",
                String::from_utf8_lossy(&t)
            );
        }
    }
}
