//! The general layer against the code a contestant writes by hand, in one run: `GameSearch`
//! against a recursion with a `HashMap` memo (target ratio <= 1.3), `numbered` and
//! `grundy_table` against a plain array DP (target <= 1.5), and `wythoff::winning_moves` against
//! its form at commit 372df1e (target <= 1.0), `score_search::NumberedMinimax` and
//! `NumberedScore::with_extra_turns` against array DPs (target <= 1.5; peak heap too, from a
//! counting allocator), an interval game on `NumberedScore` and a cyclic game on
//! `graph_game::outcomes` against the DPs a contestant writes. `cargo bench -p cgt-bench --bench
//! general`.
//! Each figure is the fastest of interleaved rounds; the ratio is ours over the baseline.
// Benchmarks are not submitted to judges, so the Rust 1.63 floor does not apply here.
#![allow(clippy::incompatible_msrv)]
use cgt::game_search::GameSearch;
use cgt::graph_game::{outcomes, Outcome};
use cgt::huge_heap::{Change, NimExceptions};
use cgt::interval_score::{IntervalMoves, IntervalScore};
use cgt::isqrt::isqrt_u128;
use cgt::layered_minimax::{LayerMoves, LayeredMinimax};
use cgt::numbered::{Moves, Numbered};
use cgt::rng::XorShift;
use cgt::score_search::{NumberedMinimax, NumberedScore};
use cgt::score_table::{score_table, score_table_i32, ScoreMoves};
use cgt::series::{series, NextStarter};
use cgt::sprague_grundy::{
    all_first_player_wins, all_misere_first_player_wins, all_normal_and_misere, grundy_table,
    Moves as TableMoves,
};
use std::alloc::{GlobalAlloc, Layout, System};
use std::collections::HashMap;
use std::hint::black_box;
use std::sync::atomic::Ordering::Relaxed;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Instant;

/// The fastest of `rounds` interleaved runs of `ours` and `base`, in seconds, and their ratio.
fn duel(rounds: usize, ours: &mut dyn FnMut() -> u64, base: &mut dyn FnMut() -> u64) -> [f64; 3] {
    let (mut a, mut b) = (f64::INFINITY, f64::INFINITY);
    if SKIP.load(Ordering::Relaxed) {
        return [a, b, 1.0];
    }
    for _ in 0..rounds {
        let t = Instant::now();
        let x = black_box(ours());
        a = a.min(t.elapsed().as_secs_f64());
        let t = Instant::now();
        let y = black_box(base());
        b = b.min(t.elapsed().as_secs_f64());
        assert_eq!(x, y, "the two sides disagree");
    }
    [a, b, a / b]
}

/// One line: the times, the ratio, and ours per position and per move (`counts`, if given).
fn report(what: &str, [a, b, r]: [f64; 3], target: &str, counts: Option<(usize, usize)>) {
    if SKIP.load(Ordering::Relaxed) {
        return;
    }
    let cost = counts.map_or(String::new(), |(p, m)| {
        let (p, m) = (a * 1e9 / p as f64, a * 1e9 / m as f64);
        format!(", {:.1} ns per position, {:.2} ns per move", p, m)
    });
    println!(
        "{}: ours {:.4} s, baseline {:.4} s, ratio {:.2} (target {}){}",
        what, a, b, r, target, cost
    );
}

// --- 1. GameSearch against a HashMap memo: two heaps, take 1..=3 from one or 1..=2 from both.

const TWO_HEAPS: u32 = 300;

fn two_heap_moves(&(a, b): &(u32, u32)) -> Vec<(u32, u32)> {
    let mut v = Vec::new();
    for k in 1..=3 {
        if k <= a {
            v.push((a - k, b));
        }
        if k <= b {
            v.push((a, b - k));
        }
        if k <= 2 && k <= a.min(b) {
            v.push((a - k, b - k));
        }
    }
    v
}

/// The hand-written twin: recursion, `HashMap` memo, a bit mask for the mex, moves inline.
fn hand_two_heaps(p: (u32, u32), memo: &mut HashMap<(u32, u32), u32>) -> u32 {
    if let Some(&g) = memo.get(&p) {
        return g;
    }
    let (a, b) = p;
    let mut seen = 0u64;
    for k in 1..=3 {
        if k <= a {
            seen |= 1 << hand_two_heaps((a - k, b), memo);
        }
        if k <= b {
            seen |= 1 << hand_two_heaps((a, b - k), memo);
        }
        if k <= 2 && k <= a.min(b) {
            seen |= 1 << hand_two_heaps((a - k, b - k), memo);
        }
    }
    let g = (!seen).trailing_zeros();
    memo.insert(p, g);
    g
}

/// Three heaps as a sorted `[u8; 3]` (a trial's game): take `k >= 1` from one heap and `0..=k`
/// from another.
const THREE_HEAPS: u8 = 24;

fn three_heap_moves(p: &[u8; 3]) -> Vec<[u8; 3]> {
    let mut v = Vec::new();
    for i in 0..3 {
        for k in 1..=p[i] {
            for j in (0..3).filter(|&j| j != i) {
                let lo = if j == (i + 1) % 3 { 0 } else { 1 };
                for t in lo..=k.min(p[j]) {
                    let mut q = *p;
                    q[i] -= k;
                    q[j] -= t;
                    q.sort_unstable();
                    v.push(q);
                }
            }
        }
    }
    v
}

/// The hand-written twin: recursion, `HashMap` memo, a `Vec<bool>` for the mex, moves inline.
fn hand_three_heaps(p: [u8; 3], memo: &mut HashMap<[u8; 3], u32>) -> u32 {
    if let Some(&g) = memo.get(&p) {
        return g;
    }
    let moves = three_heap_moves(&p);
    let mut seen = vec![false; moves.len() + 1];
    for q in moves {
        let g = hand_three_heaps(q, memo) as usize;
        if g < seen.len() {
            seen[g] = true;
        }
    }
    let g = seen.iter().position(|&s| !s).expect("a value missing") as u32;
    memo.insert(p, g);
    g
}

/// The multiplication game: start at 1, multiply by 2..=9; a product >= n may not be made.
fn mult_moves(p: u64, n: u64) -> Vec<u64> {
    (2..=9).map(|k| p * k).filter(|&q| q < n).collect()
}

/// Heaps packed 8 bits each into a `u64`, largest first; a move lowers one heap to any smaller
/// size or takes the same number from two heaps (100-300 moves a position, each sorted and
/// packed anew): `f(q)` for each, stopping when it returns `true`.
fn lower_moves(p: u64, mut f: impl FnMut(u64) -> bool) -> bool {
    let h: Vec<u8> = (0..8)
        .map(|i| (p >> (8 * i)) as u8)
        .take_while(|&x| x > 0)
        .collect();
    let pack = |mut c: [u8; 8]| {
        c.sort_unstable_by(|a, b| b.cmp(a));
        c.iter().rev().fold(0, |q, &x| q << 8 | u64::from(x))
    };
    let mut c = [0u8; 8];
    c[..h.len()].copy_from_slice(&h);
    for i in 0..h.len() {
        for v in 0..h[i] {
            let mut d = c;
            d[i] = v;
            if f(pack(d)) {
                return true;
            }
        }
        for j in i + 1..h.len() {
            for t in 1..=h[j] {
                let mut d = c;
                d[i] -= t;
                d[j] -= t;
                if f(pack(d)) {
                    return true;
                }
            }
        }
    }
    false
}

/// `lower_moves` by hand: a memo recursion that stops at its first losing move.
fn hand_lower(p: u64, memo: &mut HashMap<u64, bool>) -> bool {
    if let Some(&w) = memo.get(&p) {
        return w;
    }
    let w = lower_moves(p, |q| !hand_lower(q, memo));
    memo.insert(p, w);
    w
}

fn hand_mult(p: u64, n: u64, memo: &mut HashMap<u64, bool>) -> bool {
    if let Some(&w) = memo.get(&p) {
        return w;
    }
    let mut w = false;
    for k in 2..=9 {
        if p * k < n && !hand_mult(p * k, n, memo) {
            w = true;
            break;
        }
    }
    memo.insert(p, w);
    w
}

// --- 2. numbered and grundy_table against array DPs.

/// Two tokens on a DAG of `V` vertices (v -> v + 1, v + 3, v + 7 when < V): a move slides one
/// token; the state is `u * V + v`, the moves go up.
const V: usize = 512;
const STEPS: [usize; 3] = [1, 3, 7];

fn token_moves(x: usize, out: &mut Moves) {
    let (u, v) = (x / V, x % V);
    for s in STEPS {
        if u + s < V {
            out.push(x + s * V);
        }
        if v + s < V {
            out.push(x + s);
        }
    }
}

fn numbered_tokens() -> u64 {
    let mut s = Numbered::new(V * V, token_moves);
    s.all_grundy().iter().map(|&x| u64::from(x)).sum()
}

fn hand_tokens() -> u64 {
    let mut g = vec![0u32; V * V];
    for u in (0..V).rev() {
        for v in (0..V).rev() {
            let mut seen = 0u64;
            for s in STEPS {
                if u + s < V {
                    seen |= 1 << g[(u + s) * V + v];
                }
                if v + s < V {
                    seen |= 1 << g[u * V + v + s];
                }
            }
            g[u * V + v] = (!seen).trailing_zeros();
        }
    }
    g.iter().map(|&x| u64::from(x)).sum()
}

