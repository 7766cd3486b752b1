"""Writes the brute-N / edge-N cases of atcoder-abc297-g, atcoder-abc368-f and atcoder-arc091-f:
each pile's Grundy value by mex over its moves straight from the rules (memoised), XOR-ed;
independent of the library. Run: python3 tools/brute/sg_tables.py"""
import os, random
from functools import lru_cache
R = random.Random(297)
from common import mex, put, xor


# abc297-g: take l..r
for k in range(1, 7):
    r = R.randint(1, 9); l = R.randint(1, r)
    n = R.randint(1, 6)
    a = [R.randint(1, 60) for _ in range(n)]
    @lru_cache(maxsize=None)
    def g(x):
        return mex({g(x - t) for t in range(l, min(r, x) + 1)})
    ans = 'First' if xor(g(x) for x in a) else 'Second'
    put('atcoder-abc297-g', f'brute-{k}', f'{n} {l} {r}\n{" ".join(map(str, a))}\n', ans + '\n')
# edge: l = r (0/1 values), piles below l, huge values (closed form check by hand: see out)
# edge: l = r (values 0/1 only), piles below l, multiples of l + r
for k, (l, r, a) in enumerate([(5, 5, [4, 9, 10]), (5, 5, [9, 19, 4]), (3, 14, [17, 34, 2, 16])], 1):
    @lru_cache(maxsize=None)
    def g(x):
        return mex({g(x - t) for t in range(l, min(r, x) + 1)})
    ans = 'First' if xor(g(x) for x in a) else 'Second'
    put('atcoder-abc297-g', f'edge-{k}', f'{len(a)} {l} {r}\n{" ".join(map(str, a))}\n', ans + '\n')
# abc368-f: proper divisors
@lru_cache(maxsize=None)
def gd(a):
    return mex({gd(x) for x in range(1, a) if a % x == 0})
for k in range(1, 6):
    n = R.randint(1, 8)
    a = [R.randint(2, 300) for _ in range(n)]
    ans = 'Anna' if xor(gd(x) for x in a) else 'Bruno'
    put('atcoder-abc368-f', f'brute-{k}', f'{n}\n{" ".join(map(str, a))}\n', ans + '\n')
a = [4, 4, 6, 2, 3, 256, 210]
put('atcoder-abc368-f', 'edge-1', f'{len(a)}\n{" ".join(map(str, a))}\n', ('Anna' if xor(gd(x) for x in a) else 'Bruno') + '\n')
# arc091-f: take 1..floor(x/K)
for k in range(1, 7):
    n = R.randint(1, 6)
    piles = [(R.randint(1, 200), R.randint(1, 12)) for _ in range(n)]
    vals = []
    for a, kk in piles:
        @lru_cache(maxsize=None)
        def gf(x, kk=kk):
            return mex({gf(x - t) for t in range(1, x // kk + 1)})
        vals.append(gf(a))
    ans = 'Takahashi' if xor(vals) else 'Aoki'
    put('atcoder-arc091-f', f'brute-{k}', f'{n}\n' + ''.join(f'{a} {kk}\n' for a, kk in piles), ans + '\n')
print('ok')
