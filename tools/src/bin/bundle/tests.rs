//! Unit tests of the bundler.

use super::*;
use crate::library::{lib_modules, Header, Roots};
use crate::process::Processed;

fn names(v: &[&str]) -> Vec<String> {
    v.iter().map(|s| s.to_string()).collect()
}

fn roots(v: &[&str]) -> Roots {
    Roots {
        modules: names(v),
        macros: vec![("twice".to_string(), "extra".to_string())],
        items: vec![BTreeSet::new(); v.len()],
        moved: Vec::new(),
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

/// A library of the modules `mods[i]` with the sources `srcs[i]`.
fn library(mods: &[&str], srcs: &[&str]) -> Library {
    let sources: Vec<(String, String)> = srcs
        .iter()
        .map(|s| ("x.rs".to_string(), s.to_string()))
        .collect();
    Library::from_sources(names(mods), &sources).unwrap()
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
        e.contains("proconio::fastout") && e.contains("--atcoder") && e.contains("BufWriter"),
        "{}",
        e
    );
    assert!(binary("use proconio::fastout;", true).is_ok());
    let e = binary("use proconio::source::line::LineSource;", false).unwrap_err();
    assert!(e.contains("proconio::source::line::LineSource"), "{}", e);
}

#[test]
fn the_stand_in_gets_the_input_forms_the_binary_uses() {
    let forms = |body: &str| {
        let src = format!(
            "use proconio::input;\nfn main() {{ input! {{ {} }} }}",
            body
        );
        let p = binary(&src, false).unwrap();
        p.input_forms.into_iter().collect::<Vec<_>>()
    };
    assert!(forms("from &mut src, n: usize, a: [u64; n], b: [[u8; 2]; n]").is_empty());
    assert_eq!(forms("mut n: usize"), ["mut"]);
    assert_eq!(forms("n: usize, e: [(usize, usize); n]"), ["tuple"]);
    assert_eq!(forms("a: [u64], b: [[u64]; 2]"), ["len_first"]);
    assert_eq!(forms("mut p: (u8, [i64])"), ["len_first", "mut", "tuple"]);
    assert_eq!(forms("c: proconio::marker::Chars"), ["path"]);
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
    let lib = library(
        &["a", "b", "c", "d", "e"],
        &[
            "pub fn f() { crate::c::g() }",
            "#[macro_export]\nmacro_rules! twice { ($x:expr) => { 2 * $x }; }",
            "use super::d;\npub fn g() { d::h() }\n#[cfg(test)] mod t { use crate::e; }",
            "pub fn h() {}",
            "pub fn k() { \"crate::a\"; }",
        ],
    );
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
    let lib = library(
        &["fast_input", "nim"],
        &["pub struct Tokens;", "pub fn f() {}"],
    );
    let plain = "use proconio::input;\nfn main() { input! { n: u64 } cgt::nim::f(); }";
    let from = "use cgt::fast_input::Tokens;\nuse proconio::input;\n\
                    fn main() { let mut s = Tokens; input! { from &mut s, n: u64 } }";
    let opts = |atcoder| Options {
        atcoder,
        ..Options::default()
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

#[test]
fn sections_keep_what_is_needed() {
    let src = "a\n// bundle-if: x\nb\n  // bundle-if: y\nc\n  // bundle-end\n// bundle-end\nd\n";
    let needs = |v: &[&str]| {
        v.iter()
            .map(|s| s.to_string())
            .collect::<BTreeSet<String>>()
    };
    assert_eq!(sections(src, &needs(&[])).unwrap(), "a\nd\n");
    assert_eq!(sections(src, &needs(&["x"])).unwrap(), "a\nb\nd\n");
    assert_eq!(sections(src, &needs(&["x", "y"])).unwrap(), "a\nb\nc\nd\n");
    // y without x: the outer section decides.
    assert_eq!(sections(src, &needs(&["y"])).unwrap(), "a\nd\n");
    let not = "a\n// bundle-if: !x\nb\n// bundle-end\n";
    assert_eq!(sections(not, &needs(&[])).unwrap(), "a\nb\n");
    assert_eq!(sections(not, &needs(&["x"])).unwrap(), "a\n");
    assert!(sections("// bundle-end\n", &needs(&[])).is_err());
    assert!(sections("// bundle-if: x\n", &needs(&[])).is_err());
}

#[test]
fn the_stand_in_carries_only_what_the_binary_reads() {
    let lib = Library::from_sources(
        names(&["fast_input"]),
        &[("x.rs".to_string(), "pub struct Tokens;".to_string())],
    )
    .unwrap();
    let opts = Options::default();
    let from = "use proconio::input;\nfn main() { let mut s = cgt::fast_input::Tokens; \
                input! { from &mut s, n: u64 } }";
    let b = bundle(&lib, from, "bin.rs", opts).unwrap();
    assert!(
        !b.text.contains("STDIN") && !b.text.contains("mod marker"),
        "{}",
        b.text
    );
    assert!(!b.text.contains("input_once"), "{}", b.text);
    let stdin = "use proconio::{input, marker::Usize1};\nfn main() { input! { n: Usize1 } }";
    let b = bundle(&lib, stdin, "bin.rs", opts).unwrap();
    assert!(
        b.text.contains("STDIN") && b.text.contains("enum Usize1"),
        "{}",
        b.text
    );
    assert!(!b.text.contains("enum Chars") && !b.text.contains("enum Bytes"));
    let empty = "fn main() { while !proconio::is_stdin_empty() {} }";
    assert!(bundle(&lib, empty, "bin.rs", opts)
        .unwrap()
        .text
        .contains("STDIN"));
    let all = "use proconio::marker::*;\nuse proconio::input;\nfn main() { input! { a: Chars } }";
    let b = bundle(&lib, all, "bin.rs", opts).unwrap();
    for m in ["Chars", "Bytes", "Usize1", "Isize1"] {
        assert!(b.text.contains(&format!("enum {}", m)), "{}: {}", m, b.text);
    }
}

const HEADER: &str = "//! # Nim: nim-sum and winning moves\n//!\n\
//! - **Game:** heaps; a move lowers one heap.\n\
//! - **Theorem** (Bouton 1901): the mover loses iff the XOR is 0; see [`first_player_wins`]\n\
//!   and [`crate::misere`].\n\
//! - **Complexity:** O(n).\n\
//! - **Problems:** poj-2234.\n\
//! - **Status:** exhaustive vs search.\n//!\n//! More text.\n\npub fn f() {}\n";

#[test]
fn module_headers_become_snippet_headers() {
    let h = Header::parse(HEADER).unwrap();
    assert_eq!(h.title, "Nim: nim-sum and winning moves");
    assert_eq!(h.doc_lines, 10);
    assert_eq!(h.item("Problems").unwrap(), "poj-2234.");
    assert_eq!(h.item_lines("Theorem"), 2);
    assert_eq!(
        h.snippet("nim"),
        "// cgt::nim: Nim: nim-sum and winning moves\n\
         // Game: heaps; a move lowers one heap.\n\
         // Theorem (Bouton 1901): the mover loses iff the XOR is 0; see `first_player_wins`\n\
         //   and `crate::misere`.\n\
         // Complexity: O(n).\n\
         // Problems: poj-2234.\n\
         // Status: exhaustive vs search.\n"
    );
    for bad in [
        HEADER.replace("//! # Nim", "//! Nim"),
        HEADER.replace("//! - **Status:**", "//! - **State:**"),
        HEADER.replace("//! - **Theorem** (Bouton 1901):", "//! - **Note:**"),
        HEADER.replace("//! - **Complexity:**", "//! Complexity:"),
    ] {
        assert!(Header::parse(&bad).is_err(), "{}", bad);
    }
}

#[test]
fn module_blocks_list_each_module_once() {
    let src = |s: &str| ("x.rs".to_string(), format!("{}{}", HEADER, s));
    let lib = Library::from_sources(
        names(&["a", "b", "c"]),
        &[
            src("use crate::c;"),
            src("pub fn g() { crate::c::f() }"),
            src(""),
        ],
    )
    .unwrap();
    let text = lib.module_block(&names(&["a", "b"]), false).unwrap();
    assert_eq!(text.matches("mod c {").count(), 1, "{}", text);
    assert_eq!(text.matches("mod a {").count(), 1, "{}", text);
    assert!(
        text.contains("// cgt::c: Nim") && !text.contains("More text"),
        "{}",
        text
    );
    let full = lib.module_block(&names(&["b"]), true).unwrap();
    assert!(
        full.contains("//! More text") && !full.contains("// cgt::b"),
        "{}",
        full
    );
    assert!(lib.module_block(&names(&["zz"]), false).is_err());
}

/// A block formatted in one rustfmt run with every other module (`format_every_module`) is the
/// block formatted alone, for the first and last modules and two long ones.
#[test]
fn blocks_formatted_together_are_blocks_formatted_alone() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let lib = Library::load(&root).unwrap();
    lib.format_every_module().unwrap();
    let last = lib.names.last().unwrap().clone();
    for name in [
        lib.names[0].clone(),
        last,
        "score_search".into(),
        "octal".into(),
    ] {
        let mut alone = "// scripts/bundle.sh --module: paste at the top level.\n".to_string();
        for j in lib.closure(&std::iter::once(name.clone()).collect()) {
            alone += &lib.wrapped(j, false);
        }
        let alone = crate::rustfmt(&alone, &name).unwrap();
        let together = lib
            .module_block(std::slice::from_ref(&name), false)
            .unwrap();
        assert_eq!(together, alone, "{}", name);
    }
}

#[test]
fn outputs_over_sources_or_foreign_files_are_refused() {
    let dir = std::env::temp_dir().join(format!("bundle-test-{}", std::process::id()));
    fs::create_dir_all(&dir).unwrap();
    let src = dir.join("a.rs");
    fs::write(&src, "fn main() {}\n").unwrap();
    let e = check_output(&src, std::slice::from_ref(&src)).unwrap_err();
    assert!(e.contains("is the source file"), "{}", e);
    // The same file through another path.
    let e = check_output(&dir.join(".").join("a.rs"), std::slice::from_ref(&src)).unwrap_err();
    assert!(e.contains("is the source file"), "{}", e);
    // Someone's file that is not a bundle.
    let other = dir.join("b.rs");
    fs::write(&other, "fn main() {}\n").unwrap();
    let e = check_output(&other, std::slice::from_ref(&src)).unwrap_err();
    assert!(e.contains("is not a bundle"), "{}", e);
    // An earlier bundle may be replaced; a new file may be written.
    fs::write(&other, format!("{}x.rs: ...\n", BUNDLE_MARK)).unwrap();
    check_output(&other, std::slice::from_ref(&src)).unwrap();
    check_output(&dir.join("c.rs"), std::slice::from_ref(&src)).unwrap();
    write_new(&dir.join("c.rs"), "text").unwrap();
    assert_eq!(fs::read_to_string(dir.join("c.rs")).unwrap(), "text");
    // A write that fails leaves nothing behind.
    assert!(write_new(&dir.join("no-such-dir").join("d.rs"), "text").is_err());
    assert_eq!(fs::read_to_string(&src).unwrap(), "fn main() {}\n");
    let left: Vec<_> = fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(left.len(), 3, "{:?}", left);
    fs::remove_dir_all(&dir).unwrap();
}

/// The library's modules keep to the rules of the README ("Library modules"): see
/// `Library::violations`.
#[test]
fn library_modules_keep_to_the_snippet_rules() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let bad = Library::load(&root).unwrap().violations(&root).unwrap();
    assert!(
        bad.is_empty(),
        "{} problems:\n{}",
        bad.len(),
        bad.join("\n")
    );
}

/// README's module table is the generated one (`scripts/bundle.sh --update-readme` writes it).
#[test]
fn readme_module_table_is_current() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let readme = read(&root.join("README.md")).unwrap();
    let start = "<!-- MODULE TABLE START -->\n";
    let (_, rest) = readme
        .split_once(start)
        .expect("README has the module table markers");
    let (table, _) = rest
        .split_once("<!-- MODULE TABLE END -->")
        .expect("end marker");
    let want = Library::load(&root).unwrap().readme_table().unwrap();
    assert!(
        table == want,
        "README's module table is stale: run scripts/bundle.sh --update-readme"
    );
    // The budgets the paragraph before it lists (joined over its line breaks).
    let text = readme.split_whitespace().collect::<Vec<_>>().join(" ");
    let list = format!(
        "against the budget ({}, plus",
        crate::library::budget_list()
    );
    assert!(text.contains(&list), "README should say: {}", list);
}

