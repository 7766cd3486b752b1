//! `bundle`: turns a problem binary into one self-contained source file for an online judge, and
//! prints library modules as snippets (run it through `scripts/bundle.sh`, which builds it and
//! passes the repository root and cargo's target directory).
//!
//! ```text
//! bundle [--atcoder] [--full] [--whole-modules] [--out-dir DIR] SLUG...   problems/SLUG.rs
//! bundle [--atcoder] [--full] --all [DIR]                  every problem
//! bundle [--atcoder] [--full] [--out-dir DIR] --src FILE   any binary source
//! bundle [--full] --module NAME [--module NAME...]         print modules and what they use
//! bundle --list-modules | --sizes | --readme-table
//! (with --root DIR: the repository, default the current directory; --target-dir DIR: where
//! bundles go by default, DIR/bundle)
//! ```
//!
//! A bundle is the binary with `cgt::` rewritten to `crate::`, followed by every library module it
//! uses (transitively) as a top-level `mod name { ... }`, so the library's own `crate::name` paths
//! keep working. Tests (`#[cfg(test)]` items) are removed, and the items the binary does not reach
//! (`prune.rs`; `--whole-modules` keeps them). Compact (the default): each module has
//! its snippet header (the items of its `//!` header as `//` lines) and no other comment; `--full`
//! keeps every comment and doc. By default proconio is replaced by the stand-in
//! `mod proconio_lite` (`proconio_lite.rs`, Rust 1.63, only the sections the binary needs) and
//! its reader, the library module `fast_input`; `--atcoder` keeps `proconio` for judges that
//! have it. The result is formatted with rustfmt and must stay under 64 KiB (`--max-bytes N`: N
//! bytes).
//!
//! A bundle is written only where no source is: an output path equal to a file the run reads, or
//! to an existing file that is not a bundle, is refused. The text goes to a temporary file that is
//! renamed at the end, so a failure removes nothing but that temporary file.
//!
//! All scans run on tokens (see `lex.rs`), so paths inside strings, char literals and comments are
//! never taken for dependencies.

mod lex;
mod library;
mod process;
#[cfg(test)]
mod proconio_lite;
mod prune;

/// The stand-in reads through `super::fast_input`: here this import, in a bundle the module.
#[cfg(test)]
use cgt::fast_input;

use library::{Library, NOT_SNIPPETS};
use process::{process, Role};
use std::collections::BTreeSet;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Codeforces and several other judges reject larger sources.
const SIZE_LIMIT: usize = 64 * 1024;
/// The first line of every bundle starts so; only such files are ever overwritten.
const BUNDLE_MARK: &str = "// Bundled by scripts/bundle.sh from ";
/// The proconio stand-in, as text (its tests compile it as `mod proconio_lite`).
const STAND_IN: &str = include_str!("proconio_lite.rs");
const STAND_IN_MOD: &str = "proconio_lite";
/// The library module the stand-in reads with (bundled with it).
const STAND_IN_READER: &str = "fast_input";
/// What makes `fast_input::Tokens` a proconio source: with `--atcoder` (real proconio), a binary
/// that reads `from` a `Tokens` needs it, so the bundle gets it as `mod proconio_source`.
const PROCONIO_GLUE: &str = include_str!("../../../../src/proconio_source.rs");
const PROCONIO_GLUE_MOD: &str = "proconio_source";

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let Err(e) = run(&args) {
        eprintln!("bundle: {}", e);
        std::process::exit(1);
    }
}

const USAGE: &str =
    "usage: bundle [--atcoder] [--full | --keep-comments] [--whole-modules] [--max-bytes N] [--out-dir DIR] SLUG...
       bundle [--atcoder] [--full | --keep-comments] --all [DIR]
       bundle [--atcoder] [--full | --keep-comments] [--out-dir DIR | --out FILE] --src FILE
       bundle [--full] --module NAME [--module NAME...]   (NAME proconio_lite: the input! stand-in)
       bundle --editor-snippets FILE     every module as a VS Code snippet (JSON), each alone
       bundle --list-modules | --sizes | --readme-table
