#!/usr/bin/env bash
# Proves the single-file bundles of scripts/bundle.sh:
#  1. every problem, bundled by default (proconio stand-in), compiles with Rust 1.63
#     (Debian's /usr/bin/rustc) and with the current stable rustc, `-O`, without any warning,
#     and both builds pass every case in testcases/ (scripts/run_all.sh with BIN_DIR);
#  2. every problem bundled with --atcoder compiles with stable rustc against proconio 0.6 (as
#     on AtCoder) without warnings and passes every case;
#  3. the stand-in reads like proconio: the fixture tests/bundle/input_forms.rs (every input!
#     form the binaries may use) built with the real proconio and bundled (1.63 and stable) gives
#     the same output on every tests/bundle/ok-*.in, and all three fail on every bad-*.in;
#  4. every library module printed by `bundle.sh --module` compiles on its own (1.63 and stable),
#     and a --keep-docs bundle compiles with 1.63.
# Prints one line per bundle (size, compilers); exits non-zero on any failure.
#
#   OLD_RUSTC=/usr/bin/rustc NEW_RUSTC=rustc scripts/check_bundles.sh
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
old=${OLD_RUSTC:-/usr/bin/rustc}
new=${NEW_RUSTC:-rustc}
if ! command -v "$old" >/dev/null; then
    echo "check_bundles.sh: $old not found (apt-get install -y rustc gives Rust 1.63)" >&2
    exit 2
fi
echo "old compiler: $("$old" --version)"
echo "new compiler: $("$new" --version)"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/old" "$tmp/new" "$tmp/atcoder-bin"
failed=0

# compile RUSTC SRC OUT [ARGS...]: -O, deny warnings, and any compiler output counts as failure.
compile() {
    local rustc=$1 src=$2 out=$3
    shift 3
    if "$rustc" --edition 2021 -O -D warnings "$@" "$src" -o "$out" >"$tmp/log" 2>&1 && [ ! -s "$tmp/log" ]; then
        return 0
    fi
    echo "--- $rustc $src:" >&2
    head -n 40 "$tmp/log" >&2
    return 1
}

# proconio as cargo builds it, for the --atcoder bundles and the fixture.
cargo build --release --quiet --bins
rlib=$(ls -t target/release/deps/libproconio-*.rlib 2>/dev/null | head -n 1)
if [ -z "$rlib" ]; then
    echo "check_bundles.sh: no proconio rlib in target/release/deps" >&2
    exit 2
fi
with_proconio=(--extern "proconio=$rlib" -L "dependency=target/release/deps")

