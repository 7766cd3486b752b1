//! # Score games on the intervals of a row: negamax by length, a few lengths kept
//!
//! - **Game:** positions are the intervals `[l, r)` of a row `0..n`; a move goes 1 to `ahead`
//!   shorter, with a gain; without moves the player to move gets `payoff(l, r)`.
//! - **Method:** negamax by length keeping `ahead + 1` lengths; each pushed move folded in.
//! - **Complexity:** `(n + 1)(n + 2) / 2` rule calls; `8 (min(ahead, n) + 1)(n + 1)` bytes.
//! - **Problems:** the general layer (take from the ends of a row; EDPC L is `ahead = 1`).
//! - **Status:** = a memo recursion on 3000 random rules (`n <= 7`, every `ahead`, best moves,
//!   every length in turn), = `ScoreSearch` on every row of `n <= 7` over `-2..=2`; panics.
//!
//! The last `ahead + 1` lengths are kept in a ring of rows indexed by `l`; the rule is called
//! once per interval, each move folded into the maximum at once (no list), so a small rule
//! compiles into the sweep's loop.
//!
//! Write the moves out where you can: in a trial, rules looping `for t in 1..=k.min(r - l)` took
//! 1.4-1.9 times the hand DP, the same moves written out (`if r - l >= 2 { ... }`) 1.0-1.4. A
//! rule kept in a `let` names its sink's type: `|l: usize, r: usize, out: &mut IntervalMoves|`.
//! Every length kept (`ahead >= n`, to answer queries on any interval) takes `8 (n + 1)^2` bytes;
//! `for_each_length` hands over each length in turn (queries grouped by length, no more kept).
//! Every length is swept: where each move shortens by an even amount, a rule returning at once
//! at the lengths of the other parity than `n`'s halves the work (their values are never read).
//!
//! A win/lose game is a score game with gain 0 and payoff -1 (the player to move without a move
//! loses): `v = 1` where the player to move wins. Positions numbered otherwise, or moves that
//! keep the length: `score_search::NumberedScore`.

/// The moves of one interval as the rule pushes them: each is folded into the interval's value.
pub struct IntervalMoves<'a> {
    /// The kept lengths, row `len % k` at `[row * (n + 1)..]`, indexed by `l`.
    rows: &'a [i64],
    k: usize,
    n: usize,
    /// The interval being valued: its length, its row, its bounds (for a message).
    len: usize,
    row: usize,
    at: (usize, usize),
    best: i64,
    moved: bool,
    /// `best_move`: the value wanted and the first move giving it.
    want: Option<i64>,
    pick: Option<(usize, usize, i64)>,
}

impl<'a> IntervalMoves<'a> {
    /// The sink of `[l, r)`, whose length's values go to row `row` of the `k` kept.
    #[inline]
    fn new(rows: &'a [i64], (k, n): (usize, usize), (l, r): (usize, usize), row: usize) -> Self {
        IntervalMoves {
            rows,
            k,
            n,
            len: r - l,
            row,
            at: (l, r),
            best: i64::MIN,
            moved: false,
            want: None,
            pick: None,
        }
    }

    /// A move to `[l, r)`, the mover gaining `gain`.
    ///
    /// # Panics
    /// If `[l, r)` is not 1 to `ahead` shorter than the interval moved from, or `r > n`; on
    /// overflow of `gain - v` (with overflow checks on).
    #[inline]
    pub fn push(&mut self, l: usize, r: usize, gain: i64) {
        let d = self.len.wrapping_sub(r.wrapping_sub(l));
        if (d.wrapping_sub(1) >= self.k - 1) | (r > self.n) | (l > r) {
            refuse(self.at, (l, r), self.n, self.k - 1);
        }
        let row = if self.row >= d {
            self.row - d
        } else {
            self.row + self.k - d
        };
        let t = gain - self.rows[row * (self.n + 1) + l];
        self.best = self.best.max(t);
        self.moved = true;
        if self.want == Some(t) && self.pick.is_none() {
            self.pick = Some((l, r, gain));
        }
    }
}

/// The panic of a move `push` refuses (out of line: the sink's fields stay in registers).
#[cold]
#[inline(never)]
fn refuse((a, b): (usize, usize), (l, r): (usize, usize), n: usize, ahead: usize) -> ! {
    let at = format!("interval_score: a move from [{a}, {b}) to [{l}, {r})");
    assert!(l <= r && r <= n, "{at}: not an interval of [0, {n})");
    panic!(
        "{at}: {} long, not 1 to ahead = {ahead} shorter than {}",
        r - l,
        b - a
    );
}

