//! The formula search of `cgt-sg explore --find` (tools/src/bin/sg/find.rs, the tools' library
//! `cgt_tools::find`: it is pure code) on public games with known closed forms. Each test computes the
//! game's table from its rules by a plain memoised search written here, lets the finder search a
//! formula on it, and checks the formula found against the same search on a range several times
//! larger than the one searched (so a formula that only fits the table fails). The formulas the
//! finder is expected to print are asserted too where they are unique enough to pin down.

use cgt_tools::find;
use find::{Formula, Kind, Limits, Report, Shape, Table};
use std::collections::HashMap;

fn limits() -> Limits {
    Limits {
        seconds: 20.0,
        max_size: 9,
    }
}

/// [`limits`] with a size limit of 7: the two split tests print the same formulas as with 9, in
/// 2.6 and 2.3 s instead of 5.8 and 3.8 (a step at 9 ran out of its share of the time).
fn seven() -> Limits {
    Limits {
        max_size: 7,
        ..limits()
    }
}

/// Grundy values by mex over the options' values.
fn mex(set: impl IntoIterator<Item = u64>) -> u64 {
    let mut seen: Vec<u64> = set.into_iter().collect();
    seen.sort_unstable();
    seen.dedup();
    seen.iter()
        .enumerate()
        .find(|&(i, &v)| i as u64 != v)
        .map_or(seen.len() as u64, |(i, _)| i as u64)
}

/// g(0..=n) of a one-heap game whose moves from `n` are the heaps (or sums of heaps) `moves(n)`.
fn one_heap(n: u64, moves: impl Fn(u64) -> Vec<Vec<u64>>) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::new();
    for h in 0..=n {
        let opts = moves(h)
            .into_iter()
            .map(|parts| parts.iter().fold(0, |x, &p| x ^ g[p as usize]));
        g.push(mex(opts));
    }
    g
}

fn heap_table(values: &[u64]) -> Table {
    Table {
        shape: Shape::Heap,
        points: (0..values.len() as i64).map(|n| vec![n]).collect(),
        values: values.iter().map(|&v| v as i64).collect(),
    }
}

fn run(t: &Table, kind: Kind) -> Report {
    run_with(t, kind, &limits())
}

fn run_with(t: &Table, kind: Kind, limits: &Limits) -> Report {
    let r = find::find(t, kind, limits, &mut |line| eprintln!("{}", line));
    for l in &r.lines {
        eprintln!("{}", l);
    }
    if let Some(c) = &r.code {
        eprintln!("{}", c);
    }
    r
}

/// The formula of the report, checked at `points` against `truth`.
fn holds(
    r: &Report,
    points: impl IntoIterator<Item = Vec<i64>>,
    mut truth: impl FnMut(&[i64]) -> i64,
) {
    let f = &r.formula.as_ref().expect("a formula");
    let mut count = 0;
    for p in points {
        assert_eq!(
            f.eval(r.mode, &p),
            Some(truth(&p)),
            "the formula {:?} at {:?}",
            f,
            p
        );
        count += 1;
    }
    assert!(count > 0);
}

fn code(r: &Report) -> String {
    r.code.clone().expect("code")
}

fn heaps(n: i64) -> impl Iterator<Item = Vec<i64>> {
    (0..=n).map(|x| vec![x])
}

#[test]
fn nim_one_heap_is_n() {
    let g = one_heap(200, |n| (0..n).map(|k| vec![k]).collect());
    let r = run(&heap_table(&g), Kind::Grundy);
    assert_eq!(code(&r), "fn conjecture(&n: &Pos) -> u64 {\n    n\n}\n");
}

#[test]
fn subtraction_one_to_three_is_n_mod_4() {
    let moves = |n: u64| (1..=3.min(n)).map(|k| vec![n - k]).collect();
    let g = one_heap(300, moves);
    let r = run(&heap_table(&g), Kind::Grundy);
    assert_eq!(code(&r), "fn conjecture(&n: &Pos) -> u64 {\n    n % 4\n}\n");
    let big = one_heap(3000, moves);
    holds(&r, heaps(3000), |p| big[p[0] as usize] as i64);
}

#[test]
fn lasker_nim_arithmetic_period() {
    let moves = |n: u64| {
        let mut v: Vec<Vec<u64>> = (0..n).map(|k| vec![k]).collect();
        v.extend((1..=n / 2).map(|a| vec![a, n - a]));
        v
    };
    let g = one_heap(200, moves);
    let r = run(&heap_table(&g), Kind::Grundy);
    let big = one_heap(1000, moves);
    holds(&r, heaps(1000), |p| big[p[0] as usize] as i64);
}

#[test]
fn kayles_period_12_from_71() {
    // Octal 0.77: remove 1 or 2 adjacent pins, from the end or the middle.
    let moves = |n: u64| {
        let mut v = Vec::new();
        for take in 1..=2u64.min(n) {
            for left in 0..=(n - take) {
                v.push(vec![left, n - take - left]);
            }
        }
        v
    };
    let g = one_heap(300, moves);
    let r = run(&heap_table(&g), Kind::Grundy);
    let big = one_heap(1500, moves);
    holds(&r, heaps(1500), |p| big[p[0] as usize] as i64);
    assert!(matches!(
        *r.formula.as_ref().unwrap(),
        Formula::Periodic(0, ref p) if p.period() == 12 && p.preperiod() == 71
    ));
}

#[test]
fn ruler_is_the_lowest_set_bit() {
    // Ruler: turn over any run of consecutive coins ending at coin n (heads to tails there);
    // g(n) = mex over k of g(n-1) ^ ... ^ g(n-k+1). Coin 0 is no coin.
    let mut g = vec![0u64];
    for n in 1..=2000u64 {
        let mut acc = 0;
        let mut opts = vec![0];
        for m in (1..n).rev() {
            acc ^= g[m as usize];
            opts.push(acc);
        }
        g.push(mex(opts));
    }
    let small: Vec<u64> = g[..=256].to_vec();
    let r = run(&heap_table(&small), Kind::Grundy);
    holds(&r, heaps(2000), |p| g[p[0] as usize] as i64);
}

#[test]
fn fibonacci_nim_loses_iff_fibonacci() {
    // Pile n; the first move takes 1..n-1, then at most twice the last take.
    let n_max = 400usize;
    let mut win = vec![vec![false; n_max + 1]; n_max + 1];
    for n in 0..=n_max {
        for k in 1..=n_max {
            win[n][k] = (1..=k.min(n)).any(|t| !win[n - t][(2 * t).min(n_max)]);
        }
    }
    let first = |n: usize| n >= 2 && win[n][n - 1];
    let t = Table {
        shape: Shape::Heap,
        points: (0..=120).map(|n| vec![n]).collect(),
        values: (0..=120).map(|n| i64::from(first(n as usize))).collect(),
    };
    let r = run(&t, Kind::Outcome);
    holds(&r, heaps(n_max as i64), |p| i64::from(first(p[0] as usize)));
}

#[test]
fn two_heap_nim_is_xor() {
    let t = Table {
        shape: Shape::TwoHeaps,
        points: (0..=20)
            .flat_map(|a| (0..=20).map(move |b| vec![a, b]))
            .collect(),
        values: (0..=20)
            .flat_map(|a: i64| (0..=20).map(move |b| a ^ b))
            .collect(),
    };
    let r = run(&t, Kind::Grundy);
    assert_eq!(
        code(&r),
        "fn conjecture(&(a, b): &Pos) -> u64 {\n    a ^ b\n}\n"
    );
}