/// The input layer a bundle carries for the common form (`input! { from &mut src, ... }` with
/// scalars and arrays): the stand-in and `fast_input` with its header, at most 4,800 bytes (4,000
/// until 2026-12-07, when the reader became linear on a token longer than its reads: 300 bytes;
/// 4,400 until 2026-12-08, when it scanned tokens eight bytes at a time: 310 bytes), and
/// without the `Readable` trait or the token-by-token rules.
#[test]
fn common_input_layer_is_at_most_4800_bytes() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let lib = Library::load(&root).unwrap();
    let src = "use cgt::fast_input::Tokens;\nuse proconio::input;\nfn main() {\n    \
               let mut src = Tokens::stdin();\n    \
               input! { from &mut src, n: usize, a: [u64; n], _: String }\n    \
               println!(\"{:?}\", a);\n}\n";
    let b = bundle(&lib, src, "bin.rs", Options::default()).unwrap();
    let part = |start: &str| {
        let i = b.text.find(start).expect(start);
        &b.text[i..i + b.text[i..].find("\n}\n").unwrap() + 3]
    };
    let (stand_in, reader) = (part("mod proconio_lite {"), part("// cgt::fast_input"));
    let size = stand_in.len() + reader.len();
    assert!(
        size <= 4800,
        "input layer {} bytes:\n{}{}",
        size,
        stand_in,
        reader
    );
    assert!(
        !stand_in.contains("Readable") && !stand_in.contains("@k"),
        "{}",
        stand_in
    );
}

