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

/// The interactive example of "Your own game": the judge, given `7 2 2`, plays the binary and
/// logs the exchange exactly as the README shows it (`scripts/interact.sh` prints the case name
/// before the verdict).
#[test]
fn interactive_transcript_is_what_the_judge_logs() {
    let readme = fs::read_to_string(root().join("README.md")).unwrap();
    let command =
        "$ echo \"7 2 2\" > /tmp/c.in && scripts/interact.sh --log atcoder-abc278-g /tmp/c.in\n";
    let start = readme.find(command).expect("the transcript in README.md") + command.len();
    let shown: Vec<&str> = readme[start..]
        .lines()
        .take_while(|l| *l != "```")
        .collect();
    let dir = std::env::temp_dir().join(format!("cgt-readme-{}", std::process::id()));
    fs::create_dir_all(&dir).unwrap();
    let case = dir.join("c.in");
    fs::write(&case, "7 2 2\n").unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_judge-atcoder-abc278-g"))
        .arg("--log")
        .arg(&case)
        .arg(env!("CARGO_BIN_EXE_atcoder-abc278-g"))
        .output()
        .unwrap();
    fs::remove_dir_all(&dir).unwrap();
    assert!(out.status.success(), "{:?}", out);
    let log = String::from_utf8(out.stderr).unwrap();
    let verdict = format!("c: {}", String::from_utf8(out.stdout).unwrap());
    let mut got: Vec<&str> = log.lines().collect();
    got.extend(verdict.lines());
    assert_eq!(shown, got);
}