#[test]
fn wythoff_outcome() {
    let mut memo: HashMap<(i64, i64), bool> = HashMap::new();
    fn wins(a: i64, b: i64, memo: &mut HashMap<(i64, i64), bool>) -> bool {
        if let Some(&w) = memo.get(&(a, b)) {
            return w;
        }
        let w = (0..a).any(|x| !wins(x, b, memo))
            || (0..b).any(|y| !wins(a, y, memo))
            || (1..=a.min(b)).any(|k| !wins(a - k, b - k, memo));
        memo.insert((a, b), w);
        w
    }
    // The outcomes of the box 0..=m x 0..=m.
    let mut table = |m: i64| {
        let points: Vec<Vec<i64>> = (0..=m)
            .flat_map(|a| (0..=m).map(move |b| vec![a, b]))
            .collect();
        let values = points
            .iter()
            .map(|p| i64::from(wins(p[0], p[1], &mut memo)))
            .collect();
        Table {
            shape: Shape::TwoHeaps,
            points,
            values,
        }
    };
    let r = run(&table(30), Kind::Outcome);
    let big = (0..=100).flat_map(|a| (0..=100).map(move |b| vec![a, b]));
    holds(&r, big, |p| {
        i64::from(!cgt::wythoff::is_p_position(p[0] as u64, p[1] as u64))
    });
    let small_args = "The formula reads floor(x·φ) only at arguments up to";
    assert!(
        !r.lines.iter().any(|l| l.contains(small_args)),
        "{:?}",
        r.lines
    );
    // On a box of 8 x 8 the same formula reads floor(x·φ) only up to 7: the report says so.
    let r = run(&table(7), Kind::Outcome);
    assert!(
        r.lines
            .iter()
            .any(|l| l.starts_with(&format!("{} 7 on this table", small_args))),
        "{:?}",
        r.lines
    );
}

/// Take 1..=k tokens from one heap, k the other heap's size: the player to move wins iff neither
/// heap is empty. Of the two comparisons of 3 nodes that fit, the one with a constant is printed
/// (before, `a.abs_diff(b) < a.max(b)`, enumerated first).
#[test]
fn a_comparison_with_a_constant_comes_first() {
    let moves = |p: &[i64]| {
        let k = p[0].min(p[1]);
        let mut out: Vec<Vec<i64>> = (1..=k).map(|t| vec![p[0] - t, p[1]]).collect();
        out.extend((1..=k).map(|t| vec![p[0], p[1] - t]));
        out
    };
    let t = outcome_table(Shape::TwoHeaps, boxes(2, 20), &moves, false);
    let r = run_with(
        &t,
        Kind::Outcome,
        &Limits {
            seconds: 20.0,
            max_size: 3,
        },
    );
    assert_eq!(
        code(&r),
        "fn conjecture(&(a, b): &Pos) -> bool {\n    a.min(b) != 0\n}\n"
    );
    let mut memo = HashMap::new();
    holds(&r, boxes(2, 40), |p| {
        i64::from(wins_vec(p, &moves, false, &mut memo))
    });
}

/// AtCoder ABC 368 F: replace `n` by a divisor of `n` other than `n`. The Grundy value is Ω(n),
/// the number of prime factors counted with multiplicity (a move drops some of them).
#[test]
fn the_dividing_game_is_the_number_of_prime_factors() {
    let moves = |n: u64| (1..n).filter(|d| n % d == 0).map(|d| vec![d]).collect();
    let g = one_heap(300, moves);
    let r = run(&heap_table(&g), Kind::Grundy);
    assert!(code(&r).contains("conjecture_big_omega(n"), "{}", code(&r));
    let big = one_heap(3000, moves);
    holds(&r, heaps(3000), |p| big[p[0] as usize] as i64);
}

/// Codeforces 1194D "1-2-K Game": subtract 1, 2 or `k` from `n` (starts `(n, k)`, k >= 3). The
/// period in `n` is 3 where `k % 3 != 0` and `k + 1` where `k % 3 == 0` (then the player to move
/// wins iff `r % 3 != 0 || r == k`, `r = n % (k + 1)`): no one modulus fits the whole table. A
/// split by `k % 3 == 0` with the side that is not found reduced gets it.
#[test]
fn a_split_by_a_residue_with_a_side_reduced() {
    let moves = |p: &[i64]| {
        [1, 2, p[1]]
            .iter()
            .filter(|&&t| t <= p[0])
            .map(|&t| vec![p[0] - t, p[1]])
            .collect()
    };
    let points: Vec<Vec<i64>> = (0..=50)
        .flat_map(|n| (3..=14).map(move |k| vec![n, k]))
        .collect();
    let t = outcome_table(Shape::Tuple(2), points, &moves, false);
    // Up to 6 nodes: the searches before the split stop there (the test's time).
    let r = run_with(
        &t,
        Kind::Outcome,
        &Limits {
            seconds: 20.0,
            max_size: 6,
        },
    );
    assert!(
        code(&r).contains(
            "if b % 3 == 0 { a % (b + 1) == b || a % (b + 1) % 3 != 0 } else { a % 3 != 0 }"
        ),
        "{}",
        code(&r)
    );
    assert!(
        r.lines.iter().any(|l| l
            .starts_with("Where b % 3 == 0: the outcome depends on a only through a % (b + 1)")),
        "{:?}",
        r.lines
    );
    let truth = |p: &[i64]| {
        let (n, k) = (p[0], p[1]);
        let r = n % (k + 1);
        i64::from(if k % 3 != 0 {
            n % 3 != 0
        } else {
            r % 3 != 0 || r == k
        })
    };
    holds(
        &r,
        (0..=400).flat_map(|n| (3..=40).map(move |k| vec![n, k])),
        truth,
    );
}

/// Outcomes of positions given as vectors of heaps, by memoised search: `true` iff the player to
/// move wins (`misere`: the player who cannot move wins).
fn wins_vec(
    p: &[i64],
    moves: &dyn Fn(&[i64]) -> Vec<Vec<i64>>,
    misere: bool,
    memo: &mut HashMap<Vec<i64>, bool>,
) -> bool {
    if let Some(&w) = memo.get(p) {
        return w;
    }
    let opts = moves(p);
    let w = if opts.is_empty() {
        misere
    } else {
        opts.iter().any(|q| !wins_vec(q, moves, misere, memo))
    };
    memo.insert(p.to_vec(), w);
    w
}

/// Every vector of `k` heaps of at most `max` tokens, in lexicographic order.
fn boxes(k: usize, max: i64) -> Vec<Vec<i64>> {
    let mut all = vec![Vec::new()];
    for _ in 0..k {
        all = all
            .into_iter()
            .flat_map(|v: Vec<i64>| {
                (0..=max).map(move |x| {
                    let mut w = v.clone();
                    w.push(x);
                    w
                })
            })
            .collect();
    }
    all
}

/// Take any positive number from one heap (Nim's moves on a vector of heaps).
fn nim_moves(p: &[i64]) -> Vec<Vec<i64>> {
    let mut out = Vec::new();
    for i in 0..p.len() {
        for x in 0..p[i] {
            let mut q = p.to_vec();
            q[i] = x;
            out.push(q);
        }
    }
    out
}

fn outcome_table(
    shape: Shape,
    points: Vec<Vec<i64>>,
    moves: &dyn Fn(&[i64]) -> Vec<Vec<i64>>,
    misere: bool,
) -> Table {
    let mut memo = HashMap::new();
    let values = points
        .iter()
        .map(|p| i64::from(wins_vec(p, moves, misere, &mut memo)))
        .collect();
    Table {
        shape,
        points,
        values,
    }
}

#[test]
fn subtraction_1_3_4_period_7() {
    let moves = |n: u64| {
        [1, 3, 4]
            .iter()
            .filter(|&&k| k <= n)
            .map(|&k| vec![n - k])
            .collect()
    };
    let g = one_heap(200, moves);
    let r = run(&heap_table(&g), Kind::Grundy);
    let big = one_heap(2000, moves);
    holds(&r, heaps(2000), |p| big[p[0] as usize] as i64);
}

#[test]
fn subtract_a_power_of_two_is_n_mod_3() {
    let moves = |n: u64| {
        (0..63)
            .map(|i| 1u64 << i)
            .filter(|&k| k <= n)
            .map(|k| vec![n - k])
            .collect()
    };
    let g = one_heap(300, moves);
    let r = run(&heap_table(&g), Kind::Grundy);
    assert_eq!(code(&r), "fn conjecture(&n: &Pos) -> u64 {\n    n % 3\n}\n");
    let big = one_heap(3000, moves);
    holds(&r, heaps(3000), |p| big[p[0] as usize] as i64);
}

