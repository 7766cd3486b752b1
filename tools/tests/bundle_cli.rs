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

/// Compiles `src` into `exe` with `$RUSTC` (else `rustc`), edition 2021, warnings denied (and the
/// lints `allow` names allowed); the compiler's message if it fails.
fn compile(src: &Path, exe: &Path, allow: &[&str]) {
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string());
    let mut c = Command::new(rustc);
    c.args(["--edition", "2021", "-D", "warnings"]);
    allow.iter().for_each(|a| {
        c.args(["-A", a]);
    });
    let c = c.arg("-o").arg(exe).arg(src).output().unwrap();
    assert!(c.status.success(), "{}", String::from_utf8_lossy(&c.stderr));
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
    compile(&src, &exe, &[]);
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

/// `--out FILE` (and `-o FILE.rs`) names a single bundle's file, under the rules of `--out-dir`:
/// never over a source, over a file that is not a bundle, through or over a symbolic link, or
/// into a directory; `-o DIR` is still the directory; one binary only.
#[test]
fn out_names_the_file_of_one_bundle() {
    let dir = scratch("out");
    let src = dir.join("good.rs");
    fs::write(&src, GOOD).unwrap();
    let s = src.to_str().unwrap();
    for (flag, name) in [("--out", "mine.rs"), ("-o", "again.rs")] {
        let file = dir.join(name);
        let out = bundle(&["--src", s, flag, file.to_str().unwrap()]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let text = fs::read_to_string(&file).unwrap();
        assert!(text.starts_with("// Bundled by scripts/bundle.sh from good.rs"));
        compile(&file, &dir.join("exe"), &[]);
    }
    // Written again over its own bundle, never over the source or another file.
    let mine = dir.join("mine.rs");
    assert!(bundle(&["--src", s, "--out", mine.to_str().unwrap()])
        .status
        .success());
    let out = bundle(&["--src", s, "--out", s]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("refusing to write"));
    assert_eq!(fs::read_to_string(&src).unwrap(), GOOD);
    let notes = dir.join("notes.rs");
    fs::write(&notes, "mine\n").unwrap();
    let out = bundle(&["--src", s, "-o", notes.to_str().unwrap()]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("is not a bundle"));
    assert_eq!(fs::read_to_string(&notes).unwrap(), "mine\n");
    // A symbolic link is neither written through nor replaced, whether it points to a bundle
    // or nowhere.
    for (name, to) in [("link.rs", "mine.rs"), ("dangling.rs", "missing.rs")] {
        let link = dir.join(name);
        std::os::unix::fs::symlink(dir.join(to), &link).unwrap();
        let out = bundle(&["--src", s, "--out", link.to_str().unwrap()]);
        assert!(String::from_utf8_lossy(&out.stderr).contains("symbolic link"));
        assert!(fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink());
    }
    assert!(!dir.join("missing.rs").exists());
    // `-o DIR`: the directory, as before.
    let bundles = dir.join("bundles");
    let out = bundle(&["--src", s, "-o", bundles.to_str().unwrap()]);
    assert!(out.status.success() && bundles.join("good.rs").is_file());
    // A directory, two binaries, or --out with --out-dir: refused, nothing written.
    let (b, two) = (bundles.to_str().unwrap(), dir.join("two.rs"));
    let refusals: [&[&str]; 3] = [
        &["--src", s, "--out", b],
        &["--src", s, "--src", s, "--out", two.to_str().unwrap()],
        &["--src", s, "--out", "x.rs", "--out-dir", b],
    ];
    for args in refusals {
        let out = bundle(args);
        assert!(!out.status.success(), "{:?}", args);
        assert!(String::from_utf8_lossy(&out.stderr).contains("--out"));
    }
    assert!(!dir.join("two.rs").exists());
    fs::remove_dir_all(&dir).unwrap();
}

/// `--editor-snippets FILE` writes every module (and `proconio_lite`) as a VS Code snippet with
/// prefix `cgt-NAME`, `$` escaped for the snippet syntax, in strict JSON; it rewrites its own file
/// (also one of the earlier format, whose first line was a comment) and refuses another.
#[test]
fn editor_snippets_file() {
    let dir = scratch("editor");
    let file = dir.join("cgt.code-snippets");
    let path = file.to_str().unwrap();
    let old = "// cgt modules as VS Code snippets: written by scripts/bundle.sh --editor-snippets";
    fs::write(&file, format!("{}\n{{}}\n", old)).unwrap();
    let out = bundle(&["--editor-snippets", path]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = fs::read_to_string(&file).unwrap();
    assert!(text.starts_with("{\n  \"cgt snippets file\": {\n") && text.len() > 10_000);
    let snippets = json::snippets(&text);
    for name in ["nim", "sprague_grundy", "game_search", "proconio_lite"] {
        assert!(
            snippets.iter().any(|(p, _)| *p == format!("cgt-{}", name)),
            "no snippet {}",
            name
        );
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
    // Its own file is written over.
    let out = bundle(&["--editor-snippets", path]);
    assert!(out.status.success());
    let other = dir.join("mine.json");
    fs::write(&other, "{}\n").unwrap();
    let out = bundle(&["--editor-snippets", other.to_str().unwrap()]);
    assert!(!out.status.success());
    assert_eq!(fs::read_to_string(&other).unwrap(), "{}\n");
    let _ = fs::remove_dir_all(&dir);
}

/// Snippets compose: `cgt-game_search` and `cgt-numbered` both use `sprague_grundy`, and pasted
/// into one file with the snippets their first lines name, each once, they compile together
/// (each used to carry its own copy of `sprague_grundy`: E0428, defined twice).
#[test]
fn editor_snippets_compose() {
    let dir = scratch("compose");
    let file = dir.join("cgt.code-snippets");
    let out = bundle(&["--editor-snippets", file.to_str().unwrap()]);
    assert!(out.status.success());
    let snippets = json::snippets(&fs::read_to_string(&file).unwrap());
    // The code a snippet inserts: the snippet syntax's `\$` and `\\` undone.
    let code = |prefix: &str| {
        let (_, body) = snippets
            .iter()
            .find(|(p, _)| p == prefix)
            .unwrap_or_else(|| panic!("no snippet {}", prefix));
        body.replace("\\$", "$").replace("\\\\", "\\")
    };
    let mut pasted: Vec<String> = Vec::new();
    let mut todo = vec!["cgt-game_search".to_string(), "cgt-numbered".to_string()];
    while let Some(prefix) = todo.pop() {
        if pasted.contains(&prefix) {
            continue;
        }
        let text = code(&prefix);
        // `// cgt-NAME: paste once, at the top level, with cgt-A, cgt-B (each once).`
        let first = text.lines().next().unwrap();
        assert!(
            first.starts_with(&format!("// {}: paste once", prefix)),
            "{}",
            first
        );
        if let Some(with) = first.split_once(", with ") {
            let list = with.1.trim_end_matches(" (each once).");
            todo.extend(list.split(", ").map(String::from));
        }
        pasted.push(prefix);
    }
    assert_eq!(pasted.len(), 3, "{:?}", pasted);
    let mut src: String = pasted.iter().map(|p| code(p) + "\n").collect();
    // Both modules at work: the Grundy value 2 of position 0 of "add 1 or 2 below 30", and of
    // the heap 5 of "take 1 or 2".
    src += "fn main() {\n\
            let mut s = crate::numbered::Numbered::new(30, |x, out| {\n\
                out.extend((x + 1..=x + 2).filter(|&y| y < 30))\n\
            });\n\
            let mut g = crate::game_search::GameSearch::new(|&n: &u32| {\n\
                (1..=n.min(2)).map(|k| n - k).collect::<Vec<u32>>()\n\
            });\n\
            println!(\"{} {}\", s.grundy(0), g.grundy(&5));\n\
            }\n";
    let main = dir.join("main.rs");
    fs::write(&main, &src).unwrap();
    compile(&main, &dir.join("main"), &[]);
    let run = Command::new(dir.join("main")).output().unwrap();
    assert_eq!(String::from_utf8(run.stdout).unwrap(), "2 2\n");
    let _ = fs::remove_dir_all(&dir);
}

/// A strict JSON reader, enough to check a snippets file: any JSON text is read (objects,
/// arrays, strings with every escape, numbers, literals), and anything else is an error.
mod json {
    pub enum Value {
        Object(Vec<(String, Value)>),
        Array(Vec<Value>),
        Str(String),
        Other,
    }

    /// The snippets of a VS Code snippets file: (prefix, body lines joined by newlines).
    pub fn snippets(text: &str) -> Vec<(String, String)> {
        let Value::Object(entries) = parse(text) else {
            panic!("a snippets file is a JSON object");
        };
        let field = |v: &[(String, Value)], k: &str| -> String {
            match v.iter().find(|(key, _)| key == k).map(|(_, v)| v) {
                Some(Value::Str(s)) => s.clone(),
                Some(Value::Array(lines)) => lines
                    .iter()
                    .map(|l| match l {
                        Value::Str(s) => s.clone(),
                        _ => panic!("a body line is a string"),
                    })
                    .collect::<Vec<_>>()
                    .join("\n"),
                _ => panic!("no {} in a snippet", k),
            }
        };
        entries
            .iter()
            .map(|(_, v)| match v {
                Value::Object(v) => (field(v, "prefix"), field(v, "body")),
                _ => panic!("a snippet is an object"),
            })
            .collect()
    }

    pub fn parse(text: &str) -> Value {
        let b = text.as_bytes();
        let mut i = 0;
        let v = value(b, &mut i);
        skip(b, &mut i);
        assert_eq!(i, b.len(), "text after the JSON value at byte {}", i);
        v
    }

    fn skip(b: &[u8], i: &mut usize) {
        while *i < b.len() && matches!(b[*i], b' ' | b'\t' | b'\n' | b'\r') {
            *i += 1;
        }
    }

    fn eat(b: &[u8], i: &mut usize, c: u8) {
        skip(b, i);
        assert_eq!(b.get(*i), Some(&c), "want {:?} at byte {}", c as char, i);
        *i += 1;
    }

    fn value(b: &[u8], i: &mut usize) -> Value {
        skip(b, i);
        match b.get(*i) {
            Some(b'{') => {
                *i += 1;
                let mut v = Vec::new();
                skip(b, i);
                if b.get(*i) == Some(&b'}') {
                    *i += 1;
                    return Value::Object(v);
                }
                loop {
                    skip(b, i);
                    let Value::Str(k) = value(b, i) else {
                        panic!("a key is a string (byte {})", i);
                    };
                    eat(b, i, b':');
                    v.push((k, value(b, i)));
                    skip(b, i);
                    *i += 1;
                    match b[*i - 1] {
                        b',' => {}
                        b'}' => return Value::Object(v),
                        c => panic!("{:?} in an object at byte {}", c as char, i),
                    }
                }
            }
            Some(b'[') => {
                *i += 1;
                let mut v = Vec::new();
                skip(b, i);
                if b.get(*i) == Some(&b']') {
                    *i += 1;
                    return Value::Array(v);
                }
                loop {
                    v.push(value(b, i));
                    skip(b, i);
                    *i += 1;
                    match b[*i - 1] {
                        b',' => {}
                        b']' => return Value::Array(v),
                        c => panic!("{:?} in an array at byte {}", c as char, i),
                    }
                }
            }
            Some(b'"') => {
                *i += 1;
                let mut s = Vec::new();
                loop {
                    let c = b[*i];
                    *i += 1;
                    match c {
                        b'"' => return Value::Str(String::from_utf8(s).unwrap()),
                        b'\\' => {
                            let e = b[*i];
                            *i += 1;
                            let c = match e {
                                b'"' | b'\\' | b'/' => e as char,
                                b'n' => '\n',
                                b't' => '\t',
                                b'r' => '\r',
                                b'b' => '\u{8}',
                                b'f' => '\u{c}',
                                b'u' => {
                                    let hex = std::str::from_utf8(&b[*i..*i + 4]).unwrap();
                                    *i += 4;
                                    char::from_u32(u32::from_str_radix(hex, 16).unwrap())
                                        .expect("a \\u escape outside the surrogates")
                                }
                                _ => panic!("bad escape at byte {}", i),
                            };
                            s.extend(c.to_string().bytes());
                        }
                        c if c < 0x20 => panic!("a control character in a string at byte {}", i),
                        c => s.push(c),
                    }
                }
            }
            Some(c) if *c == b'-' || c.is_ascii_digit() || c.is_ascii_alphabetic() => {
                let start = *i;
                while *i < b.len()
                    && matches!(b[*i], b'-' | b'+' | b'.' | b'0'..=b'9' | b'a'..=b'z' | b'E')
                {
                    *i += 1;
                }
                let t = std::str::from_utf8(&b[start..*i]).unwrap();
                assert!(
                    matches!(t, "true" | "false" | "null") || t.parse::<f64>().is_ok(),
                    "not JSON: {:?} at byte {}",
                    t,
                    start
                );
                Value::Other
            }
            c => panic!("not JSON: {:?} at byte {}", c.map(|&c| c as char), i),
        }
    }
}

/// A glob of a module whose items moved (`numbered::*` keeps `outcomes` and `NumberedScore`)
/// beside the binary's own import of one of them and a definition of the other's name: the
/// bundle compiles without warnings (an explicit import of the moved item beside the user's
/// was E0252; the unit tests check that a moved item the code does not name is not bundled).
#[test]
fn a_glob_of_moved_items_compiles_beside_the_binarys_own_names() {
    let dir = scratch("glob");
    let text = "use cgt::graph_game::outcomes;\nuse cgt::numbered::*;\n\
                fn NumberedScore() -> u32 { 7 }\n\
                fn main() {\n    let r = outcomes(3, |x, out| out.extend(x.checked_sub(1)));\n    \
                let mut s = Numbered::new(3, |x: usize, out: &mut Moves| {\n        \
                out.extend(x.checked_sub(1));\n    });\n    \
                println!(\"{:?} {} {}\", r.outcome[2], s.first_player_wins(2), NumberedScore());\n}\n";
    let src = dir.join("glob.rs");
    fs::write(&src, text).unwrap();
    let out_dir = dir.join("out");
    let out = bundle(&[
        "--src",
        src.to_str().unwrap(),
        "--out-dir",
        out_dir.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let bundled = fs::read_to_string(out_dir.join("glob.rs")).unwrap();
    assert!(
        bundled.contains("mod cgt_moved_from_numbered {"),
        "{}",
        bundled
    );
    compile(
        &out_dir.join("glob.rs"),
        &dir.join("glob"),
        &["non_snake_case"],
    );
    let run = Command::new(dir.join("glob")).output().unwrap();
    assert_eq!(String::from_utf8(run.stdout).unwrap(), "Lose false 7\n");
    let _ = fs::remove_dir_all(&dir);
}

/// A bundle over 64 KiB (Codeforces' limit) is not written; `--max-bytes N` sets another limit,
/// and is checked. (A program on `score_search` passes the limit only with its modules whole.)
#[test]
fn the_size_limit_is_64_kib_unless_given() {
    let dir = scratch("limit");
    let src = dir.join("big.rs");
    fs::write(
        &src,
        "use cgt::score_search::NumberedMinimax;\nfn main() {\n    let mut s = NumberedMinimax::new(3, |x, out: &mut Vec<(usize, i64)>| if x < 2 { out.push((x + 1, 1)) }, |_| 0, |_| true);\n    println!(\"{}\", s.value(0));\n}\n",
    )
    .unwrap();
    let (s, out) = (src.to_str().unwrap(), dir.join("out"));
    let o = out.to_str().unwrap();
    let r = bundle(&["--full", "--whole-modules", "--src", s, "--out-dir", o]);
    let err = String::from_utf8_lossy(&r.stderr);
    assert!(!r.status.success(), "{}", err);
    assert!(
        err.contains("byte limit; not written (--max-bytes N for a judge that takes more"),
        "{}",
        err
    );
    assert!(!out.join("big.rs").exists());
    let r = bundle(&[
        "--full",
        "--whole-modules",
        "--max-bytes",
        "400000",
        "--src",
        s,
        "--out-dir",
        o,
    ]);
    assert!(r.status.success(), "{}", String::from_utf8_lossy(&r.stderr));
    assert!(fs::metadata(out.join("big.rs")).unwrap().len() > 65536);
    let r = bundle(&["--max-bytes", "0", "--src", s, "--out-dir", o]);
    assert!(String::from_utf8_lossy(&r.stderr).contains("--max-bytes needs a positive number"));
}
