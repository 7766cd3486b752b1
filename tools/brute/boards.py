"""Writes the brute-N cases of luogu-p9169 (a black piece against two red ones on a board): each
board answered by a search straight from the rules on the states reachable from the start (black
cell, the two red cells in order, side to move), independent of the library: the terminal checks
in the statement's order, then the sets "this side wins within k moves" grown for k = 1, 2, ...
until they stop growing (the winner's fastest win, the loser's slowest loss); never decided: Tie.
Boards of up to 36 cells (few reachable states). Run: python3 tools/brute/boards.py"""
import random
from common import put
R = random.Random(9169)
RED_STEPS = [(-1, 0), (1, 0), (0, -1), (0, 1)]
BLACK_STEPS = [(-1, 0), (0, -1), (0, 1)]  # up, left, right: never down


def verdict(grid):
    n, m = len(grid), len(grid[0])
    free = lambda r, c: 0 <= r < n and 0 <= c < m and grid[r][c] != '#'
    cells = [(r, c) for r in range(n) for c in range(m)]
    black = [p for p in cells if grid[p[0]][p[1]] == 'X'][0]
    reds = tuple(p for p in cells if grid[p[0]][p[1]] == 'O')

    def moves(s):
        b, rs, side = s
        out = []
        if side == 'Red':
            for i in (0, 1):
                for dr, dc in RED_STEPS:
                    t = (rs[i][0] + dr, rs[i][1] + dc)
                    if free(*t) and t != rs[1 - i]:
                        out.append((b, (t, rs[1]) if i == 0 else (rs[0], t), 'Black'))
        else:
            for dr, dc in BLACK_STEPS:
                t = (b[0] + dr, b[1] + dc)
                if free(*t):
                    out.append((t, rs, 'Red'))
        return out

    def over(s):
        """The winner if the game ends before the move of s's side, else None."""
        b, rs, side = s
        other = 'Black' if side == 'Red' else 'Red'
        if b[0] == 0:
            return 'Black'
        if b in rs:
            return other  # the side that made the last move
        if not moves(s):
            return other
        return None

    start = (black, reds, 'Red')
    seen, todo = {start}, [start]
    while todo:
        s = todo.pop()
        if over(s) is None:
            for t in moves(s):
                if t not in seen:
                    seen.add(t)
                    todo.append(t)
    won = {}  # state -> (winner, least k such that the winner forces the win within k moves)
    for s in seen:
        w = over(s)
        if w is not None:
            won[s] = (w, 0)
    k = 0
    while start not in won:
        k += 1
        new = {}
        for s in seen:
            if s in won:
                continue
            side, ts = s[2], moves(s)
            other = 'Black' if side == 'Red' else 'Red'
            if any(t in won and won[t][0] == side for t in ts):
                new[s] = (side, k)
            elif all(t in won and won[t][0] == other for t in ts):
                new[s] = (other, k)
        if not new:
            return 'Tie'
        won.update(new)
    return f'{won[start][0]} {won[start][1]}'


def case(name, boards, expect=None):
    """Writes one file of boards (id: a subtask number unrelated to T, as the judge does)."""
    answers = [verdict(g) for g in boards]
    if expect is not None:
        assert answers == expect, (name, answers, expect)
    text = f'{R.randint(1, 20)} {len(boards)}\n'
    for g in boards:
        text += f'{len(g)} {len(g[0])}\n' + ''.join(row + '\n' for row in g)
    put('luogu-p9169', name, text, ''.join(a + '\n' for a in answers))


shapes = [(4, 4), (3, 5), (5, 3), (2, 8), (8, 2), (4, 3), (3, 4), (2, 6)]


