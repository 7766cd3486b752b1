//! Max-size input generators for `scripts/bench.sh` (a tool, not a judge solution).
//!
//! `gen-max SLUG FILE` writes a deterministic (fixed-seed) input of the largest size the problem's
//! spec allows, with adversarial shapes (paths and stars for trees, values at the limits, hardest
//! parameters), to FILE and prints a one-line description of what it wrote on stdout. Where the
//! spec gives no bound on the number of cases (input until end of file, or an unbounded `T`), the
//! generator picks a size of about 10^6 numbers and says so; where the spec's maximum would be
//! gigantic (HDU 3032: 1.1 GB), it writes the largest reasonable size (<= ~150 MB) and says why.
//!
//! `gen-max --list` prints every slug that has a generator, one per line. Std only; the
//! pseudo-random numbers come from SplitMix64 with a fixed seed per slug.
use std::fs::File;
use std::io::{self, BufWriter, Write};
use std::process;

/// SplitMix64: small, fast, deterministic.
struct Rng(u64);

impl Rng {
    fn new(slug: &str) -> Rng {
        // FNV-1a of the slug, so every problem gets its own fixed stream.
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for b in slug.bytes() {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
        Rng(h)
    }

    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in `lo..=hi` (the tiny modulo bias does not matter here).
    fn range(&mut self, lo: u64, hi: u64) -> u64 {
        assert!(lo <= hi, "empty range {}..={}", lo, hi);
        if lo == 0 && hi == u64::MAX {
            return self.next();
        }
        lo + self.next() % (hi - lo + 1)
    }

    /// Uniform in `lo..=hi`, but half of the draws fall in the top 1% of the range, so values
    /// near the limit are well represented.
    fn high(&mut self, lo: u64, hi: u64) -> u64 {
        if self.next() % 2 == 0 {
            let span = (hi - lo) / 100;
            self.range(hi - span, hi)
        } else {
            self.range(lo, hi)
        }
    }

    fn index(&mut self, n: usize) -> usize {
        self.range(0, n as u64 - 1) as usize
    }

    fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            let j = self.index(i + 1);
            v.swap(i, j);
        }
    }
}

/// Tree shapes used for the tree problems. `Path` and `Caterpillar` are deep (a DFS would recurse
/// `n` frames), `Star` is wide (one vertex with `n - 1` children), `Random` has a random parent
/// for each vertex (depth about `log n`), `Broom` is a long handle ending in a star.
#[derive(Clone, Copy)]
enum Shape {
    Path,
    Star,
    Random,
    Caterpillar,
    Broom,
}

const SHAPES: [Shape; 5] = [
    Shape::Path,
    Shape::Star,
    Shape::Random,
    Shape::Caterpillar,
    Shape::Broom,
];

/// Parent of vertex `i` (1 <= i < n) in 0-based vertex numbering; vertex 0 is the root.
fn parents(n: usize, shape: Shape, rng: &mut Rng) -> Vec<usize> {
    let mut p = vec![0; n];
    for (i, slot) in p.iter_mut().enumerate().skip(1) {
        *slot = match shape {
            Shape::Path => i - 1,
            Shape::Star => 0,
            Shape::Random => rng.index(i),
            // Spine on the even vertices, one leaf hanging from each.
            Shape::Caterpillar => {
                if i % 2 == 0 || i == 1 {
                    i.saturating_sub(2)
                } else {
                    i - 1
                }
            }
            Shape::Broom => {
                if i <= n / 2 {
                    i - 1
                } else {
                    n / 2
                }
            }
        };
    }
    p
}

/// Edges of a tree on labels `base..base + n` rooted at label `base`: the root keeps its label,
/// the other labels are shuffled, each edge's orientation is random and the edge order is shuffled.
fn tree_edges(n: usize, shape: Shape, base: usize, rng: &mut Rng) -> Vec<(usize, usize)> {
    let p = parents(n, shape, rng);
    let mut label: Vec<usize> = (0..n).map(|i| i + base).collect();
    rng.shuffle(&mut label[1..]);
    let mut edges: Vec<(usize, usize)> = (1..n)
        .map(|i| {
            let (a, b) = (label[i], label[p[i]]);
            if rng.next() % 2 == 0 {
                (a, b)
            } else {
                (b, a)
            }
        })
        .collect();
    rng.shuffle(&mut edges);
    edges
}