Paths of the project are relative to --root DIR (default: the current directory); bundles go to
--out-dir DIR, or to TARGET/bundle with --target-dir TARGET; --out FILE names the file of a single
bundle (-o PATH: --out if PATH ends in .rs, else --out-dir). A bundle keeps only the library items
the binary reaches (--whole-modules: every item of each module it uses). A bundle over 65536
bytes (Codeforces' limit) is not written; --max-bytes N sets another limit.";

#[derive(Clone, Copy, Default)]
pub struct Options {
    /// Keep `proconio` (the judge has it) instead of the stand-in.
    atcoder: bool,
    /// Keep comments and doc comments.
    full: bool,
    /// Keep the binary's own comments (the library's go as without `--full`).
    keep_comments: bool,
    /// Keep every item of each module (`--whole-modules`), not only those the binary reaches.
    whole_modules: bool,
    /// The largest bundle written (`--max-bytes`; default [`SIZE_LIMIT`]).
    max_bytes: Option<usize>,
}

fn run(args: &[String]) -> Result<(), String> {
    let mut opts = Options::default();
    let (mut out_dir, mut target_dir, mut root) = (None, None, None);
    let mut out_file: Option<PathBuf> = None;
    let (mut all, mut list, mut sizes, mut table) = (false, false, false, false);
    let mut editor: Option<PathBuf> = None;
    let mut modules: Vec<String> = Vec::new();
    let mut srcs: Vec<PathBuf> = Vec::new();
    let mut slugs: Vec<String> = Vec::new();
    let mut i = 0;
    let value = |i: usize, flag: &str| -> Result<String, String> {
        args.get(i + 1)
            .cloned()
            .ok_or_else(|| format!("{} needs a value\n{}", flag, USAGE))
    };
    while i < args.len() {
        let a = args[i].as_str();
        let mut takes_value = true;
        match a {
            "--out-dir" => out_dir = Some(PathBuf::from(value(i, a)?)),
            "--out" => out_file = Some(PathBuf::from(value(i, a)?)),
            // `-o x.rs` names the file, as a compiler's `-o` does; `-o DIR` stays the directory.
            "-o" => match value(i, a)? {
                v if v.ends_with(".rs") => out_file = Some(PathBuf::from(v)),
                v => out_dir = Some(PathBuf::from(v)),
            },
            "--target-dir" => target_dir = Some(PathBuf::from(value(i, a)?)),
            "--root" => root = Some(PathBuf::from(value(i, a)?)),
            "--module" => modules.push(value(i, a)?),
            "--src" => srcs.push(PathBuf::from(value(i, a)?)),
            "--editor-snippets" => editor = Some(PathBuf::from(value(i, a)?)),
            "--max-bytes" => {
                let v = value(i, a)?;
                let n = v.parse::<usize>().ok().filter(|&n| n > 0).ok_or_else(|| {
                    format!("--max-bytes needs a positive number of bytes, not {:?}", v)
                })?;
                opts.max_bytes = Some(n);
            }
            "--all" => {
                all = true;
                takes_value = false;
                if let Some(d) = args.get(i + 1).filter(|d| !d.starts_with('-')) {
                    out_dir = Some(PathBuf::from(d));
                    takes_value = true;
                }
            }
            _ => {
                takes_value = false;
                match a {
                    "--atcoder" => opts.atcoder = true,
                    "--full" => opts.full = true,
                    "--keep-comments" => opts.keep_comments = true,
                    "--whole-modules" => opts.whole_modules = true,
                    "--list-modules" => list = true,
                    "--sizes" => sizes = true,
                    "--readme-table" => table = true,
                    "-h" | "--help" => {
                        println!("{}", USAGE);
                        return Ok(());
                    }
                    _ if a.starts_with('-') => {
                        return Err(format!("unknown option {}\n{}", a, USAGE))
                    }
                    _ => slugs.push(a.to_string()),
                }
            }
        }
        i += if takes_value { 2 } else { 1 };
    }
    // Paths given by the user are relative to where they are; the project's own to its root.
    let cwd = std::env::current_dir().map_err(|e| format!("no current directory: {}", e))?;
    let root = cwd.join(root.unwrap_or_default());
    let lib = Library::load(&root)?;
    let jobs_given = all || !slugs.is_empty() || !srcs.is_empty();
    if list || sizes || table || !modules.is_empty() || editor.is_some() {
        if jobs_given {
            return Err(format!(
                "--module, --editor-snippets, --list-modules, --sizes and --readme-table take no \
                 problems\n{}",
                USAGE
            ));
        }
        if let Some(file) = editor {
            let file = cwd.join(file);
            let json = editor_snippets(&lib)?;
            check_snippets_output(&file, &lib)?;
            write_new(&file, &json)?;
            eprintln!(
                "bundle: {} snippets written to {}",
                lib.names.len() - NOT_SNIPPETS.len() + 1,
                file.display()
            );
        } else if list {
            for name in &lib.names {
                let brings = lib.brings(name);
                let brings = if brings.is_empty() {
                    "-".to_string()
                } else {
                    brings.join(", ")
                };
                println!("{}: {}", name, brings);
            }
        } else if sizes {
            println!(
                "{:<16} {:>6} {:>7}  {:<8} brings",
                "module", "lines", "bytes", "budget"
            );
            for r in lib.sizes()? {
                let budget = r.budget.map_or("-".to_string(), |b| b.to_string());
                let over = matches!(r.budget, Some(b) if r.lines > b);
                let mark = if over { "  OVER BUDGET" } else { "" };
                let brings = r.brings.join(", ");
                let (name, lines, bytes) = (&r.name, r.lines, r.bytes);
                println!("{name:<16} {lines:>6} {bytes:>7}  {budget:<8} {brings}{mark}");
            }
            let bad = lib.violations(&root)?;
            if !bad.is_empty() {
                println!(
                    "\n{} rule violations (README, \"Library modules\"):",
                    bad.len()
                );
                for b in bad {
                    println!("  {}", b);
                }
            }
        } else if table {
            print!("{}", lib.readme_table()?);
        } else {
            print!("{}", module_snippets(&lib, &modules, opts.full)?);
        }
        return Ok(());
    }
    let known = problem_slugs(&root)?;
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
                "unknown problem '{}' (no file problems/{}.rs)",
                s, s
            ));
        }
        jobs.push((s.clone(), root.join(format!("problems/{}.rs", s))));
    }
    for p in &srcs {
        let p = cwd.join(p);
        let stem = p
            .file_stem()
            .and_then(|s| s.to_str())
            .ok_or_else(|| format!("{}: not a file name", p.display()))?;
        jobs.push((stem.to_string(), p.clone()));
    }
    if let Some(file) = out_file {
        if out_dir.is_some() || jobs.len() != 1 {
            return Err(format!(
                "--out FILE takes one binary and no --out-dir (here {} binaries{})\n{}",
                jobs.len(),
                if out_dir.is_some() {
                    " and --out-dir"
                } else {
                    ""
                },
                USAGE
            ));
        }
        let out = cwd.join(file);
        if out.is_dir() {
            return Err(format!(
                "--out {}: that is a directory (--out-dir DIR writes the bundle into it)",
                out.display()
            ));
        }
        let mut inputs: Vec<PathBuf> = lib.files.clone();
        inputs.push(jobs[0].1.clone());
        return finish(&lib, &jobs, &root, &cwd, &inputs, opts, |_| out.clone());
    }
    let dir = match (out_dir, target_dir) {
        (Some(d), _) => cwd.join(d),
        (None, Some(t)) => cwd.join(t).join("bundle"),
        (None, None) => {
            return Err(
                "give --out-dir DIR (scripts/bundle.sh passes cargo's target directory)"
                    .to_string(),
            )
        }
    };
    fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {}", dir.display(), e))?;
    // Every file this run reads: no bundle may be written over one.
    let mut inputs: Vec<PathBuf> = lib.files.clone();
    inputs.extend(jobs.iter().map(|(_, p)| p.clone()));
    finish(&lib, &jobs, &root, &cwd, &inputs, opts, |name| {
        dir.join(format!("{}.rs", name))
    })
}

