//! Fixture for scripts/check_bundles.sh: `input_once!` (which proconio serves from all of stdin
//! read at once, and the stand-in from its stream) with every form the binaries may use; prints
//! what it read. It cannot test for the end of input (proconio forbids `is_stdin_empty()` next
//! to `input_once!`), so it stops after the fixed part of the `*.in` files here.
use proconio::input_once;
use proconio::marker::{Bytes, Chars, Usize1};
use std::io::{BufWriter, Write};

fn main() {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    input_once! {
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
    input_once! { h: [[u32; 2]; n], t: (u64, Usize1, Chars), v: [usize], w: [Chars; 2], x: proconio::marker::Isize1 }
    writeln!(out, "{:?} {:?} {:?} {:?} {}", h, t, v, w, x).unwrap();
    proconio::input_once! { _skip: char, y: [Bytes; 1] }
    writeln!(out, "{:?}", y).unwrap();
}
