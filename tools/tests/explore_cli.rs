//! Drives `cgt-sg explore` on scratch files (the README's examples in tools/examples/explore/ and
//! files written here): every printed value against `GameSearch` on the same rules over small
//! boxes, the period report against `cgt-sg split`'s, the P-positions' own period (checked against
//! `GameSearch` up to 1000, and no verdict on 5 P-positions), the P-positions periodic but for a
//! few heaps (CF 1537D; exceptions of both kinds, checked against `GameSearch`), the lines of
//! Wythoff's P-positions and ARC 072 D's three exact parallel lines, a period along one axis of
//! a two-heap table (CF 603C's `k mod 2`, checked beyond the box), the PNG (parsed back: size,
//! checksums, the colour of every position) and the SVG, conjectures held and refuted (also where
//! wrong only off the starts), the winning moves of `--moves` (every one legal and to value 0, one
//! from every position that wins: one heap, misère, two heaps, sums, starts), `--upto` on a list of
//! starts, the README's transcripts and the template, and the errors with their exit status: a
//! looping rule (the cycle), a compile error (rustc's message), the position limit (default area,
//! box, starts: the partial table), a panic (the position). Score rules (moves with gains): every
//! printed value against the recurrence (coins.rs, n <= 200, also `ScoreSearch`; a 7 x 10 grid with
//! payoffs; a row of coins from starts, with and without a payoff), a negative saltus, the signs,
//! every best move the first to reach the value, a conjecture (i64 and bool) refuted off the
//! starts, the limit, a loop, panics in the payoff and an overflow, and the options that do not
//! apply. The pictures' refusals (a link, a directory, the rules file or a hard link to it, a
//! tracked file, a file the explorer did not write without `--force`); a program killed by a signal
//! (the table so far), a closed pipe, score periods beyond `u32`, long positions shortened.
//! `--find`: the printed `fn conjecture` appended to the scratch file compiles and holds on a
//! larger box (one heap, two heaps with a helper function, a score game's period); the note to
//! replace a conjecture; starts that are not integers skipped. Each scratch file is compiled once
//! (cached).

use cgt::game_search::GameSearch;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Once;

mod transcripts;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

fn example(name: &str) -> String {
    root()
        .join("tools/examples/explore")
        .join(name)
        .display()
        .to_string()
}

/// Writes a scratch file under cargo's temporary directory for tests; returns its path.
fn scratch(name: &str, text: &str) -> String {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("explore-tests");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.display().to_string()
}

/// Runs `cgt-sg explore ARGS` in `dir`: (exit code, stdout, stderr). The first call builds the cgt
/// library for the explorer while the other tests wait, so it is compiled once.
fn explore_in(dir: &Path, args: &[&str]) -> (i32, String, String) {
    static LIBRARY: Once = Once::new();
    LIBRARY.call_once(|| {
        let args = [&example("lasker.rs"), "--upto", "3", "--observe", "3"];
        let (code, _, err) = run(dir, &args);
        assert_eq!(code, 0, "{}", err);
    });
    run(dir, args)
}

fn run(dir: &Path, args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_cgt-sg"))
        // Unoptimised: the same programs, built about 3x faster (the boxes here are small).
        .env("CGT_SG_OPT_LEVEL", "0")
        .arg("explore")
        .args(args)
        .current_dir(dir)
        .output()
        .expect("cannot start cgt-sg");
    let text = |b: Vec<u8>| String::from_utf8(b).unwrap();
    (
        out.status.code().unwrap_or(-1),
        text(out.stdout),
        text(out.stderr),
    )
}

fn explore(args: &[&str]) -> (i32, String, String) {
    explore_in(&root(), args)
}

fn ok(args: &[&str]) -> String {
    let (code, out, err) = explore(args);
    assert_eq!(code, 0, "cgt-sg explore {:?}: {}", args, err);
    // A formula search slower than 2 s (a loaded machine) prints progress lines; nothing else.
    let other: Vec<&str> = err
        .lines()
        .filter(|l| !l.starts_with("cgt-sg: formula search: size "))
        .collect();
    assert!(
        other.is_empty(),
        "cgt-sg explore {:?} wrote to stderr: {}",
        args,
        err
    );
    out
}

/// The value column of `--format csv` (a leading key of `keys` columns checked in order).
fn csv_values(args: &[&str]) -> Vec<(String, String)> {
    let mut a = args.to_vec();
    a.extend(["--format", "csv"]);
    let out = ok(&a);
    out.lines()
        .skip(1)
        .map(|l| {
            let (k, v) = l.rsplit_once(',').unwrap();
            (k.to_string(), v.to_string())
        })
        .collect()
}

/// Lasker's Nim on a sorted multiset of heaps: take from a heap or split it.
fn lasker_moves(p: &[u64]) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    for i in 0..p.len() {
        let mut rest = p.to_vec();
        let h = rest.remove(i);
        let mut leave = |parts: &[u64]| {
            let mut q = rest.clone();
            q.extend(parts.iter().filter(|&&x| x > 0));
            q.sort_unstable();
            out.push(q);
        };
        for k in 0..h {
            leave(&[k]);
        }
        for a in 1..=h / 2 {
            leave(&[a, h - a]);
        }
    }
    out
}

fn wythoff_moves(&(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
    let mut v: Vec<(u64, u64)> = (0..a).map(|x| (x, b)).collect();
    v.extend((0..b).map(|y| (a, y)));
    v.extend((1..=a.min(b)).map(|k| (a - k, b - k)));
    v
}

#[test]
fn one_heap_values_and_arithmetic_period_as_sg_reports_them() {
    let file = example("lasker.rs");
    // The values alone: no need to observe the default 1000 heaps (unoptimised, 0.5 s).
    let got = csv_values(&[&file, "--upto", "24", "--observe", "24"]);
    let mut search = GameSearch::new(|p: &Vec<u64>| lasker_moves(p));
    assert_eq!(got.len(), 25);
    for (n, (k, v)) in got.iter().enumerate() {
        assert_eq!(k, &n.to_string());
        let want = search.grundy(&if n == 0 { vec![] } else { vec![n as u64] });
        assert_eq!(v, &want.to_string(), "n = {}", n);
    }
    let out = ok(&[&file, "--upto", "12", "--width", "13"]);
    let sg = Command::new(env!("CARGO_BIN_EXE_cgt-sg"))
        .args(["split", "--upto", "12", "--width", "13"])
        .output()
        .unwrap();
    let sg = String::from_utf8(sg.stdout).unwrap();
    // The same table and the same sentence as the built-in family.
    let tail = |s: &str| {
        s.lines()
            .skip(1)
            .take(2)
            .map(String::from)
            .collect::<Vec<_>>()
    };
    assert_eq!(tail(&out), tail(&sg));
    assert!(
        out.contains("Arithmetic-periodic: g(n + 4) = g(n) + 4 for 1 <= n <= 996"),
        "{}",
        out
    );
    assert!(
        out.contains("P-positions (g = 0) up to 12 (1): 0\n"),
        "{}",
        out
    );
}

#[test]
fn subtraction_rule_its_period_and_misere_outcomes() {
    let file = scratch(
        "sub256.rs",
        "type Pos = u64;\nfn moves(&n: &Pos) -> Vec<Pos> {\n    [2, 5, 6].iter().filter(|&&k| k <= n).map(|&k| n - k).collect()\n}\n",
    );
    let moves = |&n: &u64| {
        [2, 5, 6]
            .iter()
            .filter(|&&k| k <= n)
            .map(|&k| n - k)
            .collect::<Vec<u64>>()
    };
    let mut search = GameSearch::new(moves);
    for (n, (_, v)) in csv_values(&[&file, "--upto", "40"]).iter().enumerate() {
        assert_eq!(v, &search.grundy(&(n as u64)).to_string(), "n = {}", n);
    }
    for (n, (_, v)) in csv_values(&[&file, "--upto", "40", "--misere"])
        .iter()
        .enumerate()
    {
        let want = search.misere_first_player_wins(&(n as u64)) as u8;
        assert_eq!(v, &want.to_string(), "misère n = {}", n);
    }
    let out = ok(&[&file, "--upto", "10"]);
    assert!(
        out.contains(
            "Periodic: period 11, preperiod 0 (no exception): g(n + 11) = g(n) for all n >= 0.\n\
             Proved by the criterion for games without splits, g(n + p) = g(n) for n0 <= n < \
             max(n0 + t, t + 1) with largest removal t = 6, from the values computed up to n = \
             1000.\nProved for the subtraction game S = {2, 5, 6}: the rules made exactly its \
             moves (n -> n - s for each s in S with s <= n) at every n <= 1000; the period is \
             theirs if they are that game at every n (the game itself: `cgt-sg sub 2,5,6`).\n\
             P-positions (g = 0) up to 10 (4): 0 1 4 8\nFor n >= 0: n is a P-position iff n mod \
             11 is in {0, 1, 4, 8} (proved, with the period)."
        ),
        "{}",
        out
    );
    let out = ok(&[&file, "--upto", "10", "--misere"]);
    assert!(
        out.contains(" 0 | W W L L W W L W W W\n10 | L\n"),
        "{}",
        out
    );
}

/// A period is proved only when the moves were a finite octal game's (a subtraction game's) at
/// every heap of the box: the same table from other moves stays observed.
#[test]
fn periods_are_proved_only_for_the_moves_of_a_finite_octal_game() {
    // {1, 3, 4}, written with a duplicate move; the same rule with one more move at n = 12 only
    // (to 6, of value 2 < g(12) = 3: the table is the same); then at n = 40 only. (A move to 0
    // at n = 5 only would be the octal game 0.30331, which takes a heap of 5 whole.)
    let sub = |extra: &str| {
        format!(
            "type Pos = u64;\nfn moves(&n: &Pos) -> Vec<Pos> {{\n    let mut v: Vec<Pos> = \
             [1, 1, 3, 4].iter().filter(|&&s| s <= n).map(|&s| n - s).collect();\n    {}\n    \
             v\n}}\n",
            extra
        )
    };
    let plain = scratch("sub134.rs", &sub("if n == u64::MAX { v.push(0); }"));
    let at12 = scratch("sub134at12.rs", &sub("if n == 12 { v.push(6); }"));
    let at40 = scratch("sub134at40.rs", &sub("if n == 40 { v.push(34); }"));
    let args = |f: &str| {
        vec![
            f.to_string(),
            "--upto".into(),
            "9".into(),
            "--observe".into(),
            "60".into(),
        ]
    };
    let run = |f: &str| ok(&args(f).iter().map(|a| &a[..]).collect::<Vec<_>>());
    let out = run(&plain);
    assert!(
        out.contains(
            "Periodic: period 7, preperiod 0 (no exception): g(n + 7) = g(n) for all n >= 0.\n"
        ) && out.contains(
            "Proved for the subtraction game S = {1, 3, 4}: the rules made exactly its moves (n \
             -> n - s for each s in S with s <= n) at every n <= 60; the period is theirs if \
             they are that game at every n (the game itself: `cgt-sg sub 1,3,4`).\n"
        ),
        "{}",
        out
    );
    let misere = ok(&[&plain, "--upto", "9", "--observe", "60", "--misere"]);
    assert!(
        misere.contains("o(n + 7) = o(n) for all n >= 0.\n")
            && misere.contains("Proved for the subtraction game S = {1, 3, 4}"),
        "{}",
        misere
    );
    let table = csv_values(&[&plain, "--upto", "60"]);
    for other in [&at12, &at40] {
        let out = run(other);
        assert!(
            out.contains("observed up to n = 60, not proved.") && !out.contains("Proved"),
            "{}",
            out
        );
    }
    assert_eq!(csv_values(&[&at12, "--upto", "60"]), table);
    // Kayles: remove 1 or 2 from a row, leaving two heaps (each split listed in both orders,
    // heaps of 0 included), proved by Guy–Smith (needs g up to 2 * 71 + 2 * 12 + 2 - 1 = 167);
    // without the split 1 + 48 at n = 50 the same search proves nothing.
    let kayles = |extra: &str| {
        format!(
            "type Pos = u64;\nfn moves(&n: &Pos) -> Vec<Vec<Pos>> {{\n    let mut v = Vec::new();\n    \
             for k in 1..=2u64.min(n) {{\n        for a in 0..=n - k {{\n            {}\n            \
             v.push(vec![a, n - k - a]);\n        }}\n    }}\n    v\n}}\n",
            extra
        )
    };
    let out = ok(&[
        &scratch("kayles.rs", &kayles("")),
        "--upto",
        "9",
        "--observe",
        "170",
    ]);
    assert!(
        out.contains("Periodic: period 12, preperiod 71 (last exception at n = 70): g(n + 12) = g(n) for all n >= 71.\n\
             Proved by the Guy-Smith criterion (largest removal t = 2) from the values computed up to n = 170.\n\
             Proved for the octal game 0.77: the rules made exactly its moves")
            && out.contains("For n >= 71: no P-positions (proved, with the period).\n"),
        "{}",
        out
    );
    let gap = kayles("if n == 50 && k == 1 && (a == 1 || a == 48) { continue; }");
    let out = ok(&[
        &scratch("kayles_gap.rs", &gap),
        "--upto",
        "9",
        "--observe",
        "170",
    ]);
    assert!(!out.contains("Proved"), "{}", out);
}

#[test]
fn wythoff_rule_lines_and_pictures() {
    let file = example("wythoff.rs");
    let got = csv_values(&[&file, "--box", "14,17"]);
    let mut search = GameSearch::new(wythoff_moves);
    assert_eq!(got.len(), 15 * 18);
    for (i, (k, v)) in got.iter().enumerate() {
        let (a, b) = ((i / 18) as u64, (i % 18) as u64);
        assert_eq!(k, &format!("{},{}", a, b));
        assert_eq!(v, &search.grundy(&(a, b)).to_string(), "({}, {})", a, b);
    }
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("explore-tests");
    std::fs::create_dir_all(&dir).unwrap();
    for name in ["w.png", "w.svg"] {
        let _ = std::fs::remove_file(dir.join(name));
    }
    let (code, out, err) = explore_in(
        &dir,
        &[&file, "--box", "40,60", "--png", "w.png", "--svg", "w.svg"],
    );
    assert_eq!(code, 0, "{}", err);
    assert!(out.contains("The P-positions other than (0, 0) lie on 2 lines (Wythoff-like rays):\n"));
    assert!(out.contains("(slope ≈ φ = (1 + √5)/2)") && out.contains("(slope ≈ 1/φ = φ - 1)"));
    assert!(
        out.contains("These are exactly Wythoff's P-positions"),
        "{}",
        out
    );
    // The picture: 41 rows and 61 columns of 9-pixel squares; P-positions black, the others not.
    let (w, h, pixels) = read_png(&std::fs::read(dir.join("w.png")).unwrap());
    assert_eq!((w, h), (61 * 9, 41 * 9));
    for a in 0..=40u64 {
        for b in 0..=60u64 {
            let (x, y) = (b as usize * 9 + 4, a as usize * 9 + 4);
            let rgb = &pixels[(y * w + x) * 3..][..3];
            let p = !search.first_player_wins(&(a, b));
            assert_eq!(rgb == [0, 0, 0], p, "({}, {}): {:?}", a, b, rgb);
        }
    }
    let svg = std::fs::read_to_string(dir.join("w.svg")).unwrap();
    assert!(
        svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"549\" height=\"369\"")
    );
    assert_eq!(svg.matches("<rect ").count(), 41 * 61);
    assert!(
        svg.contains("fill=\"#000000\"><title>(3, 5): 0</title>"),
        "{}",
        &svg[..400]
    );
    // Other games: Nim's P-positions are one exact line; a lattice is not a few lines.
    let nim = scratch(
        "nim2.rs",
        "type Pos = (u64, u64);\nfn moves(&(a, b): &Pos) -> Vec<Pos> {\n    (0..a).map(|x| (x, b)).chain((0..b).map(|y| (a, y))).collect()\n}\nfn conjecture(&(a, b): &Pos) -> u64 {\n    a ^ b\n}\n",
    );
    let out = ok(&[&nim, "--upto", "20"]);
    assert!(
        out.contains(
            "lie on 1 line (Wythoff-like rays):\n  b = a: 20 P-positions, exactly on it\n"
        ),
        "{}",
        out
    );
    assert!(out.contains("exactly the P-positions of two-heap Nim"));
    assert!(
        out.contains("Conjecture holds at all 441 computed positions (the positions of the box)."),
        "{}",
        out
    );
}

