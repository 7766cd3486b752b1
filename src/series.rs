//! # A series of games: the loser (or the winner) of one starts the next, the last one decides
//!
//! - **Theorem:** the starter of game `i` wants to start game `i + 1` iff its starter can force
//!   the series' result: then `can_lose_i` (loser starts) or `can_win_i` decides, else the other.
//! - **Complexity:** [`series`] O(games); [`repeated`] O(1) for any number of copies.
//! - **Problems:** cf-1382b (piles in order, the loser of one starting the next); Codeforces 455B
//!   "A Lot of Games" (`k` copies, the loser starts the next) is [`repeated`].
//! - **Status:** = GameSearch on the series played as one game (the loser's extra turn as a
//!   forced pass), every sequence of <= 4 games of the four kinds, both rules, win and loss.
//!
//! Each game is given by what the player to move at its start can force: a win (`can_win`, the
//! normal-play outcome, [`crate::game_search::GameSearch::first_player_wins`]) and a loss
//! (`can_lose`, the misère outcome, `misere_first_player_wins`); for a table of one-heap games
//! (every move to a smaller number) the two tables `sprague_grundy::all_first_player_wins` and
//! `all_misere_first_player_wins` (trial W, 2·10^5 heaps: 1.2-1.4 times a hand loop), moves in
//! any direction: [`crate::numbered::Numbered::all_normal_and_misere`]. Going back from
//! the last game: `W` = "the starter of game `i + 1` can force the series' result"; if the loser
//! starts next, the starter of game `i` can force it iff `W ? can_lose_i : can_win_i` (if the
//! winner starts next, `W ? can_win_i : can_lose_i`). The result is to win the series (start:
//! the last game's `can_win`) or to lose it (start: its `can_lose`), so a series is again a game
//! of this kind and series of series compose.

/// Who starts game `i + 1` of a series.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NextStarter {
    /// The loser of game `i` (Codeforces 455B).
    Loser,
    /// The winner of game `i`.
    Winner,
}

/// What the starter of game `i` can force, from what the starter of game `i + 1` can force.
fn step(next: NextStarter, (can_win, can_lose): (bool, bool), later: bool) -> bool {
    match (next, later) {
        (NextStarter::Loser, true) | (NextStarter::Winner, false) => can_lose,
        _ => can_win,
    }
}

/// A series of the games `games[0]`, `games[1]`, ... played in order, `games[i] = (can_win,
/// can_lose)` for the player to move at the start of game `i`; the winner of the last game wins
/// the series, and `next` says who starts each following game. Returns `(can_win, can_lose)` of
/// the series for the starter of game 0.
///
/// # Constraints
/// At least one game.
///
/// # Panics
/// If `games` is empty.
///
/// # Complexity
/// O(games).
///
/// # Example
/// ```
/// use cgt::game_search::GameSearch;
/// use cgt::series::{series, NextStarter};
/// // Take 1 or 2 from a heap (taking the last one wins); heaps 3, then 2, the loser of the
/// // first starting the second.
/// let take = |&n: &u32| (1..=2).filter(|&k| k <= n).map(|k| n - k).collect::<Vec<u32>>();
/// let mut s = GameSearch::new(take);
/// let games: Vec<(bool, bool)> = [3, 2]
///     .iter()
///     .map(|h| (s.first_player_wins(h), s.misere_first_player_wins(h)))
///     .collect();
/// assert_eq!(games, [(false, true), (true, true)]);
/// // The first player loses heap 3 on purpose (takes 2: the other must take the last), then
/// // starts heap 2 and takes both; or, to lose the series, takes 1 of heap 2.
/// assert_eq!(series(&games, NextStarter::Loser), (true, true));
/// // If the winner starts the next, the other player wins heap 3 and starts heap 2.
/// assert_eq!(series(&games, NextStarter::Winner), (false, false));
/// ```
pub fn series(games: &[(bool, bool)], next: NextStarter) -> (bool, bool) {
    let (&last, before) = games.split_last().expect("series: no game");
    let back = |goal: bool| before.iter().rev().fold(goal, |w, &g| step(next, g, w));
    (back(last.0), back(last.1))
}

