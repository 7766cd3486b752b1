"""Writes the brute-N and edge-N cases of cf-1704f (Colouring Game).
brute-1: every string of length 2..10 (2044 cases), answered by a memoised search of the literal
partizan game: cells R/B/W and the player to move; Alice whitens two neighbours with an R among
them, Bob two with a B; who cannot move loses. Nothing assumes the count rule or Dawson's Kayles.
brute-2: 60 strings of length 11..18 by the same search, picked for the traps: unequal counts where
the runs' XOR says the other player, equal counts where "last move on the whole string" differs,
runs of the exceptional length 15 and 17, a single cell as a run, and random strings.
edge-1: strings with runs of the exceptional lengths 32, 34, 35, 49, 51, 52, 66, 69, 86 and long
ones up to 10^5 (sum n < 5*10^5), answered by the rule (counts, then XOR over alternating runs)
with g of 0.07 from its own mex recurrence up to 2000 and period 34 beyond (too long to search).
Run: python3 tools/brute/colouring.py"""
import random, sys
from functools import lru_cache
from common import put
sys.setrecursionlimit(10000)
R = random.Random(1704)
SLUG = 'cf-1704f'


@lru_cache(maxsize=None)
def mover_wins(cells, alice):
    own = 'R' if alice else 'B'
    for i in range(1, len(cells)):
        if cells[i - 1] == own or cells[i] == own:
            nxt = cells[:i - 1] + 'WW' + cells[i + 1:]
            if not mover_wins(nxt, not alice):
                return True
    return False


def brute(s):
    return 'Alice' if mover_wins(s, True) else 'Bob'


G = [0, 0]
for L in range(2, 2001):
    opts = {G[i] ^ G[L - 2 - i] for i in range(L - 1)}
    G.append(min(set(range(len(opts) + 1)) - opts))


def g(L):
    return G[L] if L <= 2000 else G[2000 - 34 * 2 + (L - 2000) % 34]


def rule(s):
    r, b = s.count('R'), s.count('B')
    if r != b:
        return 'Alice' if r > b else 'Bob'
    x, start = 0, 0
    for i in range(1, len(s) + 1):
        if i == len(s) or s[i] == s[i - 1]:
            x ^= g(i - start)
            start = i
    return 'Alice' if x else 'Bob'


def runs(lengths, first='R'):
    """Alternating runs of the given lengths, each starting with the colour the last one ended."""
    s, c = '', first
    for L in lengths:
        part = ''.join(c if j % 2 == 0 else ('B' if c == 'R' else 'R') for j in range(L))
        s += part
        c = part[-1]
    return s


def write(name, strings, answer):
    inp = f'{len(strings)}\n' + ''.join(f'{len(s)}\n{s}\n' for s in strings)
    put(SLUG, name, inp, ''.join(answer(s) + '\n' for s in strings))


def main():
    every = [''.join('R' if m >> i & 1 else 'B' for i in range(n)) for n in range(2, 11)
             for m in range(1 << n)]
    write('brute-1', every, brute)
    picked = []
    # Traps: unequal counts whose runs' XOR points the other way; equal counts where the parity
    # of the total number of moves would mislead; exceptional run lengths 15, 17; single cells.
    want = {'unequal-xor-other': 10, 'equal': 20, 'random': 16}
    seen = set()
    while want['unequal-xor-other'] or want['equal'] or want['random']:
        n = R.randint(11, 14)
        s = ''.join(R.choice('RB') for _ in range(n))
        if s in seen:
            continue
        r = s.count('R')
        x = 0
        start = 0
        for i in range(1, n + 1):
            if i == n or s[i] == s[i - 1]:
                x ^= g(i - start)
                start = i
        if 2 * r != n and want['unequal-xor-other'] and (x != 0) != (2 * r > n):
            want['unequal-xor-other'] -= 1
        elif 2 * r == n and want['equal']:
            want['equal'] -= 1
        elif want['random']:
            want['random'] -= 1
        else:
            continue
        seen.add(s)
        picked.append(s)
    picked += [runs([15, 2, 1]), runs([15, 1], 'B') + 'R', runs([1, 17]),
               runs([15, 1]), runs([17]), runs([16]), runs([14, 2]), runs([1, 2, 2, 2, 2, 2, 2, 1]),
               'RB' * 7 + 'BR', 'RRBB' * 4]
    picked = [s for s in picked if len(s) <= 18]
    write('brute-2', picked, brute)
    # Long runs of the exceptional lengths, and long strings (rule + own recurrence).
    edge = []
    for L in [32, 34, 35, 49, 51, 52, 53, 66, 69, 86, 87, 120]:
        edge.append(runs([L, 2, L]) if L % 2 else runs([L]))
        edge.append(runs([L, L + 2]) if L % 2 == 0 else runs([L, L + 1, 1]))
    edge.append(runs([100000]))
    edge.append(runs([49999, 2, 49999]))
    edge.append(runs([50000, 50000]))
    edge.append('B' * 2 + 'RB' * 49999 + 'R')
    edge.append(''.join(R.choice('RB') for _ in range(90000)))
    assert sum(map(len, edge)) <= 500000
    write('edge-1', edge, rule)
    # The rule agrees with the literal search on the searched strings.
    assert all(rule(s) == brute(s) for s in every + picked)


main()
