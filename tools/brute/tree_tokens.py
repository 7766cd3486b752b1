"""Writes the brute-N, trap-1 and derived-N cases of cf-2013f1 (two tokens on a tree, visited
vertices shared; Alice walks from vertex 1 and moves first, Bob from u = v).
brute and trap: a memoised search of the game straight from its rules (state: the mover's vertex,
the other's, the visited set), n <= 12. trap: trees where a wrong rule answers differently (the
parity of the vertices between the tokens; each leaving at once, deepest walk against deepest;
a tie in walks won by the one who left). derived: trees of a few thousand vertices, answered by
the walk along the 1..u path (each steps toward the other until leaving wins), which the script
first checks against the search on 3000 random trees. Run: python3 tools/brute/tree_tokens.py

Then the cases of cf-2013f2 (Bob from each vertex of a path u..v that avoids vertex 1, answers in
order from u): note-1 (the first test of the statement's example, as its note describes it),
brute-N and trap-1 by the search from each start, derived-N (2000 to 4000 vertices, long paths:
the diameter of the largest part left when vertex 1 is removed) by the walk rule from each start,
in O(m) per start by running maxima, checked first against the plain walk rule."""
import random, sys
from functools import lru_cache
from common import put
R = random.Random(2013)
sys.setrecursionlimit(10000)


def adjacency(n, edges):
    adj = [[] for _ in range(n + 1)]
    for a, b in edges:
        adj[a].append(b)
        adj[b].append(a)
    return adj


def search(n, edges, u):
    """Whether Alice (on 1, to move) wins against Bob on u: the rules searched."""
    adj = adjacency(n, edges)

    @lru_cache(maxsize=None)
    def wins(x, y, seen):  # the player to move is on x, the other on y
        return any(not wins(y, z, seen | 1 << z) for z in adj[x] if not seen >> z & 1)
    return wins(1, u, 1 << 1 | 1 << u)


def path_and_walks(n, edges, u):
    """The path 1 = p_0..p_m = u and, for each p_l, its longest walk off the path."""
    adj = adjacency(n, edges)
    parent, order = {1: 0}, [1]
    for v in order:
        for w in adj[v]:
            if w != parent[v]:
                parent[w] = v
                order.append(w)
    path = [u]
    while path[-1] != 1:
        path.append(parent[path[-1]])
    path.reverse()
    on = set(path)
    deep = [0] * (n + 1)
    for v in reversed(order):
        if v not in on and parent[v]:
            deep[parent[v]] = max(deep[parent[v]], deep[v] + 1)
    return path, [deep[p] for p in path]


def walk_rule(n, edges, u, tie_to_leaver=False):
    """Each steps toward the other until leaving the path wins: the first winning leave decides,
    else who must move next to the other loses (tie_to_leaver: a wrong variant)."""
    return walk_on(path_and_walks(n, edges, u)[1], tie_to_leaver)


def walk_on(d, tie_to_leaver=False):
    """The walk rule on the walks d off the path (d[0]: Alice's vertex, d[-1]: Bob's)."""
    m = len(d) - 1
    beats = (lambda x, y: x >= y) if tie_to_leaver else (lambda x, y: x > y)
    i, j, alice = 0, m, True
    while True:
        if alice:
            best = max(j - l + d[l] for l in range(i + 1, j + 1))
            if beats(d[i], best):
                return True
            if i + 1 == j:
                return False
            i += 1
        else:
            best = max(l - i + d[l] for l in range(i, j))
            if beats(d[j], best):
                return False
            if i + 1 == j:
                return True
            j -= 1
        alice = not alice


def parity_rule(n, edges, u):
    """Wrong: only the vertices between the tokens count."""
    path, _ = path_and_walks(n, edges, u)
    return (len(path) - 2) % 2 == 1


def leave_at_once_rule(n, edges, u):
    """Wrong: both leave at once, Alice's deepest walk against Bob's."""
    _, d = path_and_walks(n, edges, u)
    return d[0] > d[-1]


