//! # XOR linear basis over GF(2), New Nim and Xor Battle
//!
//! - **Method:** echelon rows (row `b` is 0 or has top bit `b`); reduce a word from the top bit.
//! - **Theorem:** New Nim (CQOI 2013): keep the greedy independent set from the largest heap down;
//!   Xor Battle: player 1 wins iff a value of his is outside the span of player 0's later ones.
//! - **Complexity:** `insert`, `spans`, `max_xor` O(64); the games O(n log n + 64 n).
//! - **Problems:** luogu-p4301 (New Nim), atcoder-agc045-a (Xor Battle).
//! - **Status:** basis = subset XORs (<= 4 words <= 15); New Nim = kept subsets (<= 6 heaps) and
//!   GameSearch (<= 4 heaps <= 7); Xor Battle = minimax (<= 4 rounds, values <= 7, 3000 random).
//!
//! [`XorBasis`]: a word reduced by the rows from its top bit down is 0 iff it is in the span, else
//! it becomes the row of its new top bit. New Nim: Nim, except that on turn 1 the first player
//! removes any set of whole heaps (not all of them), and on turn 2 the second player has the same
//! one-time option. If the kept set is independent, every non-empty subset the opponent can keep
//! has a nonzero XOR, so the first player moves on turn 3 in a Nim position with nonzero nim-sum
//! and wins; if it is dependent, the opponent keeps a non-empty subset with XOR 0 and wins. A
//! single positive heap is independent, so the first player always wins. The independent sets
//! form a matroid, so the one of maximum total size is found greedily: take the heaps in
//! descending order and keep each one independent of those kept so far.
//!
//! References: CQOI 2013 "新Nim游戏" (Luogu P4301, BZOJ 3105); J. Oxley, *Matroid Theory*, §1.8.

/// A basis of the GF(2) span of the inserted 64-bit words, in echelon form.
///
/// # Example
/// ```
/// use cgt::linear_basis::XorBasis;
/// let mut b = XorBasis::new();
/// assert!(b.insert(6));
/// assert!(b.insert(5));
/// assert!(!b.insert(3)); // 3 = 6 ^ 5
/// assert!(b.spans(3) && !b.spans(1));
/// assert_eq!(b.max_xor(), 6);
/// assert_eq!(b.rank(), 2);
/// ```
#[derive(Clone, Debug)]
pub struct XorBasis {
    /// `rows[b]` is 0 or a word whose highest set bit is `b`.
    rows: [u64; 64],
}

impl Default for XorBasis {
    fn default() -> Self {
        Self::new()
    }
}

impl XorBasis {
    /// The empty basis (span {0}).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// let b = cgt::linear_basis::XorBasis::new();
    /// assert_eq!(b.rank(), 0);
    /// assert!(b.spans(0) && !b.spans(1));
    /// ```
    pub fn new() -> Self {
        XorBasis { rows: [0; 64] }
    }

    /// `x` reduced by the rows while its top bit has a row: the result is 0 iff `x` is in the
    /// span, and otherwise its top bit `b` has `rows[b] == 0` (no row can clear bit `b`: rows
    /// with a lower top bit do not touch it, rows with a higher one would set a higher bit).
    fn reduce(&self, mut x: u64) -> u64 {
        // Each step clears the top bit and changes only lower bits, so the loop ends.
        while x != 0 {
            let b = 63 - x.leading_zeros() as usize;
            if self.rows[b] == 0 {
                break;
            }
            x ^= self.rows[b];
        }
        x
    }

    /// Adds `x`; returns true iff `x` was independent of the words inserted before (then the rank
    /// grows by one). Inserting 0 returns false.
    ///
    /// # Complexity
    /// O(64).
    ///
    /// # Example
    /// ```
    /// let mut b = cgt::linear_basis::XorBasis::new();
    /// assert!(b.insert(u64::MAX));
    /// assert!(!b.insert(u64::MAX));
    /// assert!(!b.insert(0));
    /// ```
    pub fn insert(&mut self, x: u64) -> bool {
        let r = self.reduce(x);
        if r == 0 {
            return false;
        }
        // The top bit b of the reduced word has rows[b] == 0 (see `reduce`), so storing the word
        // at row b keeps the echelon form.
        let top = 63 - r.leading_zeros() as usize;
        self.rows[top] = r;
        true
    }