/// A bundle's first line names the modules and the floor of what it needs: Rust 1.63 and edition
/// 2021 (the library uses its prelude); `--atcoder` adds the judge's proconio.
#[test]
fn bundle_header_names_rust_version_and_edition() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let lib = Library::load(&root).unwrap();
    let src = "use cgt::nim;\nuse proconio::input;\nfn main() {\n    input! { n: usize, a: [u64; n] }\n    \
               println!(\"{}\", nim::nim_sum(&a));\n}\n";
    let first = |opts: Options| {
        let b = bundle(&lib, src, "bin.rs", opts).unwrap();
        b.text.lines().next().unwrap().to_string()
    };
    assert_eq!(
        first(Options::default()),
        "// Bundled by scripts/bundle.sh from bin.rs: library modules nim, fast_input; proconio \
         replaced by mod proconio_lite; Rust 1.63+, edition 2021+."
    );
    let atcoder = Options {
        atcoder: true,
        ..Options::default()
    };
    assert_eq!(
        first(atcoder),
        "// Bundled by scripts/bundle.sh from bin.rs (--atcoder): library modules nim; Rust 1.63+, \
         edition 2021+, with the judge's proconio."
    );
}

/// A moved item's old path: the old module keeps a `pub use crate::new::Item;` (documented),
/// which the bundle leaves out (the old module does not bring the new one); a binary that names
/// the old path, in a `use`, inline or through a glob, gets the item from its new module (through
/// a glob only if the code names it). A path to an item the module does not have is refused,
/// naming the module's items.
#[test]
fn moved_items_keep_their_old_paths_and_unknown_items_are_refused() {
    let lib = library(
        &["old", "new"],
        &[
            "/// Moved to `new`.\n#[doc(no_inline)]\npub use crate::new::{Thing, make as build};\npub fn stays() {}\nmod inner { pub fn hidden() {} }",
            "pub struct Thing;\npub fn make() -> Thing { Thing }",
        ],
    );
    assert_eq!(lib.roots.items[0], set(&["Thing", "build", "stays"]));
    // The old module's block has no re-export, and it needs no other module.
    let block = process(
        "/// Moved.\n#[doc(no_inline)]\npub use crate::new::Thing;\npub fn stays() {}\n",
        "old.rs",
        &Role::Module("old".into()),
        &lib.roots,
        true,
    )
    .unwrap();
    assert_eq!(block.text.trim(), "pub fn stays() {}");
    assert!(block.uses.is_empty(), "{:?}", block.uses);
    let bin = |text: &str| {
        process(
            text,
            "bin.rs",
            &Role::Binary { atcoder: false },
            &lib.roots,
            false,
        )
    };
    let p = bin("use cgt::old::{stays, Thing};\nfn main() { stays(); let _ = cgt::old::Thing; }")
        .unwrap();
    assert_eq!(p.uses, set(&["new", "old"]));
    assert!(p.text.contains("use crate::new::Thing;"), "{}", p.text);
    assert!(p.text.contains("let _ = crate::new::Thing;"), "{}", p.text);
    // Through a glob: only a moved item the code names, by a glob of its own (so that the
    // binary's own import or definition of that name overrides it, as it does the original).
    let p = bin("use cgt::old::*;\nfn main() { stays(); }").unwrap();
    assert_eq!(p.uses, set(&["old"]));
    let p = bin("use cgt::new::Thing;\nuse cgt::old::*;\nfn main() { let _ = Thing; }").unwrap();
    assert_eq!(p.uses, set(&["new", "old"]));
    let want = "use crate::cgt_moved_from_old::*;\n#[allow(unused_imports)]\nmod cgt_moved_from_old {\n    pub use crate::new::Thing;\n}\nuse crate::old::*;";
    assert!(p.text.contains(want), "{}", p.text);
    let e = bin("use cgt::old::Thng;\nfn main() {}").unwrap_err();
    assert!(
        e.contains(
            "bin.rs line 1: cgt::old has no public item `Thng` (it has: Thing, build, stays)"
        ),
        "{}",
        e
    );
    let e = bin("fn main() { cgt::new::unmade(); }").unwrap_err();
    assert!(e.contains("cgt::new has no public item `unmade`"), "{}", e);
}