/// The pictures go only where nothing is lost: a new file, one the explorer wrote, or with
/// `--force` another file; never a symbolic link (dangling or not), a directory, the rules file or a
/// file git tracks, even with `--force`. A refused run writes nothing (no temporary file either).
#[test]
fn pictures_never_replace_what_the_explorer_did_not_write() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("explore-pictures");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("sub")).unwrap();
    let rules = dir.join("rules.rs");
    std::fs::copy(example("wythoff.rs"), &rules).unwrap();
    let rules = rules.display().to_string();
    for name in ["mine.txt", "tracked.png", "hard.rs"] {
        std::fs::write(dir.join(name), "keep me\n").unwrap();
    }
    std::os::unix::fs::symlink("mine.txt", dir.join("link.png")).unwrap();
    std::os::unix::fs::symlink("nowhere", dir.join("dangling.svg")).unwrap();
    std::fs::hard_link(&rules, dir.join("rules-link.png")).unwrap();
    let git = |args: &[&str]| {
        let st = Command::new("git").args(args).current_dir(&dir).status();
        assert!(st.unwrap().success(), "git {:?}", args);
    };
    git(&["init", "-q"]);
    git(&["add", "tracked.png"]);
    let listing = || {
        let mut v: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        v.sort();
        v
    };
    let before = listing();
    let refusals: [(&[&str], &str); 9] = [
        (
            &["--png", "link.png", "--force"],
            "link.png: it is a symbolic link",
        ),
        (
            &["--svg", "dangling.svg", "--force"],
            "dangling.svg: it is a symbolic link",
        ),
        (
            &["--png", "sub", "--force"],
            "sub: it is not a regular file",
        ),
        (&["--svg", &rules, "--force"], "that is the input file"),
        (
            &["--png", "rules-link.png", "--force"],
            "that is the input file",
        ),
        (
            &["--png", "tracked.png", "--force"],
            "tracked.png: git tracks that file",
        ),
        (
            &["--png", "mine.txt"],
            "mine.txt: it exists and was not written by this tool",
        ),
        (
            &["--svg", "mine.txt"],
            "mine.txt: it exists and was not written by this tool",
        ),
        (
            &["--png", "x.png", "--svg", "x.png"],
            "--png and --svg name the same file",
        ),
    ];
    for (extra, message) in refusals {
        let mut args = vec![&rules[..], "--box", "2,2"];
        args.extend(extra);
        let (code, out, err) = explore_in(&dir, &args);
        assert_eq!(code, 2, "{:?}: {}", extra, out);
        assert!(err.contains(message), "{:?}: {}", extra, err);
        assert_eq!(listing(), before, "{:?} wrote a file", extra);
        for name in ["mine.txt", "tracked.png", "hard.rs"] {
            assert_eq!(
                std::fs::read_to_string(dir.join(name)).unwrap(),
                "keep me\n"
            );
        }
        assert_eq!(
            std::fs::read(&rules).unwrap(),
            std::fs::read(example("wythoff.rs")).unwrap()
        );
    }
    // A new file; the same file again (the explorer wrote it); a file it did not write, with
    // --force, which is then the explorer's.
    let wrote = |extra: &[&str]| {
        let mut args = vec![&rules[..], "--box", "2,3"];
        args.extend(extra);
        let (code, out, err) = explore_in(&dir, &args);
        assert_eq!(code, 0, "{:?}: {}", extra, err);
        assert!(out.contains("Wrote "), "{}", out);
    };
    wrote(&["--png", "new.png", "--svg", "new.svg"]);
    wrote(&["--png", "new.png", "--svg", "new.svg"]);
    wrote(&["--png", "mine.txt", "--force"]);
    wrote(&["--png", "mine.txt"]);
    let png = std::fs::read(dir.join("mine.txt")).unwrap();
    assert_eq!(read_png(&png).0, 4 * 16);
    // The PNG as a picture is a different file to the SVG test: a PNG is not an SVG of ours.
    let (code, _, err) = explore_in(&dir, &[&rules, "--box", "2,2", "--svg", "new.png"]);
    assert_eq!(code, 2, "{}", err);
    assert_eq!(
        std::fs::read_link(dir.join("link.png")).unwrap(),
        Path::new("mine.txt")
    );
}

/// Decodes the explorer's PNG (RGB, stored deflate blocks), checking every CRC and the Adler-32.
fn read_png(data: &[u8]) -> (usize, usize, Vec<u8>) {
    assert_eq!(&data[..8], b"\x89PNG\r\n\x1a\n");
    let be = |b: &[u8]| u32::from_be_bytes([b[0], b[1], b[2], b[3]]) as usize;
    let crc = |bytes: &[u8]| {
        let mut c = !0u32;
        for &x in bytes {
            c ^= u32::from(x);
            for _ in 0..8 {
                c = if c & 1 == 1 {
                    (c >> 1) ^ 0xEDB8_8320
                } else {
                    c >> 1
                };
            }
        }
        !c as usize
    };
    let (mut at, mut size, mut z) = (8, (0, 0), Vec::new());
    while at < data.len() {
        let len = be(&data[at..]);
        let (kind, body) = (&data[at + 4..at + 8], &data[at + 8..at + 8 + len]);
        assert_eq!(
            be(&data[at + 8 + len..]),
            crc(&data[at + 4..at + 8 + len]),
            "CRC"
        );
        match kind {
            b"IHDR" => {
                size = (be(body), be(&body[4..]));
                assert_eq!(&body[8..], &[8, 2, 0, 0, 0], "8-bit RGB");
            }
            b"IDAT" => z.extend_from_slice(body),
            _ => {}
        }
        at += 12 + len;
    }
    let (mut raw, mut i) = (Vec::new(), 2);
    loop {
        let last = z[i] & 1 == 1;
        assert_eq!(z[i] >> 1, 0, "stored block");
        let len = usize::from(u16::from_le_bytes([z[i + 1], z[i + 2]]));
        raw.extend_from_slice(&z[i + 5..i + 5 + len]);
        i += 5 + len;
        if last {
            break;
        }
    }
    let (mut a, mut b) = (1usize, 0usize);
    for &x in &raw {
        a = (a + usize::from(x)) % 65521;
        b = (b + a) % 65521;
    }
    assert_eq!(be(&z[i..]), (b << 16) | a, "Adler-32");
    let (w, h) = size;
    assert_eq!(raw.len(), h * (3 * w + 1));
    let pixels = raw.chunks(3 * w + 1).flat_map(|row| {
        assert_eq!(row[0], 0, "filter type");
        row[1..].to_vec()
    });
    (w, h, pixels.collect())
}

