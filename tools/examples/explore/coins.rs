// A row of coins: counted from the right end, coin k is worth VALUES[(k - 1) % 8] (the rightmost
// 3, then 1, 4, 1, 5, 9, 2, 6, and again 3, ...). A move takes 1, 2 or 3 coins from the left end
// and the mover gains their total; when no coin is left, the player to move gains 2 more (taking
// the last coin costs 2). Position: the number of coins left. A score game: `moves` lists each
// move with the mover's gain, and the table shows v(n), the player to move's total minus the
// opponent's under best play.
type Pos = u64;

const VALUES: [i64; 8] = [3, 1, 4, 1, 5, 9, 2, 6];

fn coin(k: u64) -> i64 {
    VALUES[((k - 1) % 8) as usize]
}

fn moves(&n: &Pos) -> Vec<(Pos, i64)> {
    (1..=n.min(3))
        .map(|j| (n - j, (n - j + 1..=n).map(coin).sum()))
        .collect()
}

fn payoff(_: &Pos) -> i64 {
    2
}
