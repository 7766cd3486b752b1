"""Writes the brute-N and edge-N cases of cf-1382b (Sequential Nim).
brute-1..3: every array of 1..4 piles of 1..4 stones (340 cases), every array of 5 and 6 piles of
1..3 stones (972), and 400 random arrays of 7..12 piles of 1..6 stones, most of them starting with
a run of 1-piles (the trap: the parity of that run decides), answered by a memoised search of the
literal game: the state is (first non-empty pile, stones left in it), a move removes 1..all of
them, who cannot move loses. Nothing assumes the leading-ones rule or the series of games. The
official sample is checked by the same search.
edge-1..3: sum n = 10^5 each: one case of 10^5 ones; ones before a pile of 10^9 at every parity;
random 1-runs and values up to 10^9; by the backward rule (the starter of pile i can force the
outcome iff a_i >= 2, or a_i = 1 and the starter of pile i + 1 cannot), which the script first
checks against the search on every brute array.
Run: python3 tools/brute/sequential_nim.py"""
import itertools, random, sys
from functools import lru_cache
from common import put
sys.setrecursionlimit(10000)
R = random.Random(1382)
SLUG = 'cf-1382b'


def search(a):
    """The first player wins, by search over (pile index, stones left in it)."""
    a = tuple(a)

    @lru_cache(maxsize=None)
    def wins(i, left):
        for take in range(1, left + 1):
            if left > take:
                after = wins(i, left - take)
            elif i + 1 < len(a):
                after = wins(i + 1, a[i + 1])
            else:
                after = False  # every pile empty: the opponent cannot move
            if not after:
                return True
        return False
    return wins(0, a[0])


def backward(a):
    w = True  # the last pile's starter takes it all
    for x in reversed(a[:-1]):
        w = True if x >= 2 else not w
    return w


def write(name, arrays, answer):
    inp = f'{len(arrays)}\n' + ''.join(f'{len(a)}\n' + ' '.join(map(str, a)) + '\n' for a in arrays)
    put(SLUG, name, inp, ''.join(('First' if answer(a) else 'Second') + '\n' for a in arrays))


def main():
    sample = [[2, 5, 4], [1] * 8, [1, 2, 3, 4, 5, 6], [1, 1, 2, 1, 2, 2], [1000000000],
              [1, 2, 2, 1, 1], [1, 1, 1]]
    want = [True, False, False, True, True, False, True]
    small = [[min(x, 6) for x in a] for a in sample]  # only the lone pile of 10^9: taken whole
    assert [search(a) for a in small] == want
    assert [backward(a) for a in sample] == want
    sets = [
        [list(p) for m in range(1, 5) for p in itertools.product(range(1, 5), repeat=m)],
        [list(p) for m in (5, 6) for p in itertools.product(range(1, 4), repeat=m)],
    ]
    third = []
    for k in range(400):
        m = R.randint(7, 12)
        ones = R.randint(0, m) if k % 4 else 0
        third.append([1] * ones + [R.choice([1, 1, 2, 3, 6]) for _ in range(m - ones)])
    sets.append(third)
    for k, arrays in enumerate(sets, 1):
        assert len(arrays) <= 1000
        assert all(search(a) == backward(a) for a in arrays)
        write(f'brute-{k}', arrays, search)
    write('edge-1', [[1] * 100000], backward)
    runs = [[1] * r + [10 ** 9] + [1] * (r % 3) for r in range(440)]
    write('edge-2', runs, backward)
    assert sum(map(len, runs)) <= 100000
    big = []
    while sum(map(len, big)) < 99000:
        m = R.randint(1, 400)
        ones = R.randint(0, m)
        big.append([1] * ones + [R.choice([1, 2, R.randint(1, 10 ** 9)]) for _ in range(m - ones)])
    big.append([10 ** 9] * (100000 - sum(map(len, big))))
    write('edge-3', big, backward)


main()
