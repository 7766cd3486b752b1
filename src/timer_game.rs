//! # Timer game: subtract 1 or an amount in `[a + 1, b + 1]`, outcome in closed form
//!
//! - **Theorem** (observed, not proved): with `c = a + 1`, `d = b + 1`, `r = t mod m`, `t` is lost
//!   iff `r` is even and `r < c`; `m = 2` if `c = d` odd, `c + 1` if `c = d` even, else `d + o`.
//! - **Complexity:** [`first_player_wins`] O(1); [`win_table`] O(t).
//! - **Problems:** nowcoder-17865.
//! - **Status:** table vs GameSearch and `subtraction::grundy`, all `a <= b <= 14`, `t <= 80`;
//!   closed form vs table, all `a < 80`, `b < 200`, `t <= 1500`; 40 sampled `b <= 10^5`, 3 periods.
//!
//! **Game** (nowcoder-17865, the bomb-passing game). A timer at `t`; the holder may speed it up by
//! 0 or by `a..=b` seconds before the one-second throw: a move lowers it by 1 or by `i` in
//! `[c, d]`. In the closed form, `o` is the largest odd number `<= c`. A subtraction game with the
//! set `{1} ∪ [c, d]`, so [`win_table`] is also `subtraction::grundy` of that set (nonzero); the
//! DP on outcomes is O(t) whatever `d - c`.

/// Who wins from each `n <= t`, by dynamic programming from the rules: `win[n]` iff `n - 1` is
/// lost or some `n - i`, `i` in `[a + 1, min(b + 1, n)]`, is lost (a prefix count of the lost
/// positions answers the range in O(1)).
///
/// # Constraints
/// `1 <= a <= b <= 10^18`; `t <= usize::MAX - 2`.
///
/// # Panics
/// If the constraints fail.
///
/// # Complexity
/// O(t) time and memory.
///
/// # Example
/// ```
/// // a = b = 1: moves 1 and 2, so the lost positions are the multiples of 3.
/// assert_eq!(cgt::timer_game::win_table(4, 1, 1), vec![false, true, true, false, true]);
/// ```
pub fn win_table(t: usize, a: usize, b: usize) -> Vec<bool> {
    check(a as u64, b as u64);
    assert!(
        t <= usize::MAX - 2,
        "timer_game::win_table: t = {} is too large",
        t
    );
    let (c, d) = (a + 1, b + 1);
    let mut win = vec![false; t + 1];
    // lost_before[k] = number of lost positions among 0..k; position 0 is lost.
    let mut lost_before = vec![0; t + 2];
    lost_before[1] = 1;
    for n in 1..=t {
        // Targets n - i for i in [c, min(d, n)]: the range [n - min(d, n), n - c].
        win[n] = !win[n - 1] || (n >= c && lost_before[n - c + 1] > lost_before[n - d.min(n)]);
        lost_before[n + 1] = lost_before[n] + usize::from(!win[n]);
    }
    win
}

/// Does the player to move win with the timer at `t`? The closed form of the module docs,
/// checked against [`win_table`] (not proved).
///
/// # Constraints
/// `1 <= a <= b <= 10^18`.
///
/// # Panics
/// If the constraints fail.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cgt::timer_game::first_player_wins;
/// assert!(!first_player_wins(3, 1, 1)); // moves 1 or 2: multiples of 3 are lost
/// assert!(first_player_wins(4, 1, 1));
/// ```
pub fn first_player_wins(t: u64, a: u64, b: u64) -> bool {
    check(a, b);
    let (c, d) = (a + 1, b + 1);
    let lost = if c == d {
        if c % 2 == 1 {
            t % 2 == 0
        } else {
            let r = t % (c + 1);
            r % 2 == 0 && r < c
        }
    } else {
        let o = if c % 2 == 1 { c } else { c - 1 };
        let r = t % (d + o);
        r % 2 == 0 && r < c
    };
    !lost
}

fn check(a: u64, b: u64) {
    assert!(a >= 1, "timer_game: a must be at least 1");
    assert!(a <= b, "timer_game: need a <= b (got a = {}, b = {})", a, b);
    assert!(
        b <= 1_000_000_000_000_000_000,
        "timer_game: b must be at most 10^18 (got {})",
        b
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game_search::GameSearch;
    use crate::rng::XorShift;

    #[test]
    fn table_matches_search() {
        for a in 1..=14usize {
            for b in a..=14usize {
                let (c, d) = (a as u64 + 1, b as u64 + 1);
                let mut s = GameSearch::new(|&n: &u64| {
                    let mut v = Vec::new();
                    if n >= 1 {
                        v.push(n - 1);
                    }
                    v.extend((c..=d.min(n)).map(|i| n - i));
                    v
                });
                let w = win_table(80, a, b);
                let set: Vec<usize> = std::iter::once(1).chain(a + 1..=b + 1).collect();
                let g = crate::subtraction::grundy(&set, 80);
                for n in 0..=80u64 {
                    assert_eq!(
                        w[n as usize],
                        s.first_player_wins(&n),
                        "t={} a={} b={}",
                        n,
                        a,
                        b
                    );
                    assert_eq!(w[n as usize], g[n as usize] != 0, "t={} a={} b={}", n, a, b);
                }
            }
        }
    }

    /// The closed form against the table for every `t <= t_max`.
    fn check_closed_form(a: usize, b: usize, t_max: usize) {
        for (t, &win) in win_table(t_max, a, b).iter().enumerate() {
            let got = first_player_wins(t as u64, a as u64, b as u64);
            assert_eq!(got, win, "t={} a={} b={}", t, a, b);
        }
    }

    #[test]
    fn closed_form_matches_table() {
        for a in 1..80 {
            for b in a..200 {
                check_closed_form(a, b, 1500);
            }
        }
    }

    /// The range nowcoder-17865 uses (a, b <= 10^5), sampled: 40 pairs (a few with a = b, the
    /// extremes included), each over more than three periods `d + o` of the closed form.
    #[test]
    fn closed_form_matches_table_on_large_parameters() {
        let mut rng = XorShift::new(0x5eed);
        let mut pairs = vec![(1, 100_000), (100_000, 100_000), (99_999, 100_000)];
        while pairs.len() < 40 {
            let a = 1 + rng.below(100_000) as usize;
            let equal = rng.below(5) == 0;
            let b = if equal {
                a
            } else {
                a + rng.below(100_001 - a as u64) as usize
            };
            pairs.push((a, b));
        }
        for (a, b) in pairs {
            check_closed_form(a, b, 3 * (a + b + 2) + 10);
        }
    }

    #[test]
    #[should_panic(expected = "b must be at most 10^18")]
    fn table_rejects_huge_b() {
        win_table(5, 1, usize::MAX);
    }

    #[test]
    #[should_panic(expected = "need a <= b")]
    fn rejects_a_above_b() {
        first_player_wins(5, 3, 2);
    }
}
