//! # Wythoff's game: P-positions in exact integers, winning moves by kind
//!
//! - **Game:** two heaps; take any positive number from one heap, or the same from both.
//! - **Theorem** (Wythoff 1907): the P-positions are `(a_k, b_k)` and `(b_k, a_k)`, `k >= 0`, with
//!   `a_k = floor(k φ) = (k + isqrt(5k²)) / 2` and `b_k = a_k + k`, `φ = (1 + √5) / 2`.
//! - **Complexity:** outcome, `p_position` and `winning_moves` O(1) (a partner from one estimate).
//! - **Problems:** poj-1067 (= HDU 1527), luogu-p2252.
//! - **Status:** outcome and moves by kind vs GameSearch for all a, b < 60; `p_position` vs the mex
//!   recurrence (k <= 2000), the floor's definition (sampled k <= `MAX_K`), the f64 trap pairs.
//!
//! `a_k` and `b_k` (Beatty sequences of `φ` and `φ²`) partition the positive integers, so every
//! heap `x` has exactly one partner `y` with `(x, y)` a P-position. Exact arithmetic: for `k >= 1`,
//! `k √5` is irrational, so `floor(k φ) = floor((k + floor(k √5)) / 2)`. `5k²` is computed in
//! `u128`; when it does not fit, `b_k > k √5 >= 2^64` and the P-position does not fit in `u64`.
//! Floating point is wrong inside judge ranges: with `f64`, `floor(k φ)` is off by one at
//! `k = 102334155` and `k = 267914296`.
//!
//! References: W. A. Wythoff, *A modification of the game of Nim*, Nieuw Archief voor Wiskunde 7
//! (1907); *Winning Ways*, ch. 3.

/// Moved to [`isqrt`](crate::isqrt) on 2026-11-23; the old paths keep working.
pub use crate::isqrt::{isqrt, isqrt_u128};

/// `Some((a_k, b_k))` if the k-th P-position fits in `u64`, else `None`.
fn p_position_checked(k: u64) -> Option<(u64, u64)> {
    // 5k² overflowing u128 means k√5 >= 2^64, and b_k = k(3 + √5)/2 > k√5 does not fit.
    let five_k2 = (u128::from(k) * u128::from(k)).checked_mul(5)?;
    let a = (u128::from(k) + u128::from(crate::isqrt::isqrt_u128(five_k2))) / 2;
    let b = u64::try_from(a + u128::from(k)).ok()?;
    Some((a as u64, b))
}

/// The largest `k` whose P-position `(a_k, b_k)` fits in `u64`; its `b_k` is exactly `u64::MAX`.
pub const MAX_K: u64 = 7_046_029_254_386_353_130;

/// The k-th P-position `(a_k, b_k) = (floor(k φ), floor(k φ) + k)`; `k = 0` gives `(0, 0)`.
///
/// # Constraints
/// `k <= MAX_K` (so that `b_k <= u64::MAX`).
///
/// # Panics
/// If `k > MAX_K`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cgt::wythoff::p_position;
/// assert_eq!(p_position(0), (0, 0));
/// assert_eq!(p_position(3), (4, 7));
/// assert_eq!(p_position(102_334_155), (165_580_140, 267_914_295));
/// ```
pub fn p_position(k: u64) -> (u64, u64) {
    assert!(k <= MAX_K, "p_position: k = {} above MAX_K", k);
    p_position_checked(k).expect("k <= MAX_K fits by the definition of MAX_K")
}

/// Is `(a, b)` a P-position (the player to move loses)? Defined for every pair of `u64` heaps.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cgt::wythoff::is_p_position;
/// assert!(is_p_position(0, 0));
/// assert!(is_p_position(7, 4));
/// assert!(!is_p_position(5, 5));
/// assert!(is_p_position(11_400_714_819_323_198_485, u64::MAX));
/// ```
pub fn is_p_position(a: u64, b: u64) -> bool {
    // (lo, hi) is a P-position iff it is (a_k, b_k) for k = hi - lo.
    let (lo, hi) = (a.min(b), a.max(b));
    p_position_checked(hi - lo).map_or(false, |p| p.0 == lo)
}

