//! # Winning moves in sums: the component and option that zero the XOR; row games; mirror play
//!
//! - **Theorem:** a sum of XOR `x != 0` is won by moving a part of value `g` to an option of value
//!   `g ^ x` (Sprague–Grundy). A row of `n`, a move removing `k in l..=r` adjacent cells: the first
//!   player wins if some `k <= n` has `k ≡ n (mod 2)` by taking the middle run, then mirroring.
//! - **Complexity:** `winning_move` O(values + options scanned); rows O(Σ n_i · |S|); mirror O(1).
//! - **Problems:** atcoder-abc278-g (interactive: mirror play, else rows of `S = {l}`).
//! - **Status:** = GameSearch's first winning move (Nim 1-3 heaps <= 5; 1-3 rows <= 7, 16 sets
//!   in 1..=4); runs = cell masks; mirror play beats every reply (n <= 14), decides with g (n <= 11).
//!
//! A sum is given by its components' values and, per component, its options as `(id, value)` in
//! any order; [`winning_move`] returns the first component, then the first option, that leaves
//! XOR 0 (a part with `g ^ x < g` always has one; options above `g` count too). Row games (octal
//! digit 7 at every `k` of a set `S`, `octal::row_removal_grundy`): rows are lengths, a move is
//! `(row, start, len)`; [`remove_cells`] keeps absolute cells as runs, [`cells_winning_move`]
//! plays on them. Mirror play applies iff `l <= n` and not (`l = r` and `l ≢ n mod 2`): `k` is
//! `l` or `l + 1`. Otherwise (no move at all, or one length of the wrong parity) the Grundy value
//! of the row decides, and the winner plays [`row_winning_move`] on the rows left (AtCoder ABC278
//! G's editorial). Tests: the first winning move of rows also in reversed row order and with
//! `S = [3, 1, 3]`; `remove_cells` on every mask of n <= 8 cells and run; `cells_winning_move`
//! on every mask of 10 cells; mirror play on cell masks, every `1 <= l <= r <= n + 1`.
//!
//! References: *Winning Ways*, ch. 2 (Tweedledum and Tweedledee), ch. 4 (Kayles, octal games).

/// The first winning move of a sum: the least component `i`, then the first of its options in
/// the order `options(i)` yields them, whose value is `values[i] ^ x` (`x` the XOR of `values`),
/// as `(i, option id)`; `None` if `x = 0` (the player to move loses). `options(i)` is called
/// once per component, only up to the one moved. An `options` that returns a lazy iterator
/// over tables it captures must capture references (`let g = &g;` first, else E0507: cannot
/// move out of a captured variable), and copy what it reads of its input into the `move`
/// closure (`let h = a[i];`, then `move |&d| (d, g[h - d])`), or collect into a `Vec`.
///
/// # Constraints
/// `values[i]` is the Grundy value of component `i`: the mex of the values `options(i)` yields.
///
/// # Panics
/// If `x != 0` but no component has an option of value `values[i] ^ x` (then the values are not
/// the options' Grundy values).
///
/// # Complexity
/// O(components + options scanned), at most every option of every component. Where listing a
/// component's options costs much, `options(i)` may return none for a component whose
/// `values[i] ^ x` is above `values[i]`: every other one has the option sought (the move found
/// may then be a later component's; README, "A sum and its winning move").
///
/// # Example
/// ```
/// use cgt::sum_strategy::winning_move;
/// // Nim heaps 3, 5, 7 (XOR 1): heap a has the options b < a, of value b.
/// let heaps = [3u32, 5, 7];
/// let m = winning_move(&heaps, |i| (0..heaps[i]).map(|b| (b, b)));
/// assert_eq!(m, Some((0, 2))); // lower the heap of 3 to 2
/// assert_eq!(winning_move(&[2u32, 2], |i| (0..2u32).map(move |b| (i, b))), None);
/// ```
pub fn winning_move<T, I, F>(values: &[u32], mut options: F) -> Option<(usize, T)>
where
    F: FnMut(usize) -> I,
    I: IntoIterator<Item = (T, u32)>,
{
    let x = values.iter().fold(0, |x, &v| x ^ v);
    if x == 0 {
        return None;
    }
    for (i, &v) in values.iter().enumerate() {
        if let Some((id, _)) = options(i).into_iter().find(|o| o.1 == v ^ x) {
            return Some((i, id));
        }
    }
    panic!(
        "winning_move: XOR {} but no option zeroes it: not Grundy values",
        x
    )
}

