//! # Minimax over positions in layers (the move number, a turn order): a DP by layer
//!
//! - **Game:** positions `(i, j)`, layer `i < h` (cards dealt, digits written), `j < w`; a move
//!   goes 1 to `ahead` layers on, gain counted for Max; the position says who moves.
//! - **Method:** `v = max` or `min (gain + v')` from the last layer back, `ahead + 1` kept.
//! - **Complexity:** `h * w` rule calls; `8 (min(ahead, h - 1) + 1) w` bytes.
//! - **Problems:** the general layer (a given turn order: ABC 195 E is `w = 7`, `ahead = 1`).
//! - **Status:** = a memo recursion on 3000 random rules (`h <= 7`, `w <= 4`, every `ahead`,
//!   turns, payoffs, best moves); the turn never asked where no move exists; panics tested.
//!
//! The values of the last `ahead + 1` layers swept are kept in a ring of rows indexed by `j`: the
//! DP a contestant writes over the move number. The rule is called once per position with `i`
//! and `j` (no decoding), and each move it pushes is folded into the maximum and the minimum at
//! once (no list of moves), so a small rule compiles into the sweep's loop (write its moves out
//! rather than looping over an inclusive range; a rule kept in a `let` names its sink's type:
//! `|i: usize, j: usize, out: &mut LayerMoves|`). Moves within a layer, or positions numbered
//! otherwise: `score_search::NumberedMinimax`. Every `j < w` of every layer is valued (the rule
//! called, the payoff where it pushes nothing): a triangular shape (`j <= i`, a row's left end
//! after `i` cards taken) pays for the whole rectangle (trial W: 1.85-2.05 times its DP over the
//! triangle, about half of it the unused half).

/// The moves of one position as the rule pushes them: each is folded into its value.
pub struct LayerMoves<'a> {
    /// The kept layers, layer `i` at row `i % k`, `[row * w..]`, indexed by `j`.
    rows: &'a [i64],
    k: usize,
    /// The shape `h x w`, the position being valued and its row.
    hw: (usize, usize),
    at: (usize, usize),
    row: usize,
    /// The largest and the smallest total of a move (`lo > hi`: no move).
    hi: i64,
    lo: i64,
    /// `best_move`: the total wanted and the first move giving it.
    want: Option<i64>,
    pick: Option<(usize, usize, i64)>,
}

impl<'a> LayerMoves<'a> {
    /// The sink of `(i, j)`, whose layer's values go to row `row` of the `k` kept.
    #[inline]
    fn new(rows: &'a [i64], k: usize, hw: (usize, usize), at: (usize, usize), row: usize) -> Self {
        LayerMoves {
            rows,
            k,
            hw,
            at,
            row,
            hi: i64::MIN,
            lo: i64::MAX,
            want: None,
            pick: None,
        }
    }

    /// A move to `(i, j)`, Max gaining `gain` (negative: Min gains).
    ///
    /// # Panics
    /// If layer `i` is not 1 to `ahead` layers after the position's, `i >= h` or `j >= w`; on
    /// overflow of `gain + v` (with overflow checks on).
    #[inline]
    pub fn push(&mut self, i: usize, j: usize, gain: i64) {
        let ((h, w), d) = (self.hw, i.wrapping_sub(self.at.0));
        if (d.wrapping_sub(1) >= self.k - 1) | (i >= h) | (j >= w) {
            refuse(self.at, (i, j), self.hw, self.k - 1);
        }
        let row = if self.row + d >= self.k {
            self.row + d - self.k
        } else {
            self.row + d
        };
        let t = gain + self.rows[row * w + j];
        self.hi = self.hi.max(t);
        self.lo = self.lo.min(t);
        if self.want == Some(t) && self.pick.is_none() {
            self.pick = Some((i, j, gain));
        }
    }
}

/// The panic of a move `push` refuses (out of line: the sink's fields stay in registers).
#[cold]
#[inline(never)]
fn refuse(at: (usize, usize), to: (usize, usize), (h, w): (usize, usize), ahead: usize) -> ! {
    let why = if to.0 >= h || to.1 >= w {
        format!("is outside the {h} x {w} positions")
    } else {
        format!("must go 1 to ahead = {ahead} layers on")
    };
    panic!("layered_minimax: a move from {at:?} to {to:?} {why}");
}

