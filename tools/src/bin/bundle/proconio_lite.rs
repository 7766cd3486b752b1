//! Stand-in for the part of proconio 0.6 that the problem binaries use, for judges without
//! proconio or with a Rust older than 1.70 (proconio needs `OnceLock`). The bundler puts this file,
//! without its comments and tests, into every default bundle as `mod proconio_lite`, rewrites the
//! binary's `proconio::` paths to `crate::proconio_lite::`, and adds the library module
//! `fast_input`, whose `Tokens` it reads through. Keep it Rust 1.63 compatible.
//!
//! Supported, with proconio's meaning:
//! - `input! { a: T, mut b: T, _: T, ... }` (trailing comma optional) for any `T: FromStr`
//!   (`u64`, `i64`, `usize`, `String`, `char`, ...), the markers `marker::{Chars, Bytes, Usize1,
//!   Isize1}`, arrays `[T; n]` and `[T]` (the length first) and tuples `(T, U, ...)`. Inside an
//!   array or a tuple, each kind must be one token: a type or marker by its name (import markers
//!   with `use proconio::marker::Usize1`), or a nested array or tuple.
//! - `input! { from src, ... }` with the same items, where `src` is a `fast_input::Tokens` or a
//!   `&mut` to one (proconio takes any of its `Source`s there; the library makes `Tokens` one).
//! - `is_stdin_empty()`: true iff only whitespace is left before the end of input;
//!   `input_once!`: the same as `input!` here (proconio's reads all of stdin first; the values
//!   read are the same).
//!
//! Like proconio's `input!`, tokens are separated by any Unicode whitespace, and a missing token,
//! a token that does not parse and input that is not UTF-8 panic with a message saying so.
//!
//! Sections: the lines between `// bundle-if: NAME` and `// bundle-end` go into a bundle only when
//! the binary needs NAME: `stdin` (`input!` without `from`, `is_stdin_empty()`), `input_once`,
//! `marker` and each marker by its name, the forms `mut`, `tuple` and `len_first` (`[T]`), and
//! `readable` (the `Readable` trait, for markers and stdin) and `long_kind` (a kind of several
//! tokens, such as `marker::Chars`, or a `mut` pattern); `// bundle-if: !NAME` when it does not need
//! NAME.

// bundle-if: readable
#![allow(dead_code, unused_macros, unused_imports)]
// bundle-end

use super::fast_input::Tokens;
// bundle-if: readable
use std::str::FromStr;
// bundle-end

// bundle-if: !readable
/// The next token of `s` as `T` (the common form: no marker, no stdin). The tool's tests compile
/// every section at once and use the `Readable` one: hence `cfg(not(test))`, which the bundler
/// drops.
///
/// # Panics
/// At the end of input, or if the token does not parse (naming the token and `T`).
#[cfg(not(test))]
pub fn read<T: std::str::FromStr>(s: &mut Tokens) -> T {
    let t = s.next_token().expect("input!: end of input");
    let e = || {
        panic!(
            "input!: cannot parse `{}` as {}",
            t,
            std::any::type_name::<T>()
        )
    };
    t.parse().ok().unwrap_or_else(e)
}
// bundle-end

// bundle-if: readable
/// A kind `input!` can read: its value from one token.
pub trait Readable {
    type Output;
    fn read(t: &str) -> Self::Output;
}

impl<T: FromStr> Readable for T {
    type Output = T;
    fn read(t: &str) -> T {
        let e = || {
            panic!(
                "input!: cannot parse `{}` as {}",
                t,
                std::any::type_name::<T>()
            )
        };
        t.parse().ok().unwrap_or_else(e)
    }
}

/// The next token of `s` as `R`.
///
/// # Panics
/// At the end of input, or if the token does not parse.
pub fn read<R: Readable>(s: &mut Tokens) -> R::Output {
    R::read(s.next_token().expect("input!: end of input"))
}
// bundle-end

// bundle-if: stdin
thread_local!(static STDIN: std::cell::RefCell<Tokens> = std::cell::RefCell::new(Tokens::stdin()));

/// The next token of stdin as `R`.
pub fn read_stdin<R: Readable>() -> R::Output {
    STDIN.with(|s| read::<R>(&mut s.borrow_mut()))
}

