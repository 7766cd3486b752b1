//! # Compact adjacency lists: lists grouped by key in one flat array
//!
//! - **Method:** counting sort by key (compressed sparse rows): count each key's items, prefix
//!   sums give the offsets, a second pass places the items in input order; `u32` items.
//! - **Complexity:** O(keys + pairs) time, one `u32` per item and per key.
//! - **Problems:** luogu-p6560 (`graph_rounds`), atcoder-abc261-h (`graph_score`), every
//!   `graph_game::Digraph`, `hackenbush::cactus_value`, `divisor_nim`.
//! - **Status:** `get` equals `Vec<Vec<u32>>` built by pushes, on every pair list of <= 6 pairs
//!   over <= 3 keys and 300 random lists; an empty list and keys without items.
//!
//! The one adjacency builder of the library: successors, predecessors, divisors, edges around a
//! vertex are all lists grouped by a key.

/// Lists grouped by key, in one flat array: the items of key `k` are
/// `items[start[k]..start[k + 1]]`, in input order.
///
/// # Example
/// ```
/// let g = cgt::adjacency::Lists::new(3, [(0, 1), (2, 0), (0, 2)].into_iter());
/// assert_eq!((g.get(0), g.get(1), g.get(2)), (&[1, 2][..], &[][..], &[0][..]));
/// ```
pub struct Lists {
    pub start: Vec<u32>,
    pub items: Vec<u32>,
}

impl Lists {
    /// The seconds of `pairs` grouped by their firsts.
    ///
    /// # Constraints
    /// Firsts `< keys`, seconds and the number of pairs `< 2^32`.
    ///
    /// # Panics
    /// If a first is out of range.
    ///
    /// # Complexity
    /// O(keys + pairs); `pairs` is iterated twice.
    pub fn new(keys: usize, pairs: impl Iterator<Item = (usize, usize)> + Clone) -> Self {
        let mut start = vec![0u32; keys + 1];
        for (k, _) in pairs.clone() {
            start[k + 1] += 1;
        }
        for k in 0..keys {
            start[k + 1] += start[k];
        }
        let mut fill = start.clone();
        let mut items = vec![0u32; start[keys] as usize];
        for (k, x) in pairs {
            items[fill[k] as usize] = x as u32;
            fill[k] += 1;
        }
        Lists { start, items }
    }

    /// The items of key `k`.
    ///
    /// # Panics
    /// If `k` is not a key.
    ///
    /// # Complexity
    /// O(1).
    pub fn get(&self, k: usize) -> &[u32] {
        &self.items[self.start[k] as usize..self.start[k + 1] as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::Lists;
    use crate::rng::XorShift;

    fn check(keys: usize, pairs: &[(usize, usize)]) {
        let g = Lists::new(keys, pairs.iter().copied());
        let mut want = vec![Vec::new(); keys];
        for &(k, x) in pairs {
            want[k].push(x as u32);
        }
        for (k, w) in want.iter().enumerate() {
            assert_eq!(g.get(k), &w[..], "key {} of {:?}", k, pairs);
        }
        assert_eq!(g.start.len(), keys + 1);
    }

    #[test]
    fn matches_pushed_lists_on_every_small_pair_list() {
        // Every list of <= 6 pairs over keys 0..3 and items 0..2.
        let mut lists: Vec<Vec<(usize, usize)>> = vec![Vec::new()];
        for _ in 0..6 {
            let mut next = Vec::new();
            for l in &lists {
                for p in 0..6 {
                    let mut m = l.clone();
                    m.push((p / 2, p % 2));
                    next.push(m);
                }
            }
            for l in &lists {
                check(3, l);
            }
            lists = next;
        }
        for l in &lists {
            check(3, l);
        }
        check(0, &[]);
        let mut rng = XorShift::new(7);
        for _ in 0..300 {
            let keys = 1 + rng.below(20) as usize;
            let pairs: Vec<(usize, usize)> = (0..rng.below(60))
                .map(|_| (rng.below(keys as u64) as usize, rng.below(1000) as usize))
                .collect();
            check(keys, &pairs);
        }
    }

    #[test]
    #[should_panic]
    fn a_key_out_of_range_panics() {
        Lists::new(2, [(2, 0)].into_iter());
    }
}
