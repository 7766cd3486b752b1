// One heap; a move removes 1, 2 or 3 tokens, or halves an even heap. Is it the Bash game
// {1, 2, 3} with g(n) = n mod 4? The explorer checks the guess at every heap it computes.
type Pos = u64;

fn moves(&n: &Pos) -> Vec<Pos> {
    let mut v: Vec<Pos> = (1..=3).filter(|&k| k <= n).map(|k| n - k).collect();
    if n % 2 == 0 && n > 0 {
        v.push(n / 2);
    }
    v
}

fn conjecture(&n: &Pos) -> u64 {
    n % 4
}
