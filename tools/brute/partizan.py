"""Writes the brute-N cases of atcoder-abc229-h and aoj-1377 by partizan minimax over the real
moves (whole board; each subset of piles with each player starting), independent of the library.
Run: python3 tools/brute/partizan.py"""
import os, random
from functools import lru_cache
from itertools import product
R = random.Random(229)
from common import put


@lru_cache(maxsize=None)
def board_wins(b, white):
    """Does the player to move (white = Takahashi) win the board b (tuple of row strings)?"""
    me, them = ('W', 'B') if white else ('B', 'W')
    n = len(b)
    for r in range(n):
        for c in range(n):
            if b[r][c] == me and r > 0 and b[r - 1][c] == '.':
                q = [list(x) for x in b]; q[r - 1][c], q[r][c] = me, '.'
                if not board_wins(tuple(''.join(x) for x in q), not white): return True
            if b[r][c] == them:
                q = [list(x) for x in b]; q[r][c] = '.'
                if not board_wins(tuple(''.join(x) for x in q), not white): return True
    return False
for k in range(1, 9):
    n = R.randint(1, 3)
    rows = [''.join(R.choice('WB..') for _ in range(n)) for _ in range(n)]
    put('atcoder-abc229-h', f'brute-{k}', f'{n}\n' + ''.join(r + '\n' for r in rows),
        ('Takahashi' if board_wins(tuple(rows), True) else 'Snuke') + '\n')

@lru_cache(maxsize=None)
def box_wins(piles, alice):
    me = 'B' if alice else 'W'
    for i, p in enumerate(piles):
        for j, c in enumerate(p):
            if c == me:
                q = list(piles); q[i] = p[:j]
                if not box_wins(tuple(sorted(x for x in q if x)), not alice): return True
    return False
for k in range(1, 7):
    n = R.randint(1, 6)
    piles = [''.join(R.choice('BW') for _ in range(R.randint(1, 4))) for _ in range(n)]
    best = 0
    for mask in range(1 << n):
        sel = tuple(sorted(piles[i] for i in range(n) if mask >> i & 1))
        if not box_wins(sel, True) and not box_wins(sel, False):
            best = max(best, sum(len(p) for p in sel))
    put('aoj-1377', f'brute-{k}', f'{n}\n' + ''.join(p + '\n' for p in piles), f'{best}\n')
print('ok')
