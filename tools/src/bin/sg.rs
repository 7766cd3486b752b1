//! `cgt-sg`: Grundy-table and pattern explorer for one-heap impartial games, built on the `cgt`
//! library (not `sg`, which is Debian's group command from `login`).
//!
//! `cgt-sg <game> [--upto N] [--width W] [--format text|csv|json] [--p-positions] [--limit L]`
//! prints `g(0..=N)` in rows, the pattern (for octal and finite subtraction games a period proved
//! by the Guy–Smith criterion, or the window criterion when nothing splits; for the other families
//! an ordinary or arithmetic period observed on the table) and optionally the P-positions. Run
//! `cgt-sg --help` for the games.
//!
//! `cgt-sg explore FILE.rs [options]` does the same for a game whose rules are written in a
//! scratch Rust file (one heap, two heaps or any positions): see `explore.rs` and
//! `cgt-sg explore --help`.

#[allow(dead_code)]
#[path = "sg/driver.rs"]
mod driver;
#[path = "sg/explore.rs"]
mod explore;
#[path = "sg/lines.rs"]
mod lines;
#[path = "../out_file.rs"]
mod out_file;
#[path = "sg/picture.rs"]
mod picture;

use cgt::divisor_nim::grundy_table as divisor_grundy;
use cgt::lasker::grundy_table as lasker_grundy_table;
use cgt::octal::{OctalCode, SparseGrundy};
use cgt::octal_period::{observed_period, search_period, Period};
use cgt::subtraction::{one_or_prime_grundy, powers_of_two_grundy, prime_power_grundy};
use cgt_tools::find;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::{self, BufWriter, Write};
use std::process::exit;

const USAGE: &str = "\
usage: cgt-sg <game> [options]
       cgt-sg explore FILE.rs [options]   your own rules in a scratch file (cgt-sg explore --help)

