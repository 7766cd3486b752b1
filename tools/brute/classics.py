"""Writes the brute-N / edge-N cases of the classics (cses-1098, 1099, 1729, 1730, 2207, 2208,
atcoder-agc017-d, luogu-p2197, luogu-p3480): answers by memoised search straight from each
problem's rules, independent of the library. Run: python3 tools/brute/classics.py"""
import random, sys
from functools import lru_cache
sys.setrecursionlimit(10000)
R = random.Random(13)
import os
from common import put

def win_from(moves):
    @lru_cache(maxsize=None)
    def win(p):
        return any(not win(q) for q in moves(p))
    return win


# Nim-like multi-test problems: (t, then n and heaps)
def multi(slug, name, cases, win, yes, no):
    inp = f'{len(cases)}\n' + ''.join(f'{len(c)}\n{" ".join(map(str, c))}\n' for c in cases)
    out = ''.join((yes if win(tuple(c)) else no) + '\n' for c in cases)
    put(slug, name, inp, out)

def nim_moves(p):
    for i, h in enumerate(p):
        for v in range(h):
            q = list(p); q[i] = v; yield tuple(sorted(q))
nim_win = win_from(lambda p: list(nim_moves(tuple(sorted(p)))))
nimw = lambda p: nim_win(tuple(sorted(p)))

def rand_cases(k, maxn, lo, hi):
    return [[R.randint(lo, hi) for _ in range(R.randint(1, maxn))] for _ in range(k)]

# cses-1730 Nim: heaps >= 1
cases = rand_cases(150, 4, 1, 7) + [[1], [3, 3], [1, 2, 3], [5, 7, 2, 5], [7]]
multi('cses-1730', 'brute-1', cases, nimw, 'first', 'second')
# luogu-p2197 Nim with zeros
cases = rand_cases(10, 4, 0, 6)
multi('luogu-p2197', 'brute-1', cases, nimw, 'Yes', 'No')
cases = [[0], [0, 0], [5, 0, 5], [0, 1], [3, 0, 2, 1]] + rand_cases(5, 3, 0, 4)
multi('luogu-p2197', 'edge-1', cases, nimw, 'Yes', 'No')
# cses-1098 take 1..3
def take3_moves(p):
    for i, h in enumerate(p):
        for d in (1, 2, 3):
            if d <= h:
                q = list(p); q[i] -= d; yield tuple(sorted(q))
t3 = win_from(lambda p: list(take3_moves(p)))
cases = rand_cases(150, 4, 1, 12) + [[4, 4, 4], [4], [8, 4], [1, 2, 3], [5, 6, 7]]
multi('cses-1098', 'brute-1', cases, lambda p: t3(tuple(sorted(p))), 'first', 'second')
# cses-1099 stairs: balls on stairs 1..n, move >= 1 balls from stair k >= 2 to k - 1
def stair_moves(p):
    for k in range(1, len(p)):
        for d in range(1, p[k] + 1):
            q = list(p); q[k] -= d; q[k - 1] += d; yield tuple(q)
st = win_from(lambda p: list(stair_moves(p)))
cases = rand_cases(150, 4, 0, 4) + [[0], [7], [0, 0, 0], [0, 2, 1], [1, 1, 1, 1], [5, 3], [0, 1]]
multi('cses-1099', 'brute-1', cases, lambda p: st(tuple(p)), 'first', 'second')
# cses-2208 take one from each of a non-empty set of non-empty heaps
def any_moves(p):
    live = [i for i, h in enumerate(p) if h > 0]
    for m in range(1, 1 << len(live)):
        q = list(p)
        for b, i in enumerate(live):
            if m >> b & 1: q[i] -= 1
        yield tuple(sorted(q))
aw = win_from(lambda p: list(any_moves(p)))
cases = rand_cases(150, 4, 1, 6) + [[1, 2, 3], [1, 1], [2, 2], [2, 4, 6], [5, 5, 4, 5]]
multi('cses-2208', 'brute-1', cases, lambda p: aw(tuple(sorted(p))), 'first', 'second')
# luogu-p3480 non-decreasing piles
def peb_moves(p):
    for i in range(len(p)):
        lo = p[i - 1] if i else 0
        for v in range(lo, p[i]):
            q = list(p); q[i] = v; yield tuple(q)
