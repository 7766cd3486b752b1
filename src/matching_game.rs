//! # The matching game: undirected vertex geography on a bipartite graph
//!
//! - **Game:** players take turns moving a token to an unvisited neighbour; who cannot move loses.
//! - **Theorem:** the player who moves first from `v` wins iff `v` is in every maximum matching.
//! - **Complexity:** O(E · sqrt V) to match (Hopcroft–Karp), O(V + E) all starts or a deletion.
//! - **Problems:** luogu-p4055, luogu-p4617; luogu-p1971 (sliding pieces: `sliding_mistakes`).
//! - **Status:** = search, every start and play: all bipartite graphs of parts 3 x 3, 2 x 4, 1 x 6
//!   (heavy 3 x 5), 300 random deletion orders, 400 grids; sliding boards, by a search of the
//!   board: every play on <= 8 cells (heavy 3 x 4), 300 random plays on <= 4 x 4.
//!
//! The start counts as visited. Why: if a maximum matching `M` misses `v`, every move goes to a
//! matched vertex (else `M` grows) and the second player answers along `M`; if `v` is in every
//! maximum matching, the first player moves along one and wins the same way. The vertices some
//! maximum matching misses: the unmatched ones of one maximum matching, and `mate(w)` for every
//! neighbour `w` of such a vertex (an alternating path swaps the miss over). During a play the
//! visited vertices are deleted: deleting `v` unmatches its mate `w`, and one search for an
//! augmenting path from `w` both restores a maximum matching and says whether `v` was in every
//! maximum matching (no path found). The graph must be bipartite (`left[v]` says the side), like
//! a grid coloured by `row + column`; `matching_blossom` takes any graph.
//!
//! References: Fraenkel, Scheinerman, Ullman, *Undirected edge geography*, TCS 112 (1993), which
//! also treats the vertex version; NOI 2011 兔兔与蛋蛋游戏 for the sliding-piece form.

/// For each start vertex, whether the player who moves first from it wins. On a tree or forest
/// `tree_geography::first_player_wins` is O(n) and needs no sides.
///
/// # Constraints
/// `adj[v]` lists the neighbours of `v` (symmetric); `left[v]` gives a side, and every edge joins
/// the two sides. Repeated edges are allowed.
///
/// # Panics
/// If a neighbour is out of range, the lists are not symmetric in size, or an edge stays on
/// one side.
///
/// # Complexity
/// O(E · sqrt(V)) time, O(V + E) memory; no recursion.
///
/// # Example
/// ```
/// // A path a - b - c: from b the first player wins (b is in every maximum matching).
/// let adj = vec![vec![1], vec![0, 2], vec![1]];
/// let wins = cgt::matching_game::first_player_wins(&adj, &[true, false, true]);
/// assert_eq!(wins, vec![false, true, false]);
/// ```
pub fn first_player_wins(adj: &[Vec<usize>], left: &[bool]) -> Vec<bool> {
    MatchingGame::new(adj, left).first_player_wins()
}

/// The matching game played out: one maximum matching of a bipartite graph, kept maximum while
/// the visited vertices are deleted one by one.
#[derive(Clone, Debug)]
pub struct MatchingGame<'a> {
    adj: &'a [Vec<usize>],
    mate: Vec<usize>,
    dead: Vec<bool>,
    // Search number `stamp` reached the vertex `w` (other side) from the vertex `from[w]`.
    seen: Vec<u32>,
    from: Vec<usize>,
    stamp: u32,
}

impl<'a> MatchingGame<'a> {
    /// A maximum matching of the whole graph (Hopcroft–Karp, iterative).
    ///
    /// # Constraints
    /// As [`first_player_wins`].
    ///
    /// # Panics
    /// As [`first_player_wins`].
    ///
    /// # Complexity
    /// O(E · sqrt(V)) time, O(V) memory besides `adj`; no recursion.
    ///
    /// # Example
    /// ```
    /// use cgt::matching_game::MatchingGame;
    /// let adj = vec![vec![1], vec![0, 2], vec![1]];
    /// let game = MatchingGame::new(&adj, &[true, false, true]);
    /// assert_eq!(game.first_player_wins(), vec![false, true, false]);
    /// ```
    pub fn new(adj: &'a [Vec<usize>], left: &[bool]) -> Self {
        let n = adj.len();
        assert_eq!(left.len(), n, "matching_game: one side per vertex");
        for (v, list) in adj.iter().enumerate() {
            for &u in list {
                assert!(
                    u < n && left[u] != left[v],
                    "matching_game: edge {}-{} not across",
                    v,
                    u
                );
            }
        }
        let (mate, dead, seen, from) = (vec![NONE; n], vec![false; n], vec![0; n], vec![NONE; n]);
        let mut game = MatchingGame {
            adj,
            mate,
            dead,
            seen,
            from,
            stamp: 0,
        };
        game.hopcroft_karp(left);
        game
    }

