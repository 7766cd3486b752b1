//! Binaries refuse input outside the problem's bounds with a message and a non-zero exit (a panic,
//! exit status 101), never by aborting on an allocation sized by an absurd count (exit 134) and
//! never by answering silently. Each run reads a few tokens and stops: the file takes well under
//! a second.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// The binary `slug`, which cargo builds next to the `deps/` directory of this test executable.
fn bin_path(slug: &str) -> PathBuf {
    let exe = std::env::current_exe().unwrap();
    let dir = exe.parent().unwrap().parent().unwrap();
    dir.join(format!("{}{}", slug, std::env::consts::EXE_SUFFIX))
}

fn run(slug: &str, input: &str) -> Output {
    let bin = bin_path(slug);
    let mut child = Command::new(&bin)
        .env("RUST_BACKTRACE", "0") // a backtrace of a debug binary takes 0.2 s
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {}: {}", bin.display(), e));
    // A binary that refuses its first token stops reading: ignore a broken pipe.
    let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
    child.wait_with_output().unwrap()
}

/// Each binary refuses the value the issue names, with the value and the allowed range.
#[test]
fn out_of_range_values_are_refused_by_name() {
    let cases = [
        // A count of 10^18 (the heaps of one test) before the array is allocated.
        (
            "cses-1730",
            "1\n1000000000000000000\n",
            "n = 1000000000000000000 is out of range 1..=200000",
        ),
        (
            "cses-2207",
            "1000000000000000000\n",
            "t = 1000000000000000000 is out of range 1..=100000",
        ),
        // A step larger than n - 1, and k1 larger than n - 1.
        ("cf-786a", "5\n1 5\n1 1\n", "step = 5 is out of range 1..=4"),
        (
            "cf-786a",
            "5\n9 1 2 3 4 1 2 3 4 1\n1 1\n",
            "k1 = 9 is out of range 1..=4",
        ),
        // A colour other than 0 and 1.
        (
            "codechef-gerald08",
            "1\n2\n1 2 7\n",
            "C = 7 is out of range 0..=1",
        ),
        // N - 1 edges of a tree of 0 vertices.
        (
            "atcoder-agc017-d",
            "0\n",
            "N = 0 is out of range 2..=100000",
        ),
    ];
    for (slug, input, message) in cases {
        let out = run(slug, input);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(
            out.status.code(),
            Some(101),
            "{} on {:?}: {}",
            slug,
            input,
            stderr
        );
        assert!(
            stderr.contains(message),
            "{} on {:?}: {}",
            slug,
            input,
            stderr
        );
        assert!(
            out.stdout.is_empty(),
            "{} on {:?} printed an answer",
            slug,
            input
        );
    }
}

/// Every binary, given only tokens `10^18`: whatever it reads as a count is absurd. It may answer
/// (a value, not a count) or refuse with a panic, but never abort (killed by a signal) or fail an
/// allocation.
#[test]
fn no_binary_aborts_on_a_count_of_ten_to_the_eighteen() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("problems");
    let mut slugs: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.unwrap().file_name().into_string().ok())
        .filter_map(|n| n.strip_suffix(".rs").map(String::from))
        .collect();
    slugs.sort();
    let input = "1000000000000000000\n".repeat(6);
    let mut bad = Vec::new();
    for slug in &slugs {
        let out = run(slug, &input);
        let stderr = String::from_utf8_lossy(&out.stderr);
        let allocation =
            stderr.contains("capacity overflow") || stderr.contains("memory allocation");
        if !matches!(out.status.code(), Some(0) | Some(101)) || allocation {
            bad.push(format!("{}: {:?}\n{}", slug, out.status, stderr));
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}
