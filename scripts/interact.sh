#!/usr/bin/env bash
# Plays the solution of an interactive problem against its judge (README, "Interactive problems"):
#
#   scripts/interact.sh SLUG                 every case in testcases/SLUG/
#   scripts/interact.sh SLUG CASE...         only those cases: files, or names such as brute-1
#   scripts/interact.sh SLUG CASE... --log   also the exchange on stderr (`judge> ` lines sent,
#                                            `solution> ` tokens read)
#   SOLUTION=FILE scripts/interact.sh ...    plays FILE (e.g. a compiled bundle; a relative path
#                                            is from your directory) instead of the cargo binary
#   TIME_LIMIT=S scripts/interact.sh ...     S seconds per game (default: the judge's 10)
#
# Builds the binary (unless SOLUTION is set) and the judge judge-SLUG (scripts/judges/SLUG.rs) in release,
# runs `judge-SLUG CASE SOLUTION` on each case and prints its verdict (`AC: ...`, `WA: solution:
# ...` or `judge error: ...`). Exits non-zero if any case fails, for an unknown slug or a problem
# that is not interactive (no testcases/SLUG/INTERACTIVE).
set -euo pipefail
# shellcheck source=scripts/lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$root"

usage="usage: scripts/interact.sh [--log] SLUG [CASE...]"
opts=()
args=()
# --log anywhere on the line.
for a in "$@"; do
    case $a in
        --log) opts+=(--log) ;;
        -h | --help) sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//' && exit 0 ;;
        -*) die "unknown option '$a' ($usage)" ;;
        *) args+=("$a") ;;
    esac
done
set -- ${args[@]+"${args[@]}"}
[ $# -ge 1 ] || die "$usage"
slug=$1
shift
check_slugs "$slug"
[ -e "testcases/$slug/INTERACTIVE" ] || die "$slug is not interactive (no testcases/$slug/INTERACTIVE)"
[ -z "${TIME_LIMIT:-}" ] || opts+=(--time-limit "$TIME_LIMIT")

release=$(target_dir)/release
bins=(--bin "judge-$slug")
what="the judge"
[ -n "${SOLUTION:-}" ] || { bins+=(--bin "$slug") && what="the solution and its judge"; }
build "$what" -p cgt "${bins[@]}"
solution=$release/$slug
if [ -n "${SOLUTION:-}" ]; then
    # A path (with a /) from the caller's directory; a bare name is a command on PATH.
    solution=$SOLUTION
    [[ $solution != */* ]] || solution=$(from_caller "$solution")
fi

cases=("$@")
if [ ${#cases[@]} -eq 0 ]; then
    shopt -s nullglob
    cases=("testcases/$slug"/*.in)
    shopt -u nullglob
    [ ${#cases[@]} -gt 0 ] || die "no cases in testcases/$slug/"
fi
failed=0
for c in "${cases[@]}"; do
    # A file from the caller's directory, from the root, or a case name in testcases/SLUG/.
    if [ -f "$(from_caller "$c")" ]; then
        c=$(from_caller "$c")
    elif [ ! -f "$c" ]; then
        c=testcases/$slug/$c.in
    fi
    [ -f "$c" ] || die "no case $c"
    printf '%s: ' "$(basename "$c" .in)"
    "$release/judge-$slug" ${opts[@]+"${opts[@]}"} "$c" "$solution" || failed=$((failed + 1))
done
[ $failed -eq 0 ] || die "$failed case(s) failed"
