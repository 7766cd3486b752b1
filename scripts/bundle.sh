#!/usr/bin/env bash
# Single-file submissions for online judges (see README, "Submitting a solution").
#
#   scripts/bundle.sh SLUG...             problems/SLUG.rs -> target/bundle/SLUG.rs (prints the path)
#   scripts/bundle.sh --all [DIR]         every problem, into DIR (default target/bundle/)
#   scripts/bundle.sh --module NAME       print library module NAME and the modules it uses
#   scripts/bundle.sh --list-modules      each library module and the modules it brings along
#
# Options: --atcoder (keep `use proconio::...`: for judges that have proconio), --keep-docs (keep
# comments and doc comments), --out-dir DIR, --src FILE (bundle any binary source).
# A bundle inlines exactly the library modules the binary uses, replaces proconio by a stand-in
# that compiles on Rust 1.63, is formatted with rustfmt and must stay under 64 KiB.
# Builds the bundler (src/bin/bundle/, a tool binary of this crate) in release first.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cargo build --release --quiet --manifest-path "$root/Cargo.toml" --bin bundle
exec "${CARGO_TARGET_DIR:-$root/target}/release/bundle" --root "$root" "$@"
