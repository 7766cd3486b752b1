// Peer of hdu-2486 for scripts/bench_peers.sh: the k-multiple take-away game the way the seed
// notes solve it (the losing sizes a[] and the sums b[] in two static 32-bit int arrays, rebuilt
// per case; scanf/printf). Written for this project; the output line is the spec's.
#include <cstdio>
static int a[2000000], b[2000000];
int main() {
    int t;
    if (scanf("%d", &t) != 1) return 1;
    for (int c = 1; c <= t; c++) {
        int n, k;
        scanf("%d %d", &n, &k);
        a[0] = b[0] = 1;
        int i = 0, j = 0;
        while (a[i] < n) {
            i++;
            a[i] = b[i - 1] + 1;
            while (a[j + 1] * k < a[i]) j++;
            b[i] = a[j] * k < a[i] ? b[j] + a[i] : a[i];
        }
        if (a[i] == n) { printf("Case %d: lose\n", c); continue; }
        int last = 0;
        while (n) {
            if (n >= a[i]) { n -= a[i]; last = a[i]; }
            i--;
        }
        printf("Case %d: %d\n", c, last);
    }
}
