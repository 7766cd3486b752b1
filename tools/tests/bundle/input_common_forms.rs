//! Fixture for scripts/check_bundles.sh: the common form only (`input! { from &mut src, ... }`
//! with scalars, `_` and arrays with their length, no marker), which a bundle reads without the
//! stand-in's `Readable` trait. It reads the token stream of `input_forms.rs` (markers read as
//! their plain types) and must give the same output and exit status built with the real proconio
//! and the library as bundled (1.63 and stable), on every `*.in` here.
use cgt::fast_input::Tokens;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut src = Tokens::stdin();
    input! { from &mut src, n: usize, a: [u64; n], b: [i64; n], s: String, c: String, d: String }
    input! { from &mut src, e: usize, f: u32, g: i32, h: [[u32; 2]; n], t0: u64, t1: usize }
    writeln!(
        out,
        "{} {:?} {:?} {} {} {} {} {} {}",
        n, a, b, s, c, d, e, f, g
    )
    .unwrap();
    input! {
        from &mut src,
        t2: String,
        vn: usize,
        v: [usize; vn],
        w: [String; 2],
        x: isize,
        _: char,
        y: [String; 1],
    }
    writeln!(
        out,
        "{:?} {} {} {} {:?} {:?} {} {:?}",
        h, t0, t1, t2, v, w, x, y
    )
    .unwrap();
    // Cases until end of file, like poj-2234.
    while !src.is_empty() {
        input! { from &mut src, k: usize, row: [String; k] }
        writeln!(out, "{} {:?}", k, row).unwrap();
    }
}
