//! # Euclid's game: outcome and Every-SG step count in O(log)
//!
//! - **Game:** subtract a positive multiple of the smaller number from the larger; making 0 wins.
//! - **Theorem** (Cole and Davie 1969): with `a >= b > 0`, the player to move wins if `b | a` or
//!   `a >= 2b`; otherwise the only move is to `(b, a - b)`.
//! - **Complexity:** O(log min(a, b)).
//! - **Problems:** luogu-p1290 (= POJ 2348), hdu-3595 (Every-SG of these games).
//! - **Status:** outcome vs GameSearch, step vs StepSearch, all `a, b < 80` and 301 pairs up to
//!   2^64 - 1; max-step parity vs search of the simultaneous game, all 2 and 3 games <= 8.
//!
//! **Game.** Two non-negative integers; a move subtracts a positive multiple of the smaller from
//! the larger, keeping it non-negative (HDU 3595: pick a pile of size x, remove a multiple of x
//! from the other). The game ends once a number is 0; who made it wins (normal play).
//!
//! **Proof.** If `r = a mod b != 0` and `a >= 2b`, the mover can go to `(b, r)` or to
//! `(b + r, b)`, whose only move is to `(b, r)`: one of the two leaves a loss. If `b < a < 2b`
//! the move is forced and the turn passes, as in Euclid's algorithm.
//!
//! **Step count** ([`crate::every_sg`]), `a >= b > 0`, `r = a mod b`: 1 if `r = 0`; else with
//! `t = step(b, r)`: `t + 2` if `a >= 2b` and `t` odd (the winner goes through `(b + r, b)`), else
//! `t + 1` (a winner moves to the lost `(b, r)` directly; `b < a < 2b` forces it); 0 with a 0 pile.
//! Using `t + 2` for odd `t` also when `a < 2b` is wrong, e.g. at (3, 2).
//!
//! References: A. J. Cole, A. J. T. Davie, *A game based on the Euclidean algorithm and a winning
//! strategy for it*, Math. Gazette 53 (1969); Waterloo local contest 2002 "Euclid's Game".

/// Euclid's game: does the player to move win from `(a, b)`? (`a` and `b` in either order.)
///
/// # Constraints
/// `a >= 1`, `b >= 1`.
///
/// # Panics
/// If a number is 0.
///
/// # Complexity
/// O(log min(a, b)).
///
/// # Example
/// ```
/// use cgt::euclid::first_player_wins;
/// assert!(first_player_wins(25, 7));
/// assert!(!first_player_wins(24, 15));
/// assert!(first_player_wins(5, 5));
/// ```
pub fn first_player_wins(a: u64, b: u64) -> bool {
    assert!(
        a >= 1 && b >= 1,
        "euclid::first_player_wins: both numbers must be positive"
    );
    let (mut a, mut b) = if a >= b { (a, b) } else { (b, a) };
    // `mover` is true while it is the first player's turn.
    let mut mover = true;
    loop {
        if a % b == 0 || a / b >= 2 {
            return mover;
        }
        // Forced: b < a < 2b, the only move leaves (b, a - b).
        let r = a - b;
        a = b;
        b = r;
        mover = !mover;
    }
}