    /// Is `x` the XOR of some subset of the inserted words (0 is, by the empty subset)?
    ///
    /// # Complexity
    /// O(64).
    ///
    /// # Example
    /// ```
    /// let mut b = cgt::linear_basis::XorBasis::new();
    /// b.insert(12);
    /// b.insert(10);
    /// assert!(b.spans(6) && b.spans(0) && !b.spans(2));
    /// ```
    pub fn spans(&self, x: u64) -> bool {
        self.reduce(x) == 0
    }

    /// The largest XOR of a subset of the inserted words.
    ///
    /// # Complexity
    /// O(64).
    ///
    /// # Example
    /// ```
    /// let mut b = cgt::linear_basis::XorBasis::new();
    /// for x in [9, 12, 3] {
    ///     b.insert(x);
    /// }
    /// assert_eq!(b.max_xor(), 15); // 12 ^ 3
    /// ```
    pub fn max_xor(&self) -> u64 {
        // Top down: taking row b sets bit b and changes only lower bits, so take it iff bit b is
        // still clear.
        (0..64).rev().fold(0, |x, b| {
            if (x ^ self.rows[b]) > x {
                x ^ self.rows[b]
            } else {
                x
            }
        })
    }

    /// The dimension of the span.
    ///
    /// # Complexity
    /// O(64).
    ///
    /// # Example
    /// ```
    /// let mut b = cgt::linear_basis::XorBasis::new();
    /// for x in [1, 2, 3, 4] {
    ///     b.insert(x);
    /// }
    /// assert_eq!(b.rank(), 3);
    /// ```
    pub fn rank(&self) -> usize {
        self.rows.iter().filter(|&&r| r != 0).count()
    }
}

/// New Nim: the heaps the first player keeps on turn 1 to win while removing the fewest matches,
/// in descending order (a maximum-weight independent set, chosen greedily). No heaps: none kept.
///
/// # Constraints
/// Every heap >= 1.
///
/// # Panics
/// If a heap is 0.
///
/// # Complexity
/// O(n log n + 64 n).
///
/// # Example
/// ```
/// assert_eq!(cgt::linear_basis::new_nim_keep(&[5, 5, 6, 6, 5, 5]), vec![6, 5]);
/// ```
pub fn new_nim_keep(heaps: &[u64]) -> Vec<u64> {
    assert!(
        heaps.iter().all(|&a| a >= 1),
        "new_nim_keep: heaps must be positive"
    );
    let mut sorted = heaps.to_vec();
    sorted.sort_unstable_by(|a, b| b.cmp(a));
    let mut basis = XorBasis::new();
    sorted.into_iter().filter(|&a| basis.insert(a)).collect()
}

/// New Nim (Luogu P4301): the fewest matches the first player must remove on turn 1 to win. The
/// first player always wins, so there is no "-1" case. With no heaps (the judge's `k <= 100`
/// does not exclude `k = 0`) there is no game; the answer is 0, what accepted solutions print.
///
/// # Constraints
/// Every heap >= 1; the total fits in `u64`.
///
/// # Panics
/// If a constraint is violated.
///
/// # Complexity
/// O(n log n + 64 n).
///
/// # Example
/// ```
/// assert_eq!(cgt::linear_basis::new_nim_min_removed(&[5, 5, 6, 6, 5, 5]), 21);
/// ```
pub fn new_nim_min_removed(heaps: &[u64]) -> u64 {
    let total = heaps
        .iter()
        .try_fold(0u64, |s, &a| s.checked_add(a))
        .expect("new_nim_min_removed: total overflows u64");
    let kept: u64 = new_nim_keep(heaps).iter().sum();
    total - kept
}

