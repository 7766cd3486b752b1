#!/usr/bin/env bash
# Proves that scripts/new.sh adds a problem that everything picks up with no other edit: in a
# fresh clone of the committed tree (HEAD), it adds cses-9999, writes one sample case, and runs
# scripts/run_all.sh, scripts/bundle.sh (the bundle compiled with Rust 1.63 and run) and
# scripts/bench.sh on it; it also checks that new.sh refuses an existing slug, a malformed one and
# a bad URL without writing anything. Then `new.sh --interactive` adds cses-9998 (template
# solution and template judge), three judge inputs (one trying every reply), and runs
# run_all.sh, interact.sh (also with the bundle compiled by Rust 1.63) and bench.sh (the
# interactive generator stub) on it. It adds boj-1000 with the title "[Test] A|B" (brackets
# and |), kattis-9999 with a title longer than any line rustfmt allows (and the note that Kattis's
# Rust was last seen below 1.63), and dmoj-1, a judge not in README's judges table. With the
# files new.sh wrote unedited, it runs CI's format and lint checks (`cargo fmt --all --check`,
# `cargo clippy --workspace --all-targets -- -D warnings`), and finally the README's whole test
# command, `cargo test`, with no other edit. The clone builds into <cargo's target directory of
# this checkout>/check-new (kept between runs), never its own target/.
#
#   OLD_RUSTC=/usr/bin/rustc scripts/check_new.sh
#
# Takes no arguments; `--help` prints this header.
set -euo pipefail
# shellcheck source=scripts/lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
case ${1:-} in
-h | --help)
    sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed -e '$d' -e 's/^# \{0,1\}//'
    exit 0
    ;;