/// The search alone: every state from position 0, then the values summed.
fn numbered_tokens_search() -> u64 {
    let mut s = Numbered::new(V * V, token_moves);
    s.grundy(0);
    (0..V * V).map(|x| u64::from(s.grundy(x))).sum()
}

/// The token moves, stopping at a move to a lost state (`if out.push(y) { return; }`).
fn token_moves_stop(x: usize, out: &mut Moves) {
    let (u, v) = (x / V, x % V);
    for s in STEPS {
        if (u + s < V && out.push(x + s * V)) || (v + s < V && out.push(x + s)) {
            return;
        }
    }
}

fn numbered_tokens_wins_stop() -> u64 {
    let mut s = Numbered::new(V * V, token_moves_stop);
    s.all_first_player_wins().iter().filter(|&&w| w).count() as u64
}

fn numbered_tokens_wins() -> u64 {
    let mut s = Numbered::new(V * V, token_moves);
    s.all_first_player_wins().iter().filter(|&&w| w).count() as u64
}

fn hand_tokens_wins() -> u64 {
    let mut w = vec![false; V * V];
    for u in (0..V).rev() {
        for v in (0..V).rev() {
            let lost = |x: usize| !w[x];
            let to_lost = STEPS.iter().any(|&s| {
                (u + s < V && lost((u + s) * V + v)) || (v + s < V && lost(u * V + v + s))
            });
            w[u * V + v] = to_lost;
        }
    }
    w.iter().filter(|&&x| x).count() as u64
}

/// The same states numbered from the end (`x' = V * V - 1 - x`), so every move goes to a smaller
/// number: `grundy_table`, or the outcomes alone by `sprague_grundy::all_first_player_wins` (each
/// its own closure: a rule called from one place is inlined there).
fn table_tokens() -> u64 {
    let g = grundy_table(V * V - 1, |x, out| {
        let (u, v) = (x / V, x % V);
        for s in STEPS {
            if u >= s {
                out.push(x - s * V);
            }
            if v >= s {
                out.push(x - s);
            }
        }
    });
    g.iter().map(|&x| u64::from(x)).sum()
}

fn table_tokens_wins() -> u64 {
    let w = all_first_player_wins(V * V - 1, |x, out| {
        let (u, v) = (x / V, x % V);
        for s in STEPS {
            if (u >= s && out.push(x - s * V)) || (v >= s && out.push(x - s)) {
                return;
            }
        }
    });
    w.iter().filter(|&&w| w).count() as u64
}

/// Subtraction game with 31 amounts over 3·10^6 heaps.
const HEAPS: usize = 3_000_000;

fn amounts() -> Vec<usize> {
    (0..31).map(|i| 1 + i * 3 + i * i % 7).collect()
}

fn table_subtraction(set: &[usize]) -> u64 {
    let g = grundy_table(HEAPS, |x, out| {
        out.extend(set.iter().filter(|&&s| s <= x).map(|&s| x - s))
    });
    g.iter().map(|&v| u64::from(v)).sum()
}

fn hand_subtraction(set: &[usize]) -> u64 {
    let mut g = vec![0u32; HEAPS + 1];
    for x in 0..=HEAPS {
        let mut seen = 0u64;
        for &s in set {
            if s <= x {
                seen |= 1 << g[x - s];
            }
        }
        g[x] = (!seen).trailing_zeros();
    }
    g.iter().map(|&v| u64::from(v)).sum()
}

/// Take a positive square or triangular number from one heap, heaps up to `SQUARES`: about 1000
/// moves a heap, values up to 230 (most of them from 64 on).
const SQUARES: usize = 200_000;

fn square_takes() -> Vec<usize> {
    let mut t: Vec<usize> = (1..).map(|k| k * k).take_while(|&s| s <= SQUARES).collect();
    t.extend((1..).map(|k| k * (k + 1) / 2).take_while(|&s| s <= SQUARES));
    t.sort_unstable();
    t.dedup();
    t
}

fn table_squares(takes: &[usize]) -> u64 {
    let g = grundy_table(SQUARES, |x, out| {
        out.extend(takes.iter().take_while(|&&s| s <= x).map(|&s| x - s))
    });
    g.iter().map(|&v| u64::from(v)).sum()
}

/// The same table by `Numbered`'s sweep (2·10^5 positions: its memo shifted, every move's value
/// in the stamps).
fn numbered_squares(takes: &[usize]) -> u64 {
    let mut s = Numbered::new(SQUARES + 1, |x, out: &mut Moves| {
        out.extend(takes.iter().take_while(|&&s| s <= x).map(|&s| x - s))
    });
    s.all_grundy().iter().map(|&v| u64::from(v)).sum()
}

/// The array DP with a stamp array: `seen[g(y)] = x` for each move, then the first unmarked.
fn hand_squares(takes: &[usize]) -> u64 {
    let (mut g, mut seen) = (vec![0u32; SQUARES + 1], vec![usize::MAX; 2048]);
    for x in 0..=SQUARES {
        for &s in takes.iter().take_while(|&&s| s <= x) {
            seen[g[x - s] as usize] = x;
        }
        g[x] = (0..).find(|&v| seen[v] != x).unwrap() as u32;
    }
    g.iter().map(|&v| u64::from(v)).sum()
}

// --- 4. Issue 29: an expensive win/lose rule that stops, values >= 64, two tokens with letters.

/// Sets of `1..=16` as bit masks: a move removes a non-empty subset whose sum is a multiple of 3
/// (the subsets enumerated smallest first, stopping at a move to a lost set).
const BITS: usize = 16;

fn subset_sums() -> Vec<u32> {
    (0..1usize << BITS)
        .map(|s| {
            (0..BITS)
                .filter(|i| s >> i & 1 == 1)
                .map(|i| i as u32 + 1)
                .sum()
        })
        .collect()
}

fn numbered_subsets(sums: &[u32], stop: bool) -> u64 {
    let mut s = Numbered::new(1 << BITS, |m, out| {
        let mut sub = 0usize;
        loop {
            sub = sub.wrapping_sub(m) & m; // the next subset, in increasing order
            if sub == 0 {
                break;
            }
            if sums[sub] % 3 == 0 && out.push(m ^ sub) && stop {
                return;
            }
        }
    });
    s.all_first_player_wins().iter().filter(|&&w| w).count() as u64
}

fn hand_subsets(sums: &[u32]) -> u64 {
    let mut w = vec![false; 1 << BITS];
    for m in 0..1usize << BITS {
        let mut sub = 0usize;
        loop {
            sub = sub.wrapping_sub(m) & m;
            if sub == 0 {
                break;
            }
            if sums[sub] % 3 == 0 && !w[m ^ sub] {
                w[m] = true;
                break;
            }
        }
    }
    w.iter().filter(|&&x| x).count() as u64
}

/// Wythoff's game on two heaps `a, b < W` (take any amount from one, or the same from both):
/// values up to about `2 W`, most of them >= 64.
const W: usize = 256;

fn wythoff_moves(x: usize, out: &mut Moves) {
    wythoff_each(x, |y| {
        out.push(y);
    });
}

/// Each move of Wythoff's game from `x = a * W + b`, for either tool's sink.
#[inline(always)]
fn wythoff_each(x: usize, mut push: impl FnMut(usize)) {
    let (a, b) = (x / W, x % W);
    for c in 0..a {
        push(c * W + b);
    }
    for c in 0..b {
        push(a * W + c);
    }
    for k in 1..=a.min(b) {
        push(x - k * (W + 1));
    }
}

fn numbered_wythoff() -> u64 {
    let mut s = Numbered::new(W * W, wythoff_moves);
    s.all_grundy().iter().map(|&v| u64::from(v)).sum()
}

/// The same positions by `grundy_table` (every move lowers `a`, `b` or both: a smaller number).
fn table_wythoff() -> u64 {
    let g = grundy_table(W * W - 1, |x, out| {
        wythoff_each(x, |y| {
            out.push(y);
        })
    });
    g.iter().map(|&v| u64::from(v)).sum()
}

fn numbered_wythoff_queries() -> u64 {
    let mut s = Numbered::new(W * W, wythoff_moves);
    (0..W * W).map(|x| u64::from(s.grundy(x))).sum()
}

/// The contestant's DP: a stamp array for the mex.
fn hand_wythoff() -> u64 {
    let mut g = vec![0u32; W * W];
    let mut seen = vec![0usize; 2 * W + 1];
    for a in 0..W {
        for b in 0..W {
            let x = a * W + b;
            let stamp = x + 1;
            for c in 0..a {
                seen[g[c * W + b] as usize] = stamp;
            }
            for c in 0..b {
                seen[g[a * W + c] as usize] = stamp;
            }
            for k in 1..=a.min(b) {
                seen[g[x - k * (W + 1)] as usize] = stamp;
            }
            let mut v = 0;
            while seen[v] == stamp {
                v += 1;
            }
            g[x] = v as u32;
        }
    }
    g.iter().map(|&v| u64::from(v)).sum()
}

