//! # Coin turning on grids beyond Tartan: connected sets, squares of side at most k
//!
//! - **Theorem:** one coin at `(i, j)` (1-based) is worth, for connected sets turned with their
//!   lower-right coin: `lowbit(i + j - 1)` on row or column 1, else `2^(i + j - 2)`; for squares
//!   of side `<= k`: `min(lowbit i, lowbit j, K)`, `K` the largest power of two `<= k`.
//! - **Complexity:** connected O(c log c) for `c` coins; squares O(m log m), `m` rectangles.
//! - **Problems:** luogu-p2594 (connected sets), cf-494e (squares; white cells: union of rectangles).
//! - **Status:** single-coin mex over the moves (connected: 4- and 8-connected, `i, j <= 4`, strips;
//!   squares: `n <= 16`, all `k`); the whole board searched (<= 10 cells, all k); sweep = per cell.
//!
//! Game: a move turns a set of coins whose defining coin (the lower-right one; P2594's tails `T`,
//! CF 494E's white cells) can start a move and can no longer after it, so a position is the XOR
//! of its coins (coin-turning principle). **Connected** (ZJOI 2009): any edge-connected set
//! inside the up-left box of its defining coin; row and column 1 are the ruler game. Values reach
//! `2^198` on 100 x 100: [`connected_grundy_bits`] gives the value's set bits. **Squares** (CF
//! 494E): a square of side `s <= k`, `s <= min(i, j)`; not the nim product (rectangles would give
//! `lowbit i ⊗ lowbit j`: cell (2, 2) is 2, not 3).
//!
//! Sweep: encode `2^t` as `2^(t+1) - 1` (invertible over GF(2): decode `e ^ (e >> 1)`); then
//! `min` is AND, rows `1..=x` XOR to `x`, and a rectangle `(x1, x2] x (y1, y2]` to
//! `(x1 ^ x2) & (y1 ^ y2)`: [`crate::rect_union::union_strips`] combines the union's strips.

/// The exponent `e` of a single coin's value `2^e` in the connected-sets game: `v2(i + j - 1)`
/// on row or column 1 (the ruler game), else `i + j - 2`.
///
/// # Constraints
/// `1 <= i, j < 2^62`.
///
/// # Panics
/// If a coordinate is out of range.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cgt::coin_grid::connected_exponent;
/// assert_eq!([connected_exponent(1, 1), connected_exponent(1, 4), connected_exponent(3, 1)], [0, 2, 0]);
/// assert_eq!(connected_exponent(2, 2), 2); // value 4
/// assert_eq!(connected_exponent(100, 100), 198);
/// ```
pub fn connected_exponent(i: u64, j: u64) -> u64 {
    assert!(
        (1..1 << 62).contains(&i) && (1..1 << 62).contains(&j),
        "connected_exponent: coin ({}, {}) outside [1, 2^62)^2",
        i,
        j
    );
    if i == 1 || j == 1 {
        u64::from((i + j - 1).trailing_zeros())
    } else {
        i + j - 2
    }
}

/// The set bits, ascending, of the Grundy value of a connected-sets position whose coins that
/// can start a move are `coins` (1-based `(row, column)`); a coin listed twice cancels.
///
/// # Constraints
/// As [`connected_exponent`] for every coin.
///
/// # Panics
/// As [`connected_exponent`].
///
/// # Complexity
/// O(c log c) for `c` coins.
///
/// # Example
/// ```
/// use cgt::coin_grid::connected_grundy_bits;
/// assert_eq!(connected_grundy_bits(&[(2, 1), (2, 2)]), [1, 2]); // 2 ^ 4
/// assert_eq!(connected_grundy_bits(&[(2, 3), (3, 2), (1, 1)]), [0]); // 8 ^ 8 ^ 1
/// ```
pub fn connected_grundy_bits(coins: &[(u64, u64)]) -> Vec<u64> {
    let mut e: Vec<u64> = coins
        .iter()
        .map(|&(i, j)| connected_exponent(i, j))
        .collect();
    e.sort_unstable();
    // Keep each exponent that occurs an odd number of times.
    let mut bits: Vec<u64> = Vec::new();
    for v in e {
        if bits.last() == Some(&v) {
            bits.pop();
        } else {
            bits.push(v);
        }
    }
    bits
}