pw = win_from(lambda p: list(peb_moves(p)))
def nondec(n, hi):
    return sorted(R.randint(0, hi) for _ in range(n))
cases = [nondec(R.randint(1, 5), 6) for _ in range(10)]
multi('luogu-p3480', 'brute-1', cases, lambda p: pw(tuple(p)), 'TAK', 'NIE')
cases = [[2, 2], [0], [0, 0, 0], [1, 1], [0, 3], [3, 3, 3, 3], [1, 2, 4], [0, 0, 5], [2, 2, 2], [1, 3, 3, 4]]
multi('luogu-p3480', 'edge-1', cases, lambda p: pw(tuple(p)), 'TAK', 'NIE')
# cses-2207 Grundy's game, g by mex from the rules
N = 1400
g = [0] * (N + 1)
for x in range(3, N + 1):
    s = {g[a] ^ g[x - a] for a in range(1, (x + 1) // 2) if a != x - a}
    m = 0
    while m in s: m += 1
    g[x] = m
ns = list(range(1, 61)) + [1221, 1222, 1223, 923, 932, 566, 1000, 1399, 1400]
put('cses-2207', 'brute-1', f'{len(ns)}\n' + ''.join(f'{n}\n' for n in ns),
    ''.join(('first' if g[n] else 'second') + '\n' for n in ns))
put('cses-2207', 'edge-1', '4\n1\n2\n1000000\n999999\n', 'second\nsecond\nfirst\nfirst\n')
# cses-1729: W/L from the rules (pull form), sets with 1, unsorted, amounts above i
for k, (n, ps) in enumerate([(30, [4, 1, 7]), (25, [1]), (40, [9, 1, 2, 30]), (12, [12, 1, 5]), (1, [1]), (50, [1, 6, 3, 20, 11])], 1):
    w = [False] * (n + 1)
    for i in range(1, n + 1):
        w[i] = any(p <= i and not w[i - p] for p in ps)
    put('cses-1729', f'brute-{k}', f'{n} {len(ps)}\n{" ".join(map(str, ps))}\n',
        ''.join('W' if x else 'L' for x in w[1:]) + '\n')
# atcoder-agc017-d: Green Hackenbush on a tree by search over remaining edge sets
def hack_win(n, edges):
    @lru_cache(maxsize=None)
    def win(es):
        for e in es:
            rest = set(es) - {e}
            # keep the edges still connected to vertex 1
            reach, changed = {1}, True
            while changed:
                changed = False
                for a, b in rest:
                    if (a in reach) != (b in reach):
                        reach |= {a, b}; changed = True
            q = frozenset(x for x in rest if x[0] in reach)
            if not win(q): return True
        return False
    return win(frozenset(edges))
for k in range(1, 9):
    n = R.randint(2, 8)
    lab = list(range(1, n + 1)); R.shuffle(lab)
    edges = []
    for i in range(1, n):
        a, b = lab[i], lab[R.randint(0, i - 1)]
        edges.append((a, b) if R.random() < .5 else (b, a))
    R.shuffle(edges)
    ans = 'Alice' if hack_win(n, tuple(edges)) else 'Bob'
    put('atcoder-agc017-d', f'brute-{k}', f'{n}\n' + ''.join(f'{a} {b}\n' for a, b in edges), ans + '\n')
# atcoder-agc017-d edge: vertex 1 inside a path of 1e5 vertices (a recursive DFS would need ~5e4
# frames). Each arm of k edges is a Hackenbush path, a Nim heap of k (the colon principle, checked
# by search on small paths above and in the library): equal arms lose, unequal arms win.
E = random.Random(17)
for k, (left, right) in enumerate([(49_999, 49_999), (49_999, 50_000)], 1):
    n = left + right + 1
    lab = list(range(2, n + 1)); E.shuffle(lab)
    path = lab[:left][::-1] + [1] + lab[left:]
    edges = [(path[i], path[i + 1]) if E.random() < .5 else (path[i + 1], path[i]) for i in range(n - 1)]
    E.shuffle(edges)
    ans = 'Alice' if left ^ right else 'Bob'
    put('atcoder-agc017-d', f'edge-{k}', f'{n}\n' + ''.join(f'{a} {b}\n' for a, b in edges), ans + '\n')
print('ok')