#[test]
fn misere_bash_game_loses_at_1_mod_4() {
    // Take 1, 2 or 3 tokens; whoever takes the last token loses.
    let moves = |p: &[i64]| (1..=3.min(p[0])).map(|k| vec![p[0] - k]).collect();
    let t = outcome_table(Shape::Heap, heaps(200).collect(), &moves, true);
    let r = run(&t, Kind::Misere);
    // n % 4 == 1 iff n ends in the binary digits 01.
    assert_eq!(
        code(&r),
        "fn conjecture(&n: &Pos) -> bool {\n    u64::from(n.trailing_ones()) != 1\n}\n"
    );
    let mut memo = HashMap::new();
    holds(&r, heaps(2000), |p| {
        i64::from(wins_vec(p, &moves, true, &mut memo))
    });
}

#[test]
fn take_at_most_half() {
    // Take 1..=n/2 tokens: g(2m) = m, g(2m + 1) = g(m).
    let moves = |n: u64| (1..=n / 2).map(|k| vec![n - k]).collect();
    let g = one_heap(300, moves);
    let r = run(&heap_table(&g), Kind::Grundy);
    let big = one_heap(3000, moves);
    holds(&r, heaps(3000), |p| big[p[0] as usize] as i64);
}

#[test]
fn dawsons_kayles_period_34_from_52() {
    // Octal 0.07: remove two adjacent pins, leaving zero, one or two rows.
    let moves = |n: u64| {
        let mut v = Vec::new();
        if n >= 2 {
            for left in 0..=(n - 2) {
                v.push(vec![left, n - 2 - left]);
            }
        }
        v
    };
    let g = one_heap(300, moves);
    let r = run(&heap_table(&g), Kind::Grundy);
    let big = one_heap(1500, moves);
    holds(&r, heaps(1500), |p| big[p[0] as usize] as i64);
}

#[test]
fn remove_a_divisor() {
    // Remove a divisor of the heap size (the whole heap included).
    let moves = |n: u64| {
        (1..=n)
            .filter(|d| n % d == 0)
            .map(|d| vec![n - d])
            .collect()
    };
    let g = one_heap(400, moves);
    let r = run(&heap_table(&g), Kind::Grundy);
    let big = one_heap(3000, moves);
    holds(&r, heaps(3000), |p| big[p[0] as usize] as i64);
}

#[test]
fn three_heap_nim_is_the_xor() {
    let points = boxes(3, 7);
    let values = points.iter().map(|p| p[0] ^ p[1] ^ p[2]).collect();
    let t = Table {
        shape: Shape::Tuple(3),
        points,
        values,
    };
    let r = run(&t, Kind::Grundy);
    assert_eq!(
        code(&r),
        "fn conjecture(p: &Pos) -> u64 {\n    let a = p.0 as u64;\n    let b = p.1 as u64;\n    \
         let c = p.2 as u64;\n    a ^ b ^ c\n}\n"
    );
}

#[test]
fn two_bash_games_are_a_sum_of_parts() {
    // Two heaps, take 1..=3 from either: g = (a % 4) ^ (b % 4).
    let g = one_heap(60, |n| (1..=3.min(n)).map(|k| vec![n - k]).collect());
    let points: Vec<Vec<i64>> = (0..=30)
        .flat_map(|a| (0..=30).map(move |b| vec![a, b]))
        .collect();
    let values = points
        .iter()
        .map(|p| (g[p[0] as usize] ^ g[p[1] as usize]) as i64)
        .collect();
    let r = run(
        &Table {
            shape: Shape::TwoHeaps,
            points,
            values,
        },
        Kind::Grundy,
    );
    let big = (0..=200).flat_map(|a| (0..=200).map(move |b| vec![a, b]));
    holds(&r, big, |p| (p[0] % 4) ^ (p[1] % 4));
}

#[test]
fn misere_nim_outcome() {
    let t = outcome_table(Shape::Array(3), boxes(3, 6), &nim_moves, true);
    let r = run(&t, Kind::Misere);
    let mut memo = HashMap::new();
    holds(&r, boxes(3, 12), |p| {
        i64::from(wins_vec(p, &nim_moves, true, &mut memo))
    });
}

#[test]
fn moores_nim_2_on_three_heaps() {
    // Take from one or two heaps (any amounts): P iff every binary digit's count is 0 mod 3.
    let moves = |p: &[i64]| {
        let mut out = nim_moves(p);
        for i in 0..p.len() {
            for j in i + 1..p.len() {
                for x in 0..=p[i] {
                    for y in 0..=p[j] {
                        if x < p[i] || y < p[j] {
                            let mut q = p.to_vec();
                            q[i] = x;
                            q[j] = y;
                            out.push(q);
                        }
                    }
                }
            }
        }
        out
    };
    let t = outcome_table(Shape::Array(3), boxes(3, 5), &moves, false);
    let r = run(&t, Kind::Outcome);
    holds(&r, boxes(3, 20), |p| {
        let heaps: Vec<u64> = p.iter().map(|&x| x as u64).collect();
        i64::from(cgt::moore::first_player_wins(&heaps, 2))
    });
}

#[test]
fn staircase_nim_reads_the_odd_stairs() {
    // Coins on stairs 1..=4 (p[0] on stair 1); a move takes coins from a stair down to the next
    // (from stair 1 off the staircase). P iff the stairs 1 and 3 have XOR 0.
    let moves = |p: &[i64]| {
        let mut out = Vec::new();
        for i in 0..p.len() {
            for k in 1..=p[i] {
                let mut q = p.to_vec();
                q[i] -= k;
                if i > 0 {
                    q[i - 1] += k;
                }
                out.push(q);
            }
        }
        out
    };
    let t = outcome_table(Shape::Array(4), boxes(4, 4), &moves, false);
    let r = run(&t, Kind::Outcome);
    assert!(r
        .lines
        .iter()
        .any(|l| l.contains("does not depend on b, d")));
    holds(&r, boxes(4, 9), |p| {
        let coins: Vec<u64> = p.iter().map(|&x| x as u64).collect();
        i64::from(cgt::staircase::first_player_wins(&coins))
    });
}

#[test]
fn a_score_game_take_one_or_two_coins() {
    // Coins worth 1 each; take 1 or 2, gaining them: v(n) = max(k - v(n - k)).
    let v = |upto: usize| {
        let mut v = vec![0i64];
        for n in 1..=upto {
            let best = (1..=2.min(n)).map(|k| k as i64 - v[n - k]).max().unwrap();
            v.push(best);
        }
        v
    };
    let small = v(200);
    let t = Table {
        shape: Shape::Heap,
        points: (0..=200).map(|n| vec![n]).collect(),
        values: small,
    };
    let r = run(&t, Kind::Score);
    let big = v(3000);
    holds(&r, heaps(3000), |p| big[p[0] as usize]);
}

/// The slowest of these tests (about 10 s at the test profile's `opt-level = 1`, the search on
/// the whole table of 1708 points goes to size 8): ignored by `cargo test`, run by CI
/// (`.ci/run`: `cargo test -p cgt-tools --test find -- --ignored`).
#[test]
#[ignore = "about 10 s: CI runs it (cargo test -p cgt-tools --test find -- --ignored)"]
fn plain_arithmetic_comes_first_among_candidates_of_one_size() {
    // Take a or b tokens (a < b): g depends on n through q = n % (a + b) / a. On a < b <= 8,
    // n <= 60, q stays below 8, where q % 2 and the parity of floor(q·φ)'s ones agree (and
    // differ from q = 10 on); at equal size the search took the latter first and printed a
    // formula wrong beyond the table.
    let g = |a: usize, b: usize, upto: usize| {
        let mut g = vec![0u64; upto + 1];
        for n in 0..=upto {
            g[n] = mex([a, b].iter().filter(|&&s| s <= n).map(|&s| g[n - s]));
        }
        g
    };
    let (mut points, mut values) = (Vec::new(), Vec::new());
    for b in 2..=8 {
        for a in 1..b {
            for (n, &v) in g(a, b, 60).iter().enumerate() {
                points.push(vec![n as i64, a as i64, b as i64]);
                values.push(v as i64);
            }
        }
    }
    let t = Table {
        shape: Shape::Tuple(3),
        points,
        values,
    };
    // Found in about 4 s; the longer limit keeps a loaded machine from stopping a step.
    let lim = Limits {
        seconds: 60.0,
        max_size: 9,
    };
    let r = run_with(&t, Kind::Grundy, &lim);
    let c = code(&r);
    assert!(!c.contains("beatty"), "{}", c);
    let big =
        (2..=20i64).flat_map(|b| (1..b).flat_map(move |a| (0..=300).map(move |n| vec![n, a, b])));
    holds(&r, big, |p| {
        g(p[1] as usize, p[2] as usize, p[0] as usize)[p[0] as usize] as i64
    });
}

