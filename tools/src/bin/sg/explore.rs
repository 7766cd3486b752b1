//! `cgt-sg explore FILE.rs`: the table of a game given by its rules in a scratch Rust file.
//!
//! The scratch file is compiled against `driver.rs` and the `cgt` library (both built once per
//! version of `src/` with the same rustc, cached with the compiled scratch programs in `<cargo
//! target dir>/cgt-sg-explore/`, never among the sources); the program searches the game and prints
//! records, which this module analyses and shows: the table, the P-positions, an observed period of
//! the values (one heap, as `cgt-sg` reports it; proved by the octal criteria when the moves were a
//! finite octal game's at every heap of the box) or else of the P-positions alone, or a period of
//! the P-positions but for a few heaps (listed), or the lines of the P-positions (two heaps),
//! pictures, winning moves, and the check of a conjectured closed form at every computed position.
//! Rules whose moves carry gains are score games: the same layouts show their negamax values,
//! `--moves` a best move with its gain. Exit status: 1 for a refuted conjecture, a loop, the
//! position limit or a panic in the rules; 2 for a bad option or a compile error.

use super::out_file::OutFile;
use super::{describe, find, lines, picture, Pattern};
use cgt::octal::OctalCode;
use cgt::octal_period::{
    find_period, find_period_without_splits, observed_period, observed_signed_period, Period,
};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::collections::hash_map::DefaultHasher;
use std::fs;
use std::hash::{Hash, Hasher};
use std::io::{self, BufRead, BufReader, Write};
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::{exit, Command, Stdio};

/// The options (also printed by `scripts/explore.sh --help` before any build).
pub const USAGE: &str = include_str!("explore_usage.txt");

#[derive(Clone, Copy, PartialEq)]
enum Play {
    Grundy,
    Outcome,
    Misere,
    /// Score rules (the moves carry gains): negamax values.
    Score,
}

struct Options {
    file: PathBuf,
    upto: Option<u64>,
    size_box: Option<(u64, u64)>,
    observe: u64,
    width: usize,
    play: Play,
    p_positions: bool,
    moves: bool,
    png: Option<PathBuf>,
    svg: Option<PathBuf>,
    force: bool,
    /// Check the conjecture at the starts only (`--check starts`).
    check_starts: bool,
    csv: bool,
    max_positions: u64,
    find: bool,
    find_seconds: f64,
    find_size: usize,
    /// The parameters' names in the formula (`--names`).
    names: Option<Vec<String>>,
}

/// A line on stderr; a closed stderr (`2>&1 | head`) is ignored, so the exit status stays the
/// run's own.
fn tell(line: &str) {
    let _ = writeln!(io::stderr(), "{}", line);
}

fn fail(msg: &str) -> ! {
    tell(&format!("cgt-sg: error: {}", msg));
    exit(2);
}

fn number(opt: &str, v: Option<String>) -> u64 {
    let v = v.unwrap_or_else(|| fail(&format!("{} needs a value", opt)));
    v.parse()
        .unwrap_or_else(|_| fail(&format!("{}: {:?} is not a non-negative integer", opt, v)))
}

fn parse_args(mut args: impl Iterator<Item = String>) -> Options {
    let mut o = Options {
        file: PathBuf::new(),
        upto: None,
        size_box: None,
        observe: 1000,
        width: 10,
        play: Play::Grundy,
        p_positions: false,
        moves: false,
        png: None,
        svg: None,
        force: false,
        check_starts: false,
        csv: false,
        max_positions: 2_000_000,
        find: false,
        find_seconds: 20.0,
        find_size: 10,
        names: None,
    };
    let mut file = None;
    // The options of --find given (an error without it).
    let mut find_only = Vec::new();
    while let Some(a) = args.next() {
        if matches!(a.as_str(), "--find-seconds" | "--find-size" | "--names") {
            find_only.push(a.clone());
        }
        match a.as_str() {
            "-h" | "--help" => {
                say(USAGE);
                exit(0);
            }
            "--new" => {
                let f = args
                    .next()
                    .unwrap_or_else(|| fail("--new needs a file name"));
                new_file(Path::new(&f));
                exit(0);
            }
            "--upto" => o.upto = Some(number("--upto", args.next())),
            "--observe" => o.observe = number("--observe", args.next()),
            "--width" => o.width = number("--width", args.next()) as usize,
            "--max-positions" => o.max_positions = number("--max-positions", args.next()),
            "--box" => {
                let v = args.next().unwrap_or_default();
                let parsed = v
                    .split_once(',')
                    .and_then(|(a, b)| Some((a.parse().ok()?, b.parse().ok()?)));
                o.size_box =
                    Some(parsed.unwrap_or_else(|| fail(&format!("--box needs A,B, not {:?}", v))));
            }
            "--find" => o.find = true,
            "--find-seconds" => {
                let v = args.next().unwrap_or_default();
                o.find_seconds = v
                    .parse()
                    .ok()
                    .filter(|s: &f64| *s > 0.0)
                    .unwrap_or_else(|| {
                        fail(&format!(
                            "--find-seconds needs a positive number, not {:?}",
                            v
                        ))
                    });
            }
            "--find-size" => o.find_size = number("--find-size", args.next()) as usize,
            "--names" => {
                let v = args.next().unwrap_or_default();
                o.names = Some(find::check_names(&v).unwrap_or_else(|e| fail(&e)));
            }
            "--misere" => o.play = Play::Misere,
            "--outcome" => o.play = Play::Outcome,
            "--p-positions" => o.p_positions = true,
            "--moves" => o.moves = true,
            "--force" => o.force = true,
            "--check" => {
                o.check_starts = match args.next().as_deref() {
                    Some("starts") => true,
                    Some("all") => false,
                    v => fail(&format!(
                        "--check must be starts or all, not {:?}",
                        v.unwrap_or("")
                    )),
                }
            }
            "--png" => {
                o.png = Some(
                    args.next()
                        .unwrap_or_else(|| fail("--png needs a file"))
                        .into(),
                )
            }
            "--svg" => {
                o.svg = Some(
                    args.next()
                        .unwrap_or_else(|| fail("--svg needs a file"))
                        .into(),
                )
            }
            "--format" => {
                o.csv = match args.next().as_deref() {
                    Some("csv") => true,
                    Some("text") => false,
                    v => fail(&format!(
                        "--format must be text or csv, not {:?}",
                        v.unwrap_or("")
                    )),
                }
            }
            _ if a.starts_with('-') => fail(&format!("unknown option {:?}", a)),
            _ if file.is_some() => fail(&format!("unexpected argument {:?}", a)),
            _ => file = Some(PathBuf::from(a)),
        }
    }
    o.file = file.unwrap_or_else(|| fail("no scratch file given (cgt-sg explore FILE.rs)"));
    if o.width == 0 {
        fail("--width must be at least 1");
    }
    if o.moves && o.csv {
        fail("--moves prints text: leave out --format csv");
    }
    if o.png.is_some() && o.png == o.svg {
        fail("--png and --svg name the same file");
    }
    for (path, kind) in o.pictures() {
        o.picture_file(kind)
            .check(path)
            .unwrap_or_else(|e| fail(&e));
    }
    if o.find && o.csv {
        fail("--find prints text: leave out --format csv");
    }
    if !o.find {
        if let Some(f) = find_only.first() {
            fail(&format!("{} is an option of --find: add --find", f));
        }
    }
    if o.find_size == 0 {
        fail("--find-size must be at least 1");
    }
    o
}

impl Options {
    /// Two heaps: the last row or column printed of a box side `m` (`--upto` with `--box`).
    fn corner(&self, m: u64) -> u64 {
        match (self.size_box, self.upto) {
            (Some(_), Some(n)) => m.min(n),
            _ => m,
        }
    }

    /// The pictures asked for: (path, `"png"` or `"svg"`).
    fn pictures(&self) -> Vec<(&Path, &'static str)> {
        let png = self.png.as_deref().map(|p| (p, "png"));
        let svg = self.svg.as_deref().map(|p| (p, "svg"));
        png.into_iter().chain(svg).collect()
    }

    /// Where a picture may be written: never over the rules file (see `out_file`).
    fn picture_file(&self, kind: &str) -> OutFile<'_> {
        OutFile {
            what: if kind == "png" {
                "the PNG picture"
            } else {
                "the SVG picture"
            },
            ours: if kind == "png" {
                picture::png_is_ours
            } else {
                picture::svg_is_ours
            },
            protected: std::slice::from_ref(&self.file),
            force: self.force,
        }
    }
}

