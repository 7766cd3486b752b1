//! `bundle`: turns a problem binary into one self-contained source file for an online judge
//! (run it through `scripts/bundle.sh`, which builds it and runs it from the repository root).
//!
//! ```text
//! bundle [--atcoder] [--keep-docs] [--out-dir DIR] SLUG...   bundle problems/SLUG.rs
//! bundle [--atcoder] [--keep-docs] --all [DIR]               every problem in Cargo.toml
//! bundle [--atcoder] [--keep-docs] [--out-dir DIR] --src FILE  any binary source
//! bundle --module NAME                                       print cgt::NAME and its dependencies
//! bundle --list-modules                                      each module and the modules it uses
//! (any of them with --root DIR: the repository, default the current directory)
//! ```
//!
//! A bundle is the binary with `cgt::` rewritten to `crate::`, followed by every library module it
//! uses (transitively) as a top-level `mod name { ... }`, so the library's own `crate::name` paths
//! keep working. Tests (`#[cfg(test)]` items) are removed, and comments unless `--keep-docs`. By
//! default proconio is replaced by the stand-in `mod proconio_lite` (`proconio_lite.rs`, Rust 1.63)
//! and its reader, the library module `fast_input`, and the binary's `proconio::` paths are
//! rewritten to `crate::proconio_lite::`; `--atcoder` keeps `proconio` for judges that have it
//! (and adds `src/proconio_source.rs` where a binary reads `from` a `fast_input::Tokens`). The result is formatted with rustfmt and must stay
//! under 64 KiB. Bundles are written to `target/bundle/` unless told otherwise; each path is
//! printed on stdout.
//!
//! All scans run on tokens (see `lex.rs`), so paths inside strings, char literals and comments are
//! never taken for dependencies.

mod lex;
mod proconio_lite;

/// The stand-in reads through `super::fast_input`: here this import, in a bundle the module.
use cgt::fast_input;

use lex::{lex, Kind, Lexed};
use std::collections::BTreeSet;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Codeforces and several other judges reject larger sources.
const SIZE_LIMIT: usize = 64 * 1024;
/// The proconio stand-in, as text (it is also compiled into this tool as `mod proconio_lite`).
const STAND_IN: &str = include_str!("proconio_lite.rs");
const STAND_IN_MOD: &str = "proconio_lite";
/// The library module the stand-in reads with (bundled with it).
const STAND_IN_READER: &str = "fast_input";
/// What makes `fast_input::Tokens` a proconio source: with `--atcoder` (real proconio), a binary
/// that reads `from` a `Tokens` needs it, so the bundle gets it as `mod proconio_source`.
const PROCONIO_GLUE: &str = include_str!("../../proconio_source.rs");
const PROCONIO_GLUE_MOD: &str = "proconio_source";
/// What the stand-in provides under `proconio::`.
const PROCONIO_ITEMS: [&str; 4] = ["input", "input_once", "is_stdin_empty", "marker"];
const PROCONIO_MARKERS: [&str; 6] = ["Chars", "Bytes", "Usize1", "Isize1", "*", "self"];

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let Err(e) = run(&args) {
        eprintln!("bundle: {}", e);
        std::process::exit(1);
    }
}

const USAGE: &str = "usage: bundle [--atcoder] [--keep-docs] [--out-dir DIR] SLUG...
       bundle [--atcoder] [--keep-docs] --all [DIR]
       bundle [--atcoder] [--keep-docs] [--out-dir DIR] --src FILE
       bundle --module NAME
       bundle --list-modules
Paths of the project are relative to --root DIR (default: the current directory).";

#[derive(Clone, Copy, Default)]
struct Options {
    /// Keep `proconio` (the judge has it) instead of the stand-in.
    atcoder: bool,
    /// Keep comments and doc comments.
    keep_docs: bool,
}