    /// A maximum matching from scratch (Hopcroft–Karp): phases of a breadth-first search from
    /// the free left vertices (layers `dist`), then vertex-disjoint augmenting paths along the
    /// layers by an iterative depth-first search. O(E · sqrt(V)).
    fn hopcroft_karp(&mut self, left: &[bool]) {
        let (adj, n) = (self.adj, self.adj.len());
        let lefts: Vec<usize> = (0..n).filter(|&v| left[v]).collect();
        let mate = &mut self.mate;
        let (mut dist, mut next) = (vec![u32::MAX; n], vec![0; n]);
        let (mut queue, mut path) = (Vec::with_capacity(lefts.len()), Vec::new());
        loop {
            queue.clear();
            for &s in &lefts {
                dist[s] = if mate[s] == NONE { 0 } else { u32::MAX };
                if mate[s] == NONE {
                    queue.push(s);
                }
                next[s] = 0;
            }
            let (mut head, mut free) = (0, false);
            while let Some(&v) = queue.get(head) {
                head += 1;
                for &w in &adj[v] {
                    let m = mate[w];
                    if m == NONE {
                        free = true;
                    } else if dist[m] == u32::MAX {
                        dist[m] = dist[v] + 1;
                        queue.push(m);
                    }
                }
            }
            if !free {
                return;
            }
            for &s in &lefts {
                if mate[s] != NONE {
                    continue;
                }
                // path: left vertices, each reaching the next through adj[v][next[v]].
                path.clear();
                path.push(s);
                while let Some(&v) = path.last() {
                    match adj[v].get(next[v]) {
                        None => {
                            // A dead end for this phase.
                            dist[v] = u32::MAX;
                            path.pop();
                            if let Some(&u) = path.last() {
                                next[u] += 1;
                            }
                        }
                        Some(&w) if mate[w] == NONE => {
                            for &u in &path {
                                let x = adj[u][next[u]];
                                mate[u] = x;
                                mate[x] = u;
                                dist[u] = u32::MAX;
                            }
                            break;
                        }
                        Some(&w) if dist[mate[w]] == dist[v].wrapping_add(1) => path.push(mate[w]),
                        Some(_) => next[v] += 1,
                    }
                }
            }
        }
    }

    /// For each vertex, whether the player who moves first from it wins on the graph left by the
    /// deletions so far (`false` for a deleted vertex).
    ///
    /// # Complexity
    /// O(V + E).
    ///
    /// # Example
    /// ```
    /// use cgt::matching_game::MatchingGame;
    /// // A path 0 - 1 - 2 - 3: one maximum matching, perfect; every start wins.
    /// let adj = vec![vec![1], vec![0, 2], vec![1, 3], vec![2]];
    /// let mut game = MatchingGame::new(&adj, &[true, false, true, false]);
    /// assert_eq!(game.first_player_wins(), vec![true; 4]);
    /// assert!(game.delete(0));
    /// // The path 1 - 2 - 3 is left: only its middle wins (0, deleted, reads false).
    /// assert_eq!(game.first_player_wins(), vec![false, false, true, false]);
    /// ```
    pub fn first_player_wins(&self) -> Vec<bool> {
        let n = self.adj.len();
        let live = |v: usize| !self.dead[v];
        // Vertices missed by some maximum matching: start from the unmatched ones.
        let mut missed: Vec<bool> = (0..n).map(|v| self.mate[v] == NONE).collect();
        let mut stack: Vec<usize> = (0..n).filter(|&v| missed[v] && live(v)).collect();
        while let Some(v) = stack.pop() {
            for &w in self.adj[v].iter().filter(|&&w| live(w)) {
                let m = self.mate[w];
                if m != NONE && !missed[m] {
                    missed[m] = true;
                    stack.push(m);
                }
            }
        }
        missed.iter().map(|&m| !m).collect()
    }

