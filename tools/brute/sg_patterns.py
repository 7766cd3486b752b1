"""Writes the brute-N / edge-N cases of atcoder-abc206-f, luogu-p2148, cf-603c and cf-305e, each by
exhaustive search of the real game (memoised), independent of the library.
Run: python3 tools/brute/sg_patterns.py"""
import os, random
from functools import lru_cache
R = random.Random(603)
from common import put


# abc206-f: positions = frozenset of still-choosable interval indices
def interval_win(iv):
    n = len(iv)
    meets = lambda i, j: iv[i][0] < iv[j][1] and iv[j][0] < iv[i][1]
    @lru_cache(maxsize=None)
    def win(m):
        return any(not win(frozenset(j for j in m if not meets(i, j))) for i in m)
    return win(frozenset(range(n)))
cases = []
for _ in range(12):
    n = R.randint(1, 9)
    iv = []
    for _ in range(n):
        l = R.randint(1, 11); iv.append((l, R.randint(l + 1, 12)))
    cases.append(iv)
cases.append([(1, 100), (1, 100)])           # duplicates: one choice blocks the copy
cases.append([(1, 50), (50, 100), (99, 100)])  # shared ends: half-open
put('atcoder-abc206-f', 'brute-1', f'{len(cases)}\n' + ''.join(f'{len(c)}\n' + ''.join(f'{l} {r}\n' for l, r in c) for c in cases),
    ''.join(('Alice' if interval_win(c) else 'Bob') + '\n' for c in cases))
# luogu-p2148: E&D groups by search from the move definition
@lru_cache(maxsize=None)
def ed_win(groups):
    for i, (a, b) in enumerate(groups):
        for keep in (a, b):
            for x in range(1, keep):
                q = list(groups); q[i] = tuple(sorted((x, keep - x)))
                if not ed_win(tuple(sorted(q))): return True
    return False
cases = []
for _ in range(15):
    k = R.randint(1, 2)
    cases.append([R.randint(1, 7) for _ in range(2 * k)])
cases += [[1, 1], [1, 2, 3, 1], [2, 2, 2, 2]]
put('luogu-p2148', 'brute-1', f'{len(cases)}\n' + ''.join(f'{len(c)}\n{" ".join(map(str, c))}\n' for c in cases),
    ''.join(('YES' if ed_win(tuple(sorted(tuple(sorted(c[i:i + 2])) for i in range(0, len(c), 2)))) else 'NO') + '\n' for c in cases))
# cf-603c: the real game on multisets of piles
for t, k in enumerate([1, 2, 3, 4, 5, 6], 1):
    @lru_cache(maxsize=None)
    def lw(p, k=k):
        for i, v in enumerate(p):
            q = list(p); q[i] -= 1
            if not lw(tuple(sorted(x for x in q if x))): return True
            if v % 2 == 0:
                q = list(p[:i] + p[i + 1:]) + [v // 2] * k
                if not lw(tuple(sorted(q))): return True
        return False
    n = R.randint(1, 3)
    a = [R.randint(1, 12 // n) for _ in range(n)]
    put('cf-603c', f'brute-{t}', f'{n} {k}\n{" ".join(map(str, a))}\n', ('Kevin' if lw(tuple(sorted(a))) else 'Nicky') + '\n')
# cf-305e: the real string game, least winning cut
@lru_cache(maxsize=None)
def sw(pieces):
    for k, t in enumerate(pieces):
        for i in range(1, len(t) - 1):
            if t[i - 1] == t[i + 1]:
                q = list(pieces[:k] + pieces[k + 1:]) + [t[:i], t[i + 1:]]
                if not sw(tuple(sorted(x for x in q if len(x) >= 3))): return True
    return False
def answer(s):
    for i in range(1, len(s) - 1):
        if s[i - 1] == s[i + 1]:
            q = [x for x in (s[:i], s[i + 1:]) if len(x) >= 3]
            if not sw(tuple(sorted(q))): return f'First\n{i + 1}\n'
    return 'Second\n'
for k in range(1, 9):
    s = ''.join(R.choice('ab' if k < 6 else 'abc') for _ in range(R.randint(1, 13)))
    put('cf-305e', f'brute-{k}', s + '\n', answer(s))
for k, s in enumerate(['a', 'aba', 'aaaa', 'abababab', 'aaaaaaaaaaaaa'], 1):
    put('cf-305e', f'edge-{k}', s + '\n', answer(s))
print('ok')
