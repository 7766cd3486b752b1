"""Writes the brute-N and edge-N cases of codechef-gerald08 (Blue-Red Hackenbush on trees).
brute-1..6: random trees of 1..12 vertices (random labels, orientation and edge order; vertex 1 the
root), answered by a partizan minimax of the literal game: a position is the set of remaining
edges and the player to move; Chef cuts a black edge (C = 0), Ksen a white one, everything cut off
from vertex 1 goes, who cannot move loses; each tree searched with Chef first and with Ksen first.
brute-7: the traps, by the same search: N = 1; a value of 0 with unequal counts ("Ksen Chef", not
"Chef Ksen"); edge counts, the root's edges alone, vertex 1 at the end of a path (rooting
elsewhere answers the other way), an edge over a negative part treated as +1, colour 0 = Chef.
edge-1..6: too large to search; answered by the value rule computed exactly with Python integers
(value n / 2^e; a black edge over x is x + 1 for x >= 0, else (x + p) / 2^(p - 1) with p the least
integer >= 1 such that x + p > 1; white is the mirror image), which this script first checks
against the minimax on every brute tree. edge-1: an alternating path of 10^5 vertices; edge-2 and
edge-3: near-mirror pairs, a deep subtree beside its colour-swapped copy with one extra edge at the
deepest vertex (edge-2: paths, value +-2^-(about 5*10^4); edge-3: a path of 13333 with 6667 leaves,
4*10^4 vertices); edge-4: an exact mirror pair of random deep trees (4*10^4 vertices, value 0);
edge-5: a white edge over 49999 black leaves beside a black edge over 49998 white ones
(2^-49998 - 2^-49999, where a float says 0); edge-6: 1000 cases of 100 vertices (random trees,
alternating paths, mirror and near-mirror pairs).
Run: python3 tools/brute/blue_red.py"""
import random
from common import put
R = random.Random(2014)
SLUG = 'codechef-gerald08'


def rooted(n, edges):
    """Parent, parent-edge colour and a parents-first order, from vertex 1 (iterative)."""
    adj = [[] for _ in range(n + 1)]
    for u, v, c in edges:
        adj[u].append((v, c))
        adj[v].append((u, c))
    parent, colour, order = [0] * (n + 1), [0] * (n + 1), [1]
    seen = [False] * (n + 1)
    seen[1] = True
    for u in order:
        for v, c in adj[u]:
            if not seen[v]:
                seen[v], parent[v], colour[v] = True, u, c
                order.append(v)
    assert len(order) == n, 'not a tree'
    return parent, colour, order


def search(n, edges):
    """The two winners by partizan minimax over the remaining edge sets."""
    parent, colour, order = rooted(n, edges)
    below = {v: 1 << v for v in range(2, n + 1)}  # edges as bits by their lower vertex
    for v in reversed(order[1:]):
        if parent[v] != 1:
            below[parent[v]] |= below[v]
    memo = {}

    def wins(mask, chef):
        key = (mask, chef)
        if key not in memo:
            want = 0 if chef else 1
            memo[key] = any(not wins(mask & ~below[v], not chef)
                            for v in range(2, n + 1) if mask >> v & 1 and colour[v] == want)
        return memo[key]
    full = sum(1 << v for v in range(2, n + 1))
    return ('Chef' if wins(full, True) else 'Ksen') + ' ' + ('Ksen' if wins(full, False) else 'Chef')


def norm(m, e):
    if m == 0:
        return 0, 0
    s = min((m & -m).bit_length() - 1, e)
    return m >> s, e - s


def add(a, b):
    e = max(a[1], b[1])
    return norm((a[0] << (e - a[1])) + (b[0] << (e - b[1])), e)


def edge(x, black):
    """The value of an edge of the given colour carrying a part worth x = m / 2^e."""
    m, e = x
    if not black:
        y = edge((-m, e), True)
        return -y[0], y[1]
    if m >= 0:
        return m + (1 << e), e
    p = ((1 << e) - m) // (1 << e) + 1  # the least integer p >= 1 with m + p 2^e > 2^e
    return norm(m + (p << e), e + p - 1)


def rule(n, edges):
    parent, colour, order = rooted(n, edges)
    val = [(0, 0)] * (n + 1)
    for v in reversed(order[1:]):
        val[parent[v]] = add(val[parent[v]], edge(val[v], colour[v] == 0))
    m = val[1][0]
    return 'Chef Chef' if m > 0 else 'Ksen Ksen' if m < 0 else 'Ksen Chef'


def shuffled(n, par, col):
    """Edges of the tree given by par[v] (vertices 1..n, root 1, par[1] unused) and col[v] (the
    colour of v's parent edge), with random labels (1 stays the root), orientations and order."""
    lab = list(range(2, n + 1))
    R.shuffle(lab)
    lab = [0, 1] + lab
    edges = []
    for v in range(2, n + 1):
        a, b = lab[v], lab[par[v]]
        edges.append((a, b, col[v]) if R.random() < 0.5 else (b, a, col[v]))
    R.shuffle(edges)
    return edges


def random_tree(n):
    par = [0, 0] + [R.randint(1, v - 1) for v in range(2, n + 1)]
    if R.random() < 0.3:  # deep: a path with some random parents
        par = [0, 0] + [v - 1 if R.random() < 0.8 else R.randint(1, v - 1) for v in range(2, n + 1)]
    col = [0, 0] + [R.randint(0, 1) for _ in range(2, n + 1)]
    return shuffled(n, par, col)


def text(cases):
    out = f'{len(cases)}\n'
    for n, edges in cases:
        out += f'{n}\n' + ''.join(f'{u} {v} {c}\n' for u, v, c in edges)
    return out


