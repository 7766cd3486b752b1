//! Runs the bundler as a user would: it never writes over or deletes a source file, and prints
//! each module of several `--module`s once.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn bundle(args: &[&str]) -> Output {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    Command::new(env!("CARGO_BIN_EXE_bundle"))
        .arg("--root")
        .arg(&root)
        .args(args)
        .output()
        .expect("cannot run the bundler")
}

/// A fresh scratch directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("bundle-cli-{}-{}", name, std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

const GOOD: &str = "use cgt::nim;\nfn main() { println!(\"{}\", nim::nim_sum(&[1, 2])); }\n";
/// Fails to bundle: the library has no module `no_such_module`.
const BAD: &str = "fn main() { cgt::no_such_module::f(); }\n";

#[test]
fn sources_are_never_overwritten_or_deleted() {
    let dir = scratch("sources");
    let d = dir.to_str().unwrap();
    for (name, text) in [("good.rs", GOOD), ("bad.rs", BAD)] {
        let src = dir.join(name);
        fs::write(&src, text).unwrap();
        let out = bundle(&["--src", src.to_str().unwrap(), "--out-dir", d]);
        assert!(
            !out.status.success(),
            "{}: bundled over its own source",
            name
        );
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("refusing to write"), "{}: {}", name, err);
        assert_eq!(fs::read_to_string(&src).unwrap(), text, "{} changed", name);
    }
    // A file of the user's with the bundle's name, elsewhere: not a bundle, so left alone.
    let other = dir.join("other");
    fs::create_dir_all(&other).unwrap();
    fs::write(other.join("good.rs"), "mine\n").unwrap();
    let src = dir.join("good.rs");
    let out = bundle(&[
        "--src",
        src.to_str().unwrap(),
        "--out-dir",
        other.to_str().unwrap(),
    ]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("is not a bundle"));
    assert_eq!(fs::read_to_string(other.join("good.rs")).unwrap(), "mine\n");
    // Into a directory of its own: written, and written again over its own earlier bundle.
    let bundles = dir.join("bundles");
    for _ in 0..2 {
        let out = bundle(&[
            "--src",
            src.to_str().unwrap(),
            "--out-dir",
            bundles.to_str().unwrap(),
        ]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let text = fs::read_to_string(bundles.join("good.rs")).unwrap();
        assert!(
            text.starts_with("// Bundled by scripts/bundle.sh from good.rs")
                && text.contains("mod nim"),
            "{}",
            text.lines().next().unwrap()
        );
        // The bundle goes to a judge: no directory of the contestant's in it.
        assert!(
            !text.contains(d),
            "the bundle names the source's directory {}",
            d
        );
    }
    // A failing bundle removes nothing, not even the earlier bundle of the same name.
    fs::write(&src, BAD).unwrap();
    let out = bundle(&[
        "--src",
        src.to_str().unwrap(),
        "--out-dir",
        bundles.to_str().unwrap(),
    ]);
    assert!(!out.status.success());
    assert!(bundles.join("good.rs").exists());
    assert_eq!(fs::read_to_string(&src).unwrap(), BAD);
    let names: Vec<String> = fs::read_dir(&bundles)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    assert_eq!(names, ["good.rs"], "temporary files left behind");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn several_modules_print_each_module_once() {
    let out = bundle(&[
        "--module",
        "sprague_grundy",
        "--module",
        "nim",
        "--module",
        "sprague_grundy",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(text.matches("mod sprague_grundy {").count(), 1, "{}", text);
    assert_eq!(text.matches("mod nim {").count(), 1, "{}", text);
    let out = bundle(&["--module", "no_such_module"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown library module"));
}
