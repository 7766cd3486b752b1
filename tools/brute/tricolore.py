"""Writes the brute-N and edge-N cases of cf-1091h (New Year and the Tricolore Recreation).
brute-1..8: tiny boards (at most 3 rows, at most 16 free cells), answered by a memoised search of
the literal two-player game: Alice moves blue, or blue and white, k cells right; Bob moves red, or
white and red, k cells left; k a prime or a product of two primes (by trial division), k != f;
b < w < r always; the player to move is part of the state. Nothing assumes the game is impartial.
Each file is picked so that a named wrong reading answers differently (distance w - b instead of
the gap, f ignored, squares left out, 8 let in, the two lines swapped); f = 8 and f = 12 (not
steps) and f above every gap are among them.
brute-9..12: up to 30 rows, gaps <= 2000, by Grundy values from the move definition (mex over
every allowed step). edge-1: n = 10^5 rows spread over -10^5..10^5 with gaps <= 2000, the same way.
Run: python3 tools/brute/tricolore.py"""
import random, sys
from functools import lru_cache
from math import isqrt
from common import put
sys.setrecursionlimit(100000)
R = random.Random(1091)
SLUG = 'cf-1091h'


def omega(k):
    count, d = 0, 2
    while d * d <= k:
        while k % d == 0:
            k //= d
            count += 1
        d += 1
    return count + (k > 1)


def steps(f, top, ok=lambda k: 1 <= omega(k) <= 2):
    return [k for k in range(1, top + 1) if ok(k) and k != f]


@lru_cache(maxsize=None)
def mover_wins(rows, alice, f):
    """rows: tuple of (b, w, r); alice: Alice is to move. True iff the player to move wins."""
    for i, (b, w, r) in enumerate(rows):
        for k in steps(f, r - b):
            if alice:
                options = [(b + k, w, r), (b + k, w + k, r)]
            else:
                options = [(b, w, r - k), (b, w - k, r - k)]
            for nb, nw, nr in options:
                if nb < nw < nr:
                    nxt = rows[:i] + ((nb, nw, nr),) + rows[i + 1:]
                    if not mover_wins(nxt, not alice, f):
                        return True
    return False


def literal(f, rows):
    rows = tuple(sorted((0, w - b, r - b) for b, w, r in rows))
    first = 'Alice' if mover_wins(rows, True, f) else 'Bob'
    second = 'Bob' if mover_wins(rows, False, f) else 'Alice'
    return first + '\n' + second + '\n'


def table(s, top):
    g = []
    for x in range(top + 1):
        seen = {g[x - k] for k in s if k <= x}
        v = 0
        while v in seen: v += 1
        g.append(v)
    return g


def by_values(f, rows, s=None, shift=1, swap=False):
    top = max(r - b for b, w, r in rows)
    g = table(steps(f, top) if s is None else s, top)
    x = 0
    for b, w, r in rows:
        x ^= g[w - b - shift] ^ g[r - w - shift]
    won = (x != 0) != swap
    return 'Alice\nBob\n' if won else 'Bob\nAlice\n'


def text(f, rows):
    return f'{len(rows)} {f}\n' + ''.join(f'{b} {w} {r}\n' for b, w, r in rows)


def draw(free, count):
    rows, left = [], free
    for _ in range(count):
        x, y = R.randint(0, left), 0
        y = R.randint(0, left - x)
        left -= x + y
        b = R.randint(-10**5, 10**5 - x - y - 2)
        rows.append((b, b + x + 1, b + x + y + 2))
    return rows


def wrong_readings(f, rows):
    top = max(r - b for b, w, r in rows)
    return {
        'distance': by_values(f, rows, shift=0),
        'f ignored': by_values(f, rows, s=steps(0, top)),
        'no squares': by_values(f, rows, s=steps(f, top, lambda k: omega(k) == 1 or (
            omega(k) == 2 and isqrt(k) ** 2 != k))),
        '8 a step': by_values(f, rows, s=steps(f, top, lambda k: 1 <= omega(k) <= 2 or k == 8)),
        'swapped': by_values(f, rows, swap=True),
    }


files = []
for name in ['distance', 'f ignored', 'no squares', '8 a step', 'swapped']:
    for _ in range(5000):
        f = R.choice([2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 100])
        rows = draw(R.randint(4, 16), R.randint(1, 3))
        want = literal(f, rows)
        if wrong_readings(f, rows)[name] != want:
            files.append((f, rows, want))
            break
    else:
        raise SystemExit(f'no trap case for {name}')
# f = 8 and 12 (not steps: nothing forbidden), f above every gap: the literal game again; then
# every file checked against the Grundy sum too (the literal game is 2n heaps of one game).
extra = [(8, [(-3, 0, 9), (5, 9, 12)]), (12, [(0, 5, 14)]),
         (200000, [(-100000, -99995, -99990), (99990, 99995, 100000)])]
for f, rows in extra:
    files.append((f, rows, literal(f, rows)))
for f, rows, want in files:
    assert want == by_values(f, rows), (f, rows)
for _ in range(4):
    f = R.choice([2, 8, 133, 1999, 5000])
    rows = []
    for _ in range(R.randint(1, 30)):
        x, y = R.randint(0, 1000), R.randint(0, 999)
        b = R.randint(-10**5, 10**5 - x - y - 2)
        rows.append((b, b + x + 1, b + x + y + 2))
    files.append((f, rows, by_values(f, rows)))
for k, (f, rows, want) in enumerate(files, 1):
    put(SLUG, f'brute-{k}', text(f, rows), want)

f, rows = 133, []
for _ in range(10**5):
    x, y = R.randint(0, 1000), R.randint(0, 999)
    b = R.randint(-10**5, 10**5 - x - y - 2)
    rows.append((b, b + x + 1, b + x + y + 2))
put(SLUG, 'edge-1', text(f, rows), by_values(f, rows))
print('ok', len(files), 'brute, edge-1;', mover_wins.cache_info().currsize, 'positions searched')