fn run(args: &[String]) -> Result<(), String> {
    let mut opts = Options::default();
    let mut out_dir: Option<PathBuf> = None;
    let mut all = false;
    let mut module: Option<String> = None;
    let mut srcs: Vec<PathBuf> = Vec::new();
    let mut slugs: Vec<String> = Vec::new();
    let mut root: Option<PathBuf> = None;
    let mut list = false;
    let mut i = 0;
    let value = |i: usize, flag: &str| -> Result<String, String> {
        args.get(i + 1)
            .cloned()
            .ok_or_else(|| format!("{} needs a value\n{}", flag, USAGE))
    };
    while i < args.len() {
        let a = args[i].as_str();
        match a {
            "--atcoder" => opts.atcoder = true,
            "--keep-docs" => opts.keep_docs = true,
            "-h" | "--help" => {
                println!("{}", USAGE);
                return Ok(());
            }
            "--out-dir" | "-o" => {
                out_dir = Some(PathBuf::from(value(i, a)?));
                i += 1;
            }
            "--all" => {
                all = true;
                if let Some(d) = args.get(i + 1).filter(|d| !d.starts_with('-')) {
                    out_dir = Some(PathBuf::from(d));
                    i += 1;
                }
            }
            "--list-modules" => list = true,
            "--module" => {
                module = Some(value(i, a)?);
                i += 1;
            }
            "--src" => {
                srcs.push(PathBuf::from(value(i, a)?));
                i += 1;
            }
            "--root" => {
                root = Some(PathBuf::from(value(i, a)?));
                i += 1;
            }
            _ if a.starts_with('-') => return Err(format!("unknown option {}\n{}", a, USAGE)),
            _ => slugs.push(a.to_string()),
        }
        i += 1;
    }
    // Paths given by the user are relative to where they are; the project's own paths to its root.
    let cwd = std::env::current_dir().map_err(|e| format!("no current directory: {}", e))?;
    let srcs: Vec<PathBuf> = srcs.iter().map(|p| cwd.join(p)).collect();
    let out_dir = out_dir.map(|d| cwd.join(d));
    if let Some(r) = &root {
        std::env::set_current_dir(r)
            .map_err(|e| format!("cannot enter the root {}: {}", r.display(), e))?;
    }
    let root_abs = std::env::current_dir().map_err(|e| format!("no current directory: {}", e))?;
    let lib = Library::load()?;
    if list {
        // One line per module: the modules `--module NAME` brings along.
        for (i, name) in lib.names.iter().enumerate() {
            let mut roots = BTreeSet::new();
            roots.insert(name.clone());
            let with: Vec<&str> = lib
                .closure(&roots)
                .into_iter()
                .filter(|&j| j != i)
                .map(|j| lib.names[j].as_str())
                .collect();
            println!(
                "{}: {}",
                name,
                if with.is_empty() {
                    "-".to_string()
                } else {
                    with.join(", ")
                }
            );
        }
        return Ok(());
    }
    if let Some(name) = module {
        if all || !slugs.is_empty() || !srcs.is_empty() {
            return Err(format!("--module takes no problems\n{}", USAGE));
        }
        print!("{}", module_block(&lib, &name)?);
        return Ok(());
    }
    let known = problem_slugs()?;
    if all {
        if !slugs.is_empty() {
            return Err(format!("--all takes no slugs\n{}", USAGE));
        }
        slugs = known.clone();
    }
    if slugs.is_empty() && srcs.is_empty() {
        return Err(format!("nothing to bundle\n{}", USAGE));
    }
    let mut jobs: Vec<(String, PathBuf)> = Vec::new();
    for s in &slugs {
        if !known.contains(s) {
            return Err(format!(
                "unknown problem '{}' (no [[bin]] with path problems/{}.rs in Cargo.toml)",
                s, s
            ));
        }
        jobs.push((s.clone(), PathBuf::from(format!("problems/{}.rs", s))));
    }
    for p in &srcs {
        let stem = p
            .file_stem()
            .and_then(|s| s.to_str())
            .ok_or_else(|| format!("{}: not a file name", p.display()))?;
        jobs.push((stem.to_string(), p.clone()));
    }
    let dir = out_dir.unwrap_or_else(|| root_abs.join("target/bundle"));
    fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {}", dir.display(), e))?;
    // Every job is tried; the failures are reported together at the end.
    let mut failures = Vec::new();
    for (name, path) in jobs {
        let out = dir.join(format!("{}.rs", name));
        let b = match bundle_file(&lib, &path, &root_abs, &out, opts) {
            Ok(b) => b,
            Err(e) => {
                eprintln!("bundle: {}", e);
                // No stale bundle from an earlier run may stay behind.
                let _ = fs::remove_file(&out);
                failures.push(name);
                continue;
            }
        };
        eprintln!(
            "{}: {} bytes, modules: {}",
            name,
            b.text.len(),
            if b.modules.is_empty() {
                "none".to_string()
            } else {
                b.modules.join(", ")
            }
        );
        // The path as the user can use it from where they are.
        println!("{}", out.strip_prefix(&cwd).unwrap_or(&out).display());
    }
    if failures.is_empty() {
        Ok(())
    } else {
        Err(format!("failed: {}", failures.join(" ")))
    }
}

/// Bundles the binary at `path` into the file `out`.
fn bundle_file(
    lib: &Library,
    path: &Path,
    root: &Path,
    out: &Path,
    opts: Options,
) -> Result<Bundle, String> {
    let src = read(path)?;
    let shown = path
        .strip_prefix(root)
        .unwrap_or(path)
        .display()
        .to_string();
    let b = bundle(lib, &src, &shown, opts)?;
    if b.text.len() > SIZE_LIMIT {
        return Err(format!(
            "{}: the bundle is {} bytes, over the {} byte (64 KiB) limit; not written",
            out.display(),
            b.text.len(),
            SIZE_LIMIT
        ));
    }
    fs::write(out, &b.text).map_err(|e| format!("cannot write {}: {}", out.display(), e))?;
    Ok(b)
}

fn read(path: &Path) -> Result<String, String> {
    fs::read_to_string(path).map_err(|e| format!("cannot read {}: {}", path.display(), e))
}

/// The `[[bin]]` targets whose path is `problems/<slug>.rs`, as `scripts/run_all.sh` finds them.
fn problem_slugs() -> Result<Vec<String>, String> {
    let toml = read(Path::new("Cargo.toml"))?;
    let mut v: Vec<String> = toml
        .lines()
        .filter_map(|l| l.strip_prefix("path = \"problems/"))
        .filter_map(|l| l.strip_suffix(".rs\""))
        .map(String::from)
        .collect();
    v.sort();
    Ok(v)
}

/// The library: module names in `src/lib.rs` order and each module's processed source.
struct Library {
    names: Vec<String>,
    /// The names the library has at its root.
    roots: Roots,
    /// Processed (tests removed), with comments, and the modules each one uses.
    with_docs: Vec<Processed>,
    /// The same without comments.
    without_docs: Vec<Processed>,
}

impl Library {
    fn load() -> Result<Library, String> {
        let lib_rs = read(Path::new("src/lib.rs"))
            .map_err(|e| format!("{} (run from the repository root)", e))?;
        let names = lib_modules(&lib_rs)?;
        let mut sources = Vec::new();
        for name in &names {
            let flat = PathBuf::from(format!("src/{}.rs", name));
            let path = if flat.exists() {
                flat
            } else {
                PathBuf::from(format!("src/{}/mod.rs", name))
            };
            sources.push((path.display().to_string(), read(&path)?));
        }
        Library::from_sources(names, &sources)
    }

