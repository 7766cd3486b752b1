"""Writes the brute-N cases of luogu-p3179, luogu-p5675, luogu-p2490 and atcoder-agc045-a by
exhaustive search of each real game (memoised), independent of the library.
Run: python3 tools/brute/counting.py"""
import random
from functools import lru_cache
from itertools import combinations
from common import put
R = random.Random(3179)

# luogu-p3179: the board game on bit masks of white cells 1..n
for t in range(1, 5):
    n = R.randint(1, 12)
    @lru_cache(maxsize=None)
    def win(p, n=n):
        for x in range(1, n + 1):
            if p >> (x - 1) & 1:
                q = p ^ 1 << (x - 1)
                if not win(q): return True
                for i in range(2, n // x + 1):
                    q ^= 1 << (i * x - 1)
                    if not win(q): return True
        return False
    queries = [R.sample(range(1, n + 1), R.randint(1, n)) for _ in range(8)]
    inp = f'{n}\n{len(queries)}\n' + ''.join(f'{len(q)}\n{" ".join(map(str, q))}\n' for q in queries)
    out = ''.join(('Yes' if win(sum(1 << (c - 1) for c in q)) else 'No') + '\n' for q in queries)
    put('luogu-p3179', f'brute-{t}', inp, out)

# luogu-p5675: every (set, designated pile), Alice's forced first move, then Nim by search
@lru_cache(maxsize=None)
def nim_win(p):
    return any(not nim_win(tuple(sorted(p[:i] + (v,) + p[i + 1:]))) for i in range(len(p)) for v in range(p[i]))
for t in range(1, 5):
    n = R.randint(1, 5)
    a = [R.randint(1, 6) for _ in range(n)]
    count = 0
    for size in range(1, n + 1):
        for s in combinations(range(n), size):
            for d in s:
                others = [a[i] for i in s if i != d]
                if not any(not nim_win(tuple(sorted(others + [r]))) for r in range(a[d])):
                    count += 1
    put('luogu-p5675', f'brute-{t}', f'{n}\n{" ".join(map(str, a))}\n', f'{count}\n')

# luogu-p2490: the board game on layouts, both colours, up to d pieces per move
def strip_count(n, k, d):
    @lru_cache(maxsize=None)
    def win(cells, white):
        mine = [i for i in range(k) if (i % 2 == 0) == white]
        def targets(i):
            if white:
                lim = cells[i + 1] if i + 1 < k else n + 1
                return range(cells[i], lim)
            lim = cells[i - 1] if i > 0 else 0
            return range(lim + 1, cells[i] + 1)
        def rec(j, cur, moved):
            if j == len(mine):
                return 1 <= moved <= d and not win(tuple(cur), not white)
            i = mine[j]
            for c in targets(i):
                nxt = list(cur); nxt[i] = c
                if rec(j + 1, nxt, moved + (c != cells[i])): return True
            return False
        return rec(0, list(cells), 0)
    return sum(1 for c in combinations(range(1, n + 1), k) if win(c, True))
for t, (n, k, d) in enumerate([(6, 2, 1), (8, 4, 1), (8, 4, 3), (9, 4, 2), (7, 6, 6), (9, 2, 2)], 1):
    put('luogu-p2490', f'brute-{t}', f'{n} {k} {d}\n', f'{strip_count(n, k, d) % 1000000007}\n')

# atcoder-agc045-a: minimax over (round, x)
def battle(a, s):
    @lru_cache(maxsize=None)
    def f(i, x):
        if i == len(a): return x != 0
        keep, flip = f(i + 1, x), f(i + 1, x ^ a[i])
        return (keep or flip) if s[i] == '1' else (keep and flip)
    return f(0, 0)
cases = []
for _ in range(30):
    n = R.randint(1, 8)
    cases.append(([R.randint(1, 31) for _ in range(n)], ''.join(R.choice('01') for _ in range(n))))
put('atcoder-agc045-a', 'brute-1', f'{len(cases)}\n' + ''.join(f'{len(a)}\n{" ".join(map(str, a))}\n{s}\n' for a, s in cases),
    ''.join(('1' if battle(a, s) else '0') + '\n' for a, s in cases))
print('ok')
