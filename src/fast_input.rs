//! # Whitespace-separated tokens of stdin, streamed
//!
//! - **Method:** 64 KiB reads, cut after the last ASCII blank; split like `split_whitespace`
//!   (printable ASCII scanned eight bytes at a time).
//! - **Complexity:** linear; memory O(64 KiB + longest token).
//! - **Problems:** every binary and bundle.
//! - **Status:** = `split_whitespace` on 3000 random texts in 1- to 6-byte reads; long tokens.
//!
//! Each read is cut after its last ASCII blank: the text before the cut is checked as UTF-8 once
//! and split, the bytes after it (the start of a token, never a cut char: UTF-8 sequences hold no
//! ASCII bytes) wait for the next read. So a token is handed out as soon as the blank after it
//! has arrived and interactive problems work. Tokens are split at any Unicode whitespace, as
//! proconio splits them; input that is not UTF-8 panics like proconio's, wherever it is. With the
//! default feature `proconio-source`, `Tokens` is a proconio `Source`:
//! `let mut src = Tokens::stdin(); input! { from &mut src, n: usize, a: [u64; n] }`. The bundles'
//! stand-in for proconio reads through it too.
use std::io::{ErrorKind, Read};

/// Whitespace-separated tokens of a byte stream, read in chunks (see the module docs).
///
/// # Example
/// ```
/// use cgt::fast_input::Tokens;
/// let mut t = Tokens::new(Box::new("12 ab\n\u{3000}-3".as_bytes()));
/// assert_eq!(t.next_token(), Some("12"));
/// assert_eq!(t.next_token(), Some("ab"));
/// assert!(!t.is_empty());
/// assert_eq!(t.next_token(), Some("-3")); // U+3000 is whitespace, as for proconio
/// assert!(t.is_empty());
/// assert_eq!(t.next_token(), None);
/// ```
pub struct Tokens {
    reader: Box<dyn Read>,
    /// Complete text: it ends with an ASCII blank, or at the end of input. `text[pos..]` is unread.
    text: String,
    pos: usize,
    /// Bytes read after `text`: the start of a token.
    rest: Vec<u8>,
}

impl Tokens {
    /// The tokens of standard input.
    ///
    /// # Complexity
    /// O(1); nothing is read before the first token is asked for.
    pub fn stdin() -> Tokens {
        Tokens::new(Box::new(std::io::stdin()))
    }

    /// The tokens of any reader.
    ///
    /// # Complexity
    /// O(1).
    pub fn new(reader: Box<dyn Read>) -> Tokens {
        Tokens {
            reader,
            text: String::new(),
            pos: 0,
            rest: Vec::new(),
        }
    }

    /// The next token, or `None` when only whitespace is left.
    ///
    /// # Panics
    /// If the input is not UTF-8 (in the chunk that holds the bad bytes), or a read fails.
    ///
    /// # Complexity
    /// Amortised O(token length + whitespace before it).
    #[inline]
    pub fn next_token(&mut self) -> Option<&str> {
        // Inline: ASCII blanks, then printable ASCII up to a blank. Anything else (control chars,
        // multi-byte chars, which may be whitespace, the end of the text) goes the general way.
        let (b, mut i) = (self.text.as_bytes(), self.pos);
        while i < b.len() && blank(b[i]) {
            i += 1;
        }
        let s = i;
        // Eight bytes at a time: the high bit of each byte below 0x21 or from 0x80 on (exact up
        // to the first: a borrow only leaves a byte below 0x21).
        while let Some(w) = b.get(i..i + 8) {
            let w = u64::from_le_bytes(w.try_into().expect("eight bytes"));
            let stop = (w.wrapping_sub(0x2121_2121_2121_2121) & !w | w) & 0x8080_8080_8080_8080;
            if stop != 0 {
                i += stop.trailing_zeros() as usize / 8;
                break;
            }
            i += 8;
        }
        while i < b.len() && b[i].wrapping_sub(0x21) < 0x5f {
            i += 1;
        }
        if s == i || i == b.len() || !blank(b[i]) {
            return self.next_any();
        }
        self.pos = i;
        Some(&self.text[s..i])
    }

    /// [`Tokens::next_token`] for any text (reads on when the text is used up).
    #[inline(never)]
    fn next_any(&mut self) -> Option<&str> {
        if self.is_empty() {
            return None;
        }
        let s = self.pos;
        self.pos = self.text[s..]
            .find(char::is_whitespace)
            .map_or(self.text.len(), |i| s + i);
        Some(&self.text[s..self.pos])
    }

    /// True iff only whitespace is left (reads on to find out).
    ///
    /// # Panics
    /// As [`Tokens::next_token`].
    ///
    /// # Complexity
    /// Amortised O(whitespace skipped + bytes read).
    pub fn is_empty(&mut self) -> bool {
        loop {
            self.pos = self.text.len() - self.text[self.pos..].trim_start().len();
            if self.pos < self.text.len() {
                return false;
            }
            // Read into the consumed text's buffer, after the kept bytes (the start of a token),
            // until a read brings a blank or the input ends. The first read takes up to twice
            // the old text (4 to 64 KiB), so that growing the buffer zeroes few bytes even when
            // reads come in small pieces; each further one for the same token twice as much (to
            // 64 KiB), the buffer growing in place: a long token is never copied again.
            let (mut buf, mut n) = (std::mem::take(&mut self.text).into_bytes(), self.rest.len());
            let mut want = (2 * buf.len()).clamp(1 << 12, 1 << 16);
            buf.resize(n + want, 0);
            buf[..n].copy_from_slice(&self.rest);
            self.pos = 0;
            let cut = loop {
                let got = loop {
                    match self.reader.read(&mut buf[n..]) {
                        Err(e) if e.kind() == ErrorKind::Interrupted => {}
                        r => break r.expect("cannot read the input"),
                    }
                };
                buf.truncate(n + got);
                // At the end of input all of it is complete; else up to the last blank read.
                match buf[n..].iter().rposition(|&c| blank(c)) {
                    _ if got == 0 => break n,
                    Some(j) => break n + j + 1,
                    None => {}
                }
                (n, want) = (buf.len(), (2 * want).min(1 << 16));
                buf.resize(n + want, 0);
            };
            if buf.is_empty() {
                return true;
            }
            self.rest = buf.split_off(cut);
            self.text = String::from_utf8(buf).expect("the input is not valid UTF-8");
        }
    }
}

