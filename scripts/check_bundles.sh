#!/usr/bin/env bash
# Proves the single-file bundles of scripts/bundle.sh:
#  1. every problem, bundled by default (proconio stand-in), compiles with Rust 1.63
#     (Debian's /usr/bin/rustc) and with the current stable rustc, `-O`, without any warning,
#     and both builds pass every case in testcases/ (scripts/run_all.sh with BIN_DIR, which plays
#     an interactive problem's cases through its judge);
#  2. every problem bundled with --atcoder compiles with stable rustc against proconio 0.6 (as
#     on AtCoder) without warnings and passes every case;
#  3. the stand-in reads like proconio: the fixtures tools/tests/bundle/input_forms.rs (every input!
#     form the binaries may use, then cases to the end of input), input_once_forms.rs (the
#     same forms through input_once!) and input_from_forms.rs (input_forms through
#     cgt::fast_input::Tokens, as the binaries read; also compared with input_forms built with
#     proconio's own source) and input_common_forms.rs (the form of most binaries, which a
#     bundle reads without the Readable trait), built with the real proconio and bundled (1.63
#     and stable), give the same output on every tools/tests/bundle/ok-*.in and on generated
#     inputs with tokens and multi-byte chars across the 64 KiB chunks (from a file and a pipe),
#     and fail alike on every bad-*.in;
#  4. every library module printed by `bundle.sh --module` (compact and --full) compiles on its
#     own (1.63 and stable), the input stand-in `--module proconio_lite` too, and a --full bundle
#     compiles with 1.63;
#  5. the editor snippets (`bundle.sh --editor-snippets`) are strict JSON, and all of them pasted
#     into one file, each once, compile (1.63 and stable): no module is defined twice;
#  6. every example of the README and of the library's docs, bundled as a program (a bundle keeps
#     only the library items its program reaches), type-checks with Rust 1.63.
# Prints one line per bundle (size, compilers); exits non-zero on any failure.
#
#   OLD_RUSTC=/usr/bin/rustc NEW_RUSTC=rustc scripts/check_bundles.sh
#
# Takes no arguments; `--help` prints this header.
set -euo pipefail

# shellcheck source=scripts/lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$root"
case ${1:-} in
-h | --help)
    sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed -e '$d' -e 's/^# \{0,1\}//'
    exit 0
    ;;
