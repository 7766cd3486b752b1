"""Shared by tools/brute/cases_ac.py: mex, XOR and drawing random inputs until the answer is the wanted one."""


def mex(s):
    m = 0
    while m in s:
        m += 1
    return m


def xor(vals):
    x = 0
    for v in vals:
        x ^= v
    return x


def draw(gen, answer, want, tries=100000):
    """Calls gen() until answer(case) == want (fixed seeds make this deterministic); returns the case."""
    for _ in range(tries):
        c = gen()
        if answer(c) == want:
            return c
    raise AssertionError(f'no case with answer {want!r}')