/// Bundles every job `(name, source)` into the file `out(name)`; every job is tried and the
/// failures are reported together at the end.
fn finish(
    lib: &Library,
    jobs: &[(String, PathBuf)],
    root: &Path,
    cwd: &Path,
    inputs: &[PathBuf],
    opts: Options,
    out: impl Fn(&str) -> PathBuf,
) -> Result<(), String> {
    let mut failures = Vec::new();
    for (name, path) in jobs {
        let out = out(name);
        match bundle_file(lib, path, root, &out, inputs, opts) {
            Ok(b) => {
                let modules = if b.modules.is_empty() {
                    "none".to_string()
                } else {
                    b.modules.join(", ")
                };
                eprintln!("{}: {} bytes, modules: {}", name, b.text.len(), modules);
                // The path as the user can use it from where they are.
                println!("{}", out.strip_prefix(cwd).unwrap_or(&out).display());
            }
            Err(e) => {
                eprintln!("bundle: {}", e);
                failures.push(name.clone());
            }
        }
    }
    if failures.is_empty() {
        Ok(())
    } else {
        Err(format!("failed: {}", failures.join(" ")))
    }
}

/// Bundles the binary at `path` into the file `out`, which may not be one of `inputs` nor an
/// existing file other than a bundle.
fn bundle_file(
    lib: &Library,
    path: &Path,
    root: &Path,
    out: &Path,
    inputs: &[PathBuf],
    opts: Options,
) -> Result<Bundle, String> {
    check_output(out, inputs)?;
    let src = read(path)?;
    // The bundle goes to a judge: it names a source outside the repository by its file name
    // only, never by a path that shows the contestant's directories.
    let shown = match path.strip_prefix(root) {
        Ok(p) => p.display().to_string(),
        Err(_) => path.file_name().map_or_else(
            || path.display().to_string(),
            |n| n.to_string_lossy().into_owned(),
        ),
    };
    let b = bundle(lib, &src, &shown, opts)?;
    let limit = opts.max_bytes.unwrap_or(SIZE_LIMIT);
    if b.text.len() > limit {
        return Err(format!(
            "{}: the bundle would be {} bytes, over the {} byte limit; not written (--max-bytes N \
             for a judge that takes more; Codeforces takes 65536)",
            shown,
            b.text.len(),
            limit
        ));
    }
    write_new(out, &b.text)?;
    Ok(b)
}