/// The library's own moved items: every top-level `pub use crate::...` names a module of the
/// library and says where the item moved.
#[test]
fn the_library_moved_items_point_to_their_new_modules() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let lib = Library::load(&root).unwrap();
    let moved: Vec<String> = lib
        .roots
        .moved
        .iter()
        .map(|(m, i, to)| format!("{}::{} -> {}", m, i, to))
        .collect();
    for want in [
        "sprague_grundy::GameSearch -> game_search",
        "numbered::NumberedScore -> score_search",
        "hackendot::XorTrie -> xor_trie",
        "scc::Lists -> adjacency",
        "octal::observed_period -> octal_period",
    ] {
        assert!(moved.contains(&want.to_string()), "{}: {:?}", want, moved);
    }
    for (m, _, to) in &lib.roots.moved {
        assert!(lib.names.contains(to), "{} re-exports from {}", m, to);
        let src = std::fs::read_to_string(root.join(format!("src/{}.rs", m))).unwrap();
        assert!(
            src.contains(&format!("/// Moved to [`{}`]", to)),
            "src/{}.rs: a moved item's re-export says where it moved",
            m
        );
    }
}

/// `--keep-comments` keeps the binary's own comments (line, block and doc) and leaves the
/// library's out, as the default does; `--full` keeps both.
#[test]
fn keep_comments_keeps_the_contestants_comments_only() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let lib = Library::load(&root).unwrap();
    let src = "//! My solution.\nuse cgt::nim;\n\n// Read the heaps.\nfn main() {\n    /* the XOR */ let a = [1u64, 2];\n    println!(\"{}\", nim::nim_sum(&a)); // done\n}\n";
    let text = |opts: Options| bundle(&lib, src, "bin.rs", opts).unwrap().text;
    let mine = [
        "//! My solution.",
        "// Read the heaps.",
        "/* the XOR */",
        "// done",
    ];
    let plain = text(Options::default());
    assert!(plain.contains(mine[0]) && !plain.contains(mine[1]) && !plain.contains(mine[3]));
    let keep = text(Options {
        keep_comments: true,
        ..Options::default()
    });
    for c in mine {
        assert!(keep.contains(c), "{}: {}", c, keep);
    }
    assert_eq!(keep.matches("//! My solution.").count(), 1, "{}", keep);
    let full = text(Options {
        full: true,
        ..Options::default()
    });
    let lib_docs = |t: &str| {
        t.lines()
            .filter(|l| l.trim_start().starts_with("///"))
            .count()
    };
    assert!(
        lib_docs(&full) > lib_docs(&keep),
        "--full keeps the library's docs"
    );
    assert_eq!(
        lib_docs(&keep),
        lib_docs(&plain),
        "the library's docs stay out"
    );
}

