#!/usr/bin/env bash
# Times the README's test command (`cargo test`) as a newcomer meets it (README, "Set-up"), in a
# fresh clone of the repository's last commit (uncommitted changes are not timed; the checkout is
# never edited):
#
#   scripts/time_tests.sh            from a clean target directory (a fresh CARGO_TARGET_DIR: every
#                                    dependency and the whole workspace built), then after touching
#                                    one module (src/nim.rs), then after an edit of it (a comment
#                                    line appended: the library, everything built on it and the
#                                    explorer's scratch programs rebuilt): wall, user, system time
#   scripts/time_tests.sh --update   the same, and write the figures into PERFORMANCE.md between
#                                    <!-- TEST TIME START --> and <!-- TEST TIME END -->
#
# The crates must already be downloaded (a first `cargo fetch`); the figures say the load average
# at the start, since a loaded machine is slower. Exits non-zero if the tests fail.
set -euo pipefail
# shellcheck source=scripts/lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$root"

update=0
case ${1:-} in
"") ;;
--update) update=1 ;;
*) die "usage: scripts/time_tests.sh [--update]" ;;
esac

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
git diff --quiet HEAD 2>/dev/null ||
    echo "time_tests.sh: uncommitted changes are not timed (a clone of $(git rev-parse --short HEAD))" >&2
git clone --quiet "$root" "$tmp/repo"
export CARGO_TARGET_DIR=$tmp/target
(cd "$tmp/repo" && cargo fetch --quiet)

# time_run LABEL: runs cargo test, prints a table row with the times.
time_run() {
    local load
    load=$(cut -d' ' -f1 /proc/loadavg)
    (cd "$tmp/repo" && /usr/bin/time -f '%e %U %S' -o "$tmp/time" cargo test --quiet) >"$tmp/log" 2>&1 || {
        tail -n 40 "$tmp/log" >&2
        die "cargo test failed ($1)"
    }
    read -r wall user sys <"$tmp/time"
    printf '| %s | %.0f s | %.0f s | %.0f s | %s |\n' "$1" "$wall" "$user" "$sys" "$load"
}

{
    echo "| \`cargo test\` | Wall | User | System | Load average at the start |"
    echo "|---|---|---|---|---|"
    time_run "from a clean target directory"
    touch "$tmp/repo/src/nim.rs"
    time_run "after touching one module (src/nim.rs)"
    printf '\n// An edit timed by scripts/time_tests.sh.\n' >>"$tmp/repo/src/nim.rs"
    time_run "after an edit of it (a comment line appended)"
} | tee "$tmp/table"
cores=$(nproc)
{
    echo
    echo "Measured on $(date -u +%Y-%m-%d) with $cores cores, $(cargo --version | cut -d' ' -f1-2), on $(git rev-parse --short HEAD), by \`scripts/time_tests.sh --update\`."
    echo
    cat "$tmp/table"
    echo
} >"$tmp/section"
if [ $update -eq 1 ]; then
    replace_section PERFORMANCE.md '<!-- TEST TIME START -->' '<!-- TEST TIME END -->' "$tmp/section"
    echo "time_tests.sh: PERFORMANCE.md updated" >&2
fi
