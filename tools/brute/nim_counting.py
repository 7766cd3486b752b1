"""Writes the brute-N and edge-N cases of atcoder-abc212-h (Nim Counting).
brute-1..8: N <= 4, K <= 4, sizes < 8: every ordered arrangement of 1..N heaps enumerated, each
judged by a memoised search of Nim straight from its rules (remove 1..X stones from one heap, who
cannot move loses) over sorted heap tuples; nothing assumes Bouton's XOR rule. The official
sample 1 is checked the same way.
brute-9..14: N up to 300, K up to 15, sizes < 32, by a DP over lengths of how many arrangements
reach each XOR (Bouton's rule, which the script first checks against the search on every multiset
of <= 4 heaps of sizes < 8); the official sample 2 is checked the same way.
edge-1..5: N = 2*10^5 with sizes in {1, 2, 3} (the same DP), K = 1 with A = {65535} (odd lengths
win: N / 2 rounded up), and every size 1..65535 with N = 1, 2, 3 (XOR 0 only for equal pairs, and
for triples a, b, a xor b with a != b: closed counts by hand, checked by the DP on 1..15).
Run: python3 tools/brute/nim_counting.py"""
import itertools, random, sys
from functools import lru_cache
from common import put
sys.setrecursionlimit(10000)
R = random.Random(212)
SLUG = 'atcoder-abc212-h'
P = 998244353


@lru_cache(maxsize=None)
def nim_wins(heaps):
    """The player to move wins Nim on the sorted tuple of heap sizes."""
    for i, h in enumerate(heaps):
        for take in range(1, h + 1):
            rest = heaps[:i] + heaps[i + 1:] + ((h - take,) if h > take else ())
            if not nim_wins(tuple(sorted(rest))):
                return True
    return False


def by_search(n, a):
    return sum(nim_wins(tuple(sorted(seq))) for m in range(1, n + 1)
               for seq in itertools.product(a, repeat=m)) % P


def by_xor_dp(n, a):
    """Arrangements of 1..n heaps with XOR != 0, by a DP over lengths on the XOR (mod P)."""
    size = 1
    while size <= max(a):
        size *= 2
    cur = [0] * size
    cur[0] = 1
    total = 0
    for _ in range(n):
        nxt = [0] * size
        for x, c in enumerate(cur):
            if c:
                for v in a:
                    nxt[x ^ v] = (nxt[x ^ v] + c) % P
        cur = nxt
        total = (total + sum(cur) - cur[0]) % P
    return total


def case(name, n, a, answer):
    put(SLUG, name, f'{n} {len(a)}\n' + ' '.join(map(str, a)) + '\n', f'{answer}\n')


def main():
    # Bouton's rule against the search, every multiset of <= 4 heaps of sizes < 8.
    for m in range(1, 5):
        for heaps in itertools.combinations_with_replacement(range(8), m):
            x = 0
            for h in heaps:
                x ^= h
            assert nim_wins(heaps) == (x != 0), heaps
    assert by_search(2, [1, 2]) == 4  # sample 1
    assert by_xor_dp(100, [3, 5, 7]) == 112184936  # sample 2
    small = [(1, [1]), (4, [1]), (3, [1, 2, 3]), (4, [2, 5]), (2, [7]), (4, [1, 6, 7]),
             (3, [3, 4, 5, 6]), (4, [1, 2, 4, 7])]
    for k, (n, a) in enumerate(small, 1):
        assert by_search(n, a) == by_xor_dp(n, a)
        case(f'brute-{k}', n, a, by_search(n, a))
    mid = [(300, [1, 2, 3]), (57, [16, 31]), (200, R.sample(range(1, 32), 15)),
           (123, R.sample(range(1, 32), 7)), (300, R.sample(range(1, 16), 15)),
           (1, R.sample(range(1, 32), 9))]
    for k, (n, a) in enumerate(mid, len(small) + 1):
        case(f'brute-{k}', n, a, by_xor_dp(n, a))
    # Big N by the DP; all sizes < 2^16 by counts by hand (checked on sizes 1..15).
    case('edge-1', 200000, [3, 1, 2], by_xor_dp(200000, [1, 2, 3]))
    case('edge-2', 200000, [65535], 100000)
    assert by_xor_dp(5, [9]) == 3
    for n, count in [(1, lambda k: k), (2, lambda k: k * k),
                     (3, lambda k: k * k + k ** 3 - k * (k - 1))]:
        assert by_xor_dp(n, list(range(1, 16))) == count(15) % P
    every = list(range(1, 1 << 16))
    R.shuffle(every)
    case('edge-3', 1, every, len(every) % P)
    case('edge-4', 2, every, len(every) ** 2 % P)
    k = len(every)
    case('edge-5', 3, every, (k * k + k ** 3 - k * (k - 1)) % P)


main()