echo "== default bundles (proconio stand-in)"
scripts/bundle.sh --all "$tmp/src" >/dev/null 2>"$tmp/sizes" || { cat "$tmp/sizes" >&2; exit 1; }
printf '%-22s %7s  %-6s %-6s %-8s\n' bundle bytes 1.63 stable atcoder
scripts/bundle.sh --atcoder --all "$tmp/atcoder" >/dev/null 2>/dev/null
for f in "$tmp"/src/*.rs; do
    slug=$(basename "$f" .rs)
    bytes=$(wc -c <"$f")
    r_old=ok r_new=ok r_atc=ok
    compile "$old" "$f" "$tmp/old/$slug" || { r_old=FAIL; failed=$((failed + 1)); }
    compile "$new" "$f" "$tmp/new/$slug" || { r_new=FAIL; failed=$((failed + 1)); }
    compile "$new" "$tmp/atcoder/$slug.rs" "$tmp/atcoder-bin/$slug" "${with_proconio[@]}" ||
        { r_atc=FAIL; failed=$((failed + 1)); }
    printf '%-22s %7d  %-6s %-6s %-8s\n' "$slug" "$bytes" "$r_old" "$r_new" "$r_atc"
done

# Comments and docs kept: the first problem is enough to show they do not break the file.
first=$(basename "$(ls "$tmp"/src/*.rs | head -n 1)" .rs)
scripts/bundle.sh --keep-docs --out-dir "$tmp/docs" "$first" >/dev/null 2>&1
if compile "$old" "$tmp/docs/$first.rs" "$tmp/docs/$first"; then
    echo "$first --keep-docs: $(wc -c <"$tmp/docs/$first.rs") bytes, compiles with 1.63"
else
    failed=$((failed + 1))
fi

if [ $failed -eq 0 ]; then
    echo "== cases, bundles built by Rust 1.63"
    BIN_DIR=$tmp/old scripts/run_all.sh || failed=$((failed + 1))
    echo "== cases, bundles built by stable"
    BIN_DIR=$tmp/new scripts/run_all.sh || failed=$((failed + 1))
    echo "== cases, --atcoder bundles built by stable with proconio"
    BIN_DIR=$tmp/atcoder-bin scripts/run_all.sh || failed=$((failed + 1))
fi

echo "== stand-in vs proconio on tests/bundle/*.in"
fx=tests/bundle/input_forms.rs
scripts/bundle.sh --src "$fx" --out-dir "$tmp/fx" >/dev/null 2>&1
compile "$new" "$fx" "$tmp/fx-proconio" "${with_proconio[@]}" || failed=$((failed + 1))
compile "$old" "$tmp/fx/input_forms.rs" "$tmp/fx-old" || failed=$((failed + 1))
compile "$new" "$tmp/fx/input_forms.rs" "$tmp/fx-new" || failed=$((failed + 1))
fx_ok=0
fx_bad=0
if [ -x "$tmp/fx-proconio" ] && [ -x "$tmp/fx-old" ] && [ -x "$tmp/fx-new" ]; then
    for in in tests/bundle/*.in; do
        name=$(basename "$in" .in)
        for b in proconio old new; do
            s=0
            RUST_BACKTRACE=0 "$tmp/fx-$b" <"$in" >"$tmp/out-$b" 2>"$tmp/err-$b" || s=$?
            echo "$s" >"$tmp/status-$b"
        done
        case $name in
        ok-*)
            if [ "$(cat "$tmp/status-proconio")$(cat "$tmp/status-old")$(cat "$tmp/status-new")" = 000 ] &&
                cmp -s "$tmp/out-proconio" "$tmp/out-old" && cmp -s "$tmp/out-proconio" "$tmp/out-new"; then
                fx_ok=$((fx_ok + 1))
            else
                echo "FAIL $name: proconio and the stand-in differ" >&2
                diff "$tmp/out-proconio" "$tmp/out-old" | head -n 10 >&2 || true
                head -c 500 "$tmp/err-old" >&2
                echo >&2
                failed=$((failed + 1))
            fi
            ;;
        bad-*)
            # All three must reject the input, with a panic (exit status 101).
            if [ "$(cat "$tmp/status-proconio") $(cat "$tmp/status-old") $(cat "$tmp/status-new")" = "101 101 101" ]; then
                fx_bad=$((fx_bad + 1))
            else
                echo "FAIL $name: exit statuses proconio/1.63/stable:" \
                    "$(cat "$tmp/status-proconio") $(cat "$tmp/status-old") $(cat "$tmp/status-new")" >&2
                failed=$((failed + 1))
            fi
            ;;
        esac
    done
fi
echo "$fx_ok valid inputs read identically, $fx_bad invalid inputs rejected by both"
if [ $((fx_ok + fx_bad)) -eq 0 ]; then
    echo "check_bundles.sh: no fixture cases ran" >&2
    failed=$((failed + 1))
fi

echo "== library modules (bundle.sh --module) compile on their own"
mapfile -t modules < <(sed -n 's/^pub mod \([a-z_0-9]*\);$/\1/p' src/lib.rs)
for m in "${modules[@]}"; do
    {
        scripts/bundle.sh --module "$m"
        echo "fn main() {}"
    } >"$tmp/mod-$m.rs" 2>"$tmp/log" || { cat "$tmp/log" >&2; failed=$((failed + 1)); continue; }
    r_old=ok r_new=ok
    compile "$old" "$tmp/mod-$m.rs" "$tmp/mod-$m-old" || { r_old=FAIL; failed=$((failed + 1)); }
    compile "$new" "$tmp/mod-$m.rs" "$tmp/mod-$m-new" || { r_new=FAIL; failed=$((failed + 1)); }
    printf '%-22s %7d  %-6s %-6s\n' "--module $m" "$(wc -c <"$tmp/mod-$m.rs")" "$r_old" "$r_new"
done

if [ $failed -ne 0 ]; then
    echo "check_bundles.sh: $failed failure(s)"
    exit 1
fi
echo "all bundles ok"