/// A binary that declares a module in another file (`#[path = "../common.rs"] mod common;`, as a
/// contestant sharing code between programs writes) is refused, not bundled into a source that
/// cannot compile on the judge; a module pasted inline stays.
#[test]
fn out_of_line_modules_of_a_binary_are_refused() {
    let src = "#[path = \"../common.rs\"]\nmod common;\nfn main() { common::f(); }\n";
    let e = match binary(src, false) {
        Err(e) => e,
        Ok(_) => panic!("bundled"),
    };
    assert!(e.contains("line 2") && e.contains("`mod common;`"), "{}", e);
    let inline = "mod common { pub fn f() {} }\nfn main() { common::f(); }\n";
    assert!(binary(inline, false).is_ok());
}

/// A small library for the pruning tests: `a` uses `b`; `c` is reached only from an unused method.
fn pruning_library(a_extra: &str) -> Library {
    let a = "use crate::b::{helper, unused_b as gone};\nuse std::fmt::Write;\n\
             /// Docs go with their item.\n#[derive(Clone)]\npub struct S {\n    x: u32,\n}\n\
             impl S {\n    pub fn new() -> Self {\n        S { x: helper() }\n    }\n\
                 /// Used.\n    pub fn used(&self) -> u32 {\n        self.x.shout() + K\n    }\n\
                 pub fn unused(&self) {\n        crate::c::far()\n    }\n}\n\
             impl Default for S {\n    fn default() -> Self {\n        S::new()\n    }\n}\n\
             pub trait T {\n    fn t(&self);\n}\nimpl T for S {\n    fn t(&self) {}\n}\n\
             pub trait Named {\n    fn shout(&self) -> u32;\n}\n\
             impl Named for u32 {\n    fn shout(&self) -> u32 {\n        *self\n    }\n}\n\
             const K: u32 = 1;\npub static LIMIT: u32 = 9;\n\
             // A comment goes with the item after it.\npub fn lonely() {}\n"
        .to_string()
        + a_extra;
    library(
        &["a", "b", "c"],
        &[
            &a,
            "pub fn helper() -> u32 {\n    2\n}\npub fn unused_b() {}\n",
            "pub fn far() {}\n",
        ],
    )
}