const TEMPLATE: &str = include_str!("../../../../scripts/templates/explore.rs");

/// Prints `text` on stdout; a closed pipe ends the program quietly (exit 2).
fn say(text: &str) {
    let mut out = io::stdout();
    if let Err(e) = out.write_all(text.as_bytes()).and_then(|_| out.flush()) {
        if e.kind() == io::ErrorKind::BrokenPipe {
            exit(2);
        }
        fail(&e.to_string());
    }
}

/// Writes the template to `path`, a new file (never over a file or through a symbolic link, even
/// a dangling one).
fn new_file(path: &Path) {
    let created = fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path);
    let mut f = match created {
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => fail(&format!(
            "{} exists already (a file or a link): choose a new name",
            path.display()
        )),
        Err(e) => fail(&format!("cannot create {}: {}", path.display(), e)),
        Ok(f) => f,
    };
    f.write_all(TEMPLATE.as_bytes())
        .unwrap_or_else(|e| fail(&format!("cannot write {}: {}", path.display(), e)));
    say(&format!(
        "cgt-sg: wrote {}; edit its rules, then run: scripts/explore.sh {}\n",
        path.display(),
        path.display()
    ));
}

fn hash_of(parts: &[&[u8]]) -> u64 {
    let mut h = DefaultHasher::new();
    for p in parts {
        p.hash(&mut h);
    }
    h.finish()
}

/// The repository root (the parent of tools/, where `cgt-sg` was built from).
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("tools/ has a parent")
        .to_path_buf()
}

/// `<cargo target dir>/cgt-sg-explore`: the target dir `cgt-sg` runs from (`<target>/<profile>/`,
/// known by the `CACHEDIR.TAG` cargo writes there), else the one cargo resolves (`cargo metadata`,
/// about 20 ms), else the directory above the one `cgt-sg` runs from.
fn work_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("the path of cgt-sg");
    let above = exe.parent().and_then(Path::parent);
    if let Some(target) = above.filter(|t| t.join("CACHEDIR.TAG").is_file()) {
        return target.join("cgt-sg-explore");
    }
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
    let manifest = root().join("Cargo.toml");
    let meta = Command::new(cargo)
        .args([
            "metadata",
            "--no-deps",
            "--format-version",
            "1",
            "--manifest-path",
        ])
        .arg(&manifest)
        .stderr(Stdio::null())
        .output();
    let from_cargo = meta.ok().filter(|m| m.status.success()).and_then(|m| {
        let json = String::from_utf8(m.stdout).ok()?;
        let rest = &json[json.find("\"target_directory\":\"")? + 20..];
        let (mut dir, mut chars) = (String::new(), rest.chars());
        while let Some(c) = chars.next() {
            match c {
                '"' => return Some(PathBuf::from(dir)),
                '\\' => dir.push(chars.next()?),
                c => dir.push(c),
            }
        }
        None
    });
    let dir =
        from_cargo.unwrap_or_else(|| above.expect("cgt-sg in <target>/<profile>/").to_path_buf());
    dir.join("cgt-sg-explore")
}

fn rustc() -> String {
    std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string())
}

/// Runs rustc on `source` with [`opt`] and `args`; its messages go straight to our stderr. Writes
/// to `tmp`, then renames it to `out` (so two runs at once never see half a file).
fn compile(args: &[&str], source: &Path, tmp: &Path, out: &Path) -> bool {
    let status = Command::new(rustc())
        .args(opt())
        .args(args)
        .arg(source)
        .arg("-o")
        .arg(tmp)
        .status();
    let ok = status.map_or(false, |s| s.success());
    ok && fs::rename(tmp, out).is_ok()
}

/// rustc's options for the library and the scratch programs: optimised (`opt-level=2`), or at the
/// level `CGT_SG_OPT_LEVEL` (0 to 3) names; the tests use 0, which compiles about 3x faster.
fn opt() -> Vec<String> {
    let level = match std::env::var("CGT_SG_OPT_LEVEL") {
        Ok(l) if ["0", "1", "2", "3"].contains(&l.as_str()) => l,
        Ok(l) => fail(&format!(
            "CGT_SG_OPT_LEVEL must be 0, 1, 2 or 3, not '{}'",
            l
        )),
        Err(_) => "2".to_string(),
    };
    [
        "--edition",
        "2021",
        "-C",
        &format!("opt-level={}", level),
        "-C",
        "debuginfo=0",
    ]
    .map(String::from)
    .to_vec()
}

/// The cgt library compiled as an rlib (std only), cached by its sources and the rustc version.
fn library(dir: &Path, version: &[u8], bar: &ProgressBar) -> PathBuf {
    let src = root().join("src");
    let mut files: Vec<PathBuf> = fs::read_dir(&src)
        .unwrap_or_else(|e| fail(&format!("cannot read {}: {}", src.display(), e)))
        .map(|e| e.expect("a directory entry").path())
        .collect();
    files.sort();
    let mut parts: Vec<Vec<u8>> = vec![version.to_vec(), opt().join(" ").into_bytes()];
    for f in &files {
        parts.push(f.to_string_lossy().into_owned().into_bytes());
        parts.push(fs::read(f).unwrap_or_default());
    }
    let refs: Vec<&[u8]> = parts.iter().map(|p| &p[..]).collect();
    let rlib = dir.join(format!("libcgt-{:016x}.rlib", hash_of(&refs)));
    if !rlib.exists() {
        // One line even when stderr is not a terminal (the bar is then hidden): this takes a while.
        tell("cgt-sg: compiling the cgt library for the explorer (once per version of src/)");
        bar.set_message("compiling the cgt library (once per version of src/)");
        let tmp = dir.join(format!("libcgt-{}.rlib", std::process::id()));
        let args = [
            "--crate-type",
            "rlib",
            "--crate-name",
            "cgt",
            "--cap-lints",
            "allow",
        ];
        if !compile(&args, &src.join("lib.rs"), &tmp, &rlib) {
            fail("cannot compile the cgt library (rustc's messages above)");
        }
    }
    rlib
}

/// The driver compiled as an rlib against the library `rlib`, cached by both: type-checked and
/// its plain functions compiled once, not in every scratch program (which take 30% less time at
/// `opt-level=0`, 20% less at 2).
fn driver_library(dir: &Path, rlib: &Path, bar: &ProgressBar) -> PathBuf {
    let driver = include_str!("driver.rs");
    let key = hash_of(&[
        driver.as_bytes(),
        rlib.to_string_lossy().as_bytes(),
        opt().join(" ").as_bytes(),
    ]);
    let out = dir.join(format!("libsg_driver-{:016x}.rlib", key));
    if out.exists() {
        return out;
    }
    bar.set_message("compiling the explorer's driver (once per version of src/)");
    // The source is this process's own: two runs at once never read a file the other writes.
    let source = dir.join(format!("sg_driver-{}.rs", std::process::id()));
    fs::write(&source, driver)
        .unwrap_or_else(|e| fail(&format!("cannot write {}: {}", source.display(), e)));
    let extern_cgt = format!("cgt={}", rlib.display());
    let args = [
        "-C",
        "overflow-checks=on",
        "--crate-type",
        "rlib",
        "--crate-name",
        "sg_driver",
        "--cap-lints",
        "allow",
        "--extern",
        &extern_cgt,
    ];
    let tmp = dir.join(format!("libsg_driver-{}.rlib", std::process::id()));
    let ok = compile(&args, &source, &tmp, &out);
    let _ = fs::remove_file(&source);
    if !ok {
        fail("cannot compile the explorer's driver (rustc's messages above)");
    }
    out
}