/// Negamax over the intervals `[l, r)` of `0..n`: `moves(l, r, out)` calls `out.push(l2, r2,
/// gain)` for every move (the mover gains `gain`, the opponent then moves at `[l2, r2)`, 1 to
/// `ahead` shorter); at an interval without moves the player to move gets `payoff(l, r)`. The
/// value is the best total difference (own gains minus the opponent's) for the player to move.
///
/// # Example
/// ```
/// use cgt::interval_score::IntervalScore;
/// // Take 1 or 2 numbers from either end of a row; p: prefix sums.
/// let a = [3i64, 9, 1, 2, 7];
/// let p: Vec<i64> = std::iter::once(0).chain(a.iter().scan(0, |s, &x| { *s += x; Some(*s) })).collect();
/// let mut s = IntervalScore::new(5, 2, |l, r, out| {
///     if r - l >= 1 {
///         out.push(l + 1, r, a[l]);
///         out.push(l, r - 1, a[r - 1]);
///     }
///     if r - l >= 2 {
///         out.push(l + 2, r, p[l + 2] - p[l]);
///         out.push(l, r - 2, p[r] - p[r - 2]);
///     }
/// }, |_, _| 0);
/// assert_eq!(s.value(0, 5), 4); // take 3 + 9; the other takes 2 + 7, the 1 is left: 13 to 9
/// assert_eq!(s.best_move(0, 5), Some((2, 5, 12)));
/// ```
pub struct IntervalScore<F, G> {
    moves: F,
    payoff: G,
    n: usize,
    /// `min(ahead, n) + 1` lengths kept.
    k: usize,
    rows: Vec<i64>,
}