/// rustc (stable, on the PATH) checks `text` as a binary, warnings denied.
fn compiles(text: &str) {
    let dir = std::env::temp_dir().join(format!("cgt-prune-{}", std::process::id()));
    fs::create_dir_all(&dir).unwrap();
    let src = dir.join("b.rs");
    fs::write(&src, text).unwrap();
    let out = Command::new("rustc")
        .args([
            "--edition",
            "2021",
            "-D",
            "warnings",
            "--emit=metadata",
            "--out-dir",
        ])
        .arg(&dir)
        .arg(&src)
        .output()
        .unwrap();
    fs::remove_dir_all(&dir).unwrap();
    let log = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success() && log.is_empty(), "{}\n{}", log, text);
}

/// A bundle keeps the items its binary reaches (by name, with the traits whose methods it calls
/// and the impls of what it keeps) and leaves out the rest: unused methods, items, traits, the
/// paths of a `use` that nothing names, and a module nothing reaches. `--whole-modules` and a glob
/// import of the library keep everything.
#[test]
fn bundles_keep_only_the_items_their_binary_reaches() {
    let bin = "use cgt::a::S;\nfn main() {\n    println!(\"{}\", S::default().used());\n}\n";
    let opts = Options::default();
    let b = bundle(&pruning_library(""), bin, "bin.rs", opts).unwrap();
    compiles(&b.text);
    assert_eq!(b.modules, names(&["a", "b"]));
    for kept in [
        "use crate::b::helper;",
        "use std::fmt::Write;",
        "#[derive(Clone)]",
        "pub struct S",
        "pub fn new()",
        "pub fn used(",
        "impl Default for S",
        "pub trait Named",
        "impl Named for u32",
        "const K",
        "pub fn helper()",
        "#[allow(dead_code, unused_imports)]\nmod a {",
    ] {
        assert!(b.text.contains(kept), "{} in\n{}", kept, b.text);
    }
    // With the docs: an item's docs and the comments before it go with it.
    let full = Options { full: true, ..opts };
    let f = bundle(&pruning_library(""), bin, "bin.rs", full).unwrap();
    compiles(&f.text);
    assert!(f.text.contains("/// Used.") && f.text.contains("/// Docs go with their item."));
    for gone in [
        "unused_b",
        "fn unused",
        "trait T",
        "impl T",
        "lonely",
        "LIMIT",
        "A comment",
        "mod c",
        "far",
    ] {
        assert!(!b.text.contains(gone), "{} in\n{}", gone, b.text);
        assert!(!f.text.contains(gone), "{} in\n{}", gone, f.text);
    }
    // Everything stays with --whole-modules, or with a glob import of the library.
    let whole = Options {
        whole_modules: true,
        ..opts
    };
    let glob = pruning_library("use crate::c::*;\n");
    for (lib, opts) in [(pruning_library(""), whole), (glob, opts)] {
        let b = bundle(&lib, bin, "bin.rs", opts).unwrap();
        assert_eq!(b.modules, names(&["a", "b", "c"]));
        for kept in [
            "unused_b as gone",
            "fn unused",
            "impl T for S",
            "fn lonely",
            "fn far",
        ] {
            assert!(b.text.contains(kept), "{} in\n{}", kept, b.text);
        }
    }
}

