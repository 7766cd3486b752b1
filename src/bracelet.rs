//! # Bracelets: Sprague–Grundy on nested threshold intervals
//!
//! **Game** (LightOJ 1344). Several bracelets, each a row of pearls with integer weights. A move
//! chooses a pearl of weight `w` in one bracelet; every pearl of that bracelet with weight `>= w`
//! is removed and the maximal pieces left become separate bracelets. Normal play: the player who
//! cannot move loses. Choosing two pearls of equal weight in one bracelet is the same move.
//!
//! **Theorem.** By Sprague–Grundy the position's value is the XOR of the bracelets' values, and a
//! segment `[l, r]` has value `sg(l, r) = mex` over the distinct weights `w` in it of the XOR of
//! `sg` over the maximal runs of `[l, r]` with weights `< w`. Every segment reached from a whole
//! bracelet is a maximal run of pearls lighter than some threshold, so the reachable segments form a
//! laminar (nested) family of at most `2k - 1` intervals. A first move `w` in bracelet `i` wins iff
//! `total XOR sg(i) XOR option(i, w) = 0`.
//!
//! **Complexity.** O(k) reachable segments per bracelet of `k` pearls, each with O(k) options of
//! O(k) work: O(k³) time, O(k²) memory (the memo table).
//!
//! **References.** Sprague–Grundy theory: Berlekamp, Conway, Guy, *Winning Ways*, ch. 4.
//!
//! **Problems.** lightoj-1344.
//!
//! **Status:** [`options`] / [`grundy`] equal exhaustive [`crate::sprague_grundy::GameSearch`] over
//! multisets of weight sequences for every bracelet of length <= 5 with weights in 1..=3 (363
//! bracelets); [`winning_moves`] equals the winning (bracelet, weight) pairs found by that search
//! for every ordered pair of bracelets of length <= 3 with weights in 1..=3 (1 521 pairs), every
//! triple of length <= 2 weights 1..=2 (216 triples), and 300 pseudo-random positions of 1 to 3
//! bracelets of length <= 6 with weights in 1..=6.

/// Memoised interval search for one bracelet: `memo[l * k + r]` caches `sg(l, r)`.
struct Intervals<'a> {
    w: &'a [i64],
    memo: Vec<Option<u32>>,
}

impl<'a> Intervals<'a> {
    /// `(w, XOR of sg over the runs of [l, r] lighter than w)` for each distinct weight `w` of
    /// `[l, r]`, increasing in `w`.
    fn options(&mut self, l: usize, r: usize) -> Vec<(i64, u32)> {
        let mut weights: Vec<i64> = self.w[l..=r].to_vec();
        weights.sort_unstable();
        weights.dedup();
        let mut out = Vec::with_capacity(weights.len());
        for &t in &weights {
            let mut x = 0;
            let mut i = l;
            while i <= r {
                if self.w[i] >= t {
                    i += 1;
                    continue;
                }
                let start = i;
                while i <= r && self.w[i] < t {
                    i += 1;
                }
                // A run of pearls lighter than t is strictly inside [l, r] (the pearl of weight t
                // is removed), so the recursion terminates.
                x ^= self.sg(start, i - 1);
            }
            out.push((t, x));
        }
        out
    }

    fn sg(&mut self, l: usize, r: usize) -> u32 {
        let k = self.w.len();
        if let Some(v) = self.memo[l * k + r] {
            return v;
        }
        let mut vals: Vec<u32> = self.options(l, r).into_iter().map(|(_, x)| x).collect();
        let v = crate::sprague_grundy::mex(&mut vals);
        self.memo[l * k + r] = Some(v);
        v
    }
}

