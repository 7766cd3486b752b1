//! # Score games on graphs with cycles: a total the minimiser wants finite and small
//!
//! - **Game:** a move adds its weight (>= 0); Min wants the game to end, then a small total.
//! - **Method:** Dijkstra-like from the ended states: a Min state takes its least settled offer, a
//!   Max state the largest once all are settled; a state never settled is infinite.
//! - **Complexity:** O((V + E) log(V + E)).
//! - **Problems:** atcoder-abc261-h (the alternating token game: `alternating_values`).
//! - **Status:** = value iteration on every game with <= 3 states (weights <= 1), every token game
//!   on <= 3 vertices (weights <= 2), 3000 random games and 2000 token games with <= 7.
//!
//! Each state is owned by Min or Max (the player to move there); a state without a move ends the
//! game with its payoff (0 by default). Max wants endless play, else a large total. Value
//! iteration (`V_0` infinite except at ended states; `V_{k+1}(s)` = min for Min, max for Max,
//! infinite if one is, of `w + V_k(t)` over the moves `s -> t`) gives the game cut after `k`
//! moves, a cut play infinite; it decreases to the value. With weights >= 0 a state popped from
//! the heap has its final value. From a settled state Min, following the successor its value was
//! taken from (settled earlier, as are all of a settled Max state's), ends the game within V
//! moves; from a state never settled Max keeps the play among such states (a Min state there has
//! only such moves, a Max state at least one).
//!
//! References: Dijkstra, *A note on two problems in connexion with graphs* (1959);
//! `graph_game` (the unweighted analysis), `adjacency::Lists` (the predecessor lists).

use crate::adjacency::Lists;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// The owner of a state: the player who moves there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Player {
    /// Wants the game to end, then a small total.
    Min,
    /// Wants endless play, else a large total.
    Max,
}

/// The value of each state (`None`: infinite, the game never ends) when a state without a move
/// ends the game with total 0; see [`values_with_payoff`].
///
/// # Constraints
/// As [`values_with_payoff`] with all payoffs 0.
///
/// # Panics
/// If an edge names a state outside `0..owner.len()`.
///
/// # Complexity
/// O((V + E) log(V + E)).
///
/// # Example
/// ```
/// use cgt::graph_score::{values, Player::*};
/// // Min at 0 moves to 1 (cost 5) or to the end 2 (cost 9); Max at 1 can return to 0 (cost 0)
/// // or loop on 1 forever, so Min pays 9 to end.
/// let v = values(&[Min, Max, Min], &[(0, 1, 5), (0, 2, 9), (1, 0, 0), (1, 1, 0)]);
/// assert_eq!(v, [Some(9), None, Some(0)]);
/// // Without the loop Max must return, and Min then ends at 2: 9 from 1 as well.
/// assert_eq!(values(&[Min, Max, Min], &[(0, 1, 5), (0, 2, 9), (1, 0, 0)])[1], Some(9));
/// ```
pub fn values(owner: &[Player], edges: &[(usize, usize, u64)]) -> Vec<Option<u64>> {
    values_with_payoff(owner, edges, &vec![0; owner.len()])
}

/// The value of each state of the score game with the moves `(from, to, weight)` (self-loops
/// and repeated edges allowed: each edge is one move), the state `s` owned by `owner[s]`, and a
/// state without a move ending the game with total `payoff[s]` (ignored at other states): the
/// total under optimal play, or `None` where Max keeps the game going forever.
///
/// # Constraints
/// `payoff.len() == owner.len()`; the largest payoff plus the sum of all weights `< 2^64`; fewer
/// than `2^32` states and edges.
///
/// # Panics
/// If an edge names a state outside `0..owner.len()`, or the lengths differ.
///
/// # Complexity
/// O((V + E) log(V + E)) time, O(V + E) memory.
///
/// # Example
/// ```
/// use cgt::graph_score::{values_with_payoff, Player::*};
/// // Max at 0 chooses between the ends 1 (payoff 4, cost 1) and 2 (payoff 2, cost 2).
/// let v = values_with_payoff(&[Max, Min, Min], &[(0, 1, 1), (0, 2, 2)], &[0, 4, 2]);
/// assert_eq!(v, [Some(5), Some(4), Some(2)]);
/// ```
pub fn values_with_payoff(
    owner: &[Player],
    edges: &[(usize, usize, u64)],
    payoff: &[u64],
) -> Vec<Option<u64>> {
    let n = owner.len();
    assert!(
        payoff.len() == n,
        "values_with_payoff: {} payoffs for {} states",
        payoff.len(),
        n
    );
    // left[s]: moves of s to a state not yet settled; best[s]: the best offer so far.
    let mut left = vec![0u32; n];
    for &(a, b, _) in edges {
        assert!(
            a < n && b < n,
            "values_with_payoff: edge ({}, {}) outside 0..{}",
            a,
            b,
            n
        );
        left[a] += 1;
    }
    let preds = Lists::new(n, edges.iter().enumerate().map(|(i, e)| (e.1, i)));
    let mut best: Vec<u64> = owner
        .iter()
        .map(|&p| if p == Player::Min { u64::MAX } else { 0 })
        .collect();
    let mut heap: BinaryHeap<_> = (0..n)
        .filter(|&s| left[s] == 0)
        .map(|s| Reverse((payoff[s], s)))
        .collect();
    let mut value = vec![None; n];
    while let Some(Reverse((d, s))) = heap.pop() {
        if value[s].is_some() {
            continue;
        }
        value[s] = Some(d);
        for &i in preds.get(s) {
            let (a, _, w) = edges[i as usize];
            let offer = d + w;
            if value[a].is_some() {
                continue;
            }
            if owner[a] == Player::Min {
                if offer < best[a] {
                    best[a] = offer;
                    heap.push(Reverse((offer, a)));
                }
            } else {
                best[a] = best[a].max(offer);
                left[a] -= 1;
                if left[a] == 0 {
                    heap.push(Reverse((best[a], a)));
                }
            }
        }
    }
    value
}