#[test]
#[ignore = "about 1.2 s: CI runs it (cargo test -p cgt-tools --test find -- --ignored)"]
fn the_parameters_that_matter_are_searched_alone() {
    // A fourth parameter fixed at every start (the turn) no longer turns the folds off: with
    // at most 4 nodes only `xor_all != 0` fits, written out over the three heaps.
    let points: Vec<Vec<i64>> = boxes(3, 5)
        .into_iter()
        .map(|mut p| {
            p.push(1);
            p
        })
        .collect();
    let values = points
        .iter()
        .map(|p| i64::from(p[0] ^ p[1] ^ p[2] != 0))
        .collect();
    let t = Table {
        shape: Shape::Tuple(4),
        points,
        values,
    };
    let lim = Limits {
        seconds: 20.0,
        max_size: 4,
    };
    let r = run_with(&t, Kind::Outcome, &lim);
    assert!(code(&r).contains("    a ^ b ^ c != 0\n"), "{}", code(&r));
    // A parameter the value does not depend on (the year of a calendar game): the exceptions
    // are points of the others, each once however many starts share it (HDU 1079: (m + d) even,
    // or September and November 30).
    let wins = |m: i64, d: i64| (m + d) % 2 == 0 || d == 30 && (m == 9 || m == 11);
    let mut points = Vec::new();
    for y in 0..3 {
        for m in 1..=12 {
            for d in 1..=31 {
                points.push(vec![y, m, d]);
            }
        }
    }
    let values = points.iter().map(|p| i64::from(wins(p[1], p[2]))).collect();
    let t = Table {
        shape: Shape::Tuple(3),
        points,
        values,
    };
    let names = ["y".to_string(), "m".to_string(), "d".to_string()];
    // Found at size 5 at once; the search for a formula without exceptions would go on.
    let short = Limits {
        seconds: 2.0,
        max_size: 9,
    };
    let r = find::find_named(&t, Kind::Outcome, &short, Some(&names), &mut |_| {});
    assert!(
        r.lines[0].contains("except at (9, 30) -> true, (11, 30) -> true at all 1116"),
        "{:?}",
        r.lines
    );
    assert!(code(&r).contains("match (m, d) {"), "{}", code(&r));
    holds(
        &r,
        (0..40).flat_map(|y| (1..=12).flat_map(move |m| (1..=31).map(move |d| vec![y, m, d]))),
        |p| i64::from(wins(p[1], p[2])),
    );
}

#[test]
fn a_score_formula_on_parameters_prints_plain_division() {
    // Values `n % k` and `n / k` of a score table (ABC 270 D with A = {1, k} reads n through
    // n % (2k)): `%` and `/` on operands that are never negative print as such, not as
    // `rem_euclid` / `div_euclid`.
    let rem: fn(i64, i64) -> i64 = |n, k| n % k;
    let quot: fn(i64, i64) -> i64 = |n, k| n / k;
    for (value, op) in [(rem, "n % k"), (quot, "n / k")] {
        let points: Vec<Vec<i64>> = (1..=12)
            .flat_map(|k| (0..=60).map(move |n| vec![n, k]))
            .collect();
        let values = points.iter().map(|p| value(p[0], p[1])).collect();
        let t = Table {
            shape: Shape::Tuple(2),
            points,
            values,
        };
        let names = ["n".to_string(), "k".to_string()];
        let r = find::find_named(&t, Kind::Score, &limits(), Some(&names), &mut |_| {});
        let c = code(&r);
        assert!(c.contains(op) && !c.contains("euclid"), "{}", c);
        holds(
            &r,
            (1..=25).flat_map(|k| (0..=200).map(move |n| vec![n, k])),
            |p| value(p[0], p[1]),
        );
    }
}

#[test]
fn a_constant_outcome_reads_no_parameter() {
    // The player to move wins everywhere: `true`, with the position unread.
    let t = Table {
        shape: Shape::TwoHeaps,
        points: boxes(2, 9),
        values: vec![1; 100],
    };
    let r = run(&t, Kind::Outcome);
    assert_eq!(code(&r), "fn conjecture(_: &Pos) -> bool {\n    true\n}\n");
}

#[test]
fn a_few_exceptions_are_stated_and_matched_first() {
    // n % 3 except at n = 5 and n = 8 (a table of 300: at most 3 exceptions allowed).
    let mut g: Vec<u64> = (0..300).map(|n| n % 3).collect();
    g[5] = 7;
    g[8] = 0;
    let r = run(&heap_table(&g), Kind::Grundy);
    assert!(
        r.lines[0].contains("`n % 3` except at n = 5 -> 7, n = 8 -> 0"),
        "{}",
        r.lines[0]
    );
    assert_eq!(
        code(&r),
        "fn conjecture(&n: &Pos) -> u64 {\n    match n {\n        5 => 7,\n        8 => 0,\n        _ => n % 3,\n    }\n}\n"
    );
    holds(&r, heaps(299), |p| g[p[0] as usize] as i64);
}

#[test]
fn nothing_found_says_what_was_searched_and_the_closest_candidate() {
    // Pseudo-random values: no formula, no period.
    let mut x: u64 = 12345;
    let g: Vec<u64> = (0..200)
        .map(|_| {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            x >> 60
        })
        .collect();
    let lim = Limits {
        seconds: 30.0,
        max_size: 4,
    };
    let r = find::find(&heap_table(&g), Kind::Grundy, &lim, &mut |_| {});
    let again = find::find(&heap_table(&g), Kind::Grundy, &lim, &mut |_| {});
    assert_eq!(r.lines, again.lines, "the same table, the same report");
    assert!(r.code.is_none() && r.formula.is_none());
    assert!(
        r.lines[0].starts_with(
            "Formula search: nothing found for g(n) on the 200 computed heaps n = 0..=199. "
        ),
        "{}",
        r.lines[0]
    );
    assert!(
        r.lines[1].starts_with("Searched: expressions up to size 4 (")
            && r.lines[1].contains("the size limit"),
        "{}",
        r.lines[1]
    );
    // A predicate for a Grundy table says what it is about.
    let about = "The closest (for whether the player to move wins, g != 0): `";
    assert!(r.lines[0].contains(about), "{}", r.lines[0]);
    // A candidate no better than the most common value as a constant is not offered.
    let g: Vec<u64> = (0..200)
        .map(|_| {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            u64::from(x >> 61 == 0)
        })
        .enumerate()
        .map(|(n, w)| if n < 13 { 0 } else { w }) // (no `n == c` fits a few)
        .collect();
    let wins = g.iter().filter(|&&v| v == 1).count();
    let lim = Limits {
        seconds: 30.0,
        max_size: 3,
    };
    let r = find::find(&heap_table(&g), Kind::Outcome, &lim, &mut |_| {});
    assert!(r.code.is_none(), "{:?}", r.lines);
    assert!(
        r.lines[0].contains(&format!(
            "No candidate did better than the constant false, wrong at {} of 200",
            wins
        )),
        "{}",
        r.lines[0]
    );
}

