//! [`Tokens`] as a proconio `Source`, so that `input! { from &mut src, ... }` reads through it.
//! Compiled only with the default feature `proconio-source`: the rest of the library is std-only
//! (and builds with Rust 1.63, which proconio 0.6 does not support).
use crate::fast_input::Tokens;
use proconio::source::Source;

/// proconio's `Source<R>` is generic over the reader type it wraps; `Tokens` wraps its own, so it
/// is a source for one `R` only (which lets `input!` infer it).
impl Source<std::io::Empty> for Tokens {
    fn next_token(&mut self) -> Option<&str> {
        Tokens::next_token(self)
    }

    fn is_empty(&mut self) -> bool {
        Tokens::is_empty(self)
    }
}

#[cfg(test)]
mod tests {
    use super::Tokens;
    use proconio::input;
    use proconio::marker::{Chars, Usize1};
    use proconio::source::line::LineSource;
    use std::io::BufReader;

    #[test]
    fn same_values_as_line_source() {
        let text = "3\n1 2 18446744073709551615\n\u{3000}-5 ab\u{e9}\r\n7 8\n9\n\n";
        let mut fast = Tokens::new(Box::new(text.as_bytes()));
        input! { from &mut fast, n: usize, a: [u64; n], b: i64, c: Chars, d: [(Usize1, u8); 1] }
        let mut line = LineSource::new(BufReader::new(text.as_bytes()));
        input! { from &mut line, n2: usize, a2: [u64; n2], b2: i64, c2: Chars, d2: [(Usize1, u8); 1] }
        assert_eq!((n, a, b, c, d), (n2, a2, b2, c2, d2));
        input! { from &mut fast, e: u32 }
        assert_eq!(e, 9);
        assert!(proconio::source::Source::is_empty(&mut fast));
    }

    #[test]
    #[should_panic(expected = "failed to get the next token")]
    fn missing_token_panics_like_proconio() {
        let mut fast = Tokens::new(Box::new(&b" 1 "[..]));
        input! { from &mut fast, _a: u8, _b: u8 }
    }
}