/// A move in a sum of rows: remove `len` cells of row `row`, the first `start` cells after the
/// row's first one; the row is replaced by the rows `left` (= `start`) and `right` cells long
/// (a row of 0 cells is no row).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RowMove {
    pub row: usize,
    pub start: usize,
    pub len: usize,
    pub left: usize,
    pub right: usize,
}

/// The first winning move in a sum of rows (lengths `rows`) where a move removes `k in set`
/// consecutive cells of a row (octal digit 7 at every `k`, `octal::row_removal_grundy`), given
/// the Grundy table `grundy` of row lengths; `None` when the player to move loses. First: the least
/// row, then `set`'s order, then the least `start` (as [`winning_move`]).
///
/// # Constraints
/// Every `k` in `set` is at least 1; `grundy[n]` is the Grundy value of a row of `n` for this
/// `set` (e.g. `octal::row_removal_grundy(set, max)`) for every `n <= ` the longest row.
///
/// # Panics
/// If some `k` is 0, a row is longer than the table covers, or (as [`winning_move`]) the table
/// is not the game's.
///
/// # Complexity
/// O(Σ n_i · |set|) table lookups at most, over the rows `n_i` up to the row moved.
///
/// # Example
/// ```
/// use cgt::{octal, sum_strategy};
/// let g = octal::row_removal_grundy(&[2], 8); // take 2 adjacent cells: 0 0 1 1 2 0 3 1 1
/// // Rows 4 and 7: 2 ^ 1 = 3; the row of 4 goes to value 2 ^ 3 = 1: cells 0..2, leaving 2.
/// let m = sum_strategy::row_winning_move(&g, &[2], &[4, 7]).unwrap();
/// assert_eq!(g[m.left] ^ g[m.right] ^ g[[4, 7][1 - m.row]], 0);
/// assert_eq!((m.row, m.start, m.len, m.left, m.right), (0, 0, 2, 0, 2));
/// ```
pub fn row_winning_move(grundy: &[u32], set: &[usize], rows: &[usize]) -> Option<RowMove> {
    assert!(
        set.iter().all(|&k| k >= 1),
        "row_winning_move: a length 0 in the set"
    );
    let longest = rows.iter().copied().max().unwrap_or(0);
    assert!(
        longest < grundy.len(),
        "row_winning_move: row {} beyond the table of {}",
        longest,
        grundy.len()
    );
    let values: Vec<u32> = rows.iter().map(|&n| grundy[n]).collect();
    let m = winning_move(&values, |i| {
        let n = rows[i];
        let ks = set.iter().copied().filter(move |&k| k <= n);
        ks.flat_map(move |k| (0..=n - k).map(move |s| ((s, k), grundy[s] ^ grundy[n - k - s])))
    });
    m.map(|(row, (start, len))| {
        let right = rows[row] - start - len;
        RowMove {
            row,
            start,
            len,
            left: start,
            right,
        }
    })
}

/// [`row_winning_move`] on rows kept as `runs` of cells present, `(first cell, length)` (as
/// [`remove_cells`] keeps them): the cells it removes, as `(first cell, length)`.
///
/// # Constraints
/// As [`row_winning_move`], with the runs' lengths as the rows.
///
/// # Panics
/// As [`row_winning_move`].
///
/// # Complexity
/// As [`row_winning_move`], plus O(runs).
///
/// # Example
/// ```
/// let g = cgt::octal::row_removal_grundy(&[2], 8);
/// let runs = [(0, 4), (5, 7)]; // cells 0..4 and 5..12
/// assert_eq!(cgt::sum_strategy::cells_winning_move(&g, &[2], &runs), Some((0, 2)));
/// ```
pub fn cells_winning_move(
    grundy: &[u32],
    set: &[usize],
    runs: &[(usize, usize)],
) -> Option<(usize, usize)> {
    let rows: Vec<usize> = runs.iter().map(|r| r.1).collect();
    let m = row_winning_move(grundy, set, &rows)?;
    Some((runs[m.row].0 + m.start, m.len))
}

