//! # Score tables: negamax over a rule whose moves go to smaller numbers
//!
//! - **Game:** positions `0..=n`, every move to a smaller number with a gain for the mover; a
//!   move may keep the turn; without moves the player to move gets `payoff(x)`.
//! - **Method:** `v(x) = max (gain - v(y))`, or `gain + v(y)` where the turn is kept, upwards.
//! - **Complexity:** O(n + moves), `8 (n + 1)` bytes (`score_table_i32`: 4), no other.
//! - **Problems:** the general layer (coins from a pile, take 1..=k; USACO "xoinc").
//! - **Status:** = a memo recursion on 600 random rules (`n <= 40`, both kinds of move), =
//!   `NumberedScore`, `score_table_i32`; moves not down and values beyond `i32` refused.
//!
//! [`score_table`] is to scores what `sprague_grundy::grundy_table` is to Grundy values: one
//! loop upwards, one call of the rule per position (which the compiler can inline), each move
//! folded into the maximum as it is pushed (no list). Moves in any direction, or queries that
//! reach few positions: `score_search::NumberedScore`. The intervals of a row:
//! `interval_score`; the turn in the position, by layers: `layered_minimax`.

/// The moves of one position as the rule pushes them: each is folded into its value.
pub struct ScoreMoves<'a, V = i64> {
    x: usize,
    v: &'a [V],
    best: i64,
    moved: bool,
}

impl<V: Copy + Into<i64>> ScoreMoves<'_, V> {
    /// A move to `y < x`, the mover gaining `gain`; the opponent moves next.
    ///
    /// # Panics
    /// If `y >= x`; on overflow of `gain - v(y)` (with overflow checks on).
    #[inline]
    pub fn push(&mut self, y: usize, gain: i64) {
        let w = self.at(y);
        self.best = self.best.max(gain - w);
        self.moved = true;
    }

    /// A move to `y < x`, the mover gaining `gain` and moving again at `y` (the turn is kept).
    ///
    /// # Panics
    /// As [`push`](ScoreMoves::push).
    #[inline]
    pub fn push_again(&mut self, y: usize, gain: i64) {
        let w = self.at(y);
        self.best = self.best.max(gain + w);
        self.moved = true;
    }

    #[inline]
    fn at(&self, y: usize) -> i64 {
        match self.v.get(y) {
            Some(&w) => w.into(),
            None => not_smaller(self.x, y, std::mem::size_of::<V>() < 8),
        }
    }
}

/// The panic of a move to a number not smaller (out of line: the sink stays in registers).
#[cold]
#[inline(never)]
fn not_smaller(x: usize, y: usize, narrow: bool) -> ! {
    let tool = if narrow {
        "score_table_i32"
    } else {
        "score_table"
    };
    panic!("{tool}: move {x} -> {y} does not go to a smaller number")
}

/// The values `v(0), ..., v(n)` for the player to move (own gains minus the opponent's):
/// `moves(x, out)` calls `out.push(y, gain)` for every move (`y < x`, the opponent moves next)
/// and `out.push_again(y, gain)` for every move after which the mover moves again; `payoff(x)`
/// is the value where no move exists.
///
/// # Constraints
/// `n < usize::MAX`; every move to `y < x`; totals fit in `i64`.
///
/// # Panics
/// If a move does not go to a smaller number; on overflow with overflow checks on.
///
/// # Complexity
/// O(n + M) for the M moves pushed; `8 (n + 1)` bytes.
///
/// # Example
/// ```
/// use cgt::score_table::score_table;
/// // Coins c[0..5] on a pile, the top first; take 1, 2 or 3. Position: x coins left (the last
/// // x); suffix[x]: their sum.
/// let c = [3i64, 9, 1, 2, 7];
/// let suffix = |x: usize| c[5 - x..].iter().sum::<i64>();
/// let v = score_table(5, |x, out| {
///     for k in 1..4 {
///         if k <= x {
///             out.push(x - k, suffix(x) - suffix(x - k));
///         }
///     }
/// }, |_| 0);
/// assert_eq!(v[5], 4); // take 3 + 9 + 1 = 13; the other takes 2 + 7 = 9
/// assert_eq!(v[2], 9); // the last two coins: take both
/// ```
pub fn score_table<F, G>(n: usize, moves: F, payoff: G) -> Vec<i64>
where
    F: FnMut(usize, &mut ScoreMoves),
    G: FnMut(usize) -> i64,
{
    table(n, moves, payoff)
}

