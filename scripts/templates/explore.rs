// A scratch file for the Grundy explorer: write the rules, then run
//     scripts/explore.sh THIS_FILE.rs            (one heap: g(0..=100) and its period)
//     scripts/explore.sh THIS_FILE.rs --box 40,40 --png map.png   (two heaps: a map and a picture)
//     scripts/explore.sh THIS_FILE.rs --moves    (also a winning move from each position that wins)
// No inner attributes or docs: the file is included into a driver (no `//!`, no `#![...]`;
// `///` on an item is fine).
// Everything of the cgt library can be used (`use cgt::...`).

// The position: one heap `u64`, two heaps `(u64, u64)`, or any Clone + Eq + Hash + Debug type
// together with `fn starts() -> Vec<Pos>` below.
type Pos = u64;

// Every position one move reaches. Every play must end: a rule that can repeat a position is
// reported with the cycle. A move that leaves several games side by side (a heap split in two)
// can be written as `fn moves(p: &Pos) -> Vec<Vec<Pos>>`, one sum of positions per move.
// A score game (a move gains the mover points): `fn moves(p: &Pos) -> Vec<(Pos, i64)>`, each
// move with its gain, and optionally `fn payoff(p: &Pos) -> i64`, the score of the player to move
// at a position without moves (default 0); the table then shows v, the player to move's total
// minus the opponent's under best play, `--moves` a best move, and `conjecture` returns i64
// (example: tools/examples/explore/coins.rs).
fn moves(&n: &Pos) -> Vec<Pos> {
    // Example: remove 1, 3 or 4 tokens.
    [1, 3, 4]
        .iter()
        .filter(|&&k| k <= n)
        .map(|&k| n - k)
        .collect()
}

// Optional: the positions to solve, instead of the box of heaps (needed for other types).
// fn starts() -> Vec<Pos> {
//     (0..=20).collect()
// }

// Optional: a conjectured closed form, checked at every position computed, the starts and every
// position reached from them (the first counterexample is printed). Return a Grundy value (an
// integer), or a bool: "the player to move wins".
fn conjecture(&n: &Pos) -> u64 {
    [0, 1, 0, 1, 2, 3, 2][(n % 7) as usize]
}
