//! The scripts in `scripts/` refuse what they do not know before doing anything: an unknown option
//! or argument exits with status 2 and a message, at once (no build, no run of the long checks), and
//! `--help` prints the script's header. Only the scripts that read their arguments before building
//! are run here (`bundle.sh` and `explore.sh` hand theirs to a binary they build first; their
//! `--help` alone answers before the build).

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
    for name in [
        "check_bundles.sh",
        "check_new.sh",
        "new.sh",
        "bundle.sh",
        "explore.sh",
    ] {
        let start = Instant::now();
        let (code, out, _) = script(name, &["--help"]);
        assert_eq!(code, 0, "{} --help", name);
        // (No build: a few milliseconds where a build of the explorer takes half a minute.)
        assert!(start.elapsed() < Duration::from_secs(5), "{} --help", name);
        assert!(
            out.contains("Takes no arguments")
                || out.starts_with("Adds a problem")
                || out.starts_with("Single-file submissions")
                || out.starts_with("usage: cgt-sg explore FILE.rs"),
            "{} --help:\n{}",
            name,
            out
        );
    }
}

/// `build` in `scripts/lib.sh` removes its log when the build ends, and also when the script is
/// stopped during the build (the log used to stay in the temporary directory); it stops cargo,
/// runs the caller's own EXIT trap and puts the caller's traps back after a build. A fake `cargo`
/// on PATH stands for the build.
#[test]
fn lib_build_leaves_no_log_when_interrupted() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("lib-build");
    let _ = std::fs::remove_dir_all(&dir);
    let (bin, tmp) = (dir.join("bin"), dir.join("tmp"));
    std::fs::create_dir_all(&bin).unwrap();
    std::fs::create_dir_all(&tmp).unwrap();
    let fake = bin.join("cargo");
    std::fs::write(
        &fake,
        "#!/bin/sh\necho '   Compiling fake v0.1.0' >&2\necho $$ >\"$FAKE_PID\"\nexec sleep \"$FAKE_SLEEP\"\n",
    )
    .unwrap();
    let lib = Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/lib.sh");
    let caller = dir.join("caller.sh");
    std::fs::write(
        &caller,
        format!(
            "set -euo pipefail\n. '{}'\ntrap 'echo caller-exit-trap >&2' EXIT\n\
             before=$(trap -p)\nbuild 'a fake' -p x\n[ \"$before\" = \"$(trap -p)\" ] && echo traps-restored >&2\n",
            lib.display()
        ),
    )
    .unwrap();
    Command::new("chmod").arg("+x").arg(&fake).status().unwrap();
    let path = format!("{}:{}", bin.display(), std::env::var("PATH").unwrap());
    let pid_file = dir.join("pid");
    let run = |sleep: &str| {
        let _ = std::fs::remove_file(&pid_file);
        Command::new("bash")
            .arg(&caller)
            .env("PATH", &path)
            .env("TMPDIR", &tmp)
            .env("FAKE_PID", &pid_file)
            .env("FAKE_SLEEP", sleep)
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap()
    };
    let leftovers = || std::fs::read_dir(&tmp).unwrap().count();

    let out = run("0.1").wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{}", err);
    assert!(
        err.contains("traps-restored") && err.contains("caller-exit-trap"),
        "{}",
        err
    );
    assert_eq!(leftovers(), 0, "a build left its log");

    let child = run("60");
    let start = Instant::now();
    while !pid_file.exists()
        || std::fs::read_to_string(&pid_file)
            .unwrap()
            .trim()
            .is_empty()
    {
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "the fake cargo never started"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    let cargo_pid = std::fs::read_to_string(&pid_file)
        .unwrap()
        .trim()
        .to_string();
    let kill = |args: &[&str]| Command::new("kill").args(args).status().unwrap().success();
    assert!(kill(&["-TERM", &child.id().to_string()]));
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    // It dies of the signal, as it would without the build's traps.
    use std::os::unix::process::ExitStatusExt;
    assert_eq!(out.status.signal(), Some(15), "{}", err);
    assert!(err.contains("caller-exit-trap"), "{}", err);
    assert_eq!(leftovers(), 0, "an interrupted build left its log");
    // The build is stopped with the script (kill -0 fails once the process is gone).
    let start = Instant::now();
    while kill(&["-0", &cargo_pid]) {
        assert!(
            start.elapsed() < Duration::from_secs(5),
            "cargo outlived the script"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    let _ = std::fs::remove_dir_all(&dir);
}