/// Does the first player win the connected-sets game (Luogu P2594) with the movable coins
/// `coins`? (Some bit of the Grundy value is set.)
///
/// # Constraints
/// As [`connected_grundy_bits`].
///
/// # Panics
/// As [`connected_grundy_bits`].
///
/// # Complexity
/// O(c log c).
///
/// # Example
/// ```
/// use cgt::coin_grid::connected_first_player_wins;
/// assert!(!connected_first_player_wins(&[]));
/// assert!(connected_first_player_wins(&[(2, 1), (2, 2)]));
/// assert!(!connected_first_player_wins(&[(2, 99), (99, 2)])); // 2^99 twice
/// ```
pub fn connected_first_player_wins(coins: &[(u64, u64)]) -> bool {
    !connected_grundy_bits(coins).is_empty()
}

/// The value of a single white cell `(i, j)` in the squares game with sides `<= k`:
/// `min(lowbit i, lowbit j, K)`, `K` the largest power of two `<= k`.
///
/// # Constraints
/// `i, j, k >= 1`.
///
/// # Panics
/// If a constraint is violated.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cgt::coin_grid::square_value;
/// assert_eq!([square_value(2, 2, 7), square_value(8, 24, 7), square_value(8, 24, 8)], [2, 4, 8]);
/// ```
pub fn square_value(i: u64, j: u64, k: u64) -> u64 {
    assert!(
        i >= 1 && j >= 1 && k >= 1,
        "square_value: need i, j, k >= 1; got ({}, {}), k = {}",
        i,
        j,
        k
    );
    let cap = 1 << (63 - k.leading_zeros());
    (i & i.wrapping_neg()).min(j & j.wrapping_neg()).min(cap)
}

/// The Grundy value of the squares game (Codeforces 494E) on an `n x n` board with sides `<= k`,
/// whose white cells are the union of `rects`: `(a, b, c, d)` is rows `a..=c`, columns `b..=d`.
///
/// # Constraints
/// `1 <= k <= n < 2^63`; `1 <= a <= c <= n`, `1 <= b <= d <= n`.
///
/// # Panics
/// If a constraint is violated.
///
/// # Complexity
/// O(m log m) for `m` rectangles.
///
/// # Example
/// ```
/// use cgt::coin_grid::squares_grundy;
/// // Cells (2, 2) and (2, 4) white: 2 ^ 2 = 0; with (4, 4) too, min(4, 3 -> 2) = 2.
/// assert_eq!(squares_grundy(4, 3, &[(2, 2, 2, 2), (2, 4, 2, 4)]), 0);
/// assert_eq!(squares_grundy(4, 3, &[(2, 2, 2, 2), (2, 4, 2, 4), (4, 4, 4, 4)]), 2);
/// ```
pub fn squares_grundy(n: u64, k: u64, rects: &[(u64, u64, u64, u64)]) -> u64 {
    assert!(
        1 <= k && k <= n && n < 1 << 63,
        "squares_grundy: need 1 <= k <= n < 2^63; got k = {}, n = {}",
        k,
        n
    );
    let mut half_open = Vec::with_capacity(rects.len());
    for &(a, b, c, d) in rects {
        assert!(
            1 <= a && a <= c && c <= n && 1 <= b && b <= d && d <= n,
            "squares_grundy: rectangle ({}, {}, {}, {}) not inside 1..={}",
            a,
            b,
            c,
            d,
            n
        );
        half_open.push((a - 1, b - 1, c, d));
    }
    let mut e = 0;
    let (xor, strip) = (
        |a: u64, b: u64| a ^ b,
        |x1: u64, x2: u64, c: u64| e ^= (x1 ^ x2) & c,
    );
    crate::rect_union::union_strips(&half_open, xor, xor, strip);
    let e = e & ((2 << (63 - k.leading_zeros())) - 1);
    e ^ (e >> 1)
}

