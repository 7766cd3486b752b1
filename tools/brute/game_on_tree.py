"""Writes the brute-N and edge-N cases of cf-1970c3 (Game on Tree (Hard)).
brute-1..16: trees of 2..14 nodes (random, paths, stars, spiders, caterpillars, brooms), every
node or a random multiset of starts, answered by a memoised search of the literal game: the state
is (stone's node, set of active nodes), a move activates an inactive neighbour, who cannot move
loses. Nothing assumes matchings or a tree DP. The official samples of C1, C2 and C3 are checked
against the same search first.
edge-1..4: a path, a spider (legs of 1..3), a caterpillar and a random tree of 5*10^4 to
6*10^4 nodes, by a second method the script checks against the search on every brute tree and 320
random labelled trees of <= 9 nodes: on a tree the active set is the path back, so a round from v entered from p is the game on
v's side of the edge (p, v); win(v, p) = some neighbour w != p has not win(w, v), every directed
edge once (iterative, counting losing neighbours so a star stays linear).
Run: python3 tools/brute/game_on_tree.py"""
import random, sys
from functools import lru_cache
from common import prufer_tree, put
sys.setrecursionlimit(10000)
R = random.Random(1970)
SLUG = 'cf-1970c3'


def search(n, edges):
    """Whether the first player wins from each node, by search over (node, active set)."""
    adj = [[] for _ in range(n)]
    for u, v in edges:
        adj[u].append(v)
        adj[v].append(u)

    @lru_cache(maxsize=None)
    def wins(v, active):
        return any(not wins(w, active | 1 << w) for w in adj[v] if not active >> w & 1)
    return [wins(v, 1 << v) for v in range(n)]


def edge_dp(n, edges):
    """Whether the first player wins from each node, by win(v, p) over directed edges."""
    adj = [[] for _ in range(n)]
    for u, v in edges:
        adj[u].append(v)
        adj[v].append(u)
    parent, order = [-1] * n, [0]
    seen = [False] * n
    seen[0] = True
    for v in order:
        for w in adj[v]:
            if not seen[w]:
                seen[w], parent[w] = True, v
                order.append(w)
    # down[v] = win(v, parent[v]): the game in v's subtree; up[v] = win(parent[v], v).
    down, lost_kids = [False] * n, [0] * n
    for v in reversed(order):
        down[v] = lost_kids[v] > 0
        if parent[v] >= 0 and not down[v]:
            lost_kids[parent[v]] += 1
    up, result = [False] * n, [False] * n
    for v in order:
        p = parent[v]
        lost = lost_kids[v] + (1 if p >= 0 and not up[v] else 0)
        result[v] = lost > 0
        for w in adj[v]:
            if w != p:
                up[w] = lost - (0 if down[w] else 1) > 0
    return result


def shape_edges(n, shape):
    """Edges of a tree on 0..n-1 of the given shape, labels shuffled (node 0 stays a root)."""
    if shape == 'random':
        par = [R.randrange(i) if i else -1 for i in range(n)]
    elif shape == 'path':
        par = [i - 1 for i in range(n)]
    elif shape == 'star':
        par = [-1] + [0] * (n - 1)
    elif shape == 'spider':  # legs of length 1..3 from the centre
        par, i = [-1], 1
        while i < n:
            leg = R.randint(1, 3)
            for j in range(min(leg, n - i)):
                par.append(0 if j == 0 else i + j - 1)
            i += min(leg, n - i)
    elif shape == 'caterpillar':
        par = [-1] + [i - 2 if i % 2 == 0 else i - 1 for i in range(1, n)]
        par[1] = 0
    else:  # broom: a handle, then a star at its end
        h = n // 2
        par = [i - 1 if i <= h else h for i in range(n)]
    label = list(range(n))
    tail = label[1:]
    R.shuffle(tail)
    label[1:] = tail
    edges = [(label[i], label[par[i]]) if R.random() < .5 else (label[par[i]], label[i])
             for i in range(1, n)]
    R.shuffle(edges)
    return edges


def case(n, edges, starts, wins):
    inp = f'{n} {len(starts)}\n' + ''.join(f'{u + 1} {v + 1}\n' for u, v in edges)
    inp += ' '.join(str(u + 1) for u in starts) + '\n'
    return inp, ''.join(('Ron' if wins[u] else 'Hermione') + '\n' for u in starts)


def main():
    # The official samples (C3's two, C2's one, C1's two; 1-based), by the search.
    samples = [
        (5, [(1, 2), (1, 3), (3, 4), (3, 5)], [1, 2], 'Ron Ron'),
        (6, [(1, 2), (2, 3), (1, 4), (4, 5), (4, 6)], [1, 4, 6], 'Hermione Ron Hermione'),
        (5, [(1, 2), (1, 3), (3, 4), (3, 5)], [1], 'Ron'),
        (3, [(2, 3), (3, 1)], [3], 'Ron'),
        (5, [(1, 2), (2, 3), (3, 4), (4, 5)], [5], 'Hermione'),
    ]
    for n, e, starts, want in samples:
        w = search(n, [(u - 1, v - 1) for u, v in e])
        assert ' '.join('Ron' if w[u - 1] else 'Hermione' for u in starts) == want, (n, e)
    shapes = ['random', 'path', 'star', 'spider', 'caterpillar', 'broom']
    trees = [(2, 'path'), (3, 'path'), (4, 'star'), (5, 'spider')]
    trees += [(R.randint(6, 14), shapes[k % 6]) for k in range(12)]
    for k, (n, shape) in enumerate(trees, 1):
        edges = shape_edges(n, shape)
        wins = search(n, edges)
        assert wins == edge_dp(n, edges)
        if k % 3 == 0:  # a random multiset of t <= n starts
            starts = [R.randrange(n) for _ in range(R.randint(1, n))]
        else:  # every node once, shuffled
            starts = list(range(n))
            R.shuffle(starts)
        put(SLUG, f'brute-{k}', *case(n, edges, starts, wins))
    # 40 random labelled trees (Pruefer codes) of each size 2..9 agree too.
    for n in range(2, 10):
        for _ in range(40):
            edges = prufer_tree(n, [R.randrange(n) for _ in range(n - 2)])
            assert search(n, edges) == edge_dp(n, edges)
    # Large trees by the directed-edge rule.
    big = [(50001, 'path'), (50000, 'spider'), (50001, 'caterpillar'), (60000, 'random')]
    for k, (n, shape) in enumerate(big, 1):
        edges = shape_edges(n, shape)
        starts = [R.randrange(n) for _ in range(n if k % 2 else n // 3)]
        put(SLUG, f'edge-{k}', *case(n, edges, starts, edge_dp(n, edges)))


main()
