//! # XOR trie: sets of small integers with a lazy XOR of every element, merge and mex
//!
//! - **Method:** binary tries in one arena; a node's tag is a XOR owed to its subtree, a full flag
//!   (all values below present) gives the mex in one walk; merges recurse where both have nodes.
//! - **Complexity:** insert, XOR, mex O(bits); all merges O(nodes made) (`bits + 1` per insert).
//! - **Problems:** luogu-p6665, spoj-cot3 (`hackendot`: every subtree's options, merged upwards).
//! - **Status:** vs plain sets (bit masks): every pair of 2-bit sets with every tag, merged, tagged
//!   and grown; pairs of 3-bit sets; 20,000 random operations on 6-bit sets.
//!
//! The tree games' tool: the options of a vertex are the options of its children's subtrees,
//! each XORed with what the rest of the position adds, so they are merged sets under XOR; a full
//! node absorbs the other side of a merge, and each merge step drops a node for good.

/// Sets of values in `0..2^bits` as binary tries in one arena, each named by its root (`EMPTY`
/// for the empty set): insert, XOR every element by a constant (lazily), merge, mex.
///
/// A set's root may change on [`insert`](XorTrie::insert) and [`merge`](XorTrie::merge) (use the
/// returned one); merging consumes both sets. Nodes are never freed: `k` inserts into an arena
/// make at most `k * (bits + 1)` nodes.
///
/// # Example
/// ```
/// use cgt::xor_trie::XorTrie;
/// let mut t = XorTrie::new(3);
/// let a = t.insert(XorTrie::EMPTY, 0);
/// let a = t.insert(a, 1); // {0, 1}
/// let b = t.insert(XorTrie::EMPTY, 3);
/// t.xor(b, 1); // {2}
/// let c = t.merge(a, b); // {0, 1, 2}
/// assert_eq!(t.mex(c), 3);
/// t.xor(c, 4); // {4, 5, 6}
/// assert_eq!(t.mex(c), 0);
/// ```
pub struct XorTrie {
    bits: u32,
    kid: Vec<[u32; 2]>,
    tag: Vec<u32>,
    full: Vec<bool>,
}

impl XorTrie {
    /// The root of the empty set.
    pub const EMPTY: u32 = 0;

    /// An arena for sets of values in `0..2^bits`.
    ///
    /// # Constraints
    /// `1 <= bits <= 31`.
    ///
    /// # Panics
    /// If `bits` is out of range.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// let t = cgt::xor_trie::XorTrie::new(17);
    /// assert_eq!(t.mex(cgt::xor_trie::XorTrie::EMPTY), 0);
    /// ```
    pub fn new(bits: u32) -> Self {
        assert!(
            (1..=31).contains(&bits),
            "XorTrie::new: bits = {} outside 1..=31",
            bits
        );
        XorTrie {
            bits,
            kid: vec![[0, 0]],
            tag: vec![0],
            full: vec![false],
        }
    }

    fn node(&mut self) -> u32 {
        assert!(
            self.kid.len() < u32::MAX as usize,
            "XorTrie: 2^32 - 1 nodes"
        );
        self.kid.push([0, 0]);
        self.tag.push(0);
        self.full.push(false);
        (self.kid.len() - 1) as u32
    }

    /// Hands node `a`'s tag (the node is at depth `d < bits`) down to its children.
    fn push(&mut self, a: u32, d: u32) {
        let a = a as usize;
        let t = self.tag[a];
        if t != 0 {
            if t >> (self.bits - 1 - d) & 1 == 1 {
                self.kid[a].swap(0, 1);
            }
            for c in self.kid[a] {
                self.tag[c as usize] ^= t; // the sentinel 0's tag is never read
            }
            self.tag[a] = 0;
        }
    }

