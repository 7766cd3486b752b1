#!/usr/bin/env bash
# Adds a problem to the collection (README, "How to add a problem"):
#
#   scripts/new.sh [--interactive] SLUG URL [TITLE]
#   scripts/new.sh --help              this text
#
# SLUG is <judge>-<id> in lower case (cses-1729, atcoder-abc209-e, cf-786a, luogu-p6560,
# boj-1000, library-checker-nim-product-64). A prefix of README's judges table names its judge;
# any other prefix is accepted with a note, the judge named by the prefix in capitals, and a row
# for it (Rust: unknown) added to the judges table. TITLE may hold any characters, brackets and |
# included (Luogu's "[HNOI2014] ..."): they are escaped where Markdown needs it. Creates
#   problems/SLUG.rs         from scripts/templates/problem.rs (fast input, buffered output, the
#                            `//! Solves [Judge id Title](URL)` header)
#   testcases/SLUG/          for sample-N.in/.out (the official samples) and further cases
#   tools/gen/SLUG.rs        a max-input generator stub for scripts/bench.sh (--interactive: the
#                            game and the judge's replies recorded against the solution)
# the [[bin]] entry in Cargo.toml (sorted by slug) and the problem's row in README's problem
# table (sorted; its Game cell holds the title and the other cells say what to fill in). Every
# other script and test finds the problem by its file problems/SLUG.rs, so nothing else needs an
# edit: `cargo test` builds it and fails only until testcases/SLUG/ holds its first case. Refuses a malformed or existing slug and a URL that is not http(s),
# without writing anything. It prints what to do next, with a note where README's judges table
# says the judge takes no Rust, may not, or ran a Rust older than the bundles' floor 1.63 (Kattis,
# SPOJ). The files it writes pass `cargo fmt --check` and clippy as written, for any title
# (scripts/check_new.sh checks it): the title and URL go only into `//!` comments.
#
# --interactive (README, "Interactive problems"): problems/SLUG.rs comes from
# scripts/templates/interactive.rs (a flush after every move), and new.sh also creates
#   scripts/judges/SLUG.rs           the judge, from scripts/templates/judge.rs (uses scripts/judges/runner.rs)
#   testcases/SLUG/INTERACTIVE  the marker: the cases are judge inputs, run through the judge
# and the judge's [[bin]] entry judge-SLUG in Cargo.toml (before the problems).
set -euo pipefail
# shellcheck source=scripts/lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

case ${1:-} in
-h | --help)
    sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed -e '$d' -e 's/^# \{0,1\}//'
    exit 0
    ;;
esac
interactive=0
if [ "${1:-}" = --interactive ]; then
    interactive=1
    shift
fi
[ $# -ge 2 ] && [ $# -le 3 ] || die "usage: scripts/new.sh [--interactive] SLUG URL [TITLE] (--help)"
[[ $1 != -* ]] || die "unknown option '$1' (usage: scripts/new.sh [--interactive] SLUG URL [TITLE]; --help)"
slug=$1 url=$2 title=${3:-TITLE}
[[ $slug =~ ^[a-z][a-z0-9]*(-[a-z0-9]+)+$ ]] ||
    die "malformed slug '$slug': lower-case <judge>-<id> such as cses-1729 or atcoder-abc209-e"
[[ $url =~ ^https?://[^[:space:]]+$ ]] || die "malformed URL '$url': http:// or https:// and no blanks"
[[ $title != *[[:cntrl:]]* ]] || die "the title must be one line without control characters (tabs, CR)"

# Judge prefixes and names, as in README's judges table (Rust: whether a bundle can be submitted;
# rust_seen: the Rust version last seen there, when it is below the bundles' floor 1.63).
judge= id=${slug#*-} rust=yes rust_seen=
case $slug in
cf-*) judge=Codeforces id=${id^^} ;;
atcoder-*) judge=AtCoder id=${id^^} id=${id//-/ } ;;
luogu-*) judge=Luogu id=${id^^} ;;
cses-*) judge=CSES ;;
library-checker-*) judge="Library Checker" id=${slug#library-checker-} id=${id//-/_} ;;
yukicoder-*) judge=yukicoder ;;
aoj-*) judge=AOJ ;;
nowcoder-*) judge=NowCoder rust=probably ;;
lightoj-*) judge=LightOJ rust=unknown ;;
boj-*) judge=BOJ ;;
spoj-*) judge=SPOJ id=${id^^} rust=probably rust_seen=1.56 ;;
kattis-*) judge=Kattis rust_seen=1.37 ;;
codechef-*) judge=CodeChef id=${id^^} ;;
hdu-*) judge=HDU rust=no ;;
poj-*) judge=POJ rust=no ;;
*) judge=${slug%%-*} judge=${judge^^} rust=unknown ;;
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
# The title inside a Markdown link text (the binary's header): brackets escaped.
link_title=${title//[/\\[} link_title=${link_title//]/\\]}
fill() {
    sed -e "s|{{SLUG}}|$slug|g" -e "s|{{JUDGE}}|$judge|g" -e "s|{{ID}}|$id|g" \
        -e "s|{{TITLE}}|$(sed_text "$link_title")|g" -e "s|{{URL}}|$(sed_text "$url")|g" "$1"
}
template=scripts/templates/problem.rs
[ $interactive -eq 0 ] || template=scripts/templates/interactive.rs
fill $template >"problems/$slug.rs"
generator=scripts/templates/gen.rs
[ $interactive -eq 0 ] || generator=scripts/templates/gen_interactive.rs
fill $generator >"tools/gen/$slug.rs"
mkdir -p "testcases/$slug"
if [ $interactive -eq 1 ]; then
    mkdir -p scripts/judges
    fill scripts/templates/judge.rs >"scripts/judges/$slug.rs"
    printf '%s\n' "Interactive: the *.in files are inputs of the judge scripts/judges/$slug.rs (binary judge-$slug)," \
        "not of the solution, and there are no *.out files. scripts/run_all.sh, scripts/interact.sh" \
        "and tests/samples.rs run the solution against the judge on each." >"testcases/$slug/INTERACTIVE"
    # The judge's [[bin]] entry, just before the problems' list.
    awk -v slug="$slug" -v marker="$marker" '
        $0 == marker { printf "[[bin]]\nname = \"judge-%s\"\npath = \"scripts/judges/%s.rs\"\ntest = false\ndoc = false\n\n", slug, slug }
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
                printf "[[bin]]\nname = \"%s\"\npath = \"problems/%s.rs\"\ntest = false\ndoc = false\n\n", slug, slug
                done = 1
            }
        }
        print held; held = ""
    }
    /^# One binary per judge problem/ { problems = 1 }
    { print }
    END {
        if (!done) printf "\n[[bin]]\nname = \"%s\"\npath = \"problems/%s.rs\"\ntest = false\ndoc = false\n", slug, slug
    }' Cargo.toml >Cargo.toml.new