/// The alternating token game on a digraph: a token on a vertex, the players move it in turn
/// along the edges `(from, to, weight)`, adding the weight to a total; a vertex without an
/// out-edge ends the game (total so far). Min wants the game to end, then a small total; Max
/// wants endless play, else a large total. Returns per vertex `[Min to move, Max to move]`: the
/// total under optimal play, or `None` if the game never ends.
///
/// # Constraints
/// Endpoints `< n`; twice the sum of all weights `< 2^64`; fewer than `2^31` vertices and edges.
///
/// # Panics
/// If an edge names a vertex outside `0..n`.
///
/// # Complexity
/// O((V + E) log(V + E)) time, O(V + E) memory.
///
/// # Example
/// ```
/// // 0 -> 1 -> 2 -> 0 (weights 1) and the exit 1 -> 3. Min to move at 0: 0 1 2 0 1 3, Max
/// // passing the exit at 1, total 5 (AtCoder ABC261 Ex, sample 3); Max to move: 0 1 3, total 2.
/// let v = cgt::graph_score::alternating_values(4, &[(0, 1, 1), (1, 2, 1), (2, 0, 1), (1, 3, 1)]);
/// assert_eq!(v[0], [Some(5), Some(2)]);
/// assert_eq!(v[3], [Some(0), Some(0)]);
/// ```
pub fn alternating_values(n: usize, edges: &[(usize, usize, u64)]) -> Vec<[Option<u64>; 2]> {
    // State 2v: Min to move at v; 2v + 1: Max to move.
    for &(a, b, _) in edges {
        assert!(
            a < n && b < n,
            "alternating_values: edge ({}, {}) outside 0..{}",
            a,
            b,
            n
        );
    }
    let owner: Vec<Player> = (0..2 * n)
        .map(|s| if s % 2 == 0 { Player::Min } else { Player::Max })
        .collect();
    let moves: Vec<_> = edges
        .iter()
        .flat_map(|&(a, b, w)| [(2 * a, 2 * b + 1, w), (2 * a + 1, 2 * b, w)])
        .collect();
    let v = values(&owner, &moves);
    (0..n).map(|x| [v[2 * x], v[2 * x + 1]]).collect()
}

#[cfg(test)]
mod tests {
    use super::Player::*;
    use super::*;
    use crate::graph_game::every_digraph;
    use crate::rng::XorShift;

    /// Value iteration straight from the rules: `V_k` = the value of the game cut after `k`
    /// moves (a cut play is infinite), from `V_0` = infinite except where the game has ended,
    /// iterated until it stops changing (it only decreases, in non-negative integers).
    fn brute<F>(
        n: usize,
        owner: impl Fn(usize) -> Player,
        moves: F,
        payoff: &[u64],
    ) -> Vec<Option<u64>>
    where
        F: Fn(usize) -> Vec<(usize, u64)>,
    {
        let mut v: Vec<Option<u64>> = vec![None; n];
        for _ in 0..100_000 {
            let next: Vec<Option<u64>> = (0..n)
                .map(|s| {
                    let m = moves(s);
                    if m.is_empty() {
                        return Some(payoff[s]);
                    }
                    let offers = m.iter().map(|&(t, w)| v[t].map(|x| x + w));
                    match owner(s) {
                        Min => offers.flatten().min(),
                        Max => offers
                            .collect::<Option<Vec<u64>>>()
                            .map(|o| *o.iter().max().unwrap()),
                    }
                })
                .collect();
            if next == v {
                return v;
            }
            v = next;
        }
        panic!("value iteration did not settle");
    }

