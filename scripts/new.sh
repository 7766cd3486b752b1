#!/usr/bin/env bash
# Adds a problem to the collection (README, "How to add a problem"):
#
#   scripts/new.sh [--interactive] SLUG URL [TITLE]
#
# SLUG is <judge>-<id> in lower case (cses-1729, atcoder-abc209-e, cf-786a, luogu-p6560,
# library-checker-nim-product-64); the judge must be one of README's judges table. Creates
#   problems/SLUG.rs         from scripts/templates/problem.rs (fast input, buffered output, the
#                            `//! Solves [Judge id Title](URL)` header)
#   testcases/SLUG/          for sample-N.in/.out (the official samples) and further cases
#   tools/gen/SLUG.rs        a max-input generator stub for scripts/bench.sh
# and the [[bin]] entry in Cargo.toml (sorted by slug). Everything else (run_all.sh, bench.sh,
# bundle.sh, the tests) finds the problem by its file problems/SLUG.rs. Refuses a malformed or
# existing slug, an unknown judge and a URL that is not http(s), without writing anything.
#
# --interactive (README, "Interactive problems"): problems/SLUG.rs comes from
# scripts/templates/interactive.rs (a flush after every move), and new.sh also creates
#   scripts/judges/SLUG.rs           the judge, from scripts/templates/judge.rs (uses scripts/judges/runner.rs)
#   testcases/SLUG/INTERACTIVE  the marker: the cases are judge inputs, run through the judge
# and the judge's [[bin]] entry judge-SLUG in Cargo.toml (before the problems).
set -euo pipefail
# shellcheck source=scripts/lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

interactive=0
if [ "${1:-}" = --interactive ]; then
    interactive=1
    shift
fi
[ $# -ge 2 ] && [ $# -le 3 ] || die "usage: scripts/new.sh [--interactive] SLUG URL [TITLE]"
slug=$1 url=$2 title=${3:-TITLE}
[[ $slug =~ ^[a-z][a-z0-9]*(-[a-z0-9]+)+$ ]] ||
    die "malformed slug '$slug': lower-case <judge>-<id> such as cses-1729 or atcoder-abc209-e"
[[ $url =~ ^https?://[^[:space:]]+$ ]] || die "malformed URL '$url': http:// or https:// and no blanks"
[[ $title != *[][\|]* ]] || die "the title may not contain [, ] or |"

# Judge prefixes and names, as in README's judges table (Rust: whether a bundle can be submitted).
judge= id=${slug#*-} rust=yes
case $slug in
cf-*) judge=Codeforces id=${id^^} ;;
atcoder-*) judge=AtCoder id=${id^^} id=${id//-/ } ;;
luogu-*) judge=Luogu id=${id^^} ;;
cses-*) judge=CSES ;;
library-checker-*) judge="Library Checker" id=${slug#library-checker-} id=${id//-/_} ;;
yukicoder-*) judge=yukicoder ;;
aoj-*) judge=AOJ ;;
nowcoder-*) judge=NowCoder ;;
lightoj-*) judge=LightOJ ;;
codechef-*) judge=CodeChef id=${id^^} ;;
hdu-*) judge=HDU rust=no ;;
poj-*) judge=POJ rust=no ;;
*) die "unknown judge in '$slug' (known: cf, atcoder, luogu, cses, library-checker, yukicoder, aoj, nowcoder, lightoj, codechef, hdu, poj)" ;;
esac

cd "$root"
for f in "problems/$slug.rs" "testcases/$slug" "tools/gen/$slug.rs" "scripts/judges/$slug.rs"; do
    [ ! -e "$f" ] || die "problem '$slug' exists already ($f)"
done
for name in "$slug" "judge-$slug"; do
    ! grep -qxF "name = \"$name\"" Cargo.toml || die "problem '$slug' exists already (Cargo.toml: $name)"
done
marker='# One binary per judge problem: problems/<slug>.rs. Keep this list sorted by slug.'
[ $interactive -eq 0 ] || grep -qxF "$marker" Cargo.toml || die "Cargo.toml lacks the line '$marker'"

