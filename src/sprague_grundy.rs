//! # Sprague–Grundy: mex and the Grundy tables of one-heap rules
//!
//! - **Theorem** (Sprague–Grundy): in a finite impartial game a position equals a Nim heap of size
//!   `g(p) = mex { g(q) : p -> q }`; it is lost iff `g(p) = 0`; a sum has the XOR of the values.
//! - **Complexity:** `mex` O(k); tables O(n + moves), no allocation per position.
//! - **Problems:** all, through their modules' tests; lasker, bracelet, divisor_nim, subtraction.
//! - **Status:** mex = sort-and-scan on every list <= 5 over 0..5, 2000 long; tables = the
//!   definitions on 40 random games to 400 (values past 64, bytes to 255; outcomes, normal,
//!   misère and both, 40 each: where `push` stops, or not); = GameSearch on sums.
//!
//! [`grundy_table`] takes a one-heap rule (`x -> y < x`) ([`grundy_table_u8`]: a byte a
//! value), [`all_first_player_wins`] the same
//! rule for the outcomes alone (a rule may stop at a move to a loss: in a trial, 1.4 times a
//! hand DP where `grundy_table` took 3.1, its mex a chain of dependent loads where the hand DP
//! branches and runs ahead), [`all_misere_first_player_wins`] in misère play,
//! [`all_normal_and_misere`] both from one call of the rule;
//! [`grundy_table_by_value`] one whose
//! moves leave several heaps (the closure pushes each option's value, the XOR of its heaps).
//! Positions that are numbers `0..n` with moves in any direction: `numbered`. Any position type:
//! `game_search::GameSearch`. Scores instead of win/lose: `score_search`, `numbered`.
//!
//! References: Berlekamp, Conway, Guy, *Winning Ways*, ch. 4; Siegel, *Combinatorial Game
//! Theory*, IV.1.

/// Moved to [`game_search`](crate::game_search) on 2026-11-25; the old paths keep working.
pub use crate::game_search::{evaluate, GameSearch};

/// Minimum excludant: the least non-negative integer not in `values`.
///
/// Linear: the values below 64 go into a bit mask; only when all of `0..64` occur are the values
/// reordered in place (each value `v < k` to index `v`), so a caller can reuse one buffer.
///
/// # Complexity
/// O(k) for k values, no allocation.
///
/// # Example
/// ```
/// let mut v = vec![3, 0, 1, 1];
/// assert_eq!(cgt::sprague_grundy::mex(&mut v), 2);
/// ```
pub fn mex(values: &mut [u32]) -> u32 {
    let low = values
        .iter()
        .filter(|&&v| v < 64)
        .fold(0u64, |m, &v| m | 1 << v);
    if low != u64::MAX {
        return (!low).trailing_zeros();
    }
    let k = values.len();
    for i in 0..k {
        // Each swap puts one value at its index for good, so the loops do at most k swaps.
        while (values[i] as usize) < k && values[values[i] as usize] != values[i] {
            let v = values[i] as usize;
            values.swap(i, v);
        }
    }
    let gap = values
        .iter()
        .enumerate()
        .position(|(i, &v)| v as usize != i);
    gap.unwrap_or(k) as u32
}

/// Grundy values `g(0), ..., g(n)` of a one-heap game.
///
/// `moves(x, out)` must `out.push(y)` (or `out.extend(ys)`) every position `y` reachable from
/// `x` in one move; `out` reads each `g(y)` into the mex at once (no list of moves is kept).
/// Moves must strictly decrease the heap (`y < x`), which guarantees termination. Moves that
/// leave several heaps: [`grundy_table_by_value`]; moves in any direction: `numbered`.
///
/// # Constraints
/// `n < usize::MAX`; every pushed `y` satisfies `y < x`.
///
/// # Panics
/// If some move does not go to a smaller number (the message names the move).
///
/// # Complexity
/// O(n + M) where M is the total number of moves; no allocation per position; a `u32` a
/// position (40 MB at n = 10^7: a trial's table of values below 6 took 1.44-2.29 times a hand
/// DP keeping `u8`, 1.23 times the same DP in `u32`; values below 256: [`grundy_table_u8`]).
///
/// # Example
/// ```
/// // Subtraction game S = {1, 3, 4}: period 7, values 0 1 0 1 2 3 2.
/// let g = cgt::sprague_grundy::grundy_table(6, |x, out| {
///     out.extend([1, 3, 4].iter().filter(|&&s| s <= x).map(|&s| x - s))
/// });
/// assert_eq!(g, vec![0, 1, 0, 1, 2, 3, 2]);
/// ```
pub fn grundy_table<F: FnMut(usize, &mut Moves) -> R, R>(n: usize, moves: F) -> Vec<u32> {
    table::<0, u32, F, R>(n, moves).0
}

