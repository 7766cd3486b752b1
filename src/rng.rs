//! # Deterministic pseudo-random numbers for tests, generators and benchmarks
//!
//! - **Method:** xorshift64 (Marsaglia 2003): three shifts and XORs per number, period 2^64 - 1.
//! - **Complexity:** O(1) per number.
//! - **Problems:** none (the library's randomized tests, `gen-max` and the benchmarks).
//! - **Status:** tests check a known sequence, the range of `below`, that every residue occurs and
//!   that `shuffle` permutes.
//!
//! Not for cryptography; `below` has a modulo bias of at most `n / 2^64`, negligible here.

/// A xorshift64 generator.
///
/// # Example
/// ```
/// let mut r = cgt::rng::XorShift::new(1);
/// let x = r.below(10);
/// assert!(x < 10);
/// ```
#[derive(Clone, Debug)]
pub struct XorShift(u64);

impl XorShift {
    /// A generator with the given seed (any value: 0 is mapped to a fixed nonzero state).
    ///
    /// # Complexity
    /// O(1).
    pub fn new(seed: u64) -> XorShift {
        XorShift(if seed == 0 {
            0x9e37_79b9_7f4a_7c15
        } else {
            seed
        })
    }

    /// The next 64 random bits.
    ///
    /// # Complexity
    /// O(1).
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    /// A number in `0..n`.
    ///
    /// # Panics
    /// If `n == 0`.
    ///
    /// # Complexity
    /// O(1).
    pub fn below(&mut self, n: u64) -> u64 {
        assert!(n > 0, "XorShift::below: empty range");
        self.next_u64() % n
    }

    /// Shuffles `v` uniformly (Fisher–Yates).
    ///
    /// # Complexity
    /// O(len).
    pub fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            v.swap(i, self.below(i as u64 + 1) as usize);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::XorShift;

    #[test]
    fn known_sequence_and_ranges() {
        // xorshift64 from 1: 1 ^ 1 << 13 = 8193; 8193 ^ 8193 >> 7 = 8257; 8257 ^ 8257 << 17.
        let mut r = XorShift::new(1);
        assert_eq!(r.next_u64(), 8257 ^ (8257 << 17));
        let mut seen = [false; 7];
        for _ in 0..1000 {
            let x = r.below(7);
            seen[x as usize] = true;
        }
        assert!(seen.iter().all(|&s| s));
        assert_ne!(XorShift::new(0).next_u64(), 0);
        let mut v: Vec<u32> = (0..50).collect();
        r.shuffle(&mut v);
        let mut sorted = v.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, (0..50).collect::<Vec<u32>>());
        assert_ne!(v, sorted);
    }

    #[test]
    #[should_panic(expected = "empty range")]
    fn empty_range_panics() {
        XorShift::new(3).below(0);
    }
}