esac
[ $# -eq 0 ] || die "unknown argument '$1' (scripts/check_new.sh takes none; --help)"
old=${OLD_RUSTC:-/usr/bin/rustc}
command -v "$old" >/dev/null || die "$old not found (apt-get install -y rustc gives Rust 1.63)"

CARGO_TARGET_DIR=$(target_dir)/check-new
export CARGO_TARGET_DIR
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
git clone -q "$root" "$tmp/clone"
cd "$tmp/clone"
fail() {
    echo "check_new.sh: $*" >&2
    exit 1
}

echo "== new.sh refuses bad requests and writes nothing"
for args in "poj-2234 https://poj.org/x" "Cses-1 https://x.y" "cses_1 https://x.y" \
    "cses-9999 ftp://x.y" "cses-9999"; do
    # shellcheck disable=SC2086
    if scripts/new.sh $args >"$tmp/out" 2>&1; then fail "new.sh accepted: $args"; fi
    grep -q '^new.sh: ' "$tmp/out" || fail "no message for: $args"
    [ -z "$(git status --porcelain)" ] || fail "new.sh wrote files for: $args"
    echo "refused: $args -> $(head -n 1 "$tmp/out")"
done

echo "== new.sh cses-9999, one sample, then every tool"
scripts/new.sh cses-9999 https://cses.fi/problemset/task/9999 'Check E&D \1'
head -n 1 problems/cses-9999.rs | grep -qF '[CSES 9999 Check E&D \1](https://cses.fi/problemset/task/9999)' ||
    fail "new.sh did not keep the title's & and \\ as written: $(head -n 1 problems/cses-9999.rs)"
printf '2\n2\n1 1\n3\n1 2 4\n' >testcases/cses-9999/sample-1.in
printf 'Second\nFirst\n' >testcases/cses-9999/sample-1.out
scripts/run_all.sh cses-9999
scripts/bundle.sh --out-dir "$tmp/b" cses-9999
"$old" --edition 2021 -O -D warnings "$tmp/b/cses-9999.rs" -o "$tmp/b/cses-9999"
BIN_DIR=$tmp/b scripts/run_all.sh cses-9999
BENCH_RUNS=1 scripts/bench.sh cses-9999 | tee "$tmp/bench"
grep -q '^| cses-9999 | STUB' "$tmp/bench" || fail "bench.sh did not run the stub generator"

echo "== new.sh --interactive cses-9998: the template solution against the template judge"
scripts/new.sh --interactive cses-9998 https://cses.fi/problemset/task/9998 'Check interactive'
for f in scripts/judges/cses-9998.rs testcases/cses-9998/INTERACTIVE; do
    [ -f "$f" ] || fail "new.sh --interactive did not write $f"
done
grep -qxF 'name = "judge-cses-9998"' Cargo.toml || fail "new.sh --interactive did not add judge-cses-9998"
printf '3\n1 2 4\n' >testcases/cses-9998/first.in
printf '3\n1 2 3\n' >testcases/cses-9998/second.in
printf '3\n2 3 2 all\n' >testcases/cses-9998/every.in
scripts/run_all.sh cses-9998
scripts/interact.sh cses-9998
# --log after the case too: the exchange on stderr.
scripts/interact.sh cses-9998 second --log >"$tmp/log" 2>&1
grep -q '^judge> ' "$tmp/log" || fail "interact.sh CASE --log printed no exchange"
BENCH_RUNS=1 scripts/bench.sh cses-9998 | tee "$tmp/bench"
grep -q '^| cses-9998 | STUB' "$tmp/bench" || fail "bench.sh did not run the interactive stub generator"
scripts/bundle.sh --out-dir "$tmp/b" cses-9998
"$old" --edition 2021 -O -D warnings "$tmp/b/cses-9998.rs" -o "$tmp/b/cses-9998"
SOLUTION=$tmp/b/cses-9998 scripts/interact.sh cses-9998

echo "== new.sh boj-1000 with brackets and | in the title; kattis-9999 with a long title; dmoj-1, a judge README does not know"
scripts/new.sh boj-1000 https://www.acmicpc.net/problem/1000 '[Test] A|B'
head -n 1 problems/boj-1000.rs | grep -qF '[BOJ 1000 \[Test\] A|B](https://www.acmicpc.net/problem/1000)' ||
    fail "new.sh did not escape the title's brackets: $(head -n 1 problems/boj-1000.rs)"
grep -qF '| boj-1000 | [BOJ 1000](https://www.acmicpc.net/problem/1000) | yes | \[Test\] A\|B ' README.md ||
    fail "new.sh did not write boj-1000's README row with the title escaped"
scripts/new.sh dmoj-1 https://dmoj.ca/problem/1 'Unknown judge' >"$tmp/out"
grep -q "^note: 'dmoj' is not in README's judges table" "$tmp/out" || fail "no note for an unknown judge"
grep -q '^| DMOJ | unknown | ' README.md || fail "new.sh did not add DMOJ to the judges table"
long="$(printf 'A Title Longer Than Any Line %.0s' 1 2 3 4 5) [X] a|b \`c\` *d* <e> & \\1"
scripts/new.sh kattis-9999 https://open.kattis.com/problems/x "$long" >"$tmp/out"
grep -q "^note: Kattis's Rust was last seen at 1.37" "$tmp/out" || fail "no note for Kattis's old Rust"
for slug in boj-1000 kattis-9999 dmoj-1; do
    cp testcases/cses-9999/sample-1.in testcases/cses-9999/sample-1.out "testcases/$slug/"
done

echo "== what new.sh wrote, unedited, passes CI's cargo fmt --check and clippy"
cargo fmt --all --check || fail "the files new.sh wrote are not rustfmt-clean (scripts/templates/)"
cargo clippy --workspace --all-targets --quiet -- -D warnings ||
    fail "clippy warns on the files new.sh wrote (scripts/templates/)"

echo "== the README's test command passes with no other edit"
cargo test -q
[ ! -e target ] || fail "a script wrote into the clone's target/ although CARGO_TARGET_DIR is set"
echo "check_new.sh: ok"
