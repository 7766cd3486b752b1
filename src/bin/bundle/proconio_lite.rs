//! Stand-in for the part of proconio 0.6 that the problem binaries use, for judges without
//! proconio or with a Rust older than 1.70 (proconio needs `OnceLock`). The bundler puts this file,
//! without its comments and tests, into every default bundle as `mod proconio_lite` and rewrites
//! the binary's `proconio::` paths to `crate::proconio_lite::`. Keep it Rust 1.63 compatible.
//!
//! Supported, with proconio's meaning:
//! - `input! { a: T, mut b: T, _: T, ... }` (trailing comma optional) for any `T: FromStr`
//!   (`u64`, `i64`, `usize`, `u32`, `i32`, `String`, `char`, ...), the markers
//!   `marker::{Chars, Bytes, Usize1, Isize1}`, arrays `[T; n]` (nested: `[[T; m]; n]`),
//!   length-prefixed arrays `[T]` and tuples `(T, U, ...)`.
//! - `is_stdin_empty()`: true iff only whitespace is left before the end of input.
//!
//! Like proconio's `input!`, stdin is read line by line when the tokens read so far are used up
//! (so it also works for interactive problems), tokens are separated by any Unicode whitespace,
//! and a missing token or a token that does not parse panics with a message saying so.

#![allow(dead_code, unused_macros, unused_imports)]

use std::cell::RefCell;
use std::fmt::Debug;
use std::io::BufRead;
use std::str::FromStr;

/// Whitespace-separated tokens of a line-oriented reader.
pub struct Source {
    reader: Box<dyn BufRead>,
    /// The current line; `line[pos..]` is not consumed yet.
    line: String,
    pos: usize,
}

impl Source {
    pub fn new(reader: Box<dyn BufRead>) -> Source {
        Source {
            reader,
            line: String::new(),
            pos: 0,
        }
    }

    /// Skips whitespace, reading further lines while the current one is used up. Returns false at
    /// the end of input. `trim_start` and proconio's `split_whitespace` use the same whitespace
    /// (`char::is_whitespace`).
    fn prepare(&mut self) -> bool {
        loop {
            let rest = self.line[self.pos..].trim_start();
            if !rest.is_empty() {
                self.pos = self.line.len() - rest.len();
                return true;
            }
            self.line.clear();
            self.pos = 0;
            let n = self
                .reader
                .read_line(&mut self.line)
                .expect("failed to read a line of the input (an IO error, or not UTF-8)");
            if n == 0 {
                return false;
            }
        }
    }

    /// The next token, or `None` at the end of input.
    pub fn next_token(&mut self) -> Option<&str> {
        if !self.prepare() {
            return None;
        }
        let start = self.pos;
        let rest = &self.line[start..];
        let len = rest.find(char::is_whitespace).unwrap_or(rest.len());
        self.pos = start + len;
        Some(&self.line[start..start + len])
    }

    /// True iff only whitespace is left.
    pub fn is_empty(&mut self) -> bool {
        !self.prepare()
    }
}

thread_local! {
    static STDIN: RefCell<Source> = RefCell::new(Source::new(Box::new(std::io::stdin().lock())));
}

/// A type `input!` can read: parses one token into `Output`.
pub trait Readable {
    type Output;
    fn read(token: &str) -> Self::Output;
}

impl<T: FromStr> Readable for T
where
    T::Err: Debug,
{
    type Output = T;
    fn read(token: &str) -> T {
        match token.parse() {
            Ok(v) => v,
            Err(e) => panic!(
                "failed to parse the input `{}` to the value of type `{}`: {:?}",
                token,
                std::any::type_name::<T>(),
                e
            ),
        }
    }
}

/// Markers with proconio's meaning.
pub mod marker {
    use super::Readable;

    /// A token as `Vec<char>`.
    pub enum Chars {}
    impl Readable for Chars {
        type Output = Vec<char>;
        fn read(token: &str) -> Vec<char> {
            token.chars().collect()
        }
    }

    /// A token as `Vec<u8>`.
    pub enum Bytes {}
    impl Readable for Bytes {
        type Output = Vec<u8>;
        fn read(token: &str) -> Vec<u8> {
            token.bytes().collect()
        }
    }

    /// A 1-based index read as 0-based `usize`; panics on 0.
    pub enum Usize1 {}
    impl Readable for Usize1 {
        type Output = usize;
        fn read(token: &str) -> usize {
            usize::read(token)
                .checked_sub(1)
                .expect("attempted to read the value 0 as a Usize1")
        }
    }

    /// A 1-based value read as `isize` minus one; panics on `isize::MIN`.
    pub enum Isize1 {}
    impl Readable for Isize1 {
        type Output = isize;
        fn read(token: &str) -> isize {
            isize::read(token)
                .checked_sub(1)
                .expect("attempted to read isize::MIN as an Isize1")
        }
    }
}

/// Reads the next token of stdin as `R`.
///
/// # Panics
/// At the end of input, or if the token does not parse.
pub fn read<R: Readable>() -> R::Output {
    STDIN.with(|s| {
        let mut s = s.borrow_mut();
        let token = s
            .next_token()
            .expect("failed to get the next token; maybe reader reached an end of input");
        R::read(token)
    })
}

