//! # Fast input: the whitespace-separated tokens of standard input
//!
//! [`Tokens`] reads its input in chunks of 64 KiB into one buffer and hands out the tokens, split
//! exactly as proconio splits them (any Unicode whitespace, `char::is_whitespace`, as
//! `str::split_whitespace`). ASCII is scanned byte by byte (a token of printable ASCII followed
//! by an ASCII blank, the common case, on an inlined path), other chars are decoded and checked;
//! input that is not UTF-8 panics, as it does in proconio. Only the unconsumed part of a token cut
//! by a chunk's end is kept when the next chunk comes in, so memory stays at the buffer plus the
//! longest token even for gigabytes of input. A read returns what is available and a token is
//! handed out as soon as the whitespace after it has arrived, so interactive problems work.
//!
//! **Use with proconio.** With the crate's default feature `proconio-source`, `Tokens` is a
//! proconio `Source`, so proconio's syntax stays:
//! `let mut src = Tokens::stdin(); input! { from &mut src, n: usize, a: [u64; n] }`. proconio's
//! own sources read a line at a time into a `String` (`input!`) or all of stdin into one
//! (`input_once!`) and split with `split_whitespace`. Measured here, each pair in one run of 3 to
//! 5 interleaved repetitions: HDU 3094's largest input (10^7 lines, 110 MB) 0.75–1.04 s and
//! 112 MB with `input_once!`, 0.54–0.70 s and 4.7 MB with this source; HDU 3032 (10^7 numbers on
//! 10 lines, 102 MB) 0.75–1.03 s and 23 MB with `input!`, 0.45–0.60 s and 2 MB with this source.
//! (proconio still parses each token with `FromStr`.) On the 10^6-line inputs of
//! `scripts/bench.sh` the binaries went from 1.3–3.6x the CPU time of the I/O-only baseline to
//! 0.6–1.4x (Library Checker's nim product, T = 10^6: 347 ms -> 184 ms; Luogu P4860: 201 ms ->
//! 80 ms). The single-file bundles use this module as the reader of their proconio stand-in,
//! which also takes `from`.
//!
//! **Complexity.** Linear in the input; memory O(64 KiB + longest token).
//!
//! **Problems.** Every problem binary (through `input! { from &mut src, ... }`) and every bundle's
//! stand-in.
//!
//! **Status:** the tokens equal `str::split_whitespace`'s on 3000 random texts of ASCII, multi-byte
//! and every whitespace char (and look-alikes that are not), with buffers of 1 to 7 bytes and
//! reads of 1 to 6 bytes, and with the 64 KiB buffer read at once; invalid UTF-8 (7 kinds, 4 positions, 5 buffer sizes) panics; a token is
//! handed out without reading past the whitespace after it. proconio's `input!` over `Tokens`
//! reads the same values as over proconio's `LineSource` (test in `proconio_source.rs`), and the
//! stand-in's tests and `scripts/check_bundles.sh` compare it with proconio on every input form.
use std::io::{ErrorKind, Read};

/// Bytes asked for per read.
const CHUNK: usize = 1 << 16;

/// Whitespace-separated tokens of a byte stream, read in chunks (see the module docs).
///
/// # Example
/// ```
/// use cgt::fast_input::Tokens;
/// let mut t = Tokens::new(Box::new("12 ab\n\u{3000}-3".as_bytes()));
/// assert_eq!(t.next_token(), Some("12"));
/// assert_eq!(t.next_bytes(), Some(&b"ab"[..]));
/// assert!(!t.is_empty());
/// assert_eq!(t.next_token(), Some("-3")); // U+3000 is whitespace, as for proconio
/// assert!(t.is_empty());
/// assert_eq!(t.next_token(), None);
/// ```
pub struct Tokens {
    reader: Box<dyn Read>,
    /// `buf[pos..end]` is read and not consumed yet. `buf.len()` is the capacity: it only grows
    /// (doubling) when a single token fills all of it.
    buf: Vec<u8>,
    pos: usize,
    end: usize,
    /// The reader has reported the end of input.
    eof: bool,
}

impl Tokens {
    /// The tokens of standard input.
    ///
    /// # Complexity
    /// O(1); nothing is read before the first token is asked for.
    ///
    /// # Example
    /// ```no_run
    /// let mut src = cgt::fast_input::Tokens::stdin();
    /// let n: usize = src.next_token().unwrap().parse().unwrap();
    /// ```
    pub fn stdin() -> Tokens {
        Tokens::new(Box::new(std::io::stdin()))
    }

    /// The tokens of any reader.
    ///
    /// # Complexity
    /// O(1); allocates the 64 KiB buffer.
    ///
    /// # Example
    /// ```
    /// let mut t = cgt::fast_input::Tokens::new(Box::new(&b" 7 "[..]));
    /// assert_eq!(t.next_token(), Some("7"));
    /// ```
    pub fn new(reader: Box<dyn Read>) -> Tokens {
        Tokens::with_capacity(reader, CHUNK)
    }

    /// Tokens whose buffer starts at `capacity` bytes (the tests use tiny ones).
    fn with_capacity(reader: Box<dyn Read>, capacity: usize) -> Tokens {
        assert!(capacity > 0, "the buffer needs at least one byte");
        Tokens {
            reader,
            buf: vec![0; capacity],
            pos: 0,
            end: 0,
            eof: false,
        }
    }