#[test]
fn conjectures_refuted_with_the_first_counterexample() {
    let (code, out, _) = explore(&[&example("conjecture.rs"), "--upto", "20"]);
    assert_eq!(code, 1);
    assert!(
        out.contains(
            "Conjecture refuted. First counterexample: n = 8: conjecture = 0, but g = 4 ("
        ),
        "{}",
        out
    );
    let file = scratch(
        "nim2sum.rs",
        "type Pos = (u64, u64);\nfn moves(&(a, b): &Pos) -> Vec<Pos> {\n    (0..a).map(|x| (x, b)).chain((0..b).map(|y| (a, y))).collect()\n}\nfn conjecture(&(a, b): &Pos) -> bool {\n    a + b > 1 || a != b\n}\n",
    );
    let (code, out, _) = explore(&[&file, "--upto", "6"]);
    assert_eq!(code, 1);
    assert!(
        out.contains(
            "Conjecture refuted. First counterexample (least a + b, then a): (1, 1): the \
             conjecture says the player to move wins, but the player to move loses (6 \
             counterexamples among the 49 computed positions: the positions of the box)."
        ),
        "{}",
        out
    );
    // Positions of any type, from a list of starts; misère Nim.
    let file = scratch(
        "misere.rs",
        "type Pos = Vec<u64>;\nfn moves(p: &Pos) -> Vec<Pos> {\n    let mut out = Vec::new();\n    for i in 0..p.len() {\n        for k in 0..p[i] {\n            let mut q = p.clone();\n            q[i] = k;\n            q.retain(|&x| x > 0);\n            q.sort_unstable();\n            out.push(q);\n        }\n    }\n    out\n}\nfn starts() -> Vec<Pos> {\n    let mut v = Vec::new();\n    for a in 0..4 {\n        for b in a..4 {\n            for c in b..4 {\n                v.push([a, b, c].iter().copied().filter(|&x| x > 0).collect());\n            }\n        }\n    }\n    v\n}\nfn conjecture(p: &Pos) -> bool {\n    let x = p.iter().fold(0, |x, h| x ^ h);\n    if p.iter().all(|&h| h <= 1) { x == 0 } else { x != 0 }\n}\n",
    );
    let out = ok(&[&file, "--misere"]);
    let mut search = GameSearch::new(|p: &Vec<u64>| cgt::nim::moves(p));
    let mut lines = out.lines().skip(1);
    for a in 0..4u64 {
        for b in a..4 {
            for c in b..4 {
                let p: Vec<u64> = [a, b, c].iter().copied().filter(|&x| x > 0).collect();
                let w = if search.misere_first_player_wins(&p) {
                    "W"
                } else {
                    "L"
                };
                assert_eq!(lines.next().unwrap(), format!("  {:?}: {}", p, w));
            }
        }
    }
    assert!(
        out.contains("Conjecture holds at all 20 computed positions (the start positions)."),
        "{}",
        out
    );
}

#[test]
fn a_looping_rule_is_reported_with_its_cycle() {
    let file = scratch(
        "loop.rs",
        "type Pos = u64;\nfn moves(&n: &Pos) -> Vec<Pos> {\n    let mut v: Vec<Pos> = (1..=2).filter(|&k| k <= n).map(|k| n - k).collect();\n    if n == 5 {\n        v.push(7);\n    }\n    v\n}\n",
    );
    let (code, out, err) = explore(&[&file, "--upto", "9"]);
    assert_eq!(code, 1);
    assert!(err.contains("cgt-sg: error: the rules loop"), "{}", err);
    assert!(err.contains("\n  5 -> 7 -> 6 -> 5\n"), "{}", err);
    // What was computed before the cycle is shown.
    assert!(out.contains("\n0 | 0 1 2 0 1 ? ? ? ? ?\n"), "{}", out);
    // Then win/lose by retrograde analysis, with the length of play (worked out by hand: 3 only
    // reaches wins, 5 escapes to 3, 7 reaches the loss at 6).
    for line in [
        "n = 3: loss in 2 moves",
        "n = 5: win in 3 moves",
        "n = 6: loss in 4 moves",
        "n = 7: win in 5 moves",
        "n = 9: loss in 6 moves",
    ] {
        assert!(
            out.contains(&format!("\n  {}\n", line)),
            "{}: {}",
            line,
            out
        );
    }
    // Every position that cannot reach a cycle is valued, also after one (3 <-> 4; n >= 5 moves
    // to n % 5 % 3).
    let file = scratch(
        "loop2.rs",
        "type Pos = u64;\nfn moves(&n: &Pos) -> Vec<Pos> {\n    match n {\n        0 => vec![],\n        1 | 2 => vec![n - 1],\n        3 => vec![4],\n        4 => vec![3],\n        _ => vec![n % 5 % 3],\n    }\n}\n",
    );
    let (code, out, err) = explore(&[&file, "--upto", "9"]);
    assert_eq!(code, 1);
    assert!(err.contains("\n  3 -> 4 -> 3\n"), "{}", err);
    assert!(out.contains("\n0 | 0 1 0 ? ? 1 0 1 1 0\n"), "{}", out);
}

#[test]
fn a_looping_rule_gets_win_lose_draw() {
    // 1 and 2 move to each other forever; 3 can move to 0 (a loss) or into the loop.
    let file = scratch(
        "draw.rs",
        "type Pos = u64;\nfn moves(&n: &Pos) -> Vec<Pos> {\n    match n {\n        1 => vec![2],\n        2 => vec![1],\n        3 => vec![0, 1],\n        _ => vec![],\n    }\n}\n",
    );
    let (code, out, err) = explore(&[&file, "--upto", "4"]);
    assert_eq!(code, 1);
    assert!(err.contains("\n  1 -> 2 -> 1\n"), "{}", err);
    let expect = "  n = 0: loss in 0 moves\n  n = 1: draw\n  n = 2: draw\n  n = 3: win in 1 move\n  n = 4: loss in 0 moves\n";
    assert!(out.ends_with(expect), "{}", out);
}

#[test]
fn a_compile_error_is_shown_as_rustc_prints_it() {
    let file = scratch(
        "bad.rs",
        "type Pos = u64;\nfn moves(n: &Pos) -> Vec<Pos> {\n    vec![n - 1u32]\n}\n",
    );
    let (code, out, err) = explore(&[&file]);
    assert_eq!(code, 2);
    assert_eq!(out, "");
    assert!(err.contains("error[E0308]: mismatched types"), "{}", err);
    assert!(err.contains(&format!("--> {}:3:14", file)), "{}", err);
    assert!(
        err.contains(&format!("cgt-sg: error: {} does not compile", file)),
        "{}",
        err
    );
    // With both pipes closed (`2>&1 | head` gone): still 2, not a panic's 101.
    let mut child = Command::new(env!("CARGO_BIN_EXE_cgt-sg"))
        .env("CGT_SG_OPT_LEVEL", "0")
        .args(["explore", &file])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    drop(child.stderr.take());
    assert_eq!(child.wait().unwrap().code(), Some(2));
}

#[test]
fn a_growing_state_space_stops_at_the_limit() {
    let file = scratch(
        "grows.rs",
        "type Pos = (u64, u64);\nfn moves(&(a, b): &Pos) -> Vec<Pos> {\n    if a + b == 0 { vec![] } else { vec![(a + 1, b.saturating_sub(1)), (a / 2, b / 2)] }\n}\n",
    );
    let (code, out, err) = explore(&[&file, "--upto", "3", "--max-positions", "5000"]);
    assert_eq!(code, 1);
    assert!(
        err.contains("cgt-sg: error: stopped after 5000 positions (--max-positions 5000)"),
        "{}",
        err
    );
    assert!(out.contains("  0 | 0 ? ? ?\n"), "{}", out);
}

#[test]
fn malformed_options_are_rejected() {
    let lasker = example("lasker.rs");
    for (args, msg) in [
        (vec![], "no scratch file given"),
        (vec![&lasker[..], "--box", "3"], "--box needs A,B"),
        (
            vec![&lasker[..], "--png", "x.png"],
            "--png and --svg draw two-heap games",
        ),
        (
            vec![&lasker[..], "--misere", "--observe", "100"],
            "--misere: the moves leave sums",
        ),
        (vec![&lasker[..], "--fast"], "unknown option"),
        (
            vec![&lasker[..], "--moves", "--format", "csv"],
            "--moves prints text",
        ),
        (vec!["/nonexistent/x.rs"], "cannot read /nonexistent/x.rs"),
        (
            vec![&lasker[..], "--find-seconds", "5"],
            "--find-seconds is an option of --find: add --find",
        ),
        (
            vec![&lasker[..], "--find", "--find-size", "0"],
            "--find-size must be at least 1",
        ),
        (
            vec![&lasker[..], "--find", "--names", "pos"],
            "--names needs names for the code, such as n,k; \"pos\" is not one",
        ),
    ] {
        let (code, _, err) = explore(&args);
        assert_eq!(code, 2, "{:?}", args);
        assert!(err.contains(msg), "{:?}: {}", args, err);
    }
}

/// The README's transcripts of `scripts/explore.sh` are what the explorer prints.
#[test]
fn readme_transcripts_are_true() {
    let all = transcripts::transcripts(
        "### Your own rules: `cgt-sg explore`",
        "\n## ",
        "scripts/explore.sh",
    );
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("explore-readme");
    std::fs::create_dir_all(&dir).unwrap();
    // The README's pictures go to /tmp/NAME; here to the test's own directory, shown as /tmp.
    let tmp = format!("{}/", dir.display());
    for t in &all {
        let mut args = t.args.clone();
        args[0] = root().join(&args[0]).display().to_string();
        // Only the README's own `/tmp/` arguments (the repository may itself lie under /tmp).
        for a in &mut args[1..] {
            if let Some(name) = a.strip_prefix("/tmp/") {
                let _ = std::fs::remove_file(dir.join(name));
                *a = format!("{}{}", tmp, name);
            }
        }
        let args: Vec<&str> = args.iter().map(|a| &a[..]).collect();
        let (_, out, err) = explore_in(&dir, &args);
        let out = out.replace(&tmp, "/tmp/");
        assert_eq!(
            t.shown(&out),
            t.want,
            "README: scripts/explore.sh {} (stderr: {})",
            t.command,
            err
        );
    }
    assert_eq!(all.len(), 9);
}