/// Compiles the scratch file against the driver and the library (cached by all three): the
/// program.
fn scratch_program(file: &Path, bar: &ProgressBar) -> PathBuf {
    let file = fs::canonicalize(file)
        .unwrap_or_else(|e| fail(&format!("cannot read {}: {}", file.display(), e)));
    let source =
        fs::read(&file).unwrap_or_else(|e| fail(&format!("cannot read {}: {}", file.display(), e)));
    let dir = work_dir();
    fs::create_dir_all(&dir)
        .unwrap_or_else(|e| fail(&format!("cannot create {}: {}", dir.display(), e)));
    let version = Command::new(rustc())
        .arg("-vV")
        .output()
        .unwrap_or_else(|e| fail(&format!("cannot run rustc: {}", e)))
        .stdout;
    let rlib = library(&dir, &version, bar);
    let driver = driver_library(&dir, &rlib, bar);
    let path = file.to_string_lossy().into_owned();
    let key = hash_of(&[
        &source,
        path.as_bytes(),
        driver.to_string_lossy().as_bytes(),
    ]);
    let stem = file
        .file_stem()
        .map_or("scratch".into(), |s| s.to_string_lossy().into_owned());
    let build = dir.join(format!("{}-{:016x}", stem, key));
    let program = build.join("explore");
    if program.exists() {
        return program;
    }
    bar.set_message(format!("compiling {}", file.display()));
    fs::create_dir_all(&build).expect("the build directory");
    // The source is this process's own: two runs compiling the same scratch file at once (the
    // tests do) never read a file the other is writing.
    let main_rs = build.join(format!("main-{}.rs", std::process::id()));
    // The scratch file's own `starts`, `conjecture` and `payoff` shadow the glob-imported defaults.
    let main = format!(
        "#![allow(dead_code, unused_imports)]\nuse sg_driver::defaults::*;\ninclude!({:?});\n\
         fn main() {{\n    sg_driver::run(moves, starts, conjecture, payoff);\n}}\n",
        path
    );
    fs::write(&main_rs, main).expect("main.rs");
    let (extern_cgt, extern_driver) = (
        format!("cgt={}", rlib.display()),
        format!("sg_driver={}", driver.display()),
    );
    // `-L`: where rustc finds the library the driver was compiled against (by its hash).
    let search = format!("dependency={}", dir.display());
    let args = [
        "-C",
        "overflow-checks=on",
        "--crate-name",
        "explore",
        "-L",
        &search,
        "--extern",
        &extern_cgt,
        "--extern",
        &extern_driver,
    ];
    let tmp = build.join(format!("explore-{}", std::process::id()));
    let ok = compile(&args, &main_rs, &tmp, &program);
    let _ = fs::remove_file(&main_rs);
    if !ok {
        bar.finish_and_clear();
        fail(&format!(
            "{} does not compile (rustc's messages above)",
            file.display()
        ));
    }
    program
}

/// One start position and what the search found.
struct Start {
    label: String,
    grundy: Option<u32>,
    misere_wins: Option<bool>,
    /// Score rules: the negamax value.
    score: Option<i64>,
}

/// The conjecture checked at every computed position (the driver's `K` record).
struct Checked {
    kind: char,
    positions: u64,
    /// How many of them are starts, and how many distinct starts there are.
    starts: u64,
    distinct_starts: u64,
    counterexamples: u64,
    /// The first counterexample: (conjectured, true value, label).
    first: Option<(i128, i128, String)>,
}

/// What the scratch program printed.
struct Search {
    dim: usize,
    /// Score rules (the moves carry gains), and whether the file defines `payoff`.
    score: bool,
    payoff: bool,
    starts: Vec<Start>,
    positions: u64,
    status: String,
    sums: bool,
    cycle: Vec<String>,
    /// After a cycle: (outcome W/L/D, moves, label) of each start, by retrograde analysis.
    loopy: Vec<(String, String, String)>,
    checked: Option<Checked>,
    /// (start label, target, gain or `-`) of the winning moves (score rules: the best moves).
    moves: Vec<(String, String, String)>,
    /// A panic in the rules: (what was done, the position, the message).
    panic: Option<(String, String, String)>,
    /// One heap: the finite octal code whose moves the rules made at every heap of the box.
    octal: Option<String>,
    /// How many starts there are (the `S` record), and positions the last progress record counted.
    total_starts: usize,
    progress_positions: u64,
}

fn run_program(program: &Path, size: &[u64], o: &Options, bar: &ProgressBar) -> Search {
    let flags = [
        (o.play == Play::Misere) as u64,
        o.moves as u64,
        o.upto.unwrap_or(100).saturating_add(1),
        o.check_starts as u64,
    ];
    let mut child = Command::new(program)
        .arg(o.max_positions.to_string())
        .args(size.iter().chain(&flags).map(|s| s.to_string()))
        .stdout(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| fail(&format!("cannot run {}: {}", program.display(), e)));
    let mut s = Search {
        dim: 0,
        score: false,
        payoff: false,
        starts: Vec::new(),
        positions: 0,
        status: String::new(),
        sums: false,
        cycle: Vec::new(),
        loopy: Vec::new(),
        checked: None,
        moves: Vec::new(),
        panic: None,
        octal: None,
        total_starts: 0,
        progress_positions: 0,
    };
    bar.set_message("searching");
    for line in BufReader::new(child.stdout.take().expect("piped")).lines() {
        let line = line.expect("the scratch program's output");
        let f: Vec<&str> = line.splitn(9, '\t').collect();
        let int = |i: usize| f[i].parse::<u64>().ok();
        match f[0] {
            "S" => {
                s.dim = f[1].parse().expect("S dim");
                bar.set_length(int(2).expect("S starts"));
                s.total_starts = int(2).unwrap_or(0) as usize;
                s.score = f[3] == "s";
                s.payoff = f[4] == "1";
            }
            "P" => {
                bar.set_position(int(1).unwrap_or(0));
                s.progress_positions = int(3).unwrap_or(0);
                bar.set_message(format!("searching: {} positions", f[3]));
            }
            "C" => s.cycle.push(f[1].to_string()),
            "X" => s.panic = Some((f[1].to_string(), f[2].to_string(), f[3].to_string())),
            "L" => s
                .loopy
                .push((f[1].to_string(), f[2].to_string(), f[3].to_string())),
            "V" => s.starts.push(Start {
                label: f[4].to_string(),
                grundy: f[1].parse().ok(),
                misere_wins: f[2].parse::<u8>().ok().map(|m| m == 1),
                score: f[3].parse().ok(),
            }),
            "K" => {
                s.checked = Some(Checked {
                    kind: f[1].chars().next().unwrap_or('g'),
                    positions: int(2).unwrap_or(0),
                    starts: int(3).unwrap_or(0),
                    distinct_starts: int(4).unwrap_or(0),
                    counterexamples: int(5).unwrap_or(0),
                    first: f[6].parse().ok().and_then(|c| {
                        let truth = f[7].parse().ok()?;
                        Some((c, truth, f[8].to_string()))
                    }),
                })
            }
            "O" => s.octal = Some(f[1].to_string()),
            "M" => s
                .moves
                .push((f[1].to_string(), f[2].to_string(), f[3].to_string())),
            "E" => {
                s.positions = int(1).unwrap_or(0);
                s.status = f[2].to_string();
                s.sums = f[3] == "1";
            }
            _ => {}
        }
    }
    let status = child.wait();
    bar.finish_and_clear();
    if s.status.is_empty() || !status.as_ref().map_or(false, |st| st.success()) {
        let signal = status.as_ref().ok().and_then(|st| st.signal());
        if signal.is_none() {
            tell("cgt-sg: error: the scratch program stopped with an error (its message is above)");
            exit(1);
        }
        s.status = format!("signal {}", signal.unwrap_or(0));
    }
    s
}

/// The name and the usual cause of a signal that killed the scratch program.
fn signal_name(signal: i32) -> String {
    let (name, cause) = match signal {
        9 => (
            "SIGKILL",
            "killed: out of memory (the kernel's OOM killer), or kill -9",
        ),
        24 => ("SIGXCPU", "the CPU time limit (ulimit -t) ran out"),
        25 => ("SIGXFSZ", "the file size limit ran out"),
        6 => ("SIGABRT", "aborted: usually a failed memory allocation"),
        11 => ("SIGSEGV", "a segmentation fault: usually a stack overflow"),
        15 => ("SIGTERM", "terminated"),
        2 => ("SIGINT", "interrupted"),
        _ => ("", "killed"),
    };
    if name.is_empty() {
        format!("signal {} ({})", signal, cause)
    } else {
        format!("signal {} ({}: {})", signal, name, cause)
    }
}

/// After the scratch program was killed: the starts it did not value, marked unknown (one and
/// two heaps: every start of the box; a list of starts: only those it valued are shown).
fn pad_unknown(s: &mut Search, size: &[u64]) {
    let known = s.starts.len();
    let label = |i: usize| match s.dim {
        1 => Some(i.to_string()),
        2 => {
            let cols = size[2] as usize + 1;
            Some(format!("{} {}", i / cols, i % cols))
        }
        _ => None,
    };
    let missing: Vec<String> = (known..s.total_starts).map_while(label).collect();
    s.starts.extend(missing.into_iter().map(|label| Start {
        label,
        grundy: None,
        misere_wins: None,
        score: None,
    }));
}

