#!/usr/bin/env bash
# Regenerates every generated test case and compares it with the committed file (README, "How to
# add a problem"; CI runs it):
#
#   scripts/regen_cases.sh            run every case writer tools/brute/*.py into a scratch
#                                     directory; fail on any difference or uncovered case
#   scripts/regen_cases.sh --write    the same, then write the regenerated cases into testcases/
#
# A case writer is a Python 3 script in tools/brute/ (other than common.py and the shared code
# *_lib.py) that writes cases with common.put (fixed
# seeds, answers from a search of the game independent of the library). Every file in
# testcases/ other than the official samples (sample-*, example-*) and INTERACTIVE markers must be
# written by a writer, byte for byte, or be listed in tools/brute/UNSCRIPTED (a glob relative to
# testcases/, then the reason the source cannot be rerun). Exits non-zero on a failing writer, a
# regenerated file that differs from the committed one, a committed case that no writer produces
# and that UNSCRIPTED does not list, and an UNSCRIPTED line that matches no file.
set -euo pipefail
# shellcheck source=scripts/lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$root"

write=0
case ${1:-} in
"") ;;
--write) write=1 ;;
*) die "usage: scripts/regen_cases.sh [--write]" ;;
esac
command -v python3 >/dev/null || die "python3 not found"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/cases"
for w in tools/brute/*.py; do
    # Shared code, not writers: common.py and *_lib.py.
    [ "$w" != tools/brute/common.py ] && [[ $w != *_lib.py ]] || continue
    start=$(date +%s)
    CGT_CASES_DIR=$tmp/cases python3 "$w" >"$tmp/log" 2>&1 || {
        cat "$tmp/log" >&2
        die "$w failed"
    }
    echo "$w: $(($(date +%s) - start)) s" >&2
done

(cd "$tmp/cases" && find . -type f | sed 's|^\./||' | LC_ALL=C sort) >"$tmp/written"
(cd testcases && find . -type f ! -name 'sample-*' ! -name 'example-*' ! -name INTERACTIVE |
    sed 's|^\./||' | LC_ALL=C sort) >"$tmp/committed"

bad=0
if [ $write -eq 1 ]; then
    (cd "$tmp/cases" && find . -type f -exec cp --parents {} "$root/testcases/" \;)
    echo "regen_cases.sh: wrote $(wc -l <"$tmp/written") files into testcases/" >&2
else
    while read -r f; do
        if [ ! -f "testcases/$f" ]; then
            echo "written but not committed: testcases/$f" >&2
            bad=1
        elif ! cmp -s "$tmp/cases/$f" "testcases/$f"; then
            echo "differs from its writer's output: testcases/$f" >&2
            diff -u --label "committed testcases/$f" --label regenerated "testcases/$f" "$tmp/cases/$f" |
                head -n 12 >&2 || true
            bad=1
        fi
    done <"$tmp/written"
fi

# Committed cases that no writer produces must be listed in UNSCRIPTED, and each of its globs
# must still match a file.
globs=()
while read -r glob _; do
    [ -n "$glob" ] && [ "${glob:0:1}" != "#" ] || continue
    globs+=("$glob")
done <tools/brute/UNSCRIPTED
declare -A used=()
unscripted=0
while read -r f; do
    grep -qxF "$f" "$tmp/written" && continue
    unscripted=$((unscripted + 1))
    listed=0
    for g in "${globs[@]}"; do
        # shellcheck disable=SC2053
        if [[ $f == $g ]]; then
            listed=1
            used[$g]=1
            break
        fi
    done
    if [ $listed -eq 0 ]; then
        echo "no writer produces testcases/$f and tools/brute/UNSCRIPTED does not list it" >&2
        bad=1
    fi
done <"$tmp/committed"
for g in "${globs[@]}"; do
    [ -n "${used[$g]:-}" ] || {
        echo "tools/brute/UNSCRIPTED: '$g' matches no unscripted case" >&2
        bad=1
    }
done
[ $bad -eq 0 ] || die "the committed cases are not what their writers produce (see above)"
echo "regen_cases.sh: $(wc -l <"$tmp/written") files regenerated and equal; $unscripted listed in tools/brute/UNSCRIPTED"
