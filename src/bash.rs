//! # Bash games: one pile, take a bounded number of objects
//!
//! **Games.**
//! - *Bash game* ([`bash_first_wins`]): one pile of `n`; a move takes between 1 and `m` objects;
//!   normal play (whoever takes the last object wins).
//! - *Misère bounded take with a forced rule* ([`misere_take_wins`], [`misere_take_winning_move`]):
//!   one pile of `n`; a move takes between `p` and `q` objects (`1 <= p <= q`), except that when
//!   `1..p-1` objects remain the mover must take all of them; whoever takes the last object
//!   *loses*.
//! - *Partizan Bash* ([`partizan_bash_first_wins`]): the first player takes 1..`p` per move, the
//!   second 1..`q`; normal play.
//!
//! **Theorems.**
//! - Bash: the player to move loses iff `n mod (m + 1) = 0` (answer every take of `s` with
//!   `m + 1 - s`).
//! - Misère take `p..q`: with `r = n mod (p + q)`, the player to move loses iff `1 <= r <= p`.
//!   From such a pile either fewer than `p` remain and the mover must take the last object, or the
//!   mover takes `t` in `p..=q` and leaves residue `r - t` in `[r - q, r - p] ⊆ [1 - q, 0]`, that
//!   is `0` or `p + 1..p + q - 1` modulo `p + q` (a pile of 0 is a win for the player then to move:
//!   the opponent took the last object). From `r = 0` take `q`; from `p < r < p + q` take any `t`
//!   in `[max(p, r - p), min(q, r - 1)]`, leaving a residue in `1..=p`.
//! - Partizan Bash (`n >= 1`): if `n <= p` the first player takes everything; if `p = q` it is
//!   Bash. Otherwise the player with the larger limit wins: whenever the pile is within his limit
//!   he takes it all, else he takes one object, which leaves at least his limit, that is more than
//!   the opponent's limit, so the opponent never empties the pile.
//!
//! **Complexity.** O(1) per query.
//!
//! **References.** Bash game: the classic "巴什博弈" of Chinese contest notes; *Winning Ways*, ch. 4
//! (subtraction games `S = {1..m}`, period `m + 1`).
//!
//! **Problems.** hdu-1846 (Bash), hdu-2897 (misère take `p..q`), nowcoder-9752c (partizan Bash).
//!
//! **Status:** every function exhaustive against [`crate::sprague_grundy::GameSearch`] on the
//! rules: Bash for all `n < 200`, `1 <= m <= 12`; misère take (outcome and that the returned move
//! leads to a lost position, and that it is `None` exactly when the position is lost or empty) for
//! all `n < 80`, `1 <= p <= 6`, `p <= q <= 9`; partizan Bash (position = pile and whose turn) for
//! all `1 <= n < 40`, `1 <= p, q <= 9`.

/// Bash game: with `n` objects and takes of 1..=`m`, does the player to move win?
///
/// # Constraints
/// `m >= 1`.
///
/// # Panics
/// If `m == 0`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// assert!(cgt::bash::bash_first_wins(23, 2));
/// assert!(!cgt::bash::bash_first_wins(4, 3));
/// ```
pub fn bash_first_wins(n: u64, m: u64) -> bool {
    assert!(m >= 1, "bash_first_wins: m must be at least 1");
    // m + 1 may overflow only for m = u64::MAX, where every n < m + 1 is a win.
    match m.checked_add(1) {
        Some(period) => n % period != 0,
        None => n != 0,
    }
}

/// Misère take `p..=q` with the forced rule: does the player to move win a pile of `n`?
///
/// The player who takes the last object loses; when `1..p-1` objects remain the mover must take
/// them all. `n = 0` means the opponent took the last object, so it is a win.
///
/// # Constraints
/// `1 <= p <= q`.
///
/// # Panics
/// If `p == 0` or `p > q`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// assert!(!cgt::bash::misere_take_wins(7, 2, 4));
/// assert!(cgt::bash::misere_take_wins(6, 2, 4));
/// ```
pub fn misere_take_wins(n: u64, p: u64, q: u64) -> bool {
    check_take(p, q);
    let r = residue(n, p, q);
    !(1..=p).contains(&r)
}

/// A winning move (the number of objects to take) in the misère take `p..=q` game of
/// [`misere_take_wins`], or `None` if the position is lost or the pile is empty.
///
/// # Constraints
/// `1 <= p <= q`.
///
/// # Panics
/// If `p == 0` or `p > q`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cgt::bash::misere_take_winning_move;
/// assert_eq!(misere_take_winning_move(6, 2, 4), Some(4)); // leaves 2, residue 2 in 1..=p
/// assert_eq!(misere_take_winning_move(11, 2, 4), Some(3)); // r = 5: leaves 8, residue 2
/// assert_eq!(misere_take_winning_move(7, 2, 4), None);
/// ```
pub fn misere_take_winning_move(n: u64, p: u64, q: u64) -> Option<u64> {
    check_take(p, q);
    if n == 0 || !misere_take_wins(n, p, q) {
        return None;
    }
    let r = residue(n, p, q);
    if r == 0 {
        // n >= p + q, so taking q is legal and leaves n - q ≡ p (mod p + q).
        Some(q)
    } else {
        // p < r < p + q. Taking t with p <= t <= q and 1 <= r - t <= p leaves a lost residue;
        // the smallest such t is max(p, r - p), which is <= min(q, r - 1) because r < p + q and
        // r > p. Since r - t >= 1, the pile is not emptied.
        Some(p.max(r - p))
    }
}