def random_tree(n, shape):
    """Edges of a tree on 1..n, labels shuffled except vertex 1 where it lands."""
    par = [0, 0]
    for v in range(2, n + 1):
        if shape == 'path':
            par.append(v - 1 if R.random() < .8 else R.randint(1, v - 1))
        elif shape == 'broom':
            par.append(v - 1 if v <= n // 2 + 1 else R.randint(max(1, n // 2 - 1), n // 2 + 1))
        else:
            par.append(R.randint(1, v - 1))
    perm = list(range(1, n + 1))
    R.shuffle(perm)
    lab = [0] + perm
    edges = [(lab[v], lab[par[v]]) if R.random() < .5 else (lab[par[v]], lab[v]) for v in range(2, n + 1)]
    R.shuffle(edges)
    return edges


def text(cases):
    s = f'{len(cases)}\n'
    for n, edges, u in cases:
        s += f'{n}\n' + ''.join(f'{a} {b}\n' for a, b in edges) + f'{u} {u}\n'
    return s


def write(name, cases, answer):
    out = ''.join(('Alice' if answer(*c) else 'Bob') + '\n' for c in cases)
    put('cf-2013f1', name, text(cases), out)


# The official samples, by the search.
SAMPLES = [(3, [(1, 2), (2, 3)], 2), (3, [(1, 2), (2, 3)], 3),
           (6, [(1, 2), (1, 3), (2, 4), (2, 5), (1, 6)], 4)]
assert [search(*c) for c in SAMPLES] == [False, True, True]

# The walk rule against the search on 3000 random trees (every shape, n <= 11).
for _ in range(3000):
    n = R.randint(2, 11)
    c = (n, random_tree(n, R.choice(['path', 'broom', 'random'])), R.randint(2, n))
    assert walk_rule(*c) == search(*c), c

# brute: 6 files of 40 random cases, n <= 12.
for k in range(1, 7):
    cases = []
    for _ in range(40):
        n = R.randint(2, 12)
        cases.append((n, random_tree(n, ['path', 'broom', 'random'][k % 3]), R.randint(2, n)))
    write(f'brute-{k}', cases, search)

# trap: n = 2, then 10 trees for each wrong rule where it answers differently from the search.
traps = [(2, [(1, 2)], 2)]
for wrong in (parity_rule, leave_at_once_rule, lambda *c: walk_rule(*c, tie_to_leaver=True)):
    found = 0
    while found < 10:
        n = R.randint(3, 12)
        c = (n, random_tree(n, R.choice(['path', 'broom', 'random'])), R.randint(2, n))
        if wrong(*c) != search(*c):
            traps.append(c)
            found += 1
write('trap-1', traps, search)

# derived: long paths with branches, brooms and random trees of 2000 to 4000 vertices.
for k in range(1, 4):
    cases = []
    for _ in range(6):
        n = R.randint(2000, 4000)
        edges = random_tree(n, ['path', 'broom', 'random'][k - 1])
        cases.append((n, edges, R.randint(2, n)))
    write(f'derived-{k}', cases, walk_rule)


# ---- cf-2013f2: every start on the path u..v (which avoids vertex 1) ----
R2 = random.Random(20132)


def path_between(n, edges, u, v):
    """The vertices of the path u..v, in order."""
    adj = adjacency(n, edges)
    parent, order = {u: 0}, [u]
    for x in order:
        for y in adj[x]:
            if y not in parent:
                parent[y] = x
                order.append(y)
    path = [v]
    while path[-1] != u:
        path.append(parent[path[-1]])
    return path[::-1]


def walk_on_fast(d):
    """walk_on on the walks d (d[0]: Alice's vertex, d[-1]: Bob's) in O(m): every window of the
    walk holds the middle c, so maxima running outwards from c answer each."""
    m = len(d) - 1
    c = (m + 1) // 2
    far = [d[l] + m - l for l in range(m + 1)]
    near = [d[l] + l for l in range(m + 1)]
    for t in (far, near):
        for l in range(c - 1, -1, -1):
            t[l] = max(t[l], t[l + 1])
        for l in range(c + 1, m + 1):
            t[l] = max(t[l], t[l - 1])
    i, j = 0, m
    while True:
        if d[i] + m - j > max(far[i + 1], far[j]):
            return True
        if i + 1 == j:
            return False
        i += 1
        if d[j] + i > max(near[i], near[j - 1]):
            return False
        if i + 1 == j:
            return True
        j -= 1


def walks_from_1(n, edges):
    """Rooted at 1: parent, the longest walk down from each vertex, and from each vertex x the
    longest walk down avoiding a child c (walk_avoiding(x, c))."""
    adj = adjacency(n, edges)
    parent, order = {1: 0}, [1]
    for x in order:
        for y in adj[x]:
            if y != parent[x]:
                parent[y] = x
                order.append(y)
    deep = [0] * (n + 1)
    for x in reversed(order):
        if parent[x]:
            deep[parent[x]] = max(deep[parent[x]], deep[x] + 1)

    def walk_avoiding(x, c):
        return max([deep[y] + 1 for y in adj[x] if y != parent[x] and y != c], default=0)
    return parent, deep, walk_avoiding


def along_by_walk(n, edges, u, v, end_as_inner=False):
    """The walk rule from each start p_j of u..v (end_as_inner: a wrong variant, Bob's own walk
    taken as an inner vertex's, without the rest of the path below him)."""
    parent, deep, walk_avoiding = walks_from_1(n, edges)
    out = []
    for b in path_between(n, edges, u, v):
        q = [b]
        while q[-1] != 1:
            q.append(parent[q[-1]])
        q.reverse()
        d = [walk_avoiding(q[l], q[l + 1]) for l in range(len(q) - 1)]
        d.append(walk_avoiding(b, 0) if not end_as_inner else
                 max([deep[y] + 1 for y in adjacency(n, edges)[b]
                      if y != parent[b] and y not in path_between(n, edges, u, v)], default=0))
        out.append(walk_on_fast(d))
    return out


def along_by_search(n, edges, u, v):
    return [search(n, edges, b) for b in path_between(n, edges, u, v)]


def pick_path(n, edges, longest):
    """u, v (>= 2) whose path avoids vertex 1: random, or the ends of a longest path in the
    largest part left when vertex 1 is removed."""
    if not longest:
        while True:
            u, v = R2.randint(2, n), R2.randint(2, n)
            if 1 not in path_between(n, edges, u, v):
                return u, v
    adj = adjacency(n, edges)
    seen, parts = {1}, []
    for s in range(2, n + 1):
        if s not in seen:
            seen.add(s)
            part = [s]
            for x in part:
                for y in adj[x]:
                    if y not in seen:
                        seen.add(y)
                        part.append(y)
            parts.append(part)
    part = max(parts, key=len)

    def farthest(s):
        dist, order = {s: 0}, [s]
        for x in order:
            for y in adj[x]:
                if y != 1 and y not in dist:
                    dist[y] = dist[x] + 1
                    order.append(y)
        return order[-1]
    u = farthest(part[0])
    return u, farthest(u)


def text2(cases):
    s = f'{len(cases)}\n'
    for n, edges, u, v in cases:
        s += f'{n}\n' + ''.join(f'{a} {b}\n' for a, b in edges) + f'{u} {v}\n'
    return s


def write2(name, cases, answer):
    out = ''.join(('Alice' if w else 'Bob') + '\n' for c in cases for w in answer(*c))
    put('cf-2013f2', name, text2(cases), out)


# The fast walk against the plain one, and the walk rule from each start against the search.
for _ in range(3000):
    m = R2.randint(1, 12)
    d = [R2.randint(0, 6) for _ in range(m + 1)]
    assert walk_on_fast(d) == walk_on(d), d
for _ in range(1500):
    n = R2.randint(3, 11)
    edges = random_tree(n, R2.choice(['path', 'broom', 'random']))
    c = (n, edges) + pick_path(n, edges, R2.random() < .5)
    assert along_by_walk(*c) == along_by_search(*c), c

# note-1: the statement's note: the path 1 - 2 - 3, u = 2, v = 3 (Bob, then Alice).
NOTE = (3, [(1, 2), (2, 3)], 2, 3)
assert along_by_search(*NOTE) == [False, True]
write2('note-1', [NOTE], along_by_search)

# brute: 6 files of 40 random cases, n <= 12, half of the paths longest.
for k in range(1, 7):
    cases = []
    for _ in range(40):
        n = R2.randint(3, 12)
        edges = random_tree(n, ['path', 'broom', 'random'][k % 3])
        cases.append((n, edges) + pick_path(n, edges, R2.random() < .5))
    write2(f'brute-{k}', cases, along_by_search)

# trap: n = 2 and 3, then 15 trees where Bob's own walk taken as an inner vertex's (without
# the rest of u..v below him) answers differently from the search.
traps = [(2, [(1, 2)], 2, 2), (3, [(1, 2), (1, 3)], 2, 2), (3, [(2, 1), (3, 2)], 3, 2)]
found = 0
while found < 15:
    n = R2.randint(4, 12)
    edges = random_tree(n, R2.choice(['path', 'broom', 'random']))
    c = (n, edges) + pick_path(n, edges, True)
    if along_by_walk(*c, end_as_inner=True) != along_by_search(*c):
        traps.append(c)
        found += 1
write2('trap-1', traps, along_by_search)

# derived: paths with branches, brooms and random trees of 2000 to 4000 vertices.
for k in range(1, 4):
    cases = []
    for i in range(4):
        n = R2.randint(2000, 4000)
        edges = random_tree(n, ['path', 'broom', 'random'][k - 1])
        cases.append((n, edges) + pick_path(n, edges, i % 2 == 0))
    write2(f'derived-{k}', cases, along_by_walk)