/// A progress bar on stderr; indicatif draws nothing when stderr is not a terminal.
fn progress_bar() -> ProgressBar {
    let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr());
    bar.set_style(
        ProgressStyle::with_template("{spinner} {msg} [{bar:30}] {pos}/{len} starts ({elapsed})")
            .expect("valid template")
            .progress_chars("=> "),
    );
    bar.enable_steady_tick(std::time::Duration::from_millis(120));
    bar
}

impl Options {
    /// The value shown: a Grundy value, 1/0 for W/L, or a score game's value.
    fn value(&self, s: &Start) -> Option<i64> {
        match self.play {
            Play::Grundy => s.grundy.map(i64::from),
            Play::Outcome => s.grundy.map(|g| (g != 0) as i64),
            Play::Misere => s.misere_wins.map(i64::from),
            Play::Score => s.score,
        }
    }

    fn show(&self, v: Option<i64>) -> String {
        match (v, self.play) {
            (None, _) => "?".to_string(),
            (Some(g), Play::Grundy | Play::Score) => g.to_string(),
            (Some(w), _) => (if w == 1 { "W" } else { "L" }).to_string(),
        }
    }
}

pub fn main(args: impl Iterator<Item = String>) {
    let mut o = parse_args(args);
    let bar = progress_bar();
    let program = scratch_program(&o.file, &bar);
    let (a, b) = o
        .size_box
        .unwrap_or((o.upto.unwrap_or(30), o.upto.unwrap_or(30)));
    let size = [o.upto.unwrap_or(100).max(o.observe), a, b];
    let mut s = run_program(&program, &size, &o, &bar);
    let killed = s
        .status
        .strip_prefix("signal ")
        .map(|n| n.parse().unwrap_or(0));
    if let Some(signal) = killed {
        pad_unknown(&mut s, &size);
        s.checked = None;
        if s.starts.is_empty() {
            tell(&format!(
                "cgt-sg: error: the scratch program was killed by {} before it valued a start",
                signal_name(signal)
            ));
            exit(1);
        }
    }
    if o.play == Play::Misere && s.sums {
        fail("--misere: the moves leave sums of positions, whose misère outcome is not given by their parts; make a position the whole sum (e.g. a sorted Vec of heaps)");
    }
    if s.payoff && !s.score {
        fail("fn payoff is for score games: make moves return Vec<(Pos, i64)>, each move with the mover's gain");
    }
    if s.score {
        if o.play != Play::Grundy {
            fail("--misere and --outcome are for rules without gains (moves -> Vec<(Pos, i64)> is a score game)");
        }
        if o.png.is_some() || o.svg.is_some() {
            fail("--png and --svg draw the Grundy values of two-heap games, not score games");
        }
        o.play = Play::Score;
    }
    if (o.png.is_some() || o.svg.is_some()) && s.dim != 2 {
        fail("--png and --svg draw two-heap games (Pos = (u64, u64))");
    }
    let out = io::stdout();
    let mut w = io::BufWriter::new(out.lock());
    let mut refuted = false;
    let res = (|| -> io::Result<()> {
        if o.csv {
            write_csv(&mut w, &o, &s)?;
        } else {
            match s.dim {
                1 => one_heap(&mut w, &o, &s)?,
                2 => two_heaps(&mut w, &o, &s, (a, b))?,
                _ => any_positions(&mut w, &o, &s)?,
            }
            if o.moves {
                write_moves(&mut w, &o, &s)?;
            }
            refuted = check_conjecture(&mut w, &s, o.check_starts)?;
            if o.find {
                find_formula(&mut w, &o, &s)?;
            }
        }
        if s.status == "cycle" {
            write_loopy(&mut w, &o, &s)?;
        }
        Ok(())
    })();
    match res.and_then(|_| w.flush()) {
        // A closed pipe (`| head`): nobody reads on, so stop quietly.
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => exit(2),
        Err(e) => fail(&e.to_string()),
        Ok(()) => {}
    }
    drop(w);
    match s.status.as_str() {
        "cycle" => {
            let why = if s.score {
                "negamax gives no value where a play can reach a cycle (ScoreSearch needs every \
                 play to end)"
            } else {
                "a position that can reach a cycle has no Grundy value (GameSearch needs every \
                 play to end)"
            };
            tell(&format!(
                "cgt-sg: error: the rules loop: a play can repeat a position, so {}. The cycle:",
                why
            ));
            let cycle: Vec<String> = s.cycle.iter().map(|p| brief(p)).collect();
            tell(&format!("  {}", cycle.join(" -> ")));
            tell("(values marked ? were not computed)");
            exit(1);
        }
        _ if killed.is_some() => {
            let valued = s.starts.iter().filter(|t| o.value(t).is_some()).count();
            tell(&format!(
                "cgt-sg: error: the scratch program was killed by {} after about {} positions; \
                 {} of the {} starts were valued (the table above; values marked ? were not \
                 computed); shrink the box, or lower --max-positions to stop it in time",
                signal_name(killed.unwrap_or(0)),
                s.progress_positions,
                valued,
                s.total_starts
            ));
            exit(1);
        }
        "limit" => {
            tell(&format!(
                "cgt-sg: error: stopped after {} positions (--max-positions {}): the values marked ? are not computed; shrink the box or raise --max-positions",
                s.positions, o.max_positions
            ));
            exit(1);
        }
        "panic" => {
            let (what, position, msg) = s.panic.clone().unwrap_or_default();
            let position = brief(&position);
            if position == "-" {
                tell(&format!("cgt-sg: error: panic while {}: {}", what, msg));
            } else {
                tell(&format!(
                    "cgt-sg: error: panic while {} position {}: {}",
                    what, position, msg
                ));
            }
            if what == "expanding" {
                tell("(values marked ? were not computed)");
            }
            exit(1);
        }
        _ if refuted => exit(1),
        _ => {}
    }
}

/// After a cycle: each start's win, loss or draw by retrograde analysis, or why there is none.
fn write_loopy(w: &mut impl Write, o: &Options, s: &Search) -> io::Result<()> {
    if s.score {
        return writeln!(w, "(no win/lose/draw table: the moves carry gains)");
    }
    if s.loopy.is_empty() {
        return writeln!(w, "(no win/lose/draw table: a move leaves a sum of positions, or more than --max-positions positions are reachable)");
    }
    writeln!(
        w,
        "Win/lose/draw of the player to move, by retrograde analysis (cgt::graph_game; the"
    )?;
    writeln!(
        w,
        "winner wins fastest, the loser loses slowest, a draw is a play that never ends):"
    )?;
    for (outcome, moves, label) in s.loopy.iter().take(shown(o, s)) {
        let label = shown_label(s.dim, label);
        let plural = if moves.as_str() == "1" { "" } else { "s" };
        match outcome.as_str() {
            "W" => writeln!(w, "  {}: win in {} move{}", label, moves, plural)?,
            "L" => writeln!(w, "  {}: loss in {} move{}", label, moves, plural)?,
            _ => writeln!(w, "  {}: draw", label)?,
        }
    }
    Ok(())
}

/// `--find`: the formula search on the computed starts (`find.rs`).
fn find_formula(w: &mut impl Write, o: &Options, s: &Search) -> io::Result<()> {
    let starts: Vec<(String, Option<i64>)> = s
        .starts
        .iter()
        .map(|t| (t.label.clone(), o.value(t)))
        .collect();
    let kind = match o.play {
        Play::Grundy => find::Kind::Grundy,
        Play::Outcome => find::Kind::Outcome,
        Play::Misere => find::Kind::Misere,
        Play::Score => find::Kind::Score,
    };
    // A one-heap period the explorer proved holds for an octal game if the rules are that game
    // at every n: "proved" under that condition.
    let proof = if s.dim == 1 {
        let known: Vec<i64> = s.starts.iter().map_while(|t| o.value(t)).collect();
        match octal_proof(o, s, &known) {
            Some((code, Some(period))) => Some((
                (period.preperiod, period.period),
                format!(
                    "for {}, if the rules are that game at every n",
                    octal_game(&code).0
                ),
            )),
            _ => None,
        }
    } else {
        None
    };
    let request = find::Request {
        dim: s.dim,
        starts: &starts,
        kind,
        limits: find::Limits {
            seconds: o.find_seconds,
            max_size: o.find_size.max(1),
        },
        file: &file_name(o),
        has_conjecture: s.checked.is_some(),
        progress: !ProgressDrawTarget::stderr().is_hidden(),
        names: o.names.as_deref(),
        proved: proof.as_ref().map(|p| p.0),
        condition: proof.map(|p| p.1),
    };
    find::write_report(w, &request)
}