type Out = BufWriter<File>;

/// One generator: writes the input and returns its description.
type Gen = fn(&mut Out, &mut Rng) -> io::Result<String>;

/// Writes `values` space-separated on one line.
fn line<T: std::fmt::Display>(w: &mut Out, values: &[T]) -> io::Result<()> {
    for (i, v) in values.iter().enumerate() {
        if i > 0 {
            w.write_all(b" ")?;
        }
        write!(w, "{}", v)?;
    }
    w.write_all(b"\n")
}

/// `lines` lines of `k` numbers each, drawn by `f`, until end of file (no count line).
fn eof_lines(
    w: &mut Out,
    rng: &mut Rng,
    lines: usize,
    k: usize,
    mut f: impl FnMut(&mut Rng, usize) -> u64,
) -> io::Result<()> {
    let mut buf = vec![0u64; k];
    for _ in 0..lines {
        for (j, slot) in buf.iter_mut().enumerate() {
            *slot = f(rng, j);
        }
        line(w, &buf)?;
    }
    Ok(())
}

fn cf_1451d(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let t = 100;
    writeln!(w, "{}", t)?;
    for i in 0..t {
        // k = 1 maximises the number of steps along the diagonal.
        let d = 100_000 - rng.range(0, 50);
        let k = if i % 2 == 0 { 1 } else { rng.range(1, d) };
        writeln!(w, "{} {}", d, k)?;
    }
    Ok("t=100 (max), d ~ 1e5, half with k=1".into())
}

fn hdu_1730(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let cases = 1000;
    for c in 0..cases {
        let (n, m) = (1000, 100);
        writeln!(w, "{} {}", n, m)?;
        for _ in 0..n {
            let a = rng.range(1, m);
            // The two pieces are on distinct cells.
            let b = if rng.next() % 2 == 0 {
                let o = rng.range(1, m - 1);
                if o >= a {
                    o + 1
                } else {
                    o
                }
            } else {
                // Adjacent pieces: gap 0.
                if a < m {
                    a + 1
                } else {
                    a - 1
                }
            };
            writeln!(w, "{} {}", a, b)?;
        }
        if c % 100 == 0 {
            writeln!(w)?; // blank lines between some cases
        }
    }
    Ok("1000 cases (EOF, count unbounded) of n=1000, m=100".into())
}

fn hdu_1846(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    writeln!(w, "100")?;
    for _ in 0..100 {
        writeln!(w, "{} {}", rng.high(1, 1000), rng.high(1, 1000))?;
    }
    Ok("C=100 (max), n, m <= 1000".into())
}

fn hdu_1847(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    eof_lines(w, rng, 1_000_000, 1, |r, _| r.high(1, 1000))?;
    Ok("10^6 lines (EOF, count unbounded), n <= 1000".into())
}

fn hdu_1850(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let cases = 10_000;
    for _ in 0..cases {
        writeln!(w, "100")?;
        let v: Vec<u64> = (0..100).map(|_| rng.high(1, 1_000_000)).collect();
        line(w, &v)?;
    }
    writeln!(w, "0")?;
    Ok("10^4 cases (count unbounded) of M=100, N_i <= 1e6, then 0".into())
}

fn hdu_1907(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    writeln!(w, "474")?;
    for c in 0..474 {
        writeln!(w, "47")?;
        // Every 4th case all ones (the anti-Nim special case).
        let v: Vec<u64> = (0..47)
            .map(|_| if c % 4 == 0 { 1 } else { rng.high(1, 4747) })
            .collect();
        line(w, &v)?;
    }
    Ok("T=474, N=47 (max), A_i <= 4747, 1/4 all-ones".into())
}

fn hdu_2486(w: &mut Out, _rng: &mut Rng) -> io::Result<String> {
    writeln!(w, "20")?;
    for i in 0..20u64 {
        // Distinct k near 1e5, so a per-k cache cannot help; n near 1e8.
        writeln!(w, "{} {}", 100_000_000 - i * 7, 100_000 - i)?;
    }
    Ok("t=20 (max), n ~ 1e8, 20 distinct k ~ 1e5".into())
}

