"""Writes the brute-N and edge-N cases of luogu-p2594 (connected sets) and cf-494e (squares of
side <= k), independent of the library.

luogu-p2594. A move picks a tails coin c and turns a 4-connected set of coins, c included, all
weakly up-left of c. brute: boards of <= 10 coins answered by a memoised search of the whole game
(state = the set of tails coins); boards within 4 x 4 and strips answered by the XOR of
single-coin values computed by mex over the moves (a move from one coin leaves the other coins
of its set, worth the XOR of their values). edge: 100 x 100 boards, too large for search,
answered by the spec's closed form (lowbit(i + j - 1) on row or column 1, else 2^(i + j - 2),
Python integers), which the script first asserts equal to the mex values (4-connected and
8-connected) within 4 x 4, 2 x 7, 7 x 2 and 1 x 14, 14 x 1.

cf-494e. A move inverts a square of side <= k, inside the board, whose lower-right cell is white.
brute: n <= 4 by a search of the whole game (state = the set of white cells); 5 <= n <= 16 by
the XOR of single-cell values by mex over the squares. edge: n = 10^9, answered by the spec's
per-bit method (for each 2^t <= k, the parity of the union of the rectangles shrunk to multiples
of 2^t, a sweep over compressed coordinates), not the library's single encoded sweep; the script
asserts it against the searches on every brute case first. The two samples are recalled, not
read: the script asserts their answers by search too.

Trap cases: for each wrong rule named below, random small boards are drawn until one where the
wrong rule answers differently (each answer from the search), so each trap has a case.
Run: python3 tools/brute/coin_grid.py"""
import random
import sys
from functools import lru_cache
from common import put
sys.setrecursionlimit(100000)
R = random.Random(2594)


def low(x):
    return x & -x


def mex(values):
    s, m = set(values), 0
    while m in s:
        m += 1
    return m


# ---------------------------------------------------------------------------- luogu-p2594
def connected_sets(x, y, eight=False):
    """Frozensets of 1-based cells of the x x y box holding (x, y), 4- (or 8-) connected."""
    steps = [(a, b) for a in (-1, 0, 1) for b in (-1, 0, 1) if (a, b) != (0, 0) and (eight or not a or not b)]
    start = frozenset([(x, y)])
    seen, stack = {start}, [start]
    while stack:
        s = stack.pop()
        for (i, j) in s:
            for a, b in steps:
                c = (i + a, j + b)
                if 1 <= c[0] <= x and 1 <= c[1] <= y and c not in s:
                    t = s | {c}
                    if t not in seen:
                        seen.add(t)
                        stack.append(t)
    return seen


def mex_table(n, m, eight=False):
    g = {}
    for x in range(1, n + 1):
        for y in range(1, m + 1):
            opts = []
            for s in connected_sets(x, y, eight):
                v = 0
                for c in s:
                    if c != (x, y):
                        v ^= g[c]
                opts.append(v)
            g[(x, y)] = mex(opts)
    return g


def closed(i, j):
    return low(i + j - 1) if i == 1 or j == 1 else 1 << (i + j - 2)


MEX = {}
for box in [(4, 4), (2, 7), (7, 2), (1, 14), (14, 1)]:
    for eight in (False, True):
        g = mex_table(*box, eight)
        assert all(v == closed(*c) for c, v in g.items()), (box, eight)
        if not eight:
            MEX.update(g)


def tails(board):
    return [(i + 1, j + 1) for i, row in enumerate(board) for j, ch in enumerate(row) if ch == 'T']


ANCHORED = {}


def p2594_search(board):
    """Whole-game search: does the mover win? (bit (i - 1) * m + j - 1 = tails at (i, j))"""
    n, m = len(board), len(board[0])
    if (n, m) not in ANCHORED:
        moves = []
        for x in range(1, n + 1):
            for y in range(1, m + 1):
                moves.append([sum(1 << ((i - 1) * m + j - 1) for i, j in s) for s in connected_sets(x, y)])

        @lru_cache(maxsize=None)
        def win(p):
            return any(not win(p ^ t) for c in range(n * m) if p >> c & 1 for t in moves[c])
        ANCHORED[(n, m)] = win
    return ANCHORED[(n, m)](sum(1 << ((i - 1) * m + j - 1) for i, j in tails(board)))


