//! Runs the `cgt-sg` explorer binary (debug build, built by cargo before the integration tests)
//! and checks its output: table layout, csv and json shape, the period reports for Kayles,
//! Dawson's Kayles and Lasker's Nim, P-positions, the README's transcripts, and the rejection of
//! malformed input (exit status 2). Printed values are compared with an exhaustive search of the
//! rules (`GameSearch` over multisets of heaps).

use cgt::game_search::GameSearch;
use std::process::Command;

mod transcripts;

/// Runs `cgt-sg` with `args`: (exit success, stdout, stderr).
fn sg(args: &[&str]) -> (bool, String, String) {
    let (code, out, err) = sg_status(args);
    (code == 0, out, err)
}

/// Runs `cgt-sg` with `args`: (exit status, stdout, stderr).
fn sg_status(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_cgt-sg"))
        .args(args)
        .output()
        .expect("cannot start cgt-sg");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn ok(args: &[&str]) -> String {
    let (success, out, err) = sg(args);
    assert!(success, "cgt-sg {:?} failed: {}", args, err);
    out
}

/// The `grundy` column of `--format csv`.
fn csv_values(args: &[&str]) -> Vec<u32> {
    let mut a = args.to_vec();
    a.extend(["--format", "csv"]);
    let out = ok(&a);
    let mut lines = out.lines();
    assert_eq!(lines.next(), Some("n,grundy"));
    lines
        .enumerate()
        .map(|(i, l)| {
            let (n, v) = l.split_once(',').expect("two columns");
            assert_eq!(n.parse::<usize>().unwrap(), i);
            v.parse().unwrap()
        })
        .collect()
}

/// Moves of a take-and-break game on a sorted multiset of non-empty heaps: `rule(h)` lists the
/// heap lists one heap `h` may become.
fn moves_of(p: &[usize], rule: &dyn Fn(usize) -> Vec<Vec<usize>>) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    for i in 0..p.len() {
        let mut rest = p.to_vec();
        rest.remove(i);
        for r in rule(p[i]) {
            let mut q = rest.clone();
            q.extend(r);
            q.sort_unstable();
            out.push(q);
        }
    }
    out
}

/// Whether amount `s` may be removed from a heap of `h` (subtraction families).
type Allowed = dyn Fn(usize, usize) -> bool;

/// Single-heap Grundy values 0..=n by exhaustive search.
fn searched(n: usize, rule: impl Fn(usize) -> Vec<Vec<usize>> + 'static) -> Vec<u32> {
    let mut s = GameSearch::new(move |p: &Vec<usize>| moves_of(p, &rule));
    (0..=n)
        .map(|h| s.grundy(&if h == 0 { vec![] } else { vec![h] }))
        .collect()
}

/// The rules of an octal code written from its digits (the digit before the point is `d[0]`).
fn octal_rule(d: Vec<u8>) -> impl Fn(usize) -> Vec<Vec<usize>> {
    move |h| {
        let mut out = Vec::new();
        for (k, &dk) in d.iter().enumerate() {
            if k > h {
                break;
            }
            if dk & 1 != 0 && k >= 1 && h == k {
                out.push(vec![]);
            }
            if dk & 2 != 0 && k >= 1 && h > k {
                out.push(vec![h - k]);
            }
            if dk & 4 != 0 && h >= k + 2 {
                for a in 1..h - k {
                    out.push(vec![a, h - k - a]);
                }
            }
        }
        out
    }
}