/// Removes the cells `start..start + len` from a row game kept as `runs`: the maximal runs of
/// cells present, as `(first cell, length)` in increasing order (a row of `n` cells is
/// `vec![(0, n)]`). Returns whether all those cells were present; if not, nothing changes. The
/// run is split into what is left of it before and after (empty parts dropped).
///
/// # Constraints
/// `runs` sorted, disjoint, not touching, lengths >= 1 (as this function keeps them).
///
/// # Panics
/// If `len == 0`.
///
/// # Complexity
/// O(log runs) to find the run, O(runs) to split it.
///
/// # Example
/// ```
/// let mut runs = vec![(0, 10)];
/// assert!(cgt::sum_strategy::remove_cells(&mut runs, 3, 4));
/// assert_eq!(runs, vec![(0, 3), (7, 3)]);
/// assert!(!cgt::sum_strategy::remove_cells(&mut runs, 2, 2)); // cell 3 is gone
/// assert_eq!(runs, vec![(0, 3), (7, 3)]);
/// ```
pub fn remove_cells(runs: &mut Vec<(usize, usize)>, start: usize, len: usize) -> bool {
    assert!(len >= 1, "remove_cells: len 0");
    let i = runs.partition_point(|r| r.0 <= start);
    if i == 0 {
        return false;
    }
    let (a, m) = runs[i - 1];
    let off = start - a;
    if off >= m || len > m - off {
        return false;
    }
    let parts = [(a, off), (start + len, m - off - len)];
    runs.splice(i - 1..i, parts.iter().copied().filter(|p| p.1 > 0));
    true
}

/// The first move of mirror play in a row of `n` cells where a move removes `k in l..=r`
/// consecutive cells: `(start, k)` taking the middle run of the least `k <= n` with
/// `k ≡ n (mod 2)`, which leaves two equal rows of `(n - k) / 2`; the first player then wins by
/// [`mirror_reply`]. `None` iff no such `k` exists: `n < l`, or `l = r` and `l ≢ n (mod 2)`; then
/// the first player wins iff the Grundy value of the row is not 0.
///
/// # Constraints
/// `1 <= l <= r`.
///
/// # Panics
/// If `l == 0` or `l > r`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cgt::sum_strategy::mirror_first_move;
/// assert_eq!(mirror_first_move(10, 3, 5), Some((3, 4))); // cells 3..7, rows of 3 and 3 left
/// assert_eq!(mirror_first_move(10, 3, 3), None); // 3 is odd: decided by Grundy values
/// ```
pub fn mirror_first_move(n: usize, l: usize, r: usize) -> Option<(usize, usize)> {
    assert!(
        1 <= l && l <= r,
        "mirror_first_move: bad range {}..={}",
        l,
        r
    );
    if n < l {
        return None;
    }
    let k = l + (n - l) % 2;
    if k <= r.min(n) {
        Some(((n - k) / 2, k))
    } else {
        None
    }
}

