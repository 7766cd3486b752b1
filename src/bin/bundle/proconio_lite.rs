//! Stand-in for the part of proconio 0.6 that the problem binaries use, for judges without
//! proconio or with a Rust older than 1.70 (proconio needs `OnceLock`). The bundler puts this file,
//! without its comments and tests, into every default bundle as `mod proconio_lite` and rewrites
//! the binary's `proconio::` paths to `crate::proconio_lite::`. Keep it Rust 1.63 compatible.
//!
//! Supported, with proconio's meaning:
//! - `input! { a: T, mut b: T, _: T, ... }` (trailing comma optional) for any `T: FromStr +
//!   'static` (`u64`, `i64`, `usize`, `u32`, `i32`, `String`, `char`, ...), the markers
//!   `marker::{Chars, Bytes, Usize1, Isize1}`, arrays `[T; n]` (nested: `[[T; m]; n]`),
//!   length-prefixed arrays `[T]` and tuples `(T, U, ...)`.
//! - `input! { from src, ... }` with the same items, where `src` is a `fast_input::Tokens` or a
//!   `&mut` to one (proconio takes any of its `Source`s there; the library makes `Tokens` one).
//! - `is_stdin_empty()`: true iff only whitespace is left before the end of input.
//!
//! Like proconio's `input!`, tokens are separated by any Unicode whitespace (`char::is_whitespace`,
//! as `str::split_whitespace`), a missing token or a token that does not parse panics with a
//! message saying so, and so does input that is not UTF-8. `input_once!` is the same macro here
//! (proconio's reads all of stdin first; this one streams, which gives the same values).
//! Differences, none of which a working solution meets: invalid UTF-8 panics when the scan
//! reaches it (proconio: when it reads the line, or with `input_once!` all input, containing it),
//! and mixing `input_once!` with `input!` or `is_stdin_empty()` works (proconio panics).
//!
//! Reading: the library's `fast_input::Tokens` on stdin (64 KiB chunks, memory bounded by the
//! buffer plus the longest token, no reading ahead, so interactive problems work), which the
//! bundler adds to every bundle that has this stand-in. It is reached as `super::fast_input`:
//! the crate-level module in a bundle, and the `use cgt::fast_input` of the bundle tool.

#![allow(dead_code, unused_macros, unused_imports)]

use super::fast_input::Tokens;
use std::any::Any;
use std::cell::RefCell;
use std::fmt::Debug;
use std::str::FromStr;

thread_local! {
    static STDIN: RefCell<Tokens> = RefCell::new(Tokens::stdin());
}

/// A token known to be UTF-8 as `&str`.
fn as_str(token: &[u8]) -> &str {
    std::str::from_utf8(token).expect("failed to read the input: it is not valid UTF-8")
}

/// A type `input!` can read: parses one token (UTF-8 bytes) into `Output`.
pub trait Readable {
    type Output;
    fn read(token: &[u8]) -> Self::Output;
}

