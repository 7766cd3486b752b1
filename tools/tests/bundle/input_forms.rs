//! Fixture for scripts/check_bundles.sh: reads every `input!` form the problem binaries may use
//! and prints what it read. The check runs it built with the real proconio and bundled with the
//! stand-in (Rust 1.63 and stable) on every `*.in` here and requires identical results.
use proconio::input;
use proconio::marker::{Bytes, Chars, Usize1};
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    input! {
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
    input! { h: [[u32; 2]; n], t: (u64, Usize1, Chars), v: [usize], w: [Chars; 2], x: proconio::marker::Isize1 }
    writeln!(out, "{:?} {:?} {:?} {:?} {}", h, t, v, w, x).unwrap();
    proconio::input! { _skip: char, y: [Bytes; 1] }
    writeln!(out, "{:?}", y).unwrap();
    // Cases until end of file, like poj-2234.
    while !proconio::is_stdin_empty() {
        input! { k: usize, row: [String; k] }
        writeln!(out, "{} {:?}", k, row).unwrap();
    }
}
