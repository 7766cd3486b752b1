// The multiplication game (SPOJ MULTIPLY-style, POJ 2505 "A multiplication game"): p starts at 1;
// a move multiplies p by 2, 3, ..., 9; whoever first makes p >= n wins. Only the factor still
// needed matters, m = ceil(n / p): a move by k leaves ceil(m / k), and m <= 1 means the last move
// won (no move left: the player to move has lost). So the heap is m, and the start for n is m = n
// (the judges ask about n >= 2). Run with --outcome --find:
//     scripts/explore.sh tools/examples/explore/multiply.rs --outcome --find
type Pos = u64;

fn moves(&m: &Pos) -> Vec<Pos> {
    if m <= 1 {
        return Vec::new();
    }
    (2..=9).map(|k| (m + k - 1) / k).collect()
}

fn starts() -> Vec<Pos> {
    (2..=2000).collect()
}