esac
[ $# -eq 0 ] || die "unknown argument '$1' (scripts/check_bundles.sh takes none; --help)"
old=${OLD_RUSTC:-/usr/bin/rustc}
new=${NEW_RUSTC:-rustc}
command -v "$old" >/dev/null || die "$old not found (apt-get install -y rustc gives Rust 1.63)"
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

# proconio as cargo builds it, for the --atcoder bundles and the fixtures (and the library, whose
# libcgt.rlib the fixture input_from_forms links), in cargo's target directory.
release=$(target_dir)/release
cargo build --release --quiet -p cgt --lib --bins
rlib=$(ls -t "$release"/deps/libproconio-*.rlib 2>/dev/null | head -n 1)
[ -n "$rlib" ] || die "no proconio rlib in $release/deps"
with_proconio=(--extern "proconio=$rlib" -L "dependency=$release/deps")

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
scripts/bundle.sh --full --out-dir "$tmp/docs" "$first" >/dev/null 2>&1
if compile "$old" "$tmp/docs/$first.rs" "$tmp/docs/$first"; then
    echo "$first --full: $(wc -c <"$tmp/docs/$first.rs") bytes, compiles with 1.63"
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

echo "== stand-in vs proconio on tools/tests/bundle/*.in and generated chunk-boundary inputs"
# Large inputs (not committed) whose interesting bytes straddle the stand-in's 64 KiB read size:
# the fixed part of ok-plain.in, then end-of-file loop cases. In ok-boundary-D, the unit below
# (multi-byte whitespace U+3000, U+2028, U+00A0, U+0085 between tokens; multi-byte letters é
# and U+200B, which is not whitespace, inside them; CRLF) starts D bytes before 65536, for every
# D in 0..=26, so every byte of it meets the end of the first chunk once. Then the unit 8192
# times (later chunks end at drifting offsets), a 150000-byte token (longer than two chunks: the
# buffer must grow), and a last case without final newline. Each is also read through a pipe,
# which hands out smaller pieces.
gen=$tmp/gen
mkdir -p "$gen"
# "5 x<U+3000>y<é>z<U+2028>w<U+00A0>v<U+200B>u<U+0085>t\r\n" in UTF-8 bytes.
printf '5 x\343\200\200y\303\251z\342\200\250w\302\240v\342\200\213u\302\205t\r\n' >"$gen/unit"
unit_bytes=$(wc -c <"$gen/unit")
cp "$gen/unit" "$gen/tail"
for _ in $(seq 13); do cat "$gen/tail" "$gen/tail" >"$gen/t2" && mv "$gen/t2" "$gen/tail"; done
{
    printf '1 '
    head -c 150000 /dev/zero | tr '\0' b
    printf '\n2 end\343\200\200final'
} >>"$gen/tail"
base=tools/tests/bundle/ok-plain.in
base_bytes=$(wc -c <"$base")
for ((d = 0; d <= unit_bytes; d++)); do
    {
        cat "$base"
        # "1 aaa...a\n": one case, padding so that the unit starts at 65536 - d.
        printf '1 '
        head -c $((65536 - d - base_bytes - 3)) /dev/zero | tr '\0' a
        printf '\n'
        cat "$gen/unit" "$gen/tail"
    } >"$gen/ok-boundary-$d.in"
done

# The fixtures built with the real proconio and bundled (1.63 and stable).
# input_forms reads every form and loops to the end of input: valid inputs (ok-*) must give the
# same output everywhere, invalid ones (bad-*) must make all three panic (exit status 101).
# input_once_forms reads the fixed part with input_once! and stops: all three must agree on the
# exit status and the output on every input, and succeed on the valid ones.
# input_from_forms is input_forms read through cgt::fast_input::Tokens, as the binaries read: built
# with the real proconio and the library, and bundled, it must also match input_forms built with
# the real proconio alone (its own line source: the "ref" build).
# input_common_forms reads the same tokens with the common form only (no marker: the bundle has no
# Readable trait); like input_once_forms, all builds must agree, and succeed on the valid inputs.
cgt_rlib=$release/libcgt.rlib
# The proconio build libcgt.rlib was compiled against: cargo's target directory may hold several
# (other feature sets), and the fixture must link the same one.
printf 'pub fn probe(t: &mut cgt::fast_input::Tokens) -> bool {\n    <cgt::fast_input::Tokens as proconio::source::Source<std::io::Empty>>::is_empty(t)\n}\n' >"$tmp/probe.rs"
cgt_proconio=
for cand in $(ls -t "$release"/deps/libproconio-*.rlib); do
    if "$new" --edition 2021 --crate-type lib "$tmp/probe.rs" -o "$tmp/libprobe.rlib" \
        --extern "proconio=$cand" -L "dependency=$release/deps" --extern "cgt=$cgt_rlib" 2>/dev/null; then
        cgt_proconio=$cand
        break
    fi
done
[ -n "$cgt_proconio" ] || die "no proconio rlib in $release/deps links with $cgt_rlib"
fx_ok=0
fx_bad=0
for fx in input_forms input_once_forms input_from_forms input_common_forms; do
    builds=(proconio old new)
    scripts/bundle.sh --src "tools/tests/bundle/$fx.rs" --out-dir "$tmp/fx" >/dev/null 2>&1 || {
        echo "FAIL: cannot bundle tools/tests/bundle/$fx.rs" >&2
        failed=$((failed + 1))
        continue
    }
    if [ $fx = input_from_forms ]; then
        builds=(ref proconio old new)
        cp "$tmp/input_forms-proconio" "$tmp/$fx-ref" || { failed=$((failed + 1)); continue; }
    fi
    if grep -q 'cgt::' "tools/tests/bundle/$fx.rs"; then
        compile "$new" "tools/tests/bundle/$fx.rs" "$tmp/$fx-proconio" --extern "proconio=$cgt_proconio" \
            -L "dependency=$release/deps" --extern "cgt=$cgt_rlib" || { failed=$((failed + 1)); continue; }
    else
        compile "$new" "tools/tests/bundle/$fx.rs" "$tmp/$fx-proconio" "${with_proconio[@]}" || { failed=$((failed + 1)); continue; }
    fi
    compile "$old" "$tmp/fx/$fx.rs" "$tmp/$fx-old" || { failed=$((failed + 1)); continue; }
    compile "$new" "$tmp/fx/$fx.rs" "$tmp/$fx-new" || { failed=$((failed + 1)); continue; }
    for in in tools/tests/bundle/*.in "$gen"/ok-boundary-*.in; do
        name=$(basename "$in" .in)
        modes=(file)
        case $in in "$gen"/*) modes+=(pipe) ;; esac
        for mode in "${modes[@]}"; do
            st=""
            for b in "${builds[@]}"; do
                s=0
                if [ "$mode" = file ]; then
                    RUST_BACKTRACE=0 "$tmp/$fx-$b" <"$in" >"$tmp/out-$b" 2>"$tmp/err-$b" || s=$?
                else
                    # A reader that stops early must not count as a failure of `cat`.
                    (cat "$in" 2>/dev/null || true) |
                        RUST_BACKTRACE=0 "$tmp/$fx-$b" >"$tmp/out-$b" 2>"$tmp/err-$b" || s=$?
                fi
                st="$st $s"
            done
            same=1
            for b in "${builds[@]}"; do
                cmp -s "$tmp/out-${builds[0]}" "$tmp/out-$b" || same=0
            done
            # Every build exits with the status of the first: 0 on valid input, 101 (a panic) on
            # invalid input for the fixtures that read to the end.
            first=$(awk '{ print $1 }' <<<"$st")
            case $fx/$name in
            */ok-*) first=0 ;;
            input_forms/bad-* | input_from_forms/bad-*) first=101 same=1 ;;
            esac
            want=$(for _ in "${builds[@]}"; do printf ' %s' "$first"; done)
            if [ "$st" = "$want" ] && [ $same -eq 1 ]; then
                case $name in ok-*) fx_ok=$((fx_ok + 1)) ;; *) fx_bad=$((fx_bad + 1)) ;; esac
            else
                echo "FAIL $fx $name ($mode): exit statuses ${builds[*]}:$st; output differs: $((1 - same))" >&2
                diff "$tmp/out-${builds[0]}" "$tmp/out-old" | head -c 1000 >&2 || true
                head -c 500 "$tmp/err-old" >&2
                echo >&2
                failed=$((failed + 1))
            fi
        done
    done