    /// Whether the player to move from `v` wins on the current graph (the token on `v`, the
    /// deleted vertices visited), then deletes `v`: call it on each position of a play in turn.
    ///
    /// # Panics
    /// If `v` is out of range or already deleted.
    ///
    /// # Complexity
    /// O(V + E): one search for an augmenting path.
    ///
    /// # Example
    /// ```
    /// use cgt::matching_game::MatchingGame;
    /// // A path 0 - 1 - 2: the play 1, 0 (then stuck) and the play 0, 1, 2.
    /// let adj = vec![vec![1], vec![0, 2], vec![1]];
    /// let mut game = MatchingGame::new(&adj, &[true, false, true]);
    /// assert!(game.delete(1));
    /// assert!(!game.delete(0));
    /// let mut game = MatchingGame::new(&adj, &[true, false, true]);
    /// assert_eq!((game.delete(0), game.delete(1), game.delete(2)), (false, true, false));
    /// ```
    pub fn delete(&mut self, v: usize) -> bool {
        assert!(!self.dead[v], "MatchingGame::delete: vertex {} deleted", v);
        self.dead[v] = true;
        let w = self.mate[v];
        if w == NONE {
            return false;
        }
        self.mate[v] = NONE;
        self.mate[w] = NONE;
        !self.augment(w)
    }

    /// Looks for an augmenting path from the unmatched live vertex `s` among the live vertices and
    /// flips it; returns whether it found one.
    fn augment(&mut self, s: usize) -> bool {
        self.stamp += 1;
        let mut stack = vec![s];
        let mut end = NONE;
        'search: while let Some(v) = stack.pop() {
            for &w in &self.adj[v] {
                if !self.dead[w] && self.seen[w] != self.stamp {
                    self.seen[w] = self.stamp;
                    self.from[w] = v;
                    if self.mate[w] == NONE {
                        end = w;
                        break 'search;
                    }
                    stack.push(self.mate[w]);
                }
            }
        }
        let found = end != NONE;
        // Flip the path back to s.
        while end != NONE {
            let v = self.from[end];
            let next = self.mate[v];
            self.mate[v] = end;
            self.mate[end] = v;
            end = next;
        }
        found
    }
}

/// NOI 2011 兔兔与蛋蛋游戏: the first-player moves of a recorded play that were mistakes (0-based,
/// counting only the first player's moves, increasing). One cell of the board is empty (`.`);
/// the first player slides a white piece (`O`), the second a black one (`X`), from a cell next to
/// the empty cell into it; a player who cannot move loses. A move is a mistake iff the mover
/// could force a win before it and the opponent can after it.
///
/// The empty cell walks a path of the graph of the start and the pieces that can ever move (`O`
/// off the start's colour, `X` on it; colour = parity of `row + column`): the matching game.
///
/// # Constraints
/// `board`: rows of equal length over `O`, `X`, `.`, exactly one `.`; `moves`: the cells
/// `(row, column)` (0-based) of the pieces moved, in order, every move legal.
///
/// # Panics
/// If the board has not exactly one empty cell, or a move is illegal.
///
/// # Complexity
/// O(E · sqrt(V) + k · (V + E)) for V cells and k moves.
///
/// # Example
/// ```
/// use cgt::matching_game::sliding_mistakes;
/// // X O . O X O: sliding the left O in loses (X answers, then no O is next to the gap).
/// let board = vec![b"XO.OXO".to_vec()];
/// assert_eq!(sliding_mistakes(&board, &[(0, 1), (0, 0)]), vec![0]);
/// assert_eq!(sliding_mistakes(&board, &[(0, 3), (0, 4), (0, 5)]), Vec::<usize>::new());
/// ```
pub fn sliding_mistakes(board: &[Vec<u8>], moves: &[(usize, usize)]) -> Vec<usize> {
    let m = board.first().map_or(0, |r| r.len());
    assert!(
        board.iter().all(|r| r.len() == m),
        "sliding_mistakes: ragged board"
    );
    let cells: Vec<u8> = board.concat();
    let empty: Vec<usize> = (0..cells.len()).filter(|&c| cells[c] == b'.').collect();
    assert_eq!(empty.len(), 1, "sliding_mistakes: one empty cell");
    let colour = |c: usize| (c / m + c % m) % 2 == (empty[0] / m + empty[0] % m) % 2;
    let in_game = |c: usize| cells[c] == if colour(c) { b'X' } else { b'O' } || c == empty[0];
    let mut adj = vec![Vec::new(); cells.len()];
    for c in (0..cells.len()).filter(|&c| in_game(c)) {
        let right = (c % m + 1 < m).then(|| c + 1);
        let down = (c + m < cells.len()).then(|| c + m);
        for d in right.into_iter().chain(down).filter(|&d| in_game(d)) {
            adj[c].push(d);
            adj[d].push(c);
        }
    }
    let left: Vec<bool> = (0..cells.len()).map(colour).collect();
    let mut game = MatchingGame::new(&adj, &left);
    let mut at = empty[0];
    let mut wins = Vec::with_capacity(moves.len() + 1);
    for &(r, c) in moves {
        wins.push(game.delete(at));
        let next = r * m + c;
        let legal = c < m && adj[at].contains(&next) && !game.dead[next];
        assert!(legal, "sliding_mistakes: illegal move ({}, {})", r, c);
        at = next;
    }
    wins.push(game.delete(at));
    (0..(moves.len() + 1) / 2)
        .filter(|&i| wins[2 * i] && wins[2 * i + 1])
        .collect()
}

