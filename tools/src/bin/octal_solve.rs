//! `octal-solve CODE N`: the Grundy values g(0..=N) of an octal game by the library's sparse
//! solver, then the Guy–Smith test for a period on them: the same work as
//! `ogsolve -m rc2 -n N CODE` (which computes g(0..=N) and then looks for a period in them), for
//! the peer comparison of `scripts/bench.sh --peers`. Prints g(N), the period found (if any), the
//! number of zeros and a Fletcher-32 checksum of the values taken as 16-bit numbers (ogsolve's
//! checksum, so the two outputs can be compared).
use cgt::octal::{OctalCode, SparseGrundy};
use cgt::octal_period::find_period;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: octal-solve CODE N (e.g. octal-solve 0.127 93166)";
    if args.len() != 2 {
        eprintln!("{}", usage);
        std::process::exit(2);
    }
    let code = OctalCode::parse(&args[0]).unwrap_or_else(|e| {
        eprintln!("octal-solve: {}", e);
        std::process::exit(2);
    });
    let n: usize = args[1].parse().unwrap_or_else(|_| {
        eprintln!(
            "octal-solve: N must be a number, got {:?}\n{}",
            args[1], usage
        );
        std::process::exit(2);
    });
    let mut solver = SparseGrundy::new(&code);
    solver.extend_to(n);
    let g = solver.into_values();
    let (mut lo, mut hi) = (0u16, 0u16);
    for &v in &g {
        lo = lo.wrapping_add(v);
        hi = hi.wrapping_add(lo);
    }
    let zeros = g.iter().filter(|&&v| v == 0).count();
    match find_period(&g, code.max_removal()) {
        Some(p) => println!("period {} preperiod {}", p.period, p.preperiod),
        None => println!("no period proved"),
    }
    println!(
        "g({}) = {}, zeros {}, checksum {:X}",
        n,
        g[n],
        zeros,
        (hi as u32) << 16 | lo as u32
    );
}