/// True iff only whitespace is left on stdin (reads further to find out).
pub fn is_stdin_empty() -> bool {
    STDIN.with(|s| s.borrow_mut().is_empty())
}
// bundle-end

// bundle-if: marker
/// Markers with proconio's meaning.
pub mod marker {
    use super::Readable;
    // bundle-if: Chars
    /// A token as `Vec<char>`.
    pub enum Chars {}
    impl Readable for Chars {
        type Output = Vec<char>;
        fn read(t: &str) -> Vec<char> {
            t.chars().collect()
        }
    }
    // bundle-end
    // bundle-if: Bytes
    /// A token as `Vec<u8>`.
    pub enum Bytes {}
    impl Readable for Bytes {
        type Output = Vec<u8>;
        fn read(t: &str) -> Vec<u8> {
            t.bytes().collect()
        }
    }
    // bundle-end
    // bundle-if: Usize1
    /// A 1-based index read as 0-based `usize`; panics on 0.
    pub enum Usize1 {}
    impl Readable for Usize1 {
        type Output = usize;
        fn read(t: &str) -> usize {
            let v = usize::read(t).checked_sub(1);
            v.expect("attempted to read the value 0 as a Usize1")
        }
    }
    // bundle-end
    // bundle-if: Isize1
    /// A 1-based value read as `isize` minus one; panics on `isize::MIN`.
    pub enum Isize1 {}
    impl Readable for Isize1 {
        type Output = isize;
        fn read(t: &str) -> isize {
            let v = isize::read(t).checked_sub(1);
            v.expect("attempted to read isize::MIN as an Isize1")
        }
    }
    // bundle-end
}
// bundle-end

/// proconio's `input!` for the forms listed in the module docs. Each `name: kind` becomes
/// `let name = <value read>;` in the caller's scope, in order, so later lengths may use earlier
/// names. Internal rules start with `@` and carry the reading function as one token tree:
/// `[read(s)]` for the `from` source `s`, `[read_stdin()]` for stdin.
macro_rules! input {
    (from $s:expr, $($r:tt)*) => {
        let mut s = $s;
        let s: &mut $crate::fast_input::Tokens = std::borrow::BorrowMut::borrow_mut(&mut s);
        $crate::proconio_lite::input!(@ [read(s)] $($r)*);
    };
    // Items `pattern: kind`, separated by commas. When every pattern and kind is one token (`u64`,
    // `[u64; n]`, `(u64, u64)`), all at once; else one item at a time, a `mut` pattern or a kind
    // of several tokens (`marker::Chars`) token by token (`@k`).
    (@ $f:tt $($v:tt : $k:tt),* $(,)?) => {
        $(let $v = $crate::proconio_lite::input!(@v $f $k);)*
    };
    // bundle-if: mut
    (@ $f:tt mut $v:ident : $($r:tt)*) => {
        $crate::proconio_lite::input!(@k $f [mut $v] [] $($r)*);
    };
    // bundle-end
    // bundle-if: long_kind
    (@ $f:tt $v:tt : $($r:tt)*) => {
        $crate::proconio_lite::input!(@k $f [$v] [] $($r)*);
    };
    // The kind's tokens, up to the next comma.
    (@k $f:tt [$($p:tt)*] [$($k:tt)*] $(, $($r:tt)*)?) => {
        let $($p)* = $crate::proconio_lite::input!(@v $f $($k)*);
        $crate::proconio_lite::input!(@ $f $($($r)*)?);
    };
    (@k $f:tt $p:tt [$($k:tt)*] $t:tt $($r:tt)*) => {
        $crate::proconio_lite::input!(@k $f $p [$($k)* $t] $($r)*);
    };
    // bundle-end
    // A value: array with its length, array with the length first, tuple, one token.
    (@v $f:tt [$k:tt ; $n:expr]) => {
        (0..$n).map(|_| $crate::proconio_lite::input!(@v $f $k)).collect::<Vec<_>>()
    };
    // bundle-if: len_first
    (@v $f:tt [$k:tt]) => {{
        let n = $crate::proconio_lite::input!(@v $f usize);
        (0..n).map(|_| $crate::proconio_lite::input!(@v $f $k)).collect::<Vec<_>>()
    }};
    // bundle-end
    // bundle-if: tuple
    (@v $f:tt ($($k:tt),* $(,)?)) => {
        ($($crate::proconio_lite::input!(@v $f $k),)*)
    };
    // bundle-end
    (@v [$g:ident($($a:tt)*)] $k:ty) => {
        $crate::proconio_lite::$g::<$k>($($a)*)
    };
    // bundle-if: stdin
    ($($r:tt)*) => {
        $crate::proconio_lite::input!(@ [read_stdin()] $($r)*);
    };
    // bundle-end
}
pub(crate) use input;