fn hdu_2516(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    eof_lines(w, rng, 1_000_000, 1, |r, _| r.high(2, (1 << 31) - 1))?;
    writeln!(w, "0")?;
    Ok("10^6 lines (count unbounded), n < 2^31, then 0".into())
}

fn hdu_2897(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let mut buf = [0u64; 3];
    for _ in 0..1_000_000 {
        let p = rng.high(1, 65_535);
        let q = rng.range(p, 65_535);
        buf[0] = rng.high(1, 65_535);
        buf[1] = p;
        buf[2] = q;
        line(w, &buf)?;
    }
    Ok("10^6 lines (EOF, count unbounded), n, p <= q < 2^16".into())
}

fn hdu_2999(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let cases = 10;
    for c in 0..cases {
        // 100 distinct small elements (all usable); one case with repeats and too-large ones.
        let mut set: Vec<u64> = (1..=100).collect();
        if c == cases - 1 {
            for x in set.iter_mut().step_by(3) {
                *x = rng.range(1, 2000);
            }
        }
        rng.shuffle(&mut set);
        writeln!(w, "{}", set.len())?;
        line(w, &set)?;
        let mut q: Vec<u64> = (0..1000).map(|_| rng.range(1, 1000)).collect();
        q[0] = 1000;
        writeln!(w, "{}", q.len())?;
        line(w, &q)?;
    }
    Ok("10 cases (EOF, count unknown), N=100 elements 1..100, M=1000 queries K <= 1000".into())
}

fn hdu_3032(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let t = 10;
    writeln!(w, "{}", t)?;
    let mut v = vec![0u64; 1_000_000];
    for _ in 0..t {
        writeln!(w, "{}", v.len())?;
        for x in v.iter_mut() {
            *x = rng.high(1, (1 << 31) - 1);
        }
        line(w, &v)?;
    }
    Ok("T=10 of N=1e6, s_i < 2^31 (capped: T=100 would be 1.1 GB; x10 for the spec max)".into())
}

fn hdu_3094(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let t = 100;
    writeln!(w, "{}", t)?;
    for c in 0..t {
        let n = 100_000;
        writeln!(w, "{}", n)?;
        for (a, b) in tree_edges(n, SHAPES[c % SHAPES.len()], 1, rng) {
            writeln!(w, "{} {}", a, b)?;
        }
    }
    Ok("T=100, N=1e5 (max; 1e7 edges): path/star/random/caterpillar/broom rooted at 1".into())
}

fn hdu_3197(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let cases = 500;
    for c in 0..cases {
        let n = 2000;
        let shape = SHAPES[c % SHAPES.len()];
        let p = parents(n, shape, rng);
        // Random relabelling; every 2nd case splits into several roots.
        let mut label: Vec<usize> = (0..n).collect();
        rng.shuffle(&mut label);
        let mut par = vec![-1i64; n];
        for i in 1..n {
            let cut = c % 2 == 1 && rng.next() % 200 == 0;
            if !cut {
                par[label[i]] = label[p[i]] as i64;
            }
        }
        writeln!(w, "{}", n)?;
        line(w, &par)?;
    }
    Ok("500 cases (EOF, count unknown) of n=2000: chains/stars/random, several roots".into())
}

fn hdu_3404(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    writeln!(w, "100")?;
    for _ in 0..100 {
        writeln!(w, "1000")?;
        let mut seen = std::collections::HashSet::new();
        while seen.len() < 1000 {
            let (x, y) = (rng.high(1, 10_000), rng.high(1, 10_000));
            if seen.insert((x, y)) {
                writeln!(w, "{} {}", x, y)?;
            }
        }
    }
    Ok("T=100, n=1000 (max), distinct x, y <= 10^4".into())
}

