"""Writes the x-brute-N / x-edge-N / x-derived-N cases of atcoder-abc297-g, atcoder-abc368-f, atcoder-arc091-f,
cf-603c, atcoder-abc206-f, atcoder-agc045-a and cf-305e, and every non-sample case of cf-1451d and cf-1310f (one section per problem,
each with its own fixed seed). Every answer comes from a search of the game straight from the rules,
independent of the library; where an input is too big to search, the section first checks a closed
form against its own search (assert) and then applies it (said in the section's comment).
Run: python3 tools/brute/cases_ac.py"""
import random
from functools import lru_cache
from common import put
from cases_ac_lib import mex, xor, draw, Nim, nim_mul_rec


def lines(*rows):
    return ''.join(' '.join(map(str, r)) + '\n' for r in rows)


# ---- atcoder-abc297-g: N piles, take L..R stones from one pile. Small piles: Grundy values by mex
# over the moves (memoised per (L, R)). Huge L, R, A (edge): g(a) = (a mod (L + R)) // L, first
# checked against the mex values for every 1 <= L <= R <= 12 and a <= 150.
def abc297g():
    R = random.Random(2970)
    tables = {}

    def g(l, r, x):
        t = tables.setdefault((l, r), [])
        while len(t) <= x:
            y = len(t)
            t.append(mex({t[y - s] for s in range(l, min(r, y) + 1)}))
        return t[x]

    def closed(l, r, x):
        return (x % (l + r)) // l
    for l in range(1, 13):
        for r in range(l, 13):
            assert all(g(l, r, x) == closed(l, r, x) for x in range(151))

    def first(c, rule=g):
        l, r, a = c
        return 'First' if xor(rule(l, r, x) for x in a) else 'Second'
    k = 0
    small = []
    for n, l, r in [(20, 1, 2), (30, 2, 2), (200, 3, 8), (5, 1, 1), (100, 4, 7), (9, 5, 5), (60, 8, 8),
                    (40, 3, 3), (50, 7, 30), (10, 6, 9)]:
        for want in ('First', 'Second'):
            c = draw(lambda: (l, r, [R.randint(1, 300) for _ in range(n)]), first, want)
            k += 1
            small.append(c)
            put('atcoder-abc297-g', f'x-brute-{k}', lines((n, l, r), c[2]), want + '\n')
    # each trap of the spec answers wrongly somewhere: XOR of raw A, of A mod (L + R), of win flags
    for wrong in (lambda l, r, x: x, lambda l, r, x: x % (l + r), lambda l, r, x: min(1, g(l, r, x))):
        assert any(first(c) != first(c, wrong) for c in small)
    # one pile: below L (dead), exactly L, the top of a period, a full period
    for l, r, a in [(2, 3, [2]), (2, 3, [1]), (4, 9, [12]), (4, 9, [13])]:
        k += 1
        put('atcoder-abc297-g', f'x-brute-{k}', lines((1, l, r), a), first((l, r, a)) + '\n')
    edges = [(2, 3, [5, 5, 1]), (2, 3, [2, 3]),
             (10 ** 9, 10 ** 9, [10 ** 9, 10 ** 9 - 1, 10 ** 9]),       # L + R = 2*10^9 (overflows i32)
             (10 ** 9 - 1, 10 ** 9, [10 ** 9, 10 ** 9 - 2, 10 ** 9 - 1]),
             (1, 10 ** 9, [10 ** 9, 999999999, 7, 10 ** 9 - 8]),     # plain Nim: g = A
             (3, 5, [16 * 123456789 + 7, 8 * 99999999 + 3, 6]),       # multiples of L + R plus a rest
             (123456, 654321, [R.randint(1, 10 ** 9) for _ in range(1000)]),
             (1, 1, [R.randint(1, 10 ** 9) for _ in range(1000)]),
             (R.randint(1, 10 ** 6), R.randint(10 ** 6, 10 ** 9), [R.randint(1, 10 ** 9) for _ in range(1000)])]
    for k, (l, r, a) in enumerate(edges, 1):
        put('atcoder-abc297-g', f'x-edge-{k}', lines((len(a), l, r), a), first((l, r, a), closed) + '\n')


abc297g()