/// Wythoff's game: does the player to move win from heaps `(a, b)`?
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cgt::wythoff::first_player_wins;
/// assert!(!first_player_wins(2, 1));
/// assert!(first_player_wins(8, 4));
/// assert!(!first_player_wins(4, 7));
/// ```
pub fn first_player_wins(a: u64, b: u64) -> bool {
    !is_p_position(a, b)
}

/// The heap `y` with `{x, y}` a P-position, if it fits in `u64`.
fn partner(x: u64) -> Option<u64> {
    if x == 0 {
        return Some(0);
    }
    // x = a_k needs k = floor(x/φ) + 1, x = b_k needs k = x - floor(x/φ) (x/φ is irrational).
    // With 2^64/φ rounded down, `f` is floor(x/φ) or one less; p_position checks exactly.
    let f = ((u128::from(x) * 0x9e37_79b9_7f4a_7c15) >> 64) as u64;
    for k in [f + 1, f + 2] {
        match p_position_checked(k) {
            Some((a, b)) if a == x => return Some(b),
            _ => {}
        }
    }
    for k in [x - f - 1, x - f] {
        match p_position_checked(k) {
            Some((a, b)) if b == x => return Some(a),
            _ => {}
        }
    }
    // Neither a_k nor b_k: x = a_k with b_k > u64::MAX.
    None
}

/// The kind of a move, in the order [`winning_moves`] lists them (also the derived `Ord`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum MoveKind {
    /// The same number from both heaps.
    Both,
    /// From the first heap only.
    First,
    /// From the second heap only.
    Second,
}

