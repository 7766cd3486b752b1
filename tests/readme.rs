//! README.md stays true to the code: its problem table lists every problem once, each with the
//! judge's Rust column of the judges table, and every `module::item` it names exists in `src/`.

use std::fs;
use std::path::Path;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The rows of the README table whose header line starts with `header`.
fn table(readme: &str, header: &str) -> Vec<Vec<String>> {
    let lines: Vec<&str> = readme.lines().collect();
    let start = lines
        .iter()
        .position(|l| l.starts_with(header))
        .expect(header);
    lines[start + 2..]
        .iter()
        .take_while(|l| l.starts_with('|'))
        .map(|l| {
            l.trim_matches('|')
                .split(" | ")
                .map(|c| c.trim().to_string())
                .collect()
        })
        .collect()
}

#[test]
fn problem_table_lists_every_problem_with_existing_library_items() {
    let readme = fs::read_to_string(root().join("README.md")).unwrap();
    let rows = table(&readme, "| Slug | Judge | Submit in Rust |");
    let mut slugs: Vec<String> = fs::read_dir(root().join("problems"))
        .unwrap()
        .filter_map(|e| e.unwrap().file_name().into_string().ok())
        .filter_map(|n| n.strip_suffix(".rs").map(String::from))
        .collect();
    slugs.sort();
    let listed: Vec<String> = rows.iter().map(|r| r[0].clone()).collect();
    assert_eq!(
        listed, slugs,
        "README's problem table: one row per problem, sorted"
    );
    // The Rust column follows the judges table: the judge of a slug is its prefix.
    let judges = table(&readme, "| Judge | Rust |");
    for r in &rows {
        let judge = &r[1][1..r[1].find(' ').unwrap()];
        let judge_row = judges
            .iter()
            .find(|j| j[0].replace(' ', "").starts_with(judge));
        let rust = &judge_row
            .unwrap_or_else(|| panic!("{}: judge {} not in the judges table", r[0], judge))[1];
        let want = match rust.as_str() {
            "yes" => "yes",
            "probably" => "probably (unconfirmed)",
            "unknown" => "unknown",
            _ => "no: reference",
        };
        assert_eq!(r[2], want, "{}: Submit in Rust", r[0]);
    }
    // `module::item` and `module::Type::method` in the Library column exist.
    for r in &rows {
        for part in r[4].split('`').skip(1).step_by(2) {
            let path: Vec<&str> = part.split("::").collect();
            let src = fs::read_to_string(root().join(format!("src/{}.rs", path[0])))
                .unwrap_or_else(|_| panic!("{}: no module {}", r[0], path[0]));
            let item = path[path.len() - 1];
            let defined = ["pub fn ", "pub struct ", "pub enum ", "pub const "]
                .iter()
                .any(|k| src.contains(&format!("{}{}", k, item)));
            assert!(
                defined,
                "{}: README names `{}`, which src/{}.rs does not define",
                r[0], part, path[0]
            );
        }
    }
}