fn hdu_3590(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let cases = 100;
    for c in 0..cases {
        writeln!(w, "99")?;
        for t in 0..99 {
            let m = if (c + t) % 10 == 0 { 1 } else { 99 };
            writeln!(w, "{}", m)?;
            for (a, b) in tree_edges(m, SHAPES[(c + t) % SHAPES.len()], 1, rng) {
                writeln!(w, "{} {}", a, b)?;
            }
        }
    }
    Ok("100 cases (EOF, count unknown) of N=99 trees, m=99 (some m=1)".into())
}

fn hdu_3595(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    // Consecutive Fibonacci numbers give the longest Euclid chains.
    let fib = [
        1u64, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987,
    ];
    for _ in 0..100 {
        writeln!(w, "1000")?;
        for _ in 0..1000 {
            let (p, q) = if rng.next() % 2 == 0 {
                let i = rng.range(10, 13) as usize;
                (fib[i + 1], fib[i])
            } else {
                (rng.high(1, 1000), rng.high(1, 1000))
            };
            writeln!(w, "{} {}", p, q)?;
        }
    }
    Ok("100 cases (max), N=1000, p, q <= 1000, half Fibonacci pairs".into())
}

fn lightoj_1229(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    writeln!(w, "200")?;
    for c in 0..200 {
        let mut b = vec![b'.'; 200];
        match c % 4 {
            0 => {} // all empty: one run of 200
            1 | 2 => {
                // Sparse X's at distance >= 3 (no immediate win), many runs.
                let gap = if c % 4 == 1 { 3 } else { 7 };
                let mut i = rng.index(3);
                while i < 200 {
                    b[i] = b'X';
                    i += gap + rng.index(4);
                }
            }
            _ => {
                // Immediate wins present (`X.X` and `XX.`), never `XXX`.
                let mut i = rng.index(3);
                while i + 3 < 200 {
                    b[i] = b'X';
                    if rng.next() % 2 == 0 {
                        b[i + 1] = b'X';
                    } else {
                        b[i + 2] = b'X';
                    }
                    i += 6 + rng.index(10);
                }
            }
        }
        w.write_all(&b)?;
        writeln!(w)?;
    }
    Ok("T=200, length 200 (max): empty, sparse X, immediate wins".into())
}

fn lightoj_1344(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let t = 100;
    writeln!(w, "{}", t)?;
    let top = (1u64 << 31) - 1;
    for c in 0..t {
        writeln!(w, "50")?;
        for b in 0..50 {
            let mut v: Vec<u64> = match (c + b) % 4 {
                0 => (0..50).map(|i| top - 49 + i).collect(), // increasing: deepest nesting
                1 => (0..50)
                    .map(|i| top - 49 + (i as i64 - 25).unsigned_abs())
                    .collect(), // V
                2 => (0..50).map(|_| rng.range(1, top)).collect(), // distinct (almost surely)
                _ => (0..50).map(|_| rng.range(1, 5)).collect(), // many equal weights
            };
            v.insert(0, 50);
            line(w, &v)?;
        }
    }
    Ok("T=100 (bound unknown), n=50 bracelets, k=50, weights < 2^31".into())
}

fn lightoj_1355(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    writeln!(w, "500")?;
    for c in 0..500 {
        let n = 1000;
        writeln!(w, "{}", n)?;
        for (a, b) in tree_edges(n, SHAPES[c % SHAPES.len()], 0, rng) {
            let wt = match rng.next() % 4 {
                0 => 1,
                1 => 2 * rng.range(1, 1 << 40),
                2 => 2 * rng.range(1, 1 << 40) + 1,
                _ => rng.range(1, 1_000_000_000_000_000_000),
            };
            writeln!(w, "{} {} {}", a, b, wt)?;
        }
    }
    Ok("T=500 (max), n=1000 (probable max), weights 1, even, odd up to 1e18".into())
}

fn luogu_p1290(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let c = 1_000_000;
    writeln!(w, "{}", c)?;
    let mut fib = vec![1u64, 2];
    while fib[fib.len() - 1] < (1 << 31) - 1 {
        let k = fib.len();
        fib.push(fib[k - 1] + fib[k - 2]);
    }
    fib.pop();
    for _ in 0..c {
        if rng.next() % 2 == 0 {
            // Consecutive Fibonacci numbers: the longest Euclid chain.
            let i = rng.range(30, fib.len() as u64 - 2) as usize;
            writeln!(w, "{} {}", fib[i + 1], fib[i])?;
        } else {
            writeln!(
                w,
                "{} {}",
                rng.high(1, (1 << 31) - 1),
                rng.high(1, (1 << 31) - 1)
            )?;
        }
    }
    Ok("C=10^6 (count unbounded), M, N < 2^31, half Fibonacci pairs".into())
}