/// For each distinct weight `w` of the bracelet, increasing, the pair `(w, value after choosing
/// w)`: the XOR of the values of the pieces left.
///
/// # Constraints
/// `weights.len() <= 2000` (the memo table is quadratic).
///
/// # Panics
/// If the bracelet is longer.
///
/// # Complexity
/// O(k³) time, O(k²) memory for `k` pearls.
///
/// # Example
/// ```
/// // Choosing 1 removes everything; choosing 2 leaves the two single pearls of weight 1 (value 0);
/// // choosing 3 leaves [1 2 1], whose value is mex{0, 0} = 1.
/// assert_eq!(cgt::bracelet::options(&[1, 2, 1, 3]), vec![(1, 0), (2, 0), (3, 1)]);
/// ```
pub fn options(weights: &[i64]) -> Vec<(i64, u32)> {
    let k = weights.len();
    assert!(k <= 2000, "options: bracelet of {} pearls is too long", k);
    if k == 0 {
        return Vec::new();
    }
    let mut s = Intervals {
        w: weights,
        memo: vec![None; k * k],
    };
    s.options(0, k - 1)
}

/// Grundy value of one bracelet (0 for an empty one).
///
/// # Constraints
/// As for [`options`].
///
/// # Panics
/// As for [`options`].
///
/// # Complexity
/// O(k³).
///
/// # Example
/// ```
/// assert_eq!(cgt::bracelet::grundy(&[5]), 1);
/// assert_eq!(cgt::bracelet::grundy(&[1, 2, 1, 3]), 2);
/// ```
pub fn grundy(weights: &[i64]) -> u32 {
    let mut vals: Vec<u32> = options(weights).into_iter().map(|(_, x)| x).collect();
    crate::sprague_grundy::mex(&mut vals)
}