/// Refuses an output path that is a file of `inputs`, a symbolic link (even to a bundle, even
/// dangling), a directory or special file, or an existing file that is not a bundle.
fn check_output(out: &Path, inputs: &[PathBuf]) -> Result<(), String> {
    let same = |a: &Path, b: &Path| match (fs::canonicalize(a), fs::canonicalize(b)) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    };
    if let Some(input) = inputs.iter().find(|p| same(p, out)) {
        return Err(format!(
            "refusing to write the bundle to {}: that is the source file {} (choose another \
             --out-dir or --out)",
            out.display(),
            input.display()
        ));
    }
    if let Ok(m) = fs::symlink_metadata(out) {
        if !m.file_type().is_file() {
            return Err(format!(
                "refusing to write the bundle to {}: it is a symbolic link, a directory or a \
                 special file (nothing is written through or over one)",
                out.display()
            ));
        }
    }
    if out.exists() {
        let old = fs::read(out).unwrap_or_default();
        if !old.starts_with(BUNDLE_MARK.as_bytes()) {
            return Err(format!(
                "refusing to overwrite {}: it exists and is not a bundle written by \
                 scripts/bundle.sh (choose another --out-dir or --out, or move the file)",
                out.display()
            ));
        }
    }
    Ok(())
}

/// Writes `text` to a temporary file beside `out` and renames it to `out`; on failure only the
/// temporary file is removed.
fn write_new(out: &Path, text: &str) -> Result<(), String> {
    let name = out.file_name().and_then(|n| n.to_str()).unwrap_or("bundle");
    let tmp = out.with_file_name(format!(".{}.{}.tmp", name, std::process::id()));
    let r = fs::write(&tmp, text).and_then(|_| fs::rename(&tmp, out));
    r.map_err(|e| {
        let _ = fs::remove_file(&tmp);
        format!("cannot write {}: {}", out.display(), e)
    })
}