fn luogu_p2252(w: &mut Out, _rng: &mut Rng) -> io::Result<String> {
    // A losing (cold) Wythoff pair near the limit: (floor(k phi), floor(k phi) + k).
    writeln!(w, "618033988 999999999")?;
    Ok("one pair near 1e9 (single case)".into())
}

fn luogu_p4018(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    writeln!(w, "100000")?;
    eof_lines(w, rng, 100_000, 1, |r, _| r.high(1, 50_000_000))?;
    Ok("T=1e5 (max), n <= 5e7".into())
}

fn luogu_p4279(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    writeln!(w, "500")?;
    for c in 0..500 {
        writeln!(w, "50")?;
        let v: Vec<u64> = (0..50)
            .map(|_| if c % 4 == 0 { 1 } else { rng.high(1, 5000) })
            .collect();
        line(w, &v)?;
    }
    Ok("T=500, N=50 (max), piles <= 5000, 1/4 all-ones".into())
}

fn luogu_p4301(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    writeln!(w, "100")?;
    let v: Vec<u64> = (0..100).map(|_| rng.high(1, 1_000_000_000)).collect();
    line(w, &v)?;
    Ok("k=100 (max), values <= 1e9".into())
}

fn luogu_p4860(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    writeln!(w, "1000000")?;
    eof_lines(w, rng, 1_000_000, 1, |r, _| r.high(1, 50_000_000))?;
    Ok("T=1e6 (max of either statement), n <= 5e7".into())
}

fn nowcoder_14619(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let big = 5;
    let small = 100_000;
    writeln!(w, "{}", big + small)?;
    for c in 0..big + small {
        let n = if c < big { 100_000 } else { 5 };
        writeln!(w, "{} {}", n, rng.range(1, n))?;
        let v: Vec<u64> = (0..n).map(|_| rng.high(0, 1_000_000_000)).collect();
        line(w, &v)?;
    }
    Ok("T=100005 (unbounded): 5 cases n=1e5 + 1e5 cases n=5, a_i <= 1e9".into())
}

fn nowcoder_17865(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let mut buf = [0u64; 3];
    for _ in 0..1_000_000 {
        let a = rng.high(1, 100_000);
        buf[0] = rng.high(1, 100_000);
        buf[1] = a;
        buf[2] = rng.range(a, 100_000);
        line(w, &buf)?;
    }
    Ok("10^6 lines (EOF, count unbounded), t, a <= b <= 1e5".into())
}

fn nowcoder_18388(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    // Numbers <= 1e5 with 100+ divisors (the most is 128), mixed with random values.
    let rich = [
        83_160u64, 98_280, 95_760, 90_720, 85_680, 75_600, 65_520, 55_440, 50_400, 65_536,
    ];
    let n = 100_000;
    writeln!(w, "{}", n)?;
    let v: Vec<u64> = (0..n)
        .map(|i| {
            if i % 2 == 0 {
                rich[rng.index(rich.len())]
            } else {
                rng.high(1, 100_000)
            }
        })
        .collect();
    line(w, &v)?;
    Ok("n=1e5 (max), x <= 1e5, half with ~100-128 divisors".into())
}

fn nowcoder_19799(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let n = 1000;
    writeln!(w, "{}", n)?;
    let colours: Vec<u64> = (0..n).map(|_| rng.range(0, 1)).collect();
    line(w, &colours)?;
    for (a, b) in tree_edges(n, Shape::Path, 1, rng) {
        writeln!(w, "{} {}", a, b)?;
    }
    Ok("n=1000 (max), path rooted at 1".into())
}

fn nowcoder_20893(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    eof_lines(w, rng, 1_000_000, 1, |r, _| r.high(1, 1_000_000_000))?;
    Ok("10^6 lines (EOF, count unbounded), n <= 1e9".into())
}

