"""Writes the brute-N cases of atcoder-abc209-e, cf-786a and luogu-p6560: outcomes by a label
fixpoint straight from each problem's rules (on the word-to-word graph, on the 2n states, on the
vertices), independent of the library. Run: python3 tools/brute/graphs.py"""
import os, random
R = random.Random(786)
from common import T, put


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
print('ok')
