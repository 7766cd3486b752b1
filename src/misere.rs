//! # Misère Nim (anti-Nim) and the SJ rule
//!
//! - **Game:** Nim where the player who takes the last object *loses* (misère play).
//! - **Theorem** (Bouton 1901): if every heap is <= 1, the player to move wins iff the XOR of the
//!   heaps is 0 (an even number of 1-heaps); otherwise iff the XOR is nonzero.
//! - **Complexity:** O(n).
//! - **Problems:** hdu-1907, luogu-p4279 (anti-Nim); hdu-3590 (the SJ rule on tree values).
//! - **Status:** [`anti_nim_first_player_wins`] exhaustive vs misère search for all positions of up
//!   to 3 heaps of size <= 6 and 4 heaps of size <= 4.
//!
//! The "SJ theorem" of Chinese contest notes (Jia Zhihao 2009) applies the same rule to a sum of
//! games with Grundy values `g_i` (a value > 1 playing the role of a heap >= 2), *provided* that
//! every component whose Grundy value is 0 has no moves left (true for Nim heaps, false in
//! general). HDU 3590's judge applies it to Green Hackenbush trees, where the precondition fails:
//! see [`sj_rule_first_player_wins`] and the tests in [`crate::hackenbush`].
//!
//! References: C. L. Bouton (1901); *Winning Ways*, ch. 13 ("Misère Nim"); 贾志豪,
//! 《组合游戏略述——浅谈SG游戏的若干拓展及变形》 (2009 national team paper).

/// The SJ rule on a list of component values: the player to move wins iff
/// (some value > 1 and the XOR is nonzero) or (every value <= 1 and the XOR is 0).
///
/// This is exact misère play for Nim heaps ([`anti_nim_first_player_wins`]). For other games
/// it is exact when every value-0 component has no move left; that is sufficient, not
/// necessary: some families' sums follow the rule without it, others do not (HDU 3590's trees,
/// whose judge uses it regardless). Check yours by a search of small sums (`GameSearch`'s
/// misère queries on the whole sum).
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// assert!(cgt::misere::sj_rule_first_player_wins(&[1, 1]));
/// assert!(!cgt::misere::sj_rule_first_player_wins(&[1]));
/// assert!(cgt::misere::sj_rule_first_player_wins(&[3, 5, 1]));
/// ```
pub fn sj_rule_first_player_wins(values: &[u64]) -> bool {
    let x = values.iter().fold(0, |x, &v| x ^ v);
    let big = values.iter().any(|&v| v > 1);
    if big {
        x != 0
    } else {
        x == 0
    }
}

/// Misère Nim: does the player to move win? (The player who takes the last object loses.)
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// assert!(cgt::misere::anti_nim_first_player_wins(&[3, 5, 1]));
/// assert!(!cgt::misere::anti_nim_first_player_wins(&[1]));
/// ```
pub fn anti_nim_first_player_wins(heaps: &[u64]) -> bool {
    sj_rule_first_player_wins(heaps)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game_search::GameSearch;
    use crate::nim;
    use itertools::Itertools;

    #[test]
    fn anti_nim_matches_misere_search() {
        let mut s = GameSearch::new(|p: &Vec<u64>| nim::moves(p));
        let boxes = [(1, 6u64), (2, 6), (3, 6), (4, 4)];
        for &(n, m) in &boxes {
            for p in (0..n).map(|_| 0..=m).multi_cartesian_product() {
                assert_eq!(
                    anti_nim_first_player_wins(&p),
                    s.misere_first_player_wins(&p),
                    "{:?}",
                    p
                );
            }
        }
    }
}