/// Two tokens on a DAG of `TV` vertices whose edges carry letters (CF 917B): the player to move
/// slides their token along an edge whose letter is at least the last one played; the state is
/// (mover's vertex, other's vertex, last letter), numbered `(u * TV + v) * 26 + c`.
const TV: usize = 100;

fn letter_dag() -> Vec<Vec<(usize, usize)>> {
    let mut rng = XorShift::new(917);
    let mut order: Vec<usize> = (0..TV).collect();
    rng.shuffle(&mut order);
    let mut adj = vec![Vec::new(); TV];
    for i in 0..TV {
        for j in i + 1..TV {
            if rng.below(5) == 0 {
                adj[order[i]].push((order[j], rng.below(26) as usize));
            }
        }
    }
    adj
}

fn numbered_letters(adj: &[Vec<(usize, usize)>], queries: Option<&[usize]>) -> u64 {
    let mut s = Numbered::new(TV * TV * 26, |x, out| {
        let (u, v, c) = (x / 26 / TV, x / 26 % TV, x % 26);
        for &(w, l) in &adj[u] {
            if l >= c && out.push((v * TV + w) * 26 + l) {
                return;
            }
        }
    });
    match queries {
        Some(q) => q.iter().filter(|&&x| s.first_player_wins(x)).count() as u64,
        None => s.all_first_player_wins().iter().filter(|&&w| w).count() as u64,
    }
}

/// The contestant's memo: a recursion, -1 for unknown.
fn hand_letters(adj: &[Vec<(usize, usize)>], queries: Option<&[usize]>) -> u64 {
    fn win(x: usize, adj: &[Vec<(usize, usize)>], memo: &mut [i8]) -> bool {
        if memo[x] >= 0 {
            return memo[x] == 1;
        }
        let (u, v, c) = (x / 26 / TV, x / 26 % TV, x % 26);
        let mut w = false;
        for &(t, l) in &adj[u] {
            if l >= c && !win((v * TV + t) * 26 + l, adj, memo) {
                w = true;
                break;
            }
        }
        memo[x] = w as i8;
        w
    }
    let mut memo = vec![-1i8; TV * TV * 26];
    let all: Vec<usize>;
    let q = match queries {
        Some(q) => q,
        None => {
            all = (0..TV * TV * 26).collect();
            &all
        }
    };
    q.iter().filter(|&&x| win(x, adj, &mut memo)).count() as u64
}

/// Merges of heaps (issue 29, item 5): a move merges two heaps; the options in decreasing or
/// increasing order of the sorted heaps (the first order finds a lost option at once).
const MERGE_ONES: usize = 30;

fn merges(p: &[u8], decreasing: bool) -> Vec<Vec<u8>> {
    let mut v = Vec::new();
    for i in 0..p.len() {
        for j in i + 1..p.len() {
            let mut q = p.to_vec();
            q[i] += q[j];
            q.remove(j);
            q.sort_unstable();
            v.push(q);
        }
    }
    v.sort_unstable_by(|a, b| b.cmp(a));
    v.dedup();
    if !decreasing {
        v.reverse();
    }
    v
}

fn hand_merges(p: &[u8], decreasing: bool, memo: &mut HashMap<Vec<u8>, bool>) -> bool {
    if let Some(&w) = memo.get(p) {
        return w;
    }
    let mut w = false;
    for q in merges(p, decreasing) {
        if !hand_merges(&q, decreasing, memo) {
            w = true;
            break;
        }
    }
    memo.insert(p.to_vec(), w);
    w
}

// --- 3. wythoff::winning_moves against its form at 372df1e (two binary searches per partner).

fn old_p_position(k: u64) -> Option<(u64, u64)> {
    let five_k2 = (u128::from(k) * u128::from(k)).checked_mul(5)?;
    let a = (u128::from(k) + u128::from(isqrt_u128(five_k2))) / 2;
    let b = a + u128::from(k);
    (b <= u128::from(u64::MAX)).then_some((a as u64, b as u64))
}