    /// Module `names[i]` has source `sources[i]` = (file name, text).
    fn from_sources(names: Vec<String>, sources: &[(String, String)]) -> Result<Library, String> {
        let mut roots = Roots {
            modules: names.clone(),
            macros: Vec::new(),
        };
        for (name, (what, src)) in names.iter().zip(sources) {
            for m in exported_macros(src).map_err(|e| format!("{}: {}", what, e))? {
                roots.macros.push((m, name.clone()));
            }
        }
        let mut with_docs = Vec::new();
        let mut without_docs = Vec::new();
        for (name, (what, src)) in names.iter().zip(sources) {
            let role = Role::Module(name.clone());
            with_docs.push(process(src, what, &role, &roots, true)?);
            without_docs.push(process(src, what, &role, &roots, false)?);
        }
        Ok(Library {
            names,
            roots,
            with_docs,
            without_docs,
        })
    }

    fn index(&self, name: &str) -> Option<usize> {
        self.names.iter().position(|n| n == name)
    }

    /// `roots` and every module they use, transitively, in `src/lib.rs` order.
    fn closure(&self, roots: &BTreeSet<String>) -> Vec<usize> {
        let mut seen = vec![false; self.names.len()];
        let mut stack: Vec<usize> = roots.iter().filter_map(|r| self.index(r)).collect();
        while let Some(i) = stack.pop() {
            if !seen[i] {
                seen[i] = true;
                stack.extend(self.with_docs[i].uses.iter().filter_map(|r| self.index(r)));
            }
        }
        (0..self.names.len()).filter(|&i| seen[i]).collect()
    }

    /// `#[allow(dead_code)] mod name { ... }` for module `i`.
    fn wrapped(&self, i: usize, keep_docs: bool) -> String {
        let p = if keep_docs {
            &self.with_docs[i]
        } else {
            &self.without_docs[i]
        };
        format!(
            "\n#[allow(dead_code)]\nmod {} {{\n{}\n}}\n",
            self.names[i],
            p.text.trim()
        )
    }
}

/// The names at the library's root: its modules and its `#[macro_export]` macros.
struct Roots {
    modules: Vec<String>,
    /// (macro, module defining it)
    macros: Vec<(String, String)>,
}

impl Roots {
    /// The module that `crate::name` / `cgt::name` needs.
    fn owner(&self, name: &str) -> Option<&str> {
        if let Some(m) = self.modules.iter().find(|m| *m == name) {
            return Some(m);
        }
        self.macros
            .iter()
            .find(|(mac, _)| mac == name)
            .map(|(_, m)| m.as_str())
    }
}

/// Names of the `#[macro_export] macro_rules!` macros of a module (they live at the crate root).
fn exported_macros(src: &str) -> Result<Vec<String>, String> {
    let l = lex(src)?;
    let s: Vec<usize> = (0..l.tokens.len())
        .filter(|&i| !l.tokens[i].is_comment())
        .collect();
    let at = |k: usize, t: &str| k < s.len() && l.is(s[k], t);
    let mut names = Vec::new();
    for k in 0..s.len() {
        if at(k, "#") && at(k + 1, "[") && at(k + 2, "macro_export") {
            if let Some(q) = (k..s.len()).find(|&q| at(q, "macro_rules") && at(q + 1, "!")) {
                if q + 2 < s.len() {
                    names.push(l.text(&l.tokens[s[q + 2]]));
                }
            }
        }
    }
    Ok(names)
}

/// The `pub mod name;` declarations of `src/lib.rs`: the modules a binary can use. (A private
/// `mod` there is glue behind a cargo feature, such as the proconio source impl, never bundled.)
fn lib_modules(lib_rs: &str) -> Result<Vec<String>, String> {
    let l = lex(lib_rs).map_err(|e| format!("src/lib.rs: {}", e))?;
    let s: Vec<usize> = (0..l.tokens.len())
        .filter(|&i| !l.tokens[i].is_comment())
        .collect();
    let mut names = Vec::new();
    for k in 1..s.len().saturating_sub(2) {
        if l.is(s[k - 1], "pub")
            && l.is(s[k], "mod")
            && l.tokens[s[k + 1]].kind == Kind::Ident
            && l.is(s[k + 2], ";")
        {
            names.push(l.text(&l.tokens[s[k + 1]]));
        }
    }
    if names.is_empty() {
        return Err("src/lib.rs declares no modules".to_string());
    }
    Ok(names)
}

struct Bundle {
    text: String,
    modules: Vec<String>,
}

/// Bundles one binary source.
fn bundle(lib: &Library, src: &str, what: &str, opts: Options) -> Result<Bundle, String> {
    let role = Role::Binary {
        atcoder: opts.atcoder,
    };
    let bin = process(src, what, &role, &lib.roots, opts.keep_docs)?;
    let stand_in = bin.uses_proconio && !opts.atcoder;
    let mut uses = bin.uses.clone();
    if stand_in {
        // The stand-in's reader.
        uses.insert(STAND_IN_READER.to_string());
    }
    let mods = lib.closure(&uses);
    let names: Vec<String> = mods.iter().map(|&i| lib.names[i].clone()).collect();
    let mut text = format!(
        "// {} bundled by scripts/bundle.sh{}: library modules {}{}.\n",
        what,
        if opts.atcoder { " --atcoder" } else { "" },
        if names.is_empty() {
            "none".to_string()
        } else {
            names.join(", ")
        },
        if stand_in {
            "; proconio replaced by mod proconio_lite (Rust 1.63+)"
        } else {
            ""
        }
    );
    text += "\n";
    text += bin.text.trim();
    text += "\n";
    if stand_in {
        let s = process(
            STAND_IN,
            "proconio_lite.rs",
            &Role::StandIn,
            &lib.roots,
            opts.keep_docs,
        )?;
        // rustfmt leaves macro_rules bodies alone, so indent the stand-in (which has no
        // multi-line literals) by hand.
        let body: Vec<String> = s
            .text
            .trim()
            .lines()
            .map(|line| format!("    {}", line))
            .collect();
        text += &format!("\nmod {} {{\n{}\n}}\n", STAND_IN_MOD, body.join("\n"));
    }
    for &i in &mods {
        text += &lib.wrapped(i, opts.keep_docs);
    }
    if opts.atcoder && names.iter().any(|n| n == STAND_IN_READER) {
        let role = Role::Module(PROCONIO_GLUE_MOD.to_string());
        let g = process(
            PROCONIO_GLUE,
            "proconio_source.rs",
            &role,
            &lib.roots,
            opts.keep_docs,
        )?;
        text += &format!("\nmod {} {{\n{}\n}}\n", PROCONIO_GLUE_MOD, g.text.trim());
    }
    Ok(Bundle {
        text: rustfmt(&text, what)?,
        modules: names,
    })
}

