//! # Fast output: unsigned numbers in decimal, straight into a byte buffer
//!
//! - **Method:** digits two at a time from a table of the 100 pairs `00..99`, filled from the end
//!   of a 20-byte stack buffer (`u64::MAX` has 20 digits); no formatting machinery.
//! - **Complexity:** O(number of digits) per number.
//! - **Problems:** library-checker-nim-product-64 (10^6 lines of output).
//! - **Status:** = `x.to_string()` for 0, every power of ten and its neighbours, `u64::MAX` and
//!   10^5 random values of every length.
//!
//! `writeln!(out, "{}", x)` goes through `core::fmt` for every number; where a binary prints
//! millions of numbers that costs more than the rest of its work.

/// The 100 digit pairs "00", "01", ..., "99", one after the other.
const PAIRS: &[u8; 200] = b"0001020304050607080910111213141516171819\
2021222324252627282930313233343536373839\
4041424344454647484950515253545556575859\
6061626364656667686970717273747576777879\
8081828384858687888990919293949596979899";

/// Appends the decimal digits of `x` and then the byte `end` (e.g. `b'\n'`) to `out`.
///
/// # Complexity
/// O(number of digits).
///
/// # Example
/// ```
/// let mut out = Vec::new();
/// cgt::fast_output::push_u64(&mut out, 1907, b'\n');
/// cgt::fast_output::push_u64(&mut out, 0, b' ');
/// assert_eq!(out, b"1907\n0 ");
/// ```
pub fn push_u64(out: &mut Vec<u8>, mut x: u64, end: u8) {
    let mut buf = [0u8; 20];
    let mut i = buf.len();
    while x >= 100 {
        let r = (x % 100) as usize * 2;
        x /= 100;
        i -= 2;
        buf[i..i + 2].copy_from_slice(&PAIRS[r..r + 2]);
    }
    if x >= 10 {
        i -= 2;
        buf[i..i + 2].copy_from_slice(&PAIRS[x as usize * 2..x as usize * 2 + 2]);
    } else {
        i -= 1;
        buf[i] = b'0' + x as u8;
    }
    out.extend_from_slice(&buf[i..]);
    out.push(end);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::XorShift;

    fn check(x: u64) {
        let mut out = b"<".to_vec();
        push_u64(&mut out, x, b'\n');
        assert_eq!(out, format!("<{}\n", x).into_bytes(), "x = {}", x);
    }

    #[test]
    fn matches_to_string() {
        check(0);
        check(u64::MAX);
        let mut p = 1u64;
        loop {
            (p - 1..=p + 1).for_each(check);
            match p.checked_mul(10) {
                Some(q) => p = q,
                None => break,
            }
        }
        let mut rng = XorShift::new(42);
        for _ in 0..100_000 {
            // Every length: a random value shifted right by a random amount.
            check(rng.next_u64() >> rng.below(64));
        }
    }
}