/// Mirror play's answer to the opponent's move `start..start + len` in a row of `n` cells whose
/// middle is gone and whose halves are mirror images (after [`mirror_first_move`] and each
/// answer): the start of the mirror image `n - start - len..n - start` (same length). It is
/// legal whenever the opponent's move was, and keeps the halves mirror images.
///
/// # Constraints
/// `len >= 1`, `start + len <= n`, and the move lies in one half.
///
/// # Panics
/// If the move leaves the row or crosses the centre (it overlaps its mirror image).
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// // n = 10, 3..7 taken first; the opponent takes cells 1..3, the answer cells 7..9.
/// assert_eq!(cgt::sum_strategy::mirror_reply(10, 1, 2), 7);
/// ```
pub fn mirror_reply(n: usize, start: usize, len: usize) -> usize {
    assert!(
        len >= 1 && start <= n && len <= n - start,
        "mirror_reply: move {}+{} outside a row of {}",
        start,
        len,
        n
    );
    assert!(
        2 * (start + len) <= n || 2 * start >= n,
        "mirror_reply: move {}+{} crosses the centre of {}",
        start,
        len,
        n
    );
    n - start - len
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game_search::GameSearch;
    use std::collections::HashSet;

    /// Every multiset (non-decreasing list) of 1..=`max_len` values in 0..=`hi`.
    fn lists(max_len: usize, hi: usize) -> Vec<Vec<usize>> {
        let mut all: Vec<Vec<usize>> = vec![vec![]];
        let mut layer = vec![vec![]];
        for _ in 0..max_len {
            let mut next = Vec::new();
            for v in &layer {
                for x in v.last().copied().unwrap_or(0)..=hi {
                    let mut w: Vec<usize> = v.clone();
                    w.push(x);
                    next.push(w);
                }
            }
            all.extend(next.iter().cloned());
            layer = next;
        }
        all.retain(|v| !v.is_empty());
        all
    }

    #[test]
    fn winning_move_in_nim_is_the_first_move_to_a_lost_sum() {
        let mut search = GameSearch::new(|p: &Vec<u64>| crate::nim::moves(p));
        for heaps in lists(3, 5) {
            let heaps: Vec<u64> = heaps.iter().map(|&a| a as u64).collect();
            // Reverse order of heaps too, so that the first component is not always the least.
            for h in [heaps.clone(), heaps.iter().rev().copied().collect()] {
                // nim::moves lists heap 0's options first, each heap's from 0 up.
                let first_lost = crate::nim::moves(&h)
                    .into_iter()
                    .position(|q| !search.first_player_wins(&q));
                let want = first_lost.map(|j| {
                    let q = &crate::nim::moves(&h)[j];
                    let i = (0..h.len()).find(|&i| q[i] != h[i]).unwrap();
                    (i, q[i] as u32)
                });
                let h: Vec<u32> = h.iter().map(|&a| a as u32).collect();
                let got = winning_move(&h, |i| (0..h[i]).map(|b| (b, b)));
                assert_eq!(got, want, "heaps {:?}", h);
            }
        }
    }

    /// The sum of rows as a sorted multiset of non-empty rows, for the search.
    fn canon(mut rows: Vec<usize>) -> Vec<usize> {
        rows.retain(|&n| n > 0);
        rows.sort_unstable();
        rows
    }

    #[test]
    fn row_winning_move_is_the_first_move_to_a_lost_sum() {
        let mut sets: Vec<Vec<usize>> = (1..16usize)
            .map(|m| (1..=4).filter(|k| m >> (k - 1) & 1 == 1).collect())
            .collect();
        sets.push(vec![3, 1, 3]); // order and duplicates
        for set in &sets {
            let s2 = set.clone();
            let mut search = GameSearch::new(move |p: &Vec<usize>| {
                let mut v = Vec::new();
                for (i, &n) in p.iter().enumerate() {
                    for &k in s2.iter().filter(|&&k| k <= n) {
                        for s in 0..=n - k {
                            let mut q = p.clone();
                            q[i] = s;
                            q.push(n - k - s);
                            v.push(canon(q));
                        }
                    }
                }
                v
            });
            let g: Vec<u32> = (0..=7).map(|n| search.grundy(&canon(vec![n]))).collect();
            for base in lists(3, 7) {
                for rows in [base.clone(), base.iter().rev().copied().collect()] {
                    let mut want = None;
                    'scan: for (i, &n) in rows.iter().enumerate() {
                        for &k in set.iter().filter(|&&k| k <= n) {
                            for s in 0..=n - k {
                                let mut q = rows.clone();
                                q[i] = s;
                                q.push(n - k - s);
                                if !search.first_player_wins(&canon(q)) {
                                    want = Some((i, s, k));
                                    break 'scan;
                                }
                            }
                        }
                    }
                    let got = row_winning_move(&g, set, &rows);
                    assert_eq!(
                        got.map(|m| (m.row, m.start, m.len)),
                        want,
                        "{:?} {:?}",
                        set,
                        rows
                    );
                    assert_eq!(
                        want.is_some(),
                        search.first_player_wins(&canon(rows.clone()))
                    );
                    if let Some(m) = got {
                        assert_eq!((m.left, m.left + m.len + m.right), (m.start, rows[m.row]));
                    }
                }
            }
        }
    }

    /// The runs of set bits of `mask` (n cells) as `(first, length)`.
    fn runs_of(mask: u32, n: usize) -> Vec<(usize, usize)> {
        let mut runs: Vec<(usize, usize)> = Vec::new();
        for c in (0..n).filter(|&c| mask >> c & 1 == 1) {
            match runs.last_mut() {
                Some(r) if r.0 + r.1 == c => r.1 += 1,
                _ => runs.push((c, 1)),
            }
        }
        runs
    }

    #[test]
    fn cells_winning_move_is_row_winning_move_on_the_runs() {
        let g = crate::octal::row_removal_grundy(&[1, 3], 10);
        for mask in 0..1u32 << 10 {
            let runs = runs_of(mask, 10);
            let rows: Vec<usize> = runs.iter().map(|r| r.1).collect();
            let m = row_winning_move(&g, &[1, 3], &rows);
            let want = m.map(|m| (runs[m.row].0 + m.start, m.len));
            assert_eq!(cells_winning_move(&g, &[1, 3], &runs), want, "{:b}", mask);
        }
    }

    #[test]
    fn remove_cells_matches_a_cell_mask() {
        for n in 0..=8usize {
            for mask in 0..1u32 << n {
                for start in 0..=n + 1 {
                    for len in 1..=n + 2 - start {
                        let run = ((1u64 << len) - 1) << start;
                        let present = run & !u64::from(mask) == 0;
                        let mut runs = runs_of(mask, n);
                        assert_eq!(remove_cells(&mut runs, start, len), present);
                        let after = if present { mask & !(run as u32) } else { mask };
                        assert_eq!(runs, runs_of(after, n), "{:b} {} {}", mask, start, len);
                    }
                }
            }
        }
    }

    /// The moves of the row game on a cell mask of `n` cells, removal lengths `l..=r`.
    fn mask_moves(mask: u32, n: usize, l: usize, r: usize) -> Vec<u32> {
        let mut v = Vec::new();
        for k in l..=r.min(n) {
            for s in 0..=n - k {
                let run = ((1u32 << k) - 1) << s;
                if mask & run == run {
                    v.push(mask & !run);
                }
            }
        }
        v
    }

    #[test]
    fn mirror_play_wins_against_every_reply() {
        for n in 0..=14usize {
            for l in 1..=n + 1 {
                for r in l..=n + 1 {
                    let first = mirror_first_move(n, l, r);
                    let none = n < l || (l == r && (n - l) % 2 == 1);
                    assert_eq!(first.is_none(), none, "n {} l {} r {}", n, l, r);
                    let (s, k) = match first {
                        Some(m) => m,
                        None => continue,
                    };
                    assert!(l <= k && k <= r && k % 2 == n % 2 && s == (n - k) / 2);
                    let full = (1u32 << n) - 1;
                    // Positions with the opponent to move, reached by mirror play; each must give
                    // a legal answer to every opponent's move (then mirror play never gets stuck).
                    let mut stack = vec![full & !(((1u32 << k) - 1) << s)];
                    let mut seen = HashSet::new();
                    while let Some(p) = stack.pop() {
                        assert_eq!(p.reverse_bits() >> (32 - n), p, "halves not mirrored");
                        if !seen.insert(p) {
                            continue;
                        }
                        for k2 in l..=r.min(n) {
                            for s2 in 0..=n - k2 {
                                let run = ((1u32 << k2) - 1) << s2;
                                if p & run != run {
                                    continue;
                                }
                                let q = p & !run;
                                let answer = ((1u32 << k2) - 1) << mirror_reply(n, s2, k2);
                                assert_eq!(q & answer, answer, "n {} l {} r {} {:b}", n, l, r, p);
                                stack.push(q & !answer);
                            }
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn mirror_or_grundy_value_decides_the_row() {
        for n in 0..=11usize {
            for l in 1..=n + 1 {
                for r in l..=n + 1 {
                    let mut search = GameSearch::new(|&p: &u32| mask_moves(p, n, l, r));
                    let wins = search.first_player_wins(&((1u32 << n) - 1));
                    // The table the strategy uses when mirror play does not apply.
                    let set: Vec<usize> = (l..=r).collect();
                    let g = crate::octal::row_removal_grundy(&set, n)[n];
                    let mirror = mirror_first_move(n, l, r).is_some();
                    assert!(!mirror || wins, "n {} l {} r {}", n, l, r);
                    assert_eq!(wins, mirror || g != 0, "n {} l {} r {}", n, l, r);
                }
            }
        }
    }
}
