"""Writes the cases of luogu-p6665 and spoj-cot3 but the official sample: Hackendot, a move
deletes a vertex with all its ancestors (P6665: a forest, each tree rooted at its least label;
COT3: one tree rooted at 1, only white vertices may be picked, "painted black" = deleted).

- brute-N, example-N: a search of the real game over bit masks of the vertices left (P6665:
  n <= 12 per forest, several forests a file; COT3: n <= 14, the first moves to a lost position).
  Trap cases are kept only where the named wrong rule answers differently.
- edge-N (too large to search): closed forms (a path rooted at an end is a Nim heap of its
  length; two equal trees, or a black root over two equal branches, are lost by mirror play),
  the search on each small tree of a forest with the Sprague-Grundy XOR, and the option-set
  recurrence on plain Python sets (first checked against the search on 300 small trees here).
Independent of the library. Run: python3 tools/brute/hackendot.py"""
import random
import sys
from functools import lru_cache
from common import put

sys.setrecursionlimit(10000)
R = random.Random(6665)


def mex(s):
    m = 0
    while m in s:
        m += 1
    return m


def rooted(n, edges, pick_root=min):
    """Parent and a parents-first order of the forest on 0..n, each component rooted at
    pick_root(its vertices) (a breadth-first search over adjacency lists)."""
    adj = [[] for _ in range(n)]
    for a, b in edges:
        adj[a].append(b)
        adj[b].append(a)
    comp, parent, order = [-1] * n, [-1] * n, []
    for s in range(n):
        if comp[s] < 0:
            members, queue = [], [s]
            comp[s] = s
            while queue:
                v = queue.pop()
                members.append(v)
                for w in adj[v]:
                    if comp[w] < 0:
                        comp[w] = s
                        queue.append(w)
            r = pick_root(members)
            seen, queue = {r}, [r]
            for v in queue:  # grows while it is read: breadth-first
                order.append(v)
                for w in adj[v]:
                    if w not in seen:
                        seen.add(w)
                        parent[w] = v
                        queue.append(w)
    return parent, order


def path_masks(n, parent, order):
    path = [0] * n
    for v in order:
        path[v] = (path[parent[v]] if parent[v] >= 0 else 0) | 1 << v
    return path


def search(n, path):
    """g(mask): Grundy value of the vertices `mask` still playable; a move at x clears path[x]."""
    @lru_cache(maxsize=None)
    def g(m):
        return mex({g(m & ~path[x]) for x in range(n) if m >> x & 1})
    return g


def forest_value(n, edges, pick_root=min):
    return search(n, path_masks(n, *rooted(n, edges, pick_root)))((1 << n) - 1)


def tree_moves(n, edges, white):
    """COT3 by search: the white vertices whose move leaves a lost position (0-based), sorted."""
    parent, order = rooted(n, edges, lambda vs: 0)
    path = path_masks(n, parent, order)
    g = search(n, path)
    wm = sum(1 << v for v in range(n) if white[v])
    return [v for v in range(n) if white[v] and g(wm & ~path[v]) == 0]


def recurrence(n, edges, white, root_of=min, wrong_tag=False, black_cuts=False):
    """The option-set recurrence on plain sets: O(v) = {s(v) if white} | U_c O(c) ^ s(v) ^ g(c).
    Returns (g, after) with after[v] the value left by the first move v. wrong_tag: XOR by s(v)
    only; black_cuts: a black vertex hides its subtree (both wrong rules)."""
    parent, order = rooted(n, edges, root_of)
    kids = [[] for _ in range(n)]
    for v in order:
        if parent[v] >= 0:
            kids[parent[v]].append(v)
    g, s, opts = [0] * n, [0] * n, [None] * n
    for v in reversed(order):
        s[v] = 0
        for c in kids[v]:
            s[v] ^= g[c]
        o = {s[v]} if white[v] else set()
        for c in kids[v]:
            t = s[v] if wrong_tag else s[v] ^ g[c]
            o |= {x ^ t for x in opts[c]}
            opts[c] = None
        if black_cuts and not white[v]:
            o, s[v] = set(), 0
        opts[v], g[v] = o, mex(o)
    after = [0] * n
    for v in order:
        after[v] = (after[parent[v]] ^ g[v] if parent[v] >= 0 else 0) ^ s[v]
    return g, after


def random_tree(n, deep=False):
    """Edges of a random tree on 0..n (parent of v among the last few if deep)."""
    return [(v, R.randrange(max(0, v - 3) if deep else 0, v)) for v in range(1, n)]