/// [`score_table`] keeping each value in an `i32`: half the memory, and a whole program with a
/// table larger than the cache a quarter less time, its page faults halved (USACO "xoinc",
/// 4·10^6 positions: PERFORMANCE.md). Gains,
/// payoffs and the moves' values are computed in `i64`; a value is checked as it is stored.
///
/// # Constraints
/// As [`score_table`]; every value fits in `i32`.
///
/// # Panics
/// As [`score_table`]; if a value does not fit in `i32`, naming the position and the value.
///
/// # Complexity
/// O(n + M) for the M moves pushed; `4 (n + 1)` bytes.
///
/// # Example
/// ```
/// use cgt::score_table::score_table_i32;
/// // The coins of `score_table`'s example, the values in `i32`.
/// let c = [3i64, 9, 1, 2, 7];
/// let suffix = |x: usize| c[5 - x..].iter().sum::<i64>();
/// let v: Vec<i32> = score_table_i32(5, |x, out| {
///     for k in 1..4 {
///         if k <= x {
///             out.push(x - k, suffix(x) - suffix(x - k));
///         }
///     }
/// }, |_| 0);
/// assert_eq!((v[5], v[2]), (4, 9));
/// ```
pub fn score_table_i32<F, G>(n: usize, moves: F, payoff: G) -> Vec<i32>
where
    F: FnMut(usize, &mut ScoreMoves<i32>),
    G: FnMut(usize) -> i64,
{
    table(n, moves, payoff)
}

/// The loop of both tables: each value computed in `i64`, stored as `V`.
fn table<V, F, G>(n: usize, mut moves: F, mut payoff: G) -> Vec<V>
where
    V: Copy + Into<i64> + TryFrom<i64>,
    F: FnMut(usize, &mut ScoreMoves<V>),
    G: FnMut(usize) -> i64,
{
    assert!(n < usize::MAX, "score_table: n = usize::MAX is too large");
    let mut v = Vec::with_capacity(n + 1);
    for x in 0..=n {
        let mut out = ScoreMoves {
            x,
            v: &v,
            best: i64::MIN,
            moved: false,
        };
        moves(x, &mut out);
        let value = match out.moved {
            true => out.best,
            false => payoff(x),
        };
        match V::try_from(value) {
            Ok(value) => v.push(value),
            Err(_) => too_large(x, value),
        }
    }
    v
}

