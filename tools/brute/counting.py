"""Writes the brute-N cases of luogu-p3179, luogu-p5675, atcoder-agc045-a, luogu-p5387 and
luogu-p6791 by exhaustive search of each real game (memoised), independent of the library
(luogu-p2490's: cases_p2490.py).
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
# luogu-p5387: small |V| by game search over the multiset of values; large |V| by Grundy values
# from the move definition and square-and-multiply with direct XOR convolution (no transform)
P5387 = 998244353
@lru_cache(maxsize=None)
def shift_win(p):
    return any(not shift_win(tuple(sorted(p[:i] + (x ^ y,) + p[i + 1:])))
               for i, x in enumerate(p) for y in range(1, x + 1) if x ^ y < x)
def shift_count_small(n, m):
    from itertools import product
    return sum(1 for v in product(range(1, m + 1), repeat=n) if shift_win(tuple(sorted(v))))
def shift_count_large(n, m):
    g = [0]
    for x in range(1, m + 1):
        opts = {g[x ^ y] for y in range(1, x + 1) if x ^ y < x}
        g.append(min(set(range(len(opts) + 1)) - opts))
    size = 1
    while size <= max(g): size *= 2
    base = [0] * size
    for x in range(1, m + 1): base[g[x]] += 1
    def conv(a, b):
        c = [0] * size
        for i in range(size):
            if a[i]:
                for j in range(size):
                    c[i ^ j] = (c[i ^ j] + a[i] * b[j]) % P5387
        return c
    r = [1] + [0] * (size - 1)
    e = n
    while e:
        if e & 1: r = conv(r, base)
        base = conv(base, base)
        e >>= 1
    return (pow(m, n, P5387) - r[0]) % P5387
R5387 = random.Random(5387)
cases = [(1, 1), (2, 1), (3, 1), (1, 7), (2, 6), (3, 12), (4, 7)]
cases += [(R5387.randint(1, 4), 0) for _ in range(3)]
cases = [(n, m if m else R5387.randint(1, int(2500 ** (1 / n)))) for n, m in cases]
big = [(998244352 * 1001, 6), (998244352 * 7, 24), (999999999280414720, 48), (10 ** 18, 1),
       (10 ** 18 - 1, 1), (10 ** 18, 64), (998244352, 6), (998244353, 24), (123456789012345678, 37)]
for t, (n, m) in enumerate(cases + big, 1):
    ans = shift_count_small(n, m) if n <= 4 else shift_count_large(n, m)
    put('luogu-p5387', f'brute-{t}', f'{n} {m}\n', f'{ans % P5387}\n')
# luogu-p6791: misère Fibonacci Nim, first take 1..k, later ones at most twice the previous, the
# taker of the last stone loses. win[s][l]: the mover wins with s stones left and a bound l (capped
# at s), straight from the rules. Counts for N <= 1200 are sums of the table; beyond, the rule the
# table is checked against here (the first player wins n iff n >= 2 and the smallest Zeckendorf
# term of n - 1 is <= k), counted by a recursion on values (not the library's digit walk).
S6791 = 1200
mis = [[False]]
for st in range(1, S6791 + 1):
    row = [False] * (st + 1)
    for l in range(1, st + 1):
        row[l] = row[l - 1] or (l < st and not mis[st - l][min(2 * l, st - l)])
    mis.append(row)
FIB = [1, 2]
while FIB[-1] <= 10 ** 19: FIB.append(FIB[-1] + FIB[-2])
def smallest_term(x):
    last = 0
    for f in reversed(FIB):
        if f <= x: x -= f; last = f
    return last
def rule(k, n):
    return n >= 2 and smallest_term(n - 1) <= k
for st in range(1, S6791 + 1):
    for l in range(1, st + 2):
        assert mis[st][min(l, st)] == rule(l, st), (st, l)
@lru_cache(maxsize=None)
def all_above(m, k):
    """How many y in 0..=m have every Zeckendorf term above k."""
    if m < 0: return 0
    big = [f for f in FIB if f <= m]
    if not big or big[-1] <= k: return 1
    f = big[-1]
    prev = FIB[FIB.index(f) - 1] if f > 1 else 0
    # y < f, or y = f + z with z < prev (no adjacent terms) and z <= m - f
    return all_above(f - 1, k) + all_above(min(m - f, prev - 1), k)
def count6791(k, n):
    if n <= S6791:
        return sum(mis[x][min(k, x)] for x in range(1, n + 1))
    return (n - 1) - (all_above(n - 1, k) - 1)
for n in range(1, S6791 + 1, 7):
    for k in (1, 2, 3, 4, 7, 12, 13, 14, 100, n):
        assert count6791(k, n) == (n - 1) - (all_above(n - 1, k) - 1), (k, n)
# Wrong rules, each answering differently on some query of the trap file.
def normal_play(k, n): return sum(1 for x in range(1, n + 1) if smallest_term(x) <= k)
def unbounded(k, n): return sum(1 for x in range(2, n + 1) if smallest_term(x - 1) <= x - 1)
def strict(k, n): return sum(1 for x in range(2, n + 1) if smallest_term(x - 1) < k)
def doubled(k, n): return sum(1 for x in range(2, n + 1) if smallest_term(x - 1) <= 2 * k)
def up_to_n_minus_1(k, n): return count6791(k, n - 1) if n > 1 else 0
def write6791(name, qs, traps=()):
    ans = [count6791(k, n) for k, n in qs]
    for wrong in traps:
        assert any(wrong(k, n) != a for (k, n), a in zip(qs, ans)), (name, wrong.__name__)
    put('luogu-p6791', name, f'{len(qs)}\n' + ''.join(f'{k} {n}\n' for k, n in qs),
        ''.join(f'{a}\n' for a in ans))
R6791 = random.Random(6791)
# 1: every k <= 12 and N <= 40; 2: random k, N <= 1200 (k up to N + 100)
write6791('brute-1', [(k, n) for k in range(1, 13) for n in range(1, 41)],
          (normal_play, unbounded, strict, doubled, up_to_n_minus_1))
qs = []
for _ in range(300):
    n = R6791.randint(1, S6791)
    qs.append((R6791.randint(1, n + 100), n))
write6791('brute-2', qs)
# 3: the traps: N = 1, k above N, k = N, N - 1, N - 2, N and k at and next to Fibonacci numbers
# (the misère shift, the bound taken as 2k, < instead of <=, the bound ignored, N left out)
qs = [(1, 1), (5, 1), (10 ** 18, 1), (1, 2), (1, 3), (2, 3), (50, 20), (20, 20), (19, 20), (18, 20)]
for f in (3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987):
    for dn in (-1, 0, 1, 2):
        for k in (1, 2, f // 2, f - 1, f, f + 1):
            qs.append((max(k, 1), f + dn))
write6791('brute-3', qs, (normal_play, unbounded, strict, doubled, up_to_n_minus_1))
# 4: k = 1 (a subtask) with N up to 10^18; 5: random k and N up to 10^18, every scale
E18 = 10 ** 18
write6791('brute-4', [(1, max(1, R6791.randint(1, E18) >> R6791.randint(0, 59))) for _ in range(100)] + [(1, E18)])
qs = []
for _ in range(200):
    n = max(1, R6791.randint(1, E18) >> R6791.randint(0, 59))
    qs.append((max(1, R6791.randint(1, n) >> R6791.randint(0, 59)), n))
write6791('brute-5', qs)
# 6: N and k at and next to the Fibonacci numbers up to 10^18, N = 10^18, N - 1 with the most
# Zeckendorf terms (every other Fibonacci number), k = 10^18
F18 = [f for f in FIB if f <= E18]
dense = sum(F18[::-2])
qs = [(E18, E18), (1, E18), (2, E18), (E18 - 1, E18), (E18, E18 - 1), (1, dense + 1), (2, dense + 1),
      (3, dense + 1), (F18[-1], dense + 1), (F18[-1] + 1, dense + 2)]
for i in range(0, len(F18), 3):
    f = F18[i]
    for dn in (-1, 0, 1, 2):
        g = F18[R6791.randint(0, i)]
        for k in (1, g - 1, g, g + 1, E18):
            if f + dn >= 1 and k >= 1: qs.append((k, f + dn))
write6791('brute-6', qs)
print('ok')