mv Cargo.toml.new Cargo.toml

# README: the problem's row, in slug order (tests/readme.rs wants one row per problem, and its
# Rust column as the judges table says), and for a new judge a row of the judges table.
case $rust in
yes) submit=yes ;;
probably) submit="probably (unconfirmed)" ;;
no) submit="no: reference" ;;
*) submit=unknown ;;
esac
cell_title=${link_title//|/\\|}
row="| $slug | [$judge $id]($url) | $submit | $cell_title (new: say what the game is) | - (new: the library functions, in backticks) | (new: official, inferred from accepted solutions, or a project convention) | (new: each case set and the script it comes from) |"
judge_row=
if [ "$rust" = unknown ] && ! grep -q "^| $judge | " README.md; then
    judge_row="| $judge | unknown | - | - | check the judge's language list first | added by scripts/new.sh for $slug: not checked |"
fi
ROW=$row JUDGE_ROW=$judge_row awk -v slug="$slug" '
    function flush() { if (!done) { print ENVIRON["ROW"]; done = 1 } }
    /^\| Slug \| Judge \| Submit in Rust \|/ { table = 1; print; next }
    table == 1 && /^\|---/ { table = 2; print; next }
    table == 2 {
        if ($0 !~ /^\| /) { flush(); table = 0 }
        else { split($0, cell, " [|] "); if (substr(cell[1], 3) > slug) flush() }
    }
    /^\| Judge \| Rust \|/ { judges = 1 }
    judges && !/^\|/ { if (ENVIRON["JUDGE_ROW"] != "") print ENVIRON["JUDGE_ROW"]; judges = 0 }
    { print }
    END { if (!done) exit 1 }' README.md >README.md.new || die "README.md has no problem table"
mv README.md.new README.md

echo "new.sh: added $slug ($judge $id)"
printf "  %-34s %s\n" "problems/$slug.rs" "the binary (from the template: replace its reading, call and output)"
if [ $interactive -eq 1 ]; then
    printf "  %-34s %s\n" "testcases/$slug/" "add the judge's inputs NAME.in and no .out (README, \"Interactive problems\")"
else
    printf "  %-34s %s\n" "testcases/$slug/" "add sample-1.in / sample-1.out (official samples, verbatim) and more cases"
fi
printf "  %-34s %s\n" "tools/gen/$slug.rs" "the max-input generator (a stub until you write the spec's max input)"
if [ $interactive -eq 1 ]; then
    printf "  %-34s %s\n" "scripts/judges/$slug.rs" "the judge (from the template: replace its protocol and play)"
    printf "  %-34s %s\n" "testcases/$slug/INTERACTIVE" "the marker: the cases are played through the judge, not compared"
    printf "  %-34s %s\n" Cargo.toml "the [[bin]] entries of the problem and of judge-$slug"
else
    printf "  %-34s %s\n" Cargo.toml "its [[bin]] entry"
fi
printf "  %-34s %s\n" README.md "its row of the problem table: fill in the cells marked (new: ...)"
[ -z "$judge_row" ] || printf "  %-34s %s\n" README.md "a row for the judge $judge: say whether it takes Rust, and how you know"
case $rust in
no) echo "note: $judge accepts no Rust: the binary and bundle are verified references only" ;;
probably) echo "note: whether $judge takes Rust is unconfirmed (README's judges table)" ;;
unknown)
    if [ -n "$judge_row" ]; then
        echo "note: '${slug%%-*}' is not in README's judges table: the judge is named $judge, Rust unknown"
    else
        echo "note: whether $judge takes Rust is unknown (README's judges table)"
    fi
    ;;
esac
[ -z "$rust_seen" ] || echo "note: $judge's Rust was last seen at $rust_seen (README's judges table), below the bundles' floor" \
    "1.63: check the judge's Rust version before you submit a bundle there"
if [ $interactive -eq 1 ]; then
    echo "Then: write the library function with its brute-force twin, the binary, the judge, its inputs, and run"
    echo "  cargo fmt && scripts/interact.sh $slug && cargo test && scripts/bundle.sh $slug && scripts/bench.sh $slug"
else
    echo "Then: write the library function with its brute-force twin, the binary, the cases, and run"
    echo "  cargo fmt && scripts/run_all.sh $slug && cargo test && scripts/bundle.sh $slug && scripts/bench.sh $slug"
fi
