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
"""
import random
from common import write


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


if __name__ == '__main__':
    abc278g()
