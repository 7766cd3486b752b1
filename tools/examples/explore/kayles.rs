// Kayles: a row of n pins; a move knocks down one pin or two adjacent ones, which may leave two
// rows (`moves` lists each move as the rows it leaves; a row of 0 is no row). The moves are
// those of the octal game 0.77 at every n, so the explorer proves the period (Guy–Smith).
type Pos = u64;

fn moves(&n: &Pos) -> Vec<Vec<Pos>> {
    let mut v = Vec::new();
    for k in 1..=n.min(2) {
        // Leave a pins on the left and n - k - a on the right.
        for a in 0..=(n - k) / 2 {
            v.push(vec![a, n - k - a]);
        }
    }
    v
}