/// Minimax over the positions `(i, j)` of `h` layers of `w`: `moves(i, j, out)` calls
/// `out.push(i2, j2, gain)` for every move (1 to `ahead` layers on, `gain` counted for Max,
/// negative when Min gains), `max_to_move(i, j)` says Max moves at `(i, j)` (asked only where a
/// move exists), `payoff(i, j)` is the result where none does (asked only there). Max maximises
/// the total, Min minimises it.
///
/// # Example
/// ```
/// use cgt::layered_minimax::LayeredMinimax;
/// // Digits d[i] are written in turn order who[i] (true: Max); each writer appends d[i] or 0.
/// // Max wants a multiple of 7 (payoff 1). Position (i, r): digit i next, the number is r mod 7.
/// let (d, who) = ([3usize, 5], [false, true]);
/// let mut s = LayeredMinimax::new(3, 7, 1, |i, r, out| {
///     if i < 2 {
///         out.push(i + 1, (r * 10 + d[i]) % 7, 0);
///         out.push(i + 1, r * 10 % 7, 0);
///     }
/// }, |_, r| i64::from(r == 0), |i, _| who[i]);
/// assert_eq!(s.value(0, 0), 1); // Min writes 3 or 0; Max then makes 35 or 0
/// assert_eq!(s.value(1, 3), 1); // 35 = 7 * 5
/// assert_eq!(s.best_move(0, 0), Some((1, 3, 0)));
/// ```
pub struct LayeredMinimax<F, G, T> {
    moves: F,
    payoff: G,
    turn: T,
    hw: (usize, usize),
    /// `min(ahead, h - 1) + 1` layers kept.
    k: usize,
    rows: Vec<i64>,
}