/// Every-SG step count of one Euclid-type game `(p, q)` (see the module docs): 0 once a pile is
/// empty, odd iff the player to move wins it.
///
/// # Complexity
/// O(log min(p, q)); recursion depth at most 93 for `u64`.
///
/// # Example
/// ```
/// use cgt::euclid::every_sg_step;
/// assert_eq!(every_sg_step(1, 1), 1);
/// assert_eq!(every_sg_step(3, 2), 2);
/// assert_eq!(every_sg_step(0, 7), 0);
/// ```
pub fn every_sg_step(p: u64, q: u64) -> u64 {
    let (a, b) = if p >= q { (p, q) } else { (q, p) };
    if b == 0 {
        return 0;
    }
    let r = a % b;
    if r == 0 {
        return 1;
    }
    let t = every_sg_step(b, r);
    if a / b >= 2 && t % 2 == 1 {
        t + 2
    } else {
        t + 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::every_sg::{self, StepSearch};
    use crate::game_search::GameSearch;
    use crate::rng::XorShift;
    use itertools::Itertools;

    /// The rules as stated by HDU 3595: pick a pile of size x and remove a positive multiple of x
    /// from the other pile; nothing to do once a pile is empty.
    fn rules(p: &(u64, u64)) -> Vec<(u64, u64)> {
        let (x, y) = *p;
        if x == 0 || y == 0 {
            return Vec::new();
        }
        let mut v: Vec<(u64, u64)> = (1..=y / x).map(|m| (x, y - m * x)).collect();
        v.extend((1..=x / y).map(|m| (x - m * y, y)));
        v
    }

    #[test]
    fn outcome_matches_search() {
        let mut s = GameSearch::new(rules);
        for a in 1..80 {
            for b in 1..80 {
                assert_eq!(
                    first_player_wins(a, b),
                    s.first_player_wins(&(a, b)),
                    "({}, {})",
                    a,
                    b
                );
            }
        }
    }

    #[test]
    fn step_matches_definition() {
        let mut s = StepSearch::new(rules);
        for p in 0..80 {
            for q in 0..80 {
                assert_eq!(every_sg_step(p, q), s.step(&(p, q)), "({}, {})", p, q);
            }
        }
        // The trap of the circulating variant.
        assert_eq!(every_sg_step(3, 2), 2);
    }

    /// Pairs near the top of u64 built from continued fractions with quotients 1..=3, so that the
    /// full rules stay cheap to search (every position reached has quotient <= 3).
    fn large_pairs() -> Vec<(u64, u64)> {
        let mut out = Vec::new();
        let mut rng = XorShift::new(12345);
        for _ in 0..300 {
            // (a, b) = (q a + b, a) applied repeatedly from (1, 0), while it fits.
            let (mut a, mut b) = (1u64, 0u64);
            loop {
                let q = 1 + rng.below(3);
                match q.checked_mul(a).and_then(|x| x.checked_add(b)) {
                    Some(na) => {
                        b = a;
                        a = na;
                    }
                    None => break,
                }
            }
            out.push((a, b));
        }
        // Consecutive Fibonacci numbers F(93), F(92): 90 forced moves, then (2, 1).
        out.push((12_200_160_415_121_876_738, 7_540_113_804_746_346_429));
        out
    }

    #[test]
    fn large_pairs_match_search() {
        let mut g = GameSearch::new(rules);
        let mut s = StepSearch::new(rules);
        for (a, b) in large_pairs() {
            assert_eq!(
                first_player_wins(a, b),
                g.first_player_wins(&(a, b)),
                "({}, {})",
                a,
                b
            );
            assert_eq!(every_sg_step(a, b), s.step(&(a, b)), "({}, {})", a, b);
        }
    }

    #[test]
    fn extremes_by_hand() {
        // F(93), F(92) reaches (2, 1) after 90 forced moves, with the first player to move.
        assert!(first_player_wins(
            12_200_160_415_121_876_738,
            7_540_113_804_746_346_429
        ));
        assert!(first_player_wins(u64::MAX, u64::MAX));
        assert_eq!(every_sg_step(u64::MAX, u64::MAX), 1);
        assert!(first_player_wins(u64::MAX, 1));
        // (MAX, MAX - 1) -> (MAX - 1, 1): one forced move, then the opponent divides.
        assert!(!first_player_wins(u64::MAX, u64::MAX - 1));
        assert_eq!(every_sg_step(u64::MAX, u64::MAX - 1), 2);
    }

    /// A single game canonically: (larger, smaller), and (0, 0) once finished.
    fn canon((x, y): (u64, u64)) -> (u64, u64) {
        if x == 0 || y == 0 {
            (0, 0)
        } else {
            (x.max(y), x.min(y))
        }
    }

    /// The simultaneous game: the mover moves in every unfinished component. Positions are sorted
    /// lists of canonical components (the rules are symmetric, so this only merges equal states).
    fn simultaneous(p: &[(u64, u64)]) -> Vec<Vec<(u64, u64)>> {
        if p.iter().all(|&c| c == (0, 0)) {
            return Vec::new();
        }
        p.iter()
            .map(|&c| {
                if c == (0, 0) {
                    vec![c]
                } else {
                    rules(&c).into_iter().map(canon).collect()
                }
            })
            .multi_cartesian_product()
            .map(|mut q| {
                q.sort_unstable();
                q
            })
            .collect()
    }

    #[test]
    fn max_step_parity_matches_simultaneous_search() {
        let singles: Vec<(u64, u64)> = (1..=8u64)
            .flat_map(|a| (1..=a).map(move |b| (a, b)))
            .chain(std::iter::once((0, 0)))
            .collect();
        let mut s = GameSearch::new(|p: &Vec<(u64, u64)>| simultaneous(p));
        for n in 2..=3 {
            for games in singles.iter().copied().combinations_with_replacement(n) {
                let mut pos = games.clone();
                pos.sort_unstable();
                let steps: Vec<u64> = games.iter().map(|&(p, q)| every_sg_step(p, q)).collect();
                assert_eq!(
                    every_sg::first_player_wins(&steps),
                    s.first_player_wins(&pos),
                    "{:?}",
                    games
                );
            }
        }
    }
}
