// One heap; a move takes at least one token and at most half of the heap (so 0 and 1 token
// are lost positions). Run with --find for a closed form of its Grundy values:
//     scripts/explore.sh tools/examples/explore/takehalf.rs --upto 19 --find
type Pos = u64;

fn moves(&n: &Pos) -> Vec<Pos> {
    (1..=n / 2).map(|k| n - k).collect()
}