/// Paths a hurried contestant writes: a leading `::` (`::cgt::nim`, `use ::cgt::misere;`), and
/// `{self, ...}` in a `use` inside a module of the binary, are rewritten like the plain forms (a
/// leading `::` after `->` and `=>` too); a `::cgt` inside a path (`a::cgt::x`) is not the
/// library.
#[test]
fn leading_colons_and_self_imports_are_rewritten() {
    let src = "use ::cgt::misere;\nuse ::proconio::input;\n\
               mod m {\n    use cgt::nim::{self, nim_sum};\n    pub fn f() -> u64 { nim_sum(&[1]) + nim::x() }\n}\n\
               fn main() { input! { n: u64 } ::cgt::sprague_grundy::mex(&mut vec![]); a::cgt::x(); }\n\
               fn g(x: u8) -> ::cgt::nim::T { match x { _ => ::cgt::nim::f() } }\n";
    let p = binary(src, false).unwrap();
    assert_eq!(p.uses, set(&["misere", "nim", "sprague_grundy"]));
    assert!(!p.text.contains("use crate::misere;"), "{}", p.text);
    assert!(
        p.text.contains("use crate::proconio_lite::input;"),
        "{}",
        p.text
    );
    assert!(
        p.text.contains("use crate::nim::{self, nim_sum};"),
        "{}",
        p.text
    );
    assert!(
        p.text.contains(" crate::sprague_grundy::mex("),
        "{}",
        p.text
    );
    assert!(
        p.text.contains("a::cgt::x()") && !p.text.contains("::crate"),
        "{}",
        p.text
    );
    let arrows = ["-> crate::nim::T", "=> crate::nim::f()"];
    assert!(arrows.iter().all(|a| p.text.contains(a)), "{}", p.text);
}

/// A binary's own top-level module (or type) with the name of a module the bundle inlines would
/// be defined twice: the bundler refuses it, naming the line; a function of that name is fine
/// (another namespace), and so is a module the bundle does not carry.
#[test]
fn a_binary_item_named_like_an_inlined_module_is_refused() {
    let lib = library(
        &["nim", "misere"],
        &["pub fn f() -> u64 { 1 }", "pub fn g() {}"],
    );
    let bin = "fn main() { nim::g(); cgt::nim::f(); }\nmod nim {\n    pub fn g() {}\n}\n";
    let e = match bundle(&lib, bin, "bin.rs", Options::default()) {
        Err(e) => e,
        Ok(b) => panic!("bundled:\n{}", b.text),
    };
    assert!(
        e.contains("bin.rs line 2: `nim` is also the name of a module the bundle inlines"),
        "{}",
        e
    );
    for ok in [
        "fn main() { cgt::nim::f(); misere(); }\nfn misere() {}\nstruct Other;\n",
        "fn main() { cgt::nim::f(); }\nmod misere {}\n",
    ] {
        assert!(
            bundle(&lib, ok, "bin.rs", Options::default()).is_ok(),
            "{}",
            ok
        );
    }
}
