//! Counting by XOR convolution over many lengths (issue 30): `xor_convolution::zero_xor_count_sum`
//! and `winning_count_sum` at `V = 2^16` values and `n = 2·10^5` lengths (target: well under a
//! second), and for contrast `xor_count::zero_xor_count` called once per length on the first 50
//! lengths, projected to `n`. `cargo bench -p cgt-bench --bench xor`; each figure is the fastest
//! of a few runs.
// Benchmarks are not submitted to judges, so the Rust 1.63 floor does not apply here.
#![allow(clippy::incompatible_msrv)]
use cgt::rng::XorShift;
use cgt::xor_convolution::{winning_count_sum, zero_xor_count_sum};
use cgt::xor_count::zero_xor_count;
use std::hint::black_box;
use std::time::Instant;

const P: u64 = 998_244_353;

/// Seconds of the fastest of `rounds` runs of `f`, and its last answer.
fn best<T>(rounds: usize, f: &mut dyn FnMut() -> T) -> (f64, T) {
    let mut t = f64::INFINITY;
    let mut out = None;
    for _ in 0..rounds {
        let start = Instant::now();
        let x = black_box(f());
        t = t.min(start.elapsed().as_secs_f64());
        out = Some(x);
    }
    (t, out.expect("one round at least"))
}

fn main() {
    println!("== summary: xor");
    let (v, n) = (1usize << 16, 200_000u64);
    let mut rng = XorShift::new(30);
    let hist: Vec<u64> = (0..v).map(|_| rng.below(1000)).collect();
    let (zero_t, zero) = best(5, &mut || zero_xor_count_sum(&hist, n, P));
    let (win_t, _) = best(5, &mut || winning_count_sum(&hist, n, P));
    let few = 50;
    let (per_t, per) = best(1, &mut || {
        (1..=few).fold(0, |s, l| (s + zero_xor_count(&hist, l, P)) % P)
    });
    assert_eq!(
        per,
        zero_xor_count_sum(&hist, few, P),
        "the per-length sum and zero_xor_count_sum disagree"
    );
    println!(
        "xor_convolution, V = 2^16, n = {}: zero_xor_count_sum {:.4} s (answer {}), \
         winning_count_sum {:.4} s (target: each well under 1 s)",
        n, zero_t, zero, win_t
    );
    println!(
        "xor_count::zero_xor_count once per length, V = 2^16: {:.4} s per call, so about {:.0} s \
         for n = {} (projected from the first {} lengths)",
        per_t / few as f64,
        per_t / few as f64 * n as f64,
        n,
        few
    );
    println!("== end");
}
