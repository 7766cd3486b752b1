"""Writes the non-sample cases of the Luogu and NowCoder problems listed in PROBLEMS below (one
function per problem; its docstring says what it writes and how the answers are found).

Every answer comes from a search of the game built straight from the rules in the statement
(memoised win/lose or Grundy values over the literal moves), never from the library. Where an
input is too big to search, a rule is applied only after the script has asserted it against its
own search on every small input (said in each function).
Run: python3 tools/brute/cases_luogu.py [slug ...]   (no slug: every problem)"""
import random, sys
from functools import lru_cache
from common import put, xor
sys.setrecursionlimit(100000)


def lines(rows):
    return ''.join(' '.join(map(str, r)) + '\n' if isinstance(r, (tuple, list)) else f'{r}\n'
                   for r in rows)


# ---------------------------------------------------------------------------------------------
def luogu_p1290():
    """Euclid's game. brute-1: every pair 1 <= M, N <= 40 (1600), by a memoised search of the
    literal game: from (a, b) subtract k * min from max for every k >= 1 keeping it >= 0; whoever
    makes a 0 wins. edge-1: 58 pairs up to 2^64 - 1 (random 32- and 64-bit pairs, consecutive
    Fibonacci numbers = the longest forced chains, equal pairs, 1 against the maximum), answered by
    the Euclid-like rule (quotient >= 2 or remainder 0: the mover wins; else the turn passes),
    asserted equal to the search for every pair <= 300 first."""
    slug = 'luogu-p1290'

    @lru_cache(maxsize=None)
    def win(a, b):
        if a < b:
            a, b = b, a
        for k in range(1, a // b + 1):
            c = a - k * b
            if c == 0 or not win(c, b):
                return True
        return False

    def rule(a, b):
        mover = True
        while True:
            if a < b:
                a, b = b, a
            if a % b == 0 or a // b >= 2:
                return mover
            a, b, mover = b, a - b, not mover

    for a in range(1, 301):
        for b in range(1, 301):
            assert rule(a, b) == win(a, b), (a, b)
    say = lambda w: 'Stan wins' if w else 'Ollie wins'
    pairs = [(m, n) for m in range(1, 41) for n in range(1, 41)]
    put(slug, 'brute-1', lines([len(pairs)] + pairs), lines(say(win(m, n)) for m, n in pairs))

    R = random.Random(1290)
    edge = [(R.randint(1, 2**31 - 1), R.randint(1, 2**31 - 1)) for _ in range(15)]
    edge += [(R.randint(2**60, 2**64 - 1), R.randint(2**60, 2**64 - 1)) for _ in range(29)]
    fib = [1, 1]
    while fib[-1] < 2**64:
        fib.append(fib[-1] + fib[-2])
    fib = fib[:-1]  # the largest Fibonacci numbers below 2^64: F93 = 12200160415121876738
    edge += [(fib[-1], fib[-2]), (fib[-2], fib[-1]), (fib[-2], fib[-3]), (fib[-3], fib[-4]),
             (fib[-1] + 1, fib[-2]), (fib[-1], fib[-2] + 1)]
    edge += [(2**63 - 1, 2**63 - 1), (2**64 - 1, 2**64 - 1), (2**63 - 1, 1), (1, 2**64 - 1),
             (2**64 - 1, 2**64 - 2), (2**63 - 1, 2**63 - 2), (1, 1), (7, 7),
             (2**31 - 1, 2**31 - 2)]
    put(slug, 'edge-1', lines([len(edge)] + edge), lines(say(rule(m, n)) for m, n in edge))


# ---------------------------------------------------------------------------------------------
def primes_upto(n):
    sieve = bytearray([1]) * (n + 1)
    sieve[0] = sieve[1] = 0
    for i in range(2, int(n ** 0.5) + 1):
        if sieve[i]:
            sieve[i * i::i] = bytearray(len(range(i * i, n + 1, i)))
    return [i for i in range(n + 1) if sieve[i]]


def subtraction_losing(steps, top):
    """The losing positions 0..top of the subtraction game with the given steps, by the literal
    recursion (n is losing iff no step leads to a losing position), run forwards on bit sets:
    each losing m marks every m + s as winning."""
    S = 0
    for s in steps:
        S |= 1 << s
    mask = (1 << (top + 1)) - 1
    W, lose = 0, set()
    for n in range(top + 1):
        if not W >> n & 1:
            lose.add(n)
            W |= (S << n) & mask
    return lose


def subtraction_cases(slug, steps, period, seed, derived=False):
    """brute-1: n = 1..1500; brute-2: 300 random n <= 10^5 and the last few; both answered by the
    search above up to 10^5. edge-1: n near 5*10^7 by "losing iff period divides n", asserted
    equal to the search on every n <= 10^5 first."""
    top = 10 ** 5
    lose = subtraction_losing(steps(top), top)
    assert all((n in lose) == (n % period == 0) for n in range(top + 1))
    say = lambda n: "Roy wins!" if n in lose else "October wins!"
    R = random.Random(seed)
    sets = [('brute-1', list(range(1, 1501))),
            ('brute-2', [R.randint(1, top) for _ in range(300)] + [top, top - 1, top - 4, top - 3,
                                                                    top - 2])]
    if derived:
        sets.append(('derived-1', [4, 9, 14]))
    for name, ns in sets:
        put(slug, name, lines([len(ns)] + ns), lines(say(n) for n in ns))
    big = [50000000, 49999999, 49999998, 49999997, 49999996, 49999992, 49999994, 1]
    put(slug, 'edge-1', lines([len(big)] + big),
        lines("Roy wins!" if n % period == 0 else "October wins!" for n in big))


def luogu_p4018():
    """Subtract 1 or a prime power (p^k, k >= 1): see subtraction_cases (period 6)."""
    def steps(top):
        out = [1]
        for p in primes_upto(top):
            q = p
            while q <= top:
                out.append(q)
                q *= p
        return out
    subtraction_cases('luogu-p4018', steps, 6, 4018)


def luogu_p4860():
    """Subtract 1 or a prime: see subtraction_cases (period 4); derived-1 is the spec's derived
    case (P4018's sample input 4, 9, 14) answered by the same search."""
    subtraction_cases('luogu-p4860', lambda top: [1] + primes_upto(top), 4, 4860, derived=True)


# ---------------------------------------------------------------------------------------------
def luogu_p2252():
    """Wythoff's game. brute-1: every pair a in 0, 3, ..., 39, b in 0, 2, ..., 38 (280 lines in
    one file, read until end of file), answered by a search of the literal game: (a, b) is losing
    iff no move (take any number from one pile, or the same number from both) reaches a losing
    position; computed over all a, b < 1000 with one flag per row, column and diagonal.
    edge-1..10: (0, 0), equal piles, a zero pile, 10^9, and the f64 traps (pairs around the
    Fibonacci differences 102334155 and 267914296) answered by the exact rule "losing iff
    min = (k + isqrt(5k^2)) // 2, k = |a - b|", asserted equal to the search for all a, b < 1000."""
    from math import isqrt
    slug = 'luogu-p2252'
    N = 1000
    col, diag, lose = [False] * N, {}, set()
    for a in range(N):
        row = False
        for b in range(N):
            if not (row or col[b] or diag.get(b - a, False)):
                lose.add((a, b))
                row = col[b] = diag[b - a] = True
    rule = lambda a, b: min(a, b) == (abs(a - b) + isqrt(5 * (a - b) ** 2)) // 2
    assert all(((a, b) in lose) == rule(a, b) for a in range(N) for b in range(N))
    pairs = [(a, b) for a in range(0, 40, 3) for b in range(0, 40, 2)]
    put(slug, 'brute-1', lines(pairs), lines(0 if p in lose else 1 for p in pairs))
    edge = [(0, 0), (5, 5), (0, 7), (10 ** 9, 10 ** 9), (165580140, 267914295),
            (165580141, 267914296), (433494436, 701408732), (433494437, 701408733),
            (701408732, 433494436), (1, 2)]
    f64 = lambda a, b: min(a, b) == int(abs(a - b) * (1 + 5 ** 0.5) / 2)
    assert [rule(*p) != f64(*p) for p in edge[4:8]] == [True] * 4  # the traps do trap f64
    for i, (a, b) in enumerate(edge, 1):
        put(slug, f'edge-{i}', f'{a} {b}\n', '0\n' if rule(a, b) else '1\n')


# ---------------------------------------------------------------------------------------------
def luogu_p4279():
    """Anti-Nim (whoever takes the last stone loses). brute-1: every multiset of 1..4 piles of
    sizes 1..5 (125), all-ones rows of 1..8 piles and 20 random rows of 5..7 piles <= 4 (153
    cases), by a memoised misere search of the literal game (a move empties part or all of one
    pile; the player facing no stones has won, since the other took the last one). edge-1: the
    largest sizes (50 piles of 1 and of 5000, 49 of 1, 49 of 5000 and a 1, 5000 5000, 1 5000,
    single piles 2 and 1), by the SJ rule asserted equal to the search on every multiset of up
    to 5 piles <= 6 first."""
    from itertools import combinations_with_replacement as cwr
    slug = 'luogu-p4279'

    @lru_cache(maxsize=None)
    def win(piles):
        if not piles:
            return True
        for i, x in enumerate(piles):
            for y in range(x):
                rest = tuple(sorted(piles[:i] + ((y,) if y else ()) + piles[i + 1:]))
                if not win(rest):
                    return True
        return False

    def rule(piles):
        x = xor(p for p in piles)
        return x == 0 if max(piles) == 1 else x != 0

    for n in range(1, 6):
        for c in cwr(range(1, 7), n):
            assert win(c) == rule(c), c
    R = random.Random(4279)
    cases = [c for n in range(1, 5) for c in cwr(range(1, 6), n)]
    cases += [(1,) * n for n in range(1, 9)]
    cases += [tuple(R.randint(1, 4) for _ in range(R.randint(5, 7))) for _ in range(20)]
    say = lambda w: 'John' if w else 'Brother'
    fmt = lambda cs: lines([len(cs)] + [r for c in cs for r in (len(c), c)])
    put(slug, 'brute-1', fmt(cases), lines(say(win(tuple(sorted(c)))) for c in cases))
    edge = [(1,) * 50, (1,) * 49, (5000,) * 50, (5000,) * 49 + (1,), (5000, 5000), (1, 5000),
            (2,), (1,)]
    put(slug, 'edge-1', fmt(edge), lines(say(rule(c)) for c in edge))


# ---------------------------------------------------------------------------------------------
@lru_cache(maxsize=None)
def nim_win(piles):
    """Normal-play Nim by search over sorted tuples: the mover wins iff some move (lower one pile)
    reaches a losing position."""
    for i, x in enumerate(piles):
        for y in range(x):
            if not nim_win(tuple(sorted(piles[:i] + (y,) + piles[i + 1:]))):
                return True
    return False


def nowcoder_14619():
    """Nim whose first move must use heap k. brute-1: 300 random cases (1..4 heaps of 0..6, about
    a third with XOR 0, where the seed's "<=" test answers wrongly), answered by search: the first
    player wins iff some y < a_k leaves a Nim position that nim_win says is lost. edge-1: 17 cases
    (a zero forced heap, equal heaps, heaps near 10^9, H = a_k exactly) by the rule "XOR of the
    other heaps < a_k", asserted equal to the search on every case of <= 4 heaps <= 5 first."""
    from itertools import product
    slug = 'nowcoder-14619'

    def brute(a, k):
        return any(not nim_win(tuple(sorted(a[:k - 1] + (y,) + a[k:]))) for y in range(a[k - 1]))

    def rule(a, k):
        x = xor(v for v in a)
        return x ^ a[k - 1] < a[k - 1]

    for n in range(1, 5):
        for a in product(range(6), repeat=n):
            for k in range(1, n + 1):
                assert brute(a, k) == rule(a, k), (a, k)
    R = random.Random(14619)
    cases = []
    while len(cases) < 300:
        n = R.randint(1, 4)
        a = tuple(R.randint(0, 6) for _ in range(n))
        cases.append((a, R.randint(1, n)))
    # the equality trap: XOR 0 with a nonzero forced heap, where "H <= a_k" wrongly says Yes
    zero = sum(1 for a, k in cases if a[k - 1] > 0 and xor(a) == 0)
    assert zero >= 30, zero
    fmt = lambda cs: lines([len(cs)] + [r for a, k in cs for r in ((len(a), k), a)])
    say = lambda w: 'Yes' if w else 'No'
    put(slug, 'brute-1', fmt(cases), lines(say(brute(a, k)) for a, k in cases))
    edge = [((5, 5), 1), ((5, 5), 2), ((1, 2, 3), 3), ((1, 2, 3), 1), ((7,), 1), ((0,), 1),
            ((0, 3), 1), ((0, 3), 2), ((1, 6), 1), ((6, 1), 1), ((4, 1, 2), 1), ((4, 1, 2), 2),
            ((10 ** 9, 10 ** 9, 1), 3), ((10 ** 9, 10 ** 9 - 1), 1), ((10 ** 9, 10 ** 9 - 1), 2),
            ((536870912, 463129088, 10 ** 9), 3), ((536870912, 463129088, 10 ** 9), 1)]
    put(slug, 'edge-1', fmt(edge), lines(say(rule(a, k)) for a, k in edge))


# ---------------------------------------------------------------------------------------------
def nowcoder_17865():
    """Timer game: from n the mover goes to n - 1 or to n - i for any i in [a + 1, b + 1], i <= n;
    a player unable to move loses; Alice moves first from t. Every answer is the win/lose table
    0..t of this game: for small inputs by the literal recursion over every move, for large ones
    by the same recursion with a running count of losing positions in the window [n - b - 1,
    n - a - 1] (O(t); asserted equal to the literal one on every t <= 60, a <= b <= 8 first).
    brute-1: 300 random triples (t <= 30, a <= 5, b <= 7, a quarter with a = b); brute-2: 20
    triples with t, b up to 10^5, a <= 2000, and 10 with a = b <= 50; edge-1: 16 extremes
    (t = 1..3, a = b = 10^5, b = a + 1, t = 10^5 with a = b = 1, 2, 3)."""
    slug = 'nowcoder-17865'

    def literal(t, a, b):
        win = [False] * (t + 1)
        for n in range(1, t + 1):
            win[n] = any(not win[n - i] for i in [1] + list(range(a + 1, min(b + 1, n) + 1)))
        return win[t]

    def counted(t, a, b):
        win = [False] * (t + 1)
        losing = [0] * (t + 2)  # losing[m] = number of losing positions < m
        losing[1] = 1
        for n in range(1, t + 1):
            lo, hi = n - b - 1, n - a - 1  # targets n - i, i in [a + 1, b + 1]
            w = not win[n - 1]
            if not w and hi >= 0:
                w = losing[hi + 1] - losing[max(lo, 0)] > 0
            win[n] = w
            losing[n + 1] = losing[n] + (not w)
        return win[t]

    for a in range(1, 9):
        for b in range(a, 9):
            for t in range(1, 61):
                assert literal(t, a, b) == counted(t, a, b), (t, a, b)
    R = random.Random(17865)
    one = []
    for _ in range(300):
        a = R.randint(1, 5)
        b = a if R.random() < 0.25 else R.randint(a, 7)
        one.append((R.randint(1, 30), a, b))
    two = []
    for _ in range(20):
        a = R.randint(1, 2000)
        two.append((R.randint(1, 10 ** 5), a, R.randint(a, 10 ** 5)))
    for _ in range(10):
        a = R.randint(1, 50)
        two.append((R.randint(1, 10 ** 5), a, a))
    edge = [(1, 1, 1), (2, 1, 1), (3, 1, 1), (1, 10 ** 5, 10 ** 5), (10 ** 5, 10 ** 5, 10 ** 5),
            (10 ** 5 - 1, 10 ** 5, 10 ** 5), (10 ** 5, 1, 10 ** 5), (10 ** 5, 2, 2),
            (10 ** 5, 3, 3), (10 ** 5, 10 ** 5 - 1, 10 ** 5), (10 ** 5, 4, 5), (7, 2, 2),
            (8, 2, 2), (6, 3, 4), (10 ** 5, 1, 1), (10 ** 5 - 1, 1, 2)]
    say = lambda w: 'Alice' if w else 'Bob'
    put(slug, 'brute-1', lines(one), lines(say(literal(*q)) for q in one))
    put(slug, 'brute-2', lines(two), lines(say(counted(*q)) for q in two))
    put(slug, 'edge-1', lines(edge), lines(say(counted(*q)) for q in edge))


# ---------------------------------------------------------------------------------------------
def nowcoder_20893():
    """Undirected edge geography on K_n. brute-1: n = 1..9 by a memoised search of the literal
    game (state: the token's vertex and the bit set of deleted edges; a move slides the token over
    an undeleted edge at its vertex and deletes it; no move loses). edge-1, edge-2: n = 1, 2 and
    up to 10^9 by "the first player loses iff n = 1", asserted against the search for n <= 16."""
    slug = 'nowcoder-20893'

    def first_wins(n):
        bit, k = {}, 0
        for i in range(n):
            for j in range(i + 1, n):
                bit[i, j] = bit[j, i] = 1 << k
                k += 1
        adj = [[(j, bit[i, j]) for j in range(n) if j != i] for i in range(n)]

        @lru_cache(maxsize=None)
        def win(v, used):
            return any(not used & b and not win(j, used | b) for j, b in adj[v])
        return win(0, 0)

    for n in range(1, 17):
        assert first_wins(n) == (n != 1), n
    say = lambda w: 'First' if w else 'Second'
    ns = list(range(1, 10))
    put(slug, 'brute-1', lines(ns), lines(say(first_wins(n)) for n in ns))
    for name, ns in [('edge-1', [1]), ('edge-2', [10 ** 9, 2, 1, 10 ** 9 - 1])]:
        put(slug, name, lines(ns), lines(say(n != 1) for n in ns))


# ---------------------------------------------------------------------------------------------
def nowcoder_9752c():
    """Partizan Bash: one pile of n; the first player takes 1..p, the second 1..q; whoever takes
    the last shell wins. brute-1: 150 random triples n <= 15, p, q <= 5 (a third with p = q),
    by a memoised search over (pile, player to move). edge-1..3: the boundary cases n = p, n = p
    + 1, p = q multiples, and values up to 10^9, by the four-branch rule (n <= p; p = q: Bash;
    p > q; p < q), asserted equal to the search for all n < 60, p, q <= 12 first."""
    slug = 'nowcoder-9752c'

    @lru_cache(maxsize=None)
    def win(n, lim, other):
        """The player to move, who may take 1..lim, wins (the other takes 1..other)."""
        return any(t == n or not win(n - t, other, lim) for t in range(1, min(lim, n) + 1))

    def rule(n, p, q):
        if n <= p:
            return True
        if p == q:
            return n % (p + 1) != 0
        return p > q

    for n in range(1, 60):
        for p in range(1, 13):
            for q in range(1, 13):
                assert win(n, p, q) == rule(n, p, q), (n, p, q)
    R = random.Random(9752)
    one = []
    for _ in range(150):
        p = R.randint(1, 5)
        one.append((R.randint(1, 15), p, p if R.random() < 1 / 6 else R.randint(1, 5)))
    say = lambda w: '1' if w else '-1'
    put(slug, 'brute-1', lines(one), lines(say(win(*t)) for t in one))
    G = 10 ** 9
    edges = [[(1, 1, 1), (1, 1, 9), (2, 1, 1), (2, 1, 2), (5, 5, 6), (6, 5, 6), (6, 6, 5),
              (7, 6, 5), (8, 3, 3), (9, 3, 3), (12, 3, 3), (100, 3, 2), (100, 2, 3),
              (1000000, 999, 999), (1000001, 999, 999), (999999, 7, 7)],
             [(G, G, G), (G, G, 1), (G, 1, G), (G, 5, G), (1, G, G), (G - 1, G, 3)],
             [(G, 999, 999), (G, 3, 2), (G, 2, 3)]]
    for i, e in enumerate(edges, 1):
        put(slug, f'edge-{i}', lines(e), lines(say(rule(*t)) for t in e))


# ---------------------------------------------------------------------------------------------
def nowcoder_19799():
    """Tree flipping. Every brute-N and edge-1..6 answer is a memoised search of the literal game
    over colour bit masks: a move whitens a black node and flips any subset of its proper ancestors
    (rooted at node 1); no black node loses. brute-1..12: random trees of 3..9 nodes (random
    labels, edges in random order and direction): 3 where "odd number of black nodes" is wrong, 3
    where reading "u v" as "u is the parent" is wrong, 4 lost for the first player with black
    nodes, 2 random. edge-1..6: n = 1 (black, white), a star, paths. edge-7, edge-8: n = 1000 (a
    long path-like tree; a random tree whose depths all hold an even number of black nodes) by the
    depth-parity rule, asserted equal to the search on every colouring of 40 random trees of <= 8
    nodes first."""
    slug = 'nowcoder-19799'
    R = random.Random(19799)

    def depths(n, edges, rooted_by_order=False):
        """Depth of each node from root 1 (index 1..n); with rooted_by_order, the wrong reading
        that u is the parent of v in every edge "u v" (unreached nodes get depth -1)."""
        adj = [[] for _ in range(n + 1)]
        for u, v in edges:
            adj[u].append(v)
            if not rooted_by_order:
                adj[v].append(u)
        depth = [-1] * (n + 1)
        depth[1], order = 0, [1]
        for u in order:
            for v in adj[u]:
                if depth[v] < 0:
                    depth[v] = depth[u] + 1
                    order.append(v)
        return depth

    def search(n, edges, w):
        adj = [[] for _ in range(n + 1)]
        for u, v in edges:
            adj[u].append(v)
            adj[v].append(u)
        par, order = [0] * (n + 1), [1]
        for u in order:
            for v in adj[u]:
                if v != par[u]:
                    par[v] = u
                    order.append(v)
        anc = []
        for v in range(1, n + 1):
            a, u = 0, par[v]
            while u:
                a |= 1 << (u - 1)
                u = par[u]
            anc.append([sub for sub in range(a + 1) if sub & a == sub])  # subsets of ancestors

        @lru_cache(maxsize=None)
        def win(mask):
            return any(mask >> v & 1 and not win(mask ^ (1 << v) ^ sub)
                       for v in range(n) for sub in anc[v])
        return win(sum(1 << i for i in range(n) if w[i]))

    def parity_rule(n, edges, w, rooted_by_order=False):
        depth, odd = depths(n, edges, rooted_by_order), {}
        for v in range(1, n + 1):
            odd[depth[v]] = odd.get(depth[v], 0) ^ w[v - 1]
        return any(odd.values())

    def tree(n, path_like=False):
        lab = [1] + R.sample(range(2, n + 1), n - 1)
        edges = []
        for i in range(1, n):
            j = i - 1 if path_like and R.random() < 0.9 else R.randrange(i)
            edges.append((lab[i], lab[j]) if R.random() < 0.5 else (lab[j], lab[i]))
        R.shuffle(edges)
        return edges

    for _ in range(40):
        n = R.randint(1, 8)
        e = tree(n)
        for m in range(1 << n):
            w = [m >> i & 1 for i in range(n)]
            assert search(n, e, w) == parity_rule(n, e, w), (n, e, w)

    fmt = lambda n, e, w: lines([n, w] + e)
    say = lambda f: 'First\n' if f else 'Second\n'
    kinds = [(3, lambda n, e, w, a: (sum(w) % 2 == 1) != a),
             (3, lambda n, e, w, a: parity_rule(n, e, w, True) != a),
             (4, lambda n, e, w, a: not a and sum(w) >= 2),
             (2, lambda n, e, w, a: True)]
    cases = []
    for count, want in kinds:
        got = 0
        while got < count:
            n = R.randint(3, 9)
            e = tree(n)
            w = [R.randint(0, 1) for _ in range(n)]
            a = search(n, e, w)
            if want(n, e, w, a):
                cases.append((n, e, w, a))
                got += 1
    for i, (n, e, w, a) in enumerate(cases, 1):
        put(slug, f'brute-{i}', fmt(n, e, w), say(a))
    edge = [(1, [], [1]), (1, [], [0]), (3, [(2, 1), (3, 1)], [0, 1, 1]),
            (4, [(2, 1), (3, 2), (4, 3)], [1, 1, 0, 0]),
            (5, [(1, 2), (2, 3), (1, 4), (4, 5)], [0, 0, 1, 1, 0]),
            (5, [(5, 4), (4, 1), (2, 1), (3, 2)], [0, 0, 1, 0, 1])]
    for i, (n, e, w) in enumerate(edge, 1):
        put(slug, f'edge-{i}', fmt(n, e, w), say(search(n, e, w)))
    n = 1000
    e = tree(n, path_like=True)
    w = [R.randint(0, 1) for _ in range(n)]
    put(slug, 'edge-7', fmt(n, e, w), say(parity_rule(n, e, w)))
    e = tree(n)
    w = [R.randint(0, 1) for _ in range(n)]
    depth, odd = depths(n, e), {}
    for v in range(1, n + 1):
        odd[depth[v]] = odd.get(depth[v], 0) ^ w[v - 1]
    for v in range(1, n + 1):  # whiten one black node at each depth with an odd count
        if w[v - 1] and odd[depth[v]]:
            w[v - 1], odd[depth[v]] = 0, 0
    assert not parity_rule(n, e, w) and sum(w) > 100
    put(slug, 'edge-8', fmt(n, e, w), say(parity_rule(n, e, w)))


# ---------------------------------------------------------------------------------------------
def nowcoder_18388():
    """Divisor Nim: remove a divisor d of a pile x (d = x allowed); count the winning first moves
    (pile, d). brute-1..12: small hand-picked positions (<= 3 piles <= 16), answered by a memoised
    search of the whole position (a first move wins iff the position it leaves is lost).
    edge-1..7: piles up to 10^5 (65536 = the largest Grundy value, 83160 = the most divisors,
    every power of 2, 6000 random piles, 3001 odd piles with many divisors), by Grundy values
    computed from the move definition (mex over every divisor, for every x <= 10^5) and the
    Sprague-Grundy sum; that counting is asserted equal to the whole-position search on every
    multiset of <= 3 piles <= 12 first."""
    slug = 'nowcoder-18388'
    top = 10 ** 5
    divs = [[] for _ in range(top + 1)]
    for d in range(1, top + 1):
        for m in range(d, top + 1, d):
            divs[m].append(d)
    sg = [0] * (top + 1)
    for x in range(1, top + 1):
        seen = {sg[x - d] for d in divs[x]}
        g = 0
        while g in seen:
            g += 1
        sg[x] = g

    @lru_cache(maxsize=None)
    def win(piles):
        return any(not win(tuple(sorted(piles[:i] + (x - d,) + piles[i + 1:])))
                   for i, x in enumerate(piles) for d in divs[x])

    def searched(piles):
        return sum(not win(tuple(sorted(piles[:i] + (x - d,) + piles[i + 1:])))
                   for i, x in enumerate(piles) for d in divs[x])

    def by_grundy(piles):
        s = xor(sg[x] for x in piles)
        if s == 0:
            return 0
        return sum(sg[x - d] == s ^ sg[x] for x in piles for d in divs[x])

    from itertools import combinations_with_replacement as cwr
    for n in range(1, 4):
        for c in cwr(range(1, 13), n):
            assert searched(c) == by_grundy(c), c
    brute = [(1,), (1, 1), (2,), (6, 3), (4,), (12, 7, 5), (8, 8, 3), (9, 10, 11), (12, 12, 12),
             (2, 4, 6), (16,), (7, 14)]
    fmt = lambda p: lines([len(p), p])
    for i, p in enumerate(brute, 1):
        put(slug, f'brute-{i}', fmt(p), f'{searched(p)}\n')
    R = random.Random(18388)
    edge = [(65536,), (100000,), (83160, 83160, 1), (100000, 100000, 99999, 99999, 99999),
            tuple(R.randint(1, top) for _ in range(6000)),
            (65536,) + tuple(1 << i for i in range(16)),
            tuple(R.choice([1, 3, 5, 7, 9, 15, 45, 75075, 99999]) for _ in range(3001))]
    for i, p in enumerate(edge, 1):
        put(slug, f'edge-{i}', fmt(p), f'{by_grundy(p)}\n')


# ---------------------------------------------------------------------------------------------
def luogu_p4301():
    """New Nim. The first player wins by keeping the heap set K iff, whatever proper subset the
    second player then deletes, the Nim position left (first player to move) is won, i.e. (Bouton's
    rule, asserted here against the Nim search nim_win on every position of <= 3 heaps <= 7) iff
    no non-empty subset of K has XOR 0. brute-1..7 (<= 14 heaps, some of them > 2^32): the
    minimum removal over every winning K, by a search over subsets that keeps the set of all
    subset XORs of K (a heap whose value is already in it makes K and every superset losing).
    edge-1..3: 100 heaps (all 10^9; random), 31 heaps (every power of 2 below 2^30 and 10^9),
    by the greedy (descending sizes, keep a heap unless it is a XOR of kept ones), asserted equal
    to the subset search on 300 random sets first. edge-no-heaps: k = 0, nothing to remove: 0."""
    from itertools import combinations_with_replacement as cwr
    slug = 'luogu-p4301'
    for n in range(1, 4):
        for c in cwr(range(8), n):
            assert nim_win(c) == (xor(c) != 0), c

    def searched(a):
        best = 0

        def go(i, xors, kept):
            nonlocal best
            best = max(best, kept)
            for j in range(i, len(a)):
                if a[j] not in xors:
                    go(j + 1, xors | {x ^ a[j] for x in xors}, kept + a[j])
        go(0, {0}, 0)
        return sum(a) - best

    def greedy(a):
        basis, removed = {}, 0  # top bit -> a kept XOR combination with that top bit
        for x in sorted(a, reverse=True):
            y = x
            while y and y.bit_length() in basis:
                y ^= basis[y.bit_length()]
            if y:
                basis[y.bit_length()] = y
            else:
                removed += x  # x is a XOR of kept heaps
        return removed

    R = random.Random(4301)
    for _ in range(300):
        a = [R.randint(1, R.choice([7, 31, 255])) for _ in range(R.randint(1, 10))]
        assert searched(a) == greedy(a), a
    brute = [[1000000000], [7, 7], [1, 2, 3],
             [389817063, 660781228, 931452691, 429102930, 490261973, 114752336, 538395544,
              32018681, 273066843, 88519852, 314177763, 268777452, 451718385, 240375854],
             [12, 12582912, 5, 5368709120, 6, 3145728, 12, 4831838208, 3145728, 12582912, 6,
              9437184, 9, 12582912],
             [5, 26, 21, 7, 27, 14, 5, 13, 21, 9, 6, 31, 3],
             [999999999, 999999999, 999999999, 1, 1, 999999998, 3, 2, 536870912, 463129087,
              1000000000, 5]]
    fmt = lambda a: lines([len(a), a])
    for i, a in enumerate(brute, 1):
        put(slug, f'brute-{i}', fmt(a), f'{searched(a)}\n')
    edge = [[10 ** 9] * 100, [1 << i for i in range(30)] + [10 ** 9],
            [R.randint(1, 10 ** 9) for _ in range(100)]]
    for i, a in enumerate(edge, 1):
        put(slug, f'edge-{i}', fmt(a), f'{greedy(a)}\n')
    put(slug, 'edge-no-heaps', '0\n', '0\n')


# ---------------------------------------------------------------------------------------------
def luogu_p2148():
    """E&D (x-brute-1, x-brute-2; brute-1 is tools/brute/sg_patterns.py's). The Grundy value of
    a group (a, b) by memoised search from the move definition: remove one pile and split the
    other into two positive piles (mex over every split); the position's value is the XOR over
    the groups (Sprague-Grundy sum), nonzero = YES. x-brute-1: 20 random cases of 1..3 groups
    with piles <= 12; x-brute-2: 7 small hand-picked cases (all ones, equal groups, a group (1,
    3) whose Nim-sum 2 would say YES)."""
    slug = 'luogu-p2148'

    @lru_cache(maxsize=None)
    def group(a, b):
        seen = {group(c, x - c) for x in (a, b) for c in range(1, x)}
        g = 0
        while g in seen:
            g += 1
        return g

    def yes(piles):
        v = xor(group(piles[i], piles[i + 1]) for i in range(0, len(piles), 2))
        return 'YES' if v else 'NO'

    R = random.Random(2148)
    one = [[R.randint(1, 12) for _ in range(2 * R.randint(1, 3))] for _ in range(20)]
    two = [[1, 3], [2, 2], [1, 1, 2, 2], [1, 2, 1, 2], [1, 1], [3, 3, 5, 5], [4, 7, 2, 9, 8, 8]]
    for name, cs in [('x-brute-1', one), ('x-brute-2', two)]:
        put(slug, name, lines([len(cs)] + [r for c in cs for r in (len(c), c)]),
            lines(yes(c) for c in cs))


# ---------------------------------------------------------------------------------------------
def luogu_p5675():
    """Counting (set, designated pile) pairs that Alice loses (x- files; brute-1..4 are
    tools/brute/counting.py's). x-brute-1..10: 1..5 piles <= 14, every (set, pile) played out:
    Alice's forced first move on the pile (every amount), then Nim by the search nim_win.
    x-edge-all-200, x-edge-all-ones (N = 200), x-edge-random-30 (30 random piles <= 200),
    x-edge-one-pile: by "Alice loses iff the XOR k of the other chosen piles is >= a_d", asserted
    equal to the forced-move search on every (set, pile) of 200 random small inputs first, with
    the subsets of the other piles counted by XOR value (exact integers, then mod 10^9 + 7)."""
    from itertools import combinations
    slug = 'luogu-p5675'
    MOD = 10 ** 9 + 7

    def searched(a):
        count = 0
        for size in range(1, len(a) + 1):
            for s in combinations(range(len(a)), size):
                for d in s:
                    others = [a[i] for i in s if i != d]
                    if all(nim_win(tuple(sorted(others + [r]))) for r in range(a[d])):
                        count += 1
        return count

    @lru_cache(maxsize=None)
    def xor_counts(others):
        cnt = {0: 1}
        for x in others:
            nxt = dict(cnt)
            for v, c in cnt.items():
                nxt[v ^ x] = nxt.get(v ^ x, 0) + c
            cnt = nxt
        return cnt

    def counted(a):
        total = 0
        for d in range(len(a)):
            cnt = xor_counts(tuple(sorted(a[:d] + a[d + 1:])))
            total += sum(c for v, c in cnt.items() if v >= a[d])
        return total

    R = random.Random(5675)
    for _ in range(200):
        a = [R.randint(1, R.choice([3, 6, 9])) for _ in range(R.randint(1, 5))]
        assert searched(a) == counted(a), a
    for t in range(1, 11):
        a = [R.randint(1, 14) for _ in range(R.randint(1, 5))]
        put(slug, f'x-brute-{t}', lines([len(a), a]), f'{searched(a) % MOD}\n')
    for name, a in [('x-edge-all-200', [200] * 200), ('x-edge-all-ones', [1] * 200),
                    ('x-edge-random-30', [R.randint(1, 200) for _ in range(30)]),
                    ('x-edge-one-pile', [7])]:
        put(slug, name, lines([len(a), a]), f'{counted(a) % MOD}\n')


# ---------------------------------------------------------------------------------------------
def luogu_p3179():
    """Coin turning, the multiples family (x- files; brute-1..4 are tools/brute/counting.py's).
    x-brute-1..6 (N = 1, 12, 12, 12, 6, 4; single cells and random queries): a memoised search of
    the board game on bit masks of white cells (a move: pick a white x and k <= N / x, flip x, 2x,
    ..., kx). x-edge-2e6 (N = 2*10^6, 100 queries of up to 100 cells): the XOR over the white
    cells of SG(x) = mex over k of XOR_{i=2..k} SG(i x) (the one-white-cell games), which
    depends only on m = N // x, evaluated per m with blocks of equal m // i. Both steps are
    asserted first: the XOR rule against the board search for every mask of every N <= 10, and
    the per-m blocks against the direct SG table for every N <= 200 and N = 3000."""
    slug = 'luogu-p3179'

    def board(n):
        @lru_cache(maxsize=None)
        def win(p):
            for x in range(1, n + 1):
                if p >> (x - 1) & 1:
                    q = p ^ 1 << (x - 1)
                    if not win(q):
                        return True
                    for i in range(2, n // x + 1):
                        q ^= 1 << (i * x - 1)
                        if not win(q):
                            return True
            return False
        return win

    def direct(n):
        sg = [0] * (n + 1)
        for x in range(n, 0, -1):
            seen, cur = {0}, 0
            for i in range(2, n // x + 1):
                cur ^= sg[i * x]
                seen.add(cur)
            g = 0
            while g in seen:
                g += 1
            sg[x] = g
        return sg

    G = {}

    def by_m(m):
        if m not in G:
            seen, cur, i = {0}, 0, 2
            while i <= m:
                v = m // i
                j = m // v  # i..j all have m // i = v
                g, L = by_m(v), j - i + 1
                seen.add(cur ^ g)
                if L >= 2:
                    seen.add(cur)
                if L % 2:
                    cur ^= g
                i = j + 1
            g = 0
            while g in seen:
                g += 1
            G[m] = g
        return G[m]

    for n in list(range(1, 201)) + [3000]:
        sg = direct(n)
        assert all(sg[x] == by_m(n // x) for x in range(1, n + 1)), n
        if n <= 10:
            win = board(n)
            for p in range(1 << n):
                assert win(p) == (xor(sg[x + 1] for x in range(n) if p >> x & 1)
                                  != 0), (n, p)
    R = random.Random(3179_2)
    fmt = lambda n, qs: lines([n, len(qs)] + [r for q in qs for r in (len(q), q)])
    say = lambda w: 'Yes' if w else 'No'
    specs = [(1, [[1]])]
    for n in (12, 12, 12, 6, 4):
        qs = [[c] for c in range(1, n + 1)] if len(specs) == 1 else []
        while len(qs) < 100:
            qs.append(sorted(R.sample(range(1, n + 1), R.randint(1, n))))
        specs.append((n, qs))
    for t, (n, qs) in enumerate(specs, 1):
        win = board(n)
        put(slug, f'x-brute-{t}', fmt(n, qs),
            lines(say(win(sum(1 << (c - 1) for c in q))) for q in qs))
    n = 2 * 10 ** 6
    qs = []
    for _ in range(100):
        w = R.randint(1, 100)
        cells = set(R.sample(range(1, 200), min(w, R.randint(0, 5))))  # some small cells
        while len(cells) < w:
            cells.add(R.choice([R.randint(1, n), R.randint(n - 1000, n)]))
        qs.append(sorted(cells))
    put(slug, 'x-edge-2e6', fmt(n, qs),
        lines(say(xor(by_m(n // c) for c in q)) for q in qs))


PROBLEMS = {
    'luogu-p1290': luogu_p1290,
    'luogu-p2148': luogu_p2148,
    'luogu-p2252': luogu_p2252,
    'luogu-p3179': luogu_p3179,
    'luogu-p4018': luogu_p4018,
    'luogu-p4279': luogu_p4279,
    'luogu-p4301': luogu_p4301,
    'luogu-p4860': luogu_p4860,
    'luogu-p5675': luogu_p5675,
    'nowcoder-14619': nowcoder_14619,
    'nowcoder-17865': nowcoder_17865,
    'nowcoder-20893': nowcoder_20893,
    'nowcoder-9752c': nowcoder_9752c,
    'nowcoder-19799': nowcoder_19799,
    'nowcoder-18388': nowcoder_18388,
}


def main():
    for slug in sys.argv[1:] or PROBLEMS:
        PROBLEMS[slug]()


if __name__ == '__main__':
    main()
