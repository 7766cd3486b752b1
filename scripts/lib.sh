# Sourced by every script in scripts/: the repository root, cargo's target directory and the
# problem list, each found in one place.
#
#   root                 the repository root (this file's parent directory)
#   target_dir           prints the directory cargo builds into, as cargo resolves it
#                        (CARGO_TARGET_DIR, build.target-dir of a cargo config, or <root>/target):
#                        scripts run binaries from there, never from a hard-coded target/
#   problem_slugs        prints every problem slug, sorted: the files problems/<slug>.rs
#   check_slugs SLUG...  exits with a message unless every SLUG is a problem
# shellcheck shell=bash

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
script_name=$(basename "$0")

die() {
    echo "$script_name: $*" >&2
    exit 2
}

target_dir() {
    local json dir
    json=$(cargo metadata --no-deps --format-version 1 --manifest-path "$root/Cargo.toml") ||
        die "cargo metadata failed (is cargo installed?)"
    # "target_directory":"<JSON string>"; undo the escapes a path can carry (\\ and \").
    dir=$(grep -oE '"target_directory":"([^"\\]|\\.)*"' <<<"$json" |
        sed -e 's/^"target_directory":"//' -e 's/"$//' -e 's/\\"/"/g' -e 's/\\\\/\\/g')
    [ -n "$dir" ] || die "cargo metadata printed no target_directory"
    printf '%s\n' "$dir"
}

problem_slugs() {
    local f
    for f in "$root"/problems/*.rs; do
        [ -e "$f" ] || continue
        f=${f##*/}
        printf '%s\n' "${f%.rs}"
    done | LC_ALL=C sort
}

check_slugs() {
    local s
    for s in "$@"; do
        [ -f "$root/problems/$s.rs" ] || die "unknown problem '$s' (no file problems/$s.rs)"
    done
}

# replace_section FILE START END CONTENT: replaces the lines between the marker lines START and
# END of FILE (each alone on its line) by the file CONTENT.
replace_section() {
    local file=$1 start=$2 end=$3 content=$4
    grep -qxF "$start" "$file" && grep -qxF "$end" "$file" ||
        die "$file needs the lines '$start' and '$end'"
    awk -v s="$start" -v e="$end" -v f="$content" '
        $0 == s { print; while ((getline l < f) > 0) print l; skip = 1; next }
        $0 == e { skip = 0 }
        !skip { print }' "$file" >"$file.new"
    mv "$file.new" "$file"
}