#[test]
fn a_conjecture_is_checked_at_every_computed_position_not_only_the_starts() {
    // Right at the starts 30 and 60 (g = 0 there), wrong at every heap they reach but 0.
    let file = scratch(
        "offstarts.rs",
        "type Pos = u64;\nfn moves(&n: &Pos) -> Vec<Pos> {\n    (1..=2).filter(|&k| k <= n).map(|k| n - k).collect()\n}\nfn starts() -> Vec<Pos> {\n    vec![30, 60]\n}\nfn conjecture(&n: &Pos) -> u64 {\n    if n % 30 == 0 { 0 } else { 7 }\n}\n",
    );
    let (code, out, _) = explore(&[&file]);
    assert_eq!(code, 1, "{}", out);
    assert!(
        out.contains(
            "Conjecture refuted. First counterexample: 29: conjecture = 7, but g = 2 (58 \
             counterexamples among the 61 computed positions: the start positions and 59 \
             positions reached from them).\n"
        ),
        "{}",
        out
    );
    // One heap: the heaps 0..=10 move up to 100..=110 (then down to 100); the conjecture holds
    // on the box only. g(n) = 1 - n mod 2 for n <= 10, (n - 100) mod 2 from 100 on.
    let file = scratch(
        "offbox.rs",
        "type Pos = u64;\nfn moves(&n: &Pos) -> Vec<Pos> {\n    let mut v = Vec::new();\n    if n <= 10 {\n        v.push(n + 100);\n    }\n    if n > 0 && n != 100 {\n        v.push(n - 1);\n    }\n    v\n}\nfn conjecture(&n: &Pos) -> u64 {\n    if n <= 10 { 1 - n % 2 } else { 7 }\n}\n",
    );
    let (code, out, _) = explore(&[&file, "--upto", "10", "--observe", "10"]);
    assert_eq!(code, 1, "{}", out);
    assert!(
        out.contains(
            "Conjecture refuted. First counterexample: n = 100: conjecture = 7, but g = 0 (11 \
             counterexamples among the 22 computed positions: the heaps n = 0..=10 and 11 \
             positions reached from them).\n"
        ),
        "{}",
        out
    );
    // Held everywhere: the count includes the positions reached.
    let file = scratch(
        "bash12.rs",
        "type Pos = u64;\nfn moves(&n: &Pos) -> Vec<Pos> {\n    (1..=2).filter(|&k| k <= n).map(|k| n - k).collect()\n}\nfn starts() -> Vec<Pos> {\n    vec![12]\n}\nfn conjecture(&n: &Pos) -> u64 {\n    n % 3\n}\n",
    );
    let out = ok(&[&file]);
    assert!(
        out.ends_with(
            "Conjecture holds at all 13 computed positions (the start positions and 12 positions \
             reached from them).\n"
        ),
        "{}",
        out
    );
}

#[test]
fn the_position_limit_stops_the_default_area_the_box_and_the_starts() {
    // One heap, default area 0..=1000: no position outside it is ever reached.
    let (code, out, err) = explore(&[&example("lasker.rs"), "--max-positions", "50"]);
    assert_eq!(code, 1, "{}", out);
    assert!(
        err.contains("cgt-sg: error: stopped after 50 positions (--max-positions 50)"),
        "{}",
        err
    );
    // The heaps 0..=49 are solved, the other 51 shown are not.
    assert!(
        out.contains(
            "\n 40 | 39 41 42 44 43 45 46 48 47 49\n 50 |  ?  ?  ?  ?  ?  ?  ?  ?  ?  ?\n"
        ),
        "{}",
        out
    );
    assert_eq!(out.matches('?').count(), 51, "{}", out);
    // Two heaps, the default box 0..=30 x 0..=30 (961 positions).
    let (code, out, err) = explore(&[&example("wythoff.rs"), "--max-positions", "100"]);
    assert_eq!(code, 1, "{}", out);
    assert!(
        err.contains("stopped after 100 positions (--max-positions 100)"),
        "{}",
        err
    );
    assert_eq!(out.matches('?').count(), 961 - 100, "{}", out);
    // A --box and a list of starts alike.
    let (code, _, err) = explore(&[
        &example("wythoff.rs"),
        "--box",
        "99,99",
        "--max-positions",
        "1000",
    ]);
    assert_eq!(code, 1);
    assert!(err.contains("stopped after 1000 positions"), "{}", err);
    let file = scratch(
        "manystarts.rs",
        "type Pos = u64;\nfn moves(&n: &Pos) -> Vec<Pos> {\n    (1..=2).filter(|&k| k <= n).map(|k| n - k).collect()\n}\nfn starts() -> Vec<Pos> {\n    (0..5000).collect()\n}\n",
    );
    let (code, out, err) = explore(&[&file, "--max-positions", "3", "--upto", "4"]);
    assert_eq!(code, 1);
    assert!(
        err.contains("stopped after 3 positions (--max-positions 3)"),
        "{}",
        err
    );
    assert!(out.contains("\n  2: 2\n  3: ?\n  4: ?\n"), "{}", out);
}

#[test]
fn upto_bounds_the_output_of_a_list_of_starts() {
    let file = scratch(
        "manystarts.rs",
        "type Pos = u64;\nfn moves(&n: &Pos) -> Vec<Pos> {\n    (1..=2).filter(|&k| k <= n).map(|k| n - k).collect()\n}\nfn starts() -> Vec<Pos> {\n    (0..5000).collect()\n}\n",
    );
    let out = ok(&[&file, "--upto", "5"]);
    assert_eq!(
        out,
        "manystarts.rs: g(p) for the 5000 start positions (the first 6 shown; --upto N shows the \
         first N + 1)\n  0: 0\n  1: 1\n  2: 2\n  3: 0\n  4: 1\n  5: 2\nP-positions (g = 0) among \
         the first 6 (2): 0 3\nNot shown: 4994 more start positions, 1665 of them P-positions (--p-positions lists them \
         all).\n"
    );
    // --p-positions: every P-position among all the starts (n ≡ 0 mod 3), not only the printed.
    let out = ok(&[&file, "--upto", "5", "--p-positions"]);
    let want: Vec<String> = (0..5000).step_by(3).map(|n| format!("  {}", n)).collect();
    assert!(
        out.ends_with(&format!(
            "1665 of them P-positions (all listed below).\nP-positions (g = 0) among all 5000 \
             starts (1667):\n{}\n",
            want.join("\n")
        )),
        "{}",
        &out[..600]
    );
    // Default: the first 101.
    let out = ok(&[&file]);
    assert_eq!(out.lines().count(), 1 + 101 + 2, "{}", out);
    // csv: the same rows, and a note on stderr.
    let (code, out, err) = explore(&[&file, "--upto", "2", "--format", "csv"]);
    assert_eq!(code, 0);
    assert_eq!(out, "position,grundy\n\"0\",0\n\"1\",1\n\"2\",2\n");
    assert!(
        err.contains("printed the first 3 of the 5000 start positions"),
        "{}",
        err
    );
}

#[test]
fn a_panic_in_the_rules_names_the_position_and_exits_1() {
    let file = scratch(
        "panics.rs",
        "type Pos = u64;\nfn moves(&n: &Pos) -> Vec<Pos> {\n    if n == 17 {\n        return vec![n - 18];\n    }\n    (1..=2).filter(|&k| k <= n).map(|k| n - k).collect()\n}\n",
    );
    let (code, out, err) = explore(&[&file, "--upto", "19"]);
    assert_eq!(code, 1, "{}", err);
    assert!(
        err.contains(&format!(
            "cgt-sg: error: panic while expanding position 17: attempt to subtract with overflow \
             (at {}:4:21)",
            file
        )),
        "{}",
        err
    );
    // What was solved before is shown.
    assert!(out.contains("\n10 | 1 2 0 1 2 0 1 ? ? ?\n"), "{}", out);
    let file = scratch(
        "conjpanics.rs",
        "type Pos = u64;\nfn moves(&n: &Pos) -> Vec<Pos> {\n    (1..=2).filter(|&k| k <= n).map(|k| n - k).collect()\n}\nfn conjecture(&n: &Pos) -> u64 {\n    [0, 1, 2][n as usize]\n}\n",
    );
    let (code, _, err) = explore(&[&file, "--upto", "5"]);
    assert_eq!(code, 1, "{}", err);
    assert!(
        err.contains(
            "cgt-sg: error: panic while evaluating the conjecture at position 3: index out of \
             bounds: the len is 3 but the index is 3"
        ),
        "{}",
        err
    );
}

/// A rule with unbounded values whose P-positions are 0 and n ≡ 1 (mod 3) from 7 on: a move
/// goes to any smaller heap, except that a heap n ≡ 1 (mod 3), n >= 7, may not go to 0 nor to
/// another such heap.
const AP_RULE: &str = "type Pos = u64;\nfn moves(&n: &Pos) -> Vec<Pos> {\n    let special = |m: u64| m >= 7 && m % 3 == 1;\n    (0..n).filter(|&m| !(special(n) && (m == 0 || special(m)))).collect()\n}\n";

fn ap_moves(&n: &u64) -> Vec<u64> {
    let special = |m: u64| m >= 7 && m % 3 == 1;
    (0..n)
        .filter(|&m| !(special(n) && (m == 0 || special(m))))
        .collect()
}

#[test]
fn p_positions_in_a_progression_although_the_values_have_no_period() {
    let file = scratch("ap.rs", AP_RULE);
    let out = ok(&[&file, "--upto", "12"]);
    assert!(
        out.ends_with(
            "no period found up to 1000\nP-positions (g = 0) up to 12 (3): 0 7 10\nThe \
             P-positions are periodic although the values are not: n is a P-position iff n ≡ 1 \
             (mod 3) for n >= 5 (observed up to n = 1000, 332 periods, not proved).\n"
        ),
        "{}",
        out
    );
    // The claim against the rules: from 5 on exactly n ≡ 1 (mod 3), and 4 is an exception (the
    // least n0); the values grow without bound.
    let mut search = GameSearch::new(ap_moves);
    for n in 0..=1000u64 {
        let p = search.grundy(&n) == 0;
        if n >= 5 {
            assert_eq!(p, n % 3 == 1, "n = {}", n);
        }
    }
    assert!(search.grundy(&4) != 0);
    assert!(search.grundy(&999) > 600);
    // Too few P-positions give no verdict: the P-positions 0, 250, 500, ... are periodic over 4
    // periods of g(0..=1000) but only 5 of them; g(0..=1250) shows 6.
    let file = scratch(
        "fewp.rs",
        "type Pos = u64;\nfn moves(&n: &Pos) -> Vec<Pos> {\n    (0..n).filter(|&m| n % 250 != 0 || m % 250 != 0).collect()\n}\n",
    );
    let out = ok(&[&file, "--upto", "3"]);
    assert!(
        out.ends_with("P-positions (g = 0) up to 3 (1): 0\n"),
        "{}",
        out
    );
    let out = ok(&[&file, "--upto", "3", "--observe", "1250"]);
    assert!(
        out.ends_with(
            "n is a P-position iff n ≡ 0 (mod 250) for n >= 0 (observed up to n = 1250, 5 \
             periods, not proved).\n"
        ),
        "{}",
        out
    );
}

/// CF 1537D: subtract a divisor `d` of `n`, `1 < d < n`. The player to move loses iff `n` is
/// odd, 0, or an odd power of two: no period, but the P-positions are the odd `n` and six more.
const DIVISOR_RULE: &str = "type Pos = u64;\nfn moves(&n: &Pos) -> Vec<Pos> {\n    (2..n).filter(|d| n % d == 0).map(|d| n - d).collect()\n}\n";

