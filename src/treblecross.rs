//! # Treblecross: the winning cells of a row where both players place `X`
//!
//! - **Game:** players alternately put an `X` in an empty cell of a row; making `XXX` wins.
//! - **Theorem** (Winning Ways, octal games): without an immediate win, cells within 2 of an `X`
//!   are forbidden and the free runs are independent heaps of the octal game `0.11337`.
//! - **Complexity:** `winning_cells` O(n²) for the run table (n = board length) plus O(n).
//! - **Problems:** lightoj-1229.
//! - **Status:** `run_grundy` = the mex recurrence of the placement rule for L <= 300;
//!   `winning_cells` = exhaustive search of the game on all 12,632 boards of length 3..=14.
//!
//! 1. *Immediate wins.* If an empty cell completes `XXX`, the winning cells are exactly those: any
//!    other move leaves the same completion to the opponent.
//! 2. Otherwise an empty cell within distance 2 of an `X` is *forbidden*: placing there makes a
//!    pattern `XX` or `X.X` the opponent completes at once. The player left with only forbidden
//!    cells loses (the board cannot fill up without an `XXX`).
//! 3. The other empty cells form maximal *free runs*, independent components. An `X` at offset `i`
//!    of a run of length `L` forbids cells `i - 2 ..= i + 2` and leaves runs of `max(0, i - 2)` and
//!    `max(0, L - i - 3)`: the octal game `0.11337` (a run of 1 or 2 disappears; 3 or 4 cells go as
//!    a whole run or leaving one run; 5 cells leaving 0, 1 or 2 runs), so [`run_grundy`] uses
//!    [`crate::octal`]. A run touching the board edge is not shortened there.
//! 4. The player to move wins iff the XOR of the runs' values is non-zero; the winning cells are
//!    the free cells whose placement leaves XOR 0. The tests also reproduce the UVa 10561 sample.
//!
//! References: Berlekamp, Conway, Guy, *Winning Ways* (Treblecross, among the octal games);
//! UVa 10561 (same game, different I/O).

use crate::octal::OctalCode;

/// Grundy values `g(0..=n)` of a free run under the placement rule: octal game `0.11337`.
///
/// # Constraints
/// `n <= 100_000`.
///
/// # Panics
/// If `n` is larger.
///
/// # Complexity
/// O(n²).
///
/// # Example
/// ```
/// assert_eq!(cgt::treblecross::run_grundy(7), vec![0, 1, 1, 1, 2, 2, 0, 3]);
/// ```
pub fn run_grundy(n: usize) -> Vec<u32> {
    OctalCode::parse("0.11337")
        .expect("0.11337 is a valid octal code")
        .grundy_naive(n)
}