done
echo "$fx_ok runs on valid inputs read identically, $fx_bad runs on invalid inputs failed alike"
if [ $((fx_ok + fx_bad)) -eq 0 ]; then
    echo "check_bundles.sh: no fixture cases ran" >&2
    failed=$((failed + 1))
fi

echo "== library modules (bundle.sh --module, compact and --full) compile on their own"
mapfile -t modules < <(scripts/bundle.sh --list-modules | cut -d: -f1)
modules+=(proconio_lite)
for m in "${modules[@]}"; do
    for form in compact full; do
        flags=()
        [ $form = compact ] || flags=(--full)
        f=$tmp/mod-$m-$form.rs
        {
            scripts/bundle.sh "${flags[@]}" --module "$m"
            echo "fn main() {}"
        } >"$f" 2>"$tmp/log" || { cat "$tmp/log" >&2; failed=$((failed + 1)); continue; }
        r_old=ok r_new=ok
        compile "$old" "$f" "$tmp/mod-old" || { r_old=FAIL; failed=$((failed + 1)); }
        compile "$new" "$f" "$tmp/mod-new" || { r_new=FAIL; failed=$((failed + 1)); }
        printf '%-30s %5d lines %7d bytes  %-6s %-6s\n' "--module $m ($form)" "$(wc -l <"$f")" "$(wc -c <"$f")" "$r_old" "$r_new"
    done
done