/// How many starts are printed: one heap `0..=--upto` (the search box also serves the period),
/// two heaps the whole box, a list of starts the first `--upto + 1` (default 101).
fn shown(o: &Options, s: &Search) -> usize {
    let upto = o.upto.unwrap_or(100).saturating_add(1);
    match s.dim {
        2 => s.starts.len(),
        _ => s.starts.len().min(upto.try_into().unwrap_or(usize::MAX)),
    }
}

/// The winning moves the driver found, one per printed start that wins.
fn write_moves(w: &mut impl Write, o: &Options, s: &Search) -> io::Result<()> {
    let (wins, to) = match o.play {
        Play::Grundy if s.sums => ("g != 0", "a position of value 0 or a sum of XOR 0"),
        Play::Grundy => ("g != 0", "a position of value 0"),
        Play::Outcome => ("outcome W", "an L position"),
        Play::Misere => ("misère outcome W", "a misère L position"),
        Play::Score => ("a move", "gain - v(next) = v"),
    };
    let which = match s.dim {
        1 => format!("each heap n <= {}", o.upto.unwrap_or(100)),
        2 => "each printed position of the box".to_string(),
        _ => "each printed start".to_string(),
    };
    if o.play == Play::Score {
        writeln!(
            w,
            "Best moves ({} with {}, the first with {}):",
            which, wins, to
        )?;
    } else {
        writeln!(w, "Winning moves ({} with {}, to {}):", which, wins, to)?;
    }
    let printed = |label: &str| {
        let mut ab = label.split(' ').map(|x| x.parse::<u64>().unwrap_or(0));
        let (a, b) = (ab.next().unwrap_or(0), ab.next().unwrap_or(0));
        s.dim != 2 || a.max(b) <= o.corner(u64::MAX)
    };
    for (from, to, gain) in s.moves.iter().filter(|m| printed(&m.0)) {
        let (from, to) = (shown_label(s.dim, from), brief(to));
        if o.play == Play::Score {
            writeln!(w, "  {} -> {} (gain {})", from, to, gain)?;
        } else {
            writeln!(w, "  {} -> {}", from, to)?;
        }
    }
    Ok(())
}

/// A start's label for people: `n = 7`, `(3, 5)`, or the position as Rust prints it ([`brief`]).
fn shown_label(dim: usize, label: &str) -> String {
    match dim {
        1 => format!("n = {}", label),
        2 => format!("({})", label.replace(' ', ", ")),
        _ => brief(label),
    }
}

/// Longest position printed in full in text output (characters); CSV prints every one in full.
const LONGEST_SHOWN: usize = 120;

/// `text`, or when it is longer than [`LONGEST_SHOWN`] characters its first 80 and last 20 with
/// the count between, e.g. `[1, 1, 1 ... (299900 more characters) ... 1, 1]`.
fn brief(text: &str) -> String {
    let n = text.chars().count();
    if n <= LONGEST_SHOWN {
        return text.to_string();
    }
    let head: String = text.chars().take(80).collect();
    let tail: String = text.chars().skip(n - 20).collect();
    format!("{} ... ({} more characters) ... {}", head, n - 100, tail)
}

fn file_name(o: &Options) -> String {
    o.file
        .file_name()
        .map_or(String::new(), |f| f.to_string_lossy().into_owned())
}

/// What the table holds, e.g. `g(n)` or `misère outcome (W ...)`.
fn what(o: &Options, args: &str) -> String {
    match o.play {
        Play::Grundy => format!("g({})", args),
        Play::Outcome => format!(
            "normal-play outcome o({}) (W: the player to move wins, L: loses)",
            args
        ),
        Play::Misere => format!(
            "misère outcome o({}) (W: the player to move wins, L: loses)",
            args
        ),
        Play::Score => format!(
            "score v({}) (the player to move's gains minus the opponent's, best play)",
            args
        ),
    }
}

/// The name of parameter `i` in the table's headers: `--names`' when given, else `default`.
fn axis(o: &Options, i: usize, default: &str) -> String {
    o.names
        .as_ref()
        .and_then(|n| n.get(i).cloned())
        .unwrap_or_else(|| default.to_string())
}

fn p_name(o: &Options) -> &'static str {
    match o.play {
        Play::Grundy => "P-positions (g = 0)",
        Play::Score => "Ties (v = 0)",
        _ => "P-positions (L)",
    }
}

fn write_csv(w: &mut impl Write, o: &Options, s: &Search) -> io::Result<()> {
    let column = match o.play {
        Play::Grundy => "grundy",
        Play::Score => "score",
        _ => "wins",
    };
    match s.dim {
        1 => writeln!(w, "n,{}", column)?,
        2 => writeln!(w, "a,b,{}", column)?,
        _ => writeln!(w, "position,{}", column)?,
    }
    let shown = shown(o, s);
    if s.dim == 0 && shown < s.starts.len() {
        tell(&format!(
            "cgt-sg: note: printed the first {} of the {} start positions (--upto N prints the first N + 1)",
            shown,
            s.starts.len()
        ));
    }
    for t in &s.starts[..shown] {
        let v = o.value(t).map_or("?".to_string(), |v| v.to_string());
        match s.dim {
            1 => writeln!(w, "{},{}", t.label, v)?,
            2 => writeln!(w, "{},{}", t.label.replace(' ', ","), v)?,
            _ => writeln!(w, "\"{}\",{}", t.label.replace('"', "\"\""), v)?,
        }
    }
    Ok(())
}

fn one_heap(w: &mut impl Write, o: &Options, s: &Search) -> io::Result<()> {
    let upto = o.upto.unwrap_or(100) as usize;
    let vals: Vec<Option<i64>> = s.starts.iter().map(|t| o.value(t)).collect();
    let n = axis(o, 0, "n");
    writeln!(
        w,
        "{}: {} for {} = 0..={}",
        file_name(o),
        what(o, &n),
        n,
        upto
    )?;
    let shown: Vec<String> = vals[..=upto].iter().map(|&v| o.show(v)).collect();
    let vw = shown.iter().map(|v| v.len()).max().unwrap_or(1);
    let iw = upto.to_string().len();
    for (row, chunk) in shown.chunks(o.width).enumerate() {
        write!(w, "{:>iw$} |", row * o.width, iw = iw)?;
        for v in chunk {
            write!(w, " {:>vw$}", v, vw = vw)?;
        }
        writeln!(w)?;
    }
    let known: Vec<i64> = vals.iter().map_while(|&v| v).collect();
    if known.is_empty() {
        return Ok(());
    }
    let n = known.len() - 1;
    let score = o.play == Play::Score;
    let proof = octal_proof(o, s, &known);
    let proved = proof.as_ref().and_then(|p| p.1);
    let found = if score {
        score_period(&known)
    } else if let Some(period) = proved {
        Some((period.preperiod, period.period, 0))
    } else {
        let g: Vec<u32> = known.iter().map(|&v| v as u32).collect();
        observed_period(&g, 3).map(|a| (a.preperiod, a.period, i64::from(a.saltus)))
    };
    if score {
        writeln!(w, "{}", describe_score(found, n))?;
    } else {
        let pattern = match (found, &proof) {
            (_, Some((code, Some(period)))) => Pattern::Proved {
                period: *period,
                computed: n,
                t: code.max_removal(),
                splits: splits(code),
                zeros: Vec::new(),
            },
            (Some((preperiod, period, saltus)), _) => Pattern::Observed {
                preperiod,
                period,
                saltus: saltus as u32,
                upto: n,
            },
            (None, _) => Pattern::None { upto: n },
        };
        for line in describe(&pattern, None) {
            let line = if o.play == Play::Grundy {
                line
            } else {
                line.replace("g(n", "o(n")
            };
            writeln!(w, "{}", line)?;
        }
        if let Some((code, period)) = &proof {
            let (game, moves, command) = octal_game(code);
            if period.is_some() {
                writeln!(
                    w,
                    "Proved for {}: the rules made exactly its moves ({}) at every n <= {}; the \
                     period is theirs if they are that game at every n (the game itself: `{}`).",
                    game, moves, n, command
                )?;
            } else {
                writeln!(
                    w,
                    "The rules made exactly the moves of {} ({}) at every n <= {}, but no period \
                     is proved from this table (`{}` computes further and may prove one).",
                    game, moves, n, command
                )?;
            }
        }
    }
    if score {
        let signs: String = known[..=upto.min(n)]
            .iter()
            .map(|v| match v.signum() {
                1 => '+',
                -1 => '-',
                _ => '0',
            })
            .collect();
        writeln!(
            w,
            "Signs of v(n) for n = 0..={} (+: the player to move ends ahead, -: behind, 0: a tie): {}",
            upto.min(n),
            signs
        )?;
    }
    let p_pos: Vec<String> = (0..=upto.min(n))
        .filter(|&i| known[i] == 0)
        .map(|i| i.to_string())
        .collect();
    writeln!(
        w,
        "{} up to {} ({}): {}",
        p_name(o),
        upto.min(n),
        p_pos.len(),
        listed(&p_pos)
    )?;
    // How the zeros are named: P-positions, or ties (v = 0) for score games.
    let (is_zero, no_zeros, zeros_name) = if score {
        ("v(n) = 0", "no ties", "ties")
    } else {
        ("n is a P-position", "no P-positions", "P-positions")
    };
    // The P-positions' own period, where the values have none with saltus 0.
    let p_per = match found.filter(|a| a.2 == 0) {
        Some(_) => None,
        None => p_period(&known),
    };
    if let Some((n0, p, _)) = found.filter(|a| a.2 == 0) {
        let mut zeros: Vec<usize> = (n0..n0 + p)
            .filter(|&i| known[i] == 0)
            .map(|i| i % p)
            .collect();
        zeros.sort_unstable();
        let zeros: Vec<String> = zeros.iter().map(|z| z.to_string()).collect();
        if zeros.is_empty() {
            writeln!(
                w,
                "For n >= {}: {} ({}).",
                n0,
                no_zeros,
                how_known(proved.is_some(), n)
            )?;
        } else {
            writeln!(
                w,
                "For n >= {}: {} iff n mod {} is in {{{}}} ({}).",
                n0,
                is_zero,
                p,
                zeros.join(", "),
                how_known(proved.is_some(), n)
            )?;
        }
    } else if let Some((n0, p, zeros)) = &p_per {
        let (n0, p) = (*n0, *p);
        let rule = residue_rule(p, zeros);
        writeln!(
            w,
            "The {} are periodic although the values are not: {} iff {} for n >= {} (observed up to n = {}, {} periods, not proved).",
            zeros_name,
            is_zero,
            rule,
            n0,
            n,
            (n + 1 - n0) / p
        )?;
    }
    // Where the P-positions have no period, or the values' period starts late (beyond a quarter
    // of the table: CF 1537D observed to 2000 is periodic from 513, after its last exception).
    let late = match found.filter(|a| a.2 == 0) {
        Some((n0, ..)) => n0 * 4 > n,
        None => p_per.is_none(),
    };
    if let Some(NearPeriod {
        p,
        residues,
        extra,
        missing,
    }) = p_near_period(&known).filter(|_| late)
    {
        let rule = residue_rule(p, &residues);
        let mut but = Vec::new();
        if !extra.is_empty() {
            but.push(format!("these are {} too: {}", zeros_name, listed(&extra)));
        }
        if !missing.is_empty() {
            but.push(format!("these are not: {}", listed(&missing)));
        }
        writeln!(
            w,
            "The {} are periodic but for {} n: {} iff {}, except that {} (observed up to n = {}, \
             not proved).",
            zeros_name,
            extra.len() + missing.len(),
            is_zero,
            rule,
            but.join(", and "),
            n
        )?;
    }
    Ok(())
}