#[test]
fn printed_values_match_exhaustive_search() {
    for (code, digits) in [
        ("0.77", vec![0, 7, 7]),
        ("0.07", vec![0, 0, 7]),
        ("0.137", vec![0, 1, 3, 7]),
        ("4.07", vec![4, 0, 7]),
        ("0.56", vec![0, 5, 6]),
        ("0.127", vec![0, 1, 2, 7]),
    ] {
        // A small --limit: 0.56 and 0.127 need long tables for their proofs (see below).
        let got = csv_values(&["octal", code, "--upto", "22", "--limit", "300"]);
        assert_eq!(got, searched(22, octal_rule(digits)), "octal {}", code);
    }
    for set in [vec![1, 3, 4], vec![2, 5, 6], vec![3]] {
        let arg: Vec<String> = set.iter().map(|s| s.to_string()).collect();
        let got = csv_values(&["sub", &arg.join(","), "--upto", "30"]);
        let want = searched(30, move |h| {
            set.iter()
                .filter(|&&s| s <= h)
                .map(|&s| if s == h { vec![] } else { vec![h - s] })
                .collect()
        });
        assert_eq!(got, want, "sub {:?}", arg);
    }
    let got = csv_values(&["split", "--upto", "16"]);
    let want = searched(16, |h| {
        let mut out: Vec<Vec<usize>> = (0..h)
            .map(|y| if y == 0 { vec![] } else { vec![y] })
            .collect();
        out.extend((1..=h / 2).map(|a| vec![a, h - a]));
        out
    });
    assert_eq!(got, want, "split");
    // The subtraction families: the amounts allowed from a heap of h.
    let is_prime = |x: usize| x >= 2 && (2..x).all(|d| x % d != 0);
    let is_prime_power = move |x: usize| {
        (2..=x).any(|p| {
            is_prime(p) && {
                let mut y = x;
                while y % p == 0 {
                    y /= p;
                }
                y == 1
            }
        })
    };
    let families: [(&str, Box<Allowed>); 4] = [
        ("pow2", Box::new(|s: usize, _| s.is_power_of_two())),
        ("primes1", Box::new(move |s, _| s == 1 || is_prime(s))),
        (
            "primepowers",
            Box::new(move |s, _| s == 1 || is_prime_power(s)),
        ),
        ("divisors", Box::new(|s, h| h % s == 0)),
    ];
    for (name, allowed) in families {
        let got = csv_values(&[name, "--upto", "40"]);
        let want = searched(40, move |h| {
            (1..=h)
                .filter(|&s| allowed(s, h))
                .map(|s| if s == h { vec![] } else { vec![h - s] })
                .collect()
        });
        assert_eq!(got, want, "{}", name);
    }
}

