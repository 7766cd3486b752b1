"""Writes the brute-N, x-brute-N and x-edge-* cases of luogu-p2490 (the black and white strip).
brute, x-brute: the board game itself searched on every layout (both colours, 1..d pieces a move,
any distances), n <= 9. x-edge (n = 10^4, too large to search): the count of layouts whose in-pair
gaps are not a losing Moore's Nim_d position (a bit's count of gaps divisible by d + 1 for every
bit), by a DP over bits; the script first asserts that count equals the board search for every
n <= 8, even k <= n, 1 <= d <= k.
Run: python3 tools/brute/cases_p2490.py"""
from functools import lru_cache
from itertools import combinations
from math import comb
from common import put

P = 1_000_000_007


def search_count(n, k, d):
    """Layouts (k cells of 1..n) where A (white, moving right) wins the board game."""
    @lru_cache(maxsize=None)
    def wins(cells, white):
        mine = [i for i in range(k) if (i % 2 == 0) == white]

        def targets(i):
            if white:
                return range(cells[i], cells[i + 1] if i + 1 < k else n + 1)
            return range((cells[i - 1] if i > 0 else 0) + 1, cells[i] + 1)

        def some_move(j, cur, moved):
            if j == len(mine):
                return 1 <= moved <= d and not wins(tuple(cur), not white)
            i = mine[j]
            for c in targets(i):
                nxt = list(cur)
                nxt[i] = c
                if some_move(j + 1, nxt, moved + (c != cells[i])):
                    return True
            return False
        return some_move(0, list(cells), 0)
    return sum(1 for c in combinations(range(1, n + 1), k) if wins(c, True))


def rule_count(n, k, d):
    """C(n, k) minus the layouts whose k/2 in-pair gaps (total s) lose in Moore's Nim_d, the
    other n - k - s free cells spread over the k/2 + 1 outer gaps."""
    h = k // 2
    f = [0] * (n - k + 1)
    f[0] = 1
    b = 0
    while (1 << b) <= n - k:
        g = [0] * (n - k + 1)
        for s, ways in enumerate(f):
            if ways:
                c = 0
                while c * (d + 1) <= h and s + c * (d + 1) * (1 << b) <= n - k:
                    t = s + c * (d + 1) * (1 << b)
                    g[t] = (g[t] + ways * comb(h, c * (d + 1))) % P
                    c += 1
        f = g
        b += 1
    losing = sum(w * comb(n - k - s + h, h) for s, w in enumerate(f)) % P
    return (comb(n, k) - losing) % P


for n in range(2, 9):
    for k in range(2, n + 1, 2):
        for d in range(1, k + 1):
            assert search_count(n, k, d) % P == rule_count(n, k, d), (n, k, d)

for t, (n, k, d) in enumerate([(6, 2, 1), (8, 4, 1), (8, 4, 3), (9, 4, 2), (7, 6, 6), (9, 2, 2)], 1):
    put('luogu-p2490', f'brute-{t}', f'{n} {k} {d}\n', f'{search_count(n, k, d) % P}\n')
for t, (n, k, d) in enumerate([(9, 6, 1), (9, 6, 3), (9, 4, 4), (8, 2, 1), (9, 2, 2), (7, 6, 6),
                               (2, 2, 1), (9, 4, 1), (9, 6, 2), (3, 2, 2)], 1):
    put('luogu-p2490', f'x-brute-{t}', f'{n} {k} {d}\n', f'{search_count(n, k, d) % P}\n')
for name, (n, k, d) in [('d-equals-k', (10000, 100, 100)), ('d51', (10000, 100, 50)),
                        ('k2', (10000, 2, 1)), ('k4-d1', (10000, 4, 1)),
                        ('k6-d2', (10000, 6, 2)), ('n-equals-k', (100, 100, 51))]:
    put('luogu-p2490', f'x-edge-{name}', f'{n} {k} {d}\n', f'{rule_count(n, k, d)}\n')