games:
  sub S         subtraction game: remove s tokens for any s in S (comma-separated, e.g. 1,3,4)
  octal CODE    octal game d0.d1d2... (e.g. 0.77 Kayles, 0.07 Dawson's Kayles, 4.07)
  split         take any number of tokens or split a heap into two (Lasker's Nim, HDU 3032)
  pow2          remove a power of two (1, 2, 4, ...)
  primes1       remove 1 or a prime
  primepowers   remove 1 or a prime power (1, 2, 3, 4, 5, 7, 8, 9, ...)
  divisors      remove a divisor of the heap size (the whole heap included)

options:
  --upto N        print g(0..=N) (default 100)
  --width W       values per row of the table (default 10)
  --format F      text (default), csv or json
  --p-positions   also list the P-positions (g = 0) up to N
  --limit L       octal and sub: compute at most g(0..=L) to prove a period (default 1000000;
                  without --limit the search also stops after about 6*10^8 pair steps,
                  a few seconds)
  --find          text: also search the smallest formula for g(n) over the table computed (as
                  `cgt-sg explore --find` does; proved when it follows from the period
                  proved), printed as a fn conjecture for a scratch file of the game
                  (at most 20 s)
";

/// Default --limit, and the work budget that applies when --limit is not given.
const DEFAULT_LIMIT: usize = 1_000_000;
const DEFAULT_WORK: u64 = 600_000_000;
/// Tables computed for the observed (unproved) patterns of the non-octal families.
const OBSERVE_MIN: usize = 1000;
/// Largest tables for the rule-based families (Lasker's Nim's is O(n² log n), the prime ones about
/// n² / log n, powers of two O(n log n), divisors O(n log n) time and memory).
const LASKER_MAX: usize = 10_000;
const QUADRATIC_MAX: usize = 20_000;
const POW2_MAX: usize = 2_000_000;
const DIVISORS_MAX: usize = 1_000_000;

/// The families tabulated by a library function: (name, description, table, largest --upto).
type Table = fn(usize) -> Vec<u32>;
const FAMILIES: [(&str, &str, Table, usize); 5] = [
    (
        "split",
        "take or split (Lasker's Nim)",
        lasker_grundy_table,
        LASKER_MAX,
    ),
    (
        "pow2",
        "subtract a power of two",
        powers_of_two_grundy,
        POW2_MAX,
    ),
    (
        "primes1",
        "subtract 1 or a prime",
        one_or_prime_grundy,
        QUADRATIC_MAX,
    ),
    (
        "primepowers",
        "subtract 1 or a prime power",
        prime_power_grundy,
        QUADRATIC_MAX,
    ),
    (
        "divisors",
        "subtract a divisor",
        divisor_grundy,
        DIVISORS_MAX,
    ),
];

#[derive(Clone, Copy, PartialEq)]
enum Format {
    Text,
    Csv,
    Json,
}

#[derive(Clone)]
enum Game {
    Octal(OctalCode),
    Sub(Vec<usize>),
    /// Index into FAMILIES.
    Family(usize),
}

#[derive(Clone)]
struct Options {
    game: Game,
    upto: usize,
    width: usize,
    format: Format,
    p_positions: bool,
    limit: Option<usize>,
    /// Search a formula for the table (`--find`).
    find: bool,
}

/// What was found about the sequence.
enum Pattern {
    /// Proved from g(0..=computed); `zeros` are the residues r mod period of the P-positions
    /// n >= preperiod.
    Proved {
        period: Period,
        computed: usize,
        t: usize,
        /// Whether the code splits heaps (Guy–Smith) or not (the window criterion).
        splits: bool,
        zeros: Vec<usize>,
    },
    /// g(n + period) = g(n) + saltus for preperiod <= n <= upto - period, not proved.
    Observed {
        preperiod: usize,
        period: usize,
        saltus: u32,
        upto: usize,
    },
    None {
        upto: usize,
    },
}

fn fail(msg: &str) -> ! {
    eprintln!("cgt-sg: error: {}", msg);
    eprintln!("run `cgt-sg --help` for usage");
    exit(2);
}

fn parse_number(opt: &str, v: Option<String>) -> usize {
    let v = v.unwrap_or_else(|| fail(&format!("{} needs a value", opt)));
    v.parse()
        .unwrap_or_else(|_| fail(&format!("{}: {:?} is not a non-negative integer", opt, v)))
}

/// Parses `1,3,4`: positive integers separated by commas, at most 10^6 each.
fn parse_set(s: &str) -> Result<Vec<usize>, String> {
    let mut set = Vec::new();
    for part in s.split(',') {
        let x: usize = part
            .parse()
            .map_err(|_| format!("subtraction set {:?}: {:?} is not a number", s, part))?;
        if x == 0 || x > 1_000_000 {
            return Err(format!(
                "subtraction set {:?}: {} is out of range 1..=1000000",
                s, x
            ));
        }
        set.push(x);
    }
    set.sort_unstable();
    set.dedup();
    Ok(set)
}

fn parse_args() -> Options {
    let mut args = std::env::args().skip(1);
    let mut game = None;
    let mut opts = Options {
        game: Game::Family(0),
        upto: 100,
        width: 10,
        format: Format::Text,
        p_positions: false,
        limit: None,
        find: false,
    };
    while let Some(a) = args.next() {
        match a.as_str() {
            "-h" | "--help" => {
                print!("{}", USAGE);
                exit(0);
            }
            "--upto" => opts.upto = parse_number("--upto", args.next()),
            "--width" => opts.width = parse_number("--width", args.next()),
            "--limit" => opts.limit = Some(parse_number("--limit", args.next())),
            "--p-positions" => opts.p_positions = true,
            "--find" => opts.find = true,
            "--format" => {
                opts.format = match args.next().as_deref() {
                    Some("text") => Format::Text,
                    Some("csv") => Format::Csv,
                    Some("json") => Format::Json,
                    other => fail(&format!(
                        "--format must be text, csv or json, not {:?}",
                        other.unwrap_or("")
                    )),
                }
            }
            _ if a.starts_with('-') => fail(&format!("unknown option {:?}", a)),
            _ if game.is_some() => fail(&format!("unexpected argument {:?}", a)),
            "octal" => {
                let code = args
                    .next()
                    .unwrap_or_else(|| fail("octal needs a code, e.g. cgt-sg octal 0.77"));
                game = Some(Game::Octal(
                    OctalCode::parse(&code).unwrap_or_else(|e| fail(&e)),
                ));
            }
            "sub" => {
                let s = args
                    .next()
                    .unwrap_or_else(|| fail("sub needs a set, e.g. cgt-sg sub 1,3,4"));
                game = Some(Game::Sub(parse_set(&s).unwrap_or_else(|e| fail(&e))));
            }
            _ => match FAMILIES.iter().position(|f| f.0 == a) {
                Some(i) => game = Some(Game::Family(i)),
                None => fail(&format!("unknown game {:?}", a)),
            },
        }
    }
    opts.game = game.unwrap_or_else(|| fail("no game given"));
    if opts.find && !matches!(opts.format, Format::Text) {
        fail("--find prints text: leave out --format");
    }
    if opts.width == 0 {
        fail("--width must be at least 1");
    }
    if opts.upto > 100_000_000 {
        fail("--upto must be at most 100000000");
    }
    if opts.limit.map_or(false, |l| l > 100_000_000) {
        fail("--limit must be at most 100000000");
    }
    opts
}

/// A progress bar on stderr; indicatif hides it when stderr is not a terminal.
fn progress_bar() -> ProgressBar {
    let bar = ProgressBar::with_draw_target(Some(1024), ProgressDrawTarget::stderr());
    bar.set_style(
        ProgressStyle::with_template("{msg} [{bar:40}] {pos}/{len} values ({elapsed})")
            .expect("valid template")
            .progress_chars("=> "),
    );
    bar.set_message("computing Grundy values");
    bar
}

/// Octal games and finite subtraction games: values up to `upto` and a proved period if the
/// search finds one within the limit.
fn octal_table(code: &OctalCode, opts: &Options) -> (Vec<u32>, Pattern) {
    let mut solver = SparseGrundy::new(code);
    let bar = progress_bar();
    let (limit, work) = match opts.limit {
        Some(l) => (l, u64::MAX),
        None => (DEFAULT_LIMIT, DEFAULT_WORK),
    };
    let found = search_period(&mut solver, limit, work, &mut |done, target| {
        bar.set_length(target as u64);
        bar.set_position(done as u64);
    });
    let computed = solver.values().len() - 1;
    let pattern = match found {
        Some(period) => {
            let (n0, p) = (period.preperiod, period.period);
            let g = solver.values();
            let mut zeros: Vec<usize> =
                (n0..n0 + p).filter(|&n| g[n] == 0).map(|n| n % p).collect();
            zeros.sort_unstable();
            Pattern::Proved {
                period,
                computed,
                t: code.max_removal(),
                splits: (0..=code.max_removal()).any(|k| code.digit(k) & 4 != 0),
                zeros,
            }
        }
        None => match observed_period(solver.values(), 3) {
            Some(a) if a.saltus > 0 => Pattern::Observed {
                preperiod: a.preperiod,
                period: a.period,
                saltus: a.saltus,
                upto: computed,
            },
            _ => Pattern::None { upto: computed },
        },
    };
    if opts.upto > computed {
        bar.set_length(opts.upto as u64);
        while solver.values().len() <= opts.upto {
            let next = (solver.values().len() + 4095).min(opts.upto);
            solver.extend_to(next);
            bar.set_position(next as u64);
        }
    }
    bar.finish_and_clear();
    let mut g: Vec<u32> = solver.into_values().into_iter().map(u32::from).collect();
    g.truncate(opts.upto + 1);
    (g, pattern)
}

/// Families without a finite code: a table long enough to observe a pattern, which is reported
/// as observed only.
fn observed_table(g: Vec<u32>, upto: usize) -> (Vec<u32>, Pattern) {
    let n = g.len() - 1;
    let pattern = match observed_period(&g, 3) {
        Some(a) => Pattern::Observed {
            preperiod: a.preperiod,
            period: a.period,
            saltus: a.saltus,
            upto: n,
        },
        None => Pattern::None { upto: n },
    };
    let mut g = g;
    g.truncate(upto + 1);
    (g, pattern)
}

fn compute(opts: &Options) -> (String, Vec<u32>, Pattern) {
    let observe = opts.upto.max(OBSERVE_MIN);
    match &opts.game {
        Game::Octal(code) => {
            let (g, p) = octal_table(code, opts);
            (format!("octal game {}", code), g, p)
        }
        Game::Sub(set) => {
            let code = OctalCode::from_subtraction_set(set);
            let (g, p) = octal_table(&code, opts);
            let names: Vec<String> = set.iter().map(|s| s.to_string()).collect();
            (
                format!("subtraction game S = {{{}}}", names.join(", ")),
                g,
                p,
            )
        }
        Game::Family(i) => {
            let (name, what, table, max) = FAMILIES[*i];
            if opts.upto > max {
                fail(&format!("{}: --upto is at most {}", name, max));
            }
            let (g, p) = observed_table(table(observe), opts.upto);
            (what.to_string(), g, p)
        }
    }
}

/// The sentence describing the pattern (text format).
/// `sub_max`: the largest removal of a finite subtraction game, whose period always exists.
fn describe(pattern: &Pattern, sub_max: Option<usize>) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(t) = sub_max {
        out.push(format!(
            "A subtraction game with a finite set is always periodic: g(n) depends only on the \
             previous {} values, so some window of them repeats.",
            t
        ));
    }
    match *pattern {
        Pattern::Proved {
            period,
            computed,
            t,
            splits,
            ..
        } => {
            let exception = if period.preperiod == 0 {
                "no exception".to_string()
            } else {
                format!("last exception at n = {}", period.preperiod - 1)
            };
            out.push(format!(
                "Periodic: period {}, preperiod {} ({}): g(n + {}) = g(n) for all n >= {}.",
                period.period, period.preperiod, exception, period.period, period.preperiod
            ));
            out.push(if splits {
                format!(
                    "Proved by the Guy-Smith criterion (largest removal t = {}) from the values \
                     computed up to n = {}.",
                    t, computed
                )
            } else {
                format!(
                    "Proved by the criterion for games without splits, g(n + p) = g(n) for \
                     n0 <= n < max(n0 + t, t + 1) with largest removal t = {}, from the values \
                     computed up to n = {}.",
                    t, computed
                )
            });
        }
        Pattern::Observed {
            preperiod,
            period,
            saltus,
            upto,
        } => {
            if saltus == 0 {
                out.push(format!(
                    "Periodic: g(n + {}) = g(n) for {} <= n <= {} (period {}, preperiod {}), \
                     observed up to n = {}, not proved.",
                    period,
                    preperiod,
                    upto - period,
                    period,
                    preperiod,
                    upto
                ));
            } else {
                out.push(format!(
                    "Arithmetic-periodic: g(n + {}) = g(n) + {} for {} <= n <= {} (period {}, \
                     saltus {}, preperiod {}), observed up to n = {}, not proved.",
                    period,
                    saltus,
                    preperiod,
                    upto - period,
                    period,
                    saltus,
                    preperiod,
                    upto
                ));
            }
        }
        Pattern::None { upto } => {
            let hint = if sub_max.is_some() {
                " (the period exists; a larger --limit finds it)"
            } else {
                ""
            };
            out.push(format!("no period found up to {}{}", upto, hint));
        }
    }
    out
}

fn json_pattern(pattern: &Pattern) -> String {
    match *pattern {
        Pattern::Proved {
            period, computed, ..
        } => format!(
            "{{\"kind\":\"periodic\",\"proved\":true,\"period\":{},\"preperiod\":{},\
             \"last_exception\":{},\"computed_upto\":{}}}",
            period.period,
            period.preperiod,
            if period.preperiod == 0 {
                "null".to_string()
            } else {
                (period.preperiod - 1).to_string()
            },
            computed
        ),
        Pattern::Observed {
            preperiod,
            period,
            saltus,
            upto,
        } => format!(
            "{{\"kind\":\"{}\",\"proved\":false,\"period\":{},\"saltus\":{},\"preperiod\":{},\
             \"observed_upto\":{}}}",
            if saltus == 0 {
                "periodic"
            } else {
                "arithmetic"
            },
            period,
            saltus,
            preperiod,
            upto
        ),
        Pattern::None { upto } => {
            format!("{{\"kind\":\"none\",\"computed_upto\":{}}}", upto)
        }
    }
}

/// `--find`: the formula search on the whole table computed (`cgt_tools::find`).
fn find_formula(w: &mut impl Write, opts: &Options, pattern: &Pattern) -> io::Result<()> {
    if !opts.find {
        return Ok(());
    }
    // The table the pattern was read from (at least g(0..=1000); a proof may have computed
    // further), not only the printed part.
    let read = match *pattern {
        Pattern::Proved { computed, .. } => computed,
        Pattern::Observed { upto, .. } | Pattern::None { upto } => upto,
    };
    let wide = Options {
        upto: opts.upto.max(OBSERVE_MIN).max(read),
        ..opts.clone()
    };
    let g = compute(&wide).1;
    let starts: Vec<(String, Option<i64>)> = g
        .iter()
        .enumerate()
        .map(|(n, &v)| (n.to_string(), Some(i64::from(v))))
        .collect();
    let request = find::Request {
        dim: 1,
        starts: &starts,
        kind: find::Kind::Grundy,
        limits: find::Limits {
            seconds: 20.0,
            max_size: 10,
        },
        file: "a scratch file of this game (`cgt-sg explore --new FILE.rs`)",
        has_conjecture: false,
        progress: !ProgressDrawTarget::stderr().is_hidden(),
        names: None,
        proved: match *pattern {
            Pattern::Proved { period, .. } => Some((period.preperiod, period.period)),
            _ => None,
        },
        condition: None,
    };
    find::write_report(w, &request)
}

fn join(v: &[usize]) -> String {
    v.iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(",")
}

fn main() {
    if std::env::args().nth(1).as_deref() == Some("explore") {
        explore::main(std::env::args().skip(2));
        return;
    }
    let opts = parse_args();
    let (name, g, pattern) = compute(&opts);
    let p_pos: Vec<usize> = (0..g.len()).filter(|&n| g[n] == 0).collect();
    let out = io::stdout();
    let mut w = BufWriter::new(out.lock());
    let res = match opts.format {
        Format::Csv => write_csv(&mut w, &g, &p_pos, opts.p_positions),
        Format::Json => {
            let gs: Vec<String> = g.iter().map(|v| v.to_string()).collect();
            let mut s = format!(
                "{{\"game\":\"{}\",\"upto\":{},\"grundy\":[{}],\"pattern\":{}",
                name,
                opts.upto,
                gs.join(","),
                json_pattern(&pattern)
            );
            if opts.p_positions {
                s.push_str(&format!(",\"p_positions\":[{}]", join(&p_pos)));
            }
            writeln!(w, "{}}}", s)
        }
        Format::Text => write_text(&mut w, &name, &opts, &g, &pattern, &p_pos)
            .and_then(|_| find_formula(&mut w, &opts, &pattern)),
    };
    if let Err(e) = res.and_then(|_| w.flush()) {
        if e.kind() != io::ErrorKind::BrokenPipe {
            eprintln!("cgt-sg: error: {}", e);
            exit(1);
        }
    }
}

fn write_csv(w: &mut impl Write, g: &[u32], p_pos: &[usize], only_p: bool) -> io::Result<()> {
    if only_p {
        writeln!(w, "n")?;
        for n in p_pos {
            writeln!(w, "{}", n)?;
        }
    } else {
        writeln!(w, "n,grundy")?;
        for (n, v) in g.iter().enumerate() {
            writeln!(w, "{},{}", n, v)?;
        }
    }
    Ok(())
}

fn write_text(
    w: &mut impl Write,
    name: &str,
    opts: &Options,
    g: &[u32],
    pattern: &Pattern,
    p_pos: &[usize],
) -> io::Result<()> {
    writeln!(w, "{}: g(n) for n = 0..={}", name, opts.upto)?;
    let vw = g.iter().map(|v| v.to_string().len()).max().unwrap_or(1);
    let iw = opts.upto.to_string().len();
    for (row, chunk) in g.chunks(opts.width).enumerate() {
        write!(w, "{:>iw$} |", row * opts.width, iw = iw)?;
        for v in chunk {
            write!(w, " {:>vw$}", v, vw = vw)?;
        }
        writeln!(w)?;
    }
    let sub_max = match &opts.game {
        Game::Sub(set) => set.iter().max().copied(),
        _ => None,
    };
    for line in describe(pattern, sub_max) {
        writeln!(w, "{}", line)?;
    }
    if opts.p_positions {
        writeln!(
            w,
            "P-positions (g = 0) up to {} ({}): {}",
            opts.upto,
            p_pos.len(),
            p_pos
                .iter()
                .map(|x| x.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        )?;
        if let Pattern::Proved {
            period, ref zeros, ..
        } = *pattern
        {
            if zeros.is_empty() {
                writeln!(w, "For n >= {}: no P-positions.", period.preperiod)?;
            } else {
                let list: Vec<String> = zeros.iter().map(|x| x.to_string()).collect();
                writeln!(
                    w,
                    "For n >= {}: n is a P-position iff n mod {} is in {{{}}}.",
                    period.preperiod,
                    period.period,
                    list.join(", ")
                )?;
            }
        }
    }
    Ok(())
}