/// `n ≡ r (mod p)`, or `n mod p is in {r, s}`.
fn residue_rule(p: usize, residues: &[usize]) -> String {
    match residues {
        [r] => format!("n ≡ {} (mod {})", r, p),
        _ => {
            let list: Vec<String> = residues.iter().map(|z| z.to_string()).collect();
            format!("n mod {} is in {{{}}}", p, list.join(", "))
        }
    }
}

/// How a pattern of the values is known: proved with the period, or observed up to `n`.
fn how_known(proved: bool, n: usize) -> String {
    if proved {
        "proved, with the period".to_string()
    } else {
        format!("observed up to n = {}, not proved", n)
    }
}

/// Whether an octal code splits heaps (some digit has the 4 bit).
fn splits(code: &OctalCode) -> bool {
    (0..=code.max_removal()).any(|k| code.digit(k) & 4 != 0)
}

/// The octal game whose moves the rules made at every heap of the box (the driver's `O` record),
/// and the period its criterion proves from the values shown (`known`: Grundy values or
/// outcomes): Guy–Smith for Grundy values; without splits the window criterion, which holds for
/// outcomes too (a heap `n > t` has the moves `n - k` for the same removals `k <= t`, so its value
/// is the same function of theirs). `None` for score games and outcomes of codes that split.
fn octal_proof(o: &Options, s: &Search, known: &[i64]) -> Option<(OctalCode, Option<Period>)> {
    let code = OctalCode::parse(s.octal.as_deref()?).ok()?;
    let t = code.max_removal();
    let period = match (splits(&code), o.play) {
        (_, Play::Score) | (true, Play::Outcome | Play::Misere) => return None,
        (false, _) => find_period_without_splits(known, t),
        (true, Play::Grundy) => find_period(known, t),
    };
    Some((code, period))
}

/// The game of an octal code in words, its moves, and the `cgt-sg` command for it: a subtraction
/// game (every digit 0 or 3) by its set.
fn octal_game(code: &OctalCode) -> (String, String, String) {
    let t = code.max_removal();
    let set: Vec<String> = (1..=t)
        .filter(|&k| code.digit(k) == 3)
        .map(|k| k.to_string())
        .collect();
    let subtraction = !set.is_empty() && (0..=t).all(|k| [0, 3].contains(&code.digit(k)));
    if subtraction {
        (
            format!("the subtraction game S = {{{}}}", set.join(", ")),
            "n -> n - s for each s in S with s <= n".to_string(),
            format!("cgt-sg sub {}", set.join(",")),
        )
    } else {
        (
            format!("the octal game {}", code),
            if splits(code) {
                "the removals its digits allow, each leaving no heap, one, or two non-empty heaps"
            } else {
                "the removals its digits allow, each leaving no heap or one"
            }
            .to_string(),
            format!("cgt-sg octal {}", code),
        )
    }
}

/// An observed period of a score game's values, `(n0, p, s)`: `v(n + p) = v(n) + s` (`s` of
/// either sign), as [`observed_signed_period`] finds it over the whole `i64` range.
fn score_period(v: &[i64]) -> Option<(usize, usize, i64)> {
    observed_signed_period(v, 3).map(|a| (a.preperiod, a.period, a.saltus))
}

/// The pattern of a score game's values, in the words `cgt-sg` uses for Grundy values.
fn describe_score(found: Option<(usize, usize, i64)>, upto: usize) -> String {
    match found {
        None => format!("no period found up to {}", upto),
        Some((n0, p, 0)) => format!(
            "Periodic: v(n + {}) = v(n) for {} <= n <= {} (period {}, preperiod {}), observed up \
             to n = {}, not proved.",
            p,
            n0,
            upto - p,
            p,
            n0,
            upto
        ),
        Some((n0, p, s)) => format!(
            "Arithmetic-periodic: v(n + {}) = v(n) {} {} for {} <= n <= {} (period {}, saltus {}, \
             preperiod {}), observed up to n = {}, not proved.",
            p,
            if s < 0 { '-' } else { '+' },
            s.unsigned_abs(),
            n0,
            upto - p,
            p,
            s,
            n0,
            upto
        ),
    }
}

/// The items joined by spaces, or `none`.
fn listed<T: AsRef<str>>(items: &[T]) -> String {
    if items.is_empty() {
        return "none".to_string();
    }
    let items: Vec<&str> = items.iter().map(|i| i.as_ref()).collect();
    items.join(" ")
}

/// Least P-positions to see in the periodic stretch before [`p_period`] reports it.
const MIN_P_POSITIONS: usize = 6;

/// The P-positions of `g(0..=N)` as an eventually periodic set, `(n0, p, residues)`: `g(n) = 0`
/// iff `n mod p` is a residue, for `n0 <= n <= N`, with `p` and then `n0` least, holding over at
/// least 3 periods and the last half of the table (`observed_period` on the 0/1 sequence "is a
/// P-position") and with at least [`MIN_P_POSITIONS`] P-positions there; `None` otherwise.
fn p_period(g: &[i64]) -> Option<(usize, usize, Vec<usize>)> {
    let is_p: Vec<u32> = g.iter().map(|&v| u32::from(v == 0)).collect();
    // A 0/1 sequence has no arithmetic period over 3 periods: saltus is 0.
    let a = observed_period(&is_p, 3).filter(|a| a.saltus == 0)?;
    let (n0, p) = (a.preperiod, a.period);
    let count = is_p[n0..].iter().filter(|&&z| z == 1).count();
    let mut zeros: Vec<usize> = (n0..n0 + p)
        .filter(|&i| is_p[i] == 1)
        .map(|i| i % p)
        .collect();
    zeros.sort_unstable();
    (count >= MIN_P_POSITIONS).then_some((n0, p, zeros))
}

