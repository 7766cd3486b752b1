// Northcott's game on two rows of 7 cells: each row holds a white piece and a black piece
// (column w and b, w != b); a move slides a piece of one row towards the other piece of that
// row, any number of cells, without jumping it. (Moving away is the full game's other move: it
// can always be undone by the opponent moving after it, so it changes no outcome, and leaving it
// out keeps the game finite.) Position: (w1, b1, w2, b2). Run with --find:
//     scripts/explore.sh tools/examples/explore/northcott.rs --find
type Pos = (u64, u64, u64, u64);

const WIDTH: u64 = 7;

/// The columns a piece at `x` may move to, towards the piece at `y`.
fn towards(x: u64, y: u64) -> Vec<u64> {
    if x < y {
        (x + 1..y).collect()
    } else {
        (y + 1..x).collect()
    }
}

fn moves(&(w1, b1, w2, b2): &Pos) -> Vec<Pos> {
    let mut v = Vec::new();
    v.extend(towards(w1, b1).into_iter().map(|w| (w, b1, w2, b2)));
    v.extend(towards(b1, w1).into_iter().map(|b| (w1, b, w2, b2)));
    v.extend(towards(w2, b2).into_iter().map(|w| (w1, b1, w, b2)));
    v.extend(towards(b2, w2).into_iter().map(|b| (w1, b1, w2, b)));
    v
}

fn starts() -> Vec<Pos> {
    let row: Vec<(u64, u64)> = (0..WIDTH)
        .flat_map(|w| (0..WIDTH).filter(move |&b| b != w).map(move |b| (w, b)))
        .collect();
    row.iter()
        .flat_map(|&(w1, b1)| row.iter().map(move |&(w2, b2)| (w1, b1, w2, b2)))
        .collect()
}
