//! # River pawn: a black piece against two red ones on a board, win/lose/tie with move counts
//!
//! - **Game:** Red (first) steps one of two red pieces to a free neighbour not holding the other,
//!   Black its piece up, left or right; over: black on row 1 (Black won), on a red (last mover).
//! - **Method:** `graph_game::Retrograde` on (black, red pair), the side fixed by the parity.
//! - **Complexity:** O(F³) time and memory for F free cells (F²(F - 1)/2 states, <= 8 moves each).
//! - **Problems:** luogu-p9169.
//! - **Status:** = bounded minimax (outcome, move count) at every placement on every board with
//!   n >= 2 rows and <= 10 cells; <= 12 cells and 300 random ones up to 5 x 5 in an ignored test.
//!
//! The rules: free cells are those without an obstacle; black may step onto a red, a red onto
//! the black. Before each move, in order: black on row 1: Black wins; black on a red: the side
//! that moved last wins; the side to move has no move: it loses. Predecessors are computed on the
//! fly (no edge list). Never labelled: a tie (play goes on forever).
//!
//! Optimal play: a winner takes the fastest win, a loser the slowest loss, a player who cannot
//! win but can play forever does (a tie): the lengths of the retrograde analysis in FIFO order.
//! Red wins after an odd number of moves, Black after an even one. Each move changes the sum of
//! the six coordinates by one, so the placements split into two classes (sum even or odd with Red
//! to move), analysed separately. A state where the game is over has no move, so it is lost for
//! the side to move: black on a red, or on row 1 with Red to move. Black to move on row 1 would be
//! Black's win, but no move leads there (the game ended before Red's move): its label is unread.
//!
//! References: 省选联考 2023 过河卒 (Luogu P9169, UOJ 802, LOJ 3958).

use crate::graph_game::{Outcome, Retrograde};

const NONE: usize = usize::MAX;

/// The result of a game under optimal play, with the total number of moves of both sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Red wins after this many moves (odd).
    Red(u32),
    /// Black wins after this many moves (even).
    Black(u32),
    /// Neither side can force a win: the game goes on forever.
    Tie,
}

/// One board, analysed for every placement of the pieces with Red to move: the analysis of a
/// parity class of placements (the sum of the six coordinates, odd or even) is run when a
/// placement of that class is first asked for, each move changing the sum by one.
///
/// # Example
/// ```
/// use cgt::river_pawn::{Board, Verdict};
/// // 2 x 3 without obstacles, the reds on the right: whatever Red does, the black steps up.
/// let mut board = Board::new(&[vec![false; 3], vec![false; 3]]);
/// assert_eq!(board.verdict((1, 0), [(0, 2), (1, 2)]), Verdict::Black(2));
/// // Beside a red, the black piece is captured at once.
/// assert_eq!(board.verdict((1, 0), [(0, 2), (1, 1)]), Verdict::Red(1));
/// ```
pub struct Board {
    cols: usize,
    /// Free-cell number of the cell `r * cols + c` (NONE: an obstacle).
    id: Vec<usize>,
    /// Each free cell: its row and the parity of row + column.
    cell: Vec<(usize, usize)>,
    /// The free neighbours of each free cell: up, left, right, down (NONE: none there).
    nb: Vec<[usize; 4]>,
    /// The cells of each pair of red cells, the lower number first.
    pairs: Vec<(usize, usize)>,
    /// The analysis of each parity class, once asked for.
    class: [Option<Retrograde>; 2],
}

/// The number of the unordered pair `{i, j}` of free cells, `i != j`.
fn pair(i: usize, j: usize) -> usize {
    let (a, b) = if i < j { (i, j) } else { (j, i) };
    b * (b - 1) / 2 + a
}