    /// The set `root` with `x` added; returns its root.
    ///
    /// # Constraints
    /// `root` is a live set of this arena (or `EMPTY`), `x < 2^bits`.
    ///
    /// # Panics
    /// If `x` is out of range.
    ///
    /// # Complexity
    /// O(bits), at most `bits + 1` new nodes.
    ///
    /// # Example
    /// ```
    /// let mut t = cgt::xor_trie::XorTrie::new(2);
    /// let a = t.insert(cgt::xor_trie::XorTrie::EMPTY, 0);
    /// let a = t.insert(a, 1);
    /// assert_eq!(t.mex(a), 2);
    /// ```
    pub fn insert(&mut self, root: u32, x: u32) -> u32 {
        assert!(
            x >> self.bits == 0,
            "XorTrie::insert: {} >= 2^{}",
            x,
            self.bits
        );
        let root = if root == Self::EMPTY {
            self.node()
        } else {
            root
        };
        let mut path = [0u32; 32];
        let mut a = root;
        for d in 0..self.bits {
            if self.full[a as usize] {
                return root;
            }
            path[d as usize] = a;
            self.push(a, d);
            let b = (x >> (self.bits - 1 - d) & 1) as usize;
            if self.kid[a as usize][b] == 0 {
                let c = self.node();
                self.kid[a as usize][b] = c;
            }
            a = self.kid[a as usize][b];
        }
        self.full[a as usize] = true;
        for &p in path[..self.bits as usize].iter().rev() {
            let [l, r] = self.kid[p as usize];
            self.full[p as usize] = self.full[l as usize] && self.full[r as usize];
        }
        root
    }

    /// XORs every element of the set `root` by `x` (lazily: a tag on the root).
    ///
    /// # Constraints
    /// `x < 2^bits`.
    ///
    /// # Panics
    /// If `x` is out of range.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// let mut t = cgt::xor_trie::XorTrie::new(2);
    /// let a = t.insert(cgt::xor_trie::XorTrie::EMPTY, 0);
    /// t.xor(a, 1);
    /// assert_eq!(t.mex(a), 0);
    /// ```
    pub fn xor(&mut self, root: u32, x: u32) {
        assert!(
            x >> self.bits == 0,
            "XorTrie::xor: {} >= 2^{}",
            x,
            self.bits
        );
        self.tag[root as usize] ^= x;
    }

    /// The union of the sets `a` and `b`, which are consumed; returns its root.
    ///
    /// # Constraints
    /// `a` and `b` are different live sets of this arena (or `EMPTY`).
    ///
    /// # Complexity
    /// O(bits · nodes the two tries share); over any sequence of merges, O(nodes ever made).
    ///
    /// # Example
    /// ```
    /// use cgt::xor_trie::XorTrie;
    /// let mut t = XorTrie::new(2);
    /// let a = t.insert(XorTrie::EMPTY, 0);
    /// let b = t.insert(XorTrie::EMPTY, 1);
    /// let c = t.merge(a, b);
    /// assert_eq!(t.mex(c), 2);
    /// ```
    pub fn merge(&mut self, a: u32, b: u32) -> u32 {
        self.merge_at(a, b, 0)
    }

    fn merge_at(&mut self, a: u32, b: u32, d: u32) -> u32 {
        if a == 0 || self.full[b as usize] {
            return b;
        }
        if b == 0 || self.full[a as usize] {
            return a;
        }
        // Two nodes that are not full, hence not leaves: d < bits.
        self.push(a, d);
        self.push(b, d);
        for i in 0..2 {
            let c = self.merge_at(self.kid[a as usize][i], self.kid[b as usize][i], d + 1);
            self.kid[a as usize][i] = c;
        }
        let [l, r] = self.kid[a as usize];
        self.full[a as usize] = self.full[l as usize] && self.full[r as usize];
        a
    }

