"""Writes the brute-N / edge-N cases of luogu-p4055: the token game searched exhaustively over
(current cell, visited cells) from every start, straight from the rules; independent of the
library. Run: python3 tools/brute/matching.py"""
import os, random
from functools import lru_cache
R = random.Random(4055)
from common import T, put

def solve(rows):
    n, m = len(rows), len(rows[0])
    cells = [(r, c) for r in range(n) for c in range(m) if rows[r][c] == '.']
    idx = {cell: i for i, cell in enumerate(cells)}
    nb = [[idx[(r + dr, c + dc)] for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)) if (r + dr, c + dc) in idx] for r, c in cells]
    @lru_cache(maxsize=None)
    def win(v, visited):  # the player to move from v wins
        return any(not win(u, visited | 1 << u) for u in nb[v] if not visited >> u & 1)
    good = [cells[i] for i in range(len(cells)) if not win(i, 1 << i)]  # YY moves first: AA wins if YY loses
    if not good:
        return 'LOSE\n'
    return 'WIN\n' + ''.join(f'{r + 1} {c + 1}\n' for r, c in good)

def put(name, rows):
    open(f'{T}luogu-p4055/{name}.in', 'w').write(f'{len(rows)} {len(rows[0])}\n' + ''.join(r + '\n' for r in rows))
    open(f'{T}luogu-p4055/{name}.out', 'w').write(solve(rows))

for k in range(1, 9):
    n, m = R.randint(1, 4), R.randint(1, 4)
    rows = [''.join('.' if R.random() < .8 else '#' for _ in range(m)) for _ in range(n)]
    if '.' not in ''.join(rows):
        rows[0] = '.' + rows[0][1:]
    put(f'brute-{k}', rows)
put('edge-1', ['#.#', '###'])          # an isolated free cell: YY cannot move, AA wins
put('edge-2', ['..', '..'])            # a perfect matching: LOSE
put('edge-3', ['....', '.##.', '....'])  # a cycle of 10 cells
put('edge-4', ['.'])
print('ok')
