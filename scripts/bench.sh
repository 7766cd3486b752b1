#!/usr/bin/env bash
# Time every problem binary on a max-size input of its spec, next to an I/O-only baseline.
#
#   scripts/bench.sh                      all problems (the [[bin]] entries with path problems/<slug>.rs)
#   scripts/bench.sh SLUG...              only those problems
#   scripts/bench.sh --update ...         also write the table into PERFORMANCE.md between the
#                                         markers <!-- PERF TABLE START --> and <!-- PERF TABLE END -->;
#                                         rows of problems not benchmarked in this run are kept
#   scripts/bench.sh --bundles ...        time the default single-file bundles (what a judge
#                                         compiles: scripts/bundle.sh, proconio stand-in) built
#                                         with `$BENCH_RUSTC --edition 2021 -O` instead of the
#                                         cargo binaries, on the same inputs; with --update the
#                                         table goes between <!-- BUNDLE PERF TABLE START --> and
#                                         <!-- BUNDLE PERF TABLE END -->
#   scripts/bench.sh --library [--update] run the library benchmarks (`cargo bench -p cgt-bench`:
#                                         criterion, then each bench's summary of ratios measured
#                                         in the same run) and print the summaries; with --update
#                                         they go between <!-- LIBRARY BENCH START --> and
#                                         <!-- LIBRARY BENCH END --> of PERFORMANCE.md
#
# Environment: BENCH_RUNS (runs per binary, best counts; default 3), BENCH_TIMEOUT (seconds per
# run; default 30), BENCH_KEEP=1 keeps the generated inputs (prints their directory),
# CARGO_TARGET_DIR (where cargo builds; default target/), BENCH_RUSTC (the compiler of the
# bundles; default rustc, e.g. /usr/bin/rustc for Rust 1.63). `--help` prints this header.
#
# Builds in release once (problem binaries plus the tools gen-max and io-baseline), then per
# problem: `gen-max SLUG FILE` writes a deterministic max-size input (largest T, n and values,
# adversarial shapes; capped at ~150 MB where the spec's maximum is gigantic, and the description
# says so) into a temporary directory; the binary and the baseline `io-baseline` (reads every
# token of the input, parses the numbers, writes one line per input line: the cost of I/O alone)
# each run BENCH_RUNS times on it; the best wall-clock time and the best CPU time (user + system)
# are kept. Prints a markdown table: problem, input, size, wall and CPU time of the binary and of
# the baseline, CPU ratio (binary / baseline: robust when other jobs load the machine), and a flag
# for any time >= 1 s.
#
# Exits non-zero on an unknown slug, a problem without a generator tools/gen/SLUG.rs, a binary
# that fails or times out on its input, or any time >= 1 s. Not run in CI (too slow: the whole
# run generates and reads ~1 GB of input). Needs bash, cargo, coreutils (timeout, stat, mktemp).
set -euo pipefail

# shellcheck source=scripts/lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$root"

update=0
bundles=0
library=0
requested=()
for arg in "$@"; do
    case $arg in
    --update) update=1 ;;
    --bundles) bundles=1 ;;
    --library) library=1 ;;
    -h | --help)
        sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//'
        exit 0
        ;;
    -*) die "unknown option '$arg' (see --help)" ;;
    *) requested+=("$arg") ;;
    esac
done

runs=${BENCH_RUNS:-3}
limit=${BENCH_TIMEOUT:-30}
[[ $runs =~ ^[1-9][0-9]*$ ]] || die "BENCH_RUNS must be a positive integer, got '$runs'"
[[ $limit =~ ^[1-9][0-9]*$ ]] || die "BENCH_TIMEOUT must be a positive integer, got '$limit'"