# A replacement text for sed: `&`, `\` and the delimiter `|` stand for themselves.
sed_text() { printf '%s' "$1" | sed -e 's/[\\&|]/\\&/g'; }
fill() {
    sed -e "s|{{SLUG}}|$slug|g" -e "s|{{JUDGE}}|$judge|g" -e "s|{{ID}}|$id|g" \
        -e "s|{{TITLE}}|$(sed_text "$title")|g" -e "s|{{URL}}|$(sed_text "$url")|g" "$1"
}
template=scripts/templates/problem.rs
[ $interactive -eq 0 ] || template=scripts/templates/interactive.rs
fill $template >"problems/$slug.rs"
fill scripts/templates/gen.rs >"tools/gen/$slug.rs"
mkdir -p "testcases/$slug"
if [ $interactive -eq 1 ]; then
    mkdir -p scripts/judges
    fill scripts/templates/judge.rs >"scripts/judges/$slug.rs"
    printf '%s\n' "Interactive: the *.in files are inputs of the judge scripts/judges/$slug.rs (binary judge-$slug)," \
        "not of the solution, and there are no *.out files. scripts/run_all.sh, scripts/interact.sh" \
        "and tests/samples.rs run the solution against the judge on each." >"testcases/$slug/INTERACTIVE"
    # The judge's [[bin]] entry, just before the problems' list.
    awk -v slug="$slug" -v marker="$marker" '
        $0 == marker { printf "[[bin]]\nname = \"judge-%s\"\npath = \"scripts/judges/%s.rs\"\ntest = false\n\n", slug, slug }
        { print }' Cargo.toml >Cargo.toml.new
    mv Cargo.toml.new Cargo.toml
fi
# The [[bin]] entry, before the first problem entry whose slug sorts after this one.
awk -v slug="$slug" '
    /^\[\[bin\]\]$/ { held = $0; next }
    held != "" {
        if (!done && $0 ~ /^name = "/) {
            name = $0; sub(/^name = "/, "", name); sub(/"$/, "", name)
            if (problems && name > slug) {
                printf "[[bin]]\nname = \"%s\"\npath = \"problems/%s.rs\"\ntest = false\n\n", slug, slug
                done = 1
            }
        }
        print held; held = ""
    }
    /^# One binary per judge problem/ { problems = 1 }
    { print }
    END {
        if (!done) printf "\n[[bin]]\nname = \"%s\"\npath = \"problems/%s.rs\"\ntest = false\n", slug, slug
    }' Cargo.toml >Cargo.toml.new
mv Cargo.toml.new Cargo.toml

echo "new.sh: added $slug ($judge $id)"
printf "  %-34s %s\n" "problems/$slug.rs" "the binary (from the template: replace its reading, call and output)"
printf "  %-34s %s\n" "testcases/$slug/" "add sample-1.in / sample-1.out (official samples, verbatim) and more cases"
printf "  %-34s %s\n" "tools/gen/$slug.rs" "the max-input generator (a stub until you write the spec's max input)"
if [ $interactive -eq 1 ]; then
    printf "  %-34s %s\n" "scripts/judges/$slug.rs" "the judge (from the template: replace its protocol and play)"
    printf "  %-34s %s\n" "testcases/$slug/INTERACTIVE" "the marker: cases are judge inputs (add NAME.in, no .out)"
    printf "  %-34s %s\n" Cargo.toml "the [[bin]] entries of the problem and of judge-$slug"
else
    printf "  %-34s %s\n" Cargo.toml "its [[bin]] entry"
fi
[ $rust = yes ] || echo "note: $judge accepts no Rust: the binary and bundle are verified references only"
echo "Then: write the library function with its brute-force twin, the binary, the cases, and run"
echo "  scripts/run_all.sh $slug && cargo test && scripts/bundle.sh $slug && scripts/bench.sh $slug"
