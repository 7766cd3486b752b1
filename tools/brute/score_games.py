"""Writes the brute-N and edge cases of luogu-p2599, cf-794e, atcoder-dp-l and cf-388c by
exhaustive search of the rules, independent of the library. Run: python3 tools/brute/score_games.py"""
import os, random
from functools import lru_cache
R = random.Random(2599)
from common import put


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


# atcoder-dp-l (Deque): every line of play enumerated from the rules, no memo (n <= 12); the
# running totals X, Y are Python integers (no overflow), so values up to 1e9 check 64-bit sums.
def deque(a):
    def play(row, x, y, taro):
        if not row: return x - y
        ends = [(row[1:], row[0]), (row[:-1], row[-1])]
        if taro: return max(play(r, x + v, y, False) for r, v in ends)
        return min(play(r, x, y + v, True) for r, v in ends)
    return play(tuple(a), 0, 0, True)
def greedy(a):
    a, d, s = list(a), 0, 1
    while a:
        d += s * (a.pop(0) if a[0] >= a[-1] else a.pop()); s = -s
    return d
B = 10**9
dp_cases = [
    [1, B, 1, 1],                      # a tie: greedy takes the left 1 and opens the 10^9
    [1, 1, B, 2],                      # greedy takes the 2 and hands Jiro the 10^9
    [1, B, 1, 1, B, 1, B, 1, 1, B, 1, 1],
    [5, 100, 5],                       # a negative answer
    [B] * 12,                          # sums beyond 32 bits, all ties
    [B, 1] * 6,
]
dp_cases += [[R.randint(1, 5) for _ in range(R.randint(2, 12))] for _ in range(3)]
dp_cases += [[R.choice([1, 2, B - 1, B]) for _ in range(R.randint(8, 12))] for _ in range(3)]
dp_cases += [[R.randint(1, B) for _ in range(R.randint(1, 12))] for _ in range(2)]
assert all(greedy(a) != deque(a) for a in dp_cases[:2])
for k, a in enumerate(dp_cases, 1):
    put('atcoder-dp-l', f'brute-{k}', f'{len(a)}\n{" ".join(map(str, a))}\n', f'{deque(a)}\n')
put('atcoder-dp-l', 'edge-1', f'1\n{B}\n', f'{B}\n')


# cf-388c (Fox and Card Game): minimax over the windows (lo, hi) of every pile, the player to
# move in the state, valued Ciel's sum minus Jiro's; the sums follow from the total.
def cards(piles):
    @lru_cache(maxsize=None)
    def mm(win, ciel):
        opts = []
        for i, (lo, hi) in enumerate(win):
            if lo == hi: continue
            if ciel: w, v = win[:i] + ((lo + 1, hi),) + win[i + 1:], piles[i][lo]
            else: w, v = win[:i] + ((lo, hi - 1),) + win[i + 1:], -piles[i][hi - 1]
            opts.append(v + mm(w, not ciel))
        if not opts: return 0
        return max(opts) if ciel else min(opts)
    d, t = mm(tuple((0, len(p)) for p in piles), True), sum(map(sum, piles))
    return (t + d) // 2, (t - d) // 2
def fox_greedy(piles):
    piles, s, ciel = [list(p) for p in piles], [0, 0], True
    while any(piles):
        i = max((i for i in range(len(piles)) if piles[i]), key=lambda i: piles[i][0 if ciel else -1])
        s[0 if ciel else 1] += piles[i].pop(0 if ciel else -1); ciel = not ciel
    return tuple(s)
def pile_set(count, size, hi):
    return [[R.randint(1, hi) for _ in range(R.randint(1, size))] for _ in range(count)]
fox_cases = [
    [[8], [9, 5]],                                  # greedy: 14 8; the answer 17 5
    [[2, 4], [6, 1, 3, 8], [5, 5]],                 # even piles only: nothing contested
    [[1000] * 3, [7, 1000, 7], [1, 1000, 1], [5]],  # equal middles
    [[R.randint(1, 1000)] for _ in range(12)],      # 12 one-card piles: the race alone
]
fox_cases += [pile_set(R.randint(1, 3), 4, 9) for _ in range(3)]
fox_cases += [pile_set(5, 2, 9), pile_set(2, 6, 1000), pile_set(3, 4, 1000)]
assert fox_greedy(fox_cases[0]) != cards(fox_cases[0])
for k, piles in enumerate(fox_cases, 1):
    assert sum(map(len, piles)) <= 12
    inp = f'{len(piles)}\n' + ''.join(f'{len(p)} {" ".join(map(str, p))}\n' for p in piles)
    put('cf-388c', f'brute-{k}', inp, '%d %d\n' % cards(piles))
put('cf-388c', 'edge-1', '1\n1 1000\n', '1000 0\n')
print('ok')