/// Euclid's game: subtract a positive multiple of the smaller heap from the larger; a heap of 0
/// ends the game. The player to move wins iff `min > 0` and (`max == min` or `max > min·φ`): a
/// piecewise formula (the border `min = 0` and the diagonal cut off).
fn euclid_wins(a: i64, b: i64, memo: &mut HashMap<(i64, i64), bool>) -> bool {
    if a == 0 || b == 0 {
        return false;
    }
    if let Some(&w) = memo.get(&(a, b)) {
        return w;
    }
    let (lo, hi) = (a.min(b), a.max(b));
    let w = (1..=hi / lo).any(|k| !euclid_wins(lo, hi - k * lo, memo));
    memo.insert((a, b), w);
    w
}

#[test]
fn euclids_game_outcome_is_piecewise() {
    let mut memo = HashMap::new();
    let points = boxes(2, 24);
    let values = points
        .iter()
        .map(|p| i64::from(euclid_wins(p[0], p[1], &mut memo)))
        .collect();
    let t = Table {
        shape: Shape::TwoHeaps,
        points,
        values,
    };
    let r = run(&t, Kind::Outcome);
    holds(&r, boxes(2, 100), |p| {
        i64::from(euclid_wins(p[0], p[1], &mut memo))
    });
}

#[test]
#[ignore = "about 1.9 s: CI runs it (cargo test -p cgt-tools --test find -- --ignored)"]
fn mock_turtles_are_the_odious_numbers() {
    // Turn over one, two or three coins, the rightmost (at n, from 1) heads to tails: g(n) is the
    // (n - 1)-th odious number, g(0) = 0 (no coin).
    let g = |upto: usize| {
        let mut g = vec![0u64];
        for n in 1..=upto {
            let mut opts = vec![0];
            for a in 1..n {
                opts.push(g[a]);
                for b in a + 1..n {
                    opts.push(g[a] ^ g[b]);
                }
            }
            g.push(mex(opts));
        }
        g
    };
    let r = run(&heap_table(&g(120)), Kind::Grundy);
    assert!(
        code(&r).contains("conjecture_odious(n - 1)"),
        "{}",
        code(&r)
    );
    let big = g(400);
    holds(&r, heaps(400), |p| big[p[0] as usize] as i64);
}

#[test]
fn subtraction_with_a_parameter_is_n_mod_k_plus_1() {
    // (n, k): take 1..=k tokens from n: g = n % (k + 1).
    let g = |n: i64, k: i64| -> i64 {
        let mut g = vec![0i64];
        for m in 1..=n {
            g.push(mex((1..=k.min(m)).map(|t| g[(m - t) as usize] as u64)) as i64);
        }
        g[n as usize]
    };
    let points: Vec<Vec<i64>> = (0..=24)
        .flat_map(|n| (1..=6).map(move |k| vec![n, k]))
        .collect();
    let values = points.iter().map(|p| g(p[0], p[1])).collect();
    let r = run(
        &Table {
            shape: Shape::Tuple(2),
            points,
            values,
        },
        Kind::Grundy,
    );
    holds(
        &r,
        (0..=200).flat_map(|n| (1..=20).map(move |k| vec![n, k])),
        |p| g(p[0], p[1]),
    );
}

#[test]
fn one_token_from_either_heap_wins_iff_the_sum_is_odd() {
    let moves = |p: &[i64]| {
        (0..2)
            .filter(|&i| p[i] > 0)
            .map(|i| {
                let mut q = p.to_vec();
                q[i] -= 1;
                q
            })
            .collect()
    };
    let t = outcome_table(Shape::TwoHeaps, boxes(2, 15), &moves, false);
    let r = run(&t, Kind::Outcome);
    holds(&r, boxes(2, 60), |p| (p[0] + p[1]) % 2);
}

#[test]
fn take_at_most_half_loses_at_2_to_the_k_minus_1() {
    let moves = |p: &[i64]| (1..=p[0] / 2).map(|k| vec![p[0] - k]).collect();
    let t = outcome_table(Shape::Heap, heaps(200).collect(), &moves, false);
    let r = run(&t, Kind::Outcome);
    holds(&r, heaps(5000), |p| {
        i64::from(!(p[0] as u64 + 1).is_power_of_two())
    });
}

#[test]
fn subtract_a_decimal_digit_loses_at_multiples_of_10() {
    // Subtract a nonzero decimal digit of n: the player to move loses iff n % 10 == 0.
    let moves = |n: u64| {
        let mut v = Vec::new();
        let mut m = n;
        while m > 0 {
            let d = m % 10;
            if d > 0 && !v.contains(&vec![n - d]) {
                v.push(vec![n - d]);
            }
            m /= 10;
        }
        v
    };
    let g = one_heap(300, moves);
    let wins: Vec<u64> = g.iter().map(|&x| u64::from(x != 0)).collect();
    let r = run(&heap_table(&wins), Kind::Outcome);
    assert_eq!(
        code(&r),
        "fn conjecture(&n: &Pos) -> bool {\n    n % 10 != 0\n}\n"
    );
    let big = one_heap(3000, moves);
    holds(&r, heaps(3000), |p| i64::from(big[p[0] as usize] != 0));
}

#[test]
fn comparisons_with_0_are_printed_so() {
    // Take 1 or 2: the player to move wins iff n % 3 != 0 (found as a power of two or as
    // `1 <= n % 3`, printed as the comparison).
    let moves = |p: &[i64]| (1..=2.min(p[0])).map(|k| vec![p[0] - k]).collect();
    let t = outcome_table(Shape::Heap, heaps(200).collect(), &moves, false);
    let r = run(&t, Kind::Outcome);
    assert_eq!(
        code(&r),
        "fn conjecture(&n: &Pos) -> bool {\n    n % 3 != 0\n}\n"
    );
    holds(&r, heaps(3000), |p| i64::from(p[0] % 3 != 0));
    // Misère: the player to move loses iff n % 3 == 1.
    let t = outcome_table(Shape::Heap, heaps(200).collect(), &moves, true);
    let r = run(&t, Kind::Misere);
    holds(&r, heaps(3000), |p| i64::from(p[0] % 3 != 1));
}

#[test]
fn zeckendorf_least_term() {
    // The least term of the greedy representation, against a plain one.
    let plain = |mut x: u64| {
        let mut fib = vec![1u64, 2];
        while let Some(f) = fib[fib.len() - 1].checked_add(fib[fib.len() - 2]) {
            fib.push(f);
        }
        let mut least = 0;
        for &f in fib.iter().rev() {
            if f <= x {
                x -= f;
                least = f;
            }
        }
        least
    };
    for x in (0..5000).chain([u64::MAX, u64::MAX - 1, 1 << 63, 12_200_160_415_121_876_738]) {
        assert_eq!(find::expr::zeckendorf_least(x), plain(x), "{}", x);
    }
}

#[test]
fn northcotts_game_is_the_xor_of_the_gaps() {
    // Two rows of `width` cells, each with a white and a black piece (w != b); a move slides a
    // piece towards the other piece of its row without jumping it (moving away changes no
    // outcome and is left out, as the explorer's example does). Position (w1, b1, w2, b2).
    fn grundy(p: [i64; 4], memo: &mut HashMap<[i64; 4], u64>) -> u64 {
        if let Some(&g) = memo.get(&p) {
            return g;
        }
        let mut next = Vec::new();
        for (i, j) in [(0, 1), (1, 0), (2, 3), (3, 2)] {
            let (x, y) = (p[i], p[j]);
            for to in x.min(y) + 1..x.max(y) {
                if to != x {
                    let mut q = p;
                    q[i] = to;
                    next.push(q);
                }
            }
        }
        let g = mex(next
            .into_iter()
            .map(|q| grundy(q, memo))
            .collect::<Vec<_>>());
        memo.insert(p, g);
        g
    }
    let starts = |width: i64| -> Vec<Vec<i64>> {
        let row: Vec<(i64, i64)> = (0..width)
            .flat_map(|w| (0..width).filter(move |&b| b != w).map(move |b| (w, b)))
            .collect();
        row.iter()
            .flat_map(|&(a, b)| row.iter().map(move |&(c, d)| vec![a, b, c, d]))
            .collect()
    };
    let mut memo = HashMap::new();
    let mut g = |p: &[i64]| grundy([p[0], p[1], p[2], p[3]], &mut memo) as i64;
    let points = starts(6);
    let values = points.iter().map(|p| g(p)).collect();
    let t = Table {
        shape: Shape::Tuple(4),
        points,
        values,
    };
    let r = run(&t, Kind::Grundy);
    assert!(
        code(&r).contains("(a.abs_diff(b) - 1) ^ (c.abs_diff(d) - 1)"),
        "{}",
        code(&r)
    );
    holds(&r, starts(11), g);
}

