"""Writes the cases of the interactive problems: judge inputs (testcases/<slug>/NAME.in, no .out),
which the judge scripts/judges/<slug>.rs plays against the solution (scripts/run_all.sh, interact.sh).

atcoder-abc278-g: one game `N L R [all | seed S]` per line.
  brute-1..3  every N <= 8 and 1 <= L <= R <= N with `all`: the judge plays every sequence of its
              own moves, so the solution must win against every play (1,594 runs of the solution)
  random-1    every N in 9..=16 and L <= R <= N, the judge's random moves (seeded per line),
              a winning move whenever the solution lets it have one
  random-2    60 random (N, L, R), N <= 2000, half with L = R
  edge-1      N = 2000 and 1999 with L = R of the other parity (no mirror play: Grundy values)
  edge-2      mirror play at the extremes (L = 1, R = N; L = R = N; L = R = N - 1; R = L + 1)

atcoder-abc398-e: one game `N U1 V1 ... U(N-1) V(N-1) [all | seed S]` per line (a tree).
  brute-1     every labelled tree on 2..=5 vertices with `all` (145 trees): the judge plays every
              sequence of its moves
  brute-2     12 random trees on 6 and 7 vertices with `all`
  random-1    60 random trees on <= 40 vertices (random labels, shapes from random parents,
              paths, stars), the judge's random moves
  edge-1      N = 100: path, star, double star, caterpillar, a complete binary tree; N = 2, 3
  Before writing, a search of the real game (bit masks of added edges, an edge allowed iff the
  graph stays 2-colourable, tried over every colouring) on every tree of <= 6 vertices checks
  that the first player wins iff the number of addable cross pairs is odd, and that no play is
  shorter or longer: the judge inputs then cover both First and Second.
"""
import random
from common import prufer_tree, write


def put(slug, name, lines):
    write(slug, f'{name}.in', ''.join(line + '\n' for line in lines))


def abc278g():
    slug = 'atcoder-abc278-g'
    games = lambda ns, tail: [f'{n} {l} {r}{tail}' for n in ns for l in range(1, n + 1) for r in range(l, n + 1)]
    put(slug, 'brute-1', games(range(1, 7), ' all'))
    put(slug, 'brute-2', games([7], ' all'))
    put(slug, 'brute-3', games([8], ' all'))
    put(slug, 'random-1', games(range(9, 17), ''))
    rng = random.Random(278)
    lines = []
    for i in range(60):
        n = rng.randint(1, 2000)
        l = rng.randint(1, n)
        r = l if i % 2 == 0 else rng.randint(l, n)
        lines.append(f'{n} {l} {r} seed {rng.randint(1, 10**9)}')
    put(slug, 'random-2', lines)
    put(slug, 'edge-1', ['2000 1 1', '2000 3 3', '2000 7 7', '2000 999 999', '2000 1999 1999',
                         '1999 2 2', '1999 4 4', '1999 1000 1000', '1999 1998 1998', '1 1 1'])
    put(slug, 'edge-2', ['2000 1 2000', '2000 2000 2000', '1999 1999 1999', '2000 1999 2000',
                         '1999 1 1', '2000 2 2', '2000 1000 1001', '1999 1998 1999', '2000 1 2'])


def every_tree(n):
    if n == 2:
        return [[(0, 1)]]
    out = []
    for code in range(n ** (n - 2)):
        seq = [code // n ** k % n for k in range(n - 2)]
        out.append(prufer_tree(n, seq))
    return out


def cross_pairs(n, edges):
    """The addable pairs: different sides of the tree's 2-colouring, not yet joined."""
    adj = [[] for _ in range(n)]
    for u, v in edges:
        adj[u].append(v)
        adj[v].append(u)
    side, stack = {0: 0}, [0]
    while stack:
        v = stack.pop()
        for u in adj[v]:
            if u not in side:
                side[u] = 1 - side[v]
                stack.append(u)
    present = set(edges)
    return [(i, j) for i in range(n) for j in range(i + 1, n) if side[i] != side[j] and (i, j) not in present]


def game_search(n, edges):
    """(first player wins, shortest play, longest play) of the real game, by a memoised search
    over the sets of added pairs: a pair may be added iff it is absent and some 2-colouring of
    the vertices has no edge inside a colour afterwards."""
    pairs = [(i, j) for i in range(n) for j in range(i + 1, n) if (i, j) not in set(edges)]

    def bipartite(es):
        return any(all((c >> u & 1) != (c >> v & 1) for u, v in es) for c in range(1 << n))

    memo = {}

    def solve(mask):
        if mask in memo:
            return memo[mask]
        es = edges + [pairs[b] for b in range(len(pairs)) if mask >> b & 1]
        win, lo, hi = False, None, 0
        for b in range(len(pairs)):
            if not mask >> b & 1 and bipartite(es + [pairs[b]]):
                w, l, h = solve(mask | 1 << b)
                win |= not w
                lo = l + 1 if lo is None else min(lo, l + 1)
                hi = max(hi, h + 1)
        memo[mask] = (win, lo or 0, hi)
        return memo[mask]

    return solve(0)


def game_line(n, edges, tail, rng=None):
    labels = list(range(n))
    if rng:
        rng.shuffle(labels)
    es = sorted((min(labels[u], labels[v]), max(labels[u], labels[v])) for u, v in edges)
    return f'{n} ' + ' '.join(f'{u + 1} {v + 1}' for u, v in es) + tail


def abc398e():
    slug = 'atcoder-abc398-e'
    for n in range(2, 7):
        for edges in every_tree(n):
            k = len(cross_pairs(n, edges))
            assert game_search(n, edges) == (k % 2 == 1, k, k), (n, edges)
    lines = [game_line(n, e, ' all') for n in range(2, 6) for e in every_tree(n)]
    put(slug, 'brute-1', lines)
    rng = random.Random(398)
    lines = []
    for n in [6] * 6 + [7] * 6:
        lines.append(game_line(n, prufer_tree(n, [rng.randrange(n) for _ in range(n - 2)]), ' all'))
    put(slug, 'brute-2', lines)
    lines = []
    for i in range(60):
        n = rng.randint(2, 40)
        shape = i % 4
        if shape == 0:
            edges = [(v - 1, v) for v in range(1, n)]
        elif shape == 1:
            edges = [(0, v) for v in range(1, n)]
        else:
            edges = [(rng.randrange(v), v) for v in range(1, n)]
        lines.append(game_line(n, edges, f' seed {rng.randint(1, 10**9)}', rng))
    put(slug, 'random-1', lines)
    n = 100
    binary = [((v - 1) // 2, v) for v in range(1, n)]
    double_star = [(0, 1)] + [(0, v) for v in range(2, 50)] + [(1, v) for v in range(50, n)]
    caterpillar = [(v - 1, v) for v in range(1, 50)] + [(v - 50, v) for v in range(50, n)]
    lines = [game_line(n, [(v - 1, v) for v in range(1, n)], ''),
             game_line(n, [(0, v) for v in range(1, n)], ''),
             game_line(n, double_star, ''), game_line(n, caterpillar, ''), game_line(n, binary, ''),
             game_line(99, [(v - 1, v) for v in range(1, 99)], ''), game_line(2, [(0, 1)], ''),
             game_line(3, [(0, 1), (1, 2)], ''), game_line(3, [(0, 2), (1, 2)], '')]
    put(slug, 'edge-1', lines)


if __name__ == '__main__':
    abc278g()
    abc398e()