echo "== editor snippets (bundle.sh --editor-snippets): strict JSON, all pasted into one file compile"
# Each snippet holds its module alone, so every snippet pasted once gives every module once.
scripts/bundle.sh --editor-snippets "$tmp/cgt.code-snippets" 2>/dev/null
f=$tmp/all-snippets.rs
python3 - "$tmp/cgt.code-snippets" >"$f" <<'PY'
import json, sys
with open(sys.argv[1]) as file:
    snippets = json.load(file)  # strict: no comments, no trailing commas
for s in snippets.values():
    # The snippet syntax's escapes undone: `\$` is `$`, `\\` is `\`.
    print("\n".join(s["body"]).replace("\\$", "$").replace("\\\\", "\\"))
print("fn main() {}")
PY
r_old=ok r_new=ok
compile "$old" "$f" "$tmp/snippets-old" || { r_old=FAIL; failed=$((failed + 1)); }
compile "$new" "$f" "$tmp/snippets-new" || { r_new=FAIL; failed=$((failed + 1)); }
printf '%-30s %5d lines %7d bytes  %-6s %-6s\n' "every snippet, once each" "$(wc -l <"$f")" "$(wc -c <"$f")" "$r_old" "$r_new"

echo "== every example of the README and the library's docs, bundled as a program, type-checks with Rust 1.63"
# A bundle keeps only the library items its program reaches (tools/src/bin/bundle/prune.rs): each
# example (a `rust` block of README.md, a doc example of src/, hidden `# ` lines included; wrapped
# in `fn main` unless it has one) is bundled and type-checked (`--emit=metadata`): every item it
# uses must have stayed.
mkdir -p "$tmp/examples" "$tmp/examples-bundled" "$tmp/examples-meta"
python3 - "$tmp/examples" README.md src/*.rs <<'PY'
import os, re, sys
out, files = sys.argv[1], sys.argv[2:]
def write(name, code):
    code = "\n".join(code)
    if "fn main" not in code:
        code = "fn main() {\n" + code + "\n}\n"
    with open(os.path.join(out, name + ".rs"), "w") as f:
        f.write(code)
for path in files:
    stem = os.path.basename(path).split(".")[0]
    block, k = None, 0
    for line in open(path).read().split("\n"):
        if path.endswith(".md"):
            text = line
        else:
            t = line.strip()
            if not (t.startswith("///") or t.startswith("//!")):
                block = None
                continue
            text = t[3:][1:] if t[3:].startswith(" ") else t[3:]
        if text.startswith("```"):
            if block is None:
                block = [] if text[3:].strip() in ("", "rust") else False
            else:
                if block is not False:
                    write("%s_%d" % (stem, k), block)
                    k += 1
                block = None
        elif block is not None and block is not False:
            block.append(text[2:] if text.startswith("# ") else "" if text == "#" else text)
PY
args=()
for f in "$tmp"/examples/*.rs; do args+=(--src "$f"); done
if scripts/bundle.sh --out-dir "$tmp/examples-bundled" "${args[@]}" >/dev/null 2>"$tmp/examples.log"; then
    # shellcheck disable=SC2016
    find "$tmp/examples-bundled" -name '*.rs' -print0 | xargs -0 -P 2 -I{} sh -c \
        '"$0" --edition 2021 -A warnings --emit=metadata --crate-type bin --out-dir "$1" "$2" >"$2.log" 2>&1 || echo "$2"' \
        "$old" "$tmp/examples-meta" {} >"$tmp/examples-failed"
    if [ -s "$tmp/examples-failed" ]; then
        failed=$((failed + $(wc -l <"$tmp/examples-failed")))
        echo "--- examples whose bundle does not type-check:" >&2
        cat "$tmp/examples-failed" >&2
        head -n 30 "$(head -n 1 "$tmp/examples-failed").log" >&2
    fi
    printf '%-30s %5d examples  %s\n' "README and doc examples" "$(ls "$tmp"/examples/*.rs | wc -l)" \
        "$([ -s "$tmp/examples-failed" ] && echo FAIL || echo ok)"
else
    failed=$((failed + 1))
    tail -n 20 "$tmp/examples.log" >&2
fi

if [ $failed -ne 0 ]; then
    echo "check_bundles.sh: $failed failure(s)"
    exit 1
fi
echo "all bundles ok"