/// Every cell (0-based, increasing) where the player to move can place an `X` and still force a
/// win; empty if the position is lost. `board` holds `b'.'` (empty) and `b'X'`.
///
/// # Constraints
/// Only `.` and `X`; no `XXX` already on the board; `3 <= length <= 100_000` (shorter boards fill
/// up without a winner, so the analysis does not apply).
///
/// # Panics
/// On another byte, an existing `XXX`, or a length outside the range.
///
/// # Complexity
/// O(n²) (the run table) + O(n).
///
/// # Example
/// ```
/// use cgt::treblecross::winning_cells;
/// assert_eq!(winning_cells(b"....."), vec![2]);
/// assert_eq!(winning_cells(b".X.X...X"), vec![2]); // immediate win only
/// assert_eq!(winning_cells(b"X.....X..X.......X....X..X"), Vec::<usize>::new());
/// ```
pub fn winning_cells(board: &[u8]) -> Vec<usize> {
    let n = board.len();
    assert!(
        board.iter().all(|&c| c == b'.' || c == b'X'),
        "winning_cells: the board may hold only '.' and 'X'"
    );
    assert!(
        !board.windows(3).any(|w| w == b"XXX"),
        "winning_cells: the board already has XXX"
    );
    assert!(
        (3..=100_000).contains(&n),
        "winning_cells: board of {} cells, need 3..=100000",
        n
    );
    let x = |i: isize| i >= 0 && (i as usize) < n && board[i as usize] == b'X';

    // Step 1: an empty cell completes XXX iff one of the three windows containing it already has
    // two X's.
    let immediate: Vec<usize> = (0..n)
        .filter(|&c| board[c] == b'.')
        .filter(|&c| {
            let c = c as isize;
            (x(c - 2) && x(c - 1)) || (x(c - 1) && x(c + 1)) || (x(c + 1) && x(c + 2))
        })
        .collect();
    if !immediate.is_empty() {
        return immediate;
    }

    // Step 2: free cells are empty and at distance >= 3 from every X.
    let free: Vec<bool> = (0..n as isize)
        .map(|c| (c - 2..=c + 2).all(|d| !x(d)))
        .collect();
    // Step 3: maximal runs of free cells, as (start, length).
    let mut runs = Vec::new();
    let mut c = 0;
    while c < n {
        if free[c] {
            let start = c;
            while c < n && free[c] {
                c += 1;
            }
            runs.push((start, c - start));
        } else {
            c += 1;
        }
    }
    let g = run_grundy(n);
    let total = runs.iter().fold(0, |acc, &(_, len)| acc ^ g[len]);
    // Step 4: a placement at offset i of run (start, len) replaces g(len) by the values of the
    // runs it leaves; it wins iff the new XOR is 0.
    let mut cells = Vec::new();
    for &(start, len) in &runs {
        for i in 0..len {
            let left = i.saturating_sub(2);
            let right = (len - i).saturating_sub(3);
            if total ^ g[len] ^ g[left] ^ g[right] == 0 {
                cells.push(start + i);
            }
        }
    }
    cells
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sprague_grundy::mex;

    /// The placement rule of step 3, computed from its definition (two runs left behind, so the
    /// value of an option is the XOR of two table entries).
    #[test]
    fn run_code_is_the_placement_rule() {
        let mut g: Vec<u32> = vec![0];
        for len in 1..=300usize {
            let mut opts: Vec<u32> = (0..len)
                .map(|i| g[i.saturating_sub(2)] ^ g[(len - i).saturating_sub(3)])
                .collect();
            g.push(mex(&mut opts));
        }
        assert_eq!(run_grundy(300), g);
    }

    /// Exhaustive search of the real game on a board of `n <= 16` cells, bitmask `m` of X's.
    /// `win[m]` = the player to move from `m` wins; a move completing XXX wins at once.
    fn solve_all(n: usize) -> Vec<bool> {
        let full = 1usize << n;
        let has_xxx = |m: usize| (0..n.saturating_sub(2)).any(|i| (m >> i) & 7 == 7);
        let mut win = vec![false; full];
        // Supersets have larger values, so decreasing order visits successors first.
        for m in (0..full).rev() {
            if has_xxx(m) {
                continue;
            }
            win[m] = (0..n)
                .filter(|&c| m >> c & 1 == 0)
                .any(|c| has_xxx(m | 1 << c) || !win[m | 1 << c]);
        }
        win
    }

    #[test]
    fn winning_cells_match_exhaustive_search_on_all_boards() {
        let mut boards_checked = 0;
        for n in 3..=14usize {
            let win = solve_all(n);
            let has_xxx = |m: usize| (0..n.saturating_sub(2)).any(|i| (m >> i) & 7 == 7);
            for m in 0..1usize << n {
                if has_xxx(m) {
                    continue;
                }
                let board: Vec<u8> = (0..n)
                    .map(|c| if m >> c & 1 == 1 { b'X' } else { b'.' })
                    .collect();
                let brute: Vec<usize> = (0..n)
                    .filter(|&c| m >> c & 1 == 0)
                    .filter(|&c| has_xxx(m | 1 << c) || !win[m | 1 << c])
                    .collect();
                assert_eq!(
                    winning_cells(&board),
                    brute,
                    "board {}",
                    String::from_utf8_lossy(&board)
                );
                assert_eq!(!brute.is_empty(), win[m]);
                boards_checked += 1;
            }
        }
        // Boards without XXX of lengths 3..=14 (tribonacci numbers 7, 13, ..., 5768).
        assert_eq!(boards_checked, 12632);
    }

    #[test]
    fn uva_and_lightoj_samples() {
        assert_eq!(
            winning_cells(&[b'.'; 47]),
            vec![0, 11, 14, 16, 19, 23, 27, 30, 32, 35, 46]
        );
        assert_eq!(winning_cells(&[b'.'; 18]), vec![4, 5, 12, 13]);
    }

    #[test]
    #[should_panic(expected = "already has XXX")]
    fn rejects_finished_board() {
        winning_cells(b"..XXX.");
    }
}