impl<F, G, T> LayeredMinimax<F, G, T>
where
    F: FnMut(usize, usize, &mut LayerMoves),
    G: FnMut(usize, usize) -> i64,
    T: FnMut(usize, usize) -> bool,
{
    /// The game on `h` layers of `w`, nothing computed yet; every move 1 to `ahead` layers on
    /// (`ahead >= h` keeps every layer, so [`value`](Self::value) answers everywhere).
    ///
    /// # Panics
    /// If `h`, `w` or `ahead` is 0.
    ///
    /// # Complexity
    /// O(1).
    pub fn new(h: usize, w: usize, ahead: usize, moves: F, payoff: G, max_to_move: T) -> Self {
        assert!(h >= 1 && w >= 1, "layered_minimax: {h} x {w} positions");
        assert!(
            ahead >= 1,
            "layered_minimax: ahead = 0 (every move goes to a later layer)"
        );
        LayeredMinimax {
            moves,
            payoff,
            turn: max_to_move,
            hw: (h, w),
            k: ahead.min(h - 1) + 1,
            rows: Vec::new(),
        }
    }

    /// The total of `(i, j)` under optimal play; the first call sweeps every position.
    ///
    /// # Constraints
    /// `j < w`, `i <= ahead` (the layers kept: every one when `ahead >= h`); every move as
    /// [`LayerMoves::push`] says; totals fit in `i64`.
    ///
    /// # Panics
    /// Outside the constraints (the message says which), on overflow with overflow checks on.
    ///
    /// # Complexity
    /// The first call: `h * w` calls of the rule, each move O(1). Later: O(1).
    #[inline]
    pub fn value(&mut self, i: usize, j: usize) -> i64 {
        if self.rows.is_empty() {
            self.sweep();
        }
        self.rows[self.index(i, j)]
    }

    /// A best move from `(i, j)` for the player to move, as `(i2, j2, gain)`, the first in the
    /// rule's order giving the total; `None` without moves.
    ///
    /// # Constraints
    /// As [`value`](Self::value), and `i = 0` unless every layer is kept (`ahead >= h`): the
    /// moves' values must be known.
    ///
    /// # Panics
    /// As [`value`](Self::value); outside the constraints.
    ///
    /// # Complexity
    /// As [`value`](Self::value), then one more call of the rule and of `max_to_move`.
    pub fn best_move(&mut self, i: usize, j: usize) -> Option<(usize, usize, i64)> {
        let v = self.value(i, j);
        assert!(
            i == 0 || self.k == self.hw.0,
            "layered_minimax: best_move at {:?} needs later layers than those kept (ahead >= h keeps them all)",
            (i, j)
        );
        let mut out = LayerMoves::new(&self.rows, self.k, self.hw, (i, j), i % self.k);
        out.want = Some(v);
        (self.moves)(i, j, &mut out);
        out.pick
    }

    /// Where `(i, j)`'s value is kept, after checking it is.
    fn index(&self, i: usize, j: usize) -> usize {
        let w = self.hw.1;
        assert!(
            i < self.k && j < w,
            "layered_minimax: ({i}, {j}) is not kept: only layers 0..={} are, columns 0..{w} \
             (ahead >= h = {} keeps every layer)",
            self.k - 1,
            self.hw.0
        );
        i * w + j
    }

    #[inline]
    fn sweep(&mut self) {
        let ((h, w), k) = (self.hw, self.k);
        let size = k
            .checked_mul(w)
            .expect("layered_minimax: (ahead + 1) * w overflows");
        let mut rows = vec![0; size];
        let mut row = (h - 1) % k;
        for i in (0..h).rev() {
            for j in 0..w {
                let mut out = LayerMoves::new(&rows, k, self.hw, (i, j), row);
                (self.moves)(i, j, &mut out);
                let moved = out.lo <= out.hi;
                let v = match (moved, moved && (self.turn)(i, j)) {
                    (false, _) => (self.payoff)(i, j),
                    (true, true) => out.hi,
                    (true, false) => out.lo,
                };
                rows[row * w + j] = v;
            }
            row = if row == 0 { k - 1 } else { row - 1 };
        }
        self.rows = rows;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::XorShift;
    use std::collections::HashMap;

    /// A random game: the moves of every position, 1 to `ahead` layers on.
    type Rule = HashMap<(usize, usize), Vec<(usize, usize, i64)>>;

    fn random_rule(rng: &mut XorShift, (h, w): (usize, usize), ahead: usize) -> Rule {
        let mut g = Rule::new();
        for i in 0..h {
            for j in 0..w {
                let moves = (0..rng.below(4))
                    .filter_map(|_| {
                        let i2 = i + 1 + rng.below(ahead as u64) as usize;
                        let j2 = rng.below(w as u64) as usize;
                        (i2 < h).then(|| (i2, j2, rng.below(11) as i64 - 5))
                    })
                    .collect();
                g.insert((i, j), moves);
            }
        }
        g
    }

    /// Minimax straight from the rule, memoised.
    fn total(
        g: &Rule,
        at: (usize, usize),
        turns: u64,
        memo: &mut HashMap<(usize, usize), i64>,
    ) -> i64 {
        if let Some(&v) = memo.get(&at) {
            return v;
        }
        let totals = g[&at]
            .iter()
            .map(|&(i, j, gain)| gain + total(g, (i, j), turns, memo));
        let totals: Vec<i64> = totals.collect();
        let v = match (totals.is_empty(), turns >> (at.0 * 4 + at.1) & 1 == 1) {
            (true, _) => (at.0 as i64 - 2 * at.1 as i64) % 3,
            (false, true) => *totals.iter().max().unwrap(),
            (false, false) => *totals.iter().min().unwrap(),
        };
        memo.insert(at, v);
        v
    }

    /// 3000 random rules on `h <= 7` layers of `w <= 4`, `ahead` from 1 to `h`, random turns:
    /// every kept value and the best move of every position whose moves' values are kept; the
    /// turn is asked only where a move exists.
    #[test]
    fn matches_a_memoised_recursion_on_random_rules() {
        let mut rng = XorShift::new(31);
        for case in 0..3000 {
            let (h, w) = (1 + case % 7, 1 + case / 7 % 4);
            let ahead = 1 + rng.below(h as u64) as usize;
            let g = random_rule(&mut rng, (h, w), ahead);
            let turns = rng.next_u64();
            let mut memo = HashMap::new();
            let rule = |i, j, out: &mut LayerMoves| {
                g[&(i, j)]
                    .iter()
                    .for_each(|&(i2, j2, v)| out.push(i2, j2, v))
            };
            let pay = |i: usize, j: usize| (i as i64 - 2 * j as i64) % 3;
            let turn = |i: usize, j: usize| {
                assert!(
                    !g[&(i, j)].is_empty(),
                    "the turn asked at ({i}, {j}) without moves"
                );
                turns >> (i * 4 + j) & 1 == 1
            };
            let mut s = LayeredMinimax::new(h, w, ahead, rule, pay, turn);
            for i in 0..=ahead.min(h - 1) {
                for j in 0..w {
                    let want = total(&g, (i, j), turns, &mut memo);
                    assert_eq!(s.value(i, j), want, "case {case}: ({i}, {j})");
                    if i == 0 || ahead >= h {
                        let first = g[&(i, j)]
                            .iter()
                            .find(|&&(i2, j2, gain)| gain + memo[&(i2, j2)] == want);
                        assert_eq!(s.best_move(i, j), first.copied(), "case {case}");
                    }
                }
            }
        }
    }

    /// A turn-order string: Max and Min in turn order take or discard card `i`, never more than
    /// `k` taken in a row (column: how many were). = the same game on `NumberedMinimax`, every
    /// order of 6 cards over a row of values, `k` 1 to 3.
    #[test]
    fn a_turn_order_string_matches_numbered_minimax() {
        use crate::score_search::NumberedMinimax;
        let a = [5i64, -3, 2, 7, -1, 4];
        let n = a.len();
        for k in 1..=3 {
            for who in 0..1u32 << n {
                let max = |i: usize| who >> i & 1 == 1;
                let w = k + 1;
                let mut s = LayeredMinimax::new(
                    n + 1,
                    w,
                    1,
                    |i, c, out| {
                        if i < n {
                            out.push(i + 1, 0, 0);
                            if c < k {
                                out.push(i + 1, c + 1, a[i]);
                            }
                        }
                    },
                    |_, _| 0,
                    |i, _| max(i),
                );
                let mut t = NumberedMinimax::new(
                    (n + 1) * w,
                    |x, out| {
                        let (i, c) = (x / w, x % w);
                        if i < n {
                            out.push(((i + 1) * w, 0));
                            if c < k {
                                out.push(((i + 1) * w + c + 1, a[i]));
                            }
                        }
                    },
                    |_| 0,
                    |x| max(x / w),
                );
                for c in 0..w {
                    assert_eq!(s.value(0, c), t.value(c), "k {k}, who {who:b}, c {c}");
                }
            }
        }
    }

    /// A chain of layers, each move one on with gain 1 (three closure types: hence the allow).
    #[allow(clippy::type_complexity)]
    fn one_step(
        h: usize,
        w: usize,
        ahead: usize,
    ) -> LayeredMinimax<
        impl FnMut(usize, usize, &mut LayerMoves),
        impl FnMut(usize, usize) -> i64,
        impl FnMut(usize, usize) -> bool,
    > {
        let rule = move |i: usize, j: usize, out: &mut LayerMoves| {
            if i + 1 < h {
                out.push(i + 1, j, 1)
            }
        };
        LayeredMinimax::new(h, w, ahead, rule, |_, _| 0, |_, _| true)
    }

    #[test]
    #[should_panic(expected = "a move from (3, 0) to (3, 1) must go 1 to ahead = 2 layers on")]
    fn a_move_within_the_layer_is_refused() {
        LayeredMinimax::new(
            4,
            3,
            2,
            |i, j, out| out.push(i, j + 1, 0),
            |_, _| 0,
            |_, _| true,
        )
        .value(0, 0);
    }

    #[test]
    #[should_panic(expected = "a move from (1, 0) to (4, 0) must go 1 to ahead = 2 layers on")]
    fn a_move_too_far_on_is_refused() {
        let rule = |i: usize, j: usize, out: &mut LayerMoves| {
            if i == 1 {
                out.push(i + 3, j, 0)
            }
        };
        LayeredMinimax::new(6, 3, 2, rule, |_, _| 0, |_, _| true).value(0, 0);
    }

    #[test]
    #[should_panic(expected = "a move from (3, 0) to (4, 0) is outside the 4 x 3 positions")]
    fn a_move_beyond_the_last_layer_is_refused() {
        LayeredMinimax::new(
            4,
            3,
            2,
            |i, j, out| out.push(i + 1, j, 0),
            |_, _| 0,
            |_, _| true,
        )
        .value(0, 0);
    }

    #[test]
    #[should_panic(expected = "a move from (2, 1) to (3, 3) is outside the 4 x 3 positions")]
    fn a_move_beyond_the_width_is_refused() {
        let rule = |i: usize, j: usize, out: &mut LayerMoves| {
            if i == 2 && j == 1 {
                out.push(i + 1, 3, 0)
            }
        };
        LayeredMinimax::new(4, 3, 2, rule, |_, _| 0, |_, _| true).value(0, 0);
    }

    #[test]
    #[should_panic(expected = "layered_minimax: ahead = 0")]
    fn ahead_zero_is_refused() {
        one_step(4, 3, 0);
    }

    #[test]
    #[should_panic(expected = "layered_minimax: 0 x 3 positions")]
    fn no_layer_is_refused() {
        one_step(0, 3, 1);
    }

    #[test]
    #[should_panic(
        expected = "(2, 0) is not kept: only layers 0..=1 are, columns 0..3 (ahead >= h = 5 keeps every layer)"
    )]
    fn a_layer_not_kept_is_refused() {
        one_step(5, 3, 1).value(2, 0);
    }

    #[test]
    #[should_panic(
        expected = "(1, 3) is not kept: only layers 0..=4 are, columns 0..3 (ahead >= h = 5 keeps every layer)"
    )]
    fn a_position_beyond_the_width_is_refused() {
        one_step(5, 3, 9).value(1, 3);
    }

    #[test]
    #[should_panic(expected = "best_move at (1, 0) needs later layers than those kept")]
    fn a_best_move_past_layer_0_needs_every_layer() {
        one_step(5, 3, 1).best_move(1, 0);
    }

    #[test]
    fn every_layer_kept_answers_everywhere() {
        let mut s = one_step(5, 3, 9);
        assert_eq!(s.value(4, 2), 0);
        assert_eq!(s.value(1, 2), 3);
        assert_eq!(s.best_move(1, 2), Some((2, 2, 1)));
        assert_eq!(s.best_move(4, 0), None);
        assert_eq!(one_step(1, 1, 1).value(0, 0), 0);
    }
}