/// [`grundy_table`] with a byte a value, for values below 256 (most games'): a quarter of the
/// memory, and faster where the table outgrows the cache. A closure given a type names the
/// sink `&mut Moves<u8>`.
///
/// # Constraints
/// As [`grundy_table`]; every value below 256.
///
/// # Panics
/// As [`grundy_table`], and at a value of 256 or more (the message names the heap and the value).
///
/// # Complexity
/// As [`grundy_table`], a byte a position (a trial's table of 10^7 values below 6, whole
/// programs against a hand DP in `u8`: 1.21-1.31 with this, 1.44-2.29 with `grundy_table`).
///
/// # Example
/// ```
/// // Divide by 2, 3, 4 or 5 (rounding down), or take 1 from an odd heap.
/// let g = cgt::sprague_grundy::grundy_table_u8(9, |x, out| {
///     out.extend((2..=5).map(|k| x / k).filter(|_| x > 0));
///     if x % 2 == 1 {
///         out.push(x - 1);
///     }
/// });
/// assert_eq!(g, [0, 1, 2, 3, 3, 0, 0, 4, 0, 4]);
/// ```
pub fn grundy_table_u8<F: FnMut(usize, &mut Moves<u8>) -> R, R>(n: usize, moves: F) -> Vec<u8> {
    table::<0, u8, F, R>(n, moves).0
}

/// Whether the player to move wins, at `0, ..., n` (normal play), for a rule as
/// [`grundy_table`]'s (every move to a smaller number): the table of `g != 0` without the
/// Grundy values. `out.push(y)` returns `true` once a move to a lost position is pushed, so a
/// rule with many moves may stop there: `if out.push(y) { return; }`.
///
/// # Constraints
/// As [`grundy_table`].
///
/// # Panics
/// As [`grundy_table`].
///
/// # Complexity
/// O(n + M) for the M moves pushed; no allocation per position; a `bool` a position.
///
/// # Example
/// ```
/// // Take 1, 3 or 4: the player to move loses at n ≡ 0 or 2 (mod 7).
/// let w = cgt::sprague_grundy::all_first_player_wins(9, |x, out| {
///     for k in [1, 3, 4] {
///         if k <= x && out.push(x - k) {
///             return; // a move to a lost position: x wins
///         }
///     }
/// });
/// let lost: Vec<usize> = (0..=9).filter(|&x| !w[x]).collect();
/// assert_eq!(lost, [0, 2, 7, 9]);
/// ```
pub fn all_first_player_wins<F: FnMut(usize, &mut Moves) -> R, R>(n: usize, m: F) -> Vec<bool> {
    table::<1, u32, F, R>(n, m).1
}

/// Whether the player to move wins in misère play (the player who makes the last move loses;
/// one with no move wins), at `0, ..., n`, for a rule as [`grundy_table`]'s. `out.push(y)`
/// returns `true` once a move to a position lost in misère play is pushed, as in
/// [`all_first_player_wins`].
///
/// # Constraints
/// As [`grundy_table`].
///
/// # Panics
/// As [`grundy_table`].
///
/// # Complexity
/// As [`all_first_player_wins`].
///
/// # Example
/// ```
/// // Take 1 or 2: in misère play the player to move loses at n ≡ 1 (mod 3).
/// let w = cgt::sprague_grundy::all_misere_first_player_wins(7, |x, out| {
///     out.extend((1..=2).filter(|&k| k <= x).map(|k| x - k))
/// });
/// let lost: Vec<usize> = (0..=7).filter(|&x| !w[x]).collect();
/// assert_eq!(lost, [1, 4, 7]);
/// ```
pub fn all_misere_first_player_wins<F, R>(n: usize, m: F) -> Vec<bool>
where
    F: FnMut(usize, &mut Moves) -> R,
{
    table::<3, u32, F, R>(n, m).1
}

