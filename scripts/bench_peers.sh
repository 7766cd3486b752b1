#!/usr/bin/env bash
# Time three of our programs against peers on the same work, in one run, and print the ratios.
#
#   scripts/bench_peers.sh            print the table
#   scripts/bench_peers.sh --update   also write it into PERFORMANCE.md between
#                                     <!-- PEER BENCH START --> and <!-- PEER BENCH END -->
#
# The rows (each ratio is ours / peer; <= 1.0 means ours is at least as fast):
# - hdu-2486 (release binary) against tools/peers/hdu-2486.cpp, the seed notes' method in C++
#   (g++ -O2), on the max input of `gen-max hdu-2486`; the outputs must be equal.
# - library-checker-nim-product-64 against tools/peers/parse-print.cpp (g++ -O2), which parses the
#   same 10^6 pairs and prints a ^ b: the floor of any C++ solution.
# - `octal-solve CODE N` (the library's sparse solver to g(N), then the Guy-Smith period test)
#   against `ogsolve -m METHOD -n N CODE` (ogsolve 0.0.7 from crates.io computes g(0..=N) and
#   then looks for the period): equal work, with N the table the period's proof needs
#   (0.127: 93166, 0.560: 653569, as `cgt-sg octal CODE` reports). Both print the same Fletcher-32
#   checksum of the values, which must agree. Peak memory (max RSS) is compared too.
#   Nothing is installed here: the ogsolve rows run only when `ogsolve` is on PATH (or in
#   $OGSOLVE); to reproduce them: `cargo install ogsolve --version 0.0.7`.
#
# Each program runs BENCH_RUNS times (default 7), alternating with its peer; the best CPU time
# (user + system) and the smallest max RSS of each count. Needs g++ and GNU time (/usr/bin/time)
# for the C++ and memory rows (a row is skipped with a note when one is missing). Not run in CI.
set -euo pipefail

# shellcheck source=scripts/lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$root"

update=0
for arg in "$@"; do
    case $arg in
    --update) update=1 ;;
    -h | --help)
        sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//'
        exit 0
        ;;
    *) die "unknown argument '$arg' (see --help)" ;;
    esac
done
runs=${BENCH_RUNS:-7}
[[ $runs =~ ^[1-9][0-9]*$ ]] || die "BENCH_RUNS must be a positive integer, got '$runs'"
[ -x /usr/bin/time ] || die "GNU time (/usr/bin/time) is needed for CPU time and peak memory (apt-get install time)"

