//! # Interval games: choose a half-open interval disjoint from those already chosen
//!
//! - **Game:** choose an interval `[l, r)` sharing no point with the chosen ones; stuck: a loss.
//! - **Method:** choosing `[l, r)` inside the free range `[a, b)` leaves the independent ranges
//!   `[a, l)` and `[r, b)`: `g(a, b) = mex{g(a, l) ^ g(r, b) : a <= l, r <= b}`, by range length.
//! - **Complexity:** O(W² · N) for coordinates `< W` and `N` intervals.
//! - **Problems:** atcoder-abc206-f.
//! - **Status:** = search over the sets of still-choosable intervals for every multiset of <= 5
//!   intervals on 0..=5 and 2000 random families of <= 8 on 0..=10.

/// Grundy value of the game on the given intervals `[l, r)` (all of them free).
///
/// # Constraints
/// `l < r` for each interval; coordinates up to a few thousand (the table is `W²`).
///
/// # Panics
/// If an interval is empty.
///
/// # Complexity
/// O(W² · N) time, O(W²) memory, `W` = the largest coordinate + 1.
///
/// # Example
/// ```
/// use cgt::interval_game::grundy;
/// assert_eq!(grundy(&[(53, 98), (8, 43), (12, 53)]), 0);
/// assert_ne!(grundy(&[(5, 9)]), 0);
/// ```
pub fn grundy(intervals: &[(usize, usize)]) -> u32 {
    assert!(
        intervals.iter().all(|&(l, r)| l < r),
        "interval_game::grundy: empty interval"
    );
    let w = intervals.iter().map(|&(_, r)| r + 1).max().unwrap_or(1);
    // g[a * w + b] for the free range [a, b), filled by increasing length.
    let mut g = vec![0u32; w * w];
    let mut seen = Vec::new();
    for len in 1..w {
        for a in 0..w - len {
            let b = a + len;
            seen.clear();
            seen.resize(intervals.len() + 1, false);
            for &(l, r) in intervals.iter().filter(|&&(l, r)| a <= l && r <= b) {
                if let Some(s) = seen.get_mut((g[a * w + l] ^ g[r * w + b]) as usize) {
                    *s = true;
                }
            }
            g[a * w + b] = seen.iter().position(|&s| !s).unwrap() as u32;
        }
    }
    g[w - 1]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game_search::GameSearch;
    use crate::rng::XorShift;
    use itertools::Itertools;

    #[test]
    fn matches_search_over_choosable_sets() {
        // Every multiset of <= 5 intervals on 0..=5, then 2000 random families of <= 8 on 0..=10.
        let all: Vec<(usize, usize)> = (0..6)
            .flat_map(|l| (l + 1..6).map(move |r| (l, r)))
            .collect();
        let mut families: Vec<Vec<(usize, usize)>> = (1..=5)
            .flat_map(|k| all.iter().copied().combinations_with_replacement(k))
            .collect();
        assert_eq!(families.len(), 15 + 120 + 680 + 3060 + 11628);
        let mut rng = XorShift::new(206);
        families.extend((0..2000).map(|_| {
            let n = 1 + rng.below(8) as usize;
            (0..n)
                .map(|_| {
                    let l = rng.below(10) as usize;
                    (l, l + 1 + rng.below(10 - l as u64) as usize)
                })
                .collect()
        }));
        for iv in families {
            let n = iv.len();
            // A position: the bit mask of intervals still choosable; choosing i removes every
            // interval meeting it (itself and its duplicates included).
            let meets = |i: usize, j: usize| iv[i].0 < iv[j].1 && iv[j].0 < iv[i].1;
            let moves = |&m: &u32| {
                (0..n)
                    .filter(|&i| m >> i & 1 == 1)
                    .map(|i| {
                        (0..n)
                            .filter(|&j| !meets(i, j))
                            .fold(0, |x, j| x | (m & 1 << j))
                    })
                    .collect::<Vec<u32>>()
            };
            let mut s = GameSearch::new(moves);
            assert_eq!(
                grundy(&iv) != 0,
                s.first_player_wins(&((1 << n) - 1)),
                "{:?}",
                iv
            );
            assert_eq!(grundy(&iv), s.grundy(&((1 << n) - 1)), "{:?}", iv);
        }
    }
}
