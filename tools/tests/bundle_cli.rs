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

/// `--module proconio_lite` gives the snippet route proconio's `input!`: with a module's snippet
/// and a `main`, the block compiles without warnings and reads stdin (markers, tuples, `[T]`).
#[test]
fn proconio_lite_snippet_reads_input() {
    let dir = scratch("proconio-lite");
    let out = bundle(&["--module", "proconio_lite", "--module", "nim"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mut text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(text.matches("\nmod fast_input {").count(), 1, "{}", text);
    text += "use crate::proconio_lite::input;\nuse crate::proconio_lite::marker::{Chars, Usize1};\n\
             fn main() {\n    input! { n: usize, a: [u64; n], s: Chars, k: Usize1, p: (u32, i64), b: [u8] }\n    \
             println!(\"{} {} {} {:?} {:?}\", nim::nim_sum(&a), s.len(), k, p, b);\n}\n";
    let src = dir.join("main.rs");
    fs::write(&src, text).unwrap();
    let exe = dir.join("main");
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string());
    let c = Command::new(rustc)
        .args(["--edition", "2021", "-D", "warnings", "-o"])
        .arg(&exe)
        .arg(&src)
        .output()
        .unwrap();
    assert!(c.status.success(), "{}", String::from_utf8_lossy(&c.stderr));
    let mut run = Command::new(&exe)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    run.stdin
        .take()
        .unwrap()
        .write_all(b"3\n1 2 4\nabc 5 7 -8\n2 1 1\n")
        .unwrap();
    let got = run.wait_with_output().unwrap();
    assert_eq!(
        String::from_utf8(got.stdout).unwrap(),
        "7 3 4 (7, -8) [1, 1]\n"
    );
    let _ = fs::remove_dir_all(&dir);
}

/// `--editor-snippets FILE` writes every module (and `proconio_lite`) as a VS Code snippet with
/// prefix `cgt-NAME`, `$` escaped for the snippet syntax; it rewrites its own file and refuses
/// another.
#[test]
fn editor_snippets_file() {
    let dir = scratch("editor");
    let file = dir.join("cgt.code-snippets");
    let path = file.to_str().unwrap();
    // An earlier snippets file of this tool (its first line) is written over.
    let mark = "// cgt modules as VS Code snippets: written by scripts/bundle.sh --editor-snippets";
    fs::write(&file, format!("{}\n{{}}\n", mark)).unwrap();
    let out = bundle(&["--editor-snippets", path]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = fs::read_to_string(&file).unwrap();
    assert!(text.starts_with(mark) && text.len() > 10_000);
    for name in ["nim", "sprague_grundy", "game_search", "proconio_lite"] {
        let prefix = format!("\"prefix\": \"cgt-{}\"", name);
        assert!(text.contains(&prefix), "no snippet {}", name);
    }
    assert!(
        !text.contains("cgt-nimber_simd"),
        "nimber_simd is not a snippet"
    );
    // Every `$` of the code is escaped for the snippet syntax (`\$`, in JSON `\\$`).
    assert_eq!(text.matches('$').count(), text.matches("\\\\$").count());
    // The nim snippet is `--module nim`, line by line.
    let module = String::from_utf8(bundle(&["--module", "nim"]).stdout).unwrap();
    let first = module.lines().nth(2).unwrap();
    assert!(text.contains(&format!("\"{}\"", first)), "{}", first);
    let other = dir.join("mine.json");
    fs::write(&other, "{}\n").unwrap();
    let out = bundle(&["--editor-snippets", other.to_str().unwrap()]);
    assert!(!out.status.success());
    assert_eq!(fs::read_to_string(&other).unwrap(), "{}\n");
    let _ = fs::remove_dir_all(&dir);
}