tmp=$(mktemp -d "${TMPDIR:-/tmp}/peers.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT TERM

echo "building hdu-2486, library-checker-nim-product-64, gen-max and octal-solve (release)..." >&2
cargo build --release --quiet --bin hdu-2486 --bin library-checker-nim-product-64 --bin gen-max --bin octal-solve
bin=$(target_dir)/release
notes=()

# measure NAME INPUT CMD...: runs CMD once with stdin INPUT, stdout to $tmp/NAME.out; sets
# cpu_us and rss_kb.
measure() {
    local name=$1 input=$2
    shift 2
    # bash's `time` reads the CPU time in milliseconds (GNU time prints hundredths); GNU time
    # gives the peak memory. Both programs of a row carry the same small cost of GNU time.
    local TIMEFORMAT='%3U %3S'
    { time /usr/bin/time -f '%M' -o "$tmp/rss" "$@" <"$input" >"$tmp/$name.out"; } 2>"$tmp/time" ||
        die "$name failed: $*"
    read -r u s <"$tmp/time"
    cpu_us=$(awk -v u="$u" -v s="$s" 'BEGIN { printf "%d", (u + s) * 1000000 }')
    rss_kb=$(tail -1 "$tmp/rss")
}

# compare LABEL WORK INPUT -- OURS... -- PEER...: alternating runs, best of each; appends a row.
rows=$tmp/rows
: >"$rows"
compare() {
    local label=$1 work=$2 input=$3 i
    shift 4
    local ours=() peer=()
    while [ "$1" != -- ]; do
        ours+=("$1")
        shift
    done
    shift
    peer=("$@")
    local best_o=-1 best_p=-1 rss_o=-1 rss_p=-1
    for ((i = 0; i < runs; i++)); do
        measure ours "$input" "${ours[@]}"
        if [ $best_o -lt 0 ] || [ "$cpu_us" -lt $best_o ]; then best_o=$cpu_us; fi
        if [ $rss_o -lt 0 ] || [ "$rss_kb" -lt $rss_o ]; then rss_o=$rss_kb; fi
        measure peer "$input" "${peer[@]}"
        if [ $best_p -lt 0 ] || [ "$cpu_us" -lt $best_p ]; then best_p=$cpu_us; fi
        if [ $rss_p -lt 0 ] || [ "$rss_kb" -lt $rss_p ]; then rss_p=$rss_kb; fi
    done
    local row
    row=$(awk -v l="$label" -v w="$work" -v o="$best_o" -v p="$best_p" -v ro="$rss_o" -v rp="$rss_p" 'BEGIN {
        printf "| %s | %s | %.1f ms | %.1f ms | **%.2f** | %.1f MB | %.1f MB | **%.2f** |",
            l, w, o / 1000, p / 1000, o / p, ro / 1024, rp / 1024, ro / rp }')
    echo "$row" >>"$rows"
    echo "$row" >&2
}

if command -v g++ >/dev/null; then
    g++ -O2 -o "$tmp/hdu-2486-peer" tools/peers/hdu-2486.cpp
    g++ -O2 -o "$tmp/parse-print" tools/peers/parse-print.cpp
    "$bin/gen-max" hdu-2486 "$tmp/hdu-2486.in" >/dev/null
    compare "hdu-2486 vs the seed's method in C++ (g++ -O2)" "gen-max input: 20 cases, n ~ 10^8, k ~ 10^5" \
        "$tmp/hdu-2486.in" -- "$bin/hdu-2486" -- "$tmp/hdu-2486-peer"
    cmp -s "$tmp/ours.out" "$tmp/peer.out" || die "hdu-2486: the outputs differ from the C++ peer's"
    "$bin/gen-max" library-checker-nim-product-64 "$tmp/nim.in" >/dev/null
    compare "library-checker-nim-product-64 vs parse-and-print a ^ b in C++ (g++ -O2)" \
        "gen-max input: 10^6 pairs < 2^64 (39 MB)" "$tmp/nim.in" \
        -- "$bin/library-checker-nim-product-64" -- "$tmp/parse-print"
    rm -f "$tmp"/*.in
else
    notes+=("g++ not found: the two C++ rows were skipped.")
fi

ogsolve=${OGSOLVE:-$(command -v ogsolve || true)}
if [ -n "$ogsolve" ]; then
    : >"$tmp/empty"
    for job in "0.127 93166 rc2" "0.560 653569 rc" "0.560 653569 rc2"; do
        read -r code n method <<<"$job"
        compare "octal $code: \`octal-solve\` vs \`ogsolve -m $method\` ($("$ogsolve" --version | cut -d' ' -f2))" \
            "g(0..=$n) and the period test" "$tmp/empty" \
            -- "$bin/octal-solve" "$code" "$n" -- "$ogsolve" -m "$method" -n "$n" "$code"
        ours_sum=$(sed -n 's/.*checksum \([0-9A-F]*\).*/\1/p' "$tmp/ours.out")
        peer_sum=$(sed -n 's/.*checksum: \([0-9A-F]*\).*/\1/p' "$tmp/peer.out")
        [ -n "$ours_sum" ] && [ "$ours_sum" = "$peer_sum" ] ||
            die "octal $code: checksum $ours_sum differs from ogsolve's $peer_sum"
    done
else
    notes+=("ogsolve not found: the octal rows were skipped (\`cargo install ogsolve --version 0.0.7\`, or set OGSOLVE).")
fi

header="| Ours vs peer | Work | Our CPU | Peer CPU | CPU ratio | Our peak memory | Peer peak memory | Memory ratio |
|---|---|---|---|---|---|---|---|"
{
    echo "$header"
    cat "$rows"
    for n in "${notes[@]+"${notes[@]}"}"; do printf '\n%s\n' "$n"; done
} >"$tmp/table"
echo
cat "$tmp/table"

if [ $update -eq 1 ]; then
    {
        echo "Last run: $(date -u '+%Y-%m-%d %H:%M UTC'), $(rustc --version | cut -d' ' -f1-2), $(g++ --version 2>/dev/null | head -1 || echo 'no g++'), best of $runs alternating runs, $(nproc) cores (load average $(cut -d' ' -f1 /proc/loadavg))."
        echo
        cat "$tmp/table"
    } >"$tmp/section"
    replace_section "$root/PERFORMANCE.md" '<!-- PEER BENCH START -->' '<!-- PEER BENCH END -->' "$tmp/section"
    echo "bench_peers.sh: PERFORMANCE.md updated" >&2
fi