fn nowcoder_9752c(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    eof_lines(w, rng, 1_000_000, 3, |r, _| r.high(1, 1_000_000_000))?;
    Ok("10^6 lines (EOF, count unbounded), n, p, q <= 1e9".into())
}

fn poj_1067(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    eof_lines(w, rng, 1_000_000, 2, |r, _| r.high(0, 1_000_000_000))?;
    Ok("10^6 lines (EOF, count unbounded), a, b <= 1e9".into())
}

fn poj_1704(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    writeln!(w, "20")?;
    for _ in 0..20 {
        writeln!(w, "1000")?;
        let mut all: Vec<u64> = (1..=10_000).collect();
        rng.shuffle(&mut all);
        line(w, &all[..1000])?;
    }
    Ok("T=20, N=1000 (max), distinct P_i <= 10^4, unsorted".into())
}

fn poj_2234(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let mut buf = [0u64; 21];
    buf[0] = 20;
    for _ in 0..50_000 {
        for x in buf[1..].iter_mut() {
            *x = rng.high(1, 10_000_000);
        }
        line(w, &buf)?;
    }
    Ok("50000 lines (EOF, count unbounded) of M=20, piles <= 1e7".into())
}

fn poj_2315(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    for _ in 0..30_000 {
        let n = 30;
        let m = rng.range(1, n);
        writeln!(
            w,
            "{} {} {} {}",
            n,
            m,
            rng.high(1, 99_999_999),
            rng.high(1, 9_999)
        )?;
        let s: Vec<u64> = (0..n).map(|_| rng.high(1, 99_999_999)).collect();
        line(w, &s)?;
    }
    Ok("30000 cases (EOF, count unbounded) of N=30, L, S < 1e8, R < 1e4".into())
}

fn poj_3533(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    for _ in 0..1000 {
        writeln!(w, "1000")?;
        for _ in 0..1000 {
            writeln!(
                w,
                "{} {} {}",
                rng.high(1, 1000),
                rng.high(1, 1000),
                rng.high(1, 1000)
            )?;
        }
    }
    Ok("1000 cases (EOF, count unknown) of N=1000 lights, coordinates <= 1000".into())
}

/// One Christmas tree with `m` nodes (root 1): pendant edges, odd and even cycles and doubled
/// edges hung on a deep spine (every cycle meets the rest at its attachment vertex only), then,
/// if `pad_to` is given, self-loops on spine vertices up to that many edges.
fn christmas_tree(m: usize, pad_to: Option<usize>, rng: &mut Rng) -> Vec<(usize, usize)> {
    let mut edges = Vec::new();
    let mut used = 1; // vertices 1..=used exist
    let mut spine = vec![1usize]; // vertices that lie on no cycle (self-loops go there)
    while used < m {
        let left = m - used;
        // Attach to the newest spine vertex most of the time: deep structure.
        let at = if rng.next() % 4 == 0 {
            spine[rng.index(spine.len())]
        } else {
            spine[spine.len() - 1]
        };
        match rng.next() % 4 {
            0 | 1 => {
                used += 1;
                edges.push((at, used));
                spine.push(used);
            }
            2 if left >= 2 => {
                // Cycle of length len: len - 1 new vertices.
                let len = rng.range(3, (left as u64 + 1).min(8)) as usize;
                let mut prev = at;
                for _ in 0..len - 1 {
                    used += 1;
                    edges.push((prev, used));
                    prev = used;
                }
                edges.push((prev, at));
            }
            _ => {
                used += 1;
                edges.push((at, used));
                edges.push((used, at));
            }
        }
    }
    if let Some(k) = pad_to {
        assert!(edges.len() <= k, "christmas tree has too many edges");
        while edges.len() < k {
            let v = spine[rng.index(spine.len())];
            edges.push((v, v));
        }
    }
    rng.shuffle(&mut edges);
    edges
}