/// The P-positions of a one-heap table that are a periodic set but for a few `n`: the rule and
/// the exceptions of both kinds, each claim checked against `GameSearch` on the rules.
#[test]
fn p_positions_periodic_but_for_a_few() {
    let file = scratch("divisor.rs", DIVISOR_RULE);
    let out = ok(&[&file, "--upto", "10", "--outcome"]);
    assert!(
        out.ends_with(
            "The P-positions are periodic but for 6 n: n is a P-position iff n ≡ 1 (mod 2), \
             except that these are P-positions too: 0 2 8 32 128 512 (observed up to n = 1000, \
             not proved).\n"
        ),
        "{}",
        out
    );
    // Observed to 2000 the values are periodic from 513 on, after the last exception: a period
    // that starts late, so the exceptions are listed too.
    let out = ok(&[&file, "--upto", "10", "--outcome", "--observe", "2000"]);
    assert!(
        out.ends_with(
            "For n >= 513: n is a P-position iff n mod 2 is in {1} (observed up to n = 2000, not \
             proved).\nThe P-positions are periodic but for 6 n: n is a P-position iff n ≡ 1 \
             (mod 2), except that these are P-positions too: 0 2 8 32 128 512 (observed up to n \
             = 2000, not proved).\n"
        ),
        "{}",
        out
    );
    let mut search =
        GameSearch::new(|&n: &u64| (2..n).filter(|d| n % d == 0).map(|d| n - d).collect());
    for n in 0..=1000u64 {
        let p = !search.first_player_wins(&n);
        assert_eq!(
            p,
            n % 2 == 1 || [0, 2, 8, 32, 128, 512].contains(&n),
            "n = {}",
            n
        );
    }
    // Both kinds: the odd n but 9 and 99 (they move to 1), and 0 and 500 (no move).
    let rule = |n: u64| n >= 2 && ((n % 2 == 0 && n != 500) || n == 9 || n == 99);
    let file = scratch(
        "oddbut.rs",
        "type Pos = u64;\nfn moves(&n: &Pos) -> Vec<Pos> {\n    if n >= 2 && ((n % 2 == 0 && n != 500) || n == 9 || n == 99) { vec![1] } else { vec![] }\n}\n",
    );
    let out = ok(&[&file, "--upto", "3"]);
    assert!(
        out.ends_with(
            "The P-positions are periodic but for 4 n: n is a P-position iff n ≡ 1 (mod 2), \
             except that these are P-positions too: 0 500, and these are not: 9 99 (observed up \
             to n = 1000, not proved).\n"
        ),
        "{}",
        out
    );
    let mut search = GameSearch::new(move |&n: &u64| if rule(n) { vec![1] } else { vec![] });
    for n in 0..=1000u64 {
        let p = search.grundy(&n) == 0;
        assert_eq!(p, (n % 2 == 1 && n != 9 && n != 99) || n == 0 || n == 500);
    }
}

/// AtCoder ARC 072 D: take `2i` from one pile, put `i` on the other. The P-positions are
/// `|a - b| <= 1`: three parallel lines, each exact (before, one line `b = a` "within 0.71" with
/// the points near the origin on none, or at 12 x 12 no lines at all).
#[test]
fn parallel_lines_of_p_positions_are_told_apart() {
    let rule = "type Pos = (u64, u64);\n\
                fn moves(&(a, b): &Pos) -> Vec<Pos> {\n    \
                let mut v: Vec<Pos> = (1..=a / 2).map(|i| (a - 2 * i, b + i)).collect();\n    \
                v.extend((1..=b / 2).map(|i| (a + i, b - 2 * i)));\n    v\n}\n";
    let file = scratch("arc072d.rs", rule);
    for n in [12u64, 30] {
        let out = ok(&[&file, "--box", &format!("{},{}", n, n), "--outcome"]);
        let lines = format!(
            "The P-positions other than (0, 0) lie on 3 lines (Wythoff-like rays):\n  b = a - \
             1: {n} P-positions, exactly on it\n  b = a: {n} P-positions, exactly on it\n  b = \
             a + 1: {n} P-positions, exactly on it\n"
        );
        assert!(out.ends_with(&lines), "{}", out);
    }
    let mut search = GameSearch::new(|&(a, b): &(u64, u64)| {
        let mut v: Vec<(u64, u64)> = (1..=a / 2).map(|i| (a - 2 * i, b + i)).collect();
        v.extend((1..=b / 2).map(|i| (a + i, b - 2 * i)));
        v
    });
    for a in 0..=30u64 {
        for b in 0..=30u64 {
            assert_eq!(!search.first_player_wins(&(a, b)), a.abs_diff(b) <= 1);
        }
    }
}

/// A parameter that matters only through its parity is reported as a period along its axis
/// (CF 603C, `k` as `b`: from `b = 1` on; take 1 or 2, and 3 when `b` is odd: from `b = 0` on),
/// and CF 603C's rows, which seem to repeat with period 4 over the last 18 of 31 rows and do not
/// from row 32 on, are not. Both claims checked against `GameSearch` on a larger box.
#[test]
fn a_parameter_that_matters_by_its_parity_is_reported() {
    let rule = "type Pos = (u64, u64);\n\
                fn moves(&(a, k): &Pos) -> Vec<Vec<Pos>> {\n    \
                let mut v = Vec::new();\n    \
                if a > 0 {\n        v.push(vec![(a - 1, k)]);\n    }\n    \
                if a > 0 && a % 2 == 0 && k > 0 {\n        v.push(vec![(a / 2, k); k as usize]);\n    }\n    \
                v\n}\n";
    let out = ok(&[&scratch("cf603c.rs", rule), "--box", "30,8"]);
    let along: Vec<&str> = out.lines().filter(|l| l.starts_with("Along")).collect();
    assert_eq!(
        along,
        ["Along b: column b repeats column b - 2 for every b >= 3 in the box (from b = 1 on, only b mod 2 matters; observed, not proved)."],
        "{}",
        out
    );
    // g[k][a] by the recurrence: the split leaves k piles of a / 2 (XOR: g if k is odd, else 0).
    let g: Vec<Vec<u64>> = (0..9u64)
        .map(|k| {
            let mut h = vec![0u64];
            for a in 1..=100 {
                let split = match a % 2 == 0 && k > 0 {
                    true => h[a / 2] * (k % 2),
                    false => 9,
                };
                let v = (0..).find(|&v| v != h[a - 1] && v != split).unwrap();
                h.push(v);
            }
            h
        })
        .collect();
    assert!((3..9).all(|k| g[k] == g[k - 2]));
    assert!(g[1][32] != g[1][28], "row 32 breaks the rows' period 4");
    let rule = "type Pos = (u64, u64);\n\
                fn moves(&(a, b): &Pos) -> Vec<Pos> {\n    \
                (1..=a.min(2 + b % 2)).map(|t| (a - t, b)).collect()\n}\n";
    let out = ok(&[&scratch("parity.rs", rule)]);
    let along: Vec<&str> = out.lines().filter(|l| l.starts_with("Along")).collect();
    assert_eq!(
        along,
        ["Along b: column b repeats column b - 2 for every b >= 2 in the box (from b = 0 on, only b mod 2 matters; observed, not proved)."],
        "{}",
        out
    );
    let mut search = GameSearch::new(|&(a, b): &(u64, u64)| {
        (1..=a.min(2 + b % 2))
            .map(|t| (a - t, b))
            .collect::<Vec<_>>()
    });
    for a in 0..=60 {
        for b in 2..=40 {
            assert_eq!(search.grundy(&(a, b)), search.grundy(&(a, b - 2)));
        }
    }
}

/// The `  FROM -> TO` lines after the "Winning moves" header.
fn winning_moves(out: &str) -> Vec<(String, String)> {
    let at = out
        .find("Winning moves (")
        .expect("a Winning moves section");
    out[at..]
        .lines()
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        .map(|l| {
            let (a, b) = l[2..].split_once(" -> ").unwrap();
            (a.to_string(), b.to_string())
        })
        .collect()
}

#[test]
fn winning_moves_go_to_value_0_from_every_position_that_wins() {
    // One heap, subtraction {2, 5, 6}.
    let file = scratch(
        "sub256.rs",
        "type Pos = u64;\nfn moves(&n: &Pos) -> Vec<Pos> {\n    [2, 5, 6].iter().filter(|&&k| k <= n).map(|&k| n - k).collect()\n}\n",
    );
    let sub = |&n: &u64| {
        [2, 5, 6]
            .iter()
            .filter(|&&k| k <= n)
            .map(|&k| n - k)
            .collect::<Vec<u64>>()
    };
    let mut search = GameSearch::new(sub);
    let got = winning_moves(&ok(&[&file, "--upto", "40", "--moves"]));
    let wins: Vec<u64> = (0..=40).filter(|n| search.grundy(n) != 0).collect();
    assert_eq!(got.len(), wins.len());
    for ((from, to), n) in got.iter().zip(&wins) {
        assert_eq!(from, &format!("n = {}", n));
        let to: u64 = to.parse().unwrap();
        assert!(
            sub(n).contains(&to) && search.grundy(&to) == 0,
            "{} -> {}",
            n,
            to
        );
    }
    // Misère: to a misère loss (0 and 1, without a move, win without one).
    let got = winning_moves(&ok(&[&file, "--upto", "40", "--moves", "--misere"]));
    let wins: Vec<u64> = (2..=40)
        .filter(|n| search.misere_first_player_wins(n))
        .collect();
    assert_eq!(got.len(), wins.len());
    for ((from, to), n) in got.iter().zip(&wins) {
        assert_eq!(from, &format!("n = {}", n));
        let to: u64 = to.parse().unwrap();
        assert!(sub(n).contains(&to) && !search.misere_first_player_wins(&to));
    }
    // Two heaps: Wythoff's game over a box.
    let mut search = GameSearch::new(wythoff_moves);
    let got = winning_moves(&ok(&[&example("wythoff.rs"), "--box", "12,15", "--moves"]));
    let mut wins = Vec::new();
    for a in 0..=12u64 {
        for b in 0..=15u64 {
            if search.grundy(&(a, b)) != 0 {
                wins.push((a, b));
            }
        }
    }
    assert_eq!(got.len(), wins.len());
    let pair = |s: &str| {
        let (a, b) = s[1..s.len() - 1].split_once(", ").unwrap();
        (a.parse::<u64>().unwrap(), b.parse::<u64>().unwrap())
    };
    for ((from, to), p) in got.iter().zip(&wins) {
        assert_eq!(pair(from), *p);
        let q = pair(to);
        assert!(
            wythoff_moves(p).contains(&q) && search.grundy(&q) == 0,
            "{:?} -> {:?}",
            p,
            q
        );
    }
    // Sums: Lasker's Nim, a move may leave two heaps (their XOR must be 0) or nothing.
    let mut search = GameSearch::new(|p: &Vec<u64>| lasker_moves(p));
    let lasker = example("lasker.rs");
    let got = winning_moves(&ok(&[
        &lasker,
        "--upto",
        "20",
        "--observe",
        "20",
        "--moves",
    ]));
    assert_eq!(got.len(), 20);
    for (n, (from, to)) in (1..=20u64).zip(&got) {
        assert_eq!(from, &format!("n = {}", n));
        let mut parts: Vec<u64> = if to == "nothing left" {
            vec![]
        } else {
            to.split(" + ").map(|x| x.parse().unwrap()).collect()
        };
        parts.sort_unstable();
        assert!(lasker_moves(&[n]).contains(&parts), "{} -> {}", n, to);
        let x = parts.iter().fold(0, |x, &h| x ^ search.grundy(&vec![h]));
        assert_eq!(x, 0, "{} -> {}", n, to);
    }
    // Starts of any type: Nim on multisets, the first --upto + 1 starts.
    let file = scratch(
        "nim3.rs",
        "type Pos = Vec<u64>;\nfn moves(p: &Pos) -> Vec<Pos> {\n    let mut out = Vec::new();\n    for i in 0..p.len() {\n        for k in 0..p[i] {\n            let mut q = p.clone();\n            q[i] = k;\n            q.retain(|&x| x > 0);\n            q.sort_unstable();\n            out.push(q);\n        }\n    }\n    out\n}\nfn starts() -> Vec<Pos> {\n    (1..30).map(|a| vec![a, 30 - a].into_iter().filter(|&x| x > 0).collect()).collect()\n}\n",
    );
    let mut search = GameSearch::new(|p: &Vec<u64>| cgt::nim::moves(p));
    let got = winning_moves(&ok(&[&file, "--upto", "9", "--moves"]));
    let shown: Vec<Vec<u64>> = (1..11).map(|a| vec![a, 30 - a]).collect();
    let wins: Vec<&Vec<u64>> = shown.iter().filter(|p| search.grundy(p) != 0).collect();
    assert_eq!(got.len(), wins.len());
    for ((from, to), p) in got.iter().zip(wins) {
        assert_eq!(from, &format!("{:?}", p));
        let q: Vec<u64> = to[1..to.len() - 1]
            .split(", ")
            .filter(|x| !x.is_empty())
            .map(|x| x.parse().unwrap())
            .collect();
        let mut options = cgt::nim::moves(p);
        for o in &mut options {
            o.retain(|&x| x > 0);
            o.sort_unstable();
        }
        assert!(
            options.contains(&q) && search.grundy(&q) == 0,
            "{:?} -> {:?}",
            p,
            q
        );
    }
}