/// `--module NAME`: the module and the modules it uses, as sibling top-level `mod`s, with docs.
fn module_block(lib: &Library, name: &str) -> Result<String, String> {
    if lib.index(name).is_none() {
        return Err(format!(
            "unknown library module '{}' (src/lib.rs has: {})",
            name,
            lib.names.join(", ")
        ));
    }
    let mut roots = BTreeSet::new();
    roots.insert(name.to_string());
    let mods = lib.closure(&roots);
    let names: Vec<&str> = mods.iter().map(|&i| lib.names[i].as_str()).collect();
    let mut text = format!(
        "// cgt::{} for pasting at the top level of a solution (modules: {}); bundled by scripts/bundle.sh.\n\
         // The library refers to its modules as crate::<module>, so they stay top-level siblings.\n",
        name,
        names.join(", ")
    );
    for &i in &mods {
        text += &lib.wrapped(i, true);
    }
    rustfmt(&text, name)
}

fn rustfmt(text: &str, what: &str) -> Result<String, String> {
    let mut child = Command::new("rustfmt")
        .args(["--edition", "2021"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run rustfmt: {} (rustup component add rustfmt)", e))?;
    let mut stdin = child.stdin.take().expect("piped stdin");
    let input = text.to_string();
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let out = child
        .wait_with_output()
        .map_err(|e| format!("rustfmt: {}", e))?;
    writer
        .join()
        .expect("writer thread")
        .map_err(|e| format!("rustfmt: {}", e))?;
    if !out.status.success() {
        return Err(format!(
            "{}: rustfmt failed on the bundle:\n{}",
            what,
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    String::from_utf8(out.stdout).map_err(|e| format!("rustfmt: {}", e))
}

/// What a source is, which decides what is scanned and rewritten.
enum Role {
    /// A problem binary: `cgt::` paths are the dependencies and become `crate::`; `proconio::`
    /// paths become `crate::proconio_lite::` unless `atcoder`.
    Binary { atcoder: bool },
    /// Library module `name`: `crate::` / `$crate::` / crate-level `super::` paths are the
    /// dependencies; nothing is rewritten.
    Module(String),
    /// The proconio stand-in: only tests and comments are removed.
    StandIn,
}

/// A source with tests (and maybe comments) removed and paths rewritten.
#[derive(Debug)]
struct Processed {
    text: String,
    /// Library modules used.
    uses: BTreeSet<String>,
    /// Some `proconio::` path occurs.
    uses_proconio: bool,
}

/// Replace chars `start..end` of the source by `text`.
struct Edit {
    start: usize,
    end: usize,
    text: String,
}

fn process(
    src: &str,
    what: &str,
    role: &Role,
    roots: &Roots,
    keep_docs: bool,
) -> Result<Processed, String> {
    let l = lex(src).map_err(|e| format!("{}: {}", what, e))?;
    let mut edits: Vec<Edit> = Vec::new();
    // Test items go first; everything inside them is ignored from here on.
    let removed = cfg_test_ranges(&l);
    let mut in_removed = vec![false; l.tokens.len()];
    for &(a, b) in &removed {
        for r in &mut in_removed[a..=b] {
            *r = true;
        }
        edits.push(Edit {
            start: l.tokens[a].start,
            end: l.tokens[b].end,
            text: String::new(),
        });
    }
    if !keep_docs {
        for t in &l.tokens {
            if t.is_comment() {
                // A comment alone on its line goes with the line; a block comment between two
                // tokens leaves a space.
                let mut start = t.start;
                while start > 0 && matches!(l.chars[start - 1], ' ' | '\t') {
                    start -= 1;
                }
                let alone = start == 0 || l.chars[start - 1] == '\n';
                let mut end = t.end;
                if alone
                    && l.chars[end..]
                        .iter()
                        .take_while(|&&c| c != '\n')
                        .all(|c| c.is_whitespace())
                {
                    end = l.chars[end..]
                        .iter()
                        .position(|&c| c == '\n')
                        .map_or(l.chars.len(), |p| end + p + 1);
                    edits.push(Edit {
                        start,
                        end,
                        text: String::new(),
                    });
                } else {
                    edits.push(Edit {
                        start: t.start,
                        end: t.end,
                        text: if l.chars[t.start + 1] == '*' { " " } else { "" }.to_string(),
                    });
                }
            }
        }
    }
    // The code that stays: non-comment tokens outside test items.
    let s: Vec<usize> = (0..l.tokens.len())
        .filter(|&i| !l.tokens[i].is_comment() && !in_removed[i])
        .collect();
    let mut uses = BTreeSet::new();
    let mut uses_proconio = false;
    let at = |k: usize, t: &str| k < s.len() && l.is(s[k], t);
    let path_start = |k: usize| at(k + 1, "::") && !(k > 0 && at(k - 1, "::"));
    let add_use = |name: &str, k: usize, uses: &mut BTreeSet<String>| -> Result<(), String> {
        if name == "*" {
            uses.extend(roots.modules.iter().cloned());
        } else if let Some(m) = roots.owner(name) {
            uses.insert(m.to_string());
        } else if !name.is_empty() && name != "self" {
            return Err(format!(
                "{} {}: `{}` is neither a module declared in src/lib.rs nor an exported macro \
                 (the bundler inlines whole modules, so refer to items through their module)",
                what,
                lex::describe(&l, s[k]),
                name
            ));
        }
        Ok(())
    };
    match role {
        Role::Binary { atcoder } => {
            let mut depth = 0usize;
            let mut skip_until = 0;
            for k in 0..s.len() {
                if at(k, "{") {
                    depth += 1;
                } else if at(k, "}") {
                    depth = depth.saturating_sub(1);
                }
                if k < skip_until {
                    continue;
                }
                // A `use cgt::...;` at the top level: the library modules are top-level items of
                // the bundle, so importing one under its own name would define it twice. Such
                // imports are dropped and the other paths rewritten, one `use` each.
                let private = k == 0 || !(at(k - 1, "pub") || at(k - 1, ")"));
                if depth == 0 && private && at(k, "use") && at(k + 1, "cgt") && at(k + 2, "::") {
                    let (paths, end) = use_tree(&l, &s, k + 1);
                    if !at(end, ";") {
                        return Err(format!(
                            "{} {}: cannot read this use declaration",
                            what,
                            lex::describe(&l, s[k])
                        ));
                    }
                    let mut text = String::new();
                    for (mut segs, alias) in paths {
                        segs.remove(0);
                        if segs.len() > 1 && segs[segs.len() - 1] == "self" {
                            segs.pop();
                        }
                        add_use(segs.first().map_or("", |x| x.as_str()), k, &mut uses)?;
                        let own_name =
                            segs.len() == 1 && alias.as_ref().map_or(true, |a| *a == segs[0]);
                        if own_name || segs.is_empty() || segs == ["*"] {
                            continue;
                        }
                        text += &format!("use crate::{}", segs.join("::"));
                        if let Some(a) = alias {
                            text += &format!(" as {}", a);
                        }
                        text += ";\n";
                    }
                    edits.push(Edit {
                        start: l.tokens[s[k]].start,
                        end: l.tokens[s[end]].end,
                        text,
                    });
                    skip_until = end + 1;
                    continue;
                }
                if at(k, "extern") && at(k + 1, "crate") && at(k + 3, ";") {
                    let krate = l.text(&l.tokens[s[k + 2]]);
                    if krate == "cgt" || (krate == "proconio" && !atcoder) {
                        edits.push(Edit {
                            start: l.tokens[s[k]].start,
                            end: l.tokens[s[k + 3]].end,
                            text: String::new(),
                        });
                    }
                }
                if at(k, "cgt") && path_start(k) {
                    for p in use_tree(&l, &s, k + 2).0 {
                        add_use(p.0.first().map_or("", |x| x.as_str()), k, &mut uses)?;
                    }
                    edits.push(Edit {
                        start: l.tokens[s[k]].start,
                        end: l.tokens[s[k]].end,
                        text: "crate".to_string(),
                    });
                }
                if at(k, "proconio") && path_start(k) {
                    uses_proconio = true;
                    if !atcoder {
                        for (p, _) in use_tree(&l, &s, k + 2).0 {
                            let ok = match p.len() {
                                1 => PROCONIO_ITEMS.contains(&p[0].as_str()),
                                2 => p[0] == "marker" && PROCONIO_MARKERS.contains(&p[1].as_str()),
                                _ => false,
                            };
                            if !ok {
                                return Err(format!(
                                    "{} {}: proconio::{} is not provided by the bundled stand-in \
                                     (it has input!, input_once!, is_stdin_empty() and \
                                     marker::{{Chars, Bytes, Usize1, Isize1}}); use --atcoder for \
                                     a judge that has proconio",
                                    what,
                                    lex::describe(&l, s[k]),
                                    p.join("::")
                                ));
                            }
                        }
                        edits.push(Edit {
                            start: l.tokens[s[k]].start,
                            end: l.tokens[s[k]].end,
                            text: "crate::proconio_lite".to_string(),
                        });
                    }
                }
            }
        }
        Role::Module(me) => {
            // Count the `mod x {` blocks we are in, to know which `super` is the crate root.
            let mut braces: Vec<bool> = Vec::new();
            for k in 0..s.len() {
                if at(k, "{") {
                    braces.push(k >= 2 && at(k - 2, "mod"));
                } else if at(k, "}") {
                    braces.pop();
                } else if at(k, "mod") && at(k + 2, ";") {
                    return Err(format!(
                        "{} {}: out-of-line submodules are not supported by the bundler",
                        what,
                        lex::describe(&l, s[k])
                    ));
                }
                let mut tail = None;
                if at(k, "crate") && at(k + 1, "::") {
                    tail = Some(k + 2);
                } else if at(k, "super") && !(k > 0 && at(k - 1, "::")) {
                    let mut q = k;
                    let mut supers = 0;
                    while at(q, "super") && at(q + 1, "::") {
                        supers += 1;
                        q += 2;
                    }
                    let depth = braces.iter().filter(|&&m| m).count();
                    if supers == depth + 1 {
                        tail = Some(q);
                    }
                }
                if let Some(t) = tail {
                    for p in use_tree(&l, &s, t).0 {
                        let first = p.0.first().map_or("", |x| x.as_str());
                        if first != me {
                            add_use(first, k, &mut uses)?;
                        }
                    }
                }
            }
            uses.remove(me);
        }
        Role::StandIn => {}
    }
    // At equal starts the longer edit wins (a test item starting with its doc comment). A removal
    // that starts inside an earlier one and goes on (an indented test item whose doc comment's
    // line was removed with the comment) removes the rest.
    edits.sort_by_key(|e| (e.start, std::cmp::Reverse(e.end)));
    let mut text = String::new();
    let mut pos = 0;
    for e in &edits {
        if e.start < pos && (e.end <= pos || !e.text.is_empty()) {
            continue; // inside an earlier removal
        }
        let start = e.start.max(pos);
        text.extend(&l.chars[pos..start]);
        text += &e.text;
        pos = e.end;
    }
    text.extend(&l.chars[pos..]);
    Ok(Processed {
        text,
        uses,
        uses_proconio,
    })
}

/// One path of a use tree: its segments and its `as` alias.
type UsePath = (Vec<String>, Option<String>);

/// The paths of a use tree (or of a plain path) starting at code token `s[k]`, as segment lists:
/// `a::{b as c, d::{e, *}}` gives `[a, b] as c`, `[a, d, e]`, `[a, d, *]`; returns also the
/// position after it.
fn use_tree(l: &Lexed, s: &[usize], k: usize) -> (Vec<UsePath>, usize) {
    if k >= s.len() {
        return (vec![(Vec::new(), None)], k);
    }
    let t = &l.tokens[s[k]];
    if t.kind == Kind::Ident {
        let name = l.text(t);
        if k + 2 < s.len() && l.is(s[k + 1], "::") {
            let next = &l.tokens[s[k + 2]];
            if next.kind == Kind::Ident || l.is(s[k + 2], "{") || l.is(s[k + 2], "*") {
                let (mut paths, end) = use_tree(l, s, k + 2);
                for p in &mut paths {
                    p.0.insert(0, name.clone());
                }
                return (paths, end);
            }
        }
        if k + 2 < s.len() && l.is(s[k + 1], "as") {
            let alias = l.text(&l.tokens[s[k + 2]]);
            return (vec![(vec![name], Some(alias))], k + 3);
        }
        (vec![(vec![name], None)], k + 1)
    } else if l.is(s[k], "*") {
        (vec![(vec!["*".to_string()], None)], k + 1)
    } else if l.is(s[k], "{") {
        let mut paths = Vec::new();
        let mut q = k + 1;
        while q < s.len() && !l.is(s[q], "}") {
            if l.is(s[q], ",") {
                q += 1;
                continue;
            }
            let (sub, end) = use_tree(l, s, q);
            paths.extend(sub);
            // Past anything unexpected, up to the next item.
            q = end.max(q + 1);
            while q < s.len() && !l.is(s[q], ",") && !l.is(s[q], "}") {
                q += 1;
            }
        }
        (paths, q + 1)
    } else {
        (vec![(Vec::new(), None)], k)
    }
}

/// Token ranges (inclusive, into `l.tokens`) of the items marked `#[cfg(test)]`, each with the
/// attributes and doc comments attached to it.
fn cfg_test_ranges(l: &Lexed) -> Vec<(usize, usize)> {
    let s: Vec<usize> = (0..l.tokens.len())
        .filter(|&i| !l.tokens[i].is_comment())
        .collect();
    let at = |k: usize, t: &str| k < s.len() && l.is(s[k], t);
    // Index in `s` of the bracket matching the opening one at `k`.
    let close = |k: usize| -> usize {
        let mut depth = 0;
        for q in k..s.len() {
            if at(q, "(") || at(q, "[") || at(q, "{") {
                depth += 1;
            } else if at(q, ")") || at(q, "]") || at(q, "}") {
                depth -= 1;
                if depth == 0 {
                    return q;
                }
            }
        }
        s.len() - 1
    };
    let mut ranges: Vec<(usize, usize)> = Vec::new();
    let pattern = ["#", "[", "cfg", "(", "test", ")", "]"];
    let mut k = 0;
    while k < s.len() {
        if !pattern.iter().enumerate().all(|(j, p)| at(k + j, p)) {
            k += 1;
            continue;
        }
        // Back over attributes and comments attached before it.
        let mut first = k;
        while first >= 1 && at(first - 1, "]") {
            let mut depth = 0;
            let mut q = first - 1;
            loop {
                if at(q, "]") {
                    depth += 1;
                } else if at(q, "[") {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
                if q == 0 {
                    break;
                }
                q -= 1;
            }
            if q >= 1 && at(q, "[") && at(q - 1, "#") {
                first = q - 1;
            } else {
                break;
            }
        }
        let mut start = s[first];
        while start > 0 && matches!(l.tokens[start - 1].kind, Kind::Comment | Kind::OuterDoc) {
            start -= 1;
        }
        // Forward over further attributes, then the item.
        let mut e = k + pattern.len();
        while at(e, "#") && at(e + 1, "[") {
            e = close(e + 1) + 1;
        }
        let mut v = e;
        if at(v, "pub") {
            v += 1;
            if at(v, "(") {
                v = close(v) + 1;
            }
        }
        let ends_with_semicolon = at(v, "use")
            || at(v, "static")
            || at(v, "type")
            || at(v, "let")
            || (at(v, "extern") && at(v + 1, "crate"))
            || (at(v, "const") && !(at(v + 1, "fn") || at(v + 1, "unsafe") || at(v + 1, "async")));
        let mut end = s.len() - 1;
        let mut q = e;
        while q < s.len() {
            if at(q, ";") {
                end = q;
                break;
            }
            if at(q, "(") || at(q, "[") || at(q, "{") {
                let c = close(q);
                if at(q, "{") && !ends_with_semicolon {
                    end = c;
                    break;
                }
                q = c;
            }
            q += 1;
        }
        ranges.push((start, s[end]));
        k = end + 1;
    }
    ranges
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(v: &[&str]) -> Vec<String> {
        v.iter().map(|s| s.to_string()).collect()
    }

    fn roots(v: &[&str]) -> Roots {
        Roots {
            modules: names(v),
            macros: vec![("twice".to_string(), "extra".to_string())],
        }
    }

    fn module(src: &str, me: &str, keep_docs: bool) -> Processed {
        let mods = roots(&["misere", "nim", "sprague_grundy", "extra"]);
        process(
            src,
            "test.rs",
            &Role::Module(me.to_string()),
            &mods,
            keep_docs,
        )
        .unwrap()
    }

    fn binary(src: &str, atcoder: bool) -> Result<Processed, String> {
        let mods = roots(&["misere", "nim", "sprague_grundy", "extra"]);
        process(src, "bin.rs", &Role::Binary { atcoder }, &mods, false)
    }

    fn set(v: &[&str]) -> BTreeSet<String> {
        v.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn paths_in_strings_comments_and_tests_are_not_dependencies() {
        let src = r####"
//! See [`crate::nim`].
/// Uses [`crate::misere::anti_nim_wins`].
pub fn f() -> &'static str {
    let _c = '"'; let _d = '\'';
    /* crate::nim /* crate::extra */ crate::misere */
    let _r = r#"crate::nim "quoted" "#;
    "crate::sprague_grundy::mex"
}
#[cfg(test)]
mod tests {
    use super::*;
    use crate::nim;
}
"####;
        let p = module(src, "me", false);
        assert!(p.uses.is_empty(), "{:?}", p.uses);
        assert!(
            !p.text.contains("mod tests") && !p.text.contains("///"),
            "{}",
            p.text
        );
        assert!(
            p.text.contains("r#\"crate::nim \"quoted\" \"#"),
            "{}",
            p.text
        );
    }

    #[test]
    fn real_paths_are_found_in_every_form() {
        let src = r#"
use crate::{nim::{self, nim_sum}, misere as m};
fn g() -> u32 { println!("{}", crate::sprague_grundy::mex(&mut vec![])); 0 }
macro_rules! mac { () => { $crate::extra::h() } }
"#;
        let p = module(src, "me", false);
        assert_eq!(p.uses, set(&["extra", "misere", "nim", "sprague_grundy"]));
    }

    #[test]
    fn super_counts_module_nesting() {
        // At file level `super` is the crate root; inside `mod inner` it is the file's module.
        let p = module(
            "use super::nim;\nmod inner { use super::*; fn f() { super::super::misere::x(); } }",
            "me",
            false,
        );
        assert_eq!(p.uses, set(&["misere", "nim"]));
        let p = module("mod inner { use super::extra; }", "me", false);
        assert!(p.uses.is_empty());
        let p = module("use super::*;", "nim", false);
        assert_eq!(p.uses, set(&["extra", "misere", "sprague_grundy"]));
    }

    #[test]
    fn non_module_crate_paths_are_errors() {
        let mods = roots(&["nim"]);
        let e = process(
            "use crate::helper;",
            "x.rs",
            &Role::Module("nim".into()),
            &mods,
            false,
        )
        .unwrap_err();
        assert!(e.contains("`helper` is neither a module"), "{}", e);
        let e = binary("fn main() { cgt::mex(); }", false).unwrap_err();
        assert!(e.contains("line 1") && e.contains("`mex`"), "{}", e);
    }

    #[test]
    fn cfg_test_items_go_with_their_docs_and_attributes() {
        let src = "fn a() {}\n/// doc\n#[allow(unused)]\n#[cfg(test)]\n#[rustfmt::skip]\nconst X: [u8; 2] = [1, 2];\n#[cfg(test)] use crate::nim;\n#[cfg(test)]\npub(crate) fn t() -> [u8; 1] { [crate::nim::f()] }\n#[cfg(test)]\nstruct S(u8);\nfn b() {}\n";
        let p = module(src, "me", true);
        let code: String = p.text.split_whitespace().collect::<Vec<_>>().join(" ");
        assert_eq!(code, "fn a() {} fn b() {}");
        assert!(p.uses.is_empty());
        // Indented, in an impl, with docs stripped or kept.
        let src = "impl S {\n    /// doc\n    #[cfg(test)]\n    fn t() {}\n\n    fn u() {}\n}\n";
        for keep_docs in [false, true] {
            let p = module(src, "me", keep_docs);
            let code: String = p.text.split_whitespace().collect::<Vec<_>>().join(" ");
            assert_eq!(code, "impl S { fn u() {} }", "keep_docs {}", keep_docs);
        }
    }

    #[test]
    fn docs_are_kept_or_stripped() {
        let src = "//! Module.\n/// F.\npub fn f() {} // note\n/* block */fn g() {}";
        let p = module(src, "me", true);
        assert_eq!(p.text, src);
        let p = module(src, "me", false);
        assert_eq!(
            p.text.split_whitespace().collect::<Vec<_>>(),
            ["pub", "fn", "f()", "{}", "fn", "g()", "{}"]
        );
    }

    #[test]
    fn binary_paths_are_rewritten() {
        let src = r#"use cgt::nim;
use cgt::{misere, sprague_grundy::mex};
use proconio::{input, marker::{Chars, Usize1}};
fn main() {
    let s = "cgt::nim proconio::input"; // cgt::unknown
    while !proconio::is_stdin_empty() { input! { a: [u64; 2] } }
    println!("{}", cgt::nim::nim_sum(&a));
}"#;
        let p = binary(src, false).unwrap();
        assert_eq!(p.uses, set(&["misere", "nim", "sprague_grundy"]));
        assert!(p.uses_proconio);
        // The modules are top-level items of the bundle already.
        assert!(!p.text.contains("use crate::nim;") && !p.text.contains("misere"));
        assert!(p.text.contains("use crate::sprague_grundy::mex;"));
        assert!(p
            .text
            .contains("use crate::proconio_lite::{input, marker::{Chars, Usize1}};"));
        assert!(p
            .text
            .contains("while !crate::proconio_lite::is_stdin_empty()"));
        assert!(p.text.contains("crate::nim::nim_sum(&a)"));
        assert!(p.text.contains(r#""cgt::nim proconio::input""#));
        let p = binary(src, true).unwrap();
        assert!(p
            .text
            .contains("use proconio::{input, marker::{Chars, Usize1}};"));
        assert!(p.text.contains("crate::nim::nim_sum(&a)"));
    }

    #[test]
    fn unsupported_proconio_items_are_errors() {
        let e = binary("use proconio::fastout;", false).unwrap_err();
        assert!(
            e.contains("proconio::fastout") && e.contains("--atcoder"),
            "{}",
            e
        );
        assert!(binary("use proconio::fastout;", true).is_ok());
        let e = binary("use proconio::source::line::LineSource;", false).unwrap_err();
        assert!(e.contains("proconio::source::line::LineSource"), "{}", e);
    }

    #[test]
    fn input_once_goes_to_the_stand_in() {
        let src = "use proconio::input_once;\nfn main() { input_once! { n: u64 } proconio::input_once! { m: [u64; n] } }";
        let p = binary(src, false).unwrap();
        assert!(p.text.contains("use crate::proconio_lite::input_once;"));
        assert!(p
            .text
            .contains("crate::proconio_lite::input_once! { m: [u64; n] }"));
        let p = binary(src, true).unwrap();
        assert!(p.text.contains("use proconio::input_once;"));
        assert!(p.text.contains("proconio::input_once! { m"));
    }

    #[test]
    fn extern_crates_are_dropped() {
        let p = binary(
            "extern crate cgt;\nextern crate proconio;\nuse cgt::nim;",
            false,
        )
        .unwrap();
        assert_eq!(p.text.trim(), "");
        assert!(p.uses.contains("nim"));
    }

    #[test]
    fn root_imports_of_modules_are_dropped() {
        let src = "use cgt::{nim::{self, nim_sum as ns}, misere as m, sprague_grundy};\nuse cgt::nim::first_player_wins;\nfn main() { use cgt::misere; }";
        let p = binary(src, false).unwrap();
        let lines: Vec<&str> = p
            .text
            .lines()
            .map(|x| x.trim())
            .filter(|x| !x.is_empty())
            .collect();
        assert_eq!(
            lines,
            [
                "use crate::nim::nim_sum as ns;",
                "use crate::misere as m;",
                "use crate::nim::first_player_wins;",
                "fn main() { use crate::misere; }"
            ]
        );
        assert_eq!(p.uses, set(&["misere", "nim", "sprague_grundy"]));
    }

    #[test]
    fn closure_is_transitive_and_in_library_order() {
        let src = |s: &str| ("x.rs".to_string(), s.to_string());
        let lib = Library::from_sources(
            names(&["a", "b", "c", "d", "e"]),
            &[
                src("pub fn f() { crate::c::g() }"),
                src("#[macro_export]\nmacro_rules! twice { ($x:expr) => { 2 * $x }; }"),
                src("use super::d;\npub fn g() { d::h() }\n#[cfg(test)] mod t { use crate::e; }"),
                src("pub fn h() {}"),
                src("pub fn k() { \"crate::a\"; }"),
            ],
        )
        .unwrap();
        let roots: BTreeSet<String> = set(&["a"]);
        assert_eq!(lib.closure(&roots), [0, 2, 3]);
        let p = process(
            "use cgt::twice;\nfn main() { cgt::e::k(); twice!(1); }",
            "bin.rs",
            &Role::Binary { atcoder: false },
            &lib.roots,
            false,
        )
        .unwrap();
        assert_eq!(p.uses, set(&["b", "e"]));
        assert!(!p.text.contains("use crate::twice"), "{}", p.text);
    }

    #[test]
    fn the_stand_in_brings_its_reader_and_atcoder_bundles_the_proconio_glue() {
        let src = |s: &str| ("x.rs".to_string(), s.to_string());
        let lib = Library::from_sources(
            names(&["fast_input", "nim"]),
            &[src("pub struct Tokens;"), src("pub fn f() {}")],
        )
        .unwrap();
        let plain = "use proconio::input;\nfn main() { input! { n: u64 } cgt::nim::f(); }";
        let from = "use cgt::fast_input::Tokens;\nuse proconio::input;\n\
                    fn main() { let mut s = Tokens; input! { from &mut s, n: u64 } }";
        let opts = |atcoder| Options {
            atcoder,
            keep_docs: false,
        };
        // Default: the stand-in and its reader, even when the binary does not name it.
        let b = bundle(&lib, plain, "bin.rs", opts(false)).unwrap();
        assert_eq!(b.modules, names(&["fast_input", "nim"]));
        assert!(b.text.contains("mod proconio_lite {") && !b.text.contains("mod proconio_source"));
        // --atcoder: no stand-in; the glue only where `Tokens` is used.
        let b = bundle(&lib, plain, "bin.rs", opts(true)).unwrap();
        assert_eq!(b.modules, names(&["nim"]));
        assert!(!b.text.contains("mod proconio_lite") && !b.text.contains("mod proconio_source"));
        let b = bundle(&lib, from, "bin.rs", opts(true)).unwrap();
        assert!(b.text.contains("mod proconio_source {"), "{}", b.text);
        assert!(b.text.contains("impl Source<std::io::Empty> for Tokens"));
    }

    #[test]
    fn only_pub_mods_of_lib_rs_are_modules() {
        let lib_rs = "pub mod a;\n#[cfg(feature = \"x\")]\nmod glue;\npub mod b;\n";
        assert_eq!(lib_modules(lib_rs).unwrap(), names(&["a", "b"]));
    }

    #[test]
    fn stand_in_keeps_no_tests() {
        let p = process(STAND_IN, "s", &Role::StandIn, &roots(&[]), false).unwrap();
        assert!(p.text.contains("macro_rules! input"));
        assert!(p.text.contains("macro_rules! input_once"));
        assert!(!p.text.contains("set_test_input") && !p.text.contains("proconio::"));
        assert!(!p.text.contains("//"));
    }
}