/// Xor Battle (AtCoder AGC045 A): `x = 0`; in round `i` the player `owners[i]` may replace `x` by
/// `x ^ values[i]`. Player 0 wants `x = 0` at the end, player 1 anything else. Does player 1 win?
/// He does iff one of his values lies outside the span of player 0's later values (then he
/// chooses so that they cannot cancel it; otherwise player 0 answers every choice).
///
/// # Constraints
/// `values.len() == owners.len()`, owners 0 or 1.
///
/// # Panics
/// If the lengths differ or an owner is not 0 or 1.
///
/// # Complexity
/// O(64 n).
///
/// # Example
/// ```
/// use cgt::linear_basis::xor_battle_ends_nonzero as nonzero;
/// assert!(nonzero(&[1, 2], &[1, 0]));
/// assert!(!nonzero(&[1, 1], &[1, 0]));
/// ```
pub fn xor_battle_ends_nonzero(values: &[u64], owners: &[u8]) -> bool {
    assert_eq!(
        values.len(),
        owners.len(),
        "xor_battle_ends_nonzero: one owner per value"
    );
    let mut later = XorBasis::new();
    for (&v, &o) in values.iter().zip(owners).rev() {
        assert!(o <= 1, "xor_battle_ends_nonzero: owners are 0 or 1");
        if o == 0 {
            later.insert(v);
        } else if !later.spans(v) {
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game_search::GameSearch;
    use crate::nim;
    use itertools::Itertools;

    /// All subset XORs of `words` (each <= 15) as a bit set: bit `v` is set iff `v` is in the span.
    fn span(words: &[u64]) -> u32 {
        words.iter().fold(1u32, |s, &w| {
            assert!(w <= 15);
            (0..16)
                .filter(|&v| s >> v & 1 == 1)
                .fold(s, |t, v| t | 1 << (v ^ w))
        })
    }

    /// Minimax over (round, x) straight from the rules: does player 1 get x != 0?
    fn battle(values: &[u64], owners: &[u8], i: usize, x: u64) -> bool {
        if i == values.len() {
            return x != 0;
        }
        let (keep, flip) = (
            battle(values, owners, i + 1, x),
            battle(values, owners, i + 1, x ^ values[i]),
        );
        if owners[i] == 1 {
            keep || flip
        } else {
            keep && flip
        }
    }

    #[test]
    fn xor_battle_matches_minimax() {
        // Every row of <= 4 rounds with values 1..=7 and any owners, then random longer rows.
        for n in 1..=4usize {
            for owners in (0..n).map(|_| 0..=1u8).multi_cartesian_product() {
                for values in (0..n).map(|_| 1..=7u64).multi_cartesian_product() {
                    let brute = battle(&values, &owners, 0, 0);
                    let fast = xor_battle_ends_nonzero(&values, &owners);
                    assert_eq!(fast, brute, "{:?} {:?}", values, owners);
                }
            }
        }
        let mut rng = crate::rng::XorShift::new(45);
        for _ in 0..3000 {
            let n = 1 + rng.below(8) as usize;
            let values: Vec<u64> = (0..n).map(|_| 1 + rng.below(31)).collect();
            let owners: Vec<u8> = (0..n).map(|_| rng.below(2) as u8).collect();
            assert_eq!(
                xor_battle_ends_nonzero(&values, &owners),
                battle(&values, &owners, 0, 0)
            );
        }
    }

    #[test]
    fn basis_matches_subset_xors() {
        for n in 1..=4 {
            for words in (0..n).map(|_| 0..=15u64).multi_cartesian_product() {
                let mut b = XorBasis::new();
                for i in 0..n {
                    let before = span(&words[..i]);
                    let new = before >> words[i] & 1 == 0;
                    assert_eq!(b.insert(words[i]), new, "{:?}", words);
                }
                let all = span(&words);
                for v in 0..=15 {
                    assert_eq!(b.spans(v), all >> v & 1 == 1, "{:?} v={}", words, v);
                }
                assert_eq!(
                    b.max_xor(),
                    u64::from(31 - all.leading_zeros()),
                    "{:?}",
                    words
                );
                assert_eq!(1u32 << b.rank(), all.count_ones(), "{:?}", words);
            }
        }
    }

    /// Brute force over kept subsets (bit masks over the heap indices): the fewest matches
    /// removed by a non-empty kept set in which every non-empty subset has a nonzero XOR.
    fn brute_min_removed(h: &[u64]) -> u64 {
        let n = h.len();
        let full = 1usize << n;
        // Per mask: XOR and sum of its heaps (from the mask without its lowest bit), and whether
        // some non-empty submask has XOR 0 (by induction on the number of bits).
        let mut xr = [0u64; 64];
        let mut sum = [0u64; 64];
        let mut dependent = [false; 64];
        for m in 1..full {
            let low = m.trailing_zeros() as usize;
            xr[m] = xr[m & (m - 1)] ^ h[low];
            sum[m] = sum[m & (m - 1)] + h[low];
            dependent[m] = xr[m] == 0 || (0..n).any(|i| m >> i & 1 == 1 && dependent[m ^ (1 << i)]);
        }
        let total: u64 = h.iter().sum();
        (1..full)
            .filter(|&m| !dependent[m])
            .map(|m| total - sum[m])
            .min()
            .unwrap()
    }

    #[test]
    fn new_nim_matches_subset_brute_force() {
        let mut count = 0;
        for n in 1..=6 {
            for h in (1..=15u64).combinations_with_replacement(n) {
                let keep = new_nim_keep(&h);
                // Every non-empty subset of the kept heaps has a nonzero XOR.
                assert!(
                    span(&keep).count_ones() == 1 << keep.len(),
                    "{:?} keeps {:?}",
                    h,
                    keep
                );
                let removed = new_nim_min_removed(&h);
                assert_eq!(removed, h.iter().sum::<u64>() - keep.iter().sum::<u64>());
                assert_eq!(removed, brute_min_removed(&h), "{:?}", h);
                count += 1;
            }
        }
        assert_eq!(count, 54263);
    }

    /// The actual game: (phase, heaps). Phases 0 and 1: the player to move keeps any non-empty
    /// subset of the heaps (possibly all). Phase 2: ordinary Nim.
    fn game_moves(p: &(u8, Vec<u64>)) -> Vec<(u8, Vec<u64>)> {
        let (phase, h) = p;
        if *phase == 2 {
            return nim::moves(h)
                .into_iter()
                .map(|mut q| {
                    q.sort_unstable();
                    (2, q)
                })
                .collect();
        }
        (1..1usize << h.len())
            .map(|m| {
                let kept = (0..h.len())
                    .filter(|&i| m >> i & 1 == 1)
                    .map(|i| h[i])
                    .collect();
                (phase + 1, kept)
            })
            .collect()
    }

    #[test]
    fn new_nim_matches_game_search() {
        let mut s = GameSearch::new(game_moves);
        for n in 1..=4 {
            for h in (1..=7u64).combinations_with_replacement(n) {
                let total: u64 = h.iter().sum();
                // Turn 1 options that leave the opponent lost, with their cost.
                let best = game_moves(&(0, h.clone()))
                    .into_iter()
                    .filter(|q| !s.first_player_wins(q))
                    .map(|q| total - q.1.iter().sum::<u64>())
                    .min();
                assert!(
                    s.first_player_wins(&(0, h.clone())),
                    "{:?}: first player loses?",
                    h
                );
                assert_eq!(Some(new_nim_min_removed(&h)), best, "{:?}", h);
            }
        }
    }

    #[test]
    fn sample_and_equal_heaps() {
        assert_eq!(new_nim_min_removed(&[5, 5, 6, 6, 5, 5]), 21);
        // Of equal heaps at most one stays.
        assert_eq!(new_nim_keep(&[7, 7, 7, 7]), vec![7]);
        // Descending order matters: 3 = 1 ^ 2 must be dropped as the smallest, not kept.
        assert_eq!(new_nim_min_removed(&[1, 2, 3]), 1);
        // 100 heaps of 10^9 with a 64-bit total.
        let big = vec![1_000_000_000u64; 100];
        assert_eq!(new_nim_min_removed(&big), 99_000_000_000);
        // No heaps: nothing to remove (what the judge's accepted solutions print for k = 0).
        assert_eq!(new_nim_keep(&[]), Vec::<u64>::new());
        assert_eq!(new_nim_min_removed(&[]), 0);
    }

    #[test]
    #[should_panic(expected = "positive")]
    fn rejects_zero_heap() {
        new_nim_keep(&[0, 1]);
    }
}
