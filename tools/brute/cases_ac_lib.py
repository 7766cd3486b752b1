"""Shared by tools/brute/cases_ac.py: mex, XOR and drawing random inputs until the answer is the wanted one."""
from common import mex, xor  # noqa: F401 (re-exported to cases_ac.py)




def draw(gen, answer, want, tries=100000):
    """Calls gen() until answer(case) == want (fixed seeds make this deterministic); returns the case."""
    for _ in range(tries):
        c = gen()
        if answer(c) == want:
            return c
    raise AssertionError(f'no case with answer {want!r}')


# ---- Nim multiplication (cf-1310f), from the definitions, independent of the library.
def nim_mex_table(n):
    """x ⊙ y for x, y < n by Conway's definition: mex{x'⊙y ⊕ x⊙y' ⊕ x'⊙y' : x' < x, y' < y}."""
    t = [[0] * n for _ in range(n)]
    for x in range(n):
        for y in range(n):
            t[x][y] = mex({t[u][y] ^ t[x][v] ^ t[u][v] for u in range(x) for v in range(y)})
    return t


def nim_mul_rec(x, y, bits=64):
    """x ⊙ y for x, y < 2^bits (bits a power of two), by splitting at the Fermat 2-power H = 2^(bits/2):
    (aH ⊕ b)(cH ⊕ d) = ((a ⊕ b)(c ⊕ d) ⊕ bd)H ⊕ bd ⊕ (ac)(H/2), since H ⊙ H = H ⊕ H/2."""
    if bits == 1:
        return x & y
    h = bits // 2
    m = (1 << h) - 1
    a, b, c, d = x >> h, x & m, y >> h, y & m
    bd = nim_mul_rec(b, d, h)
    hi = nim_mul_rec(a ^ b, c ^ d, h) ^ bd
    lo = bd ^ nim_mul_rec(nim_mul_rec(a, c, h), 1 << (h - 1), h)
    return hi << h | lo


class Nim:
    """Fast nim products: a 256 x 256 table (from nim_mul_rec on the 4-bit level, which is checked
    against the mex definition), then the same splitting at 2^8, 2^16, 2^32."""

    def __init__(self):
        mt = nim_mex_table(16)
        assert all(nim_mul_rec(x, y, 4) == mt[x][y] for x in range(16) for y in range(16))
        T4 = [mt[x][y] for x in range(16) for y in range(16)]
        T8 = [0] * 65536
        for x in range(256):
            a, b = x >> 4, x & 15
            for y in range(256):
                c, d = y >> 4, y & 15
                bd = T4[b << 4 | d]
                ac = T4[a << 4 | c]
                T8[x << 8 | y] = (T4[(a ^ b) << 4 | (c ^ d)] ^ bd) << 4 | bd ^ T4[ac << 4 | 8]
        self.T8 = T8

    def mul16(self, x, y):
        T = self.T8
        a, b, c, d = x >> 8, x & 255, y >> 8, y & 255
        bd = T[b << 8 | d]
        return (T[(a ^ b) << 8 | (c ^ d)] ^ bd) << 8 | bd ^ T[T[a << 8 | c] << 8 | 128]

    def mul32(self, x, y):
        if x < 65536 and y < 65536:
            return self.mul16(x, y)
        m = self.mul16
        a, b, c, d = x >> 16, x & 65535, y >> 16, y & 65535
        bd = m(b, d)
        return (m(a ^ b, c ^ d) ^ bd) << 16 | bd ^ m(m(a, c), 1 << 15)

    def mul(self, x, y):
        if x >> 32 == 0 and y >> 32 == 0:
            return self.mul32(x, y)
        m = self.mul32
        M = (1 << 32) - 1
        a, b, c, d = x >> 32, x & M, y >> 32, y & M
        bd = m(b, d)
        return (m(a ^ b, c ^ d) ^ bd) << 32 | bd ^ m(m(a, c), 1 << 31)

    def pow(self, a, k):
        r = 1
        while k:
            if k & 1:
                r = self.mul(r, a)
            a = self.mul(a, a)
            k >>= 1
        return r