#[test]
#[ignore = "about 2.1 s: CI runs it (cargo test -p cgt-tools --test find -- --ignored)"]
fn the_multiplication_game_reads_the_leading_digit_in_base_18() {
    // p starts at 1, a move multiplies it by 2..=9, whoever makes p >= n wins; the factor still
    // needed, m = ceil(n / p), goes to ceil(m / k), and m <= 1 has no move. Starts n >= 2.
    let outcomes = |top: usize| -> Vec<bool> {
        let mut wins = vec![false; top + 1];
        for m in 2..=top {
            wins[m] = (2..=9).any(|k| !wins[(m + k - 1) / k]);
        }
        wins
    };
    let wins = outcomes(1000);
    let t = Table {
        shape: Shape::Scalar,
        points: (2..=1000).map(|n| vec![n]).collect(),
        values: (2..=1000).map(|n| i64::from(wins[n as usize])).collect(),
    };
    // Its 7 nodes are the last size searched here, where only predicates are tried: a fraction
    // of the search to size 9 that `--find` makes (which finds it too, in about 10 s).
    let limits = Limits {
        max_size: 9,
        ..limits()
    };
    let r = run_with(&t, Kind::Outcome, &limits);
    assert!(
        code(&r).contains("conjecture_lead_digit(n - 1, 18) < 9"),
        "{}",
        code(&r)
    );
    let big = outcomes(200_000);
    holds(&r, (2..=200_000).map(|n| vec![n]), |p| {
        i64::from(big[p[0] as usize])
    });
}

/// A period that starts late in the table (here from 255 of 0..=600: the odious numbers below
/// 256) does not cut the search short: the formula is found, not the period's table with 255
/// values before it.
#[test]
#[ignore = "about 2.1 s: CI runs it (cargo test -p cgt-tools --test find -- --ignored)"]
fn a_late_period_does_not_stop_the_search() {
    let odious_below = |n: i64| n.count_ones() % 2 == 1 && n < 256;
    let g: Vec<u64> = (0..=600).map(|n| u64::from(odious_below(n))).collect();
    let r = run(&heap_table(&g), Kind::Outcome);
    assert!(matches!(r.formula, Some(Formula::Expr(_))), "{:?}", r.lines);
    holds(&r, heaps(100_000), |p| i64::from(odious_below(p[0])));
}

/// A formula found after the time limit stopped a step says so (a smaller one may exist), and
/// one fitted to fewer than 100 starts says that too.
#[test]
fn a_formula_says_when_the_time_limit_or_a_small_table_bounds_it() {
    // The odious numbers below 256, then the even numbers: a late period of 2 (a constant
    // tail would be no period), the period's table after the time limit.
    let late = |n: i64| {
        if n < 256 {
            n.count_ones() % 2 == 1
        } else {
            n % 2 == 0
        }
    };
    let w: Vec<u64> = (0..=600).map(|n| u64::from(late(n))).collect();
    let short = Limits {
        seconds: 0.05,
        max_size: 9,
    };
    let r = run_with(&heap_table(&w), Kind::Outcome, &short);
    assert!(
        matches!(r.formula, Some(Formula::Periodic(..))),
        "{:?}",
        r.lines
    );
    let said = |r: &Report, s: &str| r.lines.iter().any(|l| l.contains(s));
    assert!(
        said(&r, "The time limit stopped a step of the search at size "),
        "{:?}",
        r.lines
    );
    assert!(!said(&r, "Only "), "{:?}", r.lines);
    let g: Vec<u64> = (0..50).map(|n| n % 3).collect();
    let r = run(&heap_table(&g), Kind::Grundy);
    assert_eq!(code(&r), "fn conjecture(&n: &Pos) -> u64 {\n    n % 3\n}\n");
    assert!(
        said(&r, "Only 50 starts: a formula fitted to so few"),
        "{:?}",
        r.lines
    );
    assert!(!said(&r, "The time limit"), "{:?}", r.lines);
    // Nothing found within the time: the report says a longer run may find one.
    let mut x: u64 = 99;
    let noise: Vec<u64> = (0..400)
        .map(|_| {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            x >> 61
        })
        .collect();
    let r = run_with(&heap_table(&noise), Kind::Grundy, &short);
    assert!(r.formula.is_none(), "{:?}", r.lines);
    assert!(
        said(
            &r,
            "a run with more time (--find-seconds 60) searches further"
        ),
        "{:?}",
        r.lines
    );
    // After a minute or more it says to read the table instead.
    let minute = find::nothing_within(9, 60.0);
    assert!(
        minute.contains("read the table") && !minute.contains("more time"),
        "{}",
        minute
    );
    assert!(find::nothing_within(9, 20.0).contains("(--find-seconds 60)"));
}

/// The report's last words: a formula fitted to a list of starts is to be checked with
/// `--check starts` (else every position they reach is checked too); a box, on a larger box.
#[test]
fn the_report_says_how_to_check_the_formula() {
    let report = |dim: usize, starts: &[(String, Option<i64>)]| {
        let mut w = Vec::new();
        let q = find::Request {
            dim,
            starts,
            kind: Kind::Grundy,
            limits: limits(),
            file: "g.rs",
            has_conjecture: false,
            progress: false,
            names: None,
            proved: None,
            condition: None,
        };
        find::write_report(&mut w, &q).unwrap();
        String::from_utf8(w).unwrap()
    };
    let starts: Vec<(String, Option<i64>)> =
        (0..200).map(|n| (n.to_string(), Some(n % 3))).collect();
    let text = report(0, &starts);
    assert!(
        text.contains(
            "Append this to g.rs, then run with --check starts (it was fitted to the starts"
        ),
        "{}",
        text
    );
    let text = report(1, &starts);
    assert!(
        text.contains("Append this to g.rs, then run on a larger box to check it there:"),
        "{}",
        text
    );
}

/// `--names n,k`: the parameters' names in the summary and the code; a count that does not
/// match the parameters skips the search with a message; names the code cannot take are refused.
#[test]
fn names_rename_the_parameters() {
    let report = |dim: usize, starts: &[(String, Option<i64>)], names: &[&str]| {
        let names: Vec<String> = names.iter().map(|s| s.to_string()).collect();
        let mut w = Vec::new();
        let q = find::Request {
            dim,
            starts,
            kind: Kind::Grundy,
            limits: limits(),
            file: "g.rs",
            has_conjecture: false,
            progress: false,
            names: Some(&names),
            proved: None,
            condition: None,
        };
        find::write_report(&mut w, &q).unwrap();
        String::from_utf8(w).unwrap()
    };
    // (n, k): take 1..=k from n, g = n % (k + 1).
    let starts: Vec<(String, Option<i64>)> = (0..=30)
        .flat_map(|n| (1..=6).map(move |k| (format!("({}, {})", n, k), Some(n % (k + 1)))))
        .collect();
    let text = report(0, &starts, &["n", "k"]);
    assert!(text.contains("g(n, k) = `n % (k + 1)`"), "{}", text);
    assert!(
        text.contains(
            "fn conjecture(p: &Pos) -> u64 {\n    let n = p.0 as u64;\n    let k = p.1 as u64;\n    n % (k + 1)\n}\n"
        ),
        "{}",
        text
    );
    let text = report(0, &starts, &["n"]);
    assert!(
        text.contains("Formula search skipped: --names gives 1 name for 2 parameters."),
        "{}",
        text
    );
    // One heap: its name in the summary and the signature.
    let heap: Vec<(String, Option<i64>)> = (0..100).map(|n| (n.to_string(), Some(n % 4))).collect();
    let text = report(1, &heap, &["m"]);
    assert!(
        text.contains("g(m) = `m % 4` at all 100 computed heaps m = 0..=99"),
        "{}",
        text
    );
    assert!(
        text.contains("fn conjecture(&m: &Pos) -> u64 {\n    m % 4\n}\n"),
        "{}",
        text
    );
    // A parameter named `p` (HDU 2897's n, p, q): the position is bound as `pos`.
    let text = report(0, &starts, &["n", "p"]);
    assert!(
        text.contains(
            "fn conjecture(pos: &Pos) -> u64 {\n    let n = pos.0 as u64;\n    let p = pos.1 as u64;\n    n % (p + 1)\n}\n"
        ),
        "{}",
        text
    );
    for bad in [
        "pos",
        "n,n",
        "2x",
        "fn",
        "a-b",
        "",
        "conjecture_odious",
        "_",
    ] {
        assert!(find::check_names(bad).is_err(), "{:?} accepted", bad);
    }
    assert_eq!(find::check_names("n, k").unwrap(), vec!["n", "k"]);
}