impl<T: FromStr + 'static> Readable for T
where
    T::Err: Debug,
{
    type Output = T;
    fn read(token: &[u8]) -> T {
        if let Some(v) = small_int(token) {
            return v;
        }
        let token = as_str(token);
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

/// A shortcut for the common case of `T::from_str(token)`: for `T` one of `u64`, `usize`, `u32`,
/// `i64`, `isize`, `i32` and a token of 1 to `d` ASCII digits, after a `-` for a signed type,
/// where `d` digits always fit in `T` (so `from_str` gives the same value). `None` otherwise
/// (another type, a `+`, more digits, not a number), and `from_str` decides, errors included.
/// `T` is matched through `Any`, which the compiler resolves: no cost for other types.
fn small_int<T: 'static>(token: &[u8]) -> Option<T> {
    let wide = usize::BITS == 64;
    let mut out: Option<T> = None;
    let slot: &mut dyn Any = &mut out;
    if let Some(v) = slot.downcast_mut::<Option<u64>>() {
        *v = digits(token, 19);
    } else if let Some(v) = slot.downcast_mut::<Option<usize>>() {
        *v = digits(token, if wide { 19 } else { 9 }).map(|x| x as usize);
    } else if let Some(v) = slot.downcast_mut::<Option<u32>>() {
        *v = digits(token, 9).map(|x| x as u32);
    } else if let Some(v) = slot.downcast_mut::<Option<i64>>() {
        *v = signed(token, 18);
    } else if let Some(v) = slot.downcast_mut::<Option<isize>>() {
        *v = signed(token, if wide { 18 } else { 9 }).map(|x| x as isize);
    } else if let Some(v) = slot.downcast_mut::<Option<i32>>() {
        *v = signed(token, 9).map(|x| x as i32);
    }
    out
}

/// The value of `token` if it is 1 to `max` (<= 19) ASCII digits.
fn digits(token: &[u8], max: usize) -> Option<u64> {
    if token.is_empty() || token.len() > max {
        return None;
    }
    let mut v = 0u64;
    for &b in token {
        if !b.is_ascii_digit() {
            return None;
        }
        v = v * 10 + u64::from(b - b'0');
    }
    Some(v)
}

/// The value of `token` if it is 1 to `max` (<= 18) ASCII digits, maybe after a `-`.
fn signed(token: &[u8], max: usize) -> Option<i64> {
    match token.split_first() {
        Some((b'-', rest)) => digits(rest, max).map(|v| -(v as i64)),
        _ => digits(token, max).map(|v| v as i64),
    }
}

/// Markers with proconio's meaning.
pub mod marker {
    use super::Readable;

    /// A token as `Vec<char>`.
    pub enum Chars {}
    impl Readable for Chars {
        type Output = Vec<char>;
        fn read(token: &[u8]) -> Vec<char> {
            super::as_str(token).chars().collect()
        }
    }

    /// A token as `Vec<u8>`.
    pub enum Bytes {}
    impl Readable for Bytes {
        type Output = Vec<u8>;
        fn read(token: &[u8]) -> Vec<u8> {
            token.to_vec()
        }
    }

    /// A 1-based index read as 0-based `usize`; panics on 0.
    pub enum Usize1 {}
    impl Readable for Usize1 {
        type Output = usize;
        fn read(token: &[u8]) -> usize {
            usize::read(token)
                .checked_sub(1)
                .expect("attempted to read the value 0 as a Usize1")
        }
    }

    /// A 1-based value read as `isize` minus one; panics on `isize::MIN`.
    pub enum Isize1 {}
    impl Readable for Isize1 {
        type Output = isize;
        fn read(token: &[u8]) -> isize {
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
    STDIN.with(|s| read_from::<R, Tokens>(&mut s.borrow_mut()))
}

/// What `input! { from src, ... }` reads from: `Tokens` and `&mut` to one.
pub trait TokenSource {
    fn next_bytes(&mut self) -> Option<&[u8]>;
}

impl TokenSource for Tokens {
    fn next_bytes(&mut self) -> Option<&[u8]> {
        Tokens::next_bytes(self)
    }
}

impl<T: TokenSource + ?Sized> TokenSource for &mut T {
    fn next_bytes(&mut self) -> Option<&[u8]> {
        (**self).next_bytes()
    }
}

/// Reads the next token of `src` as `R`.
///
/// # Panics
/// At the end of input, or if the token does not parse.
pub fn read_from<R: Readable, S: TokenSource>(src: &mut S) -> R::Output {
    let token = src
        .next_bytes()
        .expect("failed to get the next token; maybe reader reached an end of input");
    R::read(token)
}

/// True iff only whitespace is left on stdin (reads further to find out).
pub fn is_stdin_empty() -> bool {
    STDIN.with(|s| s.borrow_mut().is_empty())
}

/// Replaces stdin by `input` for the tests of this thread.
#[cfg(test)]
pub fn set_test_input(input: &str) {
    let reader = std::io::Cursor::new(input.as_bytes().to_vec());
    STDIN.with(|s| *s.borrow_mut() = Tokens::new(Box::new(reader)));
}

/// proconio's `input!` for the forms listed in the module docs. Each `name: kind` becomes
/// `let name = <value read>;` in the caller's scope, in order, so later lengths may use earlier
/// names. Internal rules start with `@` and carry the source as one token tree: `[]` for stdin,
/// `[__cgt_source]` for the `from` source bound at the entry. Recursion goes through
/// `$crate::proconio_lite::input!` so that the macro works however it was imported.
macro_rules! input {
    // A list of `pattern: kind` items separated by commas.
    (@items $src:tt) => {};
    (@items $src:tt ,) => {};
    (@items $src:tt mut $var:tt : $($rest:tt)*) => {
        $crate::proconio_lite::input!(@kind $src [mut $var] [] $($rest)*);
    };
    (@items $src:tt $var:tt : $($rest:tt)*) => {
        $crate::proconio_lite::input!(@kind $src [$var] [] $($rest)*);
    };
    // Collect the kind's tokens up to the next top-level comma (brackets and parentheses are one
    // token tree each, so `[u64; n]` and `(u64, u64)` are single tokens here).
    (@kind $src:tt [$($pat:tt)*] [$($kind:tt)*] , $($rest:tt)*) => {
        let $($pat)* = $crate::proconio_lite::input!(@value $src $($kind)*);
        $crate::proconio_lite::input!(@items $src $($rest)*);
    };
    (@kind $src:tt [$($pat:tt)*] [$($kind:tt)*]) => {
        let $($pat)* = $crate::proconio_lite::input!(@value $src $($kind)*);
    };
    (@kind $src:tt [$($pat:tt)*] [$($kind:tt)*] $tt:tt $($rest:tt)*) => {
        $crate::proconio_lite::input!(@kind $src [$($pat)*] [$($kind)* $tt] $($rest)*);
    };
    // A value of a kind.
    (@value $src:tt [$($inner:tt)*]) => {
        $crate::proconio_lite::input!(@array $src [] $($inner)*)
    };
    (@value $src:tt ($($inner:tt)*)) => {
        $crate::proconio_lite::input!(@tuple $src [] [] $($inner)*)
    };
    (@value [] $kind:ty) => {
        $crate::proconio_lite::read::<$kind>()
    };
    (@value [$s:ident] $kind:ty) => {
        $crate::proconio_lite::read_from::<$kind, _>(&mut $s)
    };
    // `[kind; len]` and `[kind]` (the length is read first).
    (@array $src:tt [$($kind:tt)*] ; $len:expr) => {{
        let len = $len;
        (0..len)
            .map(|_| $crate::proconio_lite::input!(@value $src $($kind)*))
            .collect::<Vec<_>>()
    }};
    (@array $src:tt [$($kind:tt)*]) => {{
        let len = $crate::proconio_lite::input!(@value $src usize);
        (0..len)
            .map(|_| $crate::proconio_lite::input!(@value $src $($kind)*))
            .collect::<Vec<_>>()
    }};
    (@array $src:tt [$($kind:tt)*] $tt:tt $($rest:tt)*) => {
        $crate::proconio_lite::input!(@array $src [$($kind)* $tt] $($rest)*)
    };
    // `(kind, kind, ...)`: the finished kinds, each in brackets, then the current one.
    (@tuple $src:tt [$([$($kind:tt)*])*] []) => {
        ($($crate::proconio_lite::input!(@value $src $($kind)*),)*)
    };
    (@tuple $src:tt [$($done:tt)*] [$($cur:tt)+]) => {
        $crate::proconio_lite::input!(@tuple $src [$($done)* [$($cur)*]] [])
    };
    (@tuple $src:tt [$($done:tt)*] [$($cur:tt)*] , $($rest:tt)*) => {
        $crate::proconio_lite::input!(@tuple $src [$($done)* [$($cur)*]] [] $($rest)*)
    };
    (@tuple $src:tt [$($done:tt)*] [$($cur:tt)*] $tt:tt $($rest:tt)*) => {
        $crate::proconio_lite::input!(@tuple $src [$($done)*] [$($cur)* $tt] $($rest)*)
    };
    // Entry points.
    (from $src:expr, $($rest:tt)*) => {
        let mut __cgt_source = $src;
        $crate::proconio_lite::input!(@items [__cgt_source] $($rest)*);
    };
    ($($rest:tt)*) => {
        $crate::proconio_lite::input!(@items [] $($rest)*);
    };
}
pub(crate) use input;

/// proconio's `input_once!`, which reads all of stdin at the first call: here the same as
/// `input!` (the values read are the same; memory stays bounded).
macro_rules! input_once {
    ($($rest:tt)*) => {
        $crate::proconio_lite::input!($($rest)*);
    };
}
pub(crate) use input_once;

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
    fn from_source_reads_like_stdin() {
        // The forms of `both`, from a `Tokens` by value and through `&mut`, against stdin.
        let text = "2\n1 2\n-3 4\nab\u{e9} 5 6 7\n1 2\n(x) 9\n2 10 20\n";
        let from_tokens = {
            let mut src = super::Tokens::new(Box::new(std::io::Cursor::new(text.as_bytes())));
            crate::proconio_lite::input! {
                from &mut src,
                n: usize,
                a: [u64; n],
                mut b: [i64; n],
                c: Chars,
                e: Usize1,
                h: [[u32; 2]; n],
                t: (String, u8),
                v: [usize],
            }
            b.push(0);
            assert!(src.is_empty());
            format!("{:?}", (n, a, b, c, e, h, t, v))
        };
        let by_value = {
            let src = super::Tokens::new(Box::new(std::io::Cursor::new(text.as_bytes())));
            crate::proconio_lite::input! { from src, n: usize, a: [u64; n], _rest: [String; 13] }
            format!("{:?}", (n, a))
        };
        let owned = text.to_string();
        let from_stdin = std::thread::spawn(move || {
            set_test_input(&owned);
            crate::proconio_lite::input! {
                n: usize,
                a: [u64; n],
                mut b: [i64; n],
                c: Chars,
                e: Usize1,
                h: [[u32; 2]; n],
                t: (String, u8),
                v: [usize],
            }
            b.push(0);
            format!("{:?}", (n, a, b, c, e, h, t, v))
        })
        .join()
        .unwrap();
        assert_eq!(from_tokens, from_stdin);
        assert_eq!(by_value, "(2, [1, 2])");
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

    /// `Readable::read` (with its integer shortcut) against `str::parse` for one type.
    fn same_as_from_str<T>(tokens: &[String])
    where
        T: std::str::FromStr + PartialEq + std::fmt::Debug + Send + 'static,
        T::Err: std::fmt::Debug,
    {
        use super::Readable;
        for t in tokens {
            let bytes = t.as_bytes().to_vec();
            let got = std::panic::catch_unwind(move || T::read(&bytes)).ok();
            assert_eq!(
                got,
                t.parse::<T>().ok(),
                "{:?} as {}",
                t,
                std::any::type_name::<T>()
            );
        }
    }

    #[test]
    fn integer_shortcut_agrees_with_from_str() {
        let mut tokens: Vec<String> = [
            "",
            "+",
            "-",
            "0",
            "-0",
            "+0",
            "+7",
            "-7",
            "007",
            "-007",
            "1a",
            "a1",
            "--1",
            "+-1",
            "1-",
            " 1",
            "\u{661}",
            "4294967295",
            "4294967296",
            "2147483647",
            "2147483648",
            "-2147483648",
            "-2147483649",
            "9223372036854775807",
            "9223372036854775808",
            "-9223372036854775808",
            "-9223372036854775809",
            "18446744073709551615",
            "18446744073709551616",
            "99999999999999999999",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        // Every length up to 21 digits, with leading zeros, signs and the biggest digits.
        for len in 1..=21 {
            for fill in ["9", "1", "0"] {
                for sign in ["", "-", "+"] {
                    tokens.push(format!("{}{}", sign, fill.repeat(len)));
                    tokens.push(format!("{}1{}", sign, "0".repeat(len - 1)));
                    tokens.push(format!("{}{}1", sign, "0".repeat(len)));
                }
            }
        }
        // Silence the expected panics of the parse errors.
        let hook = std::panic::take_hook();
        std::panic::set_hook(Box::new(|_| {}));
        same_as_from_str::<u64>(&tokens);
        same_as_from_str::<usize>(&tokens);
        same_as_from_str::<u32>(&tokens);
        same_as_from_str::<i64>(&tokens);
        same_as_from_str::<isize>(&tokens);
        same_as_from_str::<i32>(&tokens);
        same_as_from_str::<u8>(&tokens);
        same_as_from_str::<String>(&tokens);
        std::panic::set_hook(hook);
    }
}