/// Both outcomes at `0, ..., n`, `(normal play, misère play)`, from one call of the rule per
/// position (a series of games needs both: `series::series`). `out.push(y)` returns `true` once
/// a move to a position lost in both is pushed. The sink holds a byte a position: a closure
/// given a type names it `&mut Moves<u8>`.
///
/// # Constraints
/// As [`grundy_table`].
///
/// # Panics
/// As [`grundy_table`].
///
/// # Complexity
/// O(n + M) for the M moves pushed; 3 bytes a position at the end (a byte while it runs).
///
/// # Example
/// ```
/// // Take 1 or 2: normal play lost at n ≡ 0 (mod 3), misère play at n ≡ 1 (mod 3).
/// let o = cgt::sprague_grundy::all_normal_and_misere(6, |x, out| {
///     out.extend((1..=2).filter(|&k| k <= x).map(|k| x - k))
/// });
/// assert_eq!(o[3], (false, true));
/// assert_eq!(o[4], (true, false));
/// ```
pub fn all_normal_and_misere<F, R>(n: usize, m: F) -> Vec<(bool, bool)>
where
    F: FnMut(usize, &mut Moves<u8>) -> R,
{
    let e = table::<BOTH, u8, F, R>(n, m).0;
    e.iter().map(|&e| (e & 1 != 0, e & 2 != 0)).collect()
}

/// `table`'s `KIND` for both outcomes.
const BOTH: u64 = 4;

/// [`grundy_table`] (`KIND` 0: the values) or the outcomes (`KIND` 1 in normal play, 3 in misère
/// play: bit 1, every move sets bit 1 of `low`; `BOTH`: both, two bits of a value): one loop,
/// one call of the rule (which the compiler may then inline), `KIND` a constant in it.
fn table<const KIND: u64, V, F, R>(n: usize, mut moves: F) -> (Vec<V>, Vec<bool>)
where
    V: Copy + Into<u64> + TryFrom<usize>,
    F: FnMut(usize, &mut Moves<V>) -> R,
{
    assert!(
        n < usize::MAX,
        "sprague_grundy: n = usize::MAX is too large"
    );
    // While every value so far is below 64 (`seen` empty), a move's value goes into a bit mask;
    // from then on it is marked in `seen` (longer than the largest value) with the stamp `x + 1`.
    // Outcomes: a move to a loss sets bit 0 of `low` and decides; in misère play every move
    // sets bit 1, so a position with no move (`low` 0) is won, one with moves only to wins
    // (`low` 2) lost: won iff `low != KIND - 1`.
    let mut g = Vec::with_capacity(if KIND % BOTH == 0 { n + 1 } else { 0 });
    let (mut w, mut seen) = (
        Vec::with_capacity(if KIND % BOTH == 0 { 0 } else { n + 1 }),
        Vec::new(),
    );
    for x in 0..=n {
        let mut out = Moves {
            x,
            g: &g,
            w: &w,
            low: 0,
            kind: KIND,
            seen: &mut seen,
        };
        moves(x, &mut out);
        if KIND == BOTH {
            // Won in misère play: a move to a misère loss (bit 1) or no move (bit 2 clear).
            // (`low & 3 | !low >> 1 & 2` reads shorter and runs an instruction more a position.)
            let low = out.low as usize;
            let e = low & 1 | (low & 2 | !low >> 1 & 2);
            g.push(V::try_from(e).unwrap_or_else(|_| too_large(x, e)));
            continue;
        }
        if KIND > 0 {
            w.push(out.low != KIND - 1);
            continue;
        }
        let v = match out.seen.is_empty() {
            true => (!out.low).trailing_zeros() as usize,
            false => seen.iter().position(|&s| s != x + 1).unwrap_or(seen.len()),
        };
        if v >= 64 && v + 1 >= seen.len() {
            seen.resize(v + 2, 0);
        }
        g.push(V::try_from(v).unwrap_or_else(|_| too_large(x, v)));
    }
    (g, w)
}

