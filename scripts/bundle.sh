#!/usr/bin/env bash
# Single-file submissions for online judges and pasteable snippets (README, "Submitting a
# solution" and "Library modules").
#
#   scripts/bundle.sh SLUG...               problems/SLUG.rs -> TARGET/bundle/SLUG.rs (prints the path)
#   scripts/bundle.sh --all [DIR]           every problem, into DIR (default TARGET/bundle/)
#   scripts/bundle.sh --src FILE            any binary source (--out-dir DIR: where it goes;
#                                           --out OUT.rs or -o OUT.rs: the bundle's file)
#   scripts/bundle.sh --module NAME...      print library modules and those they use, each once
#                                           (NAME proconio_lite: the input! stand-in and fast_input)
#   scripts/bundle.sh --editor-snippets FILE every module as a VS Code snippet (strict JSON),
#                                           prefix cgt-NAME, the module alone, its first line
#                                           naming the snippets it needs (never over a file it
#                                           did not write)
#   scripts/bundle.sh --list-modules        each library module and the modules it brings along
#   scripts/bundle.sh --sizes               each module's snippet: lines, bytes, budget
#   scripts/bundle.sh --update-readme       regenerate the README's module table
#
# TARGET is cargo's target directory (scripts/lib.sh). Options: --full (keep every comment and
# doc; default: each module's short header, then its code), --keep-comments (keep the comments of
# the binary, yours: the library's stay out), --atcoder (keep `use proconio::...`:
# for judges that have proconio), --out-dir DIR, --max-bytes N (the largest bundle written,
# default 65536: Codeforces' limit), --whole-modules (keep every item of the modules used). A
# bundle inlines the library modules the binary uses, with only the items it reaches, replaces
# proconio by a stand-in that compiles on Rust 1.63, is formatted with rustfmt and must stay
# under the limit. It is never written over a source file, over a file that is not a bundle, or
# through or over a symbolic link. Builds the bundler (tools/src/bin/bundle/) in release first;
# `--help` prints this header without building it.
set -euo pipefail
case "${1:-}" in
-h | --help)
    sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//'
    exit 0
    ;;
esac
# shellcheck source=scripts/lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

target=$(target_dir)
build "the bundler" -p cgt-tools --bin bundle
bundler=$target/release/bundle
if [ "${1:-}" = --update-readme ]; then
    [ $# -eq 1 ] || die "--update-readme takes no other argument"
    table=$(mktemp)
    trap 'rm -f "$table"' EXIT
    "$bundler" --root "$root" --readme-table >"$table"
    replace_section "$root/README.md" '<!-- MODULE TABLE START -->' '<!-- MODULE TABLE END -->' "$table"
    echo "bundle.sh: README.md module table updated" >&2
    exit 0
fi
exec "$bundler" --root "$root" --target-dir "$target" "$@"