def write(name, cases, answer):
    put(SLUG, name, text(cases), ''.join(answer(n, e) + '\n' for n, e in cases))


# brute-1..6, each answer also checked against the rule.
for k in range(1, 7):
    cases = [(n, random_tree(n)) for n in (R.randint(1, 12) for _ in range(60))]
    for n, e in cases:
        assert search(n, e) == rule(n, e), (n, e)
    write(f'brute-{k}', cases, search)


# brute-7: traps, each written as the parent and the parent edge's colour of vertices 2, 3, ...
def tree(par, col):
    n = len(par) + 1
    return n, shuffled(n, [0, 0] + par, [0, 0] + col)


traps = [
    (tree([], []), 'Ksen Chef'),  # N = 1
    # Black, white, white from the root: 1 - 1/2 - 1/4 = 1/4 (more white edges, yet Chef).
    (tree([1, 2, 3], [0, 1, 1]), 'Chef Chef'),
    # Black over white (1/2) beside a white edge at the root: -1/2; the root's edges alone tie.
    (tree([1, 2, 1], [0, 1, 1]), 'Ksen Ksen'),
    # Vertex 1 at the white end of a path white-black: -1/2 (rooted at the far end: +1/2).
    (tree([1, 2], [1, 0]), 'Ksen Ksen'),
    # Black over two white leaves (1/4) beside white, black, white (-1 + 1/2 - 1/4): -1/2.
    (tree([1, 2, 2, 1, 5, 6], [0, 1, 1, 1, 0, 1]), 'Ksen Ksen'),
    # 1/4 beside white over black (-1/2) beside black, white, white (1/4): 0 with 3 black edges
    # and 5 white ones: the second player wins, "Ksen Chef".
    (tree([1, 2, 2, 1, 5, 1, 7, 8], [0, 1, 1, 1, 0, 0, 1, 1]), 'Ksen Chef'),
    # Black over three white leaves (1/8) beside white, black, black (-1 + 1/2 + 1/4): -1/8.
    (tree([1, 2, 2, 2, 1, 6, 7], [0, 1, 1, 1, 1, 0, 0]), 'Ksen Ksen'),
    # Black over (white, white, black leaves) is black over -1 = 1/2, not -1 + 1 = 0; beside a
    # white edge: -1/2.
    (tree([1, 2, 2, 2, 1], [0, 1, 1, 0, 1]), 'Ksen Ksen'),
    # A single white edge: colour 1 is Ksen's.
    (tree([1], [1]), 'Ksen Ksen'),
    # A white edge and a black path of two at the root: 1 (the root's edges alone tie).
    (tree([1, 1, 3], [1, 0, 0]), 'Chef Chef'),
]
for (n, e), want in traps:
    assert search(n, e) == want == rule(n, e), (n, e, search(n, e), want)
write('brute-7', [c for c, _ in traps], search)


# edge cases (the rule only).
def path(cols):
    n = len(cols) + 1
    return n, [0, 0] + list(range(1, n)), [0, 0] + cols


def mirror_pair(par, col, extra):
    """The tree (par, col) on the root beside its colour-swapped copy; extra: None or the colour
    of one more edge at the copy's deepest vertex."""
    n = len(par) - 1
    depth = [0, 0]
    for v in range(2, n + 1):
        depth.append(depth[par[v]] + 1)
    p2, c2 = par[:], col[:]
    for v in range(2, n + 1):
        p2.append(1 if par[v] == 1 else par[v] + n - 1)
        c2.append(1 - col[v])
    if extra is not None:
        deepest = max(range(2, n + 1), key=lambda v: depth[v]) + n - 1
        p2.append(deepest)
        c2.append(extra)
    return len(p2) - 1, p2, c2


def case(n, par, col):
    return n, shuffled(n, par, col)


n, par, col = path([i % 2 for i in range(99999)])
write('edge-1', [case(n, par, col)], rule)
n, par, col = path([R.randint(0, 1) for _ in range(49998)])
write('edge-2', [case(*mirror_pair(par, col, 0))], rule)
# A hairy path: a spine with a random leaf on every other spine vertex, copy plus a white edge.
spine = 13333
par, col = [0, 0] + list(range(1, spine + 1)), [0, 0] + [R.randint(0, 1) for _ in range(spine)]
for v in range(2, spine + 2, 2):
    par.append(v)
    col.append(R.randint(0, 1))
write('edge-3', [case(*mirror_pair(par, col, 1))], rule)
par = [0, 0] + [R.randint(max(1, v - 3), v - 1) for v in range(2, 20001)]
col = [0, 0] + [R.randint(0, 1) for _ in range(2, 20001)]
write('edge-4', [case(*mirror_pair(par, col, None))], rule)
# White edge over 49999 black leaves, black edge over 49998 white leaves: N = 3 + 99997.
par, col = [0, 0, 1, 1], [0, 0, 1, 0]
par += [2] * 49999 + [3] * 49998
col += [0] * 49999 + [1] * 49998
write('edge-5', [case(len(par) - 1, par, col)], rule)
cases = []
for k in range(1000):
    kind = k % 5
    if kind == 0:
        cases.append((100, random_tree(100)))
    elif kind == 1:
        cases.append(case(*path([(i + k) % 2 for i in range(99)])))
    else:
        n, par, col = path([R.randint(0, 1) for _ in range(48)])
        extra = None if kind == 2 else kind - 3
        cases.append(case(*mirror_pair(par, col, extra)))
write('edge-6', cases, rule)
print('ok')
