//! # Bounds: input values checked against the ranges a problem states
//!
//! - **Method:** one comparison with each end of the range; a panic naming the value and the range.
//! - **Complexity:** O(1).
//! - **Problems:** every binary with a count or a bounded value in its input.
//! - **Status:** the ends kept, one past each end refused with the message (unit test).
//!
//! A binary checks each count it reads before the count sizes an array (proconio's `input!`
//! reserves the whole array first: a count of 10^18 would abort the program on the allocation),
//! and the values its code would otherwise take silently. Out-of-range input then stops it with a
//! message and exit status 101.
use std::fmt::Display;
use std::ops::RangeInclusive;

/// `value` if it lies in `range`: an input value checked against the bounds the problem states,
/// such as a count before an array of that many items is read (and allocated).
///
/// # Panics
/// If `value` is outside `range`, with a message naming both, e.g.
/// `n = 1000000000000000000 is out of range 1..=200000`.
///
/// # Example
/// ```
/// use cgt::bounds::in_range;
/// assert_eq!(in_range("n", 7usize, 1..=200_000), 7);
/// let e = std::panic::catch_unwind(|| in_range("n", 0u64, 1..=10)).unwrap_err();
/// assert_eq!(e.downcast_ref::<String>().unwrap(), "n = 0 is out of range 1..=10");
/// ```
///
/// # Complexity
/// O(1).
#[track_caller]
pub fn in_range<T: PartialOrd + Display>(name: &str, value: T, range: RangeInclusive<T>) -> T {
    let (lo, hi) = range.into_inner();
    assert!(
        lo <= value && value <= hi,
        "{} = {} is out of range {}..={}",
        name,
        value,
        lo,
        hi
    );
    value
}

#[cfg(test)]
mod tests {
    use super::in_range;

    #[test]
    fn in_range_keeps_the_bounds_and_names_the_value() {
        assert_eq!(in_range("k", 1i64, 1..=1), 1);
        assert_eq!(in_range("k", -5i64, -5..=5), -5);
        assert_eq!(in_range("k", 5i64, -5..=5), 5);
        for (v, msg) in [
            (6, "k = 6 is out of range -5..=5"),
            (-6, "k = -6 is out of range -5..=5"),
        ] {
            let e = std::panic::catch_unwind(|| in_range("k", v, -5i64..=5)).unwrap_err();
            assert_eq!(e.downcast_ref::<String>().map(String::as_str), Some(msg));
        }
    }
}