/// Subtract 1 or `k` from `n` (starts `(n, k)`, k >= 2): the player to move wins iff `r` is odd
/// or `r == k`, with `r = n % (k + 1)` (k odd: iff n is odd). The table reduced to `(r, k)`
/// gets it; in `(n, k)` it is 14 nodes.
#[test]
fn a_period_growing_with_a_parameter_is_found_on_the_reduced_table() {
    let moves = |p: &[i64]| {
        [1, p[1]]
            .iter()
            .filter(|&&t| t <= p[0])
            .map(|&t| vec![p[0] - t, p[1]])
            .collect()
    };
    let points: Vec<Vec<i64>> = (0..=80)
        .flat_map(|n| (2..=14).map(move |k| vec![n, k]))
        .collect();
    let t = outcome_table(Shape::Tuple(2), points, &moves, false);
    let r = run(&t, Kind::Outcome);
    assert!(
        r.lines.iter().any(|l| l.contains(
            "The outcome depends on a only through a % (b + 1) (equal values wherever it and b \
             agree): found on the table of (a % (b + 1), b), 117 points."
        )),
        "{:?}",
        r.lines
    );
    let truth = |p: &[i64]| {
        let r = p[0] % (p[1] + 1);
        i64::from(r % 2 == 1 || r == p[1])
    };
    holds(
        &r,
        (0..=400).flat_map(|n| (2..=40).map(move |k| vec![n, k])),
        truth,
    );
    assert!(
        !r.lines.iter().any(|l| l.starts_with("Fitted to ")),
        "{:?}",
        r.lines
    );
    // With k <= 10 the reduced table has 63 points, fewer than the 100 a formula should be
    // fitted to, though the 729 starts are more: the report says so.
    let points: Vec<Vec<i64>> = (0..=80)
        .flat_map(|n| (2..=10).map(move |k| vec![n, k]))
        .collect();
    let r = run(
        &outcome_table(Shape::Tuple(2), points, &moves, false),
        Kind::Outcome,
    );
    assert!(
        r.lines
            .iter()
            .any(|l| l.starts_with("Fitted to 63 distinct points (the starts reduced")),
        "{:?}",
        r.lines
    );
}

/// P-positions that thin out (Treblecross's: none from 357 to 1045, then 1046, 2502, ...) are
/// no period of one value: the table's constant tail is not taken as one.
#[test]
fn a_constant_tail_of_outcomes_is_no_period() {
    let lost = [0, 4, 9, 15, 23, 61, 140, 356];
    let wins: Vec<u64> = (0..=1000).map(|n| u64::from(!lost.contains(&n))).collect();
    let lim = Limits {
        seconds: 3.0,
        max_size: 6,
    };
    let r = run_with(&heap_table(&wins), Kind::Outcome, &lim);
    assert!(
        !matches!(r.formula, Some(Formula::Periodic(..))),
        "{:?}",
        r.formula
    );
    assert!(
        r.lines.iter().any(|l| l.contains(
            "no period: wins is true at every n from 357 on, and a constant tail is not taken as \
             a period"
        )),
        "{:?}",
        r.lines
    );
}

/// A parameter with one value at every start (the turn in `(n, a, b, turn)`, always 0 at the
/// starts) is left out: a formula would read it as that constant and fail where it differs.
#[test]
fn a_parameter_fixed_at_every_start_is_left_out() {
    // Take 1..=a (or 1..=b on the second player's turn); here a == b: a Bash game.
    let moves = |p: &[i64]| {
        let lim = if p[3] == 0 { p[1] } else { p[2] };
        (1..=lim.min(p[0]))
            .map(|k| vec![p[0] - k, p[1], p[2], 1 - p[3]])
            .collect()
    };
    let points: Vec<Vec<i64>> = (1..=8)
        .flat_map(|a| (0..=40).map(move |n| vec![n, a, a, 0]))
        .collect();
    let t = outcome_table(Shape::Tuple(4), points, &moves, false);
    let r = run(&t, Kind::Outcome);
    assert!(
        r.lines
            .iter()
            .any(|l| l.contains("d = 0 at every start: left out.")),
        "{:?}",
        r.lines
    );
    let mut used = Vec::new();
    if let Some(Formula::Expr(e)) = &r.formula {
        e.vars(&mut used);
    }
    assert!(!used.is_empty() && !used.contains(&3), "{:?}", r.formula);
    holds(
        &r,
        (1..=20).flat_map(|a| (0..=200).map(move |n| vec![n, a, a, 0])),
        |p| i64::from(p[0] % (p[1] + 1) != 0),
    );
}

/// The printed forms read as a contestant writes them: comparisons with 0, parity, a bit test,
/// a single bit, and `min op max` as `a op b`.
#[test]
fn printed_forms_are_simplified() {
    use find::expr::{Bin, Cmp, Expr, Mode, Names, Pred};
    let b = Box::new;
    let (a, bb) = (|| b(Expr::Var(0)), || b(Expr::Var(1)));
    let c = |k: i64| b(Expr::Const(k));
    let names = Names {
        vars: vec!["a".to_string(), "b".to_string()],
        folds: Vec::new(),
    };
    let show = |e: Expr| e.render(Mode { signed: false }, &names);
    let rem = |k: i64| b(Expr::Bin(Bin::Mod, a(), c(k)));
    assert_eq!(show(Expr::Cmp(Cmp::Lt, c(0), rem(10))), "a % 10 != 0");
    assert_eq!(show(Expr::Cmp(Cmp::Le, c(1), rem(10))), "a % 10 != 0");
    assert_eq!(show(Expr::Cmp(Cmp::Lt, rem(10), c(1))), "a % 10 == 0");
    assert_eq!(show(Expr::Pred(Pred::PowerOfTwo, rem(3))), "a % 3 != 0");
    assert_eq!(
        show(Expr::Not(b(Expr::Pred(Pred::PowerOfTwo, rem(3))))),
        "a % 3 == 0"
    );
    assert_eq!(show(Expr::Cmp(Cmp::Ne, c(1), rem(3))), "a % 3 != 1");
    assert_eq!(show(Expr::Cmp(Cmp::Eq, c(2), a())), "a == 2");
    assert_eq!(show(Expr::Pred(Pred::Odd, a())), "a % 2 == 1");
    assert_eq!(show(Expr::Not(b(Expr::Pred(Pred::Odd, a())))), "a % 2 == 0");
    let bit = || b(Expr::Bin(Bin::And, c(2), a()));
    assert_eq!(show(Expr::Pred(Pred::PowerOfTwo, bit())), "a & 2 != 0");
    assert_eq!(
        show(Expr::Not(b(Expr::Pred(Pred::PowerOfTwo, bit())))),
        "a & 2 == 0"
    );
    // The ones of `a & 2^k` are bit `k` (a trial's `popcount(n) + bit 1`).
    use find::expr::Un;
    let ones = |e: Box<Expr>| Expr::Un(Un::CountOnes, e);
    assert_eq!(show(ones(bit())), "a >> 1 & 1");
    assert_eq!(show(ones(b(Expr::Bin(Bin::And, a(), c(1))))), "a & 1");
    let sum = Expr::Bin(Bin::Add, b(ones(a())), b(ones(bit())));
    assert_eq!(show(sum), "u64::from(a.count_ones()) + (a >> 1 & 1)");
    assert_eq!(
        show(ones(b(Expr::Bin(Bin::And, a(), c(6))))),
        "u64::from((a & 6).count_ones())"
    );
    let (min, max) = (
        || b(Expr::Bin(Bin::Min, a(), bb())),
        || b(Expr::Bin(Bin::Max, a(), bb())),
    );
    assert_eq!(show(Expr::Bin(Bin::Or, min(), max())), "a | b");
    assert_eq!(show(Expr::Bin(Bin::Add, max(), min())), "a + b");
    assert_eq!(
        show(Expr::Bin(Bin::Sub, max(), min())),
        "a.max(b) - a.min(b)"
    );
    // Signed (a score game's values): `0 < t` stays, since t may be negative.
    let signed = Expr::Cmp(Cmp::Lt, c(0), a()).render(Mode { signed: true }, &names);
    assert_eq!(signed, "0 < a");
}