# ---- atcoder-abc368-f: replace a number by a proper divisor. Grundy values of every value <= 10^5
# by mex over its proper divisors (divisor lists by a sieve over multiples), XOR-ed.
def abc368f():
    R = random.Random(3680)
    M = 10 ** 5
    divs = [[] for _ in range(M + 1)]
    for d in range(1, M // 2 + 1):
        for m in range(2 * d, M + 1, d):
            divs[m].append(d)
    g = [0] * (M + 1)
    for v in range(2, M + 1):
        g[v] = mex({g[d] for d in divs[v]})

    def anna(a, val=lambda v: g[v]):
        return 'Anna' if xor(val(v) for v in a) else 'Bruno'
    cases = []
    for n, top, wants in [(100, 2000, 'AB'), (1, 2000, 'AA'), (3, 50, 'AB'), (1000, M, 'AB'), (10, M, 'AB'),
                          (2, 12, 'BB'), (4, 64, 'AB'), (300, M, 'AB')]:
        for w in wants:
            want = 'Anna' if w == 'A' else 'Bruno'
            cases.append(draw(lambda: [R.randint(2, top) for _ in range(n)], anna, want))
    edges = [[4, 3], [4, 6], [65536, 99991, 2, 3], [M, M, 99999], [2] * 7, [99991, 65536],
             [2 ** 16, 3 ** 10, 5 ** 7], [30030, 30030 * 3, 2 ** 16], [M - v for v in range(100)]]
    # the spec's traps answer wrongly somewhere: omega (distinct primes), the divisor count, A - 1
    omega = lambda v: sum(1 for p in range(2, v + 1) if v % p == 0 and all(p % q for q in range(2, p)))
    for wrong in (omega, lambda v: len(divs[v]) + 1, lambda v: v - 1):
        assert any(anna(a) != anna(a, wrong) for a in cases + edges if max(a) <= 2000)
    for k, a in enumerate(cases, 1):
        put('atcoder-abc368-f', f'x-brute-{k}', lines((len(a),), a), anna(a) + '\n')
    for k, a in enumerate(edges, 1):
        put('atcoder-abc368-f', f'x-edge-{k}', lines((len(a),), a), anna(a) + '\n')


abc368f()

# ---- atcoder-arc091-f: remove 1..floor(x/K) stones from a pile of x. Piles <= 2000: Grundy values by
# mex over the moves (a table per K). Piles up to 10^9 (edge): the spec's recursion g(x) = 0 for x < K,
# x/K when K | x, else g(x - floor(x/K) - 1), evaluated with jumps of equal quotient; the script first
# checks the recursion against the mex tables (every K <= 40, x <= 1500) and the jumps against plain
# single steps (random x <= 3*10^5).
def arc091f():
    R = random.Random(910)
    tables = {}

    def g(x, K):
        t = tables.setdefault(K, [])
        while len(t) <= x:
            y = len(t)
            t.append(mex({t[y - s] for s in range(1, y // K + 1)}))
        return t[x]

    def rec(x, K):
        while x >= K and x % K:
            x -= x // K + 1
        return 0 if x < K else x // K

    def fast(x, K):
        while True:
            if x < K:
                return 0
            q, r = divmod(x, K)
            if r == 0:
                return q
            x -= max(1, r // (q + 1)) * (q + 1)
    for K in range(1, 41):
        assert all(g(x, K) == rec(x, K) for x in range(1501))
    for _ in range(300):
        K = R.choice([R.randint(1, 50), R.randint(1, 3000)])
        x = R.randint(1, 3 * 10 ** 5)
        assert rec(x, K) == fast(x, K)

    def taka(piles, val=g):
        return 'Takahashi' if xor(val(a, K) for a, K in piles) else 'Aoki'
    cases = []
    for n, amax, kmax, wants in [(200, 300, 8, 'TA'), (1, 5, 5, 'TA'), (2, 300, 8, 'TA'), (7, 300, 8, 'TA'),
                                 (50, 300, 8, 'TA'), (20, 2000, 40, 'TA'), (5, 2000, 2000, 'TA')]:
        for w in wants:
            want = 'Takahashi' if w == 'T' else 'Aoki'
            cases.append(draw(lambda: [(R.randint(1, amax), R.randint(1, kmax)) for _ in range(n)], taka, want))
    # the spec's traps answer wrongly somewhere: floor(x/K) as the value, win flags, plain Nim on x
    for wrong in (lambda x, K: x // K, lambda x, K: min(1, g(x, K)), lambda x, K: x):
        assert any(taka(p) != taka(p, wrong) for p in cases)
    B = 10 ** 9
    edges = [[(1, 1), (2, 1), (3, 1)], [(B - 1, B)], [(B, B)], [(B, 1), (B - 1, 1)],
             [(B, 20000), (999999937, 31623), (B - 1, 25000), (B, 1000)], [(B - 1, 20011), (124264, 7)],
             [(R.randint(B // 2, B), R.randint(1, 100)) for _ in range(200)],
             [(R.randint(1, B), R.choice([1, 2, 3, R.randint(1, 10 ** 6), R.randint(1, B)])) for _ in range(200)],
             [(B - R.randint(0, 100), R.randint(15000, 30000)) for _ in range(6)]]
    for k, p in enumerate(cases, 1):
        put('atcoder-arc091-f', f'x-brute-{k}', lines((len(p),), *p), taka(p) + '\n')
    for k, p in enumerate(edges, 1):
        put('atcoder-arc091-f', f'x-edge-{k}', lines((len(p),), *p), taka(p, fast) + '\n')


arc091f()

# ---- cf-603c: remove one cow, or replace a pile of 2x by k piles of x. Small inputs (k <= 6, at most
# 3 piles of <= TOP[k] cows, the search's cost growing fast with k): search of the real game on sorted multisets of piles. Large k and piles
# (edge, derived): the spec's closed form, which the script first checks (1) through Grundy values by
# mex over the moves (a split worth the XOR of k copies of g(x)) against the real-game search on
# every multiset of <= 3 piles of <= TOP[k] cows for k = 1..6, and (2) against those mex values for
# every v <= 4000, k odd and even.
def cf603c():
    R = random.Random(6030)

    def real(k):
        @lru_cache(maxsize=None)
        def win(p):
            for i, v in enumerate(p):
                q = list(p)
                q[i] -= 1
                if not win(tuple(sorted(x for x in q if x))):
                    return True
                if v % 2 == 0 and not win(tuple(sorted(p[:i] + p[i + 1:] + (v // 2,) * k))):
                    return True
            return False
        return win
    wins = {k: real(k) for k in range(1, 7)}
    TOP = {1: 8, 2: 8, 3: 6, 4: 6, 5: 4, 6: 4}
    gm = {}

    def grundy(v, k):
        t = gm.setdefault(k % 2, [0])
        while len(t) <= v:
            y = len(t)
            opts = {t[y - 1]}
            if y % 2 == 0:
                opts.add(t[y // 2] if k % 2 else 0)
            t.append(mex(opts))
        return t[v]

    def closed(v, k):
        if k % 2 == 0:
            return v if v <= 2 else 1 - v % 2
        if v <= 4:
            return [0, 1, 0, 1, 2][v]
        if v % 2:
            return 0
        return 2 if closed(v // 2, k) == 1 else 1
    from itertools import combinations_with_replacement as cwr
    for k in range(1, 7):
        for n in range(1, 4):
            for p in cwr(range(1, TOP[k] + 1), n):
                assert wins[k](p) == (xor(grundy(v, k) for v in p) != 0)
    for k in (1, 2):
        assert all(grundy(v, k) == closed(v, k) for v in range(4001))

    def kevin(c, rule=closed):
        k, a = c
        return 'Kevin' if xor(rule(v, k) for v in a) else 'Nicky'
    t = 0
    seen = set()
    for k in range(1, 7):
        for want in ('Kevin', 'Nicky', 'Kevin'):
            def gen():
                n = R.randint(1, 3)
                return k, [R.randint(1, TOP[k]) for _ in range(n)]
            c = draw(gen, lambda c: None if str(c) in seen else 'Kevin' if wins[c[0]](tuple(sorted(c[1]))) else 'Nicky', want)
            seen.add(str(c))
            t += 1
            put('cf-603c', f'x-brute-{t}', lines((len(c[1]), k), c[1]), want + '\n')
    B = 10 ** 9
    edges = [(B, [2, 1]), (B - 1, [4, 1]), (B - 1, [16, 6, 3]), (B, [20000000, 19999999, 2]),
             (B - 1, [20000000, 12582912, 16777216, 5]), (1, [1, 1]), (B, [B, B - 1]), (B - 1, [B, 2 ** 29, 3 * 2 ** 28]),
             (2, [2, 2, 3]), (3, [4, 4, 3, 3])]
    derived = []
    for k in (B - 1, B, 7, 8):
        for want in ('Kevin', 'Nicky'):
            derived.append(draw(lambda: (k, [R.randint(1, R.choice([2 * 10 ** 7, B])) for _ in range(1000)]), kevin, want))
    # the spec's traps answer wrongly somewhere: the general pattern on the small piles, k instead of its parity
    big = lambda v, k: (1 - v % 2 if k % 2 == 0 else (0 if v % 2 else 2 if big(v // 2, k) == 1 else 1)) if v else 0
    assert any(kevin(c) != kevin(c, big) for c in edges + derived)
    assert any(kevin(c) != kevin(c, lambda v, k: closed(v, k + 1)) for c in edges + derived)
    for t, c in enumerate(edges, 1):
        put('cf-603c', f'x-edge-{t}', lines((len(c[1]), c[0]), c[1]), kevin(c) + '\n')
    for t, c in enumerate(derived, 1):
        put('cf-603c', f'x-derived-{t}', lines((len(c[1]), c[0]), c[1]), kevin(c) + '\n')


cf603c()

# ---- cf-1451d: a token at the origin moves by k along x or y and must stay within distance d. The
# game is searched on the grid of multiples of k inside the circle (moves only increase a coordinate,
# so positions are decided from the outside in) when d // k <= 400. Beyond (derived, edge): the spec's
# rule (z the largest multiple of k with 2z^2 <= d^2; Ashish iff z^2 + (z + k)^2 <= d^2), which the
# script first checks against the search for every k <= d <= 60 and 300 random pairs with d // k <= 150.
def cf1451d():
    R = random.Random(1451)

    def search(d, k):
        m = d // k
        win = {}
        for i in range(m, -1, -1):
            for j in range(m, -1, -1):
                if (i * k) ** 2 + (j * k) ** 2 <= d * d:
                    win[i, j] = not win.get((i + 1, j), True) or not win.get((i, j + 1), True)
        return win[0, 0]

    def rule(d, k):
        z = 0
        while 2 * (z + k) ** 2 <= d * d:
            z += k
        return z * z + (z + k) ** 2 <= d * d
    for d in range(1, 61):
        for k in range(1, d + 1):
            assert search(d, k) == rule(d, k)
    for _ in range(300):
        d = R.randint(1, 10 ** 5)
        k = R.randint(max(1, d // 150), d)
        assert search(d, k) == rule(d, k)

    def name(w):
        return 'Ashish' if w else 'Utkarsh'

    def case(pairs, f):
        return lines((len(pairs),), *pairs), ''.join(name(f(d, k)) + '\n' for d, k in pairs)
    sample = [(2, 1), (5, 2), (10, 3), (25, 4), (15441, 33)]
    assert case(sample, search)[1] == 'Utkarsh\nAshish\nUtkarsh\nUtkarsh\nAshish\n'
    put('cf-1451d', 'brute-1', *case([(d, k) for d in range(1, 14) for k in range(1, d + 1)], search))
    pairs = []
    for _ in range(100):
        d = R.randint(1, 59)
        pairs.append((d, R.randint(1, d)))
    put('cf-1451d', 'brute-2', *case(pairs, search))
    pairs = []
    for _ in range(100):
        d = R.randint(1, 10 ** 5)
        pairs.append((d, R.randint(max(1, d // 100), d)))
    put('cf-1451d', 'brute-3', *case(pairs, search))
    B = 10 ** 5
    put('cf-1451d', 'edge-1', *case([(1, 1), (B, B), (B, B - 1), (B, 70711), (B, 70710), (B, 50000), (B, 1000),
                                     (B, 250), (B - 1, 250), (70711, 177), (B, 283)], search))
    put('cf-1451d', 'derived-1', *case([(B, 1), (B, 2), (B, 3), (B - 1, 1), (70711, 1), (B, 7), (B, 33), (65536, 1),
                                        (70710, 1), (99998, 1), (1414, 1), (1415, 1)], rule))
    pairs = []
    for _ in range(100):
        d = R.randint(1, 10 ** 5)
        pairs.append((d, R.randint(1, max(1, d // 400))))
    put('cf-1451d', 'derived-2', *case(pairs, rule))


cf1451d()

# ---- atcoder-abc206-f: choose a half-open interval disjoint from those chosen. Search of the real
# game over the set of still-choosable intervals (copies of one interval merged: they are the same
# move, and choosing one blocks the others), memoised.
def abc206f():
    R = random.Random(2060)

    def alice(iv, closed=False):
        ivs = sorted(set(iv))
        if closed:
            meets = lambda a, b: a[0] <= b[1] and b[0] <= a[1]
        else:
            meets = lambda a, b: a[0] < b[1] and b[0] < a[1]

        @lru_cache(maxsize=None)
        def win(m):
            return any(not win(frozenset(j for j in m if not meets(ivs[i], ivs[j]))) for i in m)
        return 'Alice' if win(frozenset(range(len(ivs)))) else 'Bob'

    def file(cases):
        return (lines((len(cases),)) + ''.join(lines((len(c),), *c) for c in cases),
                ''.join(alice(c) + '\n' for c in cases))

    def interval(lo, hi, maxlen):
        l = R.randint(lo, hi - 1)
        return l, R.randint(l + 1, min(hi, l + maxlen))
    gens = [lambda: [interval(1, 100, 99) for _ in range(R.randint(1, 12))],          # anywhere
            lambda: [interval(1, 8, 3) for _ in range(R.randint(1, 12))],             # short, crowded, copies
            lambda: [R.choice([(1, R.randint(2, 100)), (R.randint(1, 99), 100), interval(1, 100, 4)])
                     for _ in range(R.randint(1, 12))],                               # at the ends 1 and 100
            lambda: [interval(1, 30, 6) for _ in range(R.randint(8, 14))]]
    allc = []
    for k, gen in enumerate(gens, 1):
        cases = []
        for t in range(20):
            cases.append(draw(gen, alice, 'Alice' if t % 2 else 'Bob'))
        R.shuffle(cases)
        allc += cases
        put('atcoder-abc206-f', f'x-brute-{k}', *file(cases))
    edges = [[(1, 2), (2, 3)], [(1, 2), (2, 3), (3, 4)], [(99, 100)], [(1, 100)] * 3, [(5, 9), (5, 9)],
             [(1, 50), (50, 100), (1, 100)], [(i, i + 2) for i in range(1, 11)], [(1, 100)] * 100,
             [(1, 100)] * 40 + [(1, 50)] * 30 + [(50, 100)] * 30,
             [(i, i + 1) for i in range(1, 12)] + [(1, 12)], [(1, 2), (2, 3), (1, 3), (3, 4), (2, 4), (1, 4)],
             [(R.choice([1, 25, 50, 75]), R.choice([26, 51, 76, 100])) for _ in range(100)]]
    edges[-1] = [(l, r) if l < r else (r - 1, l + 1) for l, r in edges[-1]]
    allc += edges
    put('atcoder-abc206-f', 'x-edge-1', *file(edges))
    # closed intervals (shared ends meeting) answer differently somewhere
    assert any(alice(c) != alice(c, True) for c in allc)


abc206f()

# ---- atcoder-agc045-a: player S_i may XOR A_i into x in round i; 1 wants x != 0 at the end. Minimax
# over (round, x), memoised; the values of a case span a small space (small numbers, or XORs of a few
# random 60-bit vectors), so the states stay few even for N = 200.
def agc045a():
    R = random.Random(450)

    def battle(c):
        a, s = c

        @lru_cache(maxsize=None)
        def f(i, x):
            if i == len(a):
                return x != 0
            keep, flip = f(i + 1, x), f(i + 1, x ^ a[i])
            return (keep or flip) if s[i] == '1' else (keep and flip)
        return '1' if f(0, 0) else '0'

    def in_span(v, vecs):
        basis = []
        for w in vecs:
            for b in basis:
                w = min(w, w ^ b)
            if w:
                basis.append(w)
        for b in basis:
            v = min(v, v ^ b)
        return v == 0

    def all_zero_rounds(c):   # the trap: the basis of every player-0 round, not only the later ones
        a, s = c
        zeros = [v for v, t in zip(a, s) if t == '0']
        return '1' if any(not in_span(v, zeros) for v, t in zip(a, s) if t == '1') else '0'

    def small(top, nmax):
        def gen():
            n = R.randint(1, nmax)
            return [R.randint(1, top) for _ in range(n)], ''.join(R.choice('01') for _ in range(n))
        return gen

    def wide(dim, nmax):
        def gen():
            while True:
                base = [R.randint(1, 10 ** 18) for _ in range(dim)]
                vals = [v for v in {xor(b for j, b in enumerate(base) if m >> j & 1) for m in range(1, 2 ** dim)}
                        if 1 <= v <= 10 ** 18]
                if vals:
                    break
            n = R.randint(1, nmax)
            return [R.choice(vals) for _ in range(n)], ''.join(R.choice('01') for _ in range(n))
        return gen

    def file(cases):
        return (lines((len(cases),)) + ''.join(lines((len(a),), a, (s,)) for a, s in cases),
                ''.join(battle(c) + '\n' for c in cases))
    allc = []
    specs = [(100, lambda: small(31, 8)), (100, lambda: small(31, 8)), (100, lambda: small(3, 8)),
             (100, lambda: wide(R.randint(1, 4), 8)), (100, lambda: wide(R.randint(1, 5), 12)),
             (20, lambda: wide(R.randint(3, 6), 200))]
    for k, (t, mk) in enumerate(specs, 1):
        cases = [draw(mk(), battle, '01'[i % 2]) for i in range(t)]
        R.shuffle(cases)
        allc += cases
        put('atcoder-agc045-a', f'x-brute-{k}', *file(cases))
    B = 10 ** 18
    edges = [([5, 5], '01'), ([5, 5], '10'), ([7], '0'), ([7], '1'), ([1, 2, 3], '001'), ([3, 1, 2], '100'),
             ([B, B, B], '101'), ([B, 1, B + 1], '100'), ([B] * 200, '1' + '0' * 199), ([B] * 200, '0' * 199 + '1'),
             ([2 ** k for k in range(59, 47, -1)] + [2 ** 59 + 2 ** 48], '0' * 12 + '1'),
             ([2 ** 59 + 2 ** 48] + [2 ** k for k in range(59, 47, -1)], '1' + '0' * 12),
             ([2 ** k for k in range(59, 48, -1)] + [2 ** 48], '0' * 11 + '1'), ([1, 2, 4, 7], '1110'), ([1, 2, 4, 7], '0001')]
    allc += edges
    put('atcoder-agc045-a', 'x-edge-1', *file(edges))
    assert any(battle(c) != all_zero_rounds(c) for c in allc)


agc045a()

# ---- cf-305e: cut a piece t at i (1 < i < |t|, t[i-1] = t[i+1]) into three; the least winning first
# cut. Strings of <= 14 letters: search of the real game over sorted tuples of pieces (pieces shorter
# than 3 dropped: no cut fits in them), the first cuts tried in order. Strings of ~5000 (derived):
# the spec's method (runs of cuttable positions as heaps of Dawson's chess, 0.137), which the script
# first checks against the search on every string over {a, b} of length <= 11 and 300 random strings
# over {a, b, c} of length <= 14. Its run values: mex for runs <= 1200, then the period the table
# shows, which the octal-game periodicity theorem (Guy and Smith: a period p holding for
# n0 <= n < 2 n0 + p + 3 holds for ever, 3 being the most tokens a move removes) makes exact.
def cf305e():
    R = random.Random(305)

    @lru_cache(maxsize=None)
    def sw(pieces):
        for k, t in enumerate(pieces):
            for i in range(1, len(t) - 1):
                if t[i - 1] == t[i + 1]:
                    q = pieces[:k] + pieces[k + 1:] + (t[:i], t[i + 1:])
                    if not sw(tuple(sorted(x for x in q if len(x) >= 3))):
                        return True
        return False

    def search(s):
        for i in range(1, len(s) - 1):
            if s[i - 1] == s[i + 1] and not sw(tuple(sorted(x for x in (s[:i], s[i + 1:]) if len(x) >= 3))):
                return f'First\n{i + 1}\n'
        return 'Second\n'
    M = 1200
    g = [0]
    for L in range(1, M + 1):
        g.append(mex({g[max(0, i - 2)] ^ g[max(0, L - i - 1)] for i in range(1, L + 1)}))
    n0, p = next((n0, p) for n0 in range(M) for p in range(1, 200)
                 if 2 * n0 + p + 3 <= M and all(g[n + p] == g[n] for n in range(n0, M - p + 1)))
    assert all(g[n + p] == g[n] for n in range(n0, 2 * n0 + p + 3))

    def gv(L):
        return g[L] if L <= M else g[n0 + (L - n0) % p]

    def runs_method(s):
        marked = [0 < j < len(s) - 1 and s[j - 1] == s[j + 1] for j in range(len(s))]
        runs, j = [], 0            # (start, length) of each maximal run of marked positions
        while j < len(s):
            if marked[j]:
                e = j
                while e < len(s) and marked[e]:
                    e += 1
                runs.append((j, e - j))
                j = e
            else:
                j += 1
        total = xor(gv(L) for _, L in runs)
        if total == 0:
            return 'Second\n'
        for st, L in runs:           # runs in increasing position: the first hit is the least cut
            for i in range(1, L + 1):
                if total ^ gv(L) ^ gv(max(0, i - 2)) ^ gv(max(0, L - i - 1)) == 0:
                    return f'First\n{st + i}\n'
        raise AssertionError('a nonzero XOR without a winning cut')
    from itertools import product
    for n in range(1, 12):
        for t in product('ab', repeat=n):
            assert search(''.join(t)) == runs_method(''.join(t))
    for _ in range(300):
        t = ''.join(R.choice('abc') for _ in range(R.randint(1, 14)))
        assert search(t) == runs_method(t)
    traps = ['a', 'aa', 'aaa', 'aaaa', 'aaaaa', 'aaaaaa', 'aaaaaaa', 'aaaaaaaa', 'aaaaaaaaaaaaa', 'aaaaaaaaaaaaaa',
             'aba', 'abab', 'ababab', 'abababab', 'abacaba', 'abaxaba', 'abcba', 'abcde', 'aabb', 'ba', 'bbbba',
             'abbaa', 'abbbbb', 'aaaab', 'aabbbbbbbbbba', 'aabaaabaaaabaa', 'abcabcabaaaa']
    seen = set(traps)
    rnd = []
    for k in range(16):
        def gen():
            return ''.join(R.choice('ab' if k < 10 else 'abc') for _ in range(R.randint(3, 14)))
        c = draw(gen, lambda c: None if c in seen else search(c)[:5], ('First', 'Secon')[k % 2])
        seen.add(c)
        rnd.append(c)
    for k, s in enumerate(traps + rnd, 1):
        put('cf-305e', f'x-brute-{k}', s + '\n', search(s))
    big = ['a' * 5000, 'a' * 4999, 'ab' * 2500, 'ab' * 2499 + 'a', 'a' * 4998 + 'ba',
           ''.join(R.choice('ab') for _ in range(5000)), ''.join(R.choice('abc') for _ in range(5000)),
           ''.join(R.choice('ab') * R.randint(1, 3) for _ in range(2000))[:5000]]
    # runs in equal pairs (their values cancel) then one more run: of 40 such strings the one whose
    # least winning cut lies farthest to the right
    def paired():
        body = ''
        while True:
            h = R.choice(['a' * R.randint(3, 12), 'ab' * R.randint(2, 6)]) + 'cd'
            if len(body) + 2 * len(h) > 4986:
                return body + 'a' * R.randint(3, 12)
            body += h + h
    tries = [paired() for _ in range(40)]
    big.append(max(tries, key=lambda s: int(runs_method(s).split()[-1]) if runs_method(s) != 'Second\n' else 0))
    for k, s in enumerate(big, 1):
        put('cf-305e', f'x-derived-{k}', s + '\n', runs_method(s))


cf305e()

# ---- cf-1310f: nimber discrete logarithm, project convention: the smallest positive x with a^x = b
# (nim powers), or -1. Nim products from the definitions (tools/brute/cases_ac_lib.py: the recursive
# splitting at Fermat 2-powers, its 4-bit level checked against Conway's mex definition, the fast
# version checked against the plain recursion on random 64-bit pairs here).
# brute-1 (a < 256): walk a, a^2, ... until b (found: x) or 1 (b != 1: -1).
# brute-2, brute-3 (a, b < 2^16, the subfield GF(2^16)): a walk of the powers of one element g visits
#   all 65535 nonzero values (so g generates the cyclic group); with its exponent table log,
#   a^x = b iff x log a = log b (mod 65535): the least such x, or -1 when gcd(log a, 65535) does not
#   divide log b; every answer x is rechecked as a^x = b by square-and-multiply.
# edge-1 (64-bit): b = a^k with a known k, so the least x is k mod ord(a) (ord(a) when that is 0), ord(a)
#   found from the factorisation 2^64 - 1 = 3·5·17·257·641·65537·6700417 (checked: the product, each
#   factor prime) and checked (a^ord = 1, a^(ord/p) != 1); b outside <a>: ord(b) does not divide ord(a)
#   (the group is cyclic). The sample answers are checked the same way.
def cf1310f():
    R = random.Random(1310)
    nim = Nim()
    for _ in range(200):
        x, y = R.getrandbits(R.choice([8, 16, 32, 64])), R.getrandbits(64)
        assert nim.mul(x, y) == nim_mul_rec(x, y) == nim.mul(y, x)
    assert nim.mul(1 << 32, 1 << 32) == 3 << 31
    N = 2 ** 64 - 1
    P = [3, 5, 17, 257, 641, 65537, 6700417]
    prod = 1
    for p in P:
        prod *= p
        assert all(p % q for q in range(2, int(p ** 0.5) + 1))
    assert prod == N

    def order(a):
        o = N
        for p in P:
            if nim.pow(a, o // p) == 1:
                o //= p
        assert nim.pow(a, o) == 1 and all(nim.pow(a, o // p) != 1 for p in P if o % p == 0)
        return o

    def by_k(a, k):     # the least positive x with a^x = a^k
        o = order(a)
        return k % o or o

    def walk(a, b):
        y, x = a, 1
        while y != b:
            if y == 1:
                return -1
            y, x = nim.mul16(y, a), x + 1
        return x

    def case(qs, ans):
        return lines((len(qs),), *qs), ''.join(f'{x}\n' for x in ans)
    qs = []
    for _ in range(25):
        a = R.randint(2, 255)
        qs += [(a, 1), (a, R.randint(1, 255)), (R.randint(1, 255), R.randint(1, 255)), (R.randint(1, 255), R.randint(1, 65535))]
    put('cf-1310f', 'brute-1', *case(qs, [walk(a, b) for a, b in qs]))
    M = 65535
    g = 2
    while True:
        log, y, e = {}, 1, 0
        while y not in log:
            log[y] = e
            y, e = nim.mul16(y, g), e + 1
        if len(log) == M:
            break
        g += 1
    from math import gcd

    def dlog(a, b):
        la, lb = log[a], log[b]
        d = gcd(la, M)
        if lb % d:
            return -1
        o = M // d
        x = (lb // d) * pow(la // d, -1, o) % o or o
        assert nim.pow(a, x) == b and x <= o and nim.pow(a, o) == 1
        return x
    for f in (2, 3):
        qs = []
        for _ in range(25):
            a = R.randint(2, M)
            qs += [(a, 1), (a, nim.pow(a, R.randint(1, M))), (R.randint(1, M), R.randint(1, M)), (R.randint(1, M), R.randint(1, M))]
        put('cf-1310f', f'brute-{f}', *case(qs, [dlog(a, b) for a, b in qs]))
    sample = [(2, 2, 1), (1, 1, 1), (2, 3, 2), (8, 10, 4), (321321321321, 2, 6148914691236517205),
              (123214213213, 4356903202345442785, 68943624821423112)]
    for a, b, x in sample:
        assert nim.pow(a, x) == b and x <= order(a)
    assert order(8) % order(2) != 0          # sample 8 2: -1
    qs, ans = [], []

    def add(a, b, x):
        qs.append((a, b))
        ans.append(x)
    for a in (1, 2, 3, N, 1 << 32, 1 << 63, R.getrandbits(64)):
        add(a, 1, order(a))
        add(a, a, 1)
    add(1, 2, -1)
    add(1, N, -1)
    for _ in range(16):                      # random a, b = a^k
        a, k = R.randint(2, N), R.randint(1, N)
        add(a, nim.pow(a, k), by_k(a, k))
    for p in (3, 5 * 17, 641, 6700417):      # a of a smaller order: k above ord(a)
        a, k = nim.pow(R.randint(2, N), p), R.randint(1, N)
        add(a, nim.pow(a, k), by_k(a, k))
    for bits in (8, 16, 32):                 # a in a subfield
        a, k = R.randint(2, 2 ** bits - 1), R.randint(1, N)
        add(a, nim.pow(a, k), by_k(a, k))
    while len(qs) < 44:                      # b outside <a>
        a = nim.pow(R.randint(2, N), R.choice(P))
        b = R.randint(2, N)
        if order(a) % order(b):
            add(a, b, -1)
    for a, b, x in sample[4:]:
        add(a, b, x)
    for a, b in [(8, 2), (2, 8)]:
        add(a, b, -1 if order(a) % order(b) else None)
    assert None not in ans
    put('cf-1310f', 'edge-1', *case(qs, ans))


cf1310f()
print('ok')