def relabel(n, edges, fixed=None):
    """A random relabelling, edges shuffled and flipped; `fixed` (old: new) pins some labels."""
    perm = list(range(n))
    R.shuffle(perm)
    for old, new in (fixed or {}).items():
        j = perm.index(new)
        perm[j], perm[old] = perm[old], new
    e = [(perm[a], perm[b]) if R.random() < .5 else (perm[b], perm[a]) for a, b in edges]
    R.shuffle(e)
    return e, perm


def random_forest(n, p_edge):
    edges = [(v, R.randrange(v)) for v in range(1, n) if R.random() < p_edge]
    return relabel(n, edges)[0]


# ---- the recurrence against the search (the edge cases rely on it) ----
for _ in range(300):
    n = R.randint(1, 10)
    e = random_forest(n, .8)
    par, order = rooted(n, e)
    roots = [v for v in range(n) if par[v] < 0]
    g, _ = recurrence(n, e, [True] * n)
    x = 0
    for r in roots:
        x ^= g[r]
    assert x == forest_value(n, e), (n, e)
    e = relabel(n, random_tree(n))[0]
    white = [R.random() < .7 for _ in range(n)]
    g, after = recurrence(n, e, white, lambda vs: 0)
    assert [v for v in range(n) if white[v] and after[v] == 0] == tree_moves(n, e, white)


# ---- luogu-p6665 ----
P = 'luogu-p6665'


def p6665_text(cases):
    out = [f'{len(cases)}\n']
    for n, edges in cases:
        out.append(f'{n} {len(edges)}\n' + ''.join(f'{a + 1} {b + 1}\n' for a, b in edges))
    return ''.join(out)


def p6665_put(name, cases):
    answers = ''.join('Alice\n' if forest_value(n, e) else 'Bob\n' for n, e in cases)
    put(P, name, p6665_text(cases), answers)


def trap_cases(k, n_range, p_edge, wrong):
    """k random forests on which the rule `wrong(n, edges) -> value` errs."""
    cases = []
    while len(cases) < k:
        n = R.randint(*n_range)
        e = random_forest(n, p_edge)
        if (wrong(n, e) != 0) != (forest_value(n, e) != 0):
            cases.append((n, e))
    return cases


def first_listed(e):
    """The root a solution would take from the edge list: a component's first-mentioned vertex."""
    def pick(vs):
        s = set(vs)
        for a, b in e:
            if a in s:
                return a
        return vs[0]
    return pick


# brute-1: the root is the least label of its component: rooting at the largest label, or at
# the vertex listed first, or at vertex 1 of... each answer differs.
cases = trap_cases(4, (4, 12), .9, lambda n, e: forest_value(n, e, max))
cases += trap_cases(6, (4, 12), .9, lambda n, e: forest_value(n, e, first_listed(e)))
p6665_put('brute-1', cases)
# brute-2: no edges (Alice iff n is odd), and one edge among isolated vertices.
p6665_put('brute-2', [(n, []) for n in range(1, 9)] + [(5, [(3, 1)]), (12, [(11, 10)])])
# brute-3: two equal trees (relabelled, each rooted at its least label), alone or beside a third.
cases = []
for k in range(10):
    a = R.randint(1, 6)
    t = [(v, R.randrange(v)) for v in range(1, a)]
    extra = R.randint(0, 12 - 2 * a) if k % 2 else 0
    edges = t + [(x + a, y + a) for x, y in t]
    edges += [(2 * a + v, 2 * a + R.randrange(v)) for v in range(1, extra)]
    n = 2 * a + extra
    e, perm = relabel(n, edges)
    # labels per tree must keep its root least: sort the labels of each copy.
    for base in (0, a):
        labels = sorted(perm[base:base + a])
        for i, lab in enumerate(labels):
            perm[base + i] = lab
    e = [(perm[x], perm[y]) for x, y in edges]
    R.shuffle(e)
    cases.append((n, e))
p6665_put('brute-3', cases)
# brute-4: the tag on a child's set is s(v) ^ g(c), not s(v).
def wrong_tag(n, e):
    par, _ = rooted(n, e)
    g, _ = recurrence(n, e, [True] * n, wrong_tag=True)
    x = 0
    for v in range(n):
        if par[v] < 0:
            x ^= g[v]
    return x
p6665_put('brute-4', trap_cases(10, (5, 12), .95, wrong_tag))
# brute-5..8: random forests, from sparse to single trees; n <= 12.
for k, p_edge in zip(range(5, 9), (.5, .75, .9, 1.0)):
    p6665_put(f'brute-{k}', [(n, random_forest(n, p_edge)) for n in [R.randint(1, 12) for _ in range(10)]])


