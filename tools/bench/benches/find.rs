//! The formula search of `cgt-sg explore --find` (tools/src/bin/sg/find.rs, compiled here as a
//! module) on tables of 10^3 to 10^5 positions, and how its cost grows with the size of the
//! formula. `cargo bench -p cgt-bench --bench find`. Each figure is the fastest of 3 runs; every
//! search here completes within its limits (no time limit is reached), so each run finds the same
//! formula.
// Benchmarks are not submitted to judges, so the Rust 1.63 floor does not apply here.
#![allow(clippy::incompatible_msrv)]
#[allow(dead_code)]
#[path = "../../src/bin/sg/find.rs"]
mod find;

use find::{Kind, Limits, Shape, Table};
use std::time::Instant;

fn heaps(values: impl Fn(i64) -> i64, n: i64) -> Table {
    Table {
        shape: Shape::Heap,
        points: (0..n).map(|x| vec![x]).collect(),
        values: (0..n).map(values).collect(),
    }
}

/// The fastest of 3 searches (seconds) and the report's first line.
fn time(t: &Table, kind: Kind, max_size: usize) -> (f64, String) {
    let limits = Limits {
        seconds: 600.0,
        max_size,
    };
    let mut best = f64::INFINITY;
    let mut line = String::new();
    for _ in 0..3 {
        let start = Instant::now();
        let r = find::find(t, kind, &limits, &mut |_| {});
        best = best.min(start.elapsed().as_secs_f64());
        line = r.lines[0].clone();
    }
    (best, line)
}

fn main() {
    // `cargo bench -p cgt-bench --bench find -- growth`: the growth with the size alone.
    let growth_only = std::env::args().any(|a| a == "growth");
    // The take-at-most-half game: g(2m) = m, g(2m + 1) = g(m).
    fn half(n: i64) -> i64 {
        if n % 2 == 0 {
            n / 2
        } else {
            half(n / 2)
        }
    }
    for n in [1_000, 10_000, 100_000]
        .into_iter()
        .filter(|_| !growth_only)
    {
        let (s, line) = time(&heaps(|x| x % 4, n), Kind::Grundy, 10);
        println!("n % 4 on {} heaps: {:.3} s: {}", n, s, line);
        let (s, line) = time(&heaps(half, n), Kind::Grundy, 10);
        println!("take at most half on {} heaps: {:.3} s: {}", n, s, line);
    }
    for side in [31, 100, 316].into_iter().filter(|_| !growth_only) {
        let points: Vec<Vec<i64>> = (0..side)
            .flat_map(|a| (0..side).map(move |b| vec![a, b]))
            .collect();
        let values = points
            .iter()
            .map(|p| i64::from(cgt::wythoff::first_player_wins(p[0] as u64, p[1] as u64)))
            .collect();
        let t = Table {
            shape: Shape::TwoHeaps,
            points,
            values,
        };
        let (s, line) = time(&t, Kind::Outcome, 10);
        println!(
            "Wythoff's outcome on {} positions: {:.3} s: {}",
            side * side,
            s,
            line
        );
    }
    // Growth with the size: values with no formula, searched exhaustively up to size k.
    let mut x: u64 = 1;
    let noise: Vec<i64> = (0..1000)
        .map(|_| {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (x >> 60) as i64
        })
        .collect();
    for k in 3..=7 {
        let (s, line) = time(&heaps(|n| noise[n as usize], 1000), Kind::Grundy, k);
        let searched = line.split("(searched: ").nth(1).unwrap_or("");
        println!(
            "no formula, 1000 heaps, every expression up to size {}: {:.3} s ({}",
            k,
            s,
            searched.split(')').next().unwrap_or("")
        );
    }
}
