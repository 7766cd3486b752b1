//! # Fast parse: a decimal `u64` token without the standard library's general parser
//!
//! - **Method:** one multiply-add per digit, unchecked for the first 19 digits (they cannot
//!   overflow), checked after; every byte checked to be a digit.
//! - **Complexity:** O(number of digits).
//! - **Problems:** library-checker-nim-product-64 (2 · 10^6 numbers of up to 20 digits).
//! - **Status:** = `str::parse::<u64>` on 10^5 random tokens of every length, on the powers of ten
//!   and `u64::MAX`; rejects what it rejects (except a leading `+`, which is refused here).
//!
//! `input!` parses through `FromStr`, which checks for overflow at every digit; where a binary
//! reads millions of numbers that is the larger part of its time.

/// The `u64` written in decimal by `token` (digits only).
///
/// # Panics
/// If `token` is empty, holds a byte that is not a digit, or exceeds `u64::MAX`.
///
/// # Complexity
/// O(length).
///
/// # Example
/// ```
/// use cgt::fast_parse::parse_u64;
/// assert_eq!(parse_u64("18446744073709551615"), u64::MAX);
/// assert_eq!(parse_u64("007"), 7);
/// ```
pub fn parse_u64(token: &str) -> u64 {
    try_parse_u64(token).unwrap_or_else(|| panic!("parse_u64: {:?} is not a u64", token))
}

/// [`parse_u64`] without the panic: `None` for a token that is not a `u64`.
///
/// # Complexity
/// O(length).
pub fn try_parse_u64(token: &str) -> Option<u64> {
    let b = token.as_bytes();
    if b.is_empty() {
        return None;
    }
    // Up to 19 digits (all but the last, at most 19) cannot overflow; the rest are checked.
    let (head, tail) = b.split_at((b.len() - 1).min(19));
    let mut v: u64 = 0;
    for &c in head {
        let d = c.wrapping_sub(b'0');
        if d >= 10 {
            return None;
        }
        v = v * 10 + u64::from(d);
    }
    for &c in tail {
        let d = c.wrapping_sub(b'0');
        if d >= 10 {
            return None;
        }
        v = v.checked_mul(10)?.checked_add(u64::from(d))?;
    }
    Some(v)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::XorShift;

    fn same(token: &str) {
        let ours = std::panic::catch_unwind(|| parse_u64(token)).ok();
        let std = token
            .parse::<u64>()
            .ok()
            .filter(|_| !token.starts_with('+'));
        assert_eq!(ours, std, "{:?}", token);
    }

    #[test]
    fn matches_std_parse() {
        let mut p = 1u64;
        loop {
            for x in [p - 1, p, p + 1] {
                same(&x.to_string());
            }
            match p.checked_mul(10) {
                Some(q) => p = q,
                None => break,
            }
        }
        for t in [
            "",
            "+5",
            "-1",
            "1a",
            " 1",
            "18446744073709551615",
            "18446744073709551616",
            "99999999999999999999",
            "000000000000000000000018446744073709551615",
            "0",
        ] {
            same(t);
        }
        let mut rng = XorShift::new(64);
        for _ in 0..100_000 {
            let len = 1 + rng.below(22) as usize;
            let t: String = (0..len)
                .map(|_| (b'0' + rng.below(10) as u8) as char)
                .collect();
            same(&t);
        }
    }

    #[test]
    #[should_panic(expected = "is not a u64")]
    fn parse_rejects_a_letter() {
        parse_u64("12x");
    }
}
