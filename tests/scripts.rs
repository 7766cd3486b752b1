//! The scripts in `scripts/` refuse what they do not know before doing anything: an unknown option
//! or argument exits with status 2 and a message, at once (no build, no run of the long checks), and
//! `--help` prints the script's header. Only the scripts that read their arguments before building
//! are run here (`bundle.sh` and `explore.sh` hand theirs to a binary they build first).

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

fn script(name: &str, args: &[&str]) -> (i32, String, String) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("scripts")
        .join(name);
    let out = Command::new(&path)
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {}: {}", path.display(), e));
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn scripts_refuse_unknown_options_and_arguments() {
    for (name, args) in [
        ("check_bundles.sh", &["--bogus"][..]),
        ("check_bundles.sh", &["cses-1729"]),
        ("check_new.sh", &["--bogus"]),
        ("check_new.sh", &["cses-1729"]),
        ("run_all.sh", &["--bogus"]),
        ("regen_cases.sh", &["--bogus"]),
        ("time_tests.sh", &["--bogus"]),
        ("bench.sh", &["--bogus"]),
        ("bench_peers.sh", &["--bogus"]),
        ("new.sh", &["--bogus"]),
        ("new.sh", &["--bogus", "cses-1", "https://x.y"]),
        ("interact.sh", &["--bogus"]),
    ] {
        let start = Instant::now();
        let (code, out, err) = script(name, args);
        assert_eq!(
            code, 2,
            "{} {:?}: exit status; stdout:\n{}",
            name, args, out
        );
        let said = format!("{}: ", name);
        assert!(err.starts_with(&said), "{} {:?}: {}", name, args, err);
        assert!(
            err.contains(args[0]) || err.contains("usage"),
            "{} {:?}: {}",
            name,
            args,
            err
        );
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "{} {:?} took {:?}",
            name,
            args,
            start.elapsed()
        );
    }
}

#[test]
fn check_scripts_print_their_header_on_help() {
    for name in ["check_bundles.sh", "check_new.sh", "new.sh"] {
        let (code, out, _) = script(name, &["--help"]);
        assert_eq!(code, 0, "{} --help", name);
        assert!(
            out.contains("Takes no arguments") || out.starts_with("Adds a problem"),
            "{} --help:\n{}",
            name,
            out
        );
    }
}
