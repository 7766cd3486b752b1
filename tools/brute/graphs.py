"""Writes the brute-N cases of atcoder-abc209-e, cf-786a and luogu-p6560: outcomes by a label
fixpoint straight from each problem's rules (on the word-to-word graph, on the 2n states, on the
vertices), independent of the library; and the brute-N and edge-N cases of atcoder-abc261-h:
totals by value iteration on the (vertex, mover) states. Run: python3 tools/brute/graphs.py"""
import os, random
R = random.Random(786)
from common import put


def fixpoint(states, moves, lost):
    """WIN/LOSE labels by iterating to the least fixpoint; unlabelled = draw."""
    label = {s: ('L' if s in lost or not moves(s) else None) for s in states}
    changed = True
    while changed:
        changed = False
        for s in states:
            if label[s] is None:
                ls = [label[t] for t in moves(s)]
                if 'L' in ls:
                    label[s] = 'W'; changed = True
                elif all(l == 'W' for l in ls):
                    label[s] = 'L'; changed = True
    return label

# abc209-e: words over a tiny alphabet so that suffixes meet prefixes
for k in range(1, 7):
    n = R.randint(1, 9)
    words = [''.join(R.choice('aAb') for _ in range(R.randint(3, 5))) for _ in range(n)]
    states = list(range(n))  # after word i is said, the other player must answer
    moves = lambda i: [j for j in range(n) if words[j][:3] == words[i][-3:]]
    lab = fixpoint(states, moves, set())
    out = ''.join({'L': 'Takahashi', 'W': 'Aoki', None: 'Draw'}[lab[i]] + '\n' for i in range(n))
    put('atcoder-abc209-e', f'brute-{k}', f'{n}\n' + ''.join(w + '\n' for w in words), out)
# cf-786a
for k in range(1, 7):
    n = R.randint(2, 12)
    s1 = R.sample(range(1, n), R.randint(1, n - 1))
    s2 = R.sample(range(1, n), R.randint(1, n - 1))
    steps = [s1, s2]
    states = [(p, w) for p in range(n) for w in (0, 1)]
    moves = lambda st: [((st[0] + x) % n, 1 - st[1]) for x in steps[st[1]]]
    lab = fixpoint(states, moves, {(0, 0), (0, 1)})
    word = {'W': 'Win', 'L': 'Lose', None: 'Loop'}
    out = '\n'.join(' '.join(word[lab[(p, w)]] for p in range(1, n)) for w in (0, 1)) + '\n'
    put('cf-786a', f'brute-{k}', f'{n}\n{len(s1)} {" ".join(map(str, s1))}\n{len(s2)} {" ".join(map(str, s2))}\n', out)
def p6560_case(k, n, edges, q):
    """q random rounds (x != y) on the graph, each answered by its own label fixpoint."""
    rounds = []
    for _ in range(q):
        x = R.randint(1, n); y = R.choice([v for v in range(1, n + 1) if v != x]); rounds.append((x, y))
    out = ''
    for x, y in rounds:
        lab = fixpoint(list(range(1, n + 1)), lambda v: [b for a, b in edges if a == v], {y})
        out += {'W': '1', 'L': '-1', None: '0'}[lab[x]] + '\n'
    put('luogu-p6560', f'brute-{k}', f'{n} {len(edges)} {q}\n' + ''.join(f'{a} {b}\n' for a, b in edges) + ''.join(f'{x} {y}\n' for x, y in rounds), out)


# luogu-p6560 (self-loops and repeated edges included)
for k in range(1, 7):
    n = R.randint(2, 9)
    m = R.randint(1, 2 * n)
    edges = [(R.randint(1, n), R.randint(1, n)) for _ in range(m)]
    p6560_case(k, n, edges, R.randint(1, 8))
# luogu-p6560, more rounds than one 64-round batch, on graphs with long cycles and sinks
for k in range(7, 11):
    n = R.randint(10, 30)
    cyc = list(range(1, n + 1)); R.shuffle(cyc)
    edges = [(cyc[i], cyc[(i + 1) % n]) for i in range(n - 2)]  # a long path, mostly a cycle
    edges += [(R.randint(1, n), R.randint(1, n)) for _ in range(R.randint(n, 2 * n))]
    p6560_case(k, n, edges, R.randint(65, 200))


# atcoder-abc261-h: Takahashi (first, index 0) wants the game to end, then a small total; Aoki
# endless play, else a large total.
R261 = random.Random(261)


def abc261_value(n, edges, v):
    """Value iteration from the rules: val[(x, p)] after k rounds is the value of the game cut after
    k moves (a cut play is infinite: None), from None everywhere except at sinks (0); the values
    only decrease, so the iteration stops at its fixpoint, the game's value."""
    out = {x: [(b, c) for a, b, c in edges if a == x] for x in range(1, n + 1)}
    val = {(x, p): (0 if not out[x] else None) for x in out for p in (0, 1)}
    while True:
        new = {}
        for (x, p) in val:
            if not out[x]:
                new[(x, p)] = 0
                continue
            offers = [None if val[(b, 1 - p)] is None else c + val[(b, 1 - p)] for b, c in out[x]]
            if p == 0:
                finite = [o for o in offers if o is not None]
                new[(x, p)] = min(finite) if finite else None
            else:
                new[(x, p)] = None if None in offers else max(offers)
        if new == val:
            return val[(v, 0)]
        val = new


