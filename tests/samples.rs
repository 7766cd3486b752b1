//! Runs every problem binary (debug build, as cargo test builds it) on every case in
//! `testcases/<slug>/`, the same check as `scripts/run_all.sh`, so `cargo test` covers both. An
//! interactive problem (`testcases/<slug>/INTERACTIVE`) has judge inputs: each case is played by
//! its judge `judge-<slug>` (`scripts/judges/<slug>.rs`, built by cargo with the problems) against the
//! binary and passes iff the judge exits 0.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Problem slugs: the files `problems/<slug>.rs` (the one list every script and tool reads).
fn slugs() -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("problems");
    let mut v: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.unwrap().file_name().into_string().ok())
        .filter_map(|n| n.strip_suffix(".rs").map(String::from))
        .collect();
    v.sort();
    v
}

/// Cargo builds every binary of the package before the integration tests and puts them next to
/// the `deps/` directory that holds this test executable.
fn bin_path(slug: &str) -> PathBuf {
    let exe = std::env::current_exe().unwrap();
    let dir = exe.parent().unwrap().parent().unwrap();
    dir.join(format!("{}{}", slug, std::env::consts::EXE_SUFFIX))
}

fn run(bin: &Path, input: &[u8]) -> (bool, Vec<u8>) {
    let mut child = Command::new(bin)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {}: {}", bin.display(), e));
    let mut stdin = child.stdin.take().unwrap();
    let data = input.to_vec();
    let writer = std::thread::spawn(move || {
        // A binary may stop reading early (e.g. at a terminating 0); ignore a broken pipe.
        let _ = stdin.write_all(&data);
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    (out.status.success(), out.stdout)
}

#[test]
fn every_binary_passes_every_case() {
    let slugs = slugs();
    assert!(!slugs.is_empty(), "no problem binaries in Cargo.toml");
    let jobs: Vec<(&str, PathBuf)> = slugs
        .iter()
        .flat_map(|slug| {
            cases(slug)
                .into_iter()
                .map(move |input| (slug.as_str(), input))
        })
        .collect();
    // The cases shared among the cores: each thread takes the next one until none is left.
    let next = std::sync::atomic::AtomicUsize::new(0);
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let failures: Vec<String> = std::thread::scope(|s| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                s.spawn(|| {
                    let mut failures = Vec::new();
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some((slug, input)) = jobs.get(i) else {
                            break;
                        };
                        failures.extend(check_case(slug, input));
                    }
                    failures
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().unwrap())
            .collect()
    });
    assert!(
        failures.is_empty(),
        "{} of {} cases failed:\n{}",
        failures.len(),
        jobs.len(),
        failures.join("\n")
    );
}

/// The inputs `testcases/<slug>/*.in`, sorted; at least one.
fn cases(slug: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("testcases")
        .join(slug);
    let mut ins: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap_or_else(|_| panic!("{} has no directory {}", slug, dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().map_or(false, |e| e == "in"))
        .collect();
    ins.sort();
    assert!(!ins.is_empty(), "{} has no test cases", slug);
    ins
}

/// Runs one case of `slug` (through its judge if the problem is interactive): a message if it
/// fails.
fn check_case(slug: &str, input: &Path) -> Option<String> {
    if input.with_file_name("INTERACTIVE").exists() {
        let judge = bin_path(&format!("judge-{}", slug));
        let out = Command::new(&judge)
            .arg(input)
            .arg(bin_path(slug))
            .output()
            .unwrap_or_else(|e| panic!("cannot start {}: {}", judge.display(), e));
        return (!out.status.success()).then(|| {
            format!(
                "{}: the judge says\n{}{}",
                input.display(),
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            )
        });
    }
    let expected = fs::read(input.with_extension("out"))
        .unwrap_or_else(|_| panic!("{} has no .out", input.display()));
    let (ok, got) = run(&bin_path(slug), &fs::read(input).unwrap());
    (!ok || got != expected).then(|| {
        format!(
            "{}: expected\n{}\ngot\n{}",
            input.display(),
            String::from_utf8_lossy(&expected),
            String::from_utf8_lossy(&got)
        )
    })
}

/// Cargo builds what Cargo.toml lists: its `[[bin]]` entries must be exactly the problems, each
/// named by its slug (`scripts/new.sh` writes both).
#[test]
fn cargo_toml_lists_exactly_the_problems() {
    let toml =
        fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml")).unwrap();
    let mut bins: Vec<String> = Vec::new();
    let mut name = None;
    for line in toml.lines() {
        if let Some(n) = line
            .strip_prefix("name = \"")
            .and_then(|l| l.strip_suffix('"'))
        {
            name = Some(n.to_string());
        }
        if let Some(p) = line
            .strip_prefix("path = \"problems/")
            .and_then(|l| l.strip_suffix(".rs\""))
        {
            assert_eq!(
                name.as_deref(),
                Some(p),
                "Cargo.toml: the [[bin]] of problems/{}.rs",
                p
            );
            bins.push(p.to_string());
        }
    }
    let mut sorted = bins.clone();
    sorted.sort();
    assert_eq!(
        bins, sorted,
        "Cargo.toml: keep the [[bin]] entries sorted by slug"
    );
    assert_eq!(
        bins,
        slugs(),
        "Cargo.toml's [[bin]] entries and problems/*.rs differ"
    );
}

#[test]
fn every_case_directory_has_a_binary() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let slugs = slugs();
    for e in fs::read_dir(root.join("testcases")).unwrap() {
        let name = e.unwrap().file_name().into_string().unwrap();
        assert!(
            slugs.contains(&name),
            "testcases/{} has no binary problems/{}.rs",
            name,
            name
        );
    }
}

/// The judge of an interactive problem runs the solution in a process group of its own and kills
/// the group: a solution that starts a process which sleeps (holding the solution's stdout and
/// stderr, so the judge's output pipe too) keeps neither the judge nor its caller waiting. Run
/// as callers run it, with the judge's output piped: `output()` returns when every writer of
/// the pipes is gone.
#[test]
fn judge_kills_what_the_solution_leaves() {
    let judge = bin_path("judge-atcoder-abc278-g");
    let case = Path::new(env!("CARGO_MANIFEST_DIR")).join("testcases/atcoder-abc278-g/edge-1.in");
    let solution = bin_path("atcoder-abc278-g");
    // The solution starts `sleep 60` and then plays (wins), or exits at once (loses).
    for (script, wins) in [
        ("sleep 60 & exec \"$0\"", true),
        ("sleep 60 & exit 0", false),
    ] {
        let start = std::time::Instant::now();
        let out = Command::new(&judge)
            .args(["--time-limit", "20"])
            .arg(&case)
            .args(["sh", "-c", script])
            .arg(&solution)
            .output()
            .unwrap();
        let said = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.success(), wins, "{}: {}", script, said);
        assert!(
            said.starts_with(if wins { "AC: " } else { "WA: " }),
            "{}",
            said
        );
        assert!(
            start.elapsed() < std::time::Duration::from_secs(15),
            "{}: the judge's pipes stayed open {:?}",
            script,
            start.elapsed()
        );
    }
}