pub fn read(path: &Path) -> Result<String, String> {
    fs::read_to_string(path).map_err(|e| format!("cannot read {}: {}", path.display(), e))
}

/// The problem slugs: the files `problems/<slug>.rs`, sorted (as `scripts/lib.sh` lists them).
fn problem_slugs(root: &Path) -> Result<Vec<String>, String> {
    let dir = root.join("problems");
    let entries =
        fs::read_dir(&dir).map_err(|e| format!("cannot read {}: {}", dir.display(), e))?;
    let mut v: Vec<String> = entries
        .filter_map(|e| e.ok())
        .filter_map(|e| e.file_name().into_string().ok())
        .filter_map(|n| n.strip_suffix(".rs").map(String::from))
        .collect();
    v.sort();
    Ok(v)
}

pub struct Bundle {
    pub text: String,
    pub modules: Vec<String>,
}

/// Bundles one binary source.
pub fn bundle(lib: &Library, src: &str, what: &str, opts: Options) -> Result<Bundle, String> {
    let role = Role::Binary {
        atcoder: opts.atcoder,
    };
    let bin = process(
        src,
        what,
        &role,
        &lib.roots,
        opts.full || opts.keep_comments,
    )?;
    let stand_in = bin.uses_proconio && !opts.atcoder;
    let mut uses = bin.uses.clone();
    if stand_in {
        // The stand-in's reader.
        uses.insert(STAND_IN_READER.to_string());
    }
    let mods = lib.closure(&uses);
    let full = opts.full;
    // What is not the library: the binary, the stand-in and the proconio glue (`--atcoder`).
    let mut own = bin.text.clone();
    if stand_in {
        own += &stand_in_block(lib, &stand_in_needs(&bin), full)?;
    }
    let glue = if opts.atcoder && mods.iter().any(|&i| lib.names[i] == STAND_IN_READER) {
        let role = Role::Module(PROCONIO_GLUE_MOD.to_string());
        let g = process(PROCONIO_GLUE, "proconio_source.rs", &role, &lib.roots, full)?;
        format!("\nmod {} {{\n{}\n}}\n", PROCONIO_GLUE_MOD, g.text.trim())
    } else {
        String::new()
    };
    let texts: Vec<prune::Module> = mods
        .iter()
        .map(|&i| prune::Module {
            name: &lib.names[i],
            text: lib.text(i, full),
        })
        .collect();
    let pruned = if opts.whole_modules {
        None
    } else {
        let roots =
            prune::idents(&(own.clone() + &glue)).map_err(|e| format!("{}: {}", what, e))?;
        prune::prune(&roots, &texts, &uses)?
    };
    let mut blocks = Vec::new();
    let mut names = Vec::new();
    for (j, &i) in mods.iter().enumerate() {
        let block = match &pruned {
            None => Some(lib.wrapped(i, full)),
            Some(p) => p[j]
                .as_ref()
                .map(|body| lib.wrap(i, full, body, body != lib.text(i, full))),
        };
        if let Some(block) = block {
            blocks.push(block);
            names.push(lib.names[i].clone());
        }
    }
    // The modules are top-level items: one of the binary's own may not have the same name.
    let mut inlined = names.clone();
    if stand_in {
        inlined.push("proconio_lite".to_string());
    }
    if !glue.is_empty() {
        inlined.push(PROCONIO_GLUE_MOD.to_string());
    }
    for (name, at) in process::top_level_types(src).map_err(|e| format!("{}: {}", what, e))? {
        if inlined.contains(&name) {
            return Err(format!(
                "{} {}: `{}` is also the name of a module the bundle inlines at its top level \
                 (the bundle's modules: {}); rename yours",
                what,
                at,
                name,
                inlined.join(", ")
            ));
        }
    }
    // The floor of what the bundler writes: Rust 1.63 (library and stand-in), edition 2021 (the
    // library uses its prelude's `TryFrom`/`TryInto` and arrays iterated by value; 10 of
    // the 85 bundles fail in edition 2018, and `crate::` paths do not resolve in 2015).
    let mut text = format!(
        "{}{}{}: library modules {}{}; Rust 1.63+, edition 2021+{}.\n",
        BUNDLE_MARK,
        what,
        if opts.atcoder { " (--atcoder)" } else { "" },
        if names.is_empty() {
            "none".to_string()
        } else {
            names.join(", ")
        },
        if stand_in {
            "; proconio replaced by mod proconio_lite"
        } else {
            ""
        },
        if bin.uses_proconio && opts.atcoder {
            ", with the judge's proconio"
        } else {
            ""
        }
    );
    if !opts.full && !opts.keep_comments {
        // The binary's own `//!` description stays.
        for line in src.lines().take_while(|l| l.starts_with("//!")) {
            text += line;
            text += "\n";
        }
    }
    text += "\n";
    text += own.trim();
    text += "\n";
    text += &blocks.concat();
    text += &glue;
    Ok(Bundle {
        text: rustfmt(&text, what)?,
        modules: names,
    })
}