/// `k` copies of one game in a row ([`series`] of `k` equal games), in O(1).
///
/// # Constraints
/// `k >= 1`.
///
/// # Panics
/// If `k = 0`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cgt::series::{repeated, NextStarter::Loser};
/// // Codeforces 455B: the first player wins k games in a row, the loser starting the next, iff
/// // they can force both a win and a loss, or a win and k is odd.
/// assert_eq!(repeated(true, true, 2, Loser).0, true);
/// assert_eq!(repeated(true, false, 2, Loser).0, false);
/// assert_eq!(repeated(true, false, 3, Loser).0, true);
/// assert_eq!(repeated(false, true, 3, Loser).0, false);
/// ```
pub fn repeated(can_win: bool, can_lose: bool, k: u64, next: NextStarter) -> (bool, bool) {
    assert!(k >= 1, "series::repeated: k = 0 games");
    // One step back is f(w) = step(next, game, w): a constant, the identity or the negation.
    let game = (can_win, can_lose);
    let (on_true, on_false) = (step(next, game, true), step(next, game, false));
    let back = |goal: bool| match (k, on_true, on_false) {
        (1, _, _) => goal,
        (_, t, f) if t == f => t,
        (_, true, false) => goal,
        _ => goal ^ ((k - 1) % 2 == 1),
    };
    (back(can_win), back(can_lose))
}

#[cfg(test)]
mod tests {
    use super::NextStarter::{Loser, Winner};
    use super::*;
    use crate::game_search::GameSearch;

    /// Start positions of the four kinds of game: `KINDS[p]` is `(can_win, can_lose)` at `p`.
    const MOVES: [&[usize]; 4] = [&[], &[0], &[0, 1], &[2]];
    const KINDS: [(bool, bool); 4] = [(false, true), (true, false), (true, true), (false, false)];

    /// The series as one game for GameSearch: `(game, position, pass)`. At the end of a game
    /// that is not the last, the player who cannot move (the loser) goes on: to the next game's
    /// start if the winner starts it, or to a pass that the winner must play if the loser does.
    fn as_one_game(
        starts: &[usize],
        next: NextStarter,
    ) -> impl FnMut(&(usize, usize, bool)) -> Vec<(usize, usize, bool)> + '_ {
        move |&(i, p, pass)| {
            if pass {
                return vec![(i, starts[i], false)];
            }
            let own: Vec<_> = MOVES[p].iter().map(|&q| (i, q, false)).collect();
            match (own.is_empty(), i + 1 < starts.len(), next) {
                (false, _, _) | (true, false, _) => own,
                (true, true, Loser) => vec![(i + 1, 0, true)],
                (true, true, Winner) => vec![(i + 1, starts[i + 1], false)],
            }
        }
    }

    #[test]
    fn the_kinds_are_what_game_search_says() {
        let mut s = GameSearch::new(|&p: &usize| MOVES[p].to_vec());
        for (p, &kind) in KINDS.iter().enumerate() {
            assert_eq!(
                (s.first_player_wins(&p), s.misere_first_player_wins(&p)),
                kind
            );
        }
    }

    /// Every sequence of 1..=4 games of the four kinds, both rules: `series` = GameSearch's
    /// normal (win the series) and misère (lose it) outcomes of the series as one game.
    #[test]
    fn series_match_game_search() {
        for k in 1..=4u32 {
            for code in 0..4usize.pow(k) {
                let starts: Vec<usize> = (0..k).map(|i| code / 4usize.pow(i) % 4).collect();
                let games: Vec<(bool, bool)> = starts.iter().map(|&p| KINDS[p]).collect();
                for next in [Loser, Winner] {
                    let mut s = GameSearch::new(as_one_game(&starts, next));
                    let root = (0, starts[0], false);
                    let want = (
                        s.first_player_wins(&root),
                        s.misere_first_player_wins(&root),
                    );
                    assert_eq!(series(&games, next), want, "{:?} {:?}", games, next);
                }
            }
        }
    }

    /// `repeated` = `series` of k equal games, k <= 12, and Codeforces 455B's rule.
    #[test]
    fn repeated_matches_series() {
        for &(w, l) in &KINDS {
            for k in 1..=12u64 {
                for next in [Loser, Winner] {
                    let games = vec![(w, l); k as usize];
                    assert_eq!(
                        repeated(w, l, k, next),
                        series(&games, next),
                        "{} {} {}",
                        w,
                        l,
                        k
                    );
                }
                assert_eq!(repeated(w, l, k, Loser).0, w && (l || k % 2 == 1));
            }
        }
        assert_eq!(
            repeated(true, false, 1_000_000_000_000_000_001, Loser),
            (true, false)
        );
    }

    #[test]
    #[should_panic(expected = "series: no game")]
    fn an_empty_series_is_refused() {
        series(&[], Loser);
    }
}