def random_board(n, m, wall):
    """A board n x m, each free cell an obstacle with probability `wall`; the black not on row 1."""
    while True:
        g = [['#' if R.random() < wall else '.' for _ in range(m)] for _ in range(n)]
        spots = [(r, c) for r in range(n) for c in range(m) if g[r][c] == '.']
        below = [p for p in spots if p[0] > 0]
        if len(spots) >= 3 and below:
            b = R.choice(below)
            x, y = R.sample([p for p in spots if p != b], 2)
            g[b[0]][b[1]] = 'X'
            g[x[0]][x[1]] = g[y[0]][y[1]] = 'O'
            return [''.join(row) for row in g]


def interesting():
    """A random board whose game lasts more than 2 moves or ties (most end at once); its shape and
    obstacle density drawn afresh each try (2 x 8 without obstacles never lasts)."""
    while True:
        g = random_board(*R.choice(shapes), R.choice([0.0, 0.1, 0.2, 0.3]))
        v = verdict(g)
        if v == 'Tie' or int(v.split()[1]) > 2:
            return g


# 1: the traps, each with the answer it was designed for.
traps = [
    (['...#O', '.#..#', '#O#..', '.#..X'], 'Black 0'),  # Red cannot move at the start
    (['.O#', 'X#O'], 'Black 2'),  # the red is forced above the black, which steps onto it on row 1
    (['O..', '#X#', '##O'], 'Black 2'),  # the black reaches row 1 beside a red: over, no capture
    (['.#.', '#X#', 'O.O'], 'Red 1'),  # Black has no move after any move of Red's
    (['.', '#', 'X', '.', 'O', 'O'], 'Red 1'),  # m = 1: only down is open, and down is no move
    (['####', 'X...', '####', 'O.O.'], 'Tie'),  # walls: both sides shuffle forever
    (['..', 'XO', 'O.'], 'Red 1'),  # a red beside the black captures at once
    (['.#', 'X#', '##', 'OO'], 'Black 0'),  # each red could only step onto the other: no move
]
case('brute-1', [g for g, _ in traps], [v for _, v in traps])
# 2-7: random boards of up to 16 cells, games of more than two moves or ties.
for k in range(2, 8):
    case(f'brute-{k}', [interesting() for _ in range(10)])
# 8: random boards, any answer (most end within two moves).
case('brute-8', [random_board(*R.choice(shapes), 0.2) for _ in range(10)])
# 9: m = 1 columns of up to 12 cells.
case('brute-9', [random_board(R.randint(3, 12), 1, 0.15) for _ in range(10)])
# 10: the layout of subtasks 5-6: row n - 1 all obstacles, the black and a red above it, the other
# red on row n (n = 4, m <= 4).
def wall_layout(m):
    g = [['.'] * m for _ in range(4)]
    g[2] = ['#'] * m
    top = [(r, c) for r in range(2) for c in range(m)]
    b = R.choice([p for p in top if p[0] == 1])
    x = R.choice([p for p in top if p != b])
    y = (3, R.randrange(m))
    g[b[0]][b[1]] = 'X'
    g[x[0]][x[1]] = g[y[0]][y[1]] = 'O'
    return [''.join(row) for row in g]


case('brute-10', [wall_layout(R.randint(2, 4)) for _ in range(10)])
# 11, 12: the longest games (and two ties) among 600 random boards of up to 16 cells, and among
# 300 random boards of 5 x 5 to 6 x 6 (larger than the 16 cells above, but their reachable states
# are few), with a hand-made maze of 25 cells.
def longest(pool):
    answers = [verdict(g) for g in pool]
    ties = [g for g, v in zip(pool, answers) if v == 'Tie'][:2]
    won = sorted((int(v.split()[1]), g) for g, v in zip(pool, answers) if v != 'Tie')
    return [g for _, g in won[-(10 - len(ties)):]] + ties


case('brute-11', longest([random_board(*R.choice(shapes), R.choice([0.1, 0.2, 0.3, 0.4])) for _ in range(600)]))
big = [random_board(R.randint(5, 6), R.randint(5, 6), R.choice([0.3, 0.35, 0.4, 0.45])) for _ in range(300)]
case('brute-12', longest(big)[:9] + [['.....', '.#.#.', '.#O#.', '.#.#.', 'O#X..']])
