"""Writes the brute-N cases of luogu-p2599 and cf-794e by exhaustive search of the rules
(memoised), independent of the library. Run: python3 tools/brute/score_games.py"""
import os, random
from functools import lru_cache
R = random.Random(2599)
from common import T, put


@lru_cache(maxsize=None)
def win(p):
    if not p: return False
    for t in range(1, p[0] + 1):
        q = (p[0] - t,) + p[1:]
        if not win(q[1:] if q[0] == 0 else q): return True
    for t in range(1, p[-1] + 1):
        q = p[:-1] + (p[-1] - t,)
        if not win(q[:-1] if q[-1] == 0 else q): return True
    return False
for k in range(1, 5):
    cases = [[R.randint(1, 5) for _ in range(R.randint(1, 5))] for _ in range(10)]
    if k == 1: cases[:3] = [[7], [4, 4], [2, 3, 2]]
    put('luogu-p2599', f'brute-{k}', f'{len(cases)}\n' + ''.join(f'{len(c)}\n{" ".join(map(str, c))}\n' for c in cases),
        ''.join(('1' if win(tuple(c)) else '0') + '\n' for c in cases))

def carrots(a):
    n = len(a)
    @lru_cache(maxsize=None)
    def mm(l, r, mx):
        if l == r: return a[l]
        x, y = mm(l + 1, r, not mx), mm(l, r - 1, not mx)
        return max(x, y) if mx else min(x, y)
    @lru_cache(maxsize=None)
    def free(l, r, k):
        if k == 0: return mm(l, r, True)
        return max(free(l + 1, r, k - 1), free(l, r - 1, k - 1))
    return [free(0, n - 1, k) for k in range(n)]
for k in range(1, 7):
    n = R.randint(1, 10)
    a = [R.randint(1, 9) for _ in range(n)]
    put('cf-794e', f'brute-{k}', f'{n}\n{" ".join(map(str, a))}\n', ' '.join(map(str, carrots(a))) + '\n')
put('cf-794e', 'edge-1', '1\n7\n', '7\n')
print('ok')