fn old_partner(x: u64) -> Option<u64> {
    if x == 0 {
        return Some(0);
    }
    let largest_k = |key: &dyn Fn((u64, u64)) -> u64| {
        let (mut lo, mut hi) = (0u64, cgt::wythoff::MAX_K);
        while lo < hi {
            let mid = lo + (hi - lo + 1) / 2;
            if key(old_p_position(mid).unwrap()) <= x {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        lo
    };
    let (a, b) = old_p_position(largest_k(&|p| p.0)).unwrap();
    if a == x {
        return Some(b);
    }
    let (a, b) = old_p_position(largest_k(&|p| p.1)).unwrap();
    if b == x {
        return Some(a);
    }
    None
}

fn old_winning_moves(a: u64, b: u64) -> Vec<(u64, u64)> {
    let mut v = Vec::new();
    if let Some(p) = old_partner(b).filter(|&p| p < a) {
        v.push((p, b));
    }
    if let Some(p) = old_partner(a).filter(|&p| p < b) {
        v.push((a, p));
    }
    let (lo, hi) = (a.min(b), a.max(b));
    if let Some((ad, bd)) = old_p_position(hi - lo).filter(|p| p.0 < lo) {
        v.push(if a <= b { (ad, bd) } else { (bd, ad) });
    }
    v.sort_unstable();
    v.dedup();
    v
}

// --- 5. huge_heap::NimExceptions against a sort-and-sweep with per-size sets.

/// 2 * 10^5 exception sizes below 10^18, 1-3 changes each (lost, forbidden, forbidden and added
/// back, added); targets an earlier exception size, the size just below, or anywhere below.
fn nim_exceptions_input() -> (Vec<(u64, Change)>, Vec<u64>) {
    let mut rng = XorShift::new(29);
    let mut sizes: Vec<u64> = (0..200_000)
        .map(|_| 1 + rng.below(1_000_000_000_000_000_000))
        .collect();
    sizes.sort_unstable();
    let mut out = Vec::new();
    for (i, &p) in sizes.iter().enumerate() {
        for _ in 0..1 + rng.below(3) {
            let m = match rng.below(3) {
                0 if i > 0 => sizes[rng.below(i as u64) as usize].min(p - 1),
                1 => p - 1,
                _ => rng.below(p),
            };
            match rng.below(8) {
                0 => out.push((p, Change::Lost)),
                1..=3 => out.push((p, Change::Forbid(m))),
                4 => out.extend([(p, Change::Forbid(m)), (p, Change::Extra(m))]),
                _ => out.push((p, Change::Extra(m))),
            }
        }
    }
    rng.shuffle(&mut out);
    let mut q: Vec<u64> = (0..100_000)
        .map(|_| rng.below(1_000_000_000_000_000_000))
        .collect();
    q.extend(sizes.iter().step_by(4).map(|&p| p + 1));
    (out, q[..100_000].to_vec())
}

fn nim_exceptions_ours(changes: &[(u64, Change)], q: &[u64]) -> u64 {
    let nim = NimExceptions::new(changes);
    q.iter()
        .fold(0, |h, &n| h.wrapping_mul(31).wrapping_add(nim.grundy(n)))
}

/// The contestant's version: sort, sweep the sizes, a `HashSet` of the added targets and a
/// `HashMap` of the forbidden values per size, a `HashMap` of the exceptions' values; a plain
/// size's value from the last exception below it (binary search).
fn nim_exceptions_hand(changes: &[(u64, Change)], q: &[u64]) -> u64 {
    use std::collections::HashSet;
    let mut c = changes.to_vec();
    c.sort_unstable();
    c.dedup();
    // (size, value, mex after it)
    let mut ex: Vec<(u64, u64, u64)> = Vec::new();
    let g = |ex: &[(u64, u64, u64)], n: u64| match ex.binary_search_by_key(&n, |e| e.0) {
        Ok(i) => ex[i].1,
        Err(0) => n,
        Err(i) => ex[i - 1].2 + (n - ex[i - 1].0 - 1),
    };
    let (mut w, mut next, mut held) = (0u64, 0u64, HashMap::<u64, u64>::new());
    let mut i = 0;
    while i < c.len() {
        let p = c[i].0;
        let mut j = i;
        let (mut lost, mut forbid, mut extra) = (false, Vec::new(), HashSet::new());
        while j < c.len() && c[j].0 == p {
            match c[j].1 {
                Change::Lost => lost = true,
                Change::Forbid(m) => forbid.push(m),
                Change::Extra(m) => {
                    extra.insert(m);
                }
            }
            j += 1;
        }
        w += p - next;
        let mut x = if lost { 0 } else { w };
        if !lost {
            let mut count: HashMap<u64, u64> = HashMap::new();
            for &m in forbid.iter().filter(|m| !extra.contains(m)) {
                *count.entry(g(&ex, m)).or_insert(0) += 1;
            }
            for (v, k) in count {
                // The plain size holding v, if any: the run whose first value is the last <= v.
                let r = ex.partition_point(|e| e.2 <= v);
                let (start, w0) = if r == 0 {
                    (0, 0)
                } else {
                    (ex[r - 1].0 + 1, ex[r - 1].2)
                };
                let end = if r < ex.len() { ex[r].0 } else { p };
                let plain = u64::from(v < w0 + (end - start));
                if k == held.get(&v).copied().unwrap_or(0) + plain {
                    x = x.min(v);
                }
            }
        }
        *held.entry(x).or_insert(0) += 1;
        if x == w {
            w += 1;
        }
        ex.push((p, x, w));
        next = p + 1;
        i = j;
    }
    q.iter()
        .fold(0, |h, &n| h.wrapping_mul(31).wrapping_add(g(&ex, n)))
}

/// Whether the lines from here on run (`section(tag)`): all, or, with `$GENERAL_ONLY` set,
/// those whose section's tag contains it.
static SKIP: AtomicBool = AtomicBool::new(false);

fn section(tag: &str) {
    let skip = std::env::var("GENERAL_ONLY").map_or(false, |o| !tag.contains(o.as_str()));
    SKIP.store(skip, Ordering::Relaxed);
}

// --- 4. Numbered minimax and moves that keep the turn, against array DPs.

/// A digit game with a given turn order (AtCoder ABC 195 E): digit `i` is written by `max[i]`'s
/// player, who appends it or 0 to a number; Max wants a multiple of 7. Position `i * 7 + r`.
const DIGITS: usize = 200_000;

fn digit_game() -> (Vec<usize>, Vec<bool>) {
    let mut rng = XorShift::new(3);
    let d = (0..DIGITS).map(|_| rng.below(10) as usize).collect();
    let max = (0..DIGITS).map(|_| rng.below(2) == 1).collect();
    (d, max)
}

fn minimax_digits(d: &[usize], max: &[bool], all: bool) -> u64 {
    let n = d.len();
    let mut s = NumberedMinimax::new(
        (n + 1) * 7,
        |x, out| {
            let (i, r) = (x / 7, x % 7);
            if i < n {
                out.push(((i + 1) * 7 + (r * 10 + d[i]) % 7, 0));
                out.push(((i + 1) * 7 + r * 10 % 7, 0));
            }
        },
        |x| i64::from(x % 7 == 0),
        |x| max[x / 7],
    );
    if all {
        s.all_values().iter().sum::<i64>() as u64
    } else {
        s.value(0) as u64
    }
}

/// The same game by `layered_minimax`: layer `i` (digit `i` next), column `r`, two layers kept.
fn layered_digits(d: &[usize], max: &[bool]) -> u64 {
    let n = d.len();
    let rule = |i: usize, r: usize, out: &mut LayerMoves| {
        if i < n {
            out.push(i + 1, (r * 10 + d[i]) % 7, 0);
            out.push(i + 1, r * 10 % 7, 0);
        }
    };
    let mut s = LayeredMinimax::new(n + 1, 7, 1, rule, |_, r| i64::from(r == 0), |i, _| max[i]);
    s.value(0, 0) as u64
}

/// The 8-line DP: the table from the last digit back.
fn hand_digits(d: &[usize], max: &[bool], all: bool) -> u64 {
    let n = d.len();
    let mut dp = vec![0i64; (n + 1) * 7];
    dp[n * 7] = 1;
    for i in (0..n).rev() {
        for r in 0..7 {
            let a = dp[(i + 1) * 7 + (r * 10 + d[i]) % 7];
            let b = dp[(i + 1) * 7 + r * 10 % 7];
            dp[i * 7 + r] = if max[i] { a.max(b) } else { a.min(b) };
        }
    }
    if all {
        dp.iter().sum::<i64>() as u64
    } else {
        dp[0] as u64
    }
}

/// The same DP as one loop over the positions, decoding `(i, r) = (x / 7, x % 7)` and asking the
/// turn as the rule and `max_to_move` do: what the rule's form costs a DP by itself.
fn hand_digits_decoded(d: &[usize], max: &[bool]) -> u64 {
    let n = d.len();
    let mut dp = vec![0i64; (n + 1) * 7];
    dp[n * 7] = 1;
    let turn = |x: usize| max[x / 7];
    for x in (0..n * 7).rev() {
        let (i, r) = (x / 7, x % 7);
        let a = dp[(i + 1) * 7 + (r * 10 + d[i]) % 7];
        let b = dp[(i + 1) * 7 + r * 10 % 7];
        dp[x] = if turn(x) { a.max(b) } else { a.min(b) };
    }
    dp.iter().sum::<i64>() as u64
}

/// Coins on a pile (USACO 2009 "xoinc"): the first player takes 1 or 2; after a take of k the
/// opponent may take 1..=2k. Position (i coins left, may take up to j) as `i * (COINS + 1) + j`;
/// "not j" keeps the turn and lowers j, so each position has two moves.
const COINS: usize = 2000;

fn coins() -> (Vec<i64>, Vec<i64>) {
    let mut rng = XorShift::new(4);
    let c: Vec<i64> = (0..COINS).map(|_| 1 + rng.below(100_000) as i64).collect();
    // left[i]: the sum of the last i coins (those left when i remain).
    let mut left = vec![0i64; COINS + 1];
    for i in 1..=COINS {
        left[i] = left[i - 1] + c[COINS - i];
    }
    (c, left)
}

fn score_coins(left: &[i64], all: bool) -> u64 {
    let w = COINS + 1;
    let mut s = NumberedScore::with_extra_turns(
        w * w,
        |x, out| {
            let (i, j) = (x / w, x % w);
            if j > 1 {
                out.push((x - 1, 0, true));
            }
            if j >= 1 && j <= i {
                let rest = i - j;
                out.push((rest * w + (2 * j).min(rest), left[i] - left[rest], false));
            }
        },
        |_| 0,
    );
    if all {
        s.all_values().iter().sum::<i64>() as u64
    } else {
        ((left[COINS] + s.value(COINS * w + 2)) / 2) as u64
    }
}

/// The same game by `score_table` (every move to a smaller number; "not j" keeps the turn), or
/// (`narrow`) by `score_table_i32`.
fn table_coins(left: &[i64], narrow: bool) -> u64 {
    let w = COINS + 1;
    let sum = match narrow {
        false => score_table(w * w - 1, |x, out| coins_rule(left, x, out), |_| 0)
            .iter()
            .sum::<i64>(),
        true => score_table_i32(w * w - 1, |x, out| coins_rule(left, x, out), |_| 0)
            .iter()
            .map(|&v| i64::from(v))
            .sum::<i64>(),
    };
    sum as u64
}

/// The rule of `table_coins`, written once for both tables.
#[inline(always)]
fn coins_rule<V: Copy + Into<i64>>(left: &[i64], x: usize, out: &mut ScoreMoves<V>) {
    let w = COINS + 1;
    let (i, j) = (x / w, x % w);
    if j > 1 {
        out.push_again(x - 1, 0);
    }
    if j >= 1 && j <= i {
        let rest = i - j;
        out.push(rest * w + (2 * j).min(rest), left[i] - left[rest]);
    }
}

/// The O(N^2) DP by hand: `dp[i][j] = max(dp[i][j - 1], take exactly j)`, in `i32`.
fn hand_coins(left: &[i64], all: bool) -> u64 {
    let w = COINS + 1;
    let mut dp = vec![0i32; w * w];
    for i in 1..=COINS {
        for j in 1..=COINS {
            let mut best = if j > 1 { dp[i * w + j - 1] } else { i32::MIN };
            if j <= i {
                let rest = i - j;
                let take = (left[i] - left[rest]) as i32 - dp[rest * w + (2 * j).min(rest)];
                best = best.max(take);
            }
            dp[i * w + j] = best;
        }
    }
    if all {
        dp.iter().map(|&v| i64::from(v)).sum::<i64>() as u64
    } else {
        ((left[COINS] + i64::from(dp[COINS * w + 2])) / 2) as u64
    }
}

/// The same DP in `i64` as one loop over the positions, decoding `(i, j) = (x / w, x % w)` as the
/// rule does: what the rule's form and the value type cost a DP by themselves.
fn hand_coins_decoded(left: &[i64]) -> u64 {
    let w = COINS + 1;
    let mut dp = vec![0i64; w * w];
    for x in w..w * w {
        let (i, j) = (x / w, x % w);
        if j == 0 {
            continue;
        }
        let mut best = if j > 1 { dp[x - 1] } else { i64::MIN };
        if j <= i {
            let rest = i - j;
            best = best.max(left[i] - left[rest] - dp[rest * w + (2 * j).min(rest)]);
        }
        dp[x] = best;
    }
    dp.iter().sum::<i64>() as u64
}

/// The heap's peak in bytes while `f` runs, from the counting allocator.
fn peak_heap(f: &mut dyn FnMut() -> u64) -> usize {
    let now = HEAP.now.load(Relaxed);
    HEAP.peak.store(now, Relaxed);
    black_box(f());
    HEAP.peak.load(Relaxed) - now
}

/// The system allocator, counting the bytes in use and their peak.
struct Counting {
    now: AtomicUsize,
    peak: AtomicUsize,
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, l: Layout) -> *mut u8 {
        let now = self.now.fetch_add(l.size(), Relaxed) + l.size();
        self.peak.fetch_max(now, Relaxed);
        unsafe { System.alloc(l) }
    }
    unsafe fn dealloc(&self, p: *mut u8, l: Layout) {
        self.now.fetch_sub(l.size(), Relaxed);
        unsafe { System.dealloc(p, l) }
    }
}

#[global_allocator]
static HEAP: Counting = Counting {
    now: AtomicUsize::new(0),
    peak: AtomicUsize::new(0),
};

// --- 6. Shapes of the 2026-11-28 survey: an interval game, a game with cycles.

/// A row of `ROW` numbers; a move takes the first or the last (EDPC L "Deque"), the value the
/// mover's total minus the other's; `(l, r)` as `l * (ROW + 1) + r`. Its moves point both ways
/// (`+ (ROW + 1)` and `- 1`): `all_values` sweeps row by row (`numbered::Order`).
const ROW: usize = 3000;

fn deque_row() -> Vec<i64> {
    let mut rng = XorShift::new(4);
    (0..ROW)
        .map(|_| 1 + rng.below(1_000_000_000) as i64)
        .collect()
}

/// How `deque_ours` asks: `value`, `all_values` or `first_rows` (rows `l` kept two at a time).
enum Query {
    One,
    All,
    Rows,
}

fn deque_ours(a: &[i64], how: Query) -> u64 {
    let m = ROW + 1;
    let rule = |x: usize, out: &mut Vec<(usize, i64)>| {
        let (l, r) = (x / m, x % m);
        if l < r {
            out.push(((l + 1) * m + r, a[l]));
            out.push((l * m + r - 1, a[r - 1]));
        }
    };
    let mut s = NumberedScore::new(m * m, rule, |_| 0);
    (match how {
        Query::One => s.value(ROW),
        Query::All => s.all_values()[ROW],
        Query::Rows => s.first_rows(m, 1)[ROW],
    }) as u64
}

/// The contestant's DP by the length of the interval.
fn deque_hand(a: &[i64]) -> u64 {
    let m = ROW + 1;
    let mut dp = vec![0i64; m * m];
    for len in 1..=ROW {
        for l in 0..=ROW - len {
            let r = l + len;
            dp[l * m + r] = (a[l] - dp[(l + 1) * m + r]).max(a[r - 1] - dp[l * m + r - 1]);
        }
    }
    dp[ROW] as u64
}

/// The same row by `interval_score` (every move one shorter: two lengths kept).
fn deque_intervals(a: &[i64]) -> u64 {
    let rule = |l: usize, r: usize, out: &mut IntervalMoves| {
        if l < r {
            out.push(l + 1, r, a[l]);
            out.push(l, r - 1, a[r - 1]);
        }
    };
    IntervalScore::new(a.len(), 1, rule, |_, _| 0).value(0, a.len()) as u64
}

/// The DP by length keeping one row: `dp[l]` for the intervals of the current length.
fn deque_rolling(a: &[i64]) -> u64 {
    let mut dp = vec![0i64; ROW + 1];
    for len in 1..=ROW {
        for l in 0..=ROW - len {
            dp[l] = (a[l] - dp[l + 1]).max(a[l + len - 1] - dp[l]);
        }
    }
    dp[0] as u64
}

/// A game with cycles on `0..CYCLIC`: x -> 2x + 1, 3x, x + 7, x^2 + 1 (mod `CYCLIC`), no move at
/// the multiples of 13. Win, loss or draw everywhere.
const CYCLIC: usize = 1_000_000;

fn cyclic_moves(x: usize) -> [usize; 4] {
    let n = CYCLIC;
    [(2 * x + 1) % n, 3 * x % n, (x + 7) % n, (x * x + 1) % n]
}

fn cyclic_ours() -> u64 {
    let r = outcomes(CYCLIC, |x, out| {
        if x % 13 != 0 {
            out.extend(cyclic_moves(x));
        }
    });
    let count = |o| r.outcome.iter().filter(|&&v| v == o).count() as u64;
    count(Outcome::Win) * CYCLIC as u64 + count(Outcome::Lose)
}

/// The contestant's retrograde analysis: predecessor lists by a counting sort (the rule run
/// twice), a queue from the positions without moves; no lengths.
fn cyclic_hand() -> u64 {
    let n = CYCLIC;
    let (mut degree, mut start) = (vec![0u32; n], vec![0u32; n + 1]);
    for x in (0..n).filter(|x| x % 13 != 0) {
        degree[x] = 4;
        cyclic_moves(x).iter().for_each(|&y| start[y + 1] += 1);
    }
    for i in 0..n {
        start[i + 1] += start[i];
    }
    let (mut fill, mut pred) = (start.clone(), vec![0u32; start[n] as usize]);
    for x in (0..n).filter(|x| x % 13 != 0) {
        for y in cyclic_moves(x) {
            pred[fill[y] as usize] = x as u32;
            fill[y] += 1;
        }
    }
    // 0: not known (a draw at the end), 1: won, 2: lost.
    let mut res = vec![0u8; n];
    let mut queue: Vec<usize> = (0..n).filter(|&x| degree[x] == 0).collect();
    queue.iter().for_each(|&x| res[x] = 2);
    let mut head = 0;
    while let Some(&v) = queue.get(head) {
        head += 1;
        for &u in &pred[start[v] as usize..start[v + 1] as usize] {
            let u = u as usize;
            if res[u] == 0 {
                degree[u] -= 1;
                if res[v] == 2 || degree[u] == 0 {
                    res[u] = if res[v] == 2 { 1 } else { 2 };
                    queue.push(u);
                }
            }
        }
    }
    let count = |o| res.iter().filter(|&&v| v == o).count() as u64;
    count(1) * n as u64 + count(2)
}

/// A subtraction game (take 1, 3, 4, 9, 10 or 17) on a pile of `CHAIN`: one question, who wins
/// from the full pile, the rule stopping when `push` says decided.
const CHAIN: usize = 1_000_000;
const TAKES: [usize; 6] = [1, 3, 4, 9, 10, 17];

fn chain_moves(x: usize, out: &mut Moves) {
    for a in TAKES {
        if a <= x && out.push(x - a) {
            return;
        }
    }
}

fn chain_query() -> u64 {
    u64::from(Numbered::new(CHAIN + 1, chain_moves).first_player_wins(CHAIN))
}

fn chain_sweep() -> u64 {
    u64::from(Numbered::new(CHAIN + 1, chain_moves).all_first_player_wins()[CHAIN])
}

fn chain_table() -> u64 {
    let w = all_first_player_wins(CHAIN, |x, out| {
        for a in TAKES {
            if a <= x && out.push(x - a) {
                return;
            }
        }
    });
    u64::from(w[CHAIN])
}

fn chain_hand() -> u64 {
    let mut w = vec![false; CHAIN + 1];
    for x in 0..=CHAIN {
        w[x] = TAKES.iter().any(|&a| a <= x && !w[x - a]);
    }
    u64::from(w[CHAIN])
}

/// Coins on a pile of `CHAIN` (`coin(i)` from the top), take 1..=3, the mover's total minus
/// the other's; position `i`: `i` coins taken. One question from the full pile, and the table.
fn coin(i: usize) -> i64 {
    (i * 7919 % 1000) as i64
}

fn score_chain(all: bool) -> u64 {
    let mut s = NumberedScore::new(
        CHAIN + 1,
        |i, out| {
            let mut gain = 0;
            for k in 1..=3 {
                if i + k <= CHAIN {
                    gain += coin(i + k - 1);
                    out.push((i + k, gain));
                }
            }
        },
        |_| 0,
    );
    (if all { s.all_values()[0] } else { s.value(0) }) as u64
}

/// The same pile by `score_table`: position `x` = the coins left, each move to a smaller number.
fn score_chain_table() -> u64 {
    let v = score_table(
        CHAIN,
        |x, out| {
            let mut gain = 0;
            for k in 1..4 {
                if k <= x {
                    gain += coin(CHAIN - x + k - 1);
                    out.push(x - k, gain);
                }
            }
        },
        |_| 0,
    );
    v[CHAIN] as u64
}

fn score_chain_hand() -> u64 {
    let mut dp = vec![0i64; CHAIN + 1];
    for i in (0..CHAIN).rev() {
        let (mut gain, mut best) = (0, i64::MIN);
        for k in 1..=3 {
            if i + k <= CHAIN {
                gain += coin(i + k - 1);
                best = best.max(gain - dp[i + k]);
            }
        }
        dp[i] = best;
    }
    dp[0] as u64
}

// --- 8b. A series of heap games, the loser of one starting the next (a fresh user's trial).

/// Heaps up to `SERIES`: take 1 or 3, or halve (`n -> n - n / 2`); `ROUNDS` heaps in a row, the
/// loser of one starting the next. Each game needs both outcomes (normal and misère).
const SERIES: usize = 4_000_000;
const ROUNDS: usize = 200_000;

fn series_heaps() -> Vec<usize> {
    let mut rng = XorShift::new(9);
    (0..ROUNDS)
        .map(|_| rng.below(SERIES as u64 + 1) as usize)
        .collect()
}

fn series_rule(n: usize, out: &mut Moves) {
    for d in [1, 3] {
        if d <= n && out.push(n - d) {
            return;
        }
    }
    if n >= 2 {
        out.push(n - n / 2);
    }
}

/// Both outcomes from one sweep (`one`) or from two.
fn series_ours(heaps: &[usize], one: bool) -> u64 {
    let mut s = Numbered::new(SERIES + 1, series_rule);
    let games: Vec<(bool, bool)> = match one {
        true => {
            let both = s.all_normal_and_misere();
            heaps.iter().map(|&n| both[n]).collect()
        }
        false => {
            let (w, l) = (s.all_first_player_wins(), s.all_misere_first_player_wins());
            heaps.iter().map(|&n| (w[n], l[n])).collect()
        }
    };
    u64::from(series(&games, NextStarter::Loser).0)
}

/// The same rule for the tables (every move to a smaller number), written once: inlined into
/// each table through its own closure.
#[inline(always)]
fn series_table_rule(n: usize, out: &mut TableMoves) {
    for d in [1, 3] {
        if d <= n && out.push(n - d) {
            return;
        }
    }
    if n >= 2 {
        out.push(n - n / 2);
    }
}

/// Both outcomes from the two tables of `sprague_grundy` (a closure each: the `fn` passed to both
/// itself, as clippy suggests, would be inlined into neither).
#[allow(clippy::redundant_closure)]
fn series_tables(heaps: &[usize]) -> u64 {
    let w = all_first_player_wins(SERIES, |n, out| series_table_rule(n, out));
    let l = all_misere_first_player_wins(SERIES, |n, out| series_table_rule(n, out));
    let games: Vec<(bool, bool)> = heaps.iter().map(|&n| (w[n], l[n])).collect();
    u64::from(series(&games, NextStarter::Loser).0)
}

/// Both outcomes from one table of `sprague_grundy` (the rule called once a position; it pushes
/// every move: a stop needs a move to a position lost in both, rare here).
fn series_table_both(heaps: &[usize]) -> u64 {
    let both = all_normal_and_misere(SERIES, |n, out| {
        for d in [1, 3] {
            if d <= n {
                out.push(n - d);
            }
        }
        if n >= 2 {
            out.push(n - n / 2);
        }
    });
    let games: Vec<(bool, bool)> = heaps.iter().map(|&n| both[n]).collect();
    u64::from(series(&games, NextStarter::Loser).0)
}

/// Two `bool` tables in one loop, then the series backwards.
fn series_hand(heaps: &[usize]) -> u64 {
    let (mut w, mut l) = (vec![false; SERIES + 1], vec![false; SERIES + 1]);
    for n in 0..=SERIES {
        let mut ys = [n.wrapping_sub(1), n.wrapping_sub(3), n - n / 2];
        ys[2] = if n >= 2 { ys[2] } else { usize::MAX };
        let (mut any, mut ww, mut ll) = (false, false, false);
        for &y in ys.iter().filter(|&&y| y < n) {
            any = true;
            ww |= !w[y];
            ll |= !l[y];
        }
        w[n] = ww;
        l[n] = !any || ll;
    }
    let mut want = w[heaps[ROUNDS - 1]];
    for &h in heaps[..ROUNDS - 1].iter().rev() {
        want = if want { l[h] } else { w[h] };
    }
    u64::from(want)
}

// --- 9. A piece on a grid with blocked cells: who wins from a corner (a fresh user's trial).

/// A king-like piece on a `KING` x `KING` grid, one cell in 10 blocked: a move goes 1..=3 cells
/// left or down, or one cell down and left, never onto a blocked cell; a player who cannot move
/// loses. Position `r * KING + c`; the question: the top-right corner.
const KING: usize = 1000;

fn king_blocked() -> Vec<bool> {
    let mut rng = XorShift::new(5);
    let mut b: Vec<bool> = (0..KING * KING).map(|_| rng.below(10) == 0).collect();
    b[KING - 1] = false;
    b
}

fn king_ours(b: &[bool], all: bool) -> u64 {
    let w = KING;
    let rule = |x: usize, out: &mut Moves| {
        let (r, c) = (x / w, x % w);
        for k in 1..=3 {
            if c >= k && !b[x - k] && out.push(x - k) {
                return;
            }
            if r + k < w && !b[x + k * w] && out.push(x + k * w) {
                return;
            }
        }
        if c >= 1 && r + 1 < w && !b[x + w - 1] {
            out.push(x + w - 1);
        }
    };
    let mut s = Numbered::new(w * w, rule);
    u64::from(match all {
        true => s.all_first_player_wins()[w - 1],
        false => s.first_player_wins(w - 1),
    })
}

/// The same grid numbered from the last row (`x' = (w - 1 - r) * w + c`), so every move goes to
/// a smaller number: `sprague_grundy::all_first_player_wins` (the blocked cells renumbered once).
fn king_table(b: &[bool]) -> u64 {
    let w = KING;
    let free: Vec<bool> = (0..w * w)
        .map(|x| !b[(w - 1 - x / w) * w + x % w])
        .collect();
    let win = all_first_player_wins(w * w - 1, |x, out| {
        let (r, c) = (x / w, x % w);
        for k in 1..=3 {
            if c >= k && free[x - k] && out.push(x - k) {
                return;
            }
            if r >= k && free[x - k * w] && out.push(x - k * w) {
                return;
            }
        }
        if c >= 1 && r >= 1 && free[x - w - 1] {
            out.push(x - w - 1);
        }
    });
    u64::from(win[w * w - 1])
}

/// The DP by rows from the bottom, each row from the left.
fn king_hand(b: &[bool]) -> u64 {
    let w = KING;
    let mut win = vec![false; w * w];
    for r in (0..w).rev() {
        for c in 0..w {
            let x = r * w + c;
            let lost = |y: usize| !b[y] && !win[y];
            let step = (1..=3).any(|k| (c >= k && lost(x - k)) || (r + k < w && lost(x + k * w)));
            win[x] = step || (c >= 1 && r + 1 < w && lost(x + w - 1));
        }
    }
    u64::from(win[w - 1])
}

fn main() {
    // scripts/bench.sh --library copies the lines after this marker into PERFORMANCE.md.
    println!("== summary: general layer");
    section("nim exceptions");
    let (changes, q) = nim_exceptions_input();
    let what = format!("huge_heap::NimExceptions, new + 10^5 grundy queries, {} changes at 2*10^5 sizes below 10^18 vs a sort-and-sweep with per-size sets", changes.len());
    let r = duel(5, &mut || nim_exceptions_ours(&changes, &q), &mut || {
        nim_exceptions_hand(&changes, &q)
    });
    report(&what, r, "<= 1.5", None);

    section("gamesearch");
    let top = (TWO_HEAPS, TWO_HEAPS);
    let r = duel(
        5,
        &mut || u64::from(GameSearch::new(two_heap_moves).grundy(&top)),
        &mut || u64::from(hand_two_heaps(top, &mut HashMap::new())),
    );
    let states = (TWO_HEAPS + 1) * (TWO_HEAPS + 1);
    let moves: usize = (0..=TWO_HEAPS)
        .flat_map(|a| (0..=TWO_HEAPS).map(move |b| two_heap_moves(&(a, b)).len()))
        .sum();
    report(&format!("GameSearch::grundy, two heaps (take 1..=3 from one, 1..=2 from both; {} positions) vs a HashMap-memo recursion", states), r, "<= 1.3", Some((states as usize, moves)));

    let top = [THREE_HEAPS; 3];
    let r = duel(
        5,
        &mut || u64::from(GameSearch::new(three_heap_moves).grundy(&top)),
        &mut || u64::from(hand_three_heaps(top, &mut HashMap::new())),
    );
    report(&format!("GameSearch::grundy, three heaps <= {} as a sorted [u8; 3] (take k from one, 0..=k from another) vs a HashMap-memo recursion", THREE_HEAPS), r, "<= 1.3", None);

    let mut rng = XorShift::new(1);
    let ns: Vec<u64> = (0..1000).map(|_| 1 << 20 | rng.below(1 << 40)).collect();
    let r = duel(
        5,
        &mut || {
            ns.iter()
                .filter(|&&n| GameSearch::new(|&p: &u64| mult_moves(p, n)).first_player_wins(&1))
                .count() as u64
        },
        &mut || {
            ns.iter()
                .filter(|&&n| hand_mult(1, n, &mut HashMap::new()))
                .count() as u64
        },
    );
    report("GameSearch::first_player_wins, the multiplication game (x2..x9 below n), 1000 queries n < 2^40 vs a HashMap-memo recursion", r, "<= 1.3", None);

    section("tokens");
    let tokens = (V * V, 2 * V * (V - 1 + V - 3 + V - 7));
    let what = format!(
        "numbered::Numbered::all_grundy, two tokens on a DAG of {} vertices ({} states, moves up) vs an array DP",
        V,
        V * V
    );
    let r = duel(5, &mut numbered_tokens, &mut hand_tokens);
    report(&what, r, "<= 1.5", Some(tokens));
    let what = "numbered::Numbered::all_first_player_wins, the same states vs an array DP";
    let r = duel(5, &mut numbered_tokens_wins, &mut hand_tokens_wins);
    report(what, r, "<= 1.5", Some(tokens));
    let what = "numbered::Numbered::all_first_player_wins, the rule stopping when push says decided, vs the same DP";
    let r = duel(5, &mut numbered_tokens_wins_stop, &mut hand_tokens_wins);
    report(what, r, "<= 1.5", Some(tokens));
    let what = "sprague_grundy::grundy_table, the same states numbered from the end (every move to a smaller number) vs the same DP";
    let r = duel(5, &mut table_tokens, &mut hand_tokens);
    report(what, r, "<= 1.5", Some(tokens));
    let what = "sprague_grundy::all_first_player_wins, the same states numbered from the end, the rule stopping when push says decided, vs the same DP";
    let r = duel(5, &mut table_tokens_wins, &mut hand_tokens_wins);
    report(what, r, "<= 1.5", Some(tokens));
    let what = "numbered::Numbered::grundy from position 0 (the search alone), the same states vs an array DP";
    let r = duel(5, &mut numbered_tokens_search, &mut hand_tokens);
    report(what, r, "none", Some(tokens));

    section("table");
    let set = amounts();
    let moves: usize = (0..=HEAPS)
        .map(|x| set.iter().filter(|&&s| s <= x).count())
        .sum();
    let what = format!(
        "sprague_grundy::grundy_table, subtraction game with 31 amounts, {} heaps vs an array DP with a bit-mask mex",
        HEAPS
    );
    let r = duel(5, &mut || table_subtraction(&set), &mut || {
        hand_subtraction(&set)
    });
    report(&what, r, "<= 1.5", Some((HEAPS + 1, moves)));
    let takes = square_takes();
    let r = duel(5, &mut || table_squares(&takes), &mut || {
        hand_squares(&takes)
    });
    let what = format!("sprague_grundy::grundy_table, take a square or a triangular number, {} heaps (about 1000 moves a heap, values up to 230) vs an array DP with a stamp array", SQUARES);
    report(&what, r, "<= 1.5", None);
    let r = duel(5, &mut || numbered_squares(&takes), &mut || {
        hand_squares(&takes)
    });
    let what = "numbered::Numbered::all_grundy, the same heaps vs the same DP";
    report(what, r, "<= 1.5", None);

    section("wythoff");
    let mut rng = XorShift::new(2);
    let pairs: Vec<(u64, u64)> = (0..200_000)
        .map(|_| (rng.below(1 << 40), rng.below(1 << 40)))
        .collect();
    let r = duel(
        5,
        &mut || {
            pairs
                .iter()
                .map(|&(a, b)| cgt::wythoff::winning_moves(a, b).len() as u64)
                .sum()
        },
        &mut || {
            pairs
                .iter()
                .map(|&(a, b)| old_winning_moves(a, b).len() as u64)
                .sum()
        },
    );
    report(
        "wythoff::winning_moves, 200000 random pairs < 2^40 vs its form at 372df1e",
        r,
        "<= 1.0",
        None,
    );
    section("gamesearch push");
    // Five heaps, a won start (184,351 positions in the recursion's memo).
    let start = 0x13_11_0d_09_04u64;
    let lazy = |p: &u64, out: &mut cgt::game_search::Options<u64>| {
        lower_moves(*p, |q| out.push(q));
    };
    for pushes in [true, false] {
        let r = duel(
            3,
            &mut || match pushes {
                true => u64::from(GameSearch::with_push(lazy).first_player_wins(&start)),
                false => u64::from(
                    GameSearch::new(|&p: &u64| {
                        let mut v = Vec::new();
                        lower_moves(p, |q| {
                            v.push(q);
                            false
                        });
                        v
                    })
                    .first_player_wins(&start),
                ),
            },
            &mut || u64::from(hand_lower(start, &mut HashMap::new())),
        );
        let what = match pushes {
            true => "GameSearch::with_push(..).first_player_wins, heaps 19 17 13 9 4 (lower one heap, or take t from two; 100-300 costly moves a position; the rule stops where push says) vs a HashMap-memo recursion stopping at its first losing move",
            false => "GameSearch::new(..).first_player_wins, the same game, the rule returning every move in a Vec, vs the same recursion",
        };
        report(what, r, "<= 1.3", None);
    }

    section("gamesearch merges");
    for (decreasing, order) in [
        (false, "the lost option first"),
        (true, "the lost option late"),
    ] {
        let start = vec![1u8; MERGE_ONES];
        let mut size = 0;
        let r = duel(
            3,
            &mut || {
                let mut s = GameSearch::new(|p: &Vec<u8>| {
                    size += 1;
                    merges(p, decreasing)
                });
                u64::from(s.first_player_wins(&start))
            },
            &mut || u64::from(hand_merges(&start, decreasing, &mut HashMap::new())),
        );
        let what = format!(
            "GameSearch::first_player_wins, merges of {} ones, {} ({} expansions) vs a HashMap-memo recursion in the same order",
            MERGE_ONES,
            order,
            size / 3
        );
        report(&what, r, "<= 1.3", None);
    }

    section("subsets");
    let sums = subset_sums();
    let what = "numbered::Numbered::all_first_player_wins, 2^16 sets of 1..=16 (remove a subset of sum 0 mod 3; the rule stops when push says decided) vs an array DP with its break";
    let r = duel(5, &mut || numbered_subsets(&sums, true), &mut || {
        hand_subsets(&sums)
    });
    report(what, r, "<= 1.5", None);
    let what = "numbered::Numbered::all_first_player_wins, the same sets, the rule ignoring push (every move) vs the same DP";
    let r = duel(3, &mut || numbered_subsets(&sums, false), &mut || {
        hand_subsets(&sums)
    });
    report(what, r, "none", None);

    section("wythoff grundy");
    let what = format!(
        "numbered::Numbered::all_grundy, Wythoff's game on heaps < {} ({} positions, values up to {}) vs an array DP with a stamp array",
        W,
        W * W,
        {
            let mut s = Numbered::new(W * W, wythoff_moves);
            s.all_grundy().iter().max().copied().unwrap_or(0)
        }
    );
    let r = duel(5, &mut numbered_wythoff, &mut hand_wythoff);
    report(&what, r, "<= 1.5", None);
    let what = "sprague_grundy::grundy_table, the same positions (every move to a smaller number) vs the same DP";
    let r = duel(5, &mut table_wythoff, &mut hand_wythoff);
    report(what, r, "<= 1.5", None);
    let what = "numbered::Numbered::grundy at every position in turn (single queries), the same game vs the same DP";
    let r = duel(3, &mut numbered_wythoff_queries, &mut hand_wythoff);
    report(what, r, "none", None);

    section("letters");
    let adj = letter_dag();
    let what = format!(
        "numbered::Numbered::all_first_player_wins, two tokens on a DAG of {} vertices with {} lettered edges ({} states) vs a recursion with an array memo",
        TV,
        adj.iter().map(Vec::len).sum::<usize>(),
        TV * TV * 26
    );
    let r = duel(5, &mut || numbered_letters(&adj, None), &mut || {
        hand_letters(&adj, None)
    });
    report(&what, r, "<= 1.5", None);
    let mut rng = XorShift::new(3);
    let q: Vec<usize> = (0..10_000)
        .map(|_| rng.below((TV * TV * 26) as u64) as usize)
        .collect();
    let what = "numbered::Numbered::first_player_wins, 10^4 random states of the same game vs the same recursion";
    let r = duel(5, &mut || numbered_letters(&adj, Some(&q)), &mut || {
        hand_letters(&adj, Some(&q))
    });
    report(what, r, "<= 1.5", None);

    section("minimax");
    let (d, max) = digit_game();
    let positions = (DIGITS + 1) * 7;
    let counts = Some((positions, DIGITS * 7 * 2));
    let what = format!("score_search::NumberedMinimax::all_values, a digit game with a given turn order (ABC 195 E, {} digits, {} positions) vs an array DP", DIGITS, positions);
    let r = duel(5, &mut || minimax_digits(&d, &max, true), &mut || {
        hand_digits(&d, &max, true)
    });
    report(&what, r, "<= 1.5", counts);
    let what = "score_search::NumberedMinimax::all_values, the same game vs the same DP as one loop over x decoding (x / 7, x % 7) as the rule does";
    let r = duel(5, &mut || minimax_digits(&d, &max, true), &mut || {
        hand_digits_decoded(&d, &max)
    });
    report(what, r, "none", counts);
    let what = "layered_minimax::LayeredMinimax, the same game (the rule given i and r; two layers kept) vs the same DP";
    let r = duel(5, &mut || layered_digits(&d, &max), &mut || {
        hand_digits(&d, &max, false)
    });
    report(what, r, "<= 1.5", counts);
    let what = "score_search::NumberedMinimax::value from the start (the search alone), the same game vs the same DP";
    let r = duel(5, &mut || minimax_digits(&d, &max, false), &mut || {
        hand_digits(&d, &max, false)
    });
    report(what, r, "none", counts);

    section("extra turns");
    let (_, left) = coins();
    let w = COINS + 1;
    let counts = Some((w * w, COINS * COINS * 3 / 2));
    let heap = |f: &mut dyn FnMut() -> u64, g: &mut dyn FnMut() -> u64| {
        if SKIP.load(Ordering::Relaxed) {
            return String::new();
        }
        let (a, b) = (peak_heap(f), peak_heap(g));
        let mb = |x: usize| x as f64 / 1e6;
        format!(
            "; peak heap ours {:.1} MB, baseline {:.1} MB, ratio {:.2}",
            mb(a),
            mb(b),
            a as f64 / b as f64
        )
    };
    let what = format!("score_search::NumberedScore::with_extra_turns, all_values, the pile of {} coins (take 1..=2k after k; {} positions, a move that keeps the turn) vs the O(N^2) DP in i32", COINS, w * w);
    let r = duel(5, &mut || score_coins(&left, true), &mut || {
        hand_coins(&left, true)
    });
    report(&what, r, "<= 1.5", counts);
    let what = "score_search::NumberedScore::with_extra_turns, all_values, the same pile vs the same DP in i64 as one loop over x decoding (x / w, x % w) as the rule does";
    let r = duel(5, &mut || score_coins(&left, true), &mut || {
        hand_coins_decoded(&left)
    });
    report(what, r, "none", counts);
    println!(
        "  {}",
        heap(&mut || score_coins(&left, true), &mut || hand_coins(
            &left, true
        ))
    );
    let what = "score_table::score_table, the same pile (push_again for \"not j\"; the rule decoding x = i * w + j) vs the O(N^2) DP in i32";
    let r = duel(5, &mut || table_coins(&left, false), &mut || {
        hand_coins(&left, true)
    });
    report(what, r, "<= 1.5", counts);
    let what = "score_table::score_table, the same pile vs the DP in i64 decoding (x / w, x % w) as the rule does";
    let r = duel(5, &mut || table_coins(&left, false), &mut || {
        hand_coins_decoded(&left)
    });
    report(what, r, "none", counts);
    let what = "score_table::score_table_i32, the same pile (the values kept in i32, as the hand DP keeps them) vs the O(N^2) DP in i32";
    let r = duel(5, &mut || table_coins(&left, true), &mut || {
        hand_coins(&left, true)
    });
    report(what, r, "<= 1.5", counts);
    println!(
        "  {}",
        heap(&mut || table_coins(&left, true), &mut || hand_coins(
            &left, true
        ))
    );
    let what = "score_search::NumberedScore::with_extra_turns, value from the start (the search alone), the same pile vs the same DP";
    let r = duel(5, &mut || score_coins(&left, false), &mut || {
        hand_coins(&left, false)
    });
    report(what, r, "none", counts);
    println!(
        "  {}",
        heap(&mut || score_coins(&left, false), &mut || hand_coins(
            &left, false
        ))
    );
    section("deque");
    let a = deque_row();
    let what = format!("score_search::NumberedScore::value from the start, take the first or the last of {} numbers (EDPC L; (l, r) as l * (n + 1) + r, moves both ways) vs the DP by length", ROW);
    let r = duel(3, &mut || deque_ours(&a, Query::One), &mut || {
        deque_hand(&a)
    });
    report(&what, r, "<= 1.5", None);
    let what = "score_search::NumberedScore::all_values, the same row (moves both ways: swept row by row) vs the same DP";
    let r = duel(3, &mut || deque_ours(&a, Query::All), &mut || {
        deque_hand(&a)
    });
    report(what, r, "<= 1.5", None);
    let what =
        "score_search::NumberedScore::first_rows, the same row (two rows of l kept) vs the same DP";
    let r = duel(3, &mut || deque_ours(&a, Query::Rows), &mut || {
        deque_hand(&a)
    });
    report(what, r, "<= 1.5", None);
    let what =
        "score_search::NumberedScore::first_rows, the same row vs the DP by length keeping one row";
    let r = duel(3, &mut || deque_ours(&a, Query::Rows), &mut || {
        deque_rolling(&a)
    });
    report(what, r, "none", None);
    println!(
        "  {}",
        heap(&mut || deque_ours(&a, Query::Rows), &mut || deque_hand(&a))
    );
    let what = "interval_score::IntervalScore, the same row (the rule given l and r; two lengths kept) vs the DP by length keeping one row";
    let r = duel(3, &mut || deque_intervals(&a), &mut || deque_rolling(&a));
    report(what, r, "<= 1.5", None);
    println!(
        "  {}",
        heap(&mut || deque_intervals(&a), &mut || deque_rolling(&a))
    );

    section("chain");
    let what = format!("numbered::Numbered::first_player_wins, one query on a pile of {} (take 1, 3, 4, 9, 10 or 17; a play of 10^6 new positions) vs an array DP", CHAIN);
    let r = duel(5, &mut chain_query, &mut chain_hand);
    report(&what, r, "none", Some((CHAIN + 1, 6 * CHAIN)));
    let what =
        "numbered::Numbered::all_first_player_wins, the same pile (the sweep) vs the same DP";
    let r = duel(5, &mut chain_sweep, &mut chain_hand);
    report(what, r, "<= 1.5", Some((CHAIN + 1, 6 * CHAIN)));
    let what = "sprague_grundy::all_first_player_wins, the same pile (every move to a smaller number; the rule stops when push says decided) vs the same DP";
    let r = duel(5, &mut chain_table, &mut chain_hand);
    report(what, r, "<= 1.5", Some((CHAIN + 1, 6 * CHAIN)));
    let what = format!("score_search::NumberedScore::value, one query on a pile of {} coins (take 1..=3; a play of 10^6 new positions) vs an array DP", CHAIN);
    let r = duel(5, &mut || score_chain(false), &mut score_chain_hand);
    report(&what, r, "none", Some((CHAIN + 1, 3 * CHAIN)));
    let what = "score_search::NumberedScore::all_values, the same pile (the sweep) vs the same DP";
    let r = duel(5, &mut || score_chain(true), &mut score_chain_hand);
    report(what, r, "<= 1.5", Some((CHAIN + 1, 3 * CHAIN)));
    let what = "score_table::score_table, the same pile (x coins left: every move to a smaller number) vs the same DP";
    let r = duel(5, &mut score_chain_table, &mut score_chain_hand);
    report(what, r, "<= 1.5", Some((CHAIN + 1, 3 * CHAIN)));

    section("series");
    let heaps = match SKIP.load(Ordering::Relaxed) {
        true => Vec::new(),
        false => series_heaps(),
    };
    let what = format!("numbered::Numbered::all_normal_and_misere + series::series, {} heaps <= {} (take 1 or 3, or halve), the loser starts the next vs two bool tables in one loop", ROUNDS, SERIES);
    let r = duel(5, &mut || series_ours(&heaps, true), &mut || {
        series_hand(&heaps)
    });
    report(&what, r, "<= 2", Some((SERIES + 1, 3 * SERIES)));
    let what = "numbered::Numbered::all_first_player_wins and all_misere_first_player_wins (two sweeps), the same series vs the same loop";
    let r = duel(5, &mut || series_ours(&heaps, false), &mut || {
        series_hand(&heaps)
    });
    report(what, r, "none", Some((SERIES + 1, 3 * SERIES)));
    let what = "sprague_grundy::all_first_player_wins and all_misere_first_player_wins (two tables, every move to a smaller number), the same series vs the same loop";
    let r = duel(5, &mut || series_tables(&heaps), &mut || {
        series_hand(&heaps)
    });
    report(what, r, "<= 1.5", Some((SERIES + 1, 3 * SERIES)));
    let what = "sprague_grundy::all_normal_and_misere (one table, both outcomes from one call of the rule), the same series vs the same loop";
    let r = duel(5, &mut || series_table_both(&heaps), &mut || {
        series_hand(&heaps)
    });
    report(what, r, "<= 1.5", Some((SERIES + 1, 3 * SERIES)));
    println!(
        "  {}",
        heap(&mut || series_ours(&heaps, true), &mut || series_hand(
            &heaps
        ))
    );

    section("king");
    let b = match SKIP.load(Ordering::Relaxed) {
        true => Vec::new(),
        false => king_blocked(),
    };
    let what = format!("numbered::Numbered::first_player_wins from a corner, a king-like piece on a {0} x {0} grid, one cell in 10 blocked (moves left, down and down-left) vs an array DP", KING);
    let r = duel(5, &mut || king_ours(&b, false), &mut || king_hand(&b));
    report(&what, r, "none", Some((KING * KING, 7 * KING * KING)));
    let what =
        "numbered::Numbered::all_first_player_wins, the same grid (the sweep) vs the same DP";
    let r = duel(5, &mut || king_ours(&b, true), &mut || king_hand(&b));
    report(what, r, "<= 1.5", Some((KING * KING, 7 * KING * KING)));
    let what = "sprague_grundy::all_first_player_wins, the same grid numbered from the last row (every move to a smaller number) vs the same DP";
    let r = duel(5, &mut || king_table(&b), &mut || king_hand(&b));
    report(what, r, "<= 1.5", Some((KING * KING, 7 * KING * KING)));

    section("cyclic");
    let what = format!("graph_game::outcomes, a game with cycles on {} positions (x -> 2x + 1, 3x, x + 7, x^2 + 1 mod n) vs a retrograde analysis on predecessor lists", CYCLIC);
    let r = duel(5, &mut cyclic_ours, &mut cyclic_hand);
    report(&what, r, "<= 1.5", None);
    println!("== end");
}
