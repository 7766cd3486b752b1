//! # Union of rectangles: a sweep line over compressed coordinates, cover counts in a tree
//!
//! - **Method:** sweep `x`; a segment tree over the compressed `y` cuts keeps, per node, a cover
//!   count and the combined weight of the covered elementary `y` intervals below it.
//! - **Complexity:** O(m log m) for `m` rectangles; coordinates any `u64`.
//! - **Problems:** cf-494e (through `coin_grid::squares_grundy`).
//! - **Status:** area and XOR of `r[x] & h[y]` over the union = per-cell sums on 3000 random sets
//!   of <= 8 rectangles in 12 x 12 (empty and repeated ones too); area near `2^64` by hand.
//!
//! [`union_strips`] hands over each strip `[x_lo, x_hi)` between consecutive event abscissae
//! with the combined weight of the `y` intervals the union covers there; the caller weighs
//! the strip. The combination only needs to be associative and commutative with identity 0
//! (`+`, XOR): no inverse is used, since a covered node keeps its full weight and an uncovered
//! one the combination of its children. Overlapping rectangles count once (a union).

/// Calls `strip(x_lo, x_hi, covered)` for each strip between consecutive distinct abscissae
/// of the rectangles' sides, left to right, where `covered` combines (by `combine`, identity
/// `0`) `weight(y_lo, y_hi)` over the elementary `y` intervals (cut at every rectangle's
/// `y1`, `y2`) that some rectangle covers throughout the strip.
///
/// Rectangles are half-open: `(x1, y1, x2, y2)` is `[x1, x2) × [y1, y2)`; empty ones are
/// skipped. `weight` of an interval must equal the combination of its parts' weights for the
/// result to mean "per cell" (e.g. `y2 - y1` with `+`).
///
/// # Constraints
/// `x1 <= x2`, `y1 <= y2`; `combine` associative and commutative with identity `0`.
///
/// # Panics
/// If a rectangle has `x1 > x2` or `y1 > y2`.
///
/// # Complexity
/// O(m log m) and O(m) memory, plus `m` calls of `weight` and at most `2m` of `strip`.
///
/// # Example
/// ```
/// use cgt::rect_union::union_strips;
/// // Two 3 x 3 squares overlapping in a 2 x 2 one: area 9 + 9 - 4 = 14.
/// let rects = [(0, 0, 3, 3), (1, 1, 4, 4)];
/// let mut area = 0;
/// union_strips(&rects, |a, b| b - a, |a, b| a + b, |x1, x2, c| area += (x2 - x1) * c);
/// assert_eq!(area, 14);
/// ```
pub fn union_strips<W, C, S>(rects: &[(u64, u64, u64, u64)], weight: W, combine: C, mut strip: S)
where
    W: Fn(u64, u64) -> u64,
    C: Fn(u64, u64) -> u64,
    S: FnMut(u64, u64, u64),
{
    for &(x1, y1, x2, y2) in rects {
        assert!(
            x1 <= x2 && y1 <= y2,
            "union_strips: rectangle [{}, {}) x [{}, {}) is reversed",
            x1,
            x2,
            y1,
            y2
        );
    }
    let live: Vec<_> = rects.iter().filter(|r| r.0 < r.2 && r.1 < r.3).collect();
    if live.is_empty() {
        return;
    }
    let mut ys: Vec<u64> = live.iter().flat_map(|r| [r.1, r.3]).collect();
    ys.sort_unstable();
    ys.dedup();
    let at = |y: u64| ys.binary_search(&y).unwrap();
    // (x, +1 opens / -1 closes, first and one past the last elementary interval)
    let mut events: Vec<(u64, i32, usize, usize)> = Vec::with_capacity(2 * live.len());
    for r in &live {
        let (lo, hi) = (at(r.1), at(r.3));
        events.push((r.0, 1, lo, hi));
        events.push((r.2, -1, lo, hi));
    }
    events.sort_unstable();
    let leaves = ys.len() - 1;
    let mut t = Tree {
        count: vec![0; 4 * leaves],
        full: vec![0; 4 * leaves],
        cover: vec![0; 4 * leaves],
        combine,
    };
    t.build(1, 0, leaves, &|i| weight(ys[i], ys[i + 1]));
    let mut prev = events[0].0;
    for &(x, d, lo, hi) in &events {
        if x > prev {
            strip(prev, x, t.cover[1]);
            prev = x;
        }
        t.update(1, 0, leaves, lo, hi, d);
    }
}