fn poj_3710(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let cases = 20;
    for c in 0..cases {
        writeln!(w, "99")?;
        for t in 0..99 {
            let m = 99;
            // Half the trees padded with self-loops to k=499, half without.
            let pad_to = if (c + t) % 2 == 0 { Some(499) } else { None };
            let edges = christmas_tree(m, pad_to, rng);
            writeln!(w, "{} {}", m, edges.len())?;
            for (a, b) in edges {
                writeln!(w, "{} {}", a, b)?;
            }
        }
    }
    Ok(
        "20 cases (EOF, count unknown) of N=99 trees, m=99, k up to 499 (cycles, 2-cycles, loops)"
            .into(),
    )
}

fn nim_product_64(w: &mut Out, rng: &mut Rng) -> io::Result<String> {
    let t = 1_000_000;
    writeln!(w, "{}", t)?;
    for i in 0..t {
        let (a, b) = if i % 2 == 0 {
            (rng.next(), rng.next())
        } else {
            (rng.high(0, u64::MAX), rng.high(0, u64::MAX))
        };
        writeln!(w, "{} {}", a, b)?;
    }
    Ok("T=1e6 (max), A, B < 2^64".into())
}

/// Every generator, by slug.
const GENERATORS: [(&str, Gen); 38] = [
    ("cf-1451d", cf_1451d),
    ("hdu-1730", hdu_1730),
    ("hdu-1846", hdu_1846),
    ("hdu-1847", hdu_1847),
    ("hdu-1850", hdu_1850),
    ("hdu-1907", hdu_1907),
    ("hdu-2486", hdu_2486),
    ("hdu-2516", hdu_2516),
    ("hdu-2897", hdu_2897),
    ("hdu-2999", hdu_2999),
    ("hdu-3032", hdu_3032),
    ("hdu-3094", hdu_3094),
    ("hdu-3197", hdu_3197),
    ("hdu-3404", hdu_3404),
    ("hdu-3590", hdu_3590),
    ("hdu-3595", hdu_3595),
    ("library-checker-nim-product-64", nim_product_64),
    ("lightoj-1229", lightoj_1229),
    ("lightoj-1344", lightoj_1344),
    ("lightoj-1355", lightoj_1355),
    ("luogu-p1290", luogu_p1290),
    ("luogu-p2252", luogu_p2252),
    ("luogu-p4018", luogu_p4018),
    ("luogu-p4279", luogu_p4279),
    ("luogu-p4301", luogu_p4301),
    ("luogu-p4860", luogu_p4860),
    ("nowcoder-14619", nowcoder_14619),
    ("nowcoder-17865", nowcoder_17865),
    ("nowcoder-18388", nowcoder_18388),
    ("nowcoder-19799", nowcoder_19799),
    ("nowcoder-20893", nowcoder_20893),
    ("nowcoder-9752c", nowcoder_9752c),
    ("poj-1067", poj_1067),
    ("poj-1704", poj_1704),
    ("poj-2234", poj_2234),
    ("poj-2315", poj_2315),
    ("poj-3533", poj_3533),
    ("poj-3710", poj_3710),
];

fn usage() -> ! {
    eprintln!("usage: gen-max SLUG FILE   (write a max-size input to FILE, print its description)");
    eprintln!("       gen-max --list      (print every slug that has a generator)");
    process::exit(2);
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() == 1 && args[0] == "--list" {
        for (slug, _) in GENERATORS.iter() {
            println!("{}", slug);
        }
        return;
    }
    if args.len() != 2 {
        usage();
    }
    let slug = &args[0];
    let gen = match GENERATORS.iter().find(|(s, _)| s == slug) {
        Some((_, g)) => *g,
        None => {
            eprintln!("gen-max: no generator for '{}'", slug);
            process::exit(2);
        }
    };
    let file = File::create(&args[1]).unwrap_or_else(|e| {
        eprintln!("gen-max: cannot create {}: {}", args[1], e);
        process::exit(1);
    });
    let mut w = BufWriter::with_capacity(1 << 20, file);
    let mut rng = Rng::new(slug);
    let described = gen(&mut w, &mut rng).and_then(|d| w.flush().map(|_| d));
    match described {
        Ok(d) => println!("{}", d),
        Err(e) => {
            eprintln!("gen-max: writing {}: {}", args[1], e);
            process::exit(1);
        }
    }
}