if [ $library -eq 1 ]; then
    [ ${#requested[@]} -eq 0 ] && [ $bundles -eq 0 ] || die "--library takes no slugs and no --bundles"
    out=$(mktemp)
    trap 'rm -f "$out" "$out.section"' EXIT
    # Each bench prints its ratio lines after criterion's output, between `== summary: NAME` and
    # `== end`.
    cargo bench --quiet -p cgt-bench 2>/dev/null | tee /dev/stderr |
        awk '/^== summary: / { on = 1; print "\n" substr($0, 4) ":\n"; next }
             /^== end/ { on = 0 } on && NF { print "- " $0 }' >"$out"
    [ -s "$out" ] || die "the benches printed no summary"
    cat "$out"
    if [ $update -eq 1 ]; then
        {
            echo "Last run: $(date -u '+%Y-%m-%d %H:%M UTC'), $(rustc --version | cut -d' ' -f1-2), $(nproc) cores (load average $(cut -d' ' -f1 /proc/loadavg))."
            cat "$out"
        } >"$out.section"
        replace_section "$root/PERFORMANCE.md" '<!-- LIBRARY BENCH START -->' '<!-- LIBRARY BENCH END -->' "$out.section"
        echo "bench.sh: PERFORMANCE.md updated" >&2
    fi
    exit 0
fi

mapfile -t all_slugs < <(problem_slugs)
[ ${#all_slugs[@]} -gt 0 ] || die "no problems (problems/*.rs)"
if [ ${#requested[@]} -gt 0 ]; then
    check_slugs "${requested[@]}"
    slugs=("${requested[@]}")
else
    slugs=("${all_slugs[@]}")
fi

# Scratch directory for inputs and outputs, removed on every exit (also on Ctrl-C).
tmp=$(mktemp -d "${TMPDIR:-/tmp}/bench.XXXXXX")
if [ "${BENCH_KEEP:-0}" = 1 ]; then
    echo "bench.sh: keeping inputs in $tmp" >&2
else
    trap 'rm -rf "$tmp"' EXIT
fi
trap 'exit 130' INT TERM

bins=(--bin gen-max --bin io-baseline)
target=$(target_dir)
bin_dir=$target/release
if [ $bundles -eq 1 ]; then
    # The programs timed are the bundles, compiled as a judge would.
    bundle_rustc=${BENCH_RUSTC:-rustc}
    echo "building the bench tools and the bundler (release)..." >&2
    cargo build --release --quiet "${bins[@]}" --bin bundle
    "$bin_dir/bundle" --root "$root" --target-dir "$target" --out-dir "$tmp/bundles" "${slugs[@]}" >/dev/null 2>"$tmp/log" ||
        { cat "$tmp/log" >&2; die "bundling failed"; }
    echo "compiling ${#slugs[@]} bundles with $bundle_rustc --edition 2021 -O..." >&2
    for s in "${slugs[@]}"; do
        "$bundle_rustc" --edition 2021 -O "$tmp/bundles/$s.rs" -o "$tmp/bundles/$s" 2>"$tmp/log" ||
            { cat "$tmp/log" >&2; die "$bundle_rustc failed on the bundle of '$s'"; }
    done
    prog_dir=$tmp/bundles
else
    for s in "${slugs[@]}"; do bins+=(--bin "$s"); done
    echo "building ${#slugs[@]} binaries and the bench tools (release)..." >&2
    cargo build --release --quiet "${bins[@]}"
    prog_dir=$bin_dir
fi

# Every selected problem must have a generator: nothing is skipped silently.
"$bin_dir/gen-max" --list >"$tmp/generators" || die "gen-max --list failed"
mapfile -t generators <"$tmp/generators"
for s in "${slugs[@]}"; do
    found=0
    for g in "${generators[@]}"; do
        if [ "$g" = "$s" ]; then found=1; fi
    done
    [ $found -eq 1 ] || die "problem '$s' has no generator tools/gen/$s.rs"
done


# time_best BIN INPUT: sets best_us to the best wall time in microseconds over $runs runs,
# best_cpu_us to the best CPU time (user + system, from bash's `time`), and run_status to the exit
# status of the first run that failed (124 = timeout; the remaining runs are skipped), 0 if all
# succeeded. Not to be called in $(...): it sets globals.
best_us=-1
best_cpu_us=-1
run_status=0
TIMEFORMAT='%3U %3S'
time_best() {
    local bin=$1 input=$2 start end us cpu st i
    best_us=-1
    best_cpu_us=-1
    run_status=0
    for ((i = 0; i < runs; i++)); do
        st=0
        start=$(date +%s%N)
        { time timeout "$limit" "$bin" <"$input" >"$tmp/out" 2>"$tmp/err"; } 2>"$tmp/time" || st=$?
        end=$(date +%s%N)
        us=$(((end - start) / 1000))
        if [ $st -ne 0 ]; then
            run_status=$st
            break
        fi
        cpu=$(awk '{ printf "%d", ($1 + $2) * 1000000 }' "$tmp/time")
        if [ $best_us -lt 0 ] || [ $us -lt $best_us ]; then best_us=$us; fi
        if [ $best_cpu_us -lt 0 ] || [ $cpu -lt $best_cpu_us ]; then best_cpu_us=$cpu; fi
    done
}

fmt_ms() { awk -v us="$1" 'BEGIN { printf "%.1f ms", us / 1000 }'; }
fmt_size() {
    awk -v b="$1" 'BEGIN {
        if (b >= 1048576) printf "%.1f MB", b / 1048576
        else if (b >= 1024) printf "%.1f KB", b / 1024
        else printf "%d B", b }'
}

rows=$tmp/rows
: >"$rows"
failed=0
slow=0
for s in "${slugs[@]}"; do
    input=$tmp/$s.in
    desc=$("$bin_dir/gen-max" "$s" "$input") || die "gen-max failed for '$s'"
    bytes=$(stat -c %s "$input")
    time_best "$prog_dir/$s" "$input"
    t=$best_us
    tc=$best_cpu_us
    st=$run_status
    if [ $st -ne 0 ]; then
        failed=$((failed + 1))
        if [ $st -eq 124 ]; then
            what="TIMEOUT (> ${limit} s)"
        else
            what="FAILED (exit $st)"
        fi
        echo "bench.sh: $s: $what; stderr:" >&2
        head -c 1000 "$tmp/err" >&2 || true
        row="| $s | $desc | $(fmt_size "$bytes") | $what | | | | | **FAIL** |"
    else
        time_best "$bin_dir/io-baseline" "$input"
        b=$best_us
        bc=$best_cpu_us
        [ "$run_status" -eq 0 ] || die "io-baseline failed on the input of '$s' (exit $run_status)"
        ratio=$(awk -v t="$tc" -v b="$bc" 'BEGIN { if (b > 0) printf "%.1f", t / b; else printf "-" }')
        flag=ok
        if [ "$tc" -ge 1000000 ]; then
            flag="**>= 1 s**"
            slow=$((slow + 1))
        elif [ "$t" -ge 1000000 ]; then
            flag="**wall >= 1 s** (CPU < 1 s: machine load?)"
            slow=$((slow + 1))
        fi
        case $desc in STUB*) flag="$flag, **stub generator**" ;; esac
        row="| $s | $desc | $(fmt_size "$bytes") | $(fmt_ms "$t") | $(fmt_ms "$tc") | $(fmt_ms "$b") | $(fmt_ms "$bc") | $ratio | $flag |"
    fi
    echo "$row" >>"$rows"
    echo "$row" >&2
    [ "${BENCH_KEEP:-0}" = 1 ] || rm -f "$input"
done

what=Problem
[ $bundles -eq 0 ] || what=Bundle
header="| $what | Max input (generated by \`gen-max\`) | Size | Wall | CPU | Baseline wall | Baseline CPU | CPU ratio | Flag |
|---|---|---|---|---|---|---|---|---|"
echo
echo "$header"
cat "$rows"
echo
echo "$((${#slugs[@]} - failed - slow)) fast, $slow slow (>= 1 s), $failed failed"

if [ $update -eq 1 ]; then
    if [ $bundles -eq 1 ]; then
        start_marker='<!-- BUNDLE PERF TABLE START -->'
        end_marker='<!-- BUNDLE PERF TABLE END -->'
    else
        start_marker='<!-- PERF TABLE START -->'
        end_marker='<!-- PERF TABLE END -->'
    fi
    doc=$root/PERFORMANCE.md
    # Keep the rows of problems not benchmarked now; replace the others; sort by slug.
    awk -v s="$start_marker" -v e="$end_marker" '
        $0 == s { inside = 1; next }
        $0 == e { inside = 0 }
        inside && /^\| [a-z0-9-]+ \|/ { print }' "$doc" >"$tmp/old_rows"
    {
        awk 'NR == FNR { fresh[$2] = 1; next } !($2 in fresh)' "$rows" "$tmp/old_rows"
        cat "$rows"
    } | sort -t'|' -k2,2 >"$tmp/all_rows"
    if [ $bundles -eq 1 ]; then
        compiler="$("$bundle_rustc" --version | cut -d' ' -f1-2) --edition 2021 -O"
        what="the default bundle of each problem (\`scripts/bundle.sh\`), compiled as a judge would (\`$compiler\`)"
    else
        what="each problem binary in release ($(rustc --version | cut -d' ' -f1-2))"
    fi
    {
        echo "Last run: $(date -u '+%Y-%m-%d %H:%M UTC'), $what, best of $runs runs, $(nproc) cores"
        all=$(wc -l <"$tmp/all_rows")
        if [ "${#slugs[@]}" -lt "$all" ]; then
            # A run of some problems: say so, the header's time is not the other rows'.
            echo "(load average $(cut -d' ' -f1 /proc/loadavg)), for ${#slugs[@]} of the $all rows: the others are kept from earlier runs."
        else
            echo "(load average $(cut -d' ' -f1 /proc/loadavg))."
        fi
        echo
        echo "$header"
        cat "$tmp/all_rows"
    } >"$tmp/section"
    replace_section "$doc" "$start_marker" "$end_marker" "$tmp/section"
    echo "bench.sh: PERFORMANCE.md updated" >&2
fi

[ $failed -eq 0 ] && [ $slow -eq 0 ]