/// Node `v` spans the elementary intervals `l..r`; `count` covers it whole, `full` is the
/// weight of all of it, `cover` that of its covered part.
struct Tree<C> {
    count: Vec<i32>,
    full: Vec<u64>,
    cover: Vec<u64>,
    combine: C,
}

impl<C: Fn(u64, u64) -> u64> Tree<C> {
    fn build(&mut self, v: usize, l: usize, r: usize, leaf: &dyn Fn(usize) -> u64) {
        if r - l == 1 {
            self.full[v] = leaf(l);
        } else {
            let mid = (l + r) / 2;
            self.build(2 * v, l, mid, leaf);
            self.build(2 * v + 1, mid, r, leaf);
            self.full[v] = (self.combine)(self.full[2 * v], self.full[2 * v + 1]);
        }
    }

    fn update(&mut self, v: usize, l: usize, r: usize, ql: usize, qr: usize, d: i32) {
        if qr <= l || r <= ql {
            return;
        }
        if ql <= l && r <= qr {
            self.count[v] += d;
        } else {
            let mid = (l + r) / 2;
            self.update(2 * v, l, mid, ql, qr, d);
            self.update(2 * v + 1, mid, r, ql, qr, d);
        }
        self.cover[v] = if self.count[v] > 0 {
            self.full[v]
        } else if r - l == 1 {
            0
        } else {
            (self.combine)(self.cover[2 * v], self.cover[2 * v + 1])
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::XorShift;

    /// Area and XOR of `r[x] & h[y]` over the union, by the sweep and cell by cell.
    fn check(rects: &[(u64, u64, u64, u64)], r: &[u64], h: &[u64]) {
        let inside = |x: u64, y: u64| {
            rects
                .iter()
                .any(|q| q.0 <= x && x < q.2 && q.1 <= y && y < q.3)
        };
        let (mut area, mut xor) = (0, 0);
        for x in 0..r.len() as u64 {
            for y in 0..h.len() as u64 {
                if inside(x, y) {
                    area += 1;
                    xor ^= r[x as usize] & h[y as usize];
                }
            }
        }
        let mut got = 0;
        union_strips(
            rects,
            |a, b| b - a,
            |a, b| a + b,
            |x1, x2, c| got += (x2 - x1) * c,
        );
        assert_eq!(got, area, "area of {:?}", rects);
        let span =
            |v: &[u64], a: u64, b: u64| v[a as usize..b as usize].iter().fold(0, |s, t| s ^ t);
        let mut got = 0;
        union_strips(
            rects,
            |a, b| span(h, a, b),
            |a, b| a ^ b,
            |x1, x2, c| got ^= (x1..x2).fold(0, |s, x| s ^ (r[x as usize] & c)),
        );
        assert_eq!(got, xor, "xor of {:?}", rects);
    }

    #[test]
    fn matches_per_cell_sums() {
        let mut rng = XorShift::new(494);
        for _ in 0..3000 {
            let w = 12;
            let r: Vec<u64> = (0..w).map(|_| rng.below(256)).collect();
            let h: Vec<u64> = (0..w).map(|_| rng.below(256)).collect();
            let mut rects = Vec::new();
            for _ in 0..rng.below(9) {
                let (x1, y1) = (rng.below(w + 1), rng.below(w + 1));
                let (x2, y2) = (x1 + rng.below(w - x1 + 1), y1 + rng.below(w - y1 + 1));
                rects.push((x1, y1, x2, y2));
                if rng.below(4) == 0 {
                    rects.push((x1, y1, x2, y2));
                }
            }
            check(&rects, &r, &h);
        }
    }

    #[test]
    fn huge_coordinates() {
        let big = u64::MAX;
        let rects = [(0, 0, 1 << 32, 1 << 32), (1 << 31, 1 << 31, big, 1 << 32)];
        let mut area: u128 = 0;
        union_strips(
            &rects,
            |a, b| b - a,
            |a, b| a + b,
            |x1, x2, c| area += u128::from(x2 - x1) * u128::from(c),
        );
        let want = (1u128 << 64) + u128::from(big - (1 << 32)) * (1 << 31);
        assert_eq!(area, want);
        let mut calls = 0;
        union_strips(
            &[(5, 5, 5, 9), (1, 2, 3, 2)],
            |_, _| 1,
            |a, b| a + b,
            |_, _, _| calls += 1,
        );
        assert_eq!(calls, 0);
    }

    #[test]
    #[should_panic(expected = "reversed")]
    fn reversed_rectangle_panics() {
        union_strips(&[(3, 0, 2, 1)], |_, _| 0, |a, b| a ^ b, |_, _, _| {});
    }
}