/// The panic of a value beyond `i32` in `score_table_i32`.
#[cold]
#[inline(never)]
fn too_large(x: usize, value: i64) -> ! {
    panic!("score_table_i32: position {x} has the value {value}, beyond i32 (use score_table)")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::XorShift;
    use crate::score_search::NumberedScore;

    /// A random rule: each position's moves `(y, gain, again)` to smaller numbers.
    fn random_rule(rng: &mut XorShift, n: usize) -> Vec<Vec<(usize, i64, bool)>> {
        (0..=n)
            .map(|x| {
                let k = if x == 0 { 0 } else { rng.below(5) };
                (0..k)
                    .map(|_| {
                        let y = rng.below(x as u64) as usize;
                        (y, rng.below(11) as i64 - 5, rng.below(3) == 0)
                    })
                    .collect()
            })
            .collect()
    }

    /// Negamax straight from the rule, memoised.
    fn negamax(g: &[Vec<(usize, i64, bool)>], x: usize, memo: &mut [Option<i64>]) -> i64 {
        if let Some(v) = memo[x] {
            return v;
        }
        let v = match g[x].is_empty() {
            true => x as i64 % 5 - 2,
            false => g[x]
                .iter()
                .map(|&(y, gain, again)| match again {
                    true => gain + negamax(g, y, memo),
                    false => gain - negamax(g, y, memo),
                })
                .max()
                .unwrap(),
        };
        memo[x] = Some(v);
        v
    }

    /// Every move of a random rule's position, into either table.
    fn push_all<V: Copy + Into<i64>>(moves: &[(usize, i64, bool)], out: &mut ScoreMoves<V>) {
        for &(y, gain, again) in moves {
            match again {
                true => out.push_again(y, gain),
                false => out.push(y, gain),
            }
        }
    }

    /// 600 random rules on `0..=n`, `n <= 40`, moves that pass or keep the turn: = the recursion
    /// and = `NumberedScore::with_extra_turns` on the same rule.
    #[test]
    fn matches_a_memoised_recursion_and_numbered_score() {
        let mut rng = XorShift::new(37);
        for case in 0..600 {
            let n = case % 41;
            let g = random_rule(&mut rng, n);
            let mut memo = vec![None; n + 1];
            let want: Vec<i64> = (0..=n).map(|x| negamax(&g, x, &mut memo)).collect();
            let pay = |x: usize| x as i64 % 5 - 2;
            let v = score_table(n, |x, out| push_all(&g[x], out), pay);
            assert_eq!(v, want, "case {case}");
            let v32 = score_table_i32(n, |x, out| push_all(&g[x], out), pay);
            assert!(v32.iter().map(|&v| i64::from(v)).eq(want.iter().copied()));
            let mut s = NumberedScore::with_extra_turns(n + 1, |x, out| out.extend(&g[x]), pay);
            assert_eq!(s.all_values(), &want[..], "case {case}");
        }
    }

    #[test]
    #[should_panic(expected = "score_table: move 3 -> 3 does not go to a smaller number")]
    fn a_move_not_to_a_smaller_number_is_refused() {
        score_table(
            5,
            |x, out| {
                if x == 3 {
                    out.push(x, 1)
                }
            },
            |_| 0,
        );
    }

    #[test]
    #[should_panic(expected = "score_table: move 2 -> 4 does not go to a smaller number")]
    fn a_turn_kept_upwards_is_refused() {
        score_table(
            5,
            |x, out| {
                if x == 2 {
                    out.push_again(4, 1)
                }
            },
            |_| 0,
        );
    }

    #[test]
    #[should_panic(expected = "score_table_i32: move 2 -> 2 does not go to a smaller number")]
    fn the_i32_table_names_itself_on_a_refused_move() {
        score_table_i32(
            3,
            |x, out| {
                if x == 2 {
                    out.push(2, 0)
                }
            },
            |_| 0,
        );
    }

    /// The first value beyond `i32` panics, naming its position; the one before is kept.
    #[test]
    #[should_panic(expected = "score_table_i32: position 2 has the value 2147483648, beyond i32")]
    fn a_value_beyond_i32_is_refused() {
        let v = score_table_i32(
            3,
            |x, out| {
                if x > 0 {
                    out.push_again(x - 1, 1 << 29)
                }
            },
            |_| 1 << 30,
        );
        unreachable!("{v:?}");
    }

    /// Values at both ends of `i32` are kept.
    #[test]
    fn values_at_the_ends_of_i32_are_kept() {
        let v = score_table_i32(
            2,
            |x, out| {
                if x > 0 {
                    out.push(x - 1, i64::from(i32::MIN) + 1)
                }
            },
            |_| 0,
        );
        assert_eq!(v, [0, i32::MIN + 1, 0]);
        let v = score_table_i32(
            1,
            |x, out| {
                if x > 0 {
                    out.push(0, i64::from(i32::MAX))
                }
            },
            |_| 0,
        );
        assert_eq!(v, [0, i32::MAX]);
    }
}