def abc261_case(name, n, edges, v, expect='?'):
    """Writes one case; `expect` (the total the case was designed for) must be the search's."""
    ans = abc261_value(n, edges, v)
    text = 'INFINITY' if ans is None else str(ans)
    assert expect in ('?', text), (name, expect, text)
    put('atcoder-abc261-h', name, abc261_input(n, edges, v), text + '\n')


def abc261_input(n, edges, v):
    return f'{n} {len(edges)} {v}\n' + ''.join(f'{a} {b} {c}\n' for a, b, c in edges)


# The traps of the spec, each answered by the search (and checked against the designed total).
# 1: the mover matters: Aoki passes the exit 2 -> 6 on a 5-cycle, Takahashi takes it a lap later.
lap5 = [(1, 2, 3), (2, 3, 1), (3, 4, 4), (4, 5, 1), (5, 1, 5)]
abc261_case('brute-1', 6, lap5 + [(2, 6, 9)], 1, '26')
# 2, 3: Aoki's vertex 2 has a finite exit and a move into an endless 2-cycle: infinite, so
# Takahashi pays 100 elsewhere (2), or has no way out (3).
trap = [(1, 2, 1), (2, 3, 5), (2, 4, 0), (4, 5, 0), (5, 4, 0)]
abc261_case('brute-2', 6, trap + [(1, 6, 100)], 1, '100')
abc261_case('brute-3', 5, trap, 1, 'INFINITY')
# 4: Takahashi's first settled option (100) is not his best (1 + 50 through Aoki's vertex 3).
abc261_case('brute-4', 6, [(1, 2, 100), (1, 3, 1), (3, 4, 50), (3, 5, 2), (5, 6, 0)], 1, '51')
# 5: a zero-weight 2-cycle: Aoki may bounce back to Takahashi forever, so Takahashi pays 7.
abc261_case('brute-5', 3, [(1, 2, 0), (2, 1, 0), (2, 3, 0), (1, 3, 7)], 1, '7')
# 6, 7: v is a sink (other edges present), and M = 0.
abc261_case('brute-6', 4, [(1, 2, 5), (2, 3, 5), (3, 1, 5), (1, 4, 5)], 4, '0')
abc261_case('brute-7', 1, [], 1, '0')
# 8-10: weights near 10^9, drawn until the total exceeds 2^32; 11-16: weights 0..3 (zero-weight
# cycles, ties) or 0..10^9, drawn until the total is finite and positive (11-14) or infinite
# (15, 16). N <= 7, one or two sinks, no self-loops, no repeated pair.
def abc261_random(lo, hi):
    n = R261.randint(3, 7)
    sinks = R261.sample(range(1, n + 1), R261.randint(1, 2))
    pairs = [(a, b) for a in range(1, n + 1) for b in range(1, n + 1) if a != b and a not in sinks]
    chosen = R261.sample(pairs, R261.randint(min(len(pairs), n), min(len(pairs), 2 * n)))
    return n, [(a, b, R261.randint(lo, hi)) for a, b in chosen], R261.randint(1, n)


for k in range(8, 17):
    lo, hi = [(10**9 - 9, 10**9), (0, 3), (0, 10**9)][0 if k <= 10 else k % 2 + 1]
    while True:
        n, edges, v = abc261_random(lo, hi)
        ans = abc261_value(n, edges, v)
        big, positive, endless = ans is not None and ans > 2**32, bool(ans), ans is None
        if (big, positive, endless)[0 if k <= 10 else 1 if k <= 14 else 2]:
            break
    abc261_case(f'brute-{k}', n, edges, v)

def abc261_lap(l, w):
    """An odd cycle 1 -> 2 -> ... -> l -> 1 of weights w with an exit l - 1 -> l + 1 (weight w),
    from 1: Aoki passes the exit, Takahashi takes it a lap later, 2l - 1 moves."""
    edges = [(i, i % l + 1, w) for i in range(1, l + 1)] + [(l - 1, l + 1, w)]
    return l + 1, edges, 1


for l in (3, 5, 7, 9):
    assert abc261_value(*abc261_lap(l, 10**9)) == (2 * l - 1) * 10**9
# edge-1: the same with a lap of 2001: (2 * 2001 - 1) * 10^9 = 4001 * 10^9, beyond 32 bits (the
# lap formula, checked above against the search on laps of 3-9).
n, edges, v = abc261_lap(2001, 10**9)
put('atcoder-abc261-h', 'edge-1', abc261_input(n, edges, v), f'{4001 * 10**9}\n')
print('ok')