impl<F, G> IntervalScore<F, G>
where
    F: FnMut(usize, usize, &mut IntervalMoves),
    G: FnMut(usize, usize) -> i64,
{
    /// The game on `[0, n)`, nothing computed yet; every move 1 to `ahead` shorter (`ahead >= n`
    /// keeps every length, so [`value`](Self::value) answers for every interval).
    ///
    /// # Panics
    /// If `ahead` is 0.
    ///
    /// # Complexity
    /// O(1).
    pub fn new(n: usize, ahead: usize, moves: F, payoff: G) -> Self {
        assert!(
            ahead >= 1,
            "interval_score: ahead = 0 (every move shortens the interval)"
        );
        let k = ahead.min(n) + 1;
        IntervalScore {
            moves,
            payoff,
            n,
            k,
            rows: Vec::new(),
        }
    }

    /// The value of `[l, r)` for the player to move; the first call sweeps every interval.
    ///
    /// # Constraints
    /// `l <= r <= n`, and `r - l >= n - ahead` (the lengths kept); every move as
    /// [`IntervalMoves::push`] says; totals fit in `i64`.
    ///
    /// # Panics
    /// Outside the constraints (the message says which), on overflow with overflow checks on.
    ///
    /// # Complexity
    /// The first call: `(n + 1)(n + 2) / 2` calls of the rule, each move O(1). Later: O(1).
    pub fn value(&mut self, l: usize, r: usize) -> i64 {
        if self.rows.is_empty() {
            self.sweep(&mut |_, _| {});
        }
        self.rows[self.index(l, r)]
    }

    /// Every interval's value, length by length: `each(len, v)` gets `v[l]`, the value of
    /// `[l, l + len)` for `l` in `0..=n - len`, for `len` from 0 to `n`. To answer queries on
    /// intervals of any length without keeping every length (`8 (n + 1)^2` bytes), sort them by
    /// length and answer each group here, `ahead` only as large as the moves need.
    ///
    /// # Constraints
    /// As [`value`](Self::value).
    ///
    /// # Panics
    /// As [`value`](Self::value).
    ///
    /// # Complexity
    /// `(n + 1)(n + 2) / 2` calls of the rule (again after an earlier sweep), `n + 1` of `each`.
    /// Later [`value`](Self::value) calls: O(1) on the lengths kept.
    ///
    /// # Example
    /// ```
    /// use cgt::interval_score::IntervalScore;
    /// // Take one number from either end of a row: the margin of the player to move on each
    /// // queried [l, r), one length kept besides the one swept.
    /// let a = [3i64, 9, 1, 2, 7];
    /// let mut queries = vec![(0, 5), (1, 3), (2, 3), (0, 2)];
    /// queries.sort_by_key(|&(l, r)| r - l);
    /// let mut s = IntervalScore::new(5, 1, |l, r, out| {
    ///     if r > l {
    ///         out.push(l + 1, r, a[l]);
    ///         out.push(l, r - 1, a[r - 1]);
    ///     }
    /// }, |_, _| 0);
    /// let (mut q, mut answers) = (queries.iter().peekable(), Vec::new());
    /// s.for_each_length(|len, v| {
    ///     while let Some(&&(l, r)) = q.peek().filter(|&&&(l, r)| r - l == len) {
    ///         answers.push(((l, r), v[l]));
    ///         q.next();
    ///     }
    /// });
    /// assert_eq!(answers, [((2, 3), 1), ((1, 3), 8), ((0, 2), 6), ((0, 5), 0)]);
    /// ```
    pub fn for_each_length(&mut self, mut each: impl FnMut(usize, &[i64])) {
        self.sweep(&mut each);
    }

    /// A best move from `[l, r)` as `(l2, r2, gain)`, the first in the rule's order with
    /// `gain - v(l2, r2)` equal to `v(l, r)`; `None` without moves.
    ///
    /// # Constraints
    /// As [`value`](Self::value), and `[l, r)` the whole row unless every length is kept
    /// (`ahead >= n`): the moves' values must be known.
    ///
    /// # Panics
    /// As [`value`](Self::value); outside the constraints.
    ///
    /// # Complexity
    /// As [`value`](Self::value), then one more call of the rule.
    pub fn best_move(&mut self, l: usize, r: usize) -> Option<(usize, usize, i64)> {
        let v = self.value(l, r);
        assert!(
            r - l == self.n || self.k == self.n + 1,
            "interval_score: best_move of [{l}, {r}) needs shorter lengths than those kept (ahead >= n keeps them all)"
        );
        let row = (r - l) % self.k;
        let mut out = IntervalMoves::new(&self.rows, (self.k, self.n), (l, r), row);
        out.want = Some(v);
        (self.moves)(l, r, &mut out);
        out.pick
    }

    /// Where `[l, r)`'s value is kept, after checking it is.
    fn index(&self, l: usize, r: usize) -> usize {
        let n = self.n;
        assert!(
            l <= r && r <= n,
            "interval_score: [{l}, {r}) is not an interval of [0, {n})"
        );
        let len = r - l;
        assert!(
            n - len < self.k,
            "interval_score: [{l}, {r}) has length {len}, only lengths {}..={n} are kept (ahead >= n keeps them all)",
            n + 1 - self.k
        );
        len % self.k * (n + 1) + l
    }

    /// Every length in turn, `each` told of each (through `dyn`: the rule is called from one
    /// place, so it is inlined there).
    fn sweep(&mut self, each: &mut dyn FnMut(usize, &[i64])) {
        let (n, k) = (self.n, self.k);
        let size = k
            .checked_mul(n + 1)
            .expect("interval_score: (ahead + 1) * (n + 1) overflows");
        let mut rows = vec![0; size];
        let mut row = 0;
        for len in 0..=n {
            for l in 0..=n - len {
                let mut out = IntervalMoves::new(&rows, (k, n), (l, l + len), row);
                (self.moves)(l, l + len, &mut out);
                let v = match out.moved {
                    true => out.best,
                    false => (self.payoff)(l, l + len),
                };
                rows[row * (n + 1) + l] = v;
            }
            each(len, &rows[row * (n + 1)..row * (n + 1) + n - len + 1]);
            row = if row + 1 == k { 0 } else { row + 1 };
        }
        self.rows = rows;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::XorShift;
    use crate::score_search::ScoreSearch;
    use std::collections::HashMap;

    /// The moves of every interval of a random rule: `(l2, r2, gain)`, 1 to `ahead` shorter,
    /// anywhere in the row.
    type Rule = HashMap<(usize, usize), Vec<(usize, usize, i64)>>;

    fn random_rule(rng: &mut XorShift, n: usize, ahead: usize) -> Rule {
        let mut g = Rule::new();
        for len in 0..=n {
            for l in 0..=n - len {
                let moves = (0..rng.below(4))
                    .filter_map(|_| {
                        let d = 1 + rng.below(ahead.min(len).max(1) as u64) as usize;
                        let len2 = len.checked_sub(d)?;
                        let l2 = rng.below((n - len2) as u64 + 1) as usize;
                        Some((l2, l2 + len2, rng.below(11) as i64 - 5))
                    })
                    .collect();
                g.insert((l, l + len), moves);
            }
        }
        g
    }

    /// Negamax straight from the rule, memoised.
    fn negamax(g: &Rule, at: (usize, usize), memo: &mut HashMap<(usize, usize), i64>) -> i64 {
        if let Some(&v) = memo.get(&at) {
            return v;
        }
        let v = match g[&at].is_empty() {
            true => (at.0 as i64 - 2 * at.1 as i64) % 3,
            false => g[&at]
                .iter()
                .map(|&(l, r, gain)| gain - negamax(g, (l, r), memo))
                .max()
                .unwrap(),
        };
        memo.insert(at, v);
        v
    }

    /// 3000 random rules on rows of `n <= 7`, `ahead` from 1 to `n + 1`: every kept value, the
    /// best move of every interval whose moves' values are kept, and every length in turn
    /// (`for_each_length`, then `value` on the lengths kept).
    #[test]
    fn matches_a_memoised_recursion_on_random_rules() {
        let mut rng = XorShift::new(29);
        for case in 0..3000 {
            let n = case % 8;
            let ahead = 1 + rng.below(n as u64 + 1) as usize;
            let g = random_rule(&mut rng, n, ahead);
            let mut memo = HashMap::new();
            let rule = |l, r, out: &mut IntervalMoves| {
                g[&(l, r)]
                    .iter()
                    .for_each(|&(l2, r2, v)| out.push(l2, r2, v))
            };
            let pay = |l: usize, r: usize| (l as i64 - 2 * r as i64) % 3;
            let mut s = IntervalScore::new(n, ahead, &rule, pay);
            for len in n.saturating_sub(ahead)..=n {
                for l in 0..=n - len {
                    let want = negamax(&g, (l, l + len), &mut memo);
                    assert_eq!(s.value(l, l + len), want, "case {case}: [{l}, {})", l + len);
                    if len == n || ahead >= n {
                        let first = g[&(l, l + len)]
                            .iter()
                            .find(|&&(l2, r2, gain)| gain - memo[&(l2, r2)] == want);
                        assert_eq!(s.best_move(l, l + len), first.copied(), "case {case}");
                    }
                }
            }
            let (mut t, mut next) = (IntervalScore::new(n, ahead, &rule, pay), 0);
            t.for_each_length(|len, v| {
                assert_eq!((len, v.len()), (next, n - len + 1), "case {case}");
                for (l, &got) in v.iter().enumerate() {
                    assert_eq!(got, negamax(&g, (l, l + len), &mut memo), "case {case}");
                }
                next += 1;
            });
            assert_eq!((next, t.value(0, n)), (n + 1, memo[&(0, n)]), "case {case}");
        }
    }

    /// Take 1 to 3 numbers from either end: = `ScoreSearch` on the row itself, every row of
    /// `n <= 7` over `-2..=2`.
    #[test]
    fn take_from_either_end_matches_score_search() {
        let mut search = ScoreSearch::new(
            |row: &Vec<i64>| {
                let n = row.len();
                let mut out = Vec::new();
                for t in 1..=n.min(3) {
                    out.push((row[t..].to_vec(), row[..t].iter().sum()));
                    out.push((row[..n - t].to_vec(), row[n - t..].iter().sum()));
                }
                out
            },
            |_| 0,
        );
        let mut rows = 0;
        for n in 0..=7u32 {
            for code in 0..5usize.pow(n) {
                let a: Vec<i64> = (0..n)
                    .map(|i| (code / 5usize.pow(i) % 5) as i64 - 2)
                    .collect();
                let rule = |l: usize, r: usize, out: &mut IntervalMoves| {
                    for t in 1..=(r - l).min(3) {
                        out.push(l + t, r, a[l..l + t].iter().sum());
                        out.push(l, r - t, a[r - t..r].iter().sum());
                    }
                };
                let mut s = IntervalScore::new(a.len(), 3, rule, |_, _| 0);
                assert_eq!(s.value(0, a.len()), search.value(&a), "{a:?}");
                rows += 1;
            }
        }
        assert_eq!(rows, (5usize.pow(8) - 1) / 4);
    }

    /// A win/lose game as a score game: take 1 or 2 from either end, no move loses; the first
    /// player wins unless the length is a multiple of 3.
    #[test]
    fn win_lose_as_gain_zero_payoff_minus_one() {
        let mut s = IntervalScore::new(
            30,
            30,
            |l, r, out| {
                for t in 1..=(r - l).min(2) {
                    out.push(l + t, r, 0);
                    out.push(l, r - t, 0);
                }
            },
            |_, _| -1,
        );
        for len in 0..=30 {
            for l in 0..=30 - len {
                assert_eq!(s.value(l, l + len), if len % 3 == 0 { -1 } else { 1 });
            }
        }
    }

    fn take_one(
        n: usize,
        ahead: usize,
    ) -> IntervalScore<impl FnMut(usize, usize, &mut IntervalMoves), impl FnMut(usize, usize) -> i64>
    {
        IntervalScore::new(
            n,
            ahead,
            |l, r, out| {
                if l < r {
                    out.push(l + 1, r, 1);
                }
            },
            |_, _| 0,
        )
    }

    #[test]
    #[should_panic(
        expected = "a move from [0, 2) to [0, 2): 2 long, not 1 to ahead = 2 shorter than 2"
    )]
    fn a_move_keeping_the_length_is_refused() {
        let rule = |l: usize, r: usize, out: &mut IntervalMoves| {
            if r - l == 2 {
                out.push(l, r, 0)
            }
        };
        IntervalScore::new(4, 2, rule, |_, _| 0).value(0, 4);
    }

    #[test]
    #[should_panic(
        expected = "a move from [0, 3) to [3, 3): 0 long, not 1 to ahead = 2 shorter than 3"
    )]
    fn a_move_too_much_shorter_is_refused() {
        let rule = |l: usize, r: usize, out: &mut IntervalMoves| {
            if r - l == 3 {
                out.push(r, r, 0)
            }
        };
        IntervalScore::new(4, 2, rule, |_, _| 0).value(0, 4);
    }

    #[test]
    #[should_panic(expected = "a move from [0, 2) to [4, 5): not an interval of [0, 4)")]
    fn a_move_beyond_the_row_is_refused() {
        let rule = |l: usize, r: usize, out: &mut IntervalMoves| {
            if r - l == 2 {
                out.push(4, 5, 0)
            }
        };
        IntervalScore::new(4, 2, rule, |_, _| 0).value(0, 4);
    }

    #[test]
    #[should_panic(expected = "a move from [0, 1) to [1, 0): not an interval of [0, 4)")]
    fn a_reversed_interval_is_refused() {
        let rule = |l: usize, r: usize, out: &mut IntervalMoves| {
            if r - l == 1 {
                out.push(r, l, 0)
            }
        };
        IntervalScore::new(4, 2, rule, |_, _| 0).value(0, 4);
    }

    #[test]
    #[should_panic(expected = "interval_score: ahead = 0")]
    fn ahead_zero_is_refused() {
        take_one(4, 0);
    }

    #[test]
    #[should_panic(expected = "[1, 3) has length 2, only lengths 3..=4 are kept")]
    fn a_length_not_kept_is_refused() {
        take_one(4, 1).value(1, 3);
    }

    #[test]
    #[should_panic(expected = "[2, 5) is not an interval of [0, 4)")]
    fn an_interval_beyond_the_row_is_refused() {
        take_one(4, 4).value(2, 5);
    }

    #[test]
    #[should_panic(expected = "best_move of [1, 4) needs shorter lengths than those kept")]
    fn a_best_move_below_the_row_needs_every_length() {
        take_one(4, 1).best_move(1, 4);
    }

    #[test]
    fn every_length_kept_answers_everywhere() {
        let mut s = take_one(5, 9);
        assert_eq!(s.value(2, 2), 0);
        assert_eq!(s.value(1, 4), 1); // 1 - 1 + 1
        assert_eq!(s.best_move(1, 4), Some((2, 4, 1)));
        assert_eq!(s.best_move(3, 3), None);
    }
}