/// The P-positions of `g(0..=N)` as a periodic set but for a few `n`: the period `p <= 12`,
/// the residues of the classes mod `p` that are mostly P-positions, the other P-positions
/// (`extra`) and the `n` of those classes that are not (`missing`), at most `N / 64` and 24 of
/// them together (the fewest, then the least `p`), with at least [`MIN_P_POSITIONS`]
/// P-positions in those classes; `None` otherwise, or where none is wrong (then [`p_period`]
/// says more). A sparse family beside a simple rule (CF 1537D: the odd `n`, and 0 and the odd
/// powers of two) shows as the list of exceptions.
fn p_near_period(g: &[i64]) -> Option<NearPeriod> {
    let is_p: Vec<bool> = g.iter().map(|&v| v == 0).collect();
    let limit = (is_p.len() / 64).min(24);
    let mut best: Option<(usize, usize, Vec<usize>)> = None;
    for p in 1..=12.min(is_p.len() / 8) {
        let mut count = vec![(0usize, 0usize); p];
        for (n, &z) in is_p.iter().enumerate() {
            count[n % p].0 += usize::from(z);
            count[n % p].1 += 1;
        }
        let residues: Vec<usize> = (0..p).filter(|&r| 2 * count[r].0 > count[r].1).collect();
        let on_rule: usize = residues.iter().map(|&r| count[r].0).sum();
        // In a class of the rule, its other numbers; outside, its P-positions.
        let wrong: usize = (0..p)
            .map(|r| match residues.contains(&r) {
                true => count[r].1 - count[r].0,
                false => count[r].0,
            })
            .sum();
        if residues.is_empty() || on_rule < MIN_P_POSITIONS || wrong == 0 || wrong > limit {
            continue;
        }
        if best.as_ref().map_or(true, |b| wrong < b.0) {
            best = Some((wrong, p, residues));
        }
    }
    let (_, p, residues) = best?;
    let (mut extra, mut missing) = (Vec::new(), Vec::new());
    for (n, &z) in is_p.iter().enumerate() {
        match (z, residues.contains(&(n % p))) {
            (true, false) => extra.push(n.to_string()),
            (false, true) => missing.push(n.to_string()),
            _ => {}
        }
    }
    Some(NearPeriod {
        p,
        residues,
        extra,
        missing,
    })
}

/// What [`p_near_period`] finds.
struct NearPeriod {
    p: usize,
    residues: Vec<usize>,
    extra: Vec<String>,
    missing: Vec<String>,
}

fn two_heaps(
    w: &mut impl Write,
    o: &Options,
    s: &Search,
    (a_max, b_max): (u64, u64),
) -> io::Result<()> {
    let (rows, cols) = (a_max as usize + 1, b_max as usize + 1);
    let grid: Vec<Vec<Option<i64>>> = s
        .starts
        .chunks(cols)
        .map(|r| r.iter().map(|t| o.value(t)).collect())
        .collect();
    // With both --box and --upto N, the table shows the corner 0..=N x 0..=N of the box; the
    // analysis below covers the whole box.
    let (pa, pb) = (o.corner(a_max), o.corner(b_max));
    let corner = if (pa, pb) == (a_max, b_max) {
        String::new()
    } else {
        format!(
            " (the corner of the box 0..={} x 0..={}; --upto {} caps the table, the rest \
             covers the whole box)",
            a_max,
            b_max,
            o.upto.unwrap_or(0)
        )
    };
    let (a, b) = (axis(o, 0, "a"), axis(o, 1, "b"));
    writeln!(
        w,
        "{}: {} for 0 <= {a} <= {}, 0 <= {b} <= {} (row {a}, column {b}){}",
        file_name(o),
        what(o, &format!("{}, {}", a, b)),
        pa,
        pb,
        corner,
        a = a,
        b = b
    )?;
    let printed = &grid[..=pa as usize];
    let cw = printed
        .iter()
        .flat_map(|r| &r[..=pb as usize])
        .map(|&v| o.show(v).len())
        .chain([pb.to_string().len()])
        .max()
        .unwrap_or(1);
    let corner = format!("{}\\{}", a, b);
    let iw = pa.to_string().len().max(corner.chars().count());
    write!(w, "{:>iw$} |", corner, iw = iw)?;
    for b in 0..=pb {
        write!(w, " {:>cw$}", b, cw = cw)?;
    }
    let width = (pb as usize + 1) * (cw + 1);
    writeln!(w, "\n{}-+{}", "-".repeat(iw), "-".repeat(width))?;
    for (a, row) in printed.iter().enumerate() {
        write!(w, "{:>iw$} |", a, iw = iw)?;
        for &v in &row[..=pb as usize] {
            write!(w, " {:>cw$}", o.show(v), cw = cw)?;
        }
        writeln!(w)?;
    }
    let mut p_pos = Vec::new();
    for (a, row) in grid.iter().enumerate() {
        p_pos.extend(
            row.iter()
                .enumerate()
                .filter(|(_, &v)| v == Some(0))
                .map(|(b, _)| (a as u64, b as u64)),
        );
    }
    let list: Vec<String> = p_pos
        .iter()
        .map(|(a, b)| format!("({}, {})", a, b))
        .collect();
    let shown = if o.p_positions || list.len() <= 40 {
        list.len()
    } else {
        40
    };
    let more = if shown < list.len() { " ..." } else { "" };
    writeln!(
        w,
        "{} in the box ({}): {}{}",
        p_name(o),
        list.len(),
        listed(&list[..shown]),
        more
    )?;
    if o.p_positions && o.play == Play::Score {
        writeln!(
            w,
            "Map of the signs of v (+ the player to move ends ahead, - behind, 0 a tie, ? unknown; row {}, column {}):",
            a, b
        )?;
    } else if o.p_positions {
        writeln!(
            w,
            "Map of the P-positions (# P-position, . other, ? unknown; row {}, column {}):",
            a, b
        )?;
    }
    if o.p_positions {
        for row in printed {
            let line: String = row[..=pb as usize]
                .iter()
                .map(|v| match (v, o.play) {
                    (Some(0), Play::Score) => '0',
                    (Some(v), Play::Score) => {
                        if *v > 0 {
                            '+'
                        } else {
                            '-'
                        }
                    }
                    (Some(0), _) => '#',
                    (Some(_), _) => '.',
                    (None, _) => '?',
                })
                .collect();
            writeln!(w, "{}", line)?;
        }
    }
    describe_repeats(w, &grid, (&a, &b))?;
    if o.play == Play::Score {
        // Ties on lines, or Wythoff's pattern, are not what score games are about.
        return Ok(());
    }
    describe_lines(w, &p_pos, rows + cols)?;
    let complete = grid.iter().flatten().all(|v| v.is_some());
    let is_p = |a: u64, b: u64| grid[a as usize][b as usize] == Some(0);
    let all = |f: &dyn Fn(u64, u64) -> bool| {
        (0..=a_max).all(|a| (0..=b_max).all(|b| is_p(a, b) == f(a, b)))
    };
    if complete && all(&|a, b| cgt::wythoff::is_p_position(a, b)) {
        writeln!(w, "These are exactly Wythoff's P-positions (a_k, b_k) = (floor(k·φ), floor(k·φ²)) and their mirror images (cgt::wythoff) throughout the box.")?;
    } else if complete && all(&|a, b| a == b) {
        writeln!(
            w,
            "These are exactly the P-positions of two-heap Nim (a = b) throughout the box."
        )?;
    }
    let title = format!("{}: {} (P-positions black)", file_name(o), what(o, "a, b"));
    let scale = picture::scale(rows, cols);
    // Grundy values and W/L (score games draw no picture).
    let grid: Vec<Vec<Option<u32>>> = grid
        .iter()
        .map(|r| r.iter().map(|v| v.map(|v| v as u32)).collect())
        .collect();
    for (path, kind) in o.pictures() {
        let data = if kind == "png" {
            picture::png(&grid, scale)
        } else {
            picture::svg(&grid, scale, &title).into_bytes()
        };
        o.picture_file(kind)
            .write(path, &data)
            .unwrap_or_else(|e| fail(&e));
        writeln!(
            w,
            "Wrote {} ({} x {} pixels, {} per position; row a, column b, from the top left; P-positions black, \
             values from pale yellow (1) to deep blue (the largest), unknown grey).",
            path.display(),
            cols * scale,
            rows * scale,
            scale
        )?;
    }
    Ok(())
}