fn check_take(p: u64, q: u64) {
    assert!(p >= 1, "misere take game: p must be at least 1");
    assert!(
        p <= q,
        "misere take game: need p <= q (got p = {}, q = {})",
        p,
        q
    );
}

/// `n mod (p + q)`, treating an overflowing `p + q` as larger than every `n`.
fn residue(n: u64, p: u64, q: u64) -> u64 {
    match p.checked_add(q) {
        Some(period) => n % period,
        None => n,
    }
}

/// Partizan Bash: a pile of `n`; the first player takes 1..=`p` per move, the second 1..=`q`;
/// whoever takes the last object wins. Does the first player win?
///
/// # Constraints
/// `n, p, q >= 1`.
///
/// # Panics
/// If `n`, `p` or `q` is 0.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cgt::bash::partizan_bash_first_wins;
/// assert!(partizan_bash_first_wins(5, 5, 9)); // takes everything
/// assert!(!partizan_bash_first_wins(6, 5, 9)); // the larger limit wins
/// assert!(partizan_bash_first_wins(100, 3, 2));
/// assert!(!partizan_bash_first_wins(8, 3, 3)); // Bash: 8 mod 4 = 0
/// ```
pub fn partizan_bash_first_wins(n: u64, p: u64, q: u64) -> bool {
    assert!(
        n >= 1 && p >= 1 && q >= 1,
        "partizan_bash_first_wins: n, p, q must be at least 1"
    );
    if n <= p {
        true
    } else if p == q {
        bash_first_wins(n, p)
    } else {
        // With n > p, the player with the larger limit wins.
        p > q
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sprague_grundy::GameSearch;

    #[test]
    fn bash_matches_search() {
        for m in 1..=12u64 {
            let mut s = GameSearch::new(|&n: &u64| (1..=m.min(n)).map(|t| n - t).collect());
            for n in 0..200u64 {
                assert_eq!(
                    bash_first_wins(n, m),
                    s.first_player_wins(&n),
                    "n = {}, m = {}",
                    n,
                    m
                );
            }
        }
        assert!(bash_first_wins(5, u64::MAX));
        assert!(!bash_first_wins(0, u64::MAX));
    }

    /// The rules of the misère take game: the pile sizes reachable in one move.
    fn take_moves(n: u64, p: u64, q: u64) -> Vec<u64> {
        if n == 0 {
            vec![]
        } else if n < p {
            vec![0] // forced: take everything
        } else {
            (p..=q.min(n)).map(|t| n - t).collect()
        }
    }

    #[test]
    fn misere_take_matches_search() {
        for p in 1..=6u64 {
            for q in p..=9u64 {
                // wins_misere: the player who cannot move (pile 0, the opponent took the last
                // object) wins.
                let mut s = GameSearch::new(|&n: &u64| take_moves(n, p, q));
                for n in 0..80u64 {
                    let w = s.misere_first_player_wins(&n);
                    assert_eq!(misere_take_wins(n, p, q), w, "n={} p={} q={}", n, p, q);
                    let mv = misere_take_winning_move(n, p, q);
                    if n == 0 || !w {
                        assert_eq!(mv, None, "n={} p={} q={}", n, p, q);
                    } else {
                        let t = mv.expect("a winning position has a winning move");
                        assert!(
                            take_moves(n, p, q).contains(&(n - t)),
                            "illegal move {} from n={} p={} q={}",
                            t,
                            n,
                            p,
                            q
                        );
                        assert!(
                            !s.misere_first_player_wins(&(n - t)),
                            "n={} p={} q={}",
                            n,
                            p,
                            q
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn misere_take_handles_huge_limits() {
        assert!(!misere_take_wins(5, u64::MAX, u64::MAX));
        assert!(misere_take_wins(0, u64::MAX, u64::MAX));
        assert_eq!(
            misere_take_winning_move(u64::MAX, 1, u64::MAX - 1),
            Some(u64::MAX - 1)
        );
    }

    #[test]
    #[should_panic(expected = "need p <= q")]
    fn misere_take_rejects_p_above_q() {
        misere_take_wins(5, 3, 2);
    }

    #[test]
    fn partizan_bash_matches_search() {
        for p in 1..=9u64 {
            for q in 1..=9u64 {
                // Position: (pile, whose turn: 0 = first player with limit p, 1 = second).
                let mut s = GameSearch::new(|&(n, turn): &(u64, u8)| {
                    let lim = if turn == 0 { p } else { q };
                    (1..=lim.min(n)).map(|t| (n - t, 1 - turn)).collect()
                });
                for n in 1..40u64 {
                    assert_eq!(
                        partizan_bash_first_wins(n, p, q),
                        s.first_player_wins(&(n, 0)),
                        "n={} p={} q={}",
                        n,
                        p,
                        q
                    );
                }
            }
        }
    }

    #[test]
    fn partizan_bash_at_the_limits() {
        let g = 1_000_000_000;
        assert!(partizan_bash_first_wins(g, g, g));
        assert!(!partizan_bash_first_wins(g, g - 1, g - 1)); // g mod g = 0
        assert!(!partizan_bash_first_wins(g, 1, g));
    }
}