def p2594_mex(board):
    v = 0
    for c in tails(board):
        v ^= MEX[c]
    return v != 0


def p2594_closed(board):
    v = 0
    for c in tails(board):
        v ^= closed(*c)
    return v != 0


def xor_rule(value):
    def rule(board):
        v = 0
        for c in tails(board):
            v ^= value(*c)
        return v != 0
    return rule


P2594_WRONG = [
    ('2^(i+j-2) everywhere (no ruler on row/column 1)', xor_rule(lambda i, j: 1 << (i + j - 2))),
    ('lowbit(i+j-1) everywhere (ruler everywhere)', xor_rule(lambda i, j: low(i + j - 1))),
    ('rows read bottom to top', lambda b: p2594_closed(b[::-1])),
    ('columns read right to left', lambda b: p2594_closed([r[::-1] for r in b])),
    ('heads H as the movable coins', lambda b: p2594_closed([r.translate(str.maketrans('HT', 'TH')) for r in b])),
    ('parity of the number of tails', lambda b: len(tails(b)) % 2 == 1),
    ('2^(i+j-2) off row/column 1 but i+j-1 itself on it', xor_rule(lambda i, j: i + j - 1 if i == 1 or j == 1 else 1 << (i + j - 2))),
]


def random_board(n, m, p=None):
    p = R.random() if p is None else p
    return [''.join('T' if R.random() < p else 'H' for _ in range(m)) for _ in range(n)]


def p2594_text(games):
    return f'{len(games)}\n' + ''.join(f'{len(b)} {len(b[0])}\n' + ''.join(r + '\n' for r in b) for b in games)


def p2594_out(games, rule):
    return ''.join(('-_-' if rule(b) else '=_=') + '\n' for b in games)


SEARCH_SHAPES = [(n, m) for n in range(1, 11) for m in range(1, 11) if n * m <= 10]
sample = [['HHH', 'HHH'], ['HHH', 'TTH'], ['T', 'H']]
assert p2594_out(sample, p2594_search) == '=_=\n-_-\n-_-\n'

traps = []
for name, wrong in P2594_WRONG:
    need = {True, False}
    for _ in range(4000):
        b = random_board(*R.choice(SEARCH_SHAPES))
        w = p2594_search(b)
        if w in need and wrong(b) != w:
            need.discard(w)
            traps.append(b)
        if not need:
            break
    assert len(need) < 2, name
# By hand: the ruler's 1 ^ 1 on row 1, (1, 2) ^ (2, 1), the cancelling pair (2, 3), (3, 2).
traps += [['THT'], ['HT', 'TH'], ['HHH', 'HHT', 'HTH'], ['T' * 10], ['T'] * 10]
files = [traps]
files.append([random_board(*R.choice(SEARCH_SHAPES)) for _ in range(50)])
for f in files:
    assert p2594_out(f, p2594_search) == p2594_out(f, p2594_mex) == p2594_out(f, p2594_closed)
MEX_SHAPES = [(3, 4), (4, 3), (4, 4), (2, 7), (7, 2), (1, 14), (14, 1)]
files.append([random_board(*R.choice(MEX_SHAPES)) for _ in range(50)])
for k, games in enumerate(files, 1):
    put('luogu-p2594', f'brute-{k}', p2594_text(games), p2594_out(games, p2594_search if k <= 2 else p2594_mex))


def with_tails(n, m, cells):
    b = [['H'] * m for _ in range(n)]
    for i, j in cells:
        b[i - 1][j - 1] = 'T'
    return [''.join(r) for r in b]


