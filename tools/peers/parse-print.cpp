// Peer of library-checker-nim-product-64 for scripts/bench_peers.sh: the floor of any solution in
// C++, parsing the same input and printing a ^ b instead of the nim product (one fread of the
// whole input, a hand-written digit loop, digits out two at a time, one fwrite).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
#include <sys/stat.h>
int main() {
    // The whole input in one buffer (sized by fstat when stdin is a file, else grown).
    struct stat st;
    size_t cap = (fstat(0, &st) == 0 && st.st_size > 0) ? (size_t)st.st_size + 1 : (1 << 20), len = 0;
    std::vector<char> in(cap);
    for (;;) {
        size_t got = fread(in.data() + len, 1, cap - len, stdin);
        len += got;
        if (got == 0 || len < cap - 1) { if (got == 0 || feof(stdin)) break; }
        if (len == cap) { cap *= 2; in.resize(cap); }
    }
    in.resize(len + 1);
    in[len] = 0;
    const char *p = in.data();
    auto next = [&]() -> unsigned long long {
        while (*p && (*p < '0' || *p > '9')) p++;
        unsigned long long v = 0;
        while (*p >= '0' && *p <= '9') v = v * 10 + (*p++ - '0');
        return v;
    };
    char pairs[200];
    for (int i = 0; i < 100; i++) { pairs[2 * i] = '0' + i / 10; pairs[2 * i + 1] = '0' + i % 10; }
    unsigned long long t = next();
    std::vector<char> out(t * 21 + 1);
    char *q = out.data();
    for (unsigned long long i = 0; i < t; i++) {
        unsigned long long x = next() ^ next();
        char buf[24];
        int n = 24;
        while (x >= 100) { unsigned r = x % 100; x /= 100; buf[--n] = pairs[2 * r + 1]; buf[--n] = pairs[2 * r]; }
        if (x >= 10) { buf[--n] = pairs[2 * x + 1]; buf[--n] = pairs[2 * x]; } else buf[--n] = '0' + x;
        memcpy(q, buf + n, 24 - n);
        q += 24 - n;
        *q++ = '\n';
    }
    fwrite(out.data(), 1, q - out.data(), stdout);
}