impl Board {
    /// The board whose obstacles are the cells with `blocked[r][c]` (row 0 is the board's first
    /// row, the one Black aims for), not yet analysed.
    ///
    /// # Constraints
    /// At least one row, all rows of one non-zero length.
    ///
    /// # Panics
    /// If the board is empty or its rows differ in length.
    ///
    /// # Complexity
    /// O(F²) for F free cells.
    ///
    /// # Example
    /// ```
    /// use cgt::river_pawn::{Board, Verdict};
    /// // 3 x 1: either red captures the black piece at once.
    /// let mut board = Board::new(&[vec![false], vec![false], vec![false]]);
    /// assert_eq!(board.verdict((1, 0), [(0, 0), (2, 0)]), Verdict::Red(1));
    /// ```
    pub fn new(blocked: &[Vec<bool>]) -> Board {
        let (rows, cols) = (blocked.len(), blocked.first().map_or(0, |row| row.len()));
        assert!(rows * cols > 0, "Board::new: empty board");
        assert!(
            blocked.iter().all(|row| row.len() == cols),
            "Board::new: rows of different lengths"
        );
        let mut id = vec![NONE; rows * cols];
        let mut at = Vec::new();
        for (i, _) in blocked.iter().flatten().enumerate().filter(|&(_, &b)| !b) {
            id[i] = at.len();
            at.push((i / cols, i % cols));
        }
        let free = |r: usize, c: usize| {
            blocked
                .get(r)
                .and_then(|row| row.get(c))
                .map_or(NONE, |_| id[r * cols + c])
        };
        let nb = at.iter().map(|&(r, c)| {
            let (u, l) = (r.wrapping_sub(1), c.wrapping_sub(1));
            [free(u, c), free(r, l), free(r, c + 1), free(r + 1, c)]
        });
        let (nb, cell) = (
            nb.collect(),
            at.iter().map(|&(r, c)| (r, (r + c) % 2)).collect(),
        );
        let pairs = (0..at.len())
            .flat_map(|j| (0..j).map(move |i| (i, j)))
            .collect();
        Board {
            cols,
            id,
            cell,
            nb,
            pairs,
            class: [None, None],
        }
    }

    /// Retrograde analysis of the placements whose coordinates sum to `k` mod 2 with Red to
    /// move. State p F + b: the reds on the pair p, the black on b; Red to move iff the sum of
    /// its coordinates is `k` mod 2.
    fn analyse(&self, k: usize) -> Retrograde {
        let (cell, nb, pairs, f) = (&self.cell, &self.nb, &self.pairs, self.cell.len());
        let red =
            |(x, y): (usize, usize), b: usize| (cell[x].1 + cell[y].1 + cell[b].1 + k) % 2 == 0;
        let over = |(x, y): (usize, usize), b: usize| cell[b].0 == 0 || b == x || b == y;
        let steps = |x: usize, y: usize| nb[x].iter().filter(|&&t| t != NONE && t != y).count();
        let black = |b: usize| nb[b][..3].iter().filter(|&&t| t != NONE).count(); // up, left, right
        let degree: Vec<u32> = (0..pairs.len() * f)
            .map(|s| {
                let ((x, y), b) = (pairs[s / f], s % f);
                if over((x, y), b) {
                    return 0;
                }
                (if red((x, y), b) {
                    steps(x, y) + steps(y, x)
                } else {
                    black(b)
                }) as u32
            })
            .collect();
        let mut r = Retrograde::default();
        r.solve(&degree, &[], |v| {
            let (p, b) = (v / f, v % f);
            let (mut u, mut n) = ([0; 8], 0);
            if red(pairs[p], b) {
                // Black has stepped onto b from its left, from its right or from below.
                for &x in nb[b][1..]
                    .iter()
                    .filter(|&&x| x != NONE && !over(pairs[p], x))
                {
                    u[n] = p * f + x;
                    n += 1;
                }
            } else if cell[b].0 != 0 {
                // A red has stepped from x2 onto x, the other red on y (neither on the black).
                let (x, y) = pairs[p];
                for (x, y) in [(x, y), (y, x)].into_iter().filter(|&(_, y)| y != b) {
                    for &x2 in nb[x].iter().filter(|&&x2| x2 != NONE && x2 != y && x2 != b) {
                        u[n] = pair(x2, y) * f + b;
                        n += 1;
                    }
                }
            }
            u.into_iter().take(n)
        });
        r
    }