/// True iff only whitespace is left on stdin (reads further lines to find out).
pub fn is_stdin_empty() -> bool {
    STDIN.with(|s| s.borrow_mut().is_empty())
}

/// Replaces stdin by `input` for the tests of this thread.
#[cfg(test)]
pub fn set_test_input(input: &str) {
    let reader = std::io::Cursor::new(input.as_bytes().to_vec());
    STDIN.with(|s| *s.borrow_mut() = Source::new(Box::new(reader)));
}

/// proconio's `input!` for the forms listed in the module docs. Each `name: kind` becomes
/// `let name = <value read>;` in the caller's scope, in order, so later lengths may use earlier
/// names. Internal rules start with `@`; recursion goes through `$crate::proconio_lite::input!`
/// so that the macro works however it was imported.
macro_rules! input {
    // A list of `pattern: kind` items separated by commas.
    (@items) => {};
    (@items ,) => {};
    (@items mut $var:tt : $($rest:tt)*) => {
        $crate::proconio_lite::input!(@kind [mut $var] [] $($rest)*);
    };
    (@items $var:tt : $($rest:tt)*) => {
        $crate::proconio_lite::input!(@kind [$var] [] $($rest)*);
    };
    // Collect the kind's tokens up to the next top-level comma (brackets and parentheses are one
    // token tree each, so `[u64; n]` and `(u64, u64)` are single tokens here).
    (@kind [$($pat:tt)*] [$($kind:tt)*] , $($rest:tt)*) => {
        let $($pat)* = $crate::proconio_lite::input!(@value $($kind)*);
        $crate::proconio_lite::input!(@items $($rest)*);
    };
    (@kind [$($pat:tt)*] [$($kind:tt)*]) => {
        let $($pat)* = $crate::proconio_lite::input!(@value $($kind)*);
    };
    (@kind [$($pat:tt)*] [$($kind:tt)*] $tt:tt $($rest:tt)*) => {
        $crate::proconio_lite::input!(@kind [$($pat)*] [$($kind)* $tt] $($rest)*);
    };
    // A value of a kind.
    (@value [$($inner:tt)*]) => {
        $crate::proconio_lite::input!(@array [] $($inner)*)
    };
    (@value ($($inner:tt)*)) => {
        $crate::proconio_lite::input!(@tuple [] [] $($inner)*)
    };
    (@value $kind:ty) => {
        $crate::proconio_lite::read::<$kind>()
    };
    // `[kind; len]` and `[kind]` (the length is read first).
    (@array [$($kind:tt)*] ; $len:expr) => {{
        let len = $len;
        (0..len)
            .map(|_| $crate::proconio_lite::input!(@value $($kind)*))
            .collect::<Vec<_>>()
    }};
    (@array [$($kind:tt)*]) => {{
        let len = $crate::proconio_lite::read::<usize>();
        (0..len)
            .map(|_| $crate::proconio_lite::input!(@value $($kind)*))
            .collect::<Vec<_>>()
    }};
    (@array [$($kind:tt)*] $tt:tt $($rest:tt)*) => {
        $crate::proconio_lite::input!(@array [$($kind)* $tt] $($rest)*)
    };
    // `(kind, kind, ...)`: the finished kinds, each in brackets, then the current one.
    (@tuple [$([$($kind:tt)*])*] []) => {
        ($($crate::proconio_lite::input!(@value $($kind)*),)*)
    };
    (@tuple [$($done:tt)*] [$($cur:tt)+]) => {
        $crate::proconio_lite::input!(@tuple [$($done)* [$($cur)*]] [])
    };
    (@tuple [$($done:tt)*] [$($cur:tt)*] , $($rest:tt)*) => {
        $crate::proconio_lite::input!(@tuple [$($done)* [$($cur)*]] [] $($rest)*)
    };
    (@tuple [$($done:tt)*] [$($cur:tt)*] $tt:tt $($rest:tt)*) => {
        $crate::proconio_lite::input!(@tuple [$($done)*] [$($cur)* $tt] $($rest)*)
    };
    // Entry point.
    ($($rest:tt)*) => {
        $crate::proconio_lite::input!(@items $($rest)*);
    };
}
pub(crate) use input;

#[cfg(test)]
mod tests {
    use super::marker::{Bytes, Chars, Isize1, Usize1};
    use super::{is_stdin_empty, set_test_input};
    use proconio::source::line::LineSource;
    use std::io::BufReader;