/// Does the first player (Hamed) win the squares game? See [`squares_grundy`].
///
/// # Constraints
/// As [`squares_grundy`].
///
/// # Panics
/// As [`squares_grundy`].
///
/// # Complexity
/// O(m log m).
///
/// # Example
/// ```
/// use cgt::coin_grid::squares_first_player_wins;
/// // k = 1: the parity of the 14 white cells.
/// assert!(!squares_first_player_wins(5, 1, &[(1, 1, 3, 3), (2, 2, 4, 4)]));
/// ```
pub fn squares_first_player_wins(n: u64, k: u64, rects: &[(u64, u64, u64, u64)]) -> bool {
    squares_grundy(n, k, rects) != 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::numbered::Numbered;
    use crate::sprague_grundy::mex;
    use std::collections::HashSet;

    /// The connected sets of the `x x y` box (bit `(i - 1) * y + j - 1` = cell `(i, j)`) that
    /// hold the corner `(x, y)`: grown cell by cell from the corner, 4- or 8-connected.
    fn connected_sets(x: usize, y: usize, eight: bool) -> Vec<u32> {
        let corner = 1u32 << (x * y - 1);
        let (mut seen, mut stack) = (HashSet::new(), vec![corner]);
        seen.insert(corner);
        while let Some(s) = stack.pop() {
            for c in (0..x * y).filter(|&c| s >> c & 1 == 1) {
                let (i, j) = ((c / y) as i64, (c % y) as i64);
                for (di, dj) in [
                    (-1, -1),
                    (-1, 0),
                    (-1, 1),
                    (0, -1),
                    (0, 1),
                    (1, -1),
                    (1, 0),
                    (1, 1),
                ] {
                    let (a, b) = (i + di, j + dj);
                    let inside = 0 <= a && a < x as i64 && 0 <= b && b < y as i64;
                    if inside && (eight || di == 0 || dj == 0) {
                        let t = s | 1 << (a as usize * y + b as usize);
                        if seen.insert(t) {
                            stack.push(t);
                        }
                    }
                }
            }
        }
        seen.into_iter().collect()
    }

    /// Single-coin values by mex over the moves, the other turned coins valued by the table.
    fn connected_mex_box(n: usize, m: usize, eight: bool) {
        let mut g = vec![vec![0u32; m + 1]; n + 1];
        for x in 1..=n {
            for y in 1..=m {
                let mut options: Vec<u32> = connected_sets(x, y, eight)
                    .iter()
                    .map(|&s| {
                        (0..x * y - 1)
                            .filter(|&c| s >> c & 1 == 1)
                            .fold(0, |v, c| v ^ g[c / y + 1][c % y + 1])
                    })
                    .collect();
                g[x][y] = mex(&mut options);
                let e = connected_exponent(x as u64, y as u64);
                assert_eq!(
                    u64::from(g[x][y]),
                    1 << e,
                    "({}, {}), eight {}",
                    x,
                    y,
                    eight
                );
            }
        }
    }

    #[test]
    fn connected_single_coin_mex() {
        for eight in [false, true] {
            connected_mex_box(4, 4, eight);
            connected_mex_box(2, 7, eight);
            connected_mex_box(7, 2, eight);
            connected_mex_box(1, 14, eight);
            connected_mex_box(14, 1, eight);
        }
    }

    #[test]
    #[ignore]
    fn connected_single_coin_mex_heavy() {
        connected_mex_box(5, 5, false);
        connected_mex_box(3, 7, false);
    }

    /// Every position of the `n x m` board searched (bit `(i - 1) * m + j - 1` = movable coin
    /// `(i, j)`); a move turns a connected set in the up-left box of one movable coin.
    fn connected_board(n: usize, m: usize) {
        let mut anchored = vec![Vec::new(); n * m];
        for x in 1..=n {
            for y in 1..=m {
                for s in connected_sets(x, y, false) {
                    let cells = (0..x * y).filter(|&c| s >> c & 1 == 1);
                    let board = cells.fold(0usize, |b, c| b | 1 << ((c / y) * m + c % y));
                    anchored[(x - 1) * m + y - 1].push(board);
                }
            }
        }
        let mut s = Numbered::new(1 << (n * m), |p, out| {
            for c in (0..n * m).filter(|&c| p >> c & 1 == 1) {
                out.extend(anchored[c].iter().map(|&t| p ^ t));
            }
        });
        let all = s.all_grundy().to_vec();
        for (p, &v) in all.iter().enumerate() {
            let coins: Vec<(u64, u64)> = (0..n * m)
                .filter(|&c| p >> c & 1 == 1)
                .map(|c| ((c / m + 1) as u64, (c % m + 1) as u64))
                .collect();
            let want = connected_grundy_bits(&coins)
                .iter()
                .fold(0, |v, e| v | 1 << e);
            assert_eq!(u64::from(v), want, "{} x {} position {:b}", n, m, p);
            assert_eq!(connected_first_player_wins(&coins), v != 0);
        }
    }

    #[test]
    fn connected_whole_board_search() {
        for (n, m) in [
            (1, 10),
            (10, 1),
            (2, 5),
            (5, 2),
            (3, 3),
            (2, 4),
            (3, 2),
            (1, 1),
        ] {
            connected_board(n, m);
        }
    }

    #[test]
    fn square_single_cell_mex() {
        let n = 16;
        for k in 1..=n {
            let mut g = vec![vec![0u32; n + 1]; n + 1];
            for i in 1..=n {
                for j in 1..=n {
                    let mut options: Vec<u32> = (1..=k.min(i).min(j))
                        .map(|s| {
                            // The square's cells; g[i][j] is still 0 (the defining cell).
                            g[i + 1 - s..=i]
                                .iter()
                                .flat_map(|row| &row[j + 1 - s..=j])
                                .fold(0, |v, &c| v ^ c)
                        })
                        .collect();
                    g[i][j] = mex(&mut options);
                    let want = square_value(i as u64, j as u64, k as u64);
                    assert_eq!(u64::from(g[i][j]), want, "({}, {}), k = {}", i, j, k);
                }
            }
        }
    }

    /// Every position of the `n x n` board searched (bit `(i - 1) * n + j - 1` = white `(i, j)`),
    /// against the cells' XOR and against [`squares_grundy`] on the white cells as 1 x 1 squares.
    fn squares_board(n: usize, k: usize) {
        let mut s = Numbered::new(1 << (n * n), |p, out| {
            for c in (0..n * n).filter(|&c| p >> c & 1 == 1) {
                let (i, j) = (c / n, c % n);
                for side in 1..=k.min(i + 1).min(j + 1) {
                    let mut q = p;
                    for a in i + 1 - side..=i {
                        for b in j + 1 - side..=j {
                            q ^= 1 << (a * n + b);
                        }
                    }
                    out.push(q);
                }
            }
        });
        let all = s.all_grundy().to_vec();
        for (p, &v) in all.iter().enumerate() {
            let cells: Vec<(u64, u64)> = (0..n * n)
                .filter(|&c| p >> c & 1 == 1)
                .map(|c| ((c / n + 1) as u64, (c % n + 1) as u64))
                .collect();
            let xor = cells
                .iter()
                .fold(0, |x, &(i, j)| x ^ square_value(i, j, k as u64));
            assert_eq!(u64::from(v), xor, "n = {}, k = {}, position {:b}", n, k, p);
            let rects: Vec<_> = cells.iter().map(|&(i, j)| (i, j, i, j)).collect();
            assert_eq!(squares_grundy(n as u64, k as u64, &rects), xor);
        }
    }

    #[test]
    fn squares_whole_board_search() {
        for n in 1..=3 {
            for k in 1..=n {
                squares_board(n, k);
            }
        }
    }

    #[test]
    #[ignore]
    fn squares_whole_board_search_heavy() {
        for k in 1..=4 {
            squares_board(4, k);
        }
    }

    #[test]
    fn squares_sweep_matches_per_cell() {
        let mut rng = crate::rng::XorShift::new(494);
        for _ in 0..400 {
            let n = 1 + rng.below(40);
            let k = 1 + rng.below(n);
            let mut rects = Vec::new();
            for _ in 0..1 + rng.below(6) {
                let (a, b) = (1 + rng.below(n), 1 + rng.below(n));
                rects.push((a, b, a + rng.below(n - a + 1), b + rng.below(n - b + 1)));
            }
            let mut xor = 0;
            for i in 1..=n {
                for j in 1..=n {
                    if rects
                        .iter()
                        .any(|r| r.0 <= i && i <= r.2 && r.1 <= j && j <= r.3)
                    {
                        xor ^= square_value(i, j, k);
                    }
                }
            }
            assert_eq!(
                squares_grundy(n, k, &rects),
                xor,
                "n {} k {} {:?}",
                n,
                k,
                rects
            );
        }
    }

    #[test]
    fn squares_huge_board() {
        // A pattern and its copy 320 rows lower (a multiple of 2K = 64) cancel; a union counts
        // a cell once, so a rectangle inside them changes nothing; one more cell does.
        let n = 1_000_000_000;
        let (a, b) = ((5, 7, 300, 900), (325, 7, 620, 900));
        assert_eq!(squares_grundy(n, 63, &[a, b]), 0);
        assert_eq!(squares_grundy(n, 63, &[a, b, (8, 8, 8, 8), a]), 0);
        assert_eq!(squares_grundy(n, 63, &[a, b, (1000, 1000, 1000, 1000)]), 8);
        // lowbit(10^9) = 512: the cap K = 32, then none.
        assert_eq!(squares_grundy(n, 32, &[(n, n, n, n)]), 32);
        assert!(squares_first_player_wins(n, n, &[(n, n, n, n)]));
        assert_eq!(
            squares_grundy(n, n, &[(n, n, n, n), (2, 3, n, n)]),
            squares_grundy(n, n, &[(2, 3, n, n)])
        );
    }
}
