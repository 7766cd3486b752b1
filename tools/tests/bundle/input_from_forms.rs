//! Fixture for scripts/check_bundles.sh: `input_forms.rs` read the way the problem binaries read,
//! through the library's `fast_input::Tokens` (`input! { from &mut src, ... }`, `src.is_empty()`).
//! The check runs it built with the real proconio and the library, and bundled with the stand-in
//! (Rust 1.63 and stable), and requires the results of `input_forms.rs` built with the real
//! proconio (its own line source) on every `*.in` here.
use cgt::fast_input::Tokens;
use proconio::input;
use proconio::marker::{Bytes, Chars, Usize1};
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! {
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
    }
    b.reverse();
    writeln!(
        out,
        "{} {:?} {:?} {} {:?} {:?} {} {} {}",
        n, a, b, s, c, d, e, f, g
    )
    .unwrap();
    input! { from &mut src, h: [[u32; 2]; n], t: (u64, Usize1, Chars), v: [usize], w: [Chars; 2], x: proconio::marker::Isize1 }
    writeln!(out, "{:?} {:?} {:?} {:?} {}", h, t, v, w, x).unwrap();
    proconio::input! { from &mut src, _skip: char, y: [Bytes; 1] }
    writeln!(out, "{:?}", y).unwrap();
    // Cases until end of file, like poj-2234.
    while !src.is_empty() {
        input! { from &mut src, k: usize, row: [String; k] }
        writeln!(out, "{} {:?}", k, row).unwrap();
    }
}