    /// The result with the black piece on `black` and the red ones on `red` (cells as
    /// `(row, column)` from 0), Red to move.
    ///
    /// # Constraints
    /// The three cells free, on the board and distinct.
    ///
    /// # Panics
    /// If a cell is off the board or an obstacle, or two of them coincide.
    ///
    /// # Complexity
    /// O(F³) time and memory for F free cells the first time a placement of its parity class
    /// is asked for (F · F(F - 1)/2 states, at most 8 moves each), O(1) after.
    ///
    /// # Example
    /// ```
    /// use cgt::river_pawn::{Board, Verdict};
    /// // 2 x 3, the middle of the bottom row blocked: the black piece on row 2 steps up.
    /// let mut board = Board::new(&[vec![false; 3], vec![false, true, false]]);
    /// assert_eq!(board.verdict((1, 0), [(0, 1), (1, 2)]), Verdict::Black(2));
    /// ```
    pub fn verdict(&mut self, black: (usize, usize), red: [(usize, usize); 2]) -> Verdict {
        let (rows, cols) = (self.id.len() / self.cols, self.cols);
        let free = |(r, c): (usize, usize)| {
            let i = if r < rows && c < cols {
                self.id[r * cols + c]
            } else {
                NONE
            };
            assert!(i != NONE, "Board::verdict: {:?} is not a free cell", (r, c));
            i
        };
        let (b, x, y) = (free(black), free(red[0]), free(red[1]));
        assert!(
            b != x && b != y && x != y,
            "Board::verdict: cells shared: {:?}",
            (black, red)
        );
        let k = (self.cell[b].1 + self.cell[x].1 + self.cell[y].1) % 2;
        if self.class[k].is_none() {
            self.class[k] = Some(self.analyse(k));
        }
        let (r, s) = (
            self.class[k].as_ref().unwrap(),
            pair(x, y) * self.cell.len() + b,
        );
        match r.outcome[s] {
            Outcome::Win => Verdict::Red(r.length[s]),
            Outcome::Lose => Verdict::Black(r.length[s]),
            Outcome::Draw => Verdict::Tie,
        }
    }
}