/// The smallest period `p <= 8` of a sequence of `len` items along an axis, and the first index
/// `s` from which it holds (`same(i, i - p)` for every `i >= s + p`), when it is seen over at
/// least four periods and two thirds of the axis (CF 603C's rows seem to repeat with period 4
/// over the last 18 of 31, and do not beyond).
fn axis_period(len: usize, same: impl Fn(usize, usize) -> bool) -> Option<(usize, usize)> {
    (1..=8).take_while(|&p| 4 * p <= len).find_map(|p| {
        let failed = (p..len).rev().find(|&i| !same(i, i - p));
        let s = failed.map_or(0, |f| f + 1 - p);
        (3 * (len - s) >= (12 * p).max(2 * len)).then_some((p, s))
    })
}

/// Says whether the rows (or the columns) of a complete table repeat with a small period from
/// some row on: a parameter that matters only through its residue (CF 603C: `k mod 2`).
fn describe_repeats(
    w: &mut impl Write,
    grid: &[Vec<Option<i64>>],
    (a, b): (&str, &str),
) -> io::Result<()> {
    if grid.iter().flatten().any(|v| v.is_none()) || grid.is_empty() {
        return Ok(());
    }
    let cols = grid[0].len();
    let col = |i: usize, j: usize| grid.iter().all(|r| r[i] == r[j]);
    let along = [
        (b, "column", axis_period(cols, col)),
        (a, "row", axis_period(grid.len(), |i, j| grid[i] == grid[j])),
    ];
    for (x, line, found) in along {
        if let Some((p, s)) = found {
            let matters = match p {
                1 => format!("{x} does not matter"),
                _ => format!("only {x} mod {p} matters"),
            };
            writeln!(
                w,
                "Along {x}: {line} {x} repeats {line} {x} - {p} for every {x} >= {} in the box (from {x} = {s} on, {matters}; observed, not proved).",
                s + p
            )?;
        }
    }
    Ok(())
}

/// Says whether the P-positions other than (0, 0) lie on a few lines (Wythoff-like rays).
fn describe_lines(w: &mut impl Write, p_pos: &[(u64, u64)], perimeter: usize) -> io::Result<()> {
    let pts: Vec<(u64, u64)> = p_pos.iter().copied().filter(|&p| p != (0, 0)).collect();
    if pts.len() < 8 {
        return Ok(());
    }
    if pts.len() > 3 * perimeter {
        return writeln!(
            w,
            "The P-positions do not lie on a few lines: {} of them fill a region of the box.",
            pts.len()
        );
    }
    let (lines, off) = lines::find_lines(&pts);
    if lines.is_empty() || off.len() > (pts.len() / 10).max(2) {
        // Too few points say nothing either way.
        if pts.len() >= 16 {
            writeln!(w, "The P-positions do not lie on a few lines.")?;
        }
        return Ok(());
    }
    writeln!(
        w,
        "The P-positions{} lie on {} line{} (Wythoff-like rays):",
        if p_pos.contains(&(0, 0)) {
            " other than (0, 0)"
        } else {
            ""
        },
        lines.len(),
        if lines.len() == 1 { "" } else { "s" }
    )?;
    for l in &lines {
        let fit = if l.max_dev < 1e-9 {
            "exactly on it".to_string()
        } else {
            format!("all within {:.2} of it", l.max_dev)
        };
        writeln!(
            w,
            "  {}: {} P-positions, {}",
            l.equation(),
            l.points.len(),
            fit
        )?;
    }
    if !off.is_empty() {
        let list: Vec<String> = off.iter().map(|(a, b)| format!("({}, {})", a, b)).collect();
        writeln!(w, "  on none of them: {}", list.join(" "))?;
    }
    Ok(())
}

fn any_positions(w: &mut impl Write, o: &Options, s: &Search) -> io::Result<()> {
    let shown = shown(o, s);
    let cut = shown < s.starts.len();
    writeln!(
        w,
        "{}: {} for the {} start positions{}",
        file_name(o),
        what(o, "p"),
        s.starts.len(),
        if cut {
            format!(
                " (the first {} shown; --upto N shows the first N + 1)",
                shown
            )
        } else {
            String::new()
        }
    )?;
    for t in &s.starts[..shown] {
        writeln!(w, "  {}: {}", brief(&t.label), o.show(o.value(t)))?;
    }
    let is_p = |t: &&Start| o.value(t) == Some(0);
    let p_pos: Vec<String> = s.starts[..shown]
        .iter()
        .filter(is_p)
        .map(|t| brief(&t.label))
        .collect();
    if !cut {
        return writeln!(w, "{} ({}): {}", p_name(o), p_pos.len(), listed(&p_pos));
    }
    writeln!(
        w,
        "{} among the first {} ({}): {}",
        p_name(o),
        shown,
        p_pos.len(),
        listed(&p_pos)
    )?;
    writeln!(
        w,
        "Not shown: {} more start positions, {} of them {}{}.",
        s.starts.len() - shown,
        s.starts[shown..].iter().filter(is_p).count(),
        if o.play == Play::Score {
            "ties"
        } else {
            "P-positions"
        },
        if o.p_positions {
            " (all listed below)"
        } else {
            " (--p-positions lists them all)"
        }
    )?;
    if o.p_positions {
        let all: Vec<String> = s
            .starts
            .iter()
            .filter(is_p)
            .map(|t| brief(&t.label))
            .collect();
        writeln!(
            w,
            "{} among all {} starts ({}):",
            p_name(o),
            s.starts.len(),
            all.len()
        )?;
        for p in &all {
            writeln!(w, "  {}", p)?;
        }
    }
    Ok(())
}

/// Reports the conjecture checked at every computed position (the starts and every position
/// reached from them): where it holds, or the first counterexample (one heap: least n; two heaps:
/// least a + b, then a; other positions: the starts' order, then the search's). Returns whether it
/// is refuted.
fn check_conjecture(w: &mut impl Write, s: &Search, starts_only: bool) -> io::Result<bool> {
    let c = match &s.checked {
        Some(c) => c,
        None => return Ok(false),
    };
    if c.positions == 0 {
        writeln!(w, "Conjecture not checked: no position was computed.")?;
        return Ok(false);
    }
    let desc = match s.dim {
        0 => "start positions".to_string(),
        1 => format!("heaps n = 0..={}", s.starts.len() - 1),
        _ => "positions of the box".to_string(),
    };
    let mut scope = if c.starts == c.distinct_starts {
        format!("the {}", desc)
    } else {
        format!("{} of the {}", c.starts, desc)
    };
    let others = c.positions - c.starts;
    if others > 0 {
        scope.push_str(&format!(
            " and {} position{} reached from them",
            others,
            if others == 1 { "" } else { "s" }
        ));
    }
    if starts_only {
        scope.push_str("; --check starts: not at the positions reached from them");
    }
    let (conj, truth, label) = match &c.first {
        None if starts_only => {
            writeln!(
                w,
                "Conjecture holds at all {} starts ({}).",
                c.positions, scope
            )?;
            return Ok(false);
        }
        None => {
            writeln!(
                w,
                "Conjecture holds at all {} computed positions ({}).",
                c.positions, scope
            )?;
            return Ok(false);
        }
        Some(f) => f,
    };
    let msg = if c.kind == 'g' {
        format!("conjecture = {}, but g = {}", conj, truth)
    } else if c.kind == 's' {
        format!("conjecture = {}, but v = {}", conj, truth)
    } else if s.score {
        let says = |x: i128| {
            if x == 1 {
                "v > 0"
            } else {
                "v <= 0"
            }
        };
        format!("the conjecture says {}, but {}", says(*conj), says(*truth))
    } else {
        let says = |x: i128| {
            if x == 1 {
                "the player to move wins"
            } else {
                "the player to move loses"
            }
        };
        format!("the conjecture says {}, but {}", says(*conj), says(*truth))
    };
    writeln!(
        w,
        "Conjecture refuted. First counterexample{}: {}: {} ({} counterexample{} among the {} {}: {}).",
        if s.dim == 2 { " (least a + b, then a)" } else { "" },
        shown_label(s.dim, label),
        msg,
        c.counterexamples,
        if c.counterexamples == 1 { "" } else { "s" },
        c.positions,
        if starts_only { "checked starts" } else { "computed positions" },
        scope
    )?;
    Ok(true)
}