    /// Reads more input after `buf[pos..end]`, which is moved to the front first. Returns false
    /// (and reads nothing) at the end of input.
    #[inline(never)]
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
        // ASCII here (inlined into the callers, where `space` is a constant), the rest in
        // `scan_slow`. One comparison per byte in the common case: a blank while skipping
        // whitespace, a printable ASCII char or DEL (0x21..=0x7F) inside a token.
        let buf = &self.buf[..self.end];
        while i < buf.len() {
            let b = buf[i];
            let common = if space {
                is_ascii_space(b)
            } else {
                b.wrapping_sub(0x21) < 0x5f
            };
            if !common {
                if b >= 0x80 {
                    return self.scan_slow(i, space);
                }
                if is_ascii_space(b) != space {
                    return Ok(i);
                }
                // An ASCII control char inside a token: part of it.
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
    #[inline]
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

    /// The bytes of the next token (valid UTF-8: every char was checked on the way), or `None`
    /// when only whitespace is left.
    ///
    /// # Panics
    /// If the input is not UTF-8 (where the scan meets the bad bytes), or a read fails.
    ///
    /// # Complexity
    /// Amortised O(token length + whitespace before it).
    ///
    /// # Example
    /// ```
    /// let mut t = cgt::fast_input::Tokens::new(Box::new("\t\u{e9}t\u{e9} ".as_bytes()));
    /// assert_eq!(t.next_bytes(), Some("\u{e9}t\u{e9}".as_bytes()));
    /// ```
    #[inline]
    pub fn next_bytes(&mut self) -> Option<&[u8]> {
        // The common case inline: ASCII blanks, then printable ASCII (0x21..=0x7F) up to an ASCII
        // blank, all inside the bytes already read. Anything else (a chunk's end, other chars,
        // the end of input) takes the general path, from where this one started.
        let buf = &self.buf[..self.end];
        let mut i = self.pos;
        while i < buf.len() && is_ascii_space(buf[i]) {
            i += 1;
        }
        let start = i;
        while i < buf.len() && buf[i].wrapping_sub(0x21) < 0x5f {
            i += 1;
        }
        if start < i && i < buf.len() && is_ascii_space(buf[i]) {
            self.pos = i;
            return Some(&self.buf[start..i]);
        }
        self.next_bytes_general()
    }

    /// [`Tokens::next_bytes`] for any input.
    #[inline(never)]
    fn next_bytes_general(&mut self) -> Option<&[u8]> {
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

    /// The next token as `&str`, or `None` when only whitespace is left.
    ///
    /// # Panics
    /// As [`Tokens::next_bytes`].
    ///
    /// # Complexity
    /// As [`Tokens::next_bytes`], plus a UTF-8 check of the token.
    ///
    /// # Example
    /// ```
    /// let mut t = cgt::fast_input::Tokens::new(Box::new(&b"a  b"[..]));
    /// assert_eq!(t.next_token(), Some("a"));
    /// ```
    #[inline]
    pub fn next_token(&mut self) -> Option<&str> {
        // SAFETY: `next_bytes` returns whole chars only, each checked: ASCII bytes by `scan`,
        // every other char by `decode` (`str::from_utf8`), which panics on anything else. (An
        // out-of-line `from_utf8` per token took a sixth of HDU 3094's time.)
        self.next_bytes()
            .map(|b| unsafe { std::str::from_utf8_unchecked(b) })
    }

    /// True iff only whitespace is left (reads on to find out).
    ///
    /// # Panics
    /// As [`Tokens::next_bytes`].
    ///
    /// # Complexity
    /// Amortised O(whitespace skipped).
    ///
    /// # Example
    /// ```
    /// let mut t = cgt::fast_input::Tokens::new(Box::new(&b"1 \n\n"[..]));
    /// assert!(!t.is_empty());
    /// t.next_token();
    /// assert!(t.is_empty());
    /// ```
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

#[cfg(test)]
mod tests {
    use super::{Tokens, CHUNK};

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
        let mut s = Tokens::new(Box::new(OneLine(b"5 6\n".to_vec())));
        assert_eq!(s.next_token(), Some("5"));
        assert_eq!(s.next_token(), Some("6"));
        let mut s = Tokens::with_capacity(Box::new(OneLine(b"78 9\n".to_vec())), 1);
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

    fn source(data: &[u8], capacity: usize, sizes: &[usize]) -> Tokens {
        let reader = Pieces {
            data: data.to_vec(),
            at: 0,
            sizes: sizes.to_vec(),
            turn: 0,
        };
        Tokens::with_capacity(Box::new(reader), capacity)
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
            let want: Vec<&str> = text.split_whitespace().collect();
            // Tiny buffers (tokens cut by chunk ends: the general path), and the real one read
            // at once (the inline path wherever a token and the blank after it are ASCII).
            for (cap, sz) in [(capacity, sizes.clone()), (CHUNK, vec![CHUNK])] {
                let mut s = source(text.as_bytes(), cap, &sz);
                for (k, w) in want.iter().enumerate() {
                    // Only every other token checks is_empty first: next_token must also work
                    // on its own.
                    if k % 2 == 0 {
                        assert!(!s.is_empty(), "{:?}: empty before token {}", text, k);
                    }
                    assert_eq!(s.next_token(), Some(*w), "{:?} token {}", text, k);
                }
                assert!(s.is_empty(), "{:?}: not empty at the end", text);
                assert_eq!(s.next_token(), None, "{:?}", text);
            }
            let mut s = source(text.as_bytes(), capacity, &sizes);
            while s.next_token().is_some() {}
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
}
