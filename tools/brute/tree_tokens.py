"""Writes the brute-N, trap-1 and derived-N cases of cf-2013f1 (two tokens on a tree, visited
vertices shared; Alice walks from vertex 1 and moves first, Bob from u = v).
brute and trap: a memoised search of the game straight from its rules (state: the mover's vertex,
the other's, the visited set), n <= 12. trap: trees where a wrong rule answers differently (the
parity of the vertices between the tokens; each leaving at once, deepest walk against deepest;
a tie in walks won by the one who left). derived: trees of a few thousand vertices, answered by
the walk along the 1..u path (each steps toward the other until leaving wins), which the script
first checks against the search on 3000 random trees. Run: python3 tools/brute/tree_tokens.py"""
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
    _, d = path_and_walks(n, edges, u)
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