#[test]
fn table_layout() {
    let out = ok(&["sub", "1,3,4", "--upto", "20", "--width", "7"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[0],
        "subtraction game S = {1, 3, 4}: g(n) for n = 0..=20"
    );
    assert_eq!(lines[1], " 0 | 0 1 0 1 2 3 2");
    assert_eq!(lines[2], " 7 | 0 1 0 1 2 3 2");
    assert_eq!(lines[3], "14 | 0 1 0 1 2 3 2");
    assert!(lines[4].contains("always periodic"), "{}", out);
    assert!(
        lines[5].starts_with("Periodic: period 7, preperiod 0 (no exception)"),
        "{}",
        out
    );
    assert!(
        lines[6].starts_with("Proved by the criterion for games without splits"),
        "{}",
        out
    );
    // Default: 101 values in rows of 10, values right-aligned to the widest.
    let out = ok(&["octal", "0.77"]);
    let rows: Vec<&str> = out
        .lines()
        .skip(1)
        .take_while(|l| l.contains(" | "))
        .collect();
    assert_eq!(rows.len(), 11);
    assert_eq!(rows[0], "  0 | 0 1 2 3 1 4 3 2 1 4");
    assert_eq!(rows[10], "100 | 1");
}

#[test]
fn csv_and_json_shapes() {
    let out = ok(&["octal", "0.07", "--upto", "12", "--format", "csv"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 14);
    assert_eq!(&lines[..4], &["n,grundy", "0,0", "1,0", "2,1"]);
    let out = ok(&[
        "octal",
        "0.07",
        "--upto",
        "10",
        "--format",
        "json",
        "--p-positions",
    ]);
    assert_eq!(out.lines().count(), 1);
    let want = "{\"game\":\"octal game 0.07\",\"upto\":10,\"grundy\":[0,0,1,1,2,0,3,1,1,0,3],\
                \"pattern\":{\"kind\":\"periodic\",\"proved\":true,\"period\":34,\"preperiod\":53,\
                \"last_exception\":52,\"computed_upto\":1024},\"p_positions\":[0,1,5,9]}\n";
    assert_eq!(out, want);
    let out = ok(&[
        "sub",
        "1,3,4",
        "--upto",
        "20",
        "--format",
        "csv",
        "--p-positions",
    ]);
    assert_eq!(out, "n\n0\n2\n7\n9\n14\n16\n");
}

#[test]
fn no_progress_bar_when_stderr_is_not_a_terminal() {
    // Here stderr is a pipe: the progress bar must stay silent, even on a search over 20,000
    // values (--limit keeps the debug build fast).
    let (success, _, err) = sg(&["octal", "0.127", "--upto", "3", "--limit", "20000"]);
    assert!(success);
    assert_eq!(err, "");
}

#[test]
fn period_reports_for_kayles_and_dawsons_kayles() {
    let out = ok(&["octal", "0.77"]);
    assert!(
        out.contains("Periodic: period 12, preperiod 71 (last exception at n = 70)"),
        "{}",
        out
    );
    assert!(
        out.contains("Proved by the Guy-Smith criterion (largest removal t = 2) from the values"),
        "{}",
        out
    );
    let out = ok(&["octal", "0.07"]);
    assert!(
        out.contains("Periodic: period 34, preperiod 53 (last exception at n = 52)"),
        "{}",
        out
    );
    // --find on the table the period was proved on: its period table is proved too.
    let out = ok(&["octal", "0.07", "--find"]);
    assert!(
        out.contains(
            "at all 1025 computed heaps n = 0..=1024 (proved: its period divides the one proved"
        ),
        "{}",
        out
    );
    // So is an expression that reads n only as n % q, q dividing the period proved.
    let out = ok(&["sub", "1,2,3", "--find"]);
    assert!(
        out.contains("g(n) = `n % 4` at all 1025 computed heaps n = 0..=1024 (proved: its period divides the one proved"),
        "{}",
        out
    );
    // Not proved within the limit: the message says how far it computed.
    let out = ok(&["octal", "0.6", "--limit", "2000", "--upto", "5"]);
    assert!(out.contains("no period found up to 2000"), "{}", out);
}

#[test]
fn lasker_arithmetic_periodicity() {
    let out = ok(&["split", "--upto", "9"]);
    assert!(out.contains("\n0 | 0 1 2 4 3 5 6 8 7 9\n"), "{}", out);
    assert!(
        out.contains("Arithmetic-periodic: g(n + 4) = g(n) + 4 for 1 <= n <= 996"),
        "{}",
        out
    );
    assert!(
        out.contains("observed up to n = 1000, not proved"),
        "{}",
        out
    );
    let out = ok(&["split", "--format", "json", "--upto", "3"]);
    assert!(out.contains(
        "\"pattern\":{\"kind\":\"arithmetic\",\"proved\":false,\"period\":4,\"saltus\":4,\
         \"preperiod\":1,\"observed_upto\":1000}"
    ));
}

#[test]
fn subtraction_families_patterns() {
    for (name, period) in [("pow2", 3), ("primes1", 4), ("primepowers", 6)] {
        let out = ok(&[name, "--upto", "10"]);
        let want = format!(
            "Periodic: g(n + {}) = g(n) for 0 <= n <= {} (period {}, preperiod 0), observed up to \
             n = 1000, not proved.",
            period,
            1000 - period,
            period
        );
        assert!(out.contains(&want), "{}: {}", name, out);
    }
    let out = ok(&["divisors", "--upto", "10"]);
    assert!(out.contains("no period found up to 1000"), "{}", out);
    let (success, _, err) = sg(&["primes1", "--upto", "30000"]);
    assert!(
        !success && err.contains("--upto is at most 20000"),
        "{}",
        err
    );
}

#[test]
fn p_positions() {
    let out = ok(&["sub", "1,3,4", "--upto", "20", "--p-positions"]);
    assert!(
        out.contains("P-positions (g = 0) up to 20 (6): 0 2 7 9 14 16\n"),
        "{}",
        out
    );
    assert!(
        out.contains("For n >= 0: n is a P-position iff n mod 7 is in {0, 2}."),
        "{}",
        out
    );
    let out = ok(&["octal", "0.77", "--upto", "30", "--p-positions"]);
    assert!(
        out.contains("P-positions (g = 0) up to 30 (1): 0\n"),
        "{}",
        out
    );
    assert!(out.contains("For n >= 71: no P-positions."), "{}", out);
}

#[test]
fn malformed_input_is_rejected() {
    for (args, msg) in [
        (&["octal", "0.78"][..], "not an octal digit"),
        (&["octal", "1.07"], "must be 0 or 4"),
        (&["octal", "077"], "missing '.'"),
        (&["octal", "0."], "no digit after"),
        (&["octal"], "needs a code"),
        (&["sub", "1,,3"], "is not a number"),
        (&["sub", "0,2"], "out of range"),
        (&["sub", "x"], "is not a number"),
        (&["sub", "-1"], "is not a number"),
        (&["sub"], "needs a set"),
        (&["chess"], "unknown game"),
        (&[], "no game given"),
        (&["split", "--upto", "ten"], "not a non-negative integer"),
        (&["split", "--width", "0"], "--width must be at least 1"),
        (&["split", "--format", "xml"], "--format must be"),
        (&["split", "--fast"], "unknown option"),
        (&["split", "split"], "unexpected argument"),
    ] {
        let (code, out, err) = sg_status(args);
        assert_eq!(
            code, 2,
            "cgt-sg {:?}: the exit status the README promises",
            args
        );
        assert!(out.is_empty(), "cgt-sg {:?} printed {}", args, out);
        assert!(
            err.contains("cgt-sg: error:") && err.contains(msg),
            "cgt-sg {:?}: {}",
            args,
            err
        );
    }
}

/// The README's `$ cgt-sg ...` transcripts (section "Grundy explorer"), each run and compared
/// line by line (`| tail -N`: the last N lines). Those whose proof is long (`octal 0.560`) run
/// only in the ignored release test below. Returns how many ran.
fn readme_transcripts(long: bool) -> usize {
    let all = transcripts::transcripts("## Grundy explorer (`cgt-sg`)", "### ", "cgt-sg");
    let mut checked = 0;
    for t in all.iter().filter(|t| t.command.contains("0.560") == long) {
        let args: Vec<&str> = t.args.iter().map(|a| &a[..]).collect();
        assert_eq!(t.shown(&ok(&args)), t.want, "README: cgt-sg {}", t.command);
        checked += 1;
    }
    checked
}

#[test]
fn readme_transcripts_are_true() {
    assert_eq!(readme_transcripts(false), 4);
}

/// The two long proofs and the README's transcript of one; run with
/// `cargo test --release --test sg_cli -- --ignored`.
#[test]
#[ignore]
fn long_proofs_in_release() {
    assert_eq!(readme_transcripts(true), 1);
    let out = ok(&["octal", "0.127", "--upto", "5"]);
    assert!(
        out.contains("period 4, preperiod 46578 (last exception at n = 46577)"),
        "{}",
        out
    );
    let out = ok(&["octal", "0.560", "--upto", "5"]);
    assert!(
        out.contains("period 144, preperiod 326640 (last exception at n = 326639)"),
        "{}",
        out
    );
}

/// `--find` on a built-in family: the formula search over the table the pattern was observed on
/// (g(0..=1000) at least), printed as a `fn conjecture`; a proved period becomes its table.
#[test]
fn find_on_a_family_table() {
    let out = ok(&["pow2", "--upto", "5", "--find"]);
    assert!(
        out.contains(
            "Formula search: g(n) = `n % 3` at all 1001 computed heaps n = 0..=1000 (observed, \
             not proved).\n"
        ),
        "{}",
        out
    );
    assert!(
        out.ends_with("fn conjecture(&n: &Pos) -> u64 {\n    n % 3\n}\n"),
        "{}",
        out
    );
    let out = ok(&["sub", "1,3,4", "--upto", "5", "--find"]);
    assert!(
        out.contains(
            "const PERIOD: [u64; 7] = [0, 1, 0, 1, 2, 3, 2];\n    PERIOD[(n % 7) as usize]"
        ),
        "{}",
        out
    );
    let (code, _, err) = sg_status(&["pow2", "--find", "--format", "csv"]);
    assert_eq!(code, 2, "{}", err);
    assert!(err.contains("--find prints text"), "{}", err);
}