    fn check(owner: &[Player], edges: &[(usize, usize, u64)], payoff: &[u64]) {
        let n = owner.len();
        let moves = |s: usize| {
            edges
                .iter()
                .filter(|e| e.0 == s)
                .map(|e| (e.1, e.2))
                .collect()
        };
        let want = brute(n, |s| owner[s], moves, payoff);
        assert_eq!(
            values_with_payoff(owner, edges, payoff),
            want,
            "owners {:?}, edges {:?}, payoffs {:?}",
            owner,
            edges,
            payoff
        );
    }

    /// The token game from its rules: state (vertex, 0 = Min / 1 = Max to move) as 2v + p.
    fn check_alternating(n: usize, edges: &[(usize, usize, u64)]) {
        let moves = |s: usize| {
            let (v, p) = (s / 2, s % 2);
            edges
                .iter()
                .filter(|e| e.0 == v)
                .map(|e| (2 * e.1 + 1 - p, e.2))
                .collect()
        };
        let owner = |s: usize| if s % 2 == 0 { Min } else { Max };
        let want = brute(2 * n, owner, moves, &vec![0; 2 * n]);
        let got = alternating_values(n, edges);
        for v in 0..n {
            assert_eq!(
                got[v],
                [want[2 * v], want[2 * v + 1]],
                "vertex {} of {:?}",
                v,
                edges
            );
        }
    }

    /// Every way to give each edge of `edges` a weight in `0..k`.
    fn weighted(
        edges: &[(usize, usize)],
        k: u64,
    ) -> impl Iterator<Item = Vec<(usize, usize, u64)>> + '_ {
        (0..k.pow(edges.len() as u32)).map(move |mut code| {
            edges
                .iter()
                .map(|&(a, b)| {
                    let w = code % k;
                    code /= k;
                    (a, b, w)
                })
                .collect()
        })
    }

    #[test]
    fn values_match_value_iteration_on_every_small_game() {
        for n in 1..=3 {
            for edges in every_digraph(n) {
                for ws in weighted(&edges, 2) {
                    for mask in 0..1 << n {
                        let owner: Vec<Player> = (0..n)
                            .map(|s| if mask >> s & 1 == 1 { Max } else { Min })
                            .collect();
                        check(&owner, &ws, &vec![0; n]);
                    }
                }
            }
        }
    }

    #[test]
    fn alternating_values_match_value_iteration_on_every_small_digraph() {
        for n in 1..=3 {
            for edges in every_digraph(n) {
                for ws in weighted(&edges, 3) {
                    check_alternating(n, &ws);
                }
            }
        }
    }

    /// A random digraph with 1..=7 vertices, up to 3n edges (self-loops and repeats allowed) of
    /// weights below `k`.
    fn random_game(rng: &mut XorShift, k: u64) -> (usize, Vec<(usize, usize, u64)>) {
        let n = 1 + rng.below(7) as usize;
        let m = rng.below(3 * n as u64 + 1) as usize;
        let mut edges = Vec::new();
        for _ in 0..m {
            let a = rng.below(n as u64) as usize;
            let b = rng.below(n as u64) as usize;
            edges.push((a, b, rng.below(k)));
        }
        (n, edges)
    }

    #[test]
    fn values_match_value_iteration_on_random_games() {
        let mut rng = XorShift::new(261);
        for _ in 0..3000 {
            let (n, edges) = random_game(&mut rng, 6);
            let owner: Vec<Player> = (0..n)
                .map(|_| if rng.below(2) == 0 { Min } else { Max })
                .collect();
            let payoff: Vec<u64> = (0..n).map(|_| rng.below(10)).collect();
            check(&owner, &edges, &payoff);
        }
    }

    #[test]
    fn alternating_values_match_value_iteration_on_random_digraphs() {
        let mut rng = XorShift::new(2612);
        for _ in 0..2000 {
            let (n, edges) = random_game(&mut rng, 20);
            check_alternating(n, &edges);
        }
    }

    #[test]
    fn long_chain_needs_64_bits() {
        // 0 -> 1 -> ... -> n - 1 with weight 10^9 each: n - 1 moves from 0.
        let n = 200_000;
        let edges: Vec<_> = (1..n).map(|v| (v - 1, v, 1_000_000_000)).collect();
        let v = alternating_values(n, &edges);
        assert_eq!(v[0], [Some((n as u64 - 1) * 1_000_000_000); 2]);
        // Closing the chain into a cycle: no end at all.
        let mut cyc = edges;
        cyc.push((n - 1, 0, 0));
        assert!(alternating_values(n, &cyc)
            .iter()
            .all(|x| *x == [None, None]));
    }

    #[test]
    #[should_panic(expected = "outside 0..2")]
    fn rejects_a_bad_edge() {
        values(&[Min, Max], &[(0, 2, 1)]);
    }

    #[test]
    #[should_panic(expected = "3 payoffs for 2 states")]
    fn rejects_payoffs_of_the_wrong_length() {
        values_with_payoff(&[Min, Max], &[], &[0, 0, 0]);
    }
}