/// `mod proconio_lite { ... }` with the sections `needs` of the stand-in.
fn stand_in_block(lib: &Library, needs: &BTreeSet<String>, full: bool) -> Result<String, String> {
    let source = sections(STAND_IN, needs)?;
    let s = process(
        &source,
        "proconio_lite.rs",
        &Role::StandIn,
        &lib.roots,
        full,
    )?;
    // rustfmt leaves macro_rules bodies alone, so indent the stand-in (which has no multi-line
    // literals) by hand.
    let body: Vec<String> = s
        .text
        .trim()
        .lines()
        .map(|line| format!("    {}", line))
        .collect();
    Ok(format!(
        "\nmod {} {{\n{}\n}}\n",
        STAND_IN_MOD,
        body.join("\n")
    ))
}

/// How a snippets file the bundler writes begins (strict JSON: its first entry, the snippet
/// `cgt-about`, says what the file is): it may write over such a file, never over another.
const SNIPPETS_MARK: &str = "{\n  \"cgt snippets file\": {\n    \"prefix\": \"cgt-about\",\n    \
                             \"description\": \"cgt modules as VS Code snippets: written by \
                             scripts/bundle.sh --editor-snippets\",\n";
/// The first line of the snippets files of earlier versions (JSON with a comment), also written
/// over.
const OLD_SNIPPETS_MARK: &str =
    "// cgt modules as VS Code snippets: written by scripts/bundle.sh --editor-snippets";