#[test]
fn the_template_runs_and_its_conjecture_holds() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("explore-template");
    std::fs::create_dir_all(&dir).unwrap();
    let _ = std::fs::remove_file(dir.join("mine.rs"));
    let (code, out, err) = explore_in(&dir, &["--new", "mine.rs"]);
    assert_eq!(code, 0, "{}", err);
    assert!(
        out.contains("wrote mine.rs; edit its rules, then run: scripts/explore.sh mine.rs"),
        "{}",
        out
    );
    let (code, _, err) = explore_in(&dir, &["--new", "mine.rs"]);
    assert_eq!(code, 2);
    assert!(err.contains("mine.rs exists already"), "{}", err);
    // Not through a symbolic link either, even one that points nowhere.
    let _ = std::fs::remove_file(dir.join("link.rs"));
    std::os::unix::fs::symlink("nowhere.rs", dir.join("link.rs")).unwrap();
    let (code, _, err) = explore_in(&dir, &["--new", "link.rs"]);
    assert_eq!(code, 2);
    assert!(err.contains("link.rs exists already"), "{}", err);
    assert!(!dir.join("nowhere.rs").exists());
    let (code, out, err) = explore_in(&dir, &["mine.rs", "--upto", "6", "--moves"]);
    assert_eq!(code, 0, "{}", err);
    assert!(
        out.ends_with(
            "Winning moves (each heap n <= 6 with g != 0, to a position of value 0):\n  n = 1 -> \
             0\n  n = 3 -> 2\n  n = 4 -> 0\n  n = 5 -> 2\n  n = 6 -> 2\nConjecture holds at all \
             1001 computed positions (the heaps n = 0..=1000).\n"
        ),
        "{}",
        out
    );
}

/// The coin values of `coins.rs`: coin k (from the right end, k >= 1).
fn coin(k: u64) -> i64 {
    [3, 1, 4, 1, 5, 9, 2, 6][((k - 1) % 8) as usize]
}

/// The moves of `coins.rs` from n coins left: take j = 1..=3 from the left, gain their total.
fn coin_moves(n: u64) -> Vec<(u64, i64)> {
    (1..=n.min(3))
        .map(|j| (n - j, (n - j + 1..=n).map(coin).sum()))
        .collect()
}

/// `coins.rs` by its recurrence, bottom up: v(n) = max over the moves of gain - v(n - j), and 2
/// with no coin left.
fn coins_values(upto: u64) -> Vec<i64> {
    let mut v: Vec<i64> = Vec::new();
    for n in 0..=upto {
        let best = coin_moves(n).iter().map(|&(m, g)| g - v[m as usize]).max();
        v.push(best.unwrap_or(2));
    }
    v
}

#[test]
fn score_rules_print_negamax_values_as_a_plain_recursion_does() {
    // One heap: the README's coins, n = 0..=200, against the recurrence and the library's
    // ScoreSearch.
    let file = example("coins.rs");
    let got = csv_values(&[&file, "--upto", "200"]);
    assert_eq!(got.len(), 201);
    let want = coins_values(200);
    let mut search = cgt::score_search::ScoreSearch::new(|&n: &u64| coin_moves(n), |_| 2);
    for (n, (k, v)) in got.iter().enumerate() {
        assert_eq!(k, &n.to_string());
        assert_eq!(v, &want[n].to_string(), "n = {}", n);
        assert_eq!(search.value(&(n as u64)), want[n], "n = {}", n);
    }
    let out = ok(&[&file, "--upto", "3"]);
    assert!(
        out.starts_with(
            "coins.rs: score v(n) (the player to move's gains minus the opponent's, best play) \
             for n = 0..=3\n0 | 2 1 2 6\n"
        ),
        "{}",
        out
    );
    // A negative saltus: the gain is minus the heap, v(n) = -ceil(n / 2).
    let file = scratch(
        "drift.rs",
        "type Pos = u64;\nfn moves(&n: &Pos) -> Vec<(Pos, i64)> {\n    if n > 0 { vec![(n - 1, -(n as i64))] } else { vec![] }\n}\n",
    );
    let out = ok(&[&file, "--upto", "5"]);
    assert!(
        out.ends_with(
            "0 |  0 -1 -1 -2 -2 -3\nArithmetic-periodic: v(n + 2) = v(n) - 1 for 0 <= n <= 998 \
             (period 2, saltus -1, preperiod 0), observed up to n = 1000, not proved.\nSigns of \
             v(n) for n = 0..=5 (+: the player to move ends ahead, -: behind, 0: a tie): \
             0-----\nTies (v = 0) up to 5 (1): 0\n"
        ),
        "{}",
        out
    );
    // Two heaps, a payoff at every position without moves (a = 0 or b = 0 ends the game): the
    // grid row by row. A move takes 1 or 2 from a heap and gains the other heap's size minus it.
    let file = scratch(
        "scoregrid.rs",
        "type Pos = (u64, u64);\nfn moves(&(a, b): &Pos) -> Vec<(Pos, i64)> {\n    if a == 0 || b == 0 {\n        return vec![];\n    }\n    let mut v = Vec::new();\n    for k in 1..=2 {\n        if k <= a {\n            v.push(((a - k, b), b as i64 - k as i64));\n        }\n        if k <= b {\n            v.push(((a, b - k), a as i64 - k as i64));\n        }\n    }\n    v\n}\nfn payoff(&(a, b): &Pos) -> i64 {\n    a as i64 - 2 * b as i64\n}\n",
    );
    fn grid_value(a: i64, b: i64) -> i64 {
        if a == 0 || b == 0 {
            return a - 2 * b;
        }
        let mut best = i64::MIN;
        for k in 1..=2 {
            if k <= a {
                best = best.max(b - k - grid_value(a - k, b));
            }
            if k <= b {
                best = best.max(a - k - grid_value(a, b - k));
            }
        }
        best
    }
    let got = csv_values(&[&file, "--box", "6,9"]);
    assert_eq!(got.len(), 7 * 10);
    for (i, (k, v)) in got.iter().enumerate() {
        let (a, b) = ((i / 10) as i64, (i % 10) as i64);
        assert_eq!(k, &format!("{},{}", a, b));
        assert_eq!(v, &grid_value(a, b).to_string(), "({}, {})", a, b);
    }
    let out = ok(&[&file, "--box", "2,3", "--p-positions"]);
    let want: Vec<String> = (0..=2)
        .map(|a| {
            let row: Vec<String> = (0..=3)
                .map(|b| format!("{:>2}", grid_value(a, b)))
                .collect();
            format!("  {} | {}", a, row.join(" "))
        })
        .collect();
    assert!(out.contains(&want.join("\n")), "{}\n{:?}", out, want);
    let signs: String = (0..=2)
        .map(|a| {
            let row: String = (0..=3)
                .map(|b| match grid_value(a, b).signum() {
                    1 => '+',
                    -1 => '-',
                    _ => '0',
                })
                .collect();
            row + "\n"
        })
        .collect();
    assert!(out.ends_with(&signs), "{}", out);
}

#[test]
fn score_rules_from_starts_payoffs_and_a_conjecture_refuted_off_the_starts() {
    // A fixed row of 12 coins; position: how many were taken from the left; take 1..=3. Without
    // `payoff` the finished row is worth 0; the conjecture is right at the starts 0 and 5 only.
    const ROW: [i64; 12] = [5, -2, 7, 1, 0, 3, -4, 8, 2, 2, -1, 6];
    fn row_value(t: usize, pay: &dyn Fn(usize) -> i64) -> i64 {
        let best = (1..=3)
            .filter(|&j| t + j <= ROW.len())
            .map(|j| ROW[t..t + j].iter().sum::<i64>() - row_value(t + j, pay))
            .max();
        best.unwrap_or_else(|| pay(t))
    }
    let rules = |starts: &str| {
        format!(
            "type Pos = usize;\nconst ROW: [i64; 12] = [5, -2, 7, 1, 0, 3, -4, 8, 2, 2, -1, 6];\nfn moves(&t: &Pos) -> Vec<(Pos, i64)> {{\n    (1..=3).filter(|&j| t + j <= ROW.len()).map(|j| (t + j, ROW[t..t + j].iter().sum())).collect()\n}}\nfn starts() -> Vec<Pos> {{\n    vec![{}]\n}}\n",
            starts
        )
    };
    let (v0, v1, v5) = (
        row_value(0, &|_| 0),
        row_value(1, &|_| 0),
        row_value(5, &|_| 0),
    );
    let file = scratch(
        "rowconj.rs",
        &format!(
            "{}fn conjecture(&t: &Pos) -> i64 {{\n    match t {{\n        0 => {},\n        5 => {},\n        _ => 1000,\n    }}\n}}\n",
            rules("0, 5"),
            v0,
            v5
        ),
    );
    let (code, out, _) = explore(&[&file]);
    assert_eq!(code, 1, "{}", out);
    assert_eq!(
        out,
        format!(
            "rowconj.rs: score v(p) (the player to move's gains minus the opponent's, best play) \
             for the 2 start positions\n  0: {}\n  5: {}\nTies (v = 0) ({}): {}\nConjecture \
             refuted. First counterexample: 1: conjecture = 1000, but v = {} (11 counterexamples \
             among the 13 computed positions: the start positions and 11 positions reached from \
             them).\n",
            v0,
            v5,
            [v0, v5].iter().filter(|&&v| v == 0).count(),
            if v0 == 0 { "0" } else { "none" },
            v1
        )
    );
    // A payoff: the finished row pays the player to move t / 4 (3 at t = 12, the only position
    // without a move).
    let file = scratch(
        "rowpay.rs",
        &format!(
            "{}fn payoff(&t: &Pos) -> i64 {{\n    t as i64 / 4\n}}\n",
            rules("0, 5, 12")
        ),
    );
    let got = csv_values(&[&file]);
    let want: Vec<(String, String)> = [0, 5, 12]
        .iter()
        .map(|&t| {
            let v = row_value(t, &|t| t as i64 / 4);
            (format!("\"{}\"", t), v.to_string())
        })
        .collect();
    assert_eq!(got, want);
    assert_eq!(want[2].1, "3");
    // A bool conjecture says whether v > 0.
    let file = scratch(
        "coinsahead.rs",
        &(std::fs::read_to_string(example("coins.rs")).unwrap()
            + "fn conjecture(_: &Pos) -> bool {\n    true\n}\n"),
    );
    let (code, out, _) = explore(&[&file, "--upto", "20"]);
    assert_eq!(code, 1);
    let first = coins_values(1000).iter().position(|&v| v <= 0).unwrap();
    assert!(
        out.contains(&format!(
            "Conjecture refuted. First counterexample: n = {}: the conjecture says v > 0, but v \
             <= 0 (",
            first
        )),
        "{}",
        out
    );
}