/// The ASCII chars with `char::is_whitespace` (`u8::is_ascii_whitespace` leaves out '\x0B').
fn blank(c: u8) -> bool {
    matches!(c, b' ' | b'\t'..=b'\r')
}

#[cfg(test)]
mod tests {
    use super::Tokens;
    use crate::rng::XorShift;

    #[test]
    fn answers_without_reading_ahead() {
        // A token is handed out once the blank after it has been read: a reader that fails when
        // asked for more than the first line shows that nothing else was waited for.
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
        let mut s = Tokens::new(Box::new(OneLine(b"78 9\n".to_vec())));
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

    fn source(data: &[u8], sizes: &[usize]) -> Tokens {
        let (data, sizes) = (data.to_vec(), sizes.to_vec());
        Tokens::new(Box::new(Pieces {
            data,
            at: 0,
            sizes,
            turn: 0,
        }))
    }

    /// ASCII letters and control chars, multi-byte letters, every whitespace char of
    /// `char::is_whitespace` and look-alikes that are not whitespace (U+200B, U+180E, U+FEFF).
    const ALPHABET: &str = "aZ7-!~\u{80}\u{a1}\0\u{1c}\u{7f}\u{e9}\u{4e2d}\u{1f600}\u{200b}\u{180e}\u{feff} \t\n\u{b}\u{c}\r\u{85}\u{a0}\u{1680}\u{2000}\u{2005}\u{200a}\u{2028}\u{2029}\u{202f}\u{205f}\u{3000}xyz\u{3b1} \n";

    #[test]
    fn same_tokens_as_split_whitespace_read_in_pieces() {
        let alphabet: Vec<char> = ALPHABET.chars().collect();
        let mut rng = XorShift::new(7);
        for round in 0..3000 {
            let len = rng.below(40) as usize;
            // Some rounds have few whitespace chars, hence long tokens.
            let letters_only = round % 5 == 0;
            let text: String = (0..len)
                .map(|_| {
                    let c = alphabet[rng.below(alphabet.len() as u64) as usize];
                    if letters_only && c.is_whitespace() && rng.below(4) != 0 {
                        'q'
                    } else {
                        c
                    }
                })
                .collect();
            let sizes: Vec<usize> = (0..3).map(|_| 1 + rng.below(6) as usize).collect();
            let want: Vec<&str> = text.split_whitespace().collect();
            // Pieces of 1 to 6 bytes per read (tokens cut everywhere), and all at once.
            for sizes in [sizes, vec![1 << 16]] {
                let mut s = source(text.as_bytes(), &sizes);
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
        }
    }

    #[test]
    fn rejects_invalid_utf8_in_every_position() {
        // The expected panics, silently.
        let hook = std::panic::take_hook();
        std::panic::set_hook(Box::new(|_| {}));
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
                for piece in 1..6 {
                    let r = std::panic::catch_unwind(|| {
                        let mut s = source(&data, &[piece, 3]);
                        while s.next_token().is_some() {}
                    });
                    let e = r.expect_err(&format!("accepted {:?}", data));
                    let msg = match e.downcast_ref::<String>() {
                        Some(s) => s.as_str(),
                        None => e.downcast_ref::<&str>().copied().unwrap_or_default(),
                    };
                    assert!(msg.contains("not valid UTF-8"), "{:?}: {}", data, msg);
                }
            }
        }
        std::panic::set_hook(hook);
    }

    /// A token of 4·10^6 bytes (a string in one line), then two short ones: read whole, with
    /// the buffer offered to the reader growing to 64 KiB while the token lasts (62 reads of it
    /// and a few more, where reads of 4 KiB that each copied the token so far again took about
    /// 980 and quadratic time).
    #[test]
    fn a_long_token_is_read_in_growing_pieces() {
        struct Counted(Vec<u8>, usize, std::rc::Rc<std::cell::Cell<usize>>);
        impl std::io::Read for Counted {
            fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
                self.2.set(self.2.get() + 1);
                let n = out.len().min(self.0.len() - self.1);
                out[..n].copy_from_slice(&self.0[self.1..self.1 + n]);
                self.1 += n;
                Ok(n)
            }
        }
        let len = 4_000_000;
        let mut data = vec![b'a'; len];
        data.extend_from_slice(b"\nxy 7\n");
        let reads = std::rc::Rc::new(std::cell::Cell::new(0));
        let mut t = Tokens::new(Box::new(Counted(data, 0, reads.clone())));
        assert_eq!(t.next_token().map(str::len), Some(len));
        assert_eq!(t.next_token(), Some("xy"));
        assert_eq!(t.next_token(), Some("7"));
        assert_eq!(t.next_token(), None);
        assert!(reads.get() <= len / 65536 + 8, "{} reads", reads.get());
    }
}