const NONE: usize = usize::MAX;

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::game_search::GameSearch;
    use crate::rng::XorShift;
    use std::collections::HashMap;

    /// Does the player to move from `v` win, with `visited` (a bit mask) already used?
    pub(crate) fn search(
        adj: &[Vec<usize>],
        v: usize,
        visited: u32,
        memo: &mut HashMap<(usize, u32), bool>,
    ) -> bool {
        if let Some(&w) = memo.get(&(v, visited)) {
            return w;
        }
        let win = adj[v]
            .iter()
            .any(|&u| visited >> u & 1 == 0 && !search(adj, u, visited | 1 << u, memo));
        memo.insert((v, visited), win);
        win
    }

    type Memo = HashMap<(usize, u32), bool>;

    /// `game.first_player_wins()` against the search on the graph without `deleted`.
    fn check_all(adj: &[Vec<usize>], game: &MatchingGame, deleted: u32, memo: &mut Memo) {
        for (v, &w) in game.first_player_wins().iter().enumerate() {
            let live = deleted >> v & 1 == 0;
            let expected = live && search(adj, v, deleted | 1 << v, memo);
            assert_eq!(
                w, expected,
                "start {} without {:b} of {:?}",
                v, deleted, adj
            );
        }
    }

    /// Every play from the token on `v` (with `deleted` visited): `delete` against the search.
    fn check_plays(
        adj: &[Vec<usize>],
        game: &MatchingGame,
        v: usize,
        deleted: u32,
        memo: &mut Memo,
    ) {
        let mut game = game.clone();
        let expected = search(adj, v, deleted | 1 << v, memo);
        assert_eq!(
            game.delete(v),
            expected,
            "token on {} without {:b} of {:?}",
            v,
            deleted,
            adj
        );
        check_all(adj, &game, deleted | 1 << v, memo);
        for &u in &adj[v] {
            if (deleted | 1 << v) >> u & 1 == 0 {
                check_plays(adj, &game, u, deleted | 1 << v, memo);
            }
        }
    }

    /// The bipartite graph with parts `0..a`, `a..a + b` and the edges of the bits of `mask`.
    fn bipartite(a: usize, b: usize, mask: u64) -> (Vec<Vec<usize>>, Vec<bool>) {
        let mut adj = vec![Vec::new(); a + b];
        for i in (0..a * b).filter(|&i| mask >> i & 1 == 1) {
            let (x, y) = (i / b, a + i % b);
            adj[x].push(y);
            adj[y].push(x);
        }
        (adj, (0..a + b).map(|v| v < a).collect())
    }

    /// Every start and every play on every bipartite graph with parts `a x b` of `shapes`.
    fn check_every_graph(shapes: &[(usize, usize)]) {
        for &(a, b) in shapes {
            for mask in 0..1 << (a * b) {
                let (adj, left) = bipartite(a, b, mask);
                let mut memo = HashMap::new();
                let game = MatchingGame::new(&adj, &left);
                check_all(&adj, &game, 0, &mut memo);
                for v in 0..a + b {
                    check_plays(&adj, &game, v, 0, &mut memo);
                }
            }
        }
    }

    #[test]
    fn matches_search_on_every_play_of_every_small_bipartite_graph() {
        check_every_graph(&[
            (1, 1),
            (1, 2),
            (2, 2),
            (1, 4),
            (2, 3),
            (3, 3),
            (1, 6),
            (2, 4),
        ]);
    }

    #[test]
    #[ignore]
    fn matches_search_on_every_play_of_every_small_bipartite_graph_heavy() {
        check_every_graph(&[(3, 4), (2, 6), (3, 5)]);
    }

    #[test]
    fn matches_search_after_random_deletions() {
        // Deletions in any order (not only along a play), repeated edges, parts up to 6 x 6.
        let mut rng = XorShift::new(1971);
        for _ in 0..300 {
            let (a, b) = (1 + rng.below(6) as usize, 1 + rng.below(6) as usize);
            let (mut adj, left) = bipartite(a, b, rng.next_u64() & rng.next_u64());
            if rng.below(4) == 0 && !adj[0].is_empty() {
                let y = adj[0][0];
                adj[0].push(y);
                adj[y].push(0);
            }
            let mut order: Vec<usize> = (0..a + b).collect();
            rng.shuffle(&mut order);
            let (mut memo, mut deleted) = (HashMap::new(), 0);
            let mut game = MatchingGame::new(&adj, &left);
            for v in order {
                check_all(&adj, &game, deleted, &mut memo);
                let expected = search(&adj, v, deleted | 1 << v, &mut memo);
                assert_eq!(
                    game.delete(v),
                    expected,
                    "{} without {:b} of {:?}",
                    v,
                    deleted,
                    adj
                );
                deleted |= 1 << v;
            }
        }
    }

    #[test]
    fn matches_search_on_random_grids() {
        let mut rng = XorShift::new(4055);
        for _ in 0..400 {
            let (h, w) = (1 + rng.below(4) as usize, 1 + rng.below(4) as usize);
            let free: Vec<bool> = (0..h * w).map(|_| rng.below(4) != 0).collect();
            let mut adj = vec![Vec::new(); h * w];
            for c in 0..h * w {
                let (r, col) = (c / w, c % w);
                for d in [c + 1, c + w] {
                    let ok = if d == c + 1 { col + 1 < w } else { r + 1 < h };
                    if ok && free[c] && free[d] {
                        adj[c].push(d);
                        adj[d].push(c);
                    }
                }
            }
            let left: Vec<bool> = (0..h * w).map(|c| (c / w + c % w) % 2 == 0).collect();
            check_all(
                &adj,
                &MatchingGame::new(&adj, &left),
                0,
                &mut HashMap::new(),
            );
        }
    }

    /// A sliding-board position: the cells row by row, and whether the first player (`O`) moves.
    type Board = (Vec<u8>, bool);

    /// The sliding moves straight from the rules: a piece of the mover's next to the empty cell.
    fn slides(m: usize, (cells, first): &Board) -> Vec<Board> {
        let e = cells.iter().position(|&x| x == b'.').unwrap();
        let piece = if *first { b'O' } else { b'X' };
        let near = [
            (e % m > 0).then(|| e - 1),
            (e % m + 1 < m).then(|| e + 1),
            e.checked_sub(m),
            Some(e + m).filter(|&c| c < cells.len()),
        ];
        let mut out = Vec::new();
        for &c in near.iter().flatten().filter(|&&c| cells[c] == piece) {
            let mut next = cells.clone();
            next.swap(c, e);
            out.push((next, !first));
        }
        out
    }

    /// Every play record from `p` (moves so far in `record`): the mistakes by the game search.
    fn check_records<F: FnMut(&Board) -> Vec<Board>>(
        m: usize,
        start: &[u8],
        p: &Board,
        record: &mut Vec<(usize, usize)>,
        wins: &mut Vec<bool>,
        search: &mut GameSearch<Board, F>,
    ) {
        wins.push(search.first_player_wins(p));
        let expected: Vec<usize> = (0..record.len() / 2 + record.len() % 2)
            .filter(|&i| wins[2 * i] && wins[2 * i + 1])
            .collect();
        let board: Vec<Vec<u8>> = start.chunks(m).map(|r| r.to_vec()).collect();
        let got = sliding_mistakes(&board, record);
        assert_eq!(got, expected, "{:?} played {:?}", board, record);
        let e = p.0.iter().position(|&x| x == b'.').unwrap();
        for q in slides(m, p) {
            let c = q.0.iter().position(|&x| x == b'.').unwrap();
            assert!(c != e);
            record.push((c / m, c % m));
            check_records(m, start, &q, record, wins, search);
            record.pop();
        }
        wins.pop();
    }

    /// Every board of the shapes `n x m` (each cell O or X, one empty), every play record.
    fn check_every_board(shapes: &[(usize, usize)]) {
        for &(n, m) in shapes {
            let mut search = GameSearch::new(|p: &Board| slides(m, p));
            for e in 0..n * m {
                for mask in 0..1u32 << (n * m) {
                    if mask >> e & 1 == 1 {
                        continue;
                    }
                    let piece = |c: usize| [b'O', b'X'][(mask >> c & 1) as usize];
                    let cells: Vec<u8> = (0..n * m)
                        .map(|c| if c == e { b'.' } else { piece(c) })
                        .collect();
                    let p = (cells.clone(), true);
                    check_records(m, &cells, &p, &mut Vec::new(), &mut Vec::new(), &mut search);
                }
            }
        }
    }

    #[test]
    fn sliding_mistakes_match_search_on_every_play_of_small_boards() {
        check_every_board(&[
            (1, 1),
            (1, 2),
            (1, 3),
            (1, 6),
            (2, 2),
            (2, 3),
            (3, 2),
            (1, 8),
        ]);
    }

    #[test]
    #[ignore]
    fn sliding_mistakes_match_search_on_every_play_of_small_boards_heavy() {
        check_every_board(&[(3, 3), (2, 4), (4, 2), (2, 5), (1, 10), (3, 4)]);
    }

    #[test]
    fn sliding_mistakes_match_search_on_random_plays() {
        let mut rng = XorShift::new(1971);
        for _ in 0..300 {
            let (n, m) = (1 + rng.below(4) as usize, 1 + rng.below(4) as usize);
            let mut cells: Vec<u8> = (0..n * m)
                .map(|_| [b'O', b'X'][rng.below(2) as usize])
                .collect();
            cells[rng.below((n * m) as u64) as usize] = b'.';
            let mut search = GameSearch::new(|p: &Board| slides(m, p));
            let (mut p, mut record, mut wins) = ((cells.clone(), true), Vec::new(), Vec::new());
            loop {
                wins.push(search.first_player_wins(&p));
                let options = slides(m, &p);
                if options.is_empty() {
                    break;
                }
                p = options[rng.below(options.len() as u64) as usize].clone();
                let c = p.0.iter().position(|&x| x == b'.').unwrap();
                record.push((c / m, c % m));
            }
            let expected: Vec<usize> = (0..(record.len() + 1) / 2)
                .filter(|&i| wins[2 * i] && wins[2 * i + 1])
                .collect();
            let board: Vec<Vec<u8>> = cells.chunks(m).map(|r| r.to_vec()).collect();
            assert_eq!(
                sliding_mistakes(&board, &record),
                expected,
                "{:?} {:?}",
                board,
                record
            );
        }
    }

    #[test]
    #[should_panic(expected = "not across")]
    fn rejects_an_edge_inside_a_side() {
        first_player_wins(&[vec![1], vec![0]], &[true, true]);
    }

    #[test]
    #[should_panic(expected = "illegal move")]
    fn rejects_an_illegal_slide() {
        // The X next to the gap belongs to the second player.
        sliding_mistakes(&[b"X.O".to_vec()], &[(0, 0)]);
    }

    #[test]
    #[should_panic(expected = "deleted")]
    fn rejects_a_second_delete() {
        let adj = vec![vec![1], vec![0]];
        let mut game = MatchingGame::new(&adj, &[true, false]);
        game.delete(0);
        game.delete(0);
    }
}