/// The moves of one heap `x` as [`grundy_table`] reads them: each pushed heap's value goes
/// straight into the mex (a bit mask while every value is below 64, else a stamp array).
pub struct Moves<'a, V = u32> {
    x: usize,
    /// The Grundy values so far, or (outcome tables) the outcomes so far.
    g: &'a [V],
    w: &'a [bool],
    /// The moves' values below 64 (outcomes: bit 0 after a move to a loss; bit 1 after any
    /// move, in misère play).
    low: u64,
    /// What the table computes: `table`'s `KIND`.
    kind: u64,
    seen: &'a mut [usize],
}

impl<V: Copy + Into<u64>> Moves<'_, V> {
    /// A move from `x` to the heap `y < x`. Returns whether the value is decided: in
    /// [`all_first_player_wins`] and [`all_misere_first_player_wins`], once a move to a lost
    /// position is pushed (the rule may stop); in [`all_normal_and_misere`], once a move to a
    /// position lost in both; never in the Grundy tables, where no move decides a value before
    /// all are known.
    ///
    /// # Panics
    /// If `y >= x`.
    // Always inlined: as `#[inline]`, once it held the three kinds, the bench's subtraction
    // table called it per move (1.21 -> 3.02 times the hand DP).
    #[inline(always)]
    pub fn push(&mut self, y: usize) -> bool {
        if self.kind > 0 {
            if self.kind < BOTH {
                let lost = !*self.w.get(y).unwrap_or_else(|| bad_move(self.x, y));
                self.low |= u64::from(lost) | self.kind & 2;
                return lost;
            }
            // The entry's bit 0: won in normal play, bit 1: in misère play.
            let e = self
                .g
                .get(y)
                .map_or_else(|| bad_move(self.x, y), |&e| e.into());
            self.low |= !e & 3 | 4;
            return e == 0;
        }
        let v = match self.g.get(y) {
            Some(&v) => v.into() as usize,
            None => bad_move(self.x, y),
        };
        // One form per table (a branch taken the same way at every move).
        match self.seen.is_empty() {
            true => self.low |= 1 << v,
            false => self.seen[v] = self.x + 1,
        }
        false
    }

    /// The moves of `ys`, as [`push`](Moves::push), up to the first that decides the value;
    /// returns whether one did.
    #[inline]
    pub fn extend<I: IntoIterator<Item = usize>>(&mut self, ys: I) -> bool {
        ys.into_iter().any(|y| self.push(y))
    }
}

#[cold]
fn too_large(x: usize, v: usize) -> ! {
    panic!("grundy_table_u8: heap {x} has the value {v}, beyond a byte (use grundy_table)")
}

#[cold]
fn bad_move(x: usize, y: usize) -> ! {
    panic!("sprague_grundy: move {x} -> {y} does not go to a smaller number")
}

