// Two heaps of tokens; a move removes any number of tokens from one heap, or the same number
// from both. (Wythoff's game, found from the rule alone: run
//     scripts/explore.sh tools/examples/explore/wythoff.rs --box 40,40 --png wythoff.png)
type Pos = (u64, u64);

fn moves(&(a, b): &Pos) -> Vec<Pos> {
    let mut v: Vec<Pos> = (0..a).map(|x| (x, b)).collect();
    v.extend((0..b).map(|y| (a, y)));
    v.extend((1..=a.min(b)).map(|k| (a - k, b - k)));
    v
}