/// Every module's compact snippet, and `proconio_lite`, as a VS Code snippets file (strict JSON):
/// prefix `cgt-NAME`, the module's title as description. A snippet holds its module alone, its
/// first line naming the snippets of the modules it uses: pasted each once, any set of snippets
/// has every module once (a module pasted with every snippet that uses it would be defined twice).
fn editor_snippets(lib: &Library) -> Result<String, String> {
    let mut entries = Vec::new();
    let mut names: Vec<String> = lib.names.clone();
    names.retain(|n| !NOT_SNIPPETS.contains(&n.as_str()));
    names.push(STAND_IN_MOD.to_string());
    lib.format_every_module()?;
    let about = [
        "// cgt library modules as VS Code snippets (scripts/bundle.sh --editor-snippets). The",
        "// snippet cgt-NAME is the module NAME alone; its first line names the snippets of the",
        "// modules it uses. Paste each snippet once, at the top level of the file: the modules",
        "// call each other as crate::NAME, and a module pasted twice is defined twice.",
    ];
    entries.push(snippet_entry(
        "cgt snippets file",
        "cgt-about",
        "cgt modules as VS Code snippets: written by scripts/bundle.sh --editor-snippets",
        &about.join("\n"),
    ));
    for name in &names {
        let (block, needs, title) = match lib.index(name) {
            Some(i) => (
                lib.own_block(name, false)?,
                lib.brings(name),
                match &lib.headers[i] {
                    Ok(h) => h.title.clone(),
                    Err(_) => name.clone(),
                },
            ),
            None => (
                module_snippets(lib, std::slice::from_ref(name), false)?
                    .split_once("\n// proconio_lite:")
                    .map(|(_, s)| format!("// proconio_lite:{}", s))
                    .ok_or("the proconio_lite snippet lost its header")?,
                vec![STAND_IN_READER.to_string()],
                "proconio's input! for judges without proconio (Rust 1.63+, edition 2021+)"
                    .to_string(),
            ),
        };
        let needs: Vec<String> = needs.iter().map(|n| format!("cgt-{}", n)).collect();
        let (first, description) = if needs.is_empty() {
            (
                format!(
                    "// cgt-{}: paste once, at the top level; needs no other snippet.",
                    name
                ),
                title,
            )
        } else {
            (
                format!(
                    "// cgt-{}: paste once, at the top level, with {} (each once).",
                    name,
                    needs.join(", ")
                ),
                format!("{} (with {})", title, needs.join(", ")),
            )
        };
        entries.push(snippet_entry(
            &format!("cgt {}", name),
            &format!("cgt-{}", name),
            &description,
            &format!("{}\n\n{}", first, block.trim_end()),
        ));
    }
    let text = format!("{{\n{}\n}}\n", entries.join(",\n"));
    assert!(
        text.starts_with(SNIPPETS_MARK),
        "the snippets file starts with its mark"
    );
    Ok(text)
}

/// One entry of a VS Code snippets file: the body's lines, with the snippet syntax's escapes
/// (`$` and `\` with a backslash), then JSON's.
fn snippet_entry(key: &str, prefix: &str, description: &str, body: &str) -> String {
    let lines: Vec<String> = body
        .lines()
        .map(|l| json_string(&l.replace('\\', "\\\\").replace('$', "\\$")))
        .collect();
    format!(
        "  {}: {{\n    \"prefix\": {},\n    \"description\": {},\n    \"body\": [\n      {}\n    ]\n  }}",
        json_string(key),
        json_string(prefix),
        json_string(description),
        lines.join(",\n      ")
    )
}

/// `s` as a JSON string literal.
fn json_string(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out += "\\\"",
            '\\' => out += "\\\\",
            '\n' => out += "\\n",
            '\t' => out += "\\t",
            c if (c as u32) < 0x20 => out += &format!("\\u{:04x}", c as u32),
            c => out.push(c),
        }
    }
    out + "\""
}

/// Refuses to write the snippets over a library source or over a file it did not write.
fn check_snippets_output(out: &Path, lib: &Library) -> Result<(), String> {
    let same = |a: &Path| fs::canonicalize(a).ok() == fs::canonicalize(out).ok();
    if out.exists() && lib.files.iter().any(|f| same(f)) {
        return Err(format!(
            "refusing to write over the library source {}",
            out.display()
        ));
    }
    if out.exists() {
        let old = read(out)?;
        if !old.starts_with(SNIPPETS_MARK) && !old.starts_with(OLD_SNIPPETS_MARK) {
            return Err(format!(
                "refusing to write over {}: it is not a snippets file this tool wrote",
                out.display()
            ));
        }
    }
    Ok(())
}

/// The sections of the stand-in that `--module proconio_lite` prints: all but `input_once`.
const STAND_IN_SECTIONS: [&str; 11] = [
    "stdin",
    "marker",
    "Chars",
    "Bytes",
    "Usize1",
    "Isize1",
    "readable",
    "long_kind",
    "mut",
    "tuple",
    "len_first",
];

