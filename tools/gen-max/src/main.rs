//! Max-size input generators for `scripts/bench.sh` (a tool, not a judge solution).
//!
//! `gen-max SLUG FILE` writes a deterministic (fixed-seed) input of the largest size the problem's
//! spec allows, with adversarial shapes (paths and stars for trees, values at the limits, hardest
//! parameters), to FILE and prints a one-line description of what it wrote on stdout. Where the
//! spec gives no bound on the number of cases (input until end of file, or an unbounded `T`), the
//! generator picks a size of about 10^6 numbers and says so; where the spec's maximum would be
//! gigantic (HDU 3032: 1.1 GB), it writes the largest reasonable size (<= ~150 MB) and says why.
//!
//! Each problem's generator is its own file `tools/gen/<slug>.rs` with
//! `pub fn generate(w: &mut Out, rng: &mut Rng) -> io::Result<String>` (it sees this file's items
//! through `use super::*`); `build.rs` registers every file there, so adding a problem
//! (`scripts/new.sh`) adds its generator without editing this file. `gen-max --list` prints every
//! slug that has a generator. Std only; the pseudo-random numbers come from SplitMix64 with a fixed
//! seed per slug.
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

// `mod <slug> { ... }` for every file in tools/gen/, and `GENERATORS: [(&str, Gen); N]` by slug.
include!(concat!(env!("OUT_DIR"), "/generators.rs"));

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
            eprintln!(
                "gen-max: no generator for '{}' (no file tools/gen/{}.rs)",
                slug, slug
            );
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
