// One heap; a move removes any number of tokens, or splits the heap into two non-empty heaps
// (Lasker's Nim, HDU 3032). A split leaves a sum of two games: `moves` lists each move as the
// heaps it leaves.
type Pos = u64;

fn moves(&n: &Pos) -> Vec<Vec<Pos>> {
    let mut v: Vec<Vec<Pos>> = (0..n)
        .map(|k| if k == 0 { vec![] } else { vec![k] })
        .collect();
    v.extend((1..=n / 2).map(|a| vec![a, n - a]));
    v
}