/// Every winning first move as `(bracelet index, weight)`, 0-based index, sorted by index then
/// weight, without duplicates; empty iff the player to move loses.
///
/// # Constraints
/// Each bracelet as for [`options`].
///
/// # Panics
/// As for [`options`].
///
/// # Complexity
/// O(sum of k³).
///
/// # Example
/// ```
/// use cgt::bracelet::winning_moves;
/// assert_eq!(winning_moves(&[vec![3, 3]]), vec![(0, 3)]);
/// assert_eq!(winning_moves(&[vec![7], vec![4]]), vec![]);
/// assert_eq!(winning_moves(&[vec![2, 1], vec![4]]), vec![(0, 2)]);
/// ```
pub fn winning_moves(bracelets: &[Vec<i64>]) -> Vec<(usize, i64)> {
    let opts: Vec<Vec<(i64, u32)>> = bracelets.iter().map(|b| options(b)).collect();
    let values: Vec<u32> = opts
        .iter()
        .map(|o| {
            let mut v: Vec<u32> = o.iter().map(|&(_, x)| x).collect();
            crate::sprague_grundy::mex(&mut v)
        })
        .collect();
    let total = values.iter().fold(0, |a, &v| a ^ v);
    let mut moves = Vec::new();
    for (i, o) in opts.iter().enumerate() {
        // `options` lists each distinct weight once, in increasing order.
        for &(w, x) in o {
            if total ^ values[i] ^ x == 0 {
                moves.push((i, w));
            }
        }
    }
    moves
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sprague_grundy::GameSearch;
    use itertools::Itertools;

    /// The real game on a multiset of bracelets (sorted list of weight sequences): choose a pearl,
    /// remove every pearl of its bracelet at least as heavy, keep the non-empty pieces.
    fn after_choice(b: &[i64], j: usize) -> Vec<Vec<i64>> {
        let t = b[j];
        b.split(|&x| x >= t)
            .filter(|p| !p.is_empty())
            .map(|p| p.to_vec())
            .collect()
    }

    fn game_moves(p: &[Vec<i64>]) -> Vec<Vec<Vec<i64>>> {
        let mut out = Vec::new();
        for i in 0..p.len() {
            for j in 0..p[i].len() {
                let mut q: Vec<Vec<i64>> = p
                    .iter()
                    .enumerate()
                    .filter(|&(x, _)| x != i)
                    .map(|(_, b)| b.clone())
                    .collect();
                q.extend(after_choice(&p[i], j));
                q.sort();
                out.push(q);
            }
        }
        out
    }

    fn all_bracelets(max_len: usize, max_w: i64) -> Vec<Vec<i64>> {
        (1..=max_len)
            .flat_map(|len| (0..len).map(|_| 1..=max_w).multi_cartesian_product())
            .collect()
    }

    /// Winning (index, weight) pairs of an ordered position, by search.
    fn brute_winning<F>(s: &mut GameSearch<Vec<Vec<i64>>, F>, pos: &[Vec<i64>]) -> Vec<(usize, i64)>
    where
        F: FnMut(&Vec<Vec<i64>>) -> Vec<Vec<Vec<i64>>>,
    {
        let mut v = Vec::new();
        for i in 0..pos.len() {
            for j in 0..pos[i].len() {
                let mut q: Vec<Vec<i64>> = pos
                    .iter()
                    .enumerate()
                    .filter(|&(x, _)| x != i)
                    .map(|(_, b)| b.clone())
                    .collect();
                q.extend(after_choice(&pos[i], j));
                q.sort();
                if !s.wins(&q) {
                    v.push((i, pos[i][j]));
                }
            }
        }
        v.sort_unstable();
        v.dedup();
        v
    }

    #[test]
    fn single_bracelets_match_search() {
        let mut s = GameSearch::new(|p: &Vec<Vec<i64>>| game_moves(p));
        let all = all_bracelets(5, 3);
        assert_eq!(all.len(), 363);
        for b in all {
            let g = s.grundy(&vec![b.clone()]);
            assert_eq!(grundy(&b), g, "{:?}", b);
            // Each option's value is the search's value of the pieces left.
            for (w, x) in options(&b) {
                let j = b.iter().position(|&y| y == w).unwrap();
                let mut q = after_choice(&b, j);
                q.sort();
                assert_eq!(x, s.grundy(&q), "{:?} w {}", b, w);
            }
        }
    }

    #[test]
    fn winning_moves_match_search_on_pairs_and_triples() {
        let mut s = GameSearch::new(|p: &Vec<Vec<i64>>| game_moves(p));
        let short = all_bracelets(3, 3);
        assert_eq!(short.len(), 39);
        for (a, b) in short.iter().cartesian_product(short.iter()) {
            let pos = vec![a.clone(), b.clone()];
            assert_eq!(
                winning_moves(&pos),
                brute_winning(&mut s, &pos),
                "{:?}",
                pos
            );
        }
        let tiny = all_bracelets(2, 2);
        let mut triples = 0;
        for p in (0..3)
            .map(|_| tiny.iter().cloned())
            .multi_cartesian_product()
        {
            assert_eq!(winning_moves(&p), brute_winning(&mut s, &p), "{:?}", p);
            triples += 1;
        }
        assert_eq!(triples, 216);
    }

    #[test]
    fn winning_moves_match_search_on_random_positions() {
        let mut state: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut next = |m: u64| {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (state >> 33) % m
        };
        let mut s = GameSearch::new(|p: &Vec<Vec<i64>>| game_moves(p));
        for _ in 0..300 {
            let n = 1 + next(3) as usize;
            let pos: Vec<Vec<i64>> = (0..n)
                .map(|_| {
                    let len = 1 + next(6) as usize;
                    (0..len).map(|_| 1 + next(6) as i64).collect()
                })
                .collect();
            assert_eq!(
                winning_moves(&pos),
                brute_winning(&mut s, &pos),
                "{:?}",
                pos
            );
        }
    }

    #[test]
    fn extreme_weights_and_empty_bracelet() {
        assert_eq!(
            options(&[i64::MIN, i64::MAX, i64::MIN]),
            vec![(i64::MIN, 0), (i64::MAX, 0)]
        );
        assert_eq!(grundy(&[]), 0);
        assert_eq!(winning_moves(&[vec![], vec![9]]), vec![(1, 9)]);
    }
}