#[test]
fn score_best_moves_reach_the_value_and_are_the_first_that_do() {
    let out = ok(&[&example("coins.rs"), "--upto", "40", "--moves"]);
    assert!(
        out.contains(
            "\nBest moves (each heap n <= 40 with a move, the first with gain - v(next) = v):\n"
        ),
        "{}",
        out
    );
    let got = winning_moves(&out.replace("Best moves (", "Winning moves ("));
    let v = coins_values(40);
    // Every heap but 0 (no coin left, no move) has one.
    assert_eq!(got.len(), 40);
    for (n, (from, to)) in (1..=40u64).zip(&got) {
        assert_eq!(from, &format!("n = {}", n));
        let (m, gain) = to.split_once(" (gain ").unwrap();
        let m: u64 = m.parse().unwrap();
        let gain: i64 = gain.trim_end_matches(')').parse().unwrap();
        let moves = coin_moves(n);
        let first = moves
            .iter()
            .find(|&&(q, g)| g - v[q as usize] == v[n as usize])
            .unwrap();
        assert_eq!((m, gain), *first, "n = {}", n);
    }
}

#[test]
fn score_rules_stop_at_the_limit_a_loop_or_a_panic_as_grundy_rules_do() {
    let coins = example("coins.rs");
    let (code, out, err) = explore(&[&coins, "--upto", "14", "--max-positions", "10"]);
    assert_eq!(code, 1, "{}", out);
    assert!(
        err.contains("cgt-sg: error: stopped after 10 positions (--max-positions 10)"),
        "{}",
        err
    );
    let v = coins_values(9);
    let row: Vec<String> = v.iter().map(|x| format!("{:>2}", x)).collect();
    assert!(
        out.contains(&format!("\n 0 | {}\n10 |  ?  ?  ?  ?  ?\n", row.join(" "))),
        "{}",
        out
    );
    // A loop: 3 may also move up to 5.
    let file = scratch(
        "scoreloop.rs",
        "type Pos = u64;\nfn moves(&n: &Pos) -> Vec<(Pos, i64)> {\n    let mut v = Vec::new();\n    if n > 0 {\n        v.push((n - 1, 1));\n    }\n    if n == 3 {\n        v.push((5, 0));\n    }\n    v\n}\n",
    );
    let (code, out, err) = explore(&[&file, "--upto", "6"]);
    assert_eq!(code, 1);
    assert!(
        err.contains("cgt-sg: error: the rules loop: a play can repeat a position, so negamax"),
        "{}",
        err
    );
    assert!(err.contains("\n  3 -> 5 -> 4 -> 3\n"), "{}", err);
    assert!(out.contains("\n0 | 0 1 0 ? ? ? ?\n"), "{}", out);
    assert!(
        out.ends_with("(no win/lose/draw table: the moves carry gains)\n"),
        "{}",
        out
    );
    // A panic in the payoff names the position; so does a value that leaves i64.
    let file = scratch(
        "payoffpanics.rs",
        "type Pos = u64;\nfn moves(&n: &Pos) -> Vec<(Pos, i64)> {\n    if n >= 2 { vec![(n - 2, 1)] } else { vec![] }\n}\nfn payoff(&n: &Pos) -> i64 {\n    if n == 1 {\n        panic!(\"no payoff at {}\", n);\n    }\n    5\n}\n",
    );
    let (code, out, err) = explore(&[&file, "--upto", "4"]);
    assert_eq!(code, 1, "{}", err);
    assert!(
        err.contains(&format!(
            "cgt-sg: error: panic while evaluating the payoff at position 1: no payoff at 1 (at \
             {}:7:9)",
            file
        )),
        "{}",
        err
    );
    assert!(out.contains("\n0 | 5 ? ? ? ?\n"), "{}", out);
    let file = scratch(
        "scoreoverflow.rs",
        "type Pos = u64;\nfn moves(&n: &Pos) -> Vec<(Pos, i64)> {\n    match n {\n        0 => vec![],\n        1 => vec![(0, -i64::MAX)],\n        _ => vec![(n - 1, 2)],\n    }\n}\n",
    );
    let (code, _, err) = explore(&[&file, "--upto", "4"]);
    assert_eq!(code, 1, "{}", err);
    assert!(
        err.contains(
            "cgt-sg: error: panic while evaluating position 2: a gain minus a value overflows i64"
        ),
        "{}",
        err
    );
    // Options that do not apply to score games, and a payoff without gains.
    let nogains = scratch(
        "nogains.rs",
        "type Pos = u64;\nfn moves(&n: &Pos) -> Vec<Pos> {\n    (0..n).collect()\n}\nfn payoff(_: &Pos) -> i64 {\n    1\n}\n",
    );
    for (args, msg) in [
        (
            vec![&coins[..], "--misere"],
            "--misere and --outcome are for rules without gains",
        ),
        (
            vec![&coins[..], "--outcome"],
            "--misere and --outcome are for rules without gains",
        ),
        (
            vec![&coins[..], "--png", "x.png"],
            "--png and --svg draw the Grundy values",
        ),
        (vec![&nogains[..]], "fn payoff is for score games"),
    ] {
        let (code, _, err) = explore(&args);
        assert_eq!(code, 2, "{:?}", args);
        assert!(err.contains(msg), "{:?}: {}", args, err);
    }
}