def end_rooted_path(labels):
    """A path through `labels` in order, its least label first (rooted at an end)."""
    labels = sorted(labels)
    rest = labels[1:]
    R.shuffle(rest)
    seq = [labels[0]] + rest
    return [(seq[i], seq[i + 1]) if R.random() < .5 else (seq[i + 1], seq[i]) for i in range(len(seq) - 1)]


def write_big(name, cases, answers):
    put(P, name, p6665_text(cases), ''.join('Alice\n' if a else 'Bob\n' for a in answers))


# edge-1 (depth): two paths of 25000 with interleaved labels (Bob: 25000 ^ 25000 = 0), and a
# path of 49999 beside an isolated vertex (49999 ^ 1 != 0: Alice). Closed form: a path rooted at
# an end is worth its length.
n = 50000
labels = list(range(n))
R.shuffle(labels)
e1 = end_rooted_path(labels[:n // 2]) + end_rooted_path(labels[n // 2:])
R.shuffle(e1)
labels = list(range(n))
R.shuffle(labels)
e2 = end_rooted_path(labels[:n - 1])
write_big('edge-1', [(n, e1), (n, e2)], [False, True])
# edge-2: two equal random trees of 2*10^4 (each copy's root its least label): lost by mirror
# play (Bob); a star of 2*10^4 rooted at a leaf (recurrence on plain sets).
a = 20000
t = [(v, R.randrange(max(0, v - 50), v)) for v in range(1, a)]
labels = list(range(2 * a))
R.shuffle(labels)
copy1, copy2 = sorted(labels[:a]), sorted(labels[a:])
sub = list(range(1, a))
R.shuffle(sub)
order = [0] + sub  # the same labelling of both copies, root -> least
lab1, lab2 = [0] * a, [0] * a
for i, v in enumerate(order):
    lab1[v], lab2[v] = copy1[i], copy2[i]
e1 = [(lab1[x], lab1[y]) for x, y in t] + [(lab2[y], lab2[x]) for x, y in t]
R.shuffle(e1)
n2 = 20000
centre = R.randrange(1, n2)
e2 = [(centre, v) if R.random() < .5 else (v, centre) for v in range(n2) if v != centre]
R.shuffle(e2)
g, _ = recurrence(n2, e2, [True] * n2)
write_big('edge-2', [(2 * a, e1), (n2, e2)], [False, g[0] != 0])
# edge-3: ten forests of 5000 vertices in small trees (<= 9 vertices) and isolated vertices:
# each tree searched, values XORed (Sprague-Grundy); in the first five every tree comes twice.
cases, answers = [], []
for k in range(10):
    n, trees, used = 5000, [], 0
    goal = n // 2 if k < 5 else n
    while used < goal:
        size = min(goal - used, R.choice([1, 1, 2, 3, 5, 8, 9]))
        trees.append((size, [(v, R.randrange(v)) for v in range(1, size)]))
        used += size
    if k < 5:
        trees += trees
    x = 0
    for size, t in trees:
        x ^= forest_value(size, t)
    labels = list(range(n))
    R.shuffle(labels)
    edges, base = [], 0
    for size, t in trees:
        ls = sorted(labels[base:base + size])
        edges += [(ls[v], ls[w]) for v, w in t]  # v -> ls[v] keeps each root least
        base += size
    R.shuffle(edges)
    cases.append((n, edges))
    answers.append(x != 0)
    assert k >= 5 or x == 0
write_big('edge-3', cases, answers)
# edge-4: a broom (a path, a leaf on each vertex) or a random tree, valued g by the recurrence on
# plain sets, beside a path rooted at an end of g vertices (Bob) or of g + 1 (Alice).
cases, answers = [], []
for k in range(4):
    if k < 2:
        m = 1500 + 500 * k
        n = 2 * m
        e, _ = relabel(n, [(v, v - 1) for v in range(1, m)] + [(v, m + v) for v in range(m)], {0: 0})
    else:
        n = 3000
        e, _ = relabel(n, random_tree(n), {0: 0})
    g, _ = recurrence(n, e, [True] * n)
    x = g[0] + k % 2
    e += [(n + v, n + v + 1) for v in range(x - 1)]
    R.shuffle(e)
    cases.append((n + x, e))
    answers.append(k % 2 == 1)
write_big('edge-4', cases, answers)


# ---- spoj-cot3 ----
C = 'spoj-cot3'


def cot3_put(name, n, edges, white, want=None):
    inp = f'{n}\n' + ' '.join('0' if w else '1' for w in white) + '\n'
    inp += ''.join(f'{a + 1} {b + 1}\n' for a, b in edges)
    moves = tree_moves(n, edges, white) if want is None else want
    out = ''.join(f'{v + 1}\n' for v in moves) if moves else '-1\n'
    put(C, name, inp, out)
    return out


def cot3_random(n, p_white, deep=False):
    e, _ = relabel(n, random_tree(n, deep), {0: 0})
    return e, [R.random() < p_white for _ in range(n)]


# The spec's worked examples (not official): the search must give its outputs.
assert cot3_put('example-1', 5, [(0, 1), (0, 2), (2, 3), (2, 4)],
                [True, True, False, True, True]) == '2\n4\n5\n'
assert cot3_put('example-2', 6, [(0, 1), (0, 2), (1, 3), (3, 4), (2, 5)],
                [False, True, True, False, True, True]) == '-1\n'
cot3_put('brute-1', 1, [], [True])    # n = 1, white: 1
cot3_put('brute-2', 1, [], [False])   # n = 1, black: -1
cot3_put('brute-3', 6, random_tree(6), [False] * 6)  # all black: -1


def find(pred, n_range, p_white, deep=False):
    while True:
        n = R.randint(*n_range)
        e, white = cot3_random(n, p_white, deep)
        if pred(n, e, white):
            return n, e, white


def moves_by(rule):
    def f(n, e, white):
        _, after = recurrence(n, e, white, lambda vs: 0, **rule)
        return [v for v in range(n) if white[v] and after[v] == 0]
    return f


k = 4
# The root black with white vertices below; a losing tree with white vertices (-1); whites under
# a black vertex matter (a rule that cuts there errs); the wrong tag errs; many winning moves.
preds = [
    lambda n, e, w: not w[0] and any(w) and tree_moves(n, e, w),
    lambda n, e, w: any(w) and not tree_moves(n, e, w),
    lambda n, e, w: moves_by({'black_cuts': True})(n, e, w) != tree_moves(n, e, w),
    lambda n, e, w: moves_by({'black_cuts': True})(n, e, w) != tree_moves(n, e, w),
    lambda n, e, w: moves_by({'wrong_tag': True})(n, e, w) != tree_moves(n, e, w),
    lambda n, e, w: moves_by({'wrong_tag': True})(n, e, w) != tree_moves(n, e, w),
    lambda n, e, w: len(tree_moves(n, e, w)) >= 4,
    lambda n, e, w: len(tree_moves(n, e, w)) >= 3 and not w[0],
]
for pred in preds:
    n, e, w = find(pred, (6, 14), .6)
    cot3_put(f'brute-{k}', n, e, w)
    k += 1
# Random trees: shallow and deep, mostly white or half white.
for p_white, deep in ((.9, False), (.5, False), (.9, True), (.5, True), (1.0, False), (.7, True)):
    n, e, w = find(lambda n, e, w: True, (10, 14), p_white, deep)
    cot3_put(f'brute-{k}', n, e, w)
    k += 1

# edge-1: an all-white path of 10^5 rooted at its end 1: only the far end wins (a first move at
# depth d leaves a path of n - 1 - d vertices, a heap of that size).
n = 100000
seq = [0] + R.sample(range(1, n), n - 1)
edges = [(seq[i], seq[i + 1]) if R.random() < .5 else (seq[i + 1], seq[i]) for i in range(n - 1)]
R.shuffle(edges)
cot3_put('edge-1', n, edges, [True] * n, want=[seq[-1]])
# edge-2: a black root over two equal deep branches with equal colours: lost by mirror play.
a = 20000
t = [(v, R.randrange(max(0, v - 5), v)) for v in range(1, a)]
col = [R.random() < .6 for _ in range(a)]
perm = list(range(1, 2 * a + 1))
R.shuffle(perm)
edges = [(0, perm[0]), (0, perm[a])] + [(perm[x], perm[y]) for x, y in t] + [(perm[a + y], perm[a + x]) for x, y in t]
R.shuffle(edges)
white = [False] * (2 * a + 1)
for v in range(a):
    white[perm[v]] = white[perm[a + v]] = col[v]
cot3_put('edge-2', 2 * a + 1, edges, white, want=[])
# edge-3, edge-4: a random tree of 3000 vertices and a broom of 2 * 2000, random colours,
# recurrence on plain sets.
for name, (n, e) in (('edge-3', (3000, random_tree(3000))),
                     ('edge-4', (4000, [(v, v - 1) for v in range(1, 2000)] + [(v, 2000 + v) for v in range(2000)]))):
    e, _ = relabel(n, e, {0: 0})
    white = [R.random() < .8 for _ in range(n)]
    _, after = recurrence(n, e, white, lambda vs: 0)
    cot3_put(name, n, e, white, want=[v for v in range(n) if white[v] and after[v] == 0])
print('ok')
