//! Registers the max-input generators: one file `tools/gen/<slug>.rs` per problem becomes
//! `mod <slug_with_underscores>` of the `gen-max` tool and an entry of its `GENERATORS` table, so
//! a new problem's generator needs no edit anywhere else.
use std::fmt::Write;
use std::path::Path;

fn main() {
    // At run time, not `env!`: cargo may reuse this script for a copy of the workspace elsewhere.
    let manifest_dir = std::env::var("CARGO_MANIFEST_DIR").expect("CARGO_MANIFEST_DIR");
    let dir = Path::new(&manifest_dir).join("../gen");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut slugs: Vec<String> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {}", dir.display(), e))
        .map(|e| {
            e.expect("a directory entry")
                .file_name()
                .into_string()
                .expect("UTF-8 name")
        })
        .filter_map(|n| n.strip_suffix(".rs").map(String::from))
        .collect();
    slugs.sort();
    let mut out = String::new();
    for s in &slugs {
        let path = dir.join(format!("{}.rs", s));
        writeln!(
            out,
            "#[path = {:?}]\nmod {};",
            path.display().to_string(),
            s.replace('-', "_")
        )
        .unwrap();
    }
    writeln!(out, "const GENERATORS: [(&str, Gen); {}] = [", slugs.len()).unwrap();
    for s in &slugs {
        writeln!(out, "    ({:?}, {}::generate),", s, s.replace('-', "_")).unwrap();
    }
    out += "];\n";
    let dest = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("generators.rs");
    std::fs::write(dest, out).expect("cannot write generators.rs");
}