    /// Every form the binaries may use, read by this stand-in and by the real proconio from the
    /// same text; returns both debug renderings, or `None` for a panic.
    fn both(text: &str) -> (Option<String>, Option<String>) {
        let owned = text.to_string();
        let lite = std::thread::spawn(move || {
            set_test_input(&owned);
            crate::proconio_lite::input! {
                n: usize,
                a: [u64; n],
                mut b: [i64; n],
                s: String,
                c: Chars,
                d: Bytes,
                e: Usize1,
                f: u32,
                g: i32,
                h: [[u32; 2]; n],
                t: (u64, Usize1, Chars),
                v: [usize],
                w: [Chars; 2],
                x: Isize1,
                _: char,
                y: [super::marker::Bytes; 1]
            }
            b.push(0);
            let mut out = format!("{:?}{:?}", (n, a, b, s, c, d, e, f), (g, h, t, v, w, x, y));
            while !is_stdin_empty() {
                crate::proconio_lite::input! { k: usize, row: [String; k], }
                out += &format!("|{} {:?}", k, row);
            }
            out
        })
        .join()
        .ok();
        let owned = text.to_string();
        let real = std::thread::spawn(move || {
            let mut src = LineSource::new(BufReader::new(owned.as_bytes()));
            proconio::input! {
                from &mut src,
                n: usize,
                a: [u64; n],
                mut b: [i64; n],
                s: String,
                c: proconio::marker::Chars,
                d: proconio::marker::Bytes,
                e: proconio::marker::Usize1,
                f: u32,
                g: i32,
                h: [[u32; 2]; n],
                t: (u64, proconio::marker::Usize1, proconio::marker::Chars),
                v: [usize],
                w: [proconio::marker::Chars; 2],
                x: proconio::marker::Isize1,
                _: char,
                y: [proconio::marker::Bytes; 1]
            }
            b.push(0);
            let mut out = format!("{:?}{:?}", (n, a, b, s, c, d, e, f), (g, h, t, v, w, x, y));
            while !proconio::source::Source::is_empty(&mut src) {
                proconio::input! { from &mut src, k: usize, row: [String; k], }
                out += &format!("|{} {:?}", k, row);
            }
            out
        })
        .join()
        .ok();
        (lite, real)
    }

    const BASE: &str = "2\n1 18446744073709551615\n-9223372036854775808 9223372036854775807\nhello\nab\u{e9}c\nxyz\n3 4294967295 -2147483648\n1 2\n3 4\n7 1 q\n3 10 20 30\nab cd\n-5\n% X\n";

    #[test]
    fn same_as_proconio_on_valid_inputs() {
        let layouts = [
            BASE.to_string(),
            BASE.trim_end().to_string(),     // no final newline
            format!("{}\n\n  \n\t\n", BASE), // trailing blank lines
            BASE.replace('\n', "\r\n"),      // CRLF
            BASE.replace('\n', " \t "),      // one line, mixed blanks
            BASE.replace(' ', "\u{3000}\u{a0}\u{b}\u{c}"), // Unicode and rare ASCII whitespace
            format!("{}1 a\n\n0\n2   b\n c   \n\n", BASE), // EOF loop with three cases
            format!("{}1 a 0 2 b c", BASE),  // the same on one line, no newline
        ];
        for text in &layouts {
            let (lite, real) = both(text);
            assert!(real.is_some(), "proconio failed on {:?}", text);
            assert_eq!(lite, real, "input {:?}", text);
        }
    }

    #[test]
    fn panics_where_proconio_panics() {
        let bad = [
            String::new(),                                                    // empty input
            BASE[..BASE.len() - 6].to_string(),                               // truncated
            BASE.replacen("1 18446744073709551615", "-1 5", 1),               // negative u64
            BASE.replacen("18446744073709551615", "18446744073709551616", 1), // u64 overflow
            BASE.replacen("xyz\n3", "xyz\n0", 1),                             // Usize1 of 0
            BASE.replacen("4294967295", "4294967296", 1),                     // u32 overflow
            BASE.replacen("-2147483648", "1.5", 1),                           // not an integer
            BASE.replacen("% X", "%% X", 1), // char of two characters
            format!("{}2 a\n", BASE),        // EOF inside a loop case
            format!("{}x\n", BASE),          // bad length in the loop
        ];
        for text in &bad {
            let (lite, real) = both(text);
            assert_eq!(real, None, "proconio accepted {:?}", text);
            assert_eq!(lite, None, "stand-in accepted {:?}", text);
        }
    }

    #[test]
    #[should_panic(expected = "failed to get the next token")]
    fn missing_token_message() {
        set_test_input(" \n");
        crate::proconio_lite::input! { _x: u64 }
    }

    #[test]
    #[should_panic(expected = "failed to parse the input `-3` to the value of type `u64`")]
    fn parse_error_message() {
        set_test_input("-3\n");
        crate::proconio_lite::input! { _x: u64 }
    }

    #[test]
    fn reads_lazily_line_by_line() {
        // The second line must not be needed to answer the first read: a reader that fails after
        // the first line shows that only one line was read.
        struct OneLine(Vec<u8>);
        impl std::io::Read for OneLine {
            fn read(&mut self, _: &mut [u8]) -> std::io::Result<usize> {
                unreachable!()
            }
        }
        impl std::io::BufRead for OneLine {
            fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
                assert!(!self.0.is_empty(), "read past the first line");
                Ok(&self.0)
            }
            fn consume(&mut self, n: usize) {
                self.0.drain(..n);
            }
        }
        let mut s = super::Source::new(Box::new(OneLine(b"5 6\n".to_vec())));
        assert_eq!(s.next_token(), Some("5"));
        assert_eq!(s.next_token(), Some("6"));
    }
}