/// The edges of issue 27: a scratch program killed by a signal is named, after the table it had
/// valued; a closed output pipe ends the explorer quietly with 2; a score game's period is found
/// with values far beyond `u32`; a very long position is shortened in text, whole in CSV.
#[test]
fn a_killed_program_a_closed_pipe_huge_scores_and_long_positions() {
    // Each heap reaches every smaller one (g(n) = n); heap 301 aborts the program (SIGABRT), after
    // a pause at 250 so that the values up to there have been flushed.
    let file = scratch(
        "aborts.rs",
        "type Pos = u64;\nfn moves(&n: &Pos) -> Vec<Pos> {\n    if n == 250 {\n        std::thread::sleep(std::time::Duration::from_millis(20));\n    }\n    if n > 300 {\n        std::process::abort();\n    }\n    (0..n).collect()\n}\n",
    );
    let (code, out, err) = explore(&[&file, "--upto", "309", "--width", "10"]);
    assert_eq!(code, 1, "{}", err);
    assert!(
        err.contains("cgt-sg: error: the scratch program was killed by signal 6 (SIGABRT: aborted"),
        "{}",
        err
    );
    assert!(
        err.contains("starts were valued (the table above"),
        "{}",
        err
    );
    assert!(
        out.contains("\n240 | 240 241 242 243 244 245 246 247 248 249\n"),
        "{}",
        out
    );
    // 301..=309 never valued (300 perhaps, if its value went out in time).
    assert!(
        out.contains("   ?   ?   ?   ?   ?   ?   ?   ?   ?\n"),
        "{}",
        out
    );
    assert!(!out.contains("Conjecture"), "{}", out);

    // A closed pipe: the reader is gone before the table is written.
    let lasker = example("lasker.rs");
    let mut child = Command::new(env!("CARGO_BIN_EXE_cgt-sg"))
        .env("CGT_SG_OPT_LEVEL", "0")
        .args(["explore", &lasker, "--upto", "20", "--observe", "3"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(!err.contains("panic"), "{}", err);

    // Scores alternate 0 and 10^12 (above u32): period 2 (the heap's parity decides who takes the
    // prize); and a drift of -3 * 10^12 per move.
    let file = scratch(
        "bigscores.rs",
        "type Pos = u64;\nfn moves(&n: &Pos) -> Vec<(Pos, i64)> {\n    if n == 0 { return vec![]; }\n    vec![(n - 1, if n == 1 { 1_000_000_000_000 } else { 0 })]\n}\n",
    );
    let out = ok(&[&file, "--upto", "3", "--observe", "200"]);
    assert!(
        out.contains(
            "Periodic: v(n + 2) = v(n) for 1 <= n <= 198 (period 2, preperiod 1), observed up \
             to n = 200, not proved."
        ) || out.contains("Periodic: v(n + 2) = v(n) for 0 <= n <= 198"),
        "{}",
        out
    );
    let file = scratch(
        "bigdrift.rs",
        "type Pos = u64;\nfn moves(&n: &Pos) -> Vec<(Pos, i64)> {\n    if n > 0 { vec![(n - 1, -3_000_000_000_000 * n as i64)] } else { vec![] }\n}\n",
    );
    let out = ok(&[&file, "--upto", "3", "--observe", "200"]);
    assert!(
        out.contains(
            "Arithmetic-periodic: v(n + 2) = v(n) - 3000000000000 for 0 <= n <= 198 (period 2, \
             saltus -3000000000000, preperiod 0), observed up to n = 200, not proved."
        ),
        "{}",
        out
    );

    // A start of 100,000 heaps: 300 KB as Rust prints it, shortened in text, whole in CSV.
    let file = scratch(
        "longpos.rs",
        "type Pos = Vec<u8>;\nfn moves(p: &Pos) -> Vec<Pos> {\n    if p.len() == 2 { vec![vec![]] } else { vec![] }\n}\nfn starts() -> Vec<Pos> {\n    vec![vec![1; 100_000], vec![2, 3]]\n}\n",
    );
    let out = ok(&[&file]);
    assert!(out.len() < 2000, "{} bytes", out.len());
    assert!(
        out.contains(&format!(
            "  {} ... (299900 more characters) ... 1, 1, 1, 1, 1, 1, 1]: 0\n  [2, 3]: 1\n",
            &format!("{:?}", vec![1; 100])[..80]
        )),
        "{}",
        out
    );
    let csv = ok(&[&file, "--format", "csv"]);
    assert!(csv.len() > 300_000);
}

/// Runs `--find` on `file` with `args`, appends the printed `fn conjecture` (and its helpers) to
/// a copy of the file, and runs the copy with `check`: the printed lines of both runs.
fn find_then_check(file: &str, args: &[&str], check: &[&str]) -> (String, String) {
    let mut a = vec![file];
    a.extend(args);
    a.push("--find");
    let out = ok(&a);
    let code = &out[out.find("fn conjecture").expect("a conjecture printed")..];
    let name = Path::new(file).file_name().unwrap().to_string_lossy();
    let text = std::fs::read_to_string(file).unwrap() + "\n" + code;
    let copy = scratch(&format!("found-{}", name), &text);
    let mut c = vec![&copy[..]];
    c.extend(check);
    (out, ok(&c))
}

/// The helper functions `--find` prints hold far beyond the tables it searches: each printed
/// as the finder writes it (`conjecture_beatty` was once `(x + isqrt(5 * x * x)) / 2` in `u64`,
/// which wraps from x = 1.9·10^9 in a release build; `conjecture_is_triangular` computed
/// `8 * x + 1` in `u64`), checked at large starts against references in `u128` by the explorer
/// (a rule without moves: every value 0, and the conjecture is 0 where the helpers are right);
/// Ω at numbers whose factors are known.
#[test]
fn printed_helpers_hold_at_large_numbers() {
    let helpers: String = [
        "conjecture_beatty",
        "conjecture_odious",
        "conjecture_is_triangular",
        "conjecture_big_omega",
    ]
    .iter()
    .map(|h| cgt_tools::find::expr::helper(h))
    .collect();
    let t = 3_000_000_000u64 * 3_000_000_001 / 2;
    let starts = [
        0,
        1,
        2,
        3,
        6,
        1_900_000_000,
        2_000_000_001,
        1_000_000_000_007,
        t - 1,
        t,
        t + 1,
        4_000_000_000_000_000_000,
        8_000_000_000_000_000_000,
        12,
        999_983,
        999_966_000_289,
        600_851_475_143,
        1 << 40,
    ];
    let list: Vec<String> = starts.iter().map(|x| x.to_string()).collect();
    let text = format!(
        "type Pos = u64;\n\
         fn moves(_: &Pos) -> Vec<Pos> {{\n    vec![]\n}}\n\
         fn starts() -> Vec<Pos> {{\n    vec![{}]\n}}\n\
         fn conjecture(&n: &Pos) -> u64 {{\n    \
         // floor(n·φ) = y iff y² <= ny + n² < (y + 1)² - n (φ² = φ + 1).\n    \
         let (x, y) = (u128::from(n), u128::from(conjecture_beatty(n)));\n    \
         let beatty = y * y <= x * y + x * x && x * (y + 1) + x * x < (y + 1) * (y + 1);\n    \
         let o = conjecture_odious(n.min(u64::MAX / 2));\n    \
         let odious = o / 2 == n.min(u64::MAX / 2) && o.count_ones() % 2 == 1;\n    \
         let k = u128::from(cgt::isqrt::isqrt_u128(2 * x));\n    \
         let triangular = conjecture_is_triangular(n) == (k * (k + 1) / 2 == x);\n    \
         // Ω at the numbers whose factors are known (999983 is prime; 71·839·1471·6857).\n    \
         let omega = match n {{\n        \
         12 => Some(3),\n        999_983 => Some(1),\n        999_966_000_289 => Some(2),\n        \
         600_851_475_143 => Some(4),\n        1_099_511_627_776 => Some(40),\n        _ => None,\n    }};\n    \
         let omega = omega.map_or(true, |k| conjecture_big_omega(n) == k);\n    \
         u64::from(!(beatty && odious && triangular && omega))\n}}\n{}",
        list.join(", "),
        helpers
    );
    let file = scratch("helpers.rs", &text);
    let out = ok(&[&file]);
    assert!(
        out.contains("Conjecture holds at all 18 computed positions"),
        "{}",
        out
    );
}

/// `--find` prints a `fn conjecture` that compiles when appended to the scratch file and holds on
/// a box several times larger than the one searched: Grundy values of one heap (the README's
/// example), the outcome of two heaps (Wythoff's, with its helper function), a score game's
/// values (a period with a preperiod, as const arrays).
#[test]
fn find_prints_a_conjecture_that_holds_on_a_larger_box() {
    let (found, checked) = find_then_check(
        &example("takehalf.rs"),
        &["--upto", "9", "--observe", "250"],
        &["--upto", "9", "--observe", "2000"],
    );
    assert!(found.contains("Formula search: g(n) = `n / (2u64 << u64::from(n.trailing_ones()))` at all 251 computed heaps n = 0..=250 (observed, not proved)."), "{}", found);
    assert!(
        checked.contains("Conjecture holds at all 2001 computed positions"),
        "{}",
        checked
    );
    let (found, checked) = find_then_check(
        &example("wythoff.rs"),
        &["--box", "20,20", "--outcome"],
        &["--box", "60,60", "--outcome"],
    );
    assert!(found.contains("fn conjecture_beatty"), "{}", found);
    assert!(
        checked.contains("Conjecture holds at all 3721 computed positions"),
        "{}",
        checked
    );
    let (found, checked) = find_then_check(
        &example("coins.rs"),
        &["--upto", "9", "--observe", "200"],
        &["--upto", "9", "--observe", "1000"],
    );
    assert!(found.contains("a table of period 16"), "{}", found);
    assert!(
        checked.contains("Conjecture holds at all 1001 computed positions"),
        "{}",
        checked
    );
    // A file with a conjecture of its own is told to replace it.
    // A file with a conjecture of its own (refuted: exit status 1) is told to replace it.
    let (code, out, _) = explore(&[
        &example("conjecture.rs"),
        "--upto",
        "9",
        "--observe",
        "200",
        "--find",
        "--find-seconds",
        "1",
    ]);
    assert_eq!(code, 1);
    assert!(
        out.contains("conjecture.rs defines fn conjecture already: replace it"),
        "{}",
        out
    );
    // Starts that are not integers are skipped with the reason.
    let file = scratch(
        "words.rs",
        "type Pos = String;\nfn moves(p: &Pos) -> Vec<Pos> { if p.is_empty() { vec![] } else { vec![p[1..].to_string()] } }\nfn starts() -> Vec<Pos> { vec![\"ab\".to_string(), \"abc\".to_string()] }\n",
    );
    let out = ok(&[&file, "--find"]);
    assert!(
        out.contains("Formula search skipped: the start positions are not integers"),
        "{}",
        out
    );
}

/// `--find` on rules that are a finite octal game over the whole table: the period the explorer
/// proved makes the formula proved under the same condition, whether it is the period's table or
/// an expression that reads `n` only as `n % q` with `q` dividing the period; a function of
/// `n % 7` through an unusual operation is printed as the period's table.
#[test]
fn find_states_the_explorers_proof_with_its_condition() {
    let rules = |name: &str, set: &str| {
        scratch(
            name,
            &format!(
                "type Pos = u64;\nfn moves(p: &Pos) -> Vec<Pos> {{ [{}].iter().filter(|&&s| s <= *p).map(|&s| *p - s).collect() }}\n",
                set
            ),
        )
    };
    let out = ok(&[&rules("sub134.rs", "1, 3, 4"), "--outcome", "--find"]);
    assert!(
        out.contains(
            "Formula search: wins(n) = a table of period 7 (false true false true true true true) \
             at all 1001 computed heaps n = 0..=1000 (proved for the subtraction game S = {1, 3, \
             4}, if the rules are that game at every n: its period divides the one proved"
        ),
        "{}",
        out
    );
    assert!(!out.contains("zeckendorf"), "{}", out);
    let out = ok(&[&rules("sub123.rs", "1, 2, 3"), "--find"]);
    assert!(
        out.contains(
            "Formula search: g(n) = `n % 4` at all 1001 computed heaps n = 0..=1000 (proved for \
             the subtraction game S = {1, 2, 3}, if the rules are that game at every n"
        ),
        "{}",
        out
    );
    // The same values from rules that are no octal game (at 6 also a move to 1): observed only.
    let file = scratch(
        "sub123n.rs",
        "type Pos = u64;\nfn moves(p: &Pos) -> Vec<Pos> { (1..=3).filter(|&s| s <= *p).map(|s| *p - s).chain((*p == 6).then_some(1)).collect() }\n",
    );
    let out = ok(&[&file, "--find"]);
    assert!(
        out.contains(
            "g(n) = `n % 4` at all 1001 computed heaps n = 0..=1000 (observed, not proved)."
        ),
        "{}",
        out
    );
}

/// `--names` names the parameters in the table's headers too, not only in the formula.
#[test]
fn names_name_the_table_too() {
    let out = ok(&[
        &example("wythoff.rs"),
        "--box",
        "4,6",
        "--p-positions",
        "--find",
        "--find-seconds",
        "1",
        "--names",
        "x,y",
    ]);
    assert!(
        out.contains("wythoff.rs: g(x, y) for 0 <= x <= 4, 0 <= y <= 6 (row x, column y)\nx\\y |"),
        "{}",
        out
    );
    assert!(out.contains("unknown; row x, column y):"), "{}", out);
    let out = ok(&[
        &example("lasker.rs"),
        "--upto",
        "9",
        "--find",
        "--find-seconds",
        "1",
        "--names",
        "m",
    ]);
    assert!(out.contains("lasker.rs: g(m) for m = 0..=9\n"), "{}", out);
}

/// `--check starts` checks a conjecture at the starts alone (one that holds only there is not
/// refuted, one wrong at a start is); `--upto` caps the printed corner of a `--box`, and the
/// moves printed with it, while the analysis covers the whole box.
#[test]
fn check_starts_only_and_upto_caps_a_box() {
    // Right at the starts 30 and 60 (g = 0), wrong at every heap they reach but 0.
    let file = scratch(
        "startsonly.rs",
        "type Pos = u64;\nfn moves(&n: &Pos) -> Vec<Pos> {\n    (1..=2).filter(|&k| k <= n).map(|k| n - k).collect()\n}\nfn starts() -> Vec<Pos> {\n    vec![30, 60, 61]\n}\nfn conjecture(&n: &Pos) -> u64 {\n    if n % 30 == 0 { 0 } else { 1 }\n}\n",
    );
    let (code, out, _) = explore(&[&file]);
    assert_eq!(code, 1, "{}", out);
    let out = ok(&[&file, "--check", "starts"]);
    assert!(
        out.ends_with(
            "Conjecture holds at all 3 starts (the start positions; --check starts: not at the \
             positions reached from them).\n"
        ),
        "{}",
        out
    );
    let wrong = scratch(
        "startswrong.rs",
        "type Pos = u64;\nfn moves(&n: &Pos) -> Vec<Pos> {\n    (1..=2).filter(|&k| k <= n).map(|k| n - k).collect()\n}\nfn starts() -> Vec<Pos> {\n    vec![30, 62]\n}\nfn conjecture(&n: &Pos) -> u64 {\n    n % 2\n}\n",
    );
    let (code, out, _) = explore(&[&wrong, "--check", "starts"]);
    assert_eq!(code, 1, "{}", out);
    assert!(
        out.contains(
            "Conjecture refuted. First counterexample: 62: conjecture = 0, but g = 2 (1 \
             counterexample among the 2 checked starts: the start positions; --check starts: not \
             at the positions reached from them)."
        ),
        "{}",
        out
    );
    let (code, _, err) = explore(&[&wrong, "--check", "some"]);
    assert_eq!(code, 2);
    assert!(err.contains("--check must be starts or all"), "{}", err);
    // A box of 0..=40 x 0..=60 printed up to 3 x 3, with the moves from the corner only.
    let wythoff = example("wythoff.rs");
    let out = ok(&[&wythoff, "--box", "40,60", "--upto", "3", "--moves"]);
    assert!(
        out.starts_with(
            "wythoff.rs: g(a, b) for 0 <= a <= 3, 0 <= b <= 3 (row a, column b) (the corner of \
             the box 0..=40 x 0..=60; --upto 3 caps the table, the rest covers the whole box)\n\
             a\\b | 0 1 2 3\n----+--------\n  0 | 0 1 2 3\n"
        ),
        "{}",
        out
    );
    assert!(
        out.contains("P-positions (g = 0) in the box (39):"),
        "{}",
        out
    );
    assert!(
        out.contains("These are exactly Wythoff's P-positions"),
        "{}",
        out
    );
    let moves = winning_moves(&out);
    assert_eq!(moves.len(), 16 - 3, "{:?}", moves);
}
