#!/usr/bin/env bash
# Run every problem binary on every test case in testcases/<slug>/ (NAME.in -> NAME.out).
#
#   scripts/run_all.sh              all problems
#   scripts/run_all.sh SLUG...      only those problems
#   scripts/run_all.sh --help       this text
#   BIN_DIR=DIR scripts/run_all.sh  use problem binaries already built in DIR (a relative DIR is
#                                   from your directory; skips their cargo build; judges of
#                                   interactive problems are still built)
#
# An interactive problem (testcases/<slug>/INTERACTIVE exists) has judge inputs NAME.in and no
# .out: each case is run as `judge-<slug> NAME.in <binary>` (scripts/judges/<slug>.rs, built by cargo in
# release), which plays against the binary and passes the case iff it exits 0 (`AC`).
#
# Prints one line per problem (slug, cases passed/total, slowest case), the diff of the first
# mismatch (for an interactive case, the judge's verdict), and a closing line `N passed, M failed`
# counting cases. Exits non-zero on any failure, on an unknown slug, and on a problem without test
# cases.
set -euo pipefail

# shellcheck source=scripts/lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$root"

case ${1:-} in
-h | --help)
    sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed -e '$d' -e 's/^# \{0,1\}//'
    exit 0
    ;;
-*) die "unknown option '$1' (scripts/run_all.sh --help)" ;;
esac

mapfile -t all_slugs < <(problem_slugs)
[ ${#all_slugs[@]} -gt 0 ] || die "no problems (problems/*.rs)"

if [ $# -gt 0 ]; then
    check_slugs "$@"
    slugs=("$@")
else
    slugs=("${all_slugs[@]}")
    # A case directory without a binary is a mistake too.
    for d in testcases/*/; do
        d=${d%/}
        d=${d#testcases/}
        [ -f "problems/$d.rs" ] || die "testcases/$d has no binary problems/$d.rs"
    done
fi

# The judges of the interactive problems among the slugs (always built by cargo).
judges=()
for s in "${slugs[@]}"; do
    [ ! -e "testcases/$s/INTERACTIVE" ] || judges+=(--bin "judge-$s")
done
judge_dir=$(target_dir)/release
if [ -z "${BIN_DIR:-}" ]; then
    bins=()
    for s in "${slugs[@]}"; do bins+=(--bin "$s"); done
    # The binaries are run from the directory cargo builds into (never a stale target/).
    BIN_DIR=$judge_dir
    echo "building ${#slugs[@]} binaries (release) in $BIN_DIR..." >&2
    cargo build --release --quiet -p cgt "${bins[@]}" ${judges[@]+"${judges[@]}"}
else
    BIN_DIR=$(from_caller "$BIN_DIR")
    [ ${#judges[@]} -eq 0 ] || cargo build --release --quiet -p cgt "${judges[@]}"
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

passed=0
failed=0
shown_diff=0
for s in "${slugs[@]}"; do
    dir=testcases/$s
    shopt -s nullglob
    ins=("$dir"/*.in)
    shopt -u nullglob
    if [ ${#ins[@]} -eq 0 ]; then
        echo "$script_name: problem '$s' has no test cases ($dir/*.in)" >&2
        failed=$((failed + 1))
        printf '%-31s  NO CASES\n' "$s"
        continue
    fi
    bin=$BIN_DIR/$s
    if [ ! -x "$bin" ]; then
        die "binary $bin not found"
    fi
    ok=0
    total=0
    slowest_ms=0
    slowest_case=
    interactive=0
    [ ! -e "$dir/INTERACTIVE" ] || interactive=1
    for in in "${ins[@]}"; do
        out=${in%.in}.out
        total=$((total + 1))
        if [ $interactive -eq 0 ] && [ ! -f "$out" ]; then
            echo "$script_name: $in has no expected output $out" >&2
            failed=$((failed + 1))
            continue
        fi
        start=$(date +%s%N)
        status=0
        if [ $interactive -eq 1 ]; then
            # The judge limits each game (10 s); the outer limit only guards against a stuck judge.
            timeout 300 "$judge_dir/judge-$s" "$in" "$bin" >"$tmp/got" 2>"$tmp/err" || status=$?
        else
            timeout 10 "$bin" <"$in" >"$tmp/got" 2>"$tmp/err" || status=$?
        fi
        end=$(date +%s%N)
        ms=$(((end - start) / 1000000))
        if [ "$ms" -ge "$slowest_ms" ]; then
            slowest_ms=$ms
            slowest_case=$(basename "$in" .in)
        fi
        if [ $status -eq 0 ] && { [ $interactive -eq 1 ] || cmp -s "$tmp/got" "$out"; }; then
            ok=$((ok + 1))
            passed=$((passed + 1))
        else
            failed=$((failed + 1))
            if [ $shown_diff -eq 0 ]; then
                shown_diff=1
                {
                    echo "--- first mismatch: $s / $(basename "$in") (exit status $status)"
                    if [ $interactive -eq 1 ]; then
                        head -n 20 "$tmp/got"
                    else
                        diff --label "expected ($out)" --label "got (the binary's output)" -u \
                            "$out" "$tmp/got" | head -n 24 || true
                    fi
                    head -c 2000 "$tmp/err"
                } >"$tmp/firstdiff"
            fi
        fi
    done
    mark=ok
    [ $ok -eq $total ] || mark=FAIL
    printf '%-31s %3d/%-3d  slowest %5d ms (%s)  %s\n' "$s" "$ok" "$total" "$slowest_ms" "$slowest_case" "$mark"
done

if [ -f "$tmp/firstdiff" ]; then
    cat "$tmp/firstdiff"
fi
echo "$passed passed, $failed failed"
[ $failed -eq 0 ]
