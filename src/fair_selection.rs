//! # Fair selections: the heaviest set of numbers summing to exactly zero
//!
//! - **Method:** meet in the middle: each half's subset sums in exact fixed point, merged in
//!   order (no sort), best weight per sum; two pointers join sums that cancel.
//! - **Complexity:** O(2^(n/2)) time and memory.
//! - **Problems:** aoj-1377 (piles valued by `partizan::hackenbush_string`; format inferred).
//! - **Status:** = every subset, for 300 random families of <= 10 dyadic values.
//!
//! A sum of partizan games worth 0 is won by the second player whoever starts: a "fair" position.

use crate::partizan::Dyadic;

/// The largest total weight of a subset of `(value, weight)` items whose values sum to exactly 0
/// (the empty subset counts, weight 0).
///
/// # Constraints
/// At most 50 items.
///
/// # Panics
/// If there are more, or a sum overflows.
///
/// # Complexity
/// O(2^(n/2) · n) time and memory (each half's subset sums, best weight per sum).
///
/// # Example
/// ```
/// use cgt::fair_selection::largest_zero_sum;
/// use cgt::partizan::Dyadic;
/// let d = |n, e| Dyadic::new(n, e);
/// let items = [(d(1, 0), 1), (d(-1, 0), 1), (d(-1, 1), 2), (d(-1, 1), 2)];
/// assert_eq!(largest_zero_sum(&items), 5); // +1, -1/2, -1/2
/// ```
pub fn largest_zero_sum(items: &[(Dyadic, u64)]) -> u64 {
    assert!(
        items.len() <= 50,
        "largest_zero_sum: {} items > 50",
        items.len()
    );
    // Exact fixed point: every value as an integer multiple of 2^-e.
    let e = items.iter().map(|it| it.0.exp).max().unwrap_or(0);
    let scaled: Vec<(i64, u64)> = items
        .iter()
        .map(|&(v, w)| {
            (
                i64::try_from(v.scaled(e)).expect("largest_zero_sum: value overflows"),
                w,
            )
        })
        .collect();
    // Each half's subset sums, ascending, one entry per sum with its best weight: adding an item
    // merges the list with its shifted copy (no sorting).
    let sums = |half: &[(i64, u64)]| {
        let mut all = vec![(0i64, 0u64)];
        for &(v, w) in half {
            let add = |&(s, t): &(i64, u64)| {
                (s.checked_add(v).expect("largest_zero_sum: overflow"), t + w)
            };
            let (mut old, mut new) = (
                all.iter().copied().peekable(),
                all.iter().map(add).peekable(),
            );
            let mut merged: Vec<(i64, u64)> = Vec::with_capacity(2 * all.len());
            while let Some(next) = match (old.peek(), new.peek()) {
                (Some(a), Some(b)) if a.0 <= b.0 => old.next(),
                (_, Some(_)) => new.next(),
                _ => old.next(),
            } {
                match merged.last_mut() {
                    Some(last) if last.0 == next.0 => last.1 = last.1.max(next.1),
                    _ => merged.push(next),
                }
            }
            all = merged;
        }
        all
    };
    let (a, b) = scaled.split_at(scaled.len() / 2);
    let (left, right) = (sums(a), sums(b));
    // Two pointers: left ascending, right descending, looking for sums that cancel.
    let (mut best, mut k) = (0, right.len());
    for &(s, t) in &left {
        while k > 0 && right[k - 1].0 > -s {
            k -= 1;
        }
        if k > 0 && right[k - 1].0 == -s {
            best = best.max(t + right[k - 1].1);
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn largest_zero_sum_matches_all_subsets() {
        let mut rng = crate::rng::XorShift::new(1377);
        for _ in 0..300 {
            let n = rng.below(11) as usize;
            let items: Vec<(Dyadic, u64)> = (0..n)
                .map(|_| {
                    (
                        Dyadic::new(rng.below(9) as i64 - 4, rng.below(3) as u32),
                        1 + rng.below(5),
                    )
                })
                .collect();
            let brute = (0u32..1 << n)
                .filter(|m| {
                    (0..n)
                        .filter(|&i| m >> i & 1 == 1)
                        .fold(Dyadic::ZERO, |s, i| s + items[i].0)
                        == Dyadic::ZERO
                })
                .map(|m| {
                    (0..n)
                        .filter(|&i| m >> i & 1 == 1)
                        .map(|i| items[i].1)
                        .sum::<u64>()
                })
                .max()
                .unwrap();
            assert_eq!(largest_zero_sum(&items), brute, "{:?}", items);
        }
    }
}
