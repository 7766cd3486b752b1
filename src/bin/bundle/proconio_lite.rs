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
//! Reading: stdin is read in chunks of 64 KiB into one buffer and scanned byte by byte (ASCII
//! directly, other chars decoded); only the unconsumed part of a token cut by the end of a chunk
//! is kept when the next chunk comes in, so memory stays at the buffer plus the longest token even
//! for gigabytes of input. A read returns what is available, and a token is handed out as soon as
//! the whitespace after it has arrived, so interactive problems work as with proconio.

#![allow(dead_code, unused_macros, unused_imports)]

use std::any::Any;
use std::cell::RefCell;
use std::fmt::Debug;
use std::io::{ErrorKind, Read};
use std::str::FromStr;

/// Bytes asked for per read.
const CHUNK: usize = 1 << 16;

/// Whitespace-separated tokens of a byte stream.
pub struct Source {
    reader: Box<dyn Read>,
    /// `buf[pos..end]` is read and not consumed yet. `buf.len()` is the capacity: it only grows
    /// (doubling) when a single token fills all of it.
    buf: Vec<u8>,
    pos: usize,
    end: usize,
    /// The reader has reported the end of input.
    eof: bool,
}

impl Source {
    pub fn new(reader: Box<dyn Read>) -> Source {
        Source::with_capacity(reader, CHUNK)
    }

    /// A source whose buffer starts at `capacity` bytes (the tests use tiny ones).
    fn with_capacity(reader: Box<dyn Read>, capacity: usize) -> Source {
        assert!(capacity > 0, "the buffer needs at least one byte");
        Source {
            reader,
            buf: vec![0; capacity],
            pos: 0,
            end: 0,
            eof: false,
        }
    }

    /// Reads more input after `buf[pos..end]`, which is moved to the front first. Returns false
    /// (and reads nothing) at the end of input.
    fn fill(&mut self) -> bool {
        if self.eof {
            return false;
        }
        self.buf.copy_within(self.pos..self.end, 0);
        self.end -= self.pos;
        self.pos = 0;
        if self.end == self.buf.len() {
            let doubled = 2 * self.buf.len();
            self.buf.resize(doubled, 0);
        }
        loop {
            match self.reader.read(&mut self.buf[self.end..]) {
                Ok(0) => {
                    self.eof = true;
                    return false;
                }
                Ok(n) => {
                    self.end += n;
                    return true;
                }
                Err(e) if e.kind() == ErrorKind::Interrupted => {}
                Err(e) => panic!("failed to read the input: {}", e),
            }
        }
    }

    /// Moves from `buf[i]` over the chars whose `is_whitespace()` equals `space`. Returns
    /// `Ok(index)` of the first other char, or `Err(index)` where the bytes read so far ran out
    /// (`end`, or the start of a char cut by `end`).
    #[inline]
    fn scan(&self, mut i: usize, space: bool) -> Result<usize, usize> {
        // ASCII here (inlined into the callers), the rest in `scan_slow`.
        while i < self.end {
            let b = self.buf[i];
            if b >= 0x80 {
                return self.scan_slow(i, space);
            }
            if is_ascii_space(b) != space {
                return Ok(i);
            }
            i += 1;
        }
        Err(i)
    }

    /// `scan` from any byte on.
    #[inline(never)]
    fn scan_slow(&self, mut i: usize, space: bool) -> Result<usize, usize> {
        while i < self.end {
            let b = self.buf[i];
            let (is_space, len) = if b < 0x80 {
                (is_ascii_space(b), 1)
            } else {
                match decode(&self.buf[i..self.end], self.eof) {
                    Some(c) => (c.is_whitespace(), c.len_utf8()),
                    None => return Err(i),
                }
            };
            if is_space != space {
                return Ok(i);
            }
            i += len;
        }
        Err(i)
    }

    /// Skips whitespace, reading more while needed. Returns false at the end of input.
    fn prepare(&mut self) -> bool {
        loop {
            match self.scan(self.pos, true) {
                Ok(i) => {
                    self.pos = i;
                    return true;
                }
                Err(i) => {
                    self.pos = i;
                    // At the end of input a cut char is left to `scan`, which then rejects it.
                    if !self.fill() && self.pos == self.end {
                        return false;
                    }
                }
            }
        }
    }