# edge-1 (closed form): all heads; one tails at (100, 100) (2^198, beyond 128 bits); pairs of
# big equal values cancelling (exponent 198 and 150, and 64 and 128: 64- and 128-bit wraps);
# the whole board tails; random 100 x 100; strips 1 x 100, 100 x 1.
diag = lambda s: [(i, s - i) for i in range(2, s - 1) if 2 <= s - i <= 100 and i <= 100]
edge = [with_tails(100, 100, []), with_tails(100, 100, [(100, 100)]),
        with_tails(100, 100, [(100, 100), (99, 100), (100, 99)]),
        with_tails(100, 100, diag(152)[:2] + diag(66)[:2]),
        with_tails(100, 100, [(34, 32), (1, 1), (66, 64), (1, 3)]),
        with_tails(100, 100, diag(102)), with_tails(100, 100, diag(102)[:-1]),
        ['T' * 100] * 100, random_board(100, 100, 0.5), random_board(100, 100, 0.02),
        random_board(1, 100, 0.3), random_board(100, 1, 0.3), with_tails(1, 100, [(1, 64), (1, 100)]),
        with_tails(100, 1, [(32, 1), (96, 1)])]
put('luogu-p2594', 'edge-1', p2594_text(edge), p2594_out(edge, p2594_closed))
# edge-2: 50 boards of 100 x 100 (the largest file), random densities, every other one
# symmetric.
big = []
for t in range(50):
    b = [list(r) for r in random_board(100, 100, R.choice([0.001, 0.01, 0.3, 0.5]))]
    if t % 2:
        # Symmetric: the pairs (i, j), (j, i) cancel; the diagonal coins (i, i) decide.
        for i in range(100):
            for j in range(i):
                b[j][i] = b[i][j]
    big.append([''.join(r) for r in b])
put('luogu-p2594', 'edge-2', p2594_text(big), p2594_out(big, p2594_closed))


# ---------------------------------------------------------------------------- cf-494e
def square_cells(i, j, s):
    return [(a, b) for a in range(i - s + 1, i + 1) for b in range(j - s + 1, j + 1)]


SQ_MEX = {}


def sq_value(i, j, k):
    """Single-cell value by mex over the squares (any board: a square fits iff side <= min(i, j))."""
    if (i, j, k) not in SQ_MEX:
        opts = []
        for s in range(1, min(i, j, k) + 1):
            v = 0
            for c in square_cells(i, j, s):
                if c != (i, j):
                    v ^= sq_value(c[0], c[1], k)
            opts.append(v)
        SQ_MEX[(i, j, k)] = mex(opts)
    return SQ_MEX[(i, j, k)]


def union_cells(n, rects):
    return {(i, j) for a, b, c, d in rects for i in range(a, c + 1) for j in range(b, d + 1)}


SQ_SEARCH = {}


def sq_search(n, k, rects):
    if (n, k) not in SQ_SEARCH:
        moves = [[sum(1 << ((a - 1) * n + b - 1) for a, b in square_cells(i, j, s)) for s in range(1, min(i, j, k) + 1)]
                 for i in range(1, n + 1) for j in range(1, n + 1)]

        @lru_cache(maxsize=None)
        def win(p):
            return any(not win(p ^ t) for c in range(n * n) if p >> c & 1 for t in moves[c])
        SQ_SEARCH[(n, k)] = win
    return SQ_SEARCH[(n, k)](sum(1 << ((i - 1) * n + j - 1) for i, j in union_cells(n, rects)))


def sq_mex(n, k, rects):
    v = 0
    for i, j in union_cells(n, rects):
        v ^= sq_value(i, j, k)
    return v != 0


def union_area_parity(rects):
    """Parity of the area of a union of half-open rectangles (x1, x2, y1, y2): a sweep over x,
    a segment tree of cover counts and covered lengths over the compressed y cuts."""
    rects = [r for r in rects if r[0] < r[1] and r[2] < r[3]]
    if not rects:
        return 0
    ys = sorted({v for r in rects for v in r[2:]})
    idx = {v: i for i, v in enumerate(ys)}
    size = len(ys) - 1
    cnt, length = [0] * (4 * size), [0] * (4 * size)

    def update(node, lo, hi, a, b, d):
        if b <= lo or hi <= a:
            return
        if a <= lo and hi <= b:
            cnt[node] += d
        else:
            mid = (lo + hi) // 2
            update(2 * node, lo, mid, a, b, d)
            update(2 * node + 1, mid, hi, a, b, d)
        if cnt[node]:
            length[node] = ys[hi] - ys[lo]
        elif hi - lo == 1:
            length[node] = 0
        else:
            length[node] = length[2 * node] + length[2 * node + 1]
    events = sorted([(r[0], 1, r[2], r[3]) for r in rects] + [(r[1], -1, r[2], r[3]) for r in rects])
    area, prev = 0, events[0][0]
    for x, d, y1, y2 in events:
        area += (x - prev) * length[1]
        prev = x
        update(1, 0, size, idx[y1], idx[y2], d)
    return area & 1