/// HDU 2897 (misère; take `p..=q`, or all when fewer than `p` are left): the player to move at
/// `n` wins iff `r == 0 || p < r` with `r = n % (p + q)`. The table of `(n, p, q)` reduced to
/// `(r, p, q)` gets it.
#[test]
#[ignore = "about 1.3 s: CI runs it (cargo test -p cgt-tools --test find -- --ignored)"]
fn a_period_in_the_sum_of_two_parameters_is_found_on_the_reduced_table() {
    let moves = |s: &[i64]| -> Vec<Vec<i64>> {
        let (n, p, q) = (s[0], s[1], s[2]);
        if n == 0 {
            Vec::new()
        } else if n < p {
            vec![vec![0, p, q]]
        } else {
            (p..=q.min(n)).map(|k| vec![n - k, p, q]).collect()
        }
    };
    let box_of = |n: i64, m: i64| -> Vec<Vec<i64>> {
        (1..=m)
            .flat_map(|p| (p..=m).flat_map(move |q| (0..=n).map(move |k| vec![k, p, q])))
            .collect()
    };
    let t = outcome_table(Shape::Tuple(3), box_of(60, 8), &moves, true);
    let r = run(&t, Kind::Misere);
    assert!(
        r.lines
            .iter()
            .any(|l| l.contains("depends on a only through a % (b + c)")),
        "{:?}",
        r.lines
    );
    // The constant pieces the rest makes unneeded are dropped (r == 1 was kept beside p == 1).
    assert!(
        code(&r).contains("a % (b + c) == 0 || b < a % (b + c)\n"),
        "{}",
        code(&r)
    );
    holds(&r, box_of(300, 30), |s| {
        let m = s[0] % (s[1] + s[2]);
        i64::from(m == 0 || s[1] < m)
    });
}

/// A score game's values without a formula: its sign (whether the player to move gets more,
/// `v > 0`) is searched instead, as a Grundy table's P-positions are.
#[test]
fn a_score_game_without_a_formula_gets_one_for_its_sign() {
    let v = |n: i64| {
        if n % 3 == 0 {
            -1 - n * 7919 % 13
        } else {
            1 + n * 104_729 % 11
        }
    };
    let t = Table {
        shape: Shape::Heap,
        points: (0..=300).map(|n| vec![n]).collect(),
        values: (0..=300).map(v).collect(),
    };
    let lim = Limits {
        seconds: 6.0,
        max_size: 6,
    };
    let r = run_with(&t, Kind::Score, &lim);
    assert!(
        r.lines[0] == "Formula search: no formula for v(n) found."
            && r.lines[2].starts_with("Searched: ")
            && r.lines[1].starts_with(
                "Instead, its sign, whether the player to move gets more: v(n) > 0 = "
            ),
        "{:?}",
        r.lines
    );
    assert!(code(&r).contains("-> bool"), "{}", code(&r));
    holds(&r, heaps(3000), |p| i64::from(v(p[0]) > 0));
    // With a second parameter the values depend on and the sign does not, the note says so
    // of the sign.
    let points: Vec<Vec<i64>> = (0..=300)
        .flat_map(|n| (0..4).map(move |k| vec![n, k]))
        .collect();
    let values = points.iter().map(|p| v(p[0]) * (p[1] + 1)).collect();
    let t = Table {
        shape: Shape::TwoHeaps,
        points,
        values,
    };
    let r = run_with(&t, Kind::Score, &lim);
    assert!(
        r.lines
            .iter()
            .any(|l| l == "The sign of v does not depend on b (equal values wherever the other parameters agree)."),
        "{:?}",
        r.lines
    );
}

/// CF 1738C "Even Number Addicts" (e even and o odd numbers, take one in turn; Alice, first,
/// wins iff her sum is even): Alice wins iff !(o % 4 == 2 || o % 4 == 1 && e is even). A split
/// whose one side needs more than the small sides' 5 nodes gets it (here in the table reduced
/// to `(e % (o + 1), o)`).
#[test]
#[ignore = "about 2.2 s: CI runs it (cargo test -p cgt-tools --test find -- --ignored)"]
fn a_split_with_one_larger_side() {
    // (e, o, Alice's parity, turn); the winner, to move at the end, gets a move to a dead end.
    let moves = |s: &[i64]| -> Vec<Vec<i64>> {
        let (e, o, par, t) = (s[0], s[1], s[2], s[3]);
        if e < 0 {
            return Vec::new();
        }
        let mut v = Vec::new();
        if e > 0 {
            v.push(vec![e - 1, o, par, 1 - t]);
        }
        if o > 0 {
            let np = if t == 0 { par ^ 1 } else { par };
            v.push(vec![e, o - 1, np, 1 - t]);
        }
        if e == 0 && o == 0 && (t == 0) == (par == 0) {
            v.push(vec![-1, -1, 0, 0]);
        }
        v
    };
    let starts = |m: i64| -> Vec<Vec<i64>> {
        (0..=m)
            .flat_map(|e| (0..=m).map(move |o| vec![e, o, 0, 0]))
            .collect()
    };
    let t = outcome_table(Shape::Tuple(4), starts(30), &moves, false);
    // The limit of 7 finds the formula the default 9 does, in half the time.
    let r = run_with(&t, Kind::Outcome, &seven());
    holds(&r, starts(120), |s| {
        i64::from(!(s[1] % 4 == 2 || s[1] % 4 == 1 && s[0] % 2 == 0))
    });
}

/// A split whose one side is found small (`b % 3 != 2`, 5 nodes) and the other not (`(b + 1) %
/// 6 < 3`, 7 nodes): the other side is searched again up to the size limit.
#[test]
#[ignore = "about 2.5 s: CI runs it (cargo test -p cgt-tools --test find -- --ignored)"]
fn a_split_side_beyond_the_small_size() {
    let f = |p: &[i64]| {
        let b = p[1];
        i64::from(if p[0] % 2 == 0 {
            (b + 1) % 6 < 3
        } else {
            b % 3 != 2
        })
    };
    let points: Vec<Vec<i64>> = (0..=30)
        .flat_map(|a| (0..=30).map(move |b| vec![a, b]))
        .collect();
    let values = points.iter().map(|p| f(p)).collect();
    let t = Table {
        shape: Shape::Tuple(2),
        points,
        values,
    };
    // The limit of 7 finds the formula the default 9 does, in half the time.
    let r = run_with(&t, Kind::Outcome, &seven());
    assert!(
        r.lines.iter().all(|l| !l.contains("only through")),
        "{:?}",
        r.lines
    );
    holds(
        &r,
        (0..=200).flat_map(|a| (0..=200).map(move |b| vec![a, b])),
        f,
    );
}