/// The result of the board drawn as rows of `.` (empty), `#` (obstacle), `X` (the black piece)
/// and `O` (a red piece), Red to move.
///
/// # Constraints
/// Rows of one non-zero length, exactly one `X` and two `O`, no other character.
///
/// # Panics
/// If a row differs in length, a character is unknown or a piece count is wrong.
///
/// # Complexity
/// O(F³) time and memory for F free cells.
///
/// # Example
/// ```
/// use cgt::river_pawn::{solve, Verdict};
/// let rows = ["#.#", "O.O", ".X."].map(|r| r.as_bytes().to_vec());
/// assert_eq!(solve(&rows), Verdict::Black(2));
/// ```
pub fn solve(grid: &[Vec<u8>]) -> Verdict {
    let bad = grid
        .iter()
        .flatten()
        .map(|&ch| ch as char)
        .find(|&ch| !".#XO".contains(ch));
    assert!(
        bad.is_none(),
        "river_pawn::solve: unknown character {:?}",
        bad
    );
    let find = |ch: u8| -> Vec<(usize, usize)> {
        let cells = grid
            .iter()
            .enumerate()
            .flat_map(|(r, row)| (0..row.len()).map(move |c| (r, c)));
        cells.filter(|&(r, c)| grid[r][c] == ch).collect()
    };
    let (black, red) = (find(b'X'), find(b'O'));
    let count = (black.len(), red.len());
    assert!(
        count == (1, 2),
        "river_pawn::solve: {:?} X and O, not (1, 2)",
        count
    );
    let blocked: Vec<Vec<bool>> = grid
        .iter()
        .map(|row| row.iter().map(|&ch| ch == b'#').collect())
        .collect();
    Board::new(&blocked).verdict(black[0], [red[0], red[1]])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::XorShift;

    /// Bounded minimax straight from the rules, on states (black, red 0, red 1, side) with cells
    /// numbered `r m + c` and the reds in order: `Some((mover wins, least d that decides it))`,
    /// None for a tie. The checks before a move, in order: black on row 1 (Black wins), black on
    /// a red (the mover loses: the other side moved last), no move (the mover loses).
    fn minimax(blocked: &[Vec<bool>]) -> Vec<Option<(bool, u32)>> {
        let (n, m) = (blocked.len(), blocked[0].len());
        let cells = n * m;
        let free = |c: usize| !blocked[c / m][c % m];
        let step = |c: usize, d: usize| {
            let (r, k) = (c / m, c % m);
            let (r, k) = match d {
                0 => (r.wrapping_sub(1), k),
                1 => (r + 1, k),
                2 => (r, k.wrapping_sub(1)),
                _ => (r, k + 1),
            };
            Some((r, k))
                .filter(|&(r, k)| r < n && k < m)
                .map(|(r, k)| r * m + k)
                .filter(|&t| free(t))
        };
        let key = |b: usize, x: usize, y: usize, s: usize| ((b * cells + x) * cells + y) * 2 + s;
        let total = cells * cells * cells * 2;
        let mut value = vec![None; total];
        let mut succ = vec![Vec::new(); total];
        let mut open = Vec::new();
        for (b, x, y) in
            (0..cells * cells * cells).map(|i| (i / cells / cells, i / cells % cells, i % cells))
        {
            if !free(b) || !free(x) || !free(y) || x == y {
                continue;
            }
            for s in 0..2 {
                let v = key(b, x, y, s);
                let mut next = Vec::new();
                for d in 0..4 {
                    if s == 0 {
                        next.extend(step(x, d).filter(|&t| t != y).map(|t| key(b, t, y, 1)));
                        next.extend(step(y, d).filter(|&t| t != x).map(|t| key(b, x, t, 1)));
                    } else if d != 1 {
                        next.extend(step(b, d).map(|t| key(t, x, y, 0)));
                    }
                }
                if b / m == 0 {
                    value[v] = Some((s == 1, 0));
                } else if b == x || b == y || next.is_empty() {
                    value[v] = Some((false, 0));
                } else {
                    succ[v] = next;
                    open.push(v);
                }
            }
        }
        for d in 1.. {
            let old = value.clone();
            open.retain(|&v| {
                let won = |&u: &usize| matches!(old[u], Some((true, _)));
                if succ[v].iter().any(|&u| matches!(old[u], Some((false, _)))) {
                    value[v] = Some((true, d));
                } else if succ[v].iter().all(won) {
                    value[v] = Some((false, d));
                }
                value[v].is_none()
            });
            if value == old {
                break;
            }
        }
        value
    }

    /// Every placement (Red to move) on the board: `Board::verdict` = the minimax.
    fn check(blocked: &[Vec<bool>]) {
        let mut board = Board::new(blocked);
        let want = minimax(blocked);
        let (n, m) = (blocked.len(), blocked[0].len());
        let cells = n * m;
        let free = |c: usize| !blocked[c / m][c % m];
        let at = |c: usize| (c / m, c % m);
        for b in (0..cells).filter(|&b| free(b)) {
            for x in (0..cells).filter(|&x| free(x) && x != b) {
                for y in (x + 1..cells).filter(|&y| free(y) && y != b) {
                    let v = want[((b * cells + x) * cells + y) * 2];
                    let v = match v {
                        Some((true, t)) => Verdict::Red(t),
                        Some((false, t)) => Verdict::Black(t),
                        None => Verdict::Tie,
                    };
                    let got = board.verdict(at(b), [at(x), at(y)]);
                    assert_eq!(
                        got,
                        v,
                        "{:?}: black {:?}, red {:?}",
                        blocked,
                        at(b),
                        [at(x), at(y)]
                    );
                    assert_eq!(got, board.verdict(at(b), [at(y), at(x)]));
                    match got {
                        Verdict::Red(t) => assert_eq!(t % 2, 1),
                        Verdict::Black(t) => assert_eq!(t % 2, 0),
                        Verdict::Tie => {}
                    }
                }
            }
        }
    }

    fn every_layout(n: usize, m: usize) {
        for mask in 0u32..1 << (n * m) {
            let blocked: Vec<Vec<bool>> = (0..n)
                .map(|r| (0..m).map(|c| mask >> (r * m + c) & 1 == 1).collect())
                .collect();
            check(&blocked);
        }
    }

    #[test]
    fn matches_minimax_on_every_board_of_at_most_10_cells() {
        for n in 2..=10 {
            for m in 1..=10 / n {
                every_layout(n, m);
            }
        }
    }

    #[test]
    #[ignore]
    fn matches_minimax_on_every_board_of_10_to_12_cells_and_random_boards() {
        for (n, m) in [
            (2, 5),
            (5, 2),
            (10, 1),
            (2, 6),
            (6, 2),
            (3, 4),
            (4, 3),
            (11, 1),
            (12, 1),
        ] {
            every_layout(n, m);
        }
        let mut rng = XorShift::new(9169);
        for _ in 0..300 {
            let (n, m) = (2 + rng.below(4) as usize, 1 + rng.below(5) as usize);
            let blocked: Vec<Vec<bool>> = (0..n)
                .map(|_| (0..m).map(|_| rng.below(4) == 0).collect())
                .collect();
            check(&blocked);
        }
    }

    #[test]
    fn official_sample() {
        let boards: [&[&str]; 5] = [
            &["...#O", ".#..#", "#O#..", ".#..X"],
            &["#.#", "O.O", ".X."],
            &["O..", ".#X", ".O."],
            &[".....", ".....", "..O..", "#..#.", "O#.X."],
            &[
                "...######",
                ".#.......",
                ".#######.",
                ".#.#.....",
                ".#O#.####",
                ".#.#.....",
                ".#######.",
                ".#X......",
                ".O.......",
            ],
        ];
        let want = [
            Verdict::Black(0),
            Verdict::Black(2),
            Verdict::Black(2),
            Verdict::Tie,
            Verdict::Red(75),
        ];
        for (rows, &w) in boards.iter().zip(&want) {
            let grid: Vec<Vec<u8>> = rows.iter().map(|r| r.as_bytes().to_vec()).collect();
            assert_eq!(solve(&grid), w, "{:?}", rows);
        }
    }

    #[test]
    #[should_panic(expected = "(1, 1) X and O")]
    fn solve_rejects_a_missing_red() {
        solve(&[b"X.O".to_vec(), b"...".to_vec()]);
    }

    #[test]
    #[should_panic(expected = "unknown character")]
    fn solve_rejects_an_unknown_character() {
        solve(&[b"XOO".to_vec(), b"..*".to_vec()]);
    }

    #[test]
    #[should_panic(expected = "not a free cell")]
    fn verdict_rejects_an_obstacle() {
        Board::new(&[vec![false, true], vec![false, false]]).verdict((1, 0), [(0, 1), (1, 1)]);
    }

    #[test]
    #[should_panic(expected = "cells shared")]
    fn verdict_rejects_shared_cells() {
        Board::new(&[vec![false; 2], vec![false; 2]]).verdict((1, 0), [(1, 0), (1, 1)]);
    }

    #[test]
    #[should_panic(expected = "different lengths")]
    fn new_rejects_ragged_rows() {
        Board::new(&[vec![false; 2], vec![false; 3]]);
    }
}