def sq_per_bit(n, k, rects):
    """The spec's method: the XOR of the powers of two min(lowbit i, lowbit j, K) is nonzero iff
    for some 2^t <= k the number of white cells with 2^t | i and 2^t | j is odd."""
    t = 0
    while 1 << t <= k:
        p = 1 << t
        shrunk = [(-(-a // p) - 1, c // p, -(-b // p) - 1, d // p) for a, b, c, d in rects]
        if union_area_parity(shrunk):
            return True
        t += 1
    return False


def sq_text(n, k, rects):
    return f'{n} {len(rects)} {k}\n' + ''.join(f'{a} {b} {c} {d}\n' for a, b, c, d in rects)


def sq_out(w):
    return ('Hamed' if w else 'Malek') + '\n'


def random_rects(n, count):
    out = []
    for _ in range(count):
        a, b = R.randint(1, n), R.randint(1, n)
        out.append((a, b, R.randint(a, min(n, a + R.choice([0, 1, 2, n]))), R.randint(b, min(n, b + R.choice([0, 1, 2, n])))))
    return out


def cell_rule(value):
    def rule(n, k, rects):
        v = 0
        for i, j in union_cells(n, rects):
            v ^= value(i, j, k)
        return v != 0
    return rule


def nim_mul(a, b):
    """Nim product of small numbers by the mex definition (memoised)."""
    return NIM[a][b]


NIM = [[0] * 17 for _ in range(17)]
for a in range(17):
    for b in range(17):
        NIM[a][b] = mex([NIM[x][b] ^ NIM[a][y] ^ NIM[x][y] for x in range(a) for y in range(b)])


def multiset_rule(n, k, rects):
    v = 0
    for a, b, c, d in rects:
        for i in range(a, c + 1):
            for j in range(b, d + 1):
                v ^= min(low(i), low(j), 1 << (k.bit_length() - 1))
    return v != 0


SQ_WRONG = [
    ('cap at k, not the largest power of two <= k', cell_rule(lambda i, j, k: min(low(i), low(j), k))),
    ('no cap', cell_rule(lambda i, j, k: min(low(i), low(j)))),
    ('nim product lowbit i * lowbit j (rectangles), capped', cell_rule(lambda i, j, k: nim_mul(min(low(i), 1 << (k.bit_length() - 1)), min(low(j), 1 << (k.bit_length() - 1))))),
    ('overlaps counted twice (per-rectangle XOR)', multiset_rule),
    ('parity of the white area', cell_rule(lambda i, j, k: 1)),
    ('lowbit(min(i, j)) capped', cell_rule(lambda i, j, k: min(low(min(i, j)), 1 << (k.bit_length() - 1)))),
]

# The recalled samples: sample 1 by search (k = 1: 2^14 positions), sample 2 by mex values.
assert not sq_search(5, 1, [(1, 1, 3, 3), (2, 2, 4, 4)])
sample2 = [(3, 4, 5, 6), (1, 2, 1, 2), (4, 5, 9, 9), (8, 6, 12, 10), (12, 4, 12, 4)]
assert sq_mex(12, 7, sample2)

cases = []
for name, wrong in SQ_WRONG:
    need = {True, False}
    for _ in range(3000):
        n = R.randint(1, 4)
        k = R.randint(1, n)
        rects = random_rects(n, R.randint(1, 4))
        w = sq_search(n, k, rects)
        if w in need and wrong(n, k, rects) != w:
            need.discard(w)
            cases.append((n, k, rects))
        if not need:
            break
    assert len(need) < 2, name
# Searched: every k on a 4 x 4 full board, a 3 x 3 checkerboard of single cells.
cases += [(4, k, [(1, 1, 4, 4)]) for k in range(1, 5)]
cases.append((3, 3, [(i, j, i, j) for i in range(1, 4) for j in range(1, 4) if (i + j) % 2 == 0]))
for n, k, rects in cases:
    assert sq_search(n, k, rects) == sq_mex(n, k, rects) == sq_per_bit(n, k, rects)
# Mex values: 5 <= n <= 16, random k (several not powers of two) and rectangles.
for _ in range(12):
    n = R.randint(5, 16)
    k = R.choice([R.randint(1, n), 3, 5, 6, 7, n])
    k = min(k, n)
    rects = random_rects(n, R.randint(1, 7))
    assert sq_mex(n, k, rects) == sq_per_bit(n, k, rects)
    cases.append((n, k, rects))
for t, (n, k, rects) in enumerate(cases, 1):
    put('cf-494e', f'brute-{t}', sq_text(n, k, rects), sq_out(sq_mex(n, k, rects)))
# A further check of the per-bit method against the mex values (not written).
for _ in range(150):
    n = R.randint(1, 16)
    k = R.randint(1, n)
    rects = random_rects(n, R.randint(1, 6))
    assert sq_mex(n, k, rects) == sq_per_bit(n, k, rects)

# edge (per-bit method): n = 10^9.
N = 10 ** 9
edges = [
    (N, 1, [(1, 1, N - 1, N - 1), (5, 5, 10 ** 6, 10 ** 8), (1, 1, N - 1, N - 1)]),  # k = 1, area ~10^18, odd
    (N, 1, [(1, 1, N, N)]),  # k = 1, area 10^18 even
    (N, N, [(N, N, N, N)]),  # k = n: lowbit(10^9) = 512
    (N, N, [(1, 1, N, N)]),
    (N, 1000, [(N - 3, 1, N, N), (1, N - 2, N, N), (512, 512, 512, 512)]),  # thin strips
    (N, N, [(i, i, N + 1 - i, N + 1 - i) for i in range(1, 400, 7)]),  # nested squares
]
# A pattern and its copy 2K rows lower: every value cancels (K = 64, shift 128 * 3).
pat = []
for _ in range(30):
    a, b = R.randint(1, 10 ** 6), R.randint(1, N - 10 ** 6)
    pat.append((a, b, a + R.randint(0, 300), b + R.randint(0, 10 ** 6)))
shift = 128 * ((2 * 10 ** 6) // 128 + 1)  # a multiple of 2K past the pattern's rows
edges.append((N, 100, pat + [(a + shift, b, c + shift, d) for a, b, c, d in pat]))
edges.append((N, 100, pat + [(a + shift, b, c + shift, d) for a, b, c, d in pat] + [(N, N, N, N)]))
for m, k in [(2000, 1), (2000, 6), (5000, N), (5000, 77777)]:
    rs = []
    for _ in range(m):
        a, b = R.randint(1, N), R.randint(1, N)
        rs.append((a, b, R.randint(a, N), R.randint(b, N)))
    edges.append((N, k, rs))
# 2500 random rectangles in rows <= 4 * 10^8 and their copy 2^29 rows lower (k = 3 * 10^8, so
# K = 2^28): Malek; then with one cell more: Hamed.
rs = []
for _ in range(2500):
    a, b = R.randint(1, 4 * 10 ** 8), R.randint(1, N)
    rs.append((a, b, R.randint(a, 4 * 10 ** 8), R.randint(b, N)))
rs += [(a + (1 << 29), b, c + (1 << 29), d) for a, b, c, d in rs]
R.shuffle(rs)
edges.append((N, 3 * 10 ** 8, rs))
edges.append((N, 3 * 10 ** 8, rs + [(N, 1 << 20, N, 1 << 20)]))
for t, (n, k, rects) in enumerate(edges, 1):
    put('cf-494e', f'edge-{t}', sq_text(n, k, rects), sq_out(sq_per_bit(n, k, rects)))
print('ok: luogu-p2594', len(files), 'brute + 2 edge; cf-494e', len(cases), 'brute +', len(edges), 'edge')