/// Every winning move from `(a, b)`, as its kind and the resulting position (heaps in the same
/// order), listed by kind: [`MoveKind::Both`], then `First`, then `Second`; there is at most one
/// of each, so the list is sorted. Empty iff `(a, b)` is a P-position. Lowering both keeps the difference `d`, so it goes to
/// `(a_d, b_d)`; lowering one heap goes to the other heap's partner.
///
/// # Complexity
/// O(1): each partner from one fixed-point estimate of `x/φ`, at most four P-positions checked.
///
/// # Example
/// ```
/// use cgt::wythoff::{winning_moves, MoveKind};
/// assert_eq!(winning_moves(4, 7), vec![]);
/// // From (5, 7): take 2 from both heaps, 1 from the first or 4 from the second.
/// let (both, first, second) = (MoveKind::Both, MoveKind::First, MoveKind::Second);
/// assert_eq!(winning_moves(5, 7), vec![(both, (3, 5)), (first, (4, 7)), (second, (5, 3))]);
/// ```
pub fn winning_moves(a: u64, b: u64) -> Vec<(MoveKind, (u64, u64))> {
    let mut v = Vec::new();
    let (lo, hi) = (a.min(b), a.max(b));
    if let Some((x, y)) = p_position_checked(hi - lo).filter(|p| p.0 < lo) {
        v.push((MoveKind::Both, if a <= b { (x, y) } else { (y, x) }));
    }
    if let Some(x) = partner(b).filter(|&x| x < a) {
        v.push((MoveKind::First, (x, b)));
    }
    if let Some(y) = partner(a).filter(|&y| y < b) {
        v.push((MoveKind::Second, (a, y)));
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game_search::GameSearch;

    /// The former `partner`: two binary searches over k (the twin of the estimate).
    fn partner_by_search(x: u64) -> Option<u64> {
        // a_k and b_k increase with k: the last P-position (k <= MAX_K) whose a_k, resp. b_k, is <= x.
        let last = |side: fn((u64, u64)) -> u64| {
            let (mut lo, mut hi) = (0, MAX_K);
            while lo < hi {
                let mid = hi - (hi - lo) / 2;
                (lo, hi) = if side(p_position(mid)) <= x {
                    (mid, hi)
                } else {
                    (lo, mid - 1)
                };
            }
            p_position(lo)
        };
        // Neither a_k nor b_k: x = a_k with b_k > u64::MAX.
        match (last(|p| p.0), last(|p| p.1)) {
            ((a, b), _) if a == x => Some(b),
            (_, (a, b)) if b == x => Some(a),
            _ => None,
        }
    }

    /// The moves from the rules, by kind: both heaps, the first heap, the second heap.
    fn moves_by_kind(a: u64, b: u64) -> [(MoveKind, Vec<(u64, u64)>); 3] {
        [
            (
                MoveKind::Both,
                (1..=a.min(b)).map(|t| (a - t, b - t)).collect(),
            ),
            (MoveKind::First, (0..a).map(|x| (x, b)).collect()),
            (MoveKind::Second, (0..b).map(|y| (a, y)).collect()),
        ]
    }

    fn rules(p: &(u64, u64)) -> Vec<(u64, u64)> {
        moves_by_kind(p.0, p.1)
            .into_iter()
            .flat_map(|(_, v)| v)
            .collect()
    }

    #[test]
    fn partner_by_estimate_matches_binary_search() {
        check_partners(50_000, 25_000);
    }

    #[test]
    #[ignore] // heavy: run in release (CI runs the ignored tests with --release)
    fn partner_by_estimate_matches_binary_search_more() {
        check_partners(2_000_000, 1_000_000);
    }

    /// `partner` = `partner_by_search` on `0..small`, around the ends of the range and `random`
    /// random numbers.
    fn check_partners(small: u64, random: usize) {
        let near = |c: u64| (c.saturating_sub(300)..=c.saturating_add(300)).collect::<Vec<_>>();
        let mut xs: Vec<u64> = (0..small).collect();
        for c in [MAX_K, p_position(MAX_K).0, u64::MAX / 2, u64::MAX - 300] {
            xs.extend(near(c));
        }
        let mut rng = crate::rng::XorShift::new(3);
        xs.extend((0..random).map(|_| rng.below(u64::MAX)));
        for x in xs {
            assert_eq!(partner(x), partner_by_search(x), "x = {}", x);
        }
    }

    #[test]
    fn outcome_and_winning_moves_match_search() {
        let mut s = GameSearch::new(rules);
        for a in 0..60 {
            for b in 0..60 {
                assert_eq!(
                    first_player_wins(a, b),
                    s.first_player_wins(&(a, b)),
                    "({}, {})",
                    a,
                    b
                );
                // By kind in the order Both, First, Second; each kind's positions increasing.
                let mut brute = Vec::new();
                for (kind, mut targets) in moves_by_kind(a, b) {
                    targets.retain(|q| !s.first_player_wins(q));
                    targets.sort_unstable();
                    brute.extend(targets.into_iter().map(|q| (kind, q)));
                }
                assert_eq!(winning_moves(a, b), brute, "({}, {})", a, b);
            }
        }
    }

    #[test]
    fn p_positions_match_mex_recurrence() {
        // a_k = least positive integer not yet used by earlier a_i, b_i; b_k = a_k + k.
        let mut used = vec![false; 10_000];
        let mut next = 1;
        for k in 1..=2000u64 {
            while used[next] {
                next += 1;
            }
            let (a, b) = (next as u64, next as u64 + k);
            used[a as usize] = true;
            used[b as usize] = true;
            assert_eq!(p_position(k), (a, b), "k={}", k);
            assert_eq!(partner(a), Some(b));
            assert_eq!(partner(b), Some(a));
        }
    }

    /// `a = floor(k φ)` iff `2a - k <= k √5 < 2a + 2 - k`, i.e. (both sides non-negative)
    /// `(2a - k)² <= 5k² < (2a + 2 - k)²`; checked in u128 with no square root.
    fn is_floor_k_phi(k: u64, a: u64) -> bool {
        let (k, a) = (u128::from(k), u128::from(a));
        let five_k2 = 5 * k * k;
        2 * a >= k && (2 * a - k).pow(2) <= five_k2 && five_k2 < (2 * a + 2 - k).pow(2)
    }

    #[test]
    fn p_positions_match_floor_definition_up_to_max_k() {
        let mut ks: Vec<u64> = vec![MAX_K, MAX_K - 1, 1 << 62, 1 << 40, 701_408_733];
        // Spread over the whole range, plus Fibonacci numbers (the hardest k for rounding).
        let step = MAX_K / 997;
        ks.extend((1..997).map(|i| i * step + i % 7));
        let (mut f, mut g) = (1u64, 2u64);
        while g <= MAX_K {
            ks.extend([g - 1, g, g + 1]);
            let h = f + g;
            f = g;
            g = h;
        }
        for k in ks {
            let (a, b) = p_position(k);
            assert!(is_floor_k_phi(k, a), "k={}", k);
            assert_eq!(b, a + k);
            assert!(is_p_position(a, b) && is_p_position(b, a));
            assert!(!is_p_position(a + 1, b) && !is_p_position(a, b - 1));
        }
        assert_eq!(p_position(MAX_K).1, u64::MAX);
        assert!(p_position_checked(MAX_K + 1).is_none());
        assert!(p_position_checked(u64::MAX).is_none());
    }

    #[test]
    #[should_panic(expected = "above MAX_K")]
    fn p_position_beyond_u64_panics() {
        p_position(MAX_K + 1);
    }

    #[test]
    fn double_precision_trap_pairs() {
        assert!(is_p_position(165_580_140, 267_914_295));
        assert!(is_p_position(433_494_436, 701_408_732));
        assert!(!is_p_position(165_580_141, 267_914_296));
        assert!(!is_p_position(433_494_437, 701_408_733));
        assert!(!first_player_wins(267_914_295, 165_580_140));
        assert!(first_player_wins(1_000_000_000, 1_000_000_000));
        assert!(!first_player_wins(0, 0));
        assert!(first_player_wins(0, 1_000_000_000));
    }

    #[test]
    fn extreme_pairs() {
        let (a, b) = p_position(MAX_K);
        assert!(!first_player_wins(a, b));
        assert!(first_player_wins(u64::MAX, u64::MAX));
        assert!(first_player_wins(0, u64::MAX));
        assert!(first_player_wins(u64::MAX - 1, u64::MAX));
        assert_eq!(winning_moves(a, b), vec![]);
        // (MAX, MAX): lowering both to (0, 0) wins, and so does lowering one heap to a_K.
        assert_eq!(
            winning_moves(u64::MAX, u64::MAX),
            vec![
                (MoveKind::Both, (0, 0)),
                (MoveKind::First, (a, u64::MAX)),
                (MoveKind::Second, (u64::MAX, a))
            ]
        );
        // x = a_{MAX_K + 1} has its partner above u64::MAX: no single-heap move pairs with it.
        let x = 11_400_714_819_323_198_487u64;
        assert_eq!(partner(x), None);
        assert_eq!(partner(a), Some(u64::MAX));
        assert_eq!(partner(u64::MAX), Some(a));
        assert_eq!(winning_moves(x, x), vec![(MoveKind::Both, (0, 0))]);
        // (x, MAX): lower x to a_K = partner(MAX), or both by 5 to (a_d, b_d), d = MAX_K - 2.
        assert_eq!(
            winning_moves(x, u64::MAX),
            vec![
                (
                    MoveKind::Both,
                    (11_400_714_819_323_198_482, 18_446_744_073_709_551_610)
                ),
                (MoveKind::First, (a, u64::MAX))
            ]
        );
    }
}