/// Grundy values `g(0), ..., g(n)` of a one-heap game given by the values of its options:
/// `options(x, g, out)` pushes into `out` (empty on entry) the Grundy value of every option of
/// `x`, reading `g = [g(0), ..., g(x - 1)]`. A move that leaves several heaps `a, b, c, ...` (a
/// split) has the value `g[a] ^ g[b] ^ g[c] ^ ...`.
///
/// # Constraints
/// `n < usize::MAX`; options read only `g[..x]` (a move makes every heap smaller).
///
/// # Panics
/// If `n == usize::MAX`, or if the closure reads `g[y]` for `y >= x` (index out of bounds).
///
/// # Complexity
/// O(n + M) for M options in all; no allocation per position.
///
/// # Example
/// ```
/// // Split a heap into any number k >= 2 of equal heaps (k even: value 0; k odd: g(x / k)),
/// // or take one token.
/// let g = cgt::sprague_grundy::grundy_table_by_value(8, |x, g, out| {
///     if x > 0 {
///         out.push(g[x - 1]);
///     }
///     for k in (2..=x).filter(|k| x % k == 0) {
///         out.push(if k % 2 == 0 { 0 } else { g[x / k] });
///     }
/// });
/// assert_eq!(g, vec![0, 1, 2, 0, 1, 0, 1, 0, 1]);
///
/// // Not only heaps: any numbering in which every part of a split is smaller. A rectangle
/// // a x b (1 <= a, b < 8) as a * 8 + b, cut in two along a grid line; every cut adds a piece,
/// // so the value is the parity of a * b - 1.
/// let g = cgt::sprague_grundy::grundy_table_by_value(63, |x, g, out| {
///     let (a, b) = (x / 8, x % 8);
///     out.extend((1..a).map(|c| g[c * 8 + b] ^ g[(a - c) * 8 + b]));
///     out.extend((1..b).map(|c| g[a * 8 + c] ^ g[a * 8 + b - c]));
/// });
/// assert!((1..8).all(|a| (1..8).all(|b| g[a * 8 + b] as usize == (a * b - 1) % 2)));
/// ```
pub fn grundy_table_by_value<F>(n: usize, mut options: F) -> Vec<u32>
where
    F: FnMut(usize, &[u32], &mut Vec<u32>),
{
    assert!(n < usize::MAX, "grundy_table_by_value: n is too large");
    let (mut g, mut vals) = (Vec::with_capacity(n + 1), Vec::new());
    for x in 0..=n {
        vals.clear();
        options(x, &g, &mut vals);
        g.push(mex(&mut vals));
    }
    g
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game_search::GameSearch;

    #[test]
    fn mex_small_cases() {
        assert_eq!(mex(&mut []), 0);
        assert_eq!(mex(&mut [1, 2]), 0);
        assert_eq!(mex(&mut [0, 0, 2]), 1);
        assert_eq!(mex(&mut [2, 1, 0]), 3);
    }

    /// The definition: sort, deduplicate, the first index whose value differs.
    fn sorted_mex(v: &[u32]) -> u32 {
        let mut w = v.to_vec();
        w.sort_unstable();
        w.dedup();
        w.iter()
            .enumerate()
            .position(|(i, &x)| x as usize != i)
            .unwrap_or(w.len()) as u32
    }

    #[test]
    fn mex_matches_the_definition() {
        // Every list over 0..=5 of length <= 5.
        for len in 0..=5u32 {
            for code in 0..6u32.pow(len) {
                let v: Vec<u32> = (0..len).map(|i| code / 6u32.pow(i) % 6).collect();
                assert_eq!(mex(&mut v.clone()), sorted_mex(&v), "{:?}", v);
            }
        }
        // Long lists that hold all of 0..64 (the in-place route), shuffled, with repeats and gaps.
        let mut rng = crate::rng::XorShift::new(7);
        for round in 0..2000 {
            let top = 64 + rng.below(80) as u32;
            let mut v: Vec<u32> = (0..top).filter(|&x| x < 64 || rng.below(9) > 0).collect();
            for _ in 0..rng.below(40) {
                v.push(rng.below(200) as u32);
            }
            for i in (1..v.len()).rev() {
                v.swap(i, rng.below(i as u64 + 1) as usize);
            }
            assert_eq!(mex(&mut v.clone()), sorted_mex(&v), "round {}", round);
        }
    }

    #[test]
    fn table_of_nim_heap_is_identity() {
        let g = grundy_table(40, |x, out| out.extend(0..x));
        assert_eq!(g, (0..=40).collect::<Vec<u32>>());
    }

    /// A random game on heaps `0..=400`: each heap moves to each smaller one with chance `keep / 8`.
    fn random_game(rng: &mut crate::rng::XorShift, keep: u64) -> Vec<Vec<usize>> {
        (0..=400)
            .map(|x| (0..x).filter(|_| rng.below(8) < keep).collect())
            .collect()
    }

    /// Random games on heaps <= 400 (each heap moves to a random set of smaller ones, dense or
    /// sparse, so values cross 64 both ways) = the mex by its definition.
    #[test]
    fn table_matches_the_definition_at_values_of_any_size() {
        let mut rng = crate::rng::XorShift::new(64);
        for round in 0..40 {
            let keep = 1 + round % 8;
            let adj = random_game(&mut rng, keep);
            let g = grundy_table(400, |x, out| out.extend(adj[x].iter().copied()));
            let mut want: Vec<u32> = Vec::new();
            for ys in &adj {
                let vs: Vec<u32> = ys.iter().map(|&y| want[y]).collect();
                want.push((0..).find(|v| !vs.contains(v)).unwrap());
            }
            assert_eq!(g, want, "round {}", round);
            assert!(round % 8 < 7 || want.iter().any(|&v| v >= 64));
            // The byte table: the same values, up to the first of 256 or more.
            let fits = want.iter().take_while(|&&v| v < 256).count();
            let g8 = grundy_table_u8(fits - 1, |x, out| out.extend(adj[x].iter().copied()));
            assert!(g8.iter().zip(&want).all(|(&a, &b)| u32::from(a) == b) && g8.len() == fits);
        }
    }

    /// The outcome tables, normal and misère, on the same kind of random games (sparse to
    /// dense, to 400) = the outcomes by their definition (a move to a loss; misère: or no
    /// move), with the rule stopping where `push` says and with the rule pushing every move;
    /// `push` says `true` exactly from the first move to a loss, and never in `grundy_table`.
    #[test]
    fn outcome_tables_match_the_definition_and_stop_where_decided() {
        let mut rng = crate::rng::XorShift::new(65);
        for round in 0..80 {
            let (keep, misere) = (1 + round % 8, round % 2 == 1);
            fn table(misere: bool, f: impl FnMut(usize, &mut Moves)) -> Vec<bool> {
                match misere {
                    false => all_first_player_wins(400, f),
                    true => all_misere_first_player_wins(400, f),
                }
            }
            let adj = random_game(&mut rng, keep);
            let mut want: Vec<bool> = Vec::new();
            for ys in &adj {
                want.push(misere && ys.is_empty() || ys.iter().any(|&y| !want[y]));
            }
            let (mut pushed, mut said) = (0, Vec::new());
            let stopping = table(misere, |x, out| {
                for &y in &adj[x] {
                    pushed += 1;
                    if out.push(y) {
                        said.push((x, y));
                        return;
                    }
                }
            });
            assert_eq!(stopping, want, "round {}", round);
            // The first move to a loss of each winning position, nothing else.
            let first: Vec<(usize, usize)> = (0..=400)
                .filter_map(|x| adj[x].iter().find(|&&y| !want[y]).map(|&y| (x, y)))
                .collect();
            assert_eq!(said, first, "round {}", round);
            assert!(pushed < adj.iter().map(Vec::len).sum::<usize>() || first.is_empty());
            assert!(want.iter().any(|&w| w) && want.iter().any(|&w| !w));
            let every = table(misere, |x, out| {
                let decided = out.extend(adj[x].iter().copied());
                assert_eq!(decided, adj[x].iter().any(|&y| !want[y]));
            });
            assert_eq!(every, want, "round {}", round);
            grundy_table(400, |x, out| {
                assert!(!adj[x].iter().any(|&y| out.push(y)));
            });
        }
    }

    /// The same random games: both outcomes from one table = the two tables, with the rule
    /// stopping where `push` says (exactly at the first move to a position lost in both) and
    /// with it pushing every move.
    #[test]
    fn both_outcomes_match_the_two_tables_and_stop_where_decided() {
        let (mut rng, mut stops) = (crate::rng::XorShift::new(66), 0);
        for round in 0..40 {
            let adj = random_game(&mut rng, 1 + round % 8);
            let rule = |x: usize, out: &mut Moves| {
                out.extend(adj[x].iter().copied());
            };
            let normal = all_first_player_wins(400, rule);
            let misere = all_misere_first_player_wins(400, rule);
            let want: Vec<(bool, bool)> = normal.into_iter().zip(misere).collect();
            let mut said = Vec::new();
            let stopping = all_normal_and_misere(400, |x, out| {
                for &y in &adj[x] {
                    if out.push(y) {
                        said.push((x, y));
                        return;
                    }
                }
            });
            assert_eq!(stopping, want, "round {}", round);
            let first: Vec<(usize, usize)> = (0..=400)
                .filter_map(|x| {
                    let lost = adj[x].iter().find(|&&y| want[y] == (false, false));
                    lost.map(|&y| (x, y))
                })
                .collect();
            assert_eq!(said, first, "round {}", round);
            stops += first.len();
            let every = all_normal_and_misere(400, |x, out| out.extend(adj[x].iter().copied()));
            assert_eq!(every, want, "round {}", round);
            assert!(want.iter().any(|&(n, m)| n != m));
        }
        assert!(stops > 1000, "{stops}");
    }

    #[test]
    #[should_panic(expected = "sprague_grundy: move 2 -> 2 does not go to a smaller number")]
    fn both_outcomes_reject_non_decreasing_moves() {
        all_normal_and_misere(3, |x, out| {
            if x == 2 {
                out.push(x);
            }
        });
    }

    #[test]
    #[should_panic(expected = "sprague_grundy: move 2 -> 2 does not go to a smaller number")]
    fn outcome_table_rejects_non_decreasing_moves() {
        all_first_player_wins(3, |x, out| {
            if x == 2 {
                out.push(x);
            }
        });
    }

    #[test]
    #[should_panic(
        expected = "grundy_table_u8: heap 256 has the value 256, beyond a byte (use grundy_table)"
    )]
    fn byte_table_rejects_a_value_of_256() {
        // Every smaller heap: g(x) = x, so heap 256 has value 256.
        grundy_table_u8(300, |x, out| out.extend(0..x));
    }

    #[test]
    #[should_panic(expected = "sprague_grundy: move 1 -> 4 does not go to a smaller number")]
    fn misere_table_rejects_non_decreasing_moves() {
        all_misere_first_player_wins(5, |x, out| {
            if x == 1 {
                out.push(4);
            }
        });
    }

    #[test]
    fn table_of_subtraction_1_3_4_has_period_7() {
        let g = grundy_table(70, |x, out| {
            out.extend([1, 3, 4].iter().filter(|&&s| s <= x).map(|&s| x - s))
        });
        let period = [0, 1, 0, 1, 2, 3, 2];
        for (x, &v) in g.iter().enumerate() {
            assert_eq!(v, period[x % 7], "x = {}", x);
        }
    }

    #[test]
    #[should_panic(expected = "sprague_grundy: move 0 -> 0 does not go to a smaller number")]
    fn table_rejects_non_decreasing_moves() {
        grundy_table(3, |x, out| out.push(x));
    }

    /// Split into k >= 2 equal heaps or take one: the table by value = GameSearch on the multiset
    /// of heaps (a sum), for every heap <= 24.
    #[test]
    fn table_by_value_matches_search_on_sums() {
        let g = grundy_table_by_value(24, |x, g, out| {
            out.extend(g[..x].last());
            for k in (2..=x).filter(|k| x % k == 0) {
                out.push((0..k).fold(0, |acc, _| acc ^ g[x / k]));
            }
        });
        let mut s = GameSearch::new(|heaps: &Vec<usize>| {
            let mut next = Vec::new();
            for (i, &x) in heaps.iter().enumerate() {
                let rest = || {
                    heaps
                        .iter()
                        .enumerate()
                        .filter(move |&(j, _)| j != i)
                        .map(|(_, &h)| h)
                };
                let mut take: Vec<usize> = rest().chain((x > 1).then(|| x - 1)).collect();
                take.sort_unstable();
                next.push(take);
                for k in (2..=x).filter(|k| x % k == 0) {
                    let mut split: Vec<usize> = rest().chain((0..k).map(|_| x / k)).collect();
                    split.sort_unstable();
                    next.push(split);
                }
            }
            next
        });
        for (x, &v) in g.iter().enumerate() {
            let start = if x == 0 { vec![] } else { vec![x] };
            assert_eq!(s.grundy(&start), v, "heap {}", x);
        }
    }
}
