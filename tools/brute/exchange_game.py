"""Writes the brute-N and edge-N cases of atcoder-abc380-f (Exchange Game) by memoised search of
the rules over sorted tuples of numbers (multisets: no indices, no bit masks), independent of the
library's base-3 encoding. Each brute case is chosen where a plausible wrong rule answers
differently (the trap named in the comment). Run: python3 tools/brute/exchange_game.py"""
import random, sys
from common import put
sys.setrecursionlimit(10000)
R = random.Random(380)
SLUG = 'atcoder-abc380-f'


def rm(t, i):
    return t[:i] + t[i + 1:]


def add(t, x):
    return tuple(sorted(t + (x,)))


def solver(take='optional', smaller=lambda y, x: y < x, take_back=False):
    """win(mover, other, table): the player to move wins. take: 'optional', 'never', 'largest'
    or 'smallest' (only that one of the cards that qualify); take_back: the card just played may
    be taken back. A position is marked lost when its search starts, as a careless memo does:
    the real rules never meet it again (the mover's hand total drops), but the wrong rules with
    equal or taken-back cards make plays repeat, and the mark then decides."""
    memo = {}
    def win(me, you, tab):
        key = (me, you, tab)
        if key in memo: return memo[key]
        memo[key] = False
        res = False
        for i in range(len(me)):
            x, hand = me[i], rm(me, i)
            takes = [j for j in range(len(tab)) if smaller(tab[j], x)]
            if take == 'never': takes = []
            if take == 'largest': takes = takes[-1:]
            if take == 'smallest': takes = takes[:1]
            opts = [(hand, add(tab, x))] + [(add(hand, tab[j]), add(rm(tab, j), x)) for j in takes]
            if take_back:
                opts.append((me, tab))
            if any(not win(you, h, t) for h, t in opts):
                res = True
                break
        memo[key] = res
        return res
    return lambda a, b, c: win(tuple(sorted(a)), tuple(sorted(b)), tuple(sorted(c)))


def forgetful(a, b, c):
    """Trap: the memo key leaves out whose turn it is (absolute hands, first visit decides)."""
    memo = {}
    def win(t, s, tab, turn):
        key = (t, s, tab)
        if key in memo: return memo[key]
        me, you = (t, s) if turn == 0 else (s, t)
        res = False
        for i in range(len(me)):
            x, hand = me[i], rm(me, i)
            for h, tb in [(hand, add(tab, x))] + [(add(hand, tab[j]), add(rm(tab, j), x))
                                                  for j in range(len(tab)) if tab[j] < x]:
                nt, ns = (h, you) if turn == 0 else (you, h)
                if not win(nt, ns, tb, 1 - turn):
                    res = True
                    break
            if res: break
        memo[key] = res
        return res
    return win(tuple(sorted(a)), tuple(sorted(b)), tuple(sorted(c)), 0)


def as_sets(a, b, c):
    """Trap: cards identified by number (repeats collapse, as with a bit mask per number)."""
    return right(sorted(set(a)), sorted(set(b)), sorted(set(c)))


right = solver()
WRONG = [
    ('take at all', solver(take='never')),
    ('any smaller card, not only the largest', solver(take='largest')),
    ('any smaller card, not only the smallest', solver(take='smallest')),
    ('strictly smaller', solver(smaller=lambda y, x: y <= x)),
    ('played card not taken back', solver(take_back=True)),
    ('whose turn', forgetful),
    ('repeats', as_sets),
]


def text(a, b, c):
    return f'{len(a)} {len(b)} {len(c)}\n{" ".join(map(str, a))}\n{" ".join(map(str, b))}\n{" ".join(map(str, c))}\n'


def answer(a, b, c):
    return 'Takahashi\n' if right(a, b, c) else 'Aoki\n'


def deal(k, hi):
    v = [R.randint(1, hi) for _ in range(k)]
    n = R.randint(1, k - 2)
    m = R.randint(1, k - n - 1)
    return v[:n], v[n:n + m], v[n + m:]


cases = []
for name, wrong in WRONG:
    found = {True: None, False: None}  # one case of each answer where the wrong rule errs
    for _ in range(20000):
        a, b, c = deal(R.randint(3, 7), R.choice([3, 5, 9]))
        w = right(a, b, c)
        if found[w] is None and wrong(a, b, c) != w:
            found[w] = (a, b, c)
        if all(found.values()): break
    got = [x for x in found.values() if x]
    assert got, name
    cases += got
for _ in range(4):  # random deals of 8 cards, numbers up to 10^9
    a, b, c = deal(8, 10**9)
    cases.append((a, b, c))
for k, (a, b, c) in enumerate(cases, 1):
    put(SLUG, f'brute-{k}', text(a, b, c), answer(a, b, c))
# Edges: all twelve cards equal (nothing can ever be taken: the longer hand wins, a tie loses
# for the first player); numbers at 10^9 with repeats across the groups; N = M = 1; the deal of
# tools/gen/atcoder-abc380-f.rs (12 distinct numbers, the most positions reached by the search).
E9 = 10**9
edges = [([E9] * 6, [E9] * 5, [E9]), ([E9] * 5, [E9] * 5, [E9] * 2),
         ([E9, 1, E9, 1], [E9, 1, E9, 1, 2], [E9, 2, 1]), ([1], [1], [1] * 10),
         tuple([r * 83_333_333 for r in h] for h in ([1, 7, 4, 3, 12, 10], [5, 11, 9, 8, 6], [2]))]
for k, (a, b, c) in enumerate(edges, 1):
    put(SLUG, f'edge-{k}', text(a, b, c), answer(a, b, c))
print('ok', len(cases), 'brute,', len(edges), 'edge')
