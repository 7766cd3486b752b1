//! I/O baseline for `scripts/bench.sh` (a tool, not a judge solution): the cost of reading and
//! writing alone.
//!
//! Reads all of stdin at once, splits every line into whitespace-separated tokens, parses each
//! token that is a (possibly negative) decimal number, and writes one line per non-empty input line:
//! the wrapping sum of that line's numbers (a non-numeric token counts as its length). Output goes
//! through one `BufWriter`, like the solution binaries. A solution's time divided by this time is
//! how much it spends beyond the unavoidable I/O.
use std::io::{self, BufWriter, Read, Write};

/// Value of one token: the number it spells (wrapping), or its length if it is not a number.
fn token_value(tok: &[u8]) -> u64 {
    let (neg, digits) = match tok.split_first() {
        Some((b'-', rest)) if !rest.is_empty() => (true, rest),
        _ => (false, tok),
    };
    let mut v: u64 = 0;
    for &b in digits {
        if !b.is_ascii_digit() {
            return tok.len() as u64;
        }
        v = v.wrapping_mul(10).wrapping_add(u64::from(b - b'0'));
    }
    if neg {
        v.wrapping_neg()
    } else {
        v
    }
}

fn main() {
    let mut input = Vec::new();
    io::stdin()
        .lock()
        .read_to_end(&mut input)
        .expect("io-baseline: cannot read stdin");
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    for line in input.split(|&b| b == b'\n') {
        let mut sum: u64 = 0;
        let mut tokens = 0usize;
        for tok in line.split(|b| b.is_ascii_whitespace()) {
            if !tok.is_empty() {
                sum = sum.wrapping_add(token_value(tok));
                tokens += 1;
            }
        }
        if tokens > 0 {
            writeln!(out, "{}", sum).expect("io-baseline: cannot write stdout");
        }
    }
    out.flush().expect("io-baseline: cannot write stdout");
}