    /// The least value `>= 0` not in the set `root` (`2^bits` if it holds every value).
    ///
    /// # Complexity
    /// O(bits).
    ///
    /// # Example
    /// ```
    /// let mut t = cgt::xor_trie::XorTrie::new(3);
    /// let a = t.insert(cgt::xor_trie::XorTrie::EMPTY, 0);
    /// let a = t.insert(a, 2);
    /// assert_eq!(t.mex(a), 1);
    /// ```
    pub fn mex(&self, root: u32) -> u32 {
        if self.full[root as usize] {
            return 1 << self.bits;
        }
        // A node that is not full has a child that is not full (or none) for the bit 0 or 1.
        let (mut a, mut t, mut m) = (root as usize, 0, 0);
        for d in 0..self.bits {
            if a == 0 {
                break;
            }
            let pos = self.bits - 1 - d;
            t ^= self.tag[a];
            let zero = self.kid[a][(t >> pos & 1) as usize] as usize;
            a = if self.full[zero] {
                m |= 1 << pos;
                self.kid[a][(!t >> pos & 1) as usize] as usize
            } else {
                zero
            };
        }
        m
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::XorShift;
    use crate::sprague_grundy::mex;

    /// Is `x` in the set `root`? (A walk down the trie, the tags XORed on the way.)
    fn contains(t: &XorTrie, root: u32, x: u32) -> bool {
        let (mut a, mut tag) = (root as usize, 0);
        for d in 0..t.bits {
            if a == 0 {
                return false;
            }
            tag ^= t.tag[a];
            a = t.kid[a][((x ^ tag) >> (t.bits - 1 - d) & 1) as usize] as usize;
        }
        a != 0
    }

    /// The plain-set model of a trie's set: bit `x` of the mask = `x` is in the set.
    fn model_xor(m: u64, t: u32, bits: u32) -> u64 {
        (0..1u32 << bits)
            .filter(|&x| m >> x & 1 == 1)
            .fold(0, |r, x| r | 1 << (x ^ t))
    }

    /// The trie's set `root` equals the model `m` (every value, and the mex by `sprague_grundy`).
    fn same(t: &XorTrie, root: u32, m: u64, bits: u32) {
        let mut elems: Vec<u32> = (0..1u32 << bits).filter(|&x| m >> x & 1 == 1).collect();
        for x in 0..1u32 << bits {
            assert_eq!(contains(t, root, x), m >> x & 1 == 1, "{:b} {}", m, x);
        }
        assert_eq!(t.mex(root), mex(&mut elems), "{:b}", m);
    }

    /// The elements of `m` inserted in order, the root XORed by `tag` after the first one; returns
    /// the root and the model.
    fn build(t: &mut XorTrie, m: u64, tag: u32, bits: u32) -> (u32, u64) {
        let (mut root, mut model) = (XorTrie::EMPTY, 0);
        for (i, x) in (0..1u32 << bits).filter(|&x| m >> x & 1 == 1).enumerate() {
            root = t.insert(root, x);
            model |= 1 << x;
            if i == 0 {
                t.xor(root, tag);
                model = model_xor(model, tag, bits);
            }
        }
        (root, model)
    }

    /// Every pair of sets of 2-bit values, with every tag on each, merged, then tagged again and
    /// grown; pairs of 3-bit sets with tags from a hash of the pair.
    #[test]
    fn trie_matches_plain_sets_on_every_small_pair() {
        let mut t = XorTrie::new(2);
        for i in 0..1 << 14 {
            let (a, b, ta, tb, u) = (i & 15, i >> 4 & 15, i >> 8 & 3, i >> 10 & 3, i >> 12);
            let (ra, ma) = build(&mut t, a, ta as u32, 2);
            let (rb, mb) = build(&mut t, b, tb as u32, 2);
            let c = t.merge(ra, rb);
            same(&t, c, ma | mb, 2);
            t.xor(c, u as u32);
            let m = model_xor(ma | mb, u as u32, 2);
            same(&t, c, m, 2);
            let d = t.insert(c, u as u32 ^ 1);
            same(&t, d, m | 1 << (u ^ 1), 2);
        }
        let mut t = XorTrie::new(3);
        for (a, b) in (0..1u64 << 16).map(|i| (i & 255, i >> 8)) {
            let (ta, tb) = ((a * 5 + b * 3) as u32 & 7, (a ^ (b * 7)) as u32 & 7);
            let (ra, ma) = build(&mut t, a, ta, 3);
            let (rb, mb) = build(&mut t, b, tb, 3);
            let c = t.merge(ra, rb);
            same(&t, c, ma | mb, 3);
        }
    }

    /// Random inserts, XORs and merges on 8 sets of 6-bit values against their models.
    #[test]
    fn trie_matches_plain_sets_on_random_operations() {
        let bits = 6;
        let mut rng = XorShift::new(61);
        let mut t = XorTrie::new(bits);
        let mut sets = [(XorTrie::EMPTY, 0u64); 8];
        for _ in 0..20_000 {
            let (i, j) = (rng.below(8) as usize, rng.below(8) as usize);
            let x = rng.below(64) as u32;
            let (r, m) = sets[i];
            sets[i] = match rng.below(4) {
                0 | 1 => (t.insert(r, x), m | 1 << x),
                2 => {
                    t.xor(r, x);
                    (r, model_xor(m, x, bits))
                }
                _ if i != j => {
                    let (rj, mj) = std::mem::replace(&mut sets[j], (XorTrie::EMPTY, 0));
                    (t.merge(r, rj), m | mj)
                }
                _ => (XorTrie::EMPTY, 0),
            };
            same(&t, sets[i].0, sets[i].1, bits);
        }
        // All 64 values: the set is full.
        let full = (0..64).fold(XorTrie::EMPTY, |r, x| t.insert(r, x));
        assert_eq!(t.mex(full), 64);
        t.xor(full, 37);
        assert_eq!(t.mex(full), 64);
    }
}
