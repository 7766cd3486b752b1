"""Writes the brute-N and edge-N cases of cf-1498f (Christmas Game: staircase Nim on a tree with
step k, every root). brute: every answer by memoised search of the real game from each root, a
position being the vector of present counts, a move taking m >= 1 presents from a node of depth
>= k to its k-th ancestor (trees of 3..7 nodes, at most 8 presents, k = 1..4). brute-1..5: trees
where a plausible wrong rule (named below) answers differently for some root, one a rule;
brute-6..8: trees deeper than 2k; brute-9..12: k at or above the height from some roots;
brute-13..18: random. edge: 1000 nodes, k = 20 and k = 1, presents up to 10^9, answered by the
rule (XOR over floor(depth / k) odd, depths by breadth-first search from each root), which the
script first checks against the search on every brute case; each edge case has roots of both
answers (three presents x, y, x ^ y; the k = 1 bipartition side of vertex 0 XOR-ed to 0; a
shallow random tree). The recalled sample is checked by the search too.
Run: python3 tools/brute/tree_staircase.py"""
import random, sys
from collections import deque
from common import put
sys.setrecursionlimit(10000)
R = random.Random(1498)
SLUG = 'cf-1498f'


def random_tree(n, deep=False):
    """Edges of a random tree on 0..n-1 (a parent among the last two vertices if deep)."""
    edges = []
    for v in range(1, n):
        p = R.randrange(max(0, v - 2), v) if deep else R.randrange(v)
        edges.append((v, p))
    perm = list(range(n))
    R.shuffle(perm)
    edges = [(perm[a], perm[b]) if R.random() < 0.5 else (perm[b], perm[a]) for a, b in edges]
    R.shuffle(edges)
    return edges


def bfs(n, edges, r):
    adj = [[] for _ in range(n)]
    for a, b in edges:
        adj[a].append(b)
        adj[b].append(a)
    depth, parent = [-1] * n, [-1] * n
    depth[r] = 0
    q = deque([r])
    while q:
        v = q.popleft()
        for u in adj[v]:
            if depth[u] < 0:
                depth[u], parent[u] = depth[v] + 1, v
                q.append(u)
    return depth, parent


def search_wins(n, edges, k, a):
    """For each root, whether the first player wins the real game (memoised search)."""
    out = []
    for r in range(n):
        depth, parent = bfs(n, edges, r)
        up = []
        for v in range(n):
            u = v
            for _ in range(k if depth[v] >= k else 0):
                u = parent[u]
            up.append(u if depth[v] >= k else -1)
        memo = {}

        def win(pos):
            if pos not in memo:
                res = False
                for v in range(n):
                    if up[v] >= 0:
                        for m in range(1, pos[v] + 1):
                            q = list(pos)
                            q[v] -= m
                            q[up[v]] += m
                            if not win(tuple(q)):
                                res = True
                                break
                    if res:
                        break
                memo[pos] = res
            return memo[pos]
        out.append(win(tuple(a)))
    return out


def rule(n, edges, k, a, stair_odd=lambda d, k: d // k % 2 == 1):
    out = []
    for r in range(n):
        depth, _ = bfs(n, edges, r)
        x = 0
        for v in range(n):
            if stair_odd(depth[v], k):
                x ^= a[v]
        out.append(x != 0)
    return out


WRONG = [
    ('depth parity', lambda d, k: d % 2 == 1),
    ('depth >= k (every stair but 0)', lambda d, k: d >= k),
    ('floor(depth / k) even and >= 2', lambda d, k: d // k % 2 == 0 and d >= k),
    ('depth mod k odd', lambda d, k: d % k % 2 == 1),
    ('floor((depth + 1) / k) odd', lambda d, k: (d + 1) // k % 2 == 1),
]


def text(n, k, edges, a):
    lines = [f'{n} {k}'] + [f'{x + 1} {y + 1}' for x, y in edges] + [' '.join(map(str, a))]
    return '\n'.join(lines) + '\n'


def answer(wins):
    return ' '.join('1' if w else '0' for w in wins) + '\n'


def coins(n, total):
    a = [0] * n
    for _ in range(total):
        a[R.randrange(n)] += 1
    return a


def brute(cases):
    """Writes brute-N, one tree each: the search's answer, checked against the rule."""
    for i, (n, k, edges, a) in enumerate(cases):
        w = search_wins(n, edges, k, a)
        assert w == rule(n, edges, k, a), (n, k, edges, a)
        put(SLUG, f'brute-{i + 1}', text(n, k, edges, a), answer(w))


def main():
    # The recalled sample (README): the search reproduces its answer.
    sample = [(0, 1), (0, 2), (4, 1), (3, 2)]
    assert answer(search_wins(5, sample, 1, [0, 3, 2, 4, 4])) == '1 0 0 1 1\n'
    cases = []
    # brute-1: each wrong rule answers differently for some root of one of these.
    for label, wrong in WRONG:
        while True:
            n, k = R.randint(4, 7), R.randint(1, 3)
            edges, a = random_tree(n, deep=R.random() < 0.5), coins(n, R.randint(2, 8))
            if rule(n, edges, k, a) != rule(n, edges, k, a, wrong):
                cases.append((n, k, edges, a))
                break
    # brute-2: paths and deep trees (depth > 2k from some root); brute-3: k >= height somewhere.
    deep = [(7, k, random_tree(7, deep=True), coins(7, 7)) for k in (1, 2, 3)]
    high = [(n, k, random_tree(n), coins(n, 6)) for n, k in ((3, 2), (4, 3), (5, 4), (6, 3))]
    rand = []
    for _ in range(6):
        n = R.randint(3, 7)
        rand.append((n, R.randint(1, 3), random_tree(n), coins(n, R.randint(0, 8))))
    brute(cases + deep + high + rand)
    # edge: 1000 nodes, presents up to 10^9, by the rule (checked above against the search);
    # each with both answers among its roots.
    n = 1000
    edges = random_tree(n, deep=True)  # deep: many stairs of k = 20
    a = [0] * n
    x, y = R.randrange(1, 1 << 29), R.randrange(1, 1 << 29)
    for v, c in zip(R.sample(range(n), 3), (x, y, x ^ y)):
        a[v] = c  # lost from the roots that see all three on stairs of one parity
    put(SLUG, 'edge-1', text(n, 20, edges, a), answer(rule(n, edges, 20, a)))
    # k = 1: the odd stairs are one side of the bipartition; that of vertex 0's side XORs to 0.
    edges = random_tree(n)
    a = [R.choice([0, R.randrange(1 << 29), 10 ** 9]) for _ in range(n)]
    depth, _ = bfs(n, edges, 0)
    side = [v for v in range(n) if depth[v] % 2 == 0 and a[v] != 10 ** 9]
    x = 0
    for v in range(n):
        if depth[v] % 2 == 0:
            x ^= a[v]
    a[side[0]] ^= x
    assert a[side[0]] <= 10 ** 9
    put(SLUG, 'edge-2', text(n, 1, edges, a), answer(rule(n, edges, 1, a)))
    edges = random_tree(n)  # shallow: many roots see every present on stair 0
    a = [R.choice([0, R.randint(1, 10 ** 9), 10 ** 9]) for _ in range(n)]
    put(SLUG, 'edge-3', text(n, 20, edges, a), answer(rule(n, edges, 20, a)))

main()