    /// The bytes of the next token (UTF-8: `scan` has checked every char), or `None` at the end
    /// of input.
    pub fn next_bytes(&mut self) -> Option<&[u8]> {
        if !self.prepare() {
            return None;
        }
        // The token is `buf[pos..pos + len]`; `fill` keeps it (moved to the front) while more of
        // it is read.
        let mut len = 0;
        loop {
            match self.scan(self.pos + len, false) {
                Ok(i) => {
                    len = i - self.pos;
                    break;
                }
                Err(i) => {
                    len = i - self.pos;
                    if !self.fill() && self.pos + len == self.end {
                        break;
                    }
                }
            }
        }
        let token = &self.buf[self.pos..self.pos + len];
        self.pos += len;
        Some(token)
    }

    /// The next token, or `None` at the end of input (for the tests).
    #[cfg(test)]
    pub fn next_token(&mut self) -> Option<&str> {
        self.next_bytes().map(as_str)
    }

    /// True iff only whitespace is left.
    pub fn is_empty(&mut self) -> bool {
        !self.prepare()
    }
}

/// The ASCII chars with `char::is_whitespace`: '\t' '\n' '\x0B' '\x0C' '\r' ' ' (note that
/// `u8::is_ascii_whitespace` leaves out '\x0B').
fn is_ascii_space(b: u8) -> bool {
    b == b' ' || (b'\t'..=b'\r').contains(&b)
}

/// The char that starts with the non-ASCII byte `bytes[0]`, or `None` if `bytes` ends inside it
/// and the input goes on (`eof` false).
///
/// # Panics
/// If the bytes are not UTF-8 (proconio, which reads lines into `String`s, fails as well).
fn decode(bytes: &[u8], eof: bool) -> Option<char> {
    // The length that the first byte announces; 1 for a byte that cannot start a char, which
    // `from_utf8` then rejects.
    let len = match bytes[0] {
        0xC2..=0xDF => 2,
        0xE0..=0xEF => 3,
        0xF0..=0xF4 => 4,
        _ => 1,
    };
    if bytes.len() < len && !eof {
        return None;
    }
    match std::str::from_utf8(&bytes[..len.min(bytes.len())]) {
        Ok(s) => s.chars().next(),
        Err(_) => panic!("failed to read the input: it is not valid UTF-8"),
    }
}

thread_local! {
    static STDIN: RefCell<Source> = RefCell::new(Source::new(Box::new(std::io::stdin())));
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
    STDIN.with(|s| {
        let mut s = s.borrow_mut();
        let token = s
            .next_bytes()
            .expect("failed to get the next token; maybe reader reached an end of input");
        R::read(token)
    })
}