// bundle-if: input_once
/// proconio's `input_once!`, which reads all of stdin at the first call: here `input!`.
macro_rules! input_once {
    ($($r:tt)*) => {
        $crate::proconio_lite::input!($($r)*);
    };
}
pub(crate) use input_once;
// bundle-end

#[cfg(test)]
mod tests {
    use super::marker::{Bytes, Chars, Isize1, Usize1};
    use super::Tokens;
    use proconio::source::line::LineSource;
    use std::io::BufReader;

    fn tokens(text: &str) -> Tokens {
        Tokens::new(Box::new(std::io::Cursor::new(text.as_bytes().to_vec())))
    }

    /// Every form the binaries may use, read by this stand-in and by the real proconio from the
    /// same text; returns both debug renderings, or `None` for a panic.
    fn both(text: &str) -> (Option<String>, Option<String>) {
        let owned = text.to_string();
        let lite = std::thread::spawn(move || {
            let mut src = tokens(&owned);
            crate::proconio_lite::input! {
                from &mut src,
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
                y: [Bytes; 1],
                z: super::marker::Usize1
            }
            b.push(0);
            let mut out = format!(
                "{:?}{:?}",
                (n, a, b, s, c, d, e, f),
                (g, h, t, v, w, x, y, z)
            );
            while !src.is_empty() {
                crate::proconio_lite::input! { from &mut src, k: usize, row: [String; k], }
                out += &format!("|{} {:?}", k, row);
            }
            out
        })
        .join()
        .ok();
        let owned = text.to_string();
        let real = std::thread::spawn(move || {
            use proconio::marker::{Bytes, Chars, Isize1, Usize1};
            let mut src = LineSource::new(BufReader::new(owned.as_bytes()));
            proconio::input! {
                from &mut src,
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
                y: [Bytes; 1],
                z: proconio::marker::Usize1
            }
            b.push(0);
            let mut out = format!(
                "{:?}{:?}",
                (n, a, b, s, c, d, e, f),
                (g, h, t, v, w, x, y, z)
            );
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

    const BASE: &str = "2\n1 18446744073709551615\n-9223372036854775808 9223372036854775807\nhello\nab\u{e9}c\nxyz\n3 4294967295 -2147483648\n1 2\n3 4\n7 1 q\n3 10 20 30\nab cd\n-5\n% X\n8\n";

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
    fn stdin_forms_read_like_from_forms() {
        // `input!` without `from` goes through the thread's stdin Tokens: replace it for the test.
        let text = "2\n1 2\n-3 4\nab\u{e9} 5 6 7\n1 2\n(x) 9\n2 10 20\n";
        let from_tokens = {
            let src = tokens(text);
            crate::proconio_lite::input! {
                from src,
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
        };
        let owned = text.to_string();
        let from_stdin = std::thread::spawn(move || {
            super::STDIN.with(|s| *s.borrow_mut() = tokens(&owned));
            crate::proconio_lite::input_once! {
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
            assert!(super::is_stdin_empty());
            format!("{:?}", (n, a, b, c, e, h, t, v))
        })
        .join()
        .unwrap();
        assert_eq!(from_tokens, from_stdin);
    }

    #[test]
    #[should_panic(expected = "input!: end of input")]
    fn missing_token_message() {
        let mut src = tokens(" \n");
        crate::proconio_lite::input! { from &mut src, _x: u64 }
    }

    #[test]
    #[should_panic(expected = "input!: cannot parse `-3` as u64")]
    fn parse_error_message() {
        let mut src = tokens("-3\n");
        crate::proconio_lite::input! { from &mut src, _x: u64 }
    }
}