/// `--module` blocks: the library modules `names` and those they use; the name `proconio_lite`
/// adds the whole input stand-in (and `fast_input`, which it reads through), so that a snippet
/// user has proconio's `input!` too.
fn module_snippets(lib: &Library, names: &[String], full: bool) -> Result<String, String> {
    if !names.iter().any(|n| n == STAND_IN_MOD) {
        return lib.module_block(names, full);
    }
    let mut rest: Vec<String> = names
        .iter()
        .filter(|n| *n != STAND_IN_MOD)
        .cloned()
        .collect();
    if !rest.iter().any(|n| n == STAND_IN_READER) {
        rest.push(STAND_IN_READER.to_string());
    }
    let needs = STAND_IN_SECTIONS.iter().map(|s| s.to_string()).collect();
    let head = "// proconio_lite: proconio's `input!` (Rust 1.63+, edition 2021+), reading through\n\
                // `mod fast_input`. `use crate::proconio_lite::input;` then\n\
                // `input! { n: usize, a: [u64; n] }` reads stdin; `input! { from &mut src, ... }`\n\
                // reads a `fast_input::Tokens`.\n";
    let stand_in = crate::rustfmt(
        &format!("{}{}", head, stand_in_block(lib, &needs, full)?),
        STAND_IN_MOD,
    )?;
    Ok(format!("{}{}", lib.module_block(&rest, full)?, stand_in))
}

/// The sections of the stand-in a binary needs (see `proconio_lite.rs`).
fn stand_in_needs(bin: &process::Processed) -> BTreeSet<String> {
    let mut needs = BTreeSet::new();
    if bin.reads_stdin || bin.idents.contains("is_stdin_empty") {
        needs.insert("stdin".to_string());
    }
    if bin.idents.contains("input_once") {
        needs.insert("input_once".to_string());
    }
    needs.extend(bin.input_forms.iter().cloned());
    // `use proconio::marker;` or `marker::*` leave the markers open: all of them.
    let every = bin.text.contains("marker::*") || bin.text.contains("marker;");
    for m in ["Chars", "Bytes", "Usize1", "Isize1"] {
        if every || bin.idents.contains(m) {
            needs.insert("marker".to_string());
            needs.insert(m.to_string());
        }
    }
    // The `Readable` trait, for markers and the stdin reader; the common form parses directly.
    if needs.contains("marker") || needs.contains("stdin") {
        needs.insert("readable".to_string());
    }
    // Kinds of several tokens (paths) and `mut` patterns are read token by token.
    if needs.contains("path") || needs.contains("mut") {
        needs.insert("long_kind".to_string());
    }
    needs
}

/// `src` without the sections (`// bundle-if: NAME` ... `// bundle-end`, nested) not in `needs`;
/// `// bundle-if: !NAME` keeps its lines when NAME is not needed.
fn sections(src: &str, needs: &BTreeSet<String>) -> Result<String, String> {
    let mut out = String::new();
    // For each open section: is it kept?
    let mut open: Vec<bool> = Vec::new();
    for line in src.lines() {
        let t = line.trim();
        if let Some(name) = t.strip_prefix("// bundle-if: ") {
            let name = name.trim();
            open.push(match name.strip_prefix('!') {
                Some(not) => !needs.contains(not),
                None => needs.contains(name),
            });
        } else if t == "// bundle-end" {
            open.pop()
                .ok_or("proconio_lite.rs: `// bundle-end` without `// bundle-if`")?;
        } else if t == "#[cfg(not(test))]" {
            // Marks an item of a `!NAME` section, left out of the tool's own tests.
        } else if open.iter().all(|&kept| kept) {
            out += line;
            out += "\n";
        }
    }
    if !open.is_empty() {
        return Err("proconio_lite.rs: a `// bundle-if` section is not closed".to_string());
    }
    Ok(out)
}

pub fn rustfmt(text: &str, what: &str) -> Result<String, String> {
    let mut child = Command::new("rustfmt")
        .args(["--edition", "2021", "--config", "use_small_heuristics=Max"])
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

#[cfg(test)]
mod tests;