/// True iff only whitespace is left on stdin (reads further to find out).
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
    fn answers_without_reading_ahead() {
        // A token is handed out once the whitespace after it has been read: a reader that fails
        // when asked for more than the first line shows that nothing else was waited for.
        struct OneLine(Vec<u8>);
        impl std::io::Read for OneLine {
            fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
                assert!(!self.0.is_empty(), "read past the first line");
                let n = out.len().min(self.0.len());
                out[..n].copy_from_slice(&self.0[..n]);
                self.0.drain(..n);
                Ok(n)
            }
        }
        let mut s = super::Source::new(Box::new(OneLine(b"5 6\n".to_vec())));
        assert_eq!(s.next_token(), Some("5"));
        assert_eq!(s.next_token(), Some("6"));
        let mut s = super::Source::with_capacity(Box::new(OneLine(b"78 9\n".to_vec())), 1);
        assert_eq!(s.next_token(), Some("78"));
        assert_eq!(s.next_token(), Some("9"));
    }

    /// Hands out its bytes in pieces of the given sizes (cycled), as a pipe may.
    struct Pieces {
        data: Vec<u8>,
        at: usize,
        sizes: Vec<usize>,
        turn: usize,
    }

    impl std::io::Read for Pieces {
        fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
            let size = self.sizes[self.turn % self.sizes.len()];
            self.turn += 1;
            let n = size.min(out.len()).min(self.data.len() - self.at);
            out[..n].copy_from_slice(&self.data[self.at..self.at + n]);
            self.at += n;
            Ok(n)
        }
    }

    fn source(data: &[u8], capacity: usize, sizes: &[usize]) -> super::Source {
        let reader = Pieces {
            data: data.to_vec(),
            at: 0,
            sizes: sizes.to_vec(),
            turn: 0,
        };
        super::Source::with_capacity(Box::new(reader), capacity)
    }

    /// ASCII letters and control chars, multi-byte letters, every whitespace char of
    /// `char::is_whitespace` and look-alikes that are not whitespace (U+200B, U+180E, U+FEFF).
    const ALPHABET: [char; 36] = [
        'a',
        'Z',
        '7',
        '-',
        '\0',
        '\u{1c}',
        '\u{7f}',
        '\u{e9}',
        '\u{4e2d}',
        '\u{1f600}',
        '\u{200b}',
        '\u{180e}',
        '\u{feff}',
        ' ',
        '\t',
        '\n',
        '\u{b}',
        '\u{c}',
        '\r',
        '\u{85}',
        '\u{a0}',
        '\u{1680}',
        '\u{2000}',
        '\u{2005}',
        '\u{200a}',
        '\u{2028}',
        '\u{2029}',
        '\u{202f}',
        '\u{205f}',
        '\u{3000}',
        'x',
        'y',
        'z',
        '\u{3b1}',
        ' ',
        '\n',
    ];

    #[test]
    fn same_tokens_as_split_whitespace_with_tiny_buffers() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = |m: usize| {
            // xorshift64
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % m as u64) as usize
        };
        for round in 0..3000 {
            let len = next(40);
            // Some rounds have few whitespace chars, hence long tokens.
            let letters_only = round % 5 == 0;
            let text: String = (0..len)
                .map(|_| {
                    let c = ALPHABET[next(ALPHABET.len())];
                    if letters_only && c.is_whitespace() && next(4) != 0 {
                        'q'
                    } else {
                        c
                    }
                })
                .collect();
            let capacity = 1 + round % 7;
            let sizes: Vec<usize> = (0..3).map(|_| 1 + next(6)).collect();
            let mut s = source(text.as_bytes(), capacity, &sizes);
            let want: Vec<&str> = text.split_whitespace().collect();
            for (k, w) in want.iter().enumerate() {
                assert!(!s.is_empty(), "{:?}: empty before token {}", text, k);
                assert_eq!(s.next_token(), Some(*w), "{:?} token {}", text, k);
            }
            assert!(s.is_empty(), "{:?}: not empty at the end", text);
            assert_eq!(s.next_token(), None, "{:?}", text);
            // The buffer grows only for a long token (plus a cut char after it).
            let longest = want.iter().map(|w| w.len()).max().unwrap_or(0);
            assert!(
                s.buf.len() <= capacity.max(2 * (longest + 3)),
                "{:?}: buffer of {} bytes",
                text,
                s.buf.len()
            );
        }
    }

    #[test]
    fn rejects_invalid_utf8_in_every_position() {
        let bad: [&[u8]; 7] = [
            b"\xff",
            b"\x80",
            b"\xc3",             // cut at the end of input
            b"\xe3\x80",         // cut at the end of input
            b"\xc0\xa0",         // overlong
            b"\xed\xa0\x80",     // surrogate
            b"\xf4\x90\x80\x80", // above U+10FFFF
        ];
        for b in &bad {
            for (before, after) in [("", ""), ("ab", ""), (" ", " x"), ("a", "b ")] {
                let mut data = before.as_bytes().to_vec();
                data.extend_from_slice(b);
                data.extend_from_slice(after.as_bytes());
                for capacity in 1..6 {
                    let r = std::panic::catch_unwind(|| {
                        let mut s = source(&data, capacity, &[1, 3]);
                        while s.next_token().is_some() {}
                    });
                    let e = r.expect_err(&format!("accepted {:?}", data));
                    let msg = e.downcast_ref::<&str>().copied().unwrap_or_default();
                    assert!(msg.contains("not valid UTF-8"), "{:?}: {}", data, msg);
                }
            }
        }
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
