"""Writes the brute-N and edge-N cases of cf-1451f (Nullify The Matrix). brute: every answer by
memoised search of the real game on tiny matrices, independent of the library's rule: a move
lowers a nonzero start cell, then sets each later cell of a down-right path from it (any finish,
any path) to any value. Raising is unbounded in the real game; the search caps values at 2^b - 1,
b the bit length of the largest entry (the assumption: raising above that never matters; the
library's test argues it and checks caps 3 and 7 on 2x2). The first file holds cases where a
plausible wrong rule answers differently (named below); the last puts a case with a nonzero
anti-diagonal before a losing one of another size (a per-case array that is not reset fails).
edge: the largest matrices, with answers read off the rules (no move, or a single nonzero cell
lowered to 0 wins) or, for edge-2, by the anti-diagonal rule itself.
Run: python3 tools/brute/nullify_matrix.py"""
import random, sys
from common import put
sys.setrecursionlimit(100000)
R = random.Random(1451)
SLUG = 'cf-1451f'
memo = {}


def wins(n, m, a):
    """The mover wins the game capped at 2^b - 1 on the row-major n x m tuple a."""
    cap = (1 << max(1, max(a).bit_length())) - 1
    return win(n, m, cap, tuple(a))


def moves(n, m, cap, a):
    for s in range(n * m):
        for low in range(a[s]):
            b = list(a)
            b[s] = low
            stack = [(s, tuple(b))]
            while stack:
                cell, p = stack.pop()
                yield p
                i, j = divmod(cell, m)
                for ok, to in ((i + 1 < n, cell + m), (j + 1 < m, cell + 1)):
                    if ok:
                        for v in range(cap + 1):
                            q = list(p)
                            q[to] = v
                            stack.append((to, tuple(q)))


def win(n, m, cap, a):
    key = (n, m, cap, a)
    if key not in memo:
        memo[key] = any(not win(n, m, cap, q) for q in moves(n, m, cap, a))
    return memo[key]


def xors(n, m, a, diag):
    x = {}
    for i in range(n):
        for j in range(m):
            x[diag(i, j)] = x.get(diag(i, j), 0) ^ a[i * m + j]
    return x


WRONG = [
    ('main diagonals i - j', lambda n, m, a: any(xors(n, m, a, lambda i, j: i - j).values())),
    ('XOR of the whole matrix', lambda n, m, a: eval('^'.join(map(str, a))) != 0),
    ('parity of min(non-zero rows, non-zero columns)', lambda n, m, a: min(
        sum(any(a[i * m:(i + 1) * m]) for i in range(n)),
        sum(any(a[i * m + j] for i in range(n)) for j in range(m))) % 2 == 1),
    ('last anti-diagonal skipped', lambda n, m, a: any(v for s, v in xors(n, m, a, lambda i, j: i + j).items() if s < n + m - 2)),
    ('parity of the sum', lambda n, m, a: sum(a) % 2 == 1),
]
BOX = [(1, 1, 3), (1, 2, 3), (1, 3, 3), (1, 4, 3), (2, 1, 3), (2, 2, 3), (2, 3, 3), (3, 2, 3),
       (3, 3, 1), (2, 4, 1), (1, 6, 1), (1, 3, 7)]


def draw():
    """A random nonzero matrix of the box; half of those with two rows and columns have every
    anti-diagonal XOR made 0 by its last cell (the construction only picks the matrix: its
    answer comes from the search)."""
    n, m, hi = R.choice(BOX)
    a = [R.choice([0, R.randint(1, hi), R.randint(1, hi)]) for _ in range(n * m)]
    if min(n, m) > 1 and R.random() < 0.5:
        for s in range(n + m - 1):
            cells = [i * m + (s - i) for i in range(n) if 0 <= s - i < m]
            x = 0
            for c in cells[:-1]: x ^= a[c]
            a[cells[-1]] = x
    return (n, m, a) if any(a) else draw()


def text(cases):
    s = f'{len(cases)}\n'
    for n, m, a in cases:
        s += f'{n} {m}\n' + ''.join(' '.join(map(str, a[i * m:(i + 1) * m])) + '\n' for i in range(n))
    return s


def answers(cases, rule=wins):
    return ''.join(('Ashish' if rule(n, m, a) else 'Jeel') + '\n' for n, m, a in cases)


traps = [(2, 2, [1, 0, 0, 1]), (2, 2, [1, 1, 0, 0])]
for name, wrong in WRONG:
    need = {True, False}  # a case of each answer where the wrong rule errs, if it can err so
    for _ in range(3000):
        n, m, a = draw()
        w = wins(n, m, a)
        if w in need and wrong(n, m, a) != w:
            need.discard(w)
            traps.append((n, m, a))
        if not need: break
    assert len(need) < 2, name
files = [traps[i:i + 10] for i in range(0, len(traps), 10)]
for _ in range(4):
    files.append([draw() for _ in range(10)])
files.append([(1, 3, [0, 0, 5]), (2, 2, [0, 1, 1, 0]), (3, 2, [1, 2, 0, 3, 2, 0]), (1, 1, [0])])
for k, cases in enumerate(files, 1):
    put(SLUG, f'brute-{k}', text(cases), answers(cases))

# Edges by the rules: the zero matrix is lost (no move); one nonzero cell is won (lower it to 0).
Z = [0] * 10000
last = Z[:-1] + [10**6]
edge1 = [(100, 100, Z), (100, 100, last), (1, 100, Z[:99] + [1]), (100, 1, [7] + Z[:99])]
put(SLUG, 'edge-1', text(edge1), 'Jeel\nAshish\nAshish\nAshish\n')


def rule(n, m, a):
    return any(xors(n, m, a, lambda i, j: i + j).values())


# By the rule: 100 x 100 with every anti-diagonal XOR 0 (each fixed by its last cell), then the
# same with one middle cell raised by 1.
a = [R.randint(0, 10**6) if R.random() < 0.5 else 0 for _ in range(10000)]
for s in range(199):
    cells = [i * 100 + (s - i) for i in range(100) if 0 <= s - i < 100]
    x = 0
    for c in cells[:-1]: x ^= a[c]
    a[cells[-1]] = x
b = list(a)
b[50 * 100 + 49] ^= 1
edge2 = [(100, 100, a), (100, 100, b)]
assert answers(edge2, rule) == 'Jeel\nAshish\n'
put(SLUG, 'edge-2', text(edge2), answers(edge2, rule))
print('ok', len(files), 'brute,', 'edge-1, edge-2;', len(memo), 'positions searched')
