# Sourced by every script in scripts/: the repository root, cargo's target directory and the
# problem list, each found in one place.
#
#   root                 the repository root (this file's parent directory)
#   from_caller PATH     PATH as given from the directory the script was started in (scripts
#                        cd to the root; a relative CARGO_TARGET_DIR is made absolute the same way)
#   target_dir           prints the directory cargo builds into, as cargo resolves it
#                        (CARGO_TARGET_DIR, build.target-dir of a cargo config, or <root>/target):
#                        scripts run binaries from there, never from a hard-coded target/
#   problem_slugs        prints every problem slug, sorted: the files problems/<slug>.rs
#   check_slugs SLUG...  exits with a message unless every SLUG is a problem
#   build WHAT ARGS...   cargo build --release --quiet ARGS, saying on stderr in one line what
#                        it builds when cargo has anything to compile (a first build is long);
#                        its log (a temporary file) is removed also when the script exits or is
#                        interrupted during the build (see build)
# shellcheck shell=bash

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
script_name=$(basename "$0")

# Scripts work from the root (cd "$root"), but a relative path the user gives (a case file,
# SOLUTION, BIN_DIR, CARGO_TARGET_DIR) means one from the directory the script was started in.
caller_dir=$PWD
from_caller() {
    case $1 in
    /*) printf '%s\n' "$1" ;;
    *) printf '%s\n' "$caller_dir/$1" ;;
    esac
}
if [ -n "${CARGO_TARGET_DIR:-}" ]; then
    CARGO_TARGET_DIR=$(from_caller "$CARGO_TARGET_DIR")
    export CARGO_TARGET_DIR
fi

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

# The command of the trap on signal $1 (EXIT, INT, TERM): nothing if there is none; returns 1 if the
# signal is ignored (`trap '' SIG`).
trap_command() {
    local set
    set=$(trap -p "$1")
    [ -n "$set" ] || return 0
    eval "set -- $set" # trap -- 'COMMAND' SIG
    [ -n "$3" ] || return 1
    printf '%s\n' "$3"
}

# The log and the cargo process of the build running, for build_cleanup.
build_log=
build_pid=
build_cleanup() {
    [ -z "$build_pid" ] || kill "$build_pid" 2>/dev/null || true
    [ -z "$build_log" ] || rm -f "$build_log"
}

# While cargo runs, build's EXIT, INT and TERM traps remove the log (and stop cargo on INT and
# TERM) and then do what the caller's traps did: run its command, or for INT and TERM without
# one, die of the signal as before; an ignored signal stays ignored. The caller's traps are put
# back when the build ends.
build() {
    local what=$1 pid said=0 status=0 saved sig cmd log
    shift
    saved=$(trap -p EXIT INT TERM)
    log=$(mktemp)
    build_log=$log
    if cmd=$(trap_command EXIT); then
        trap "build_cleanup; $cmd" EXIT
    fi
    for sig in INT TERM; do
        if cmd=$(trap_command $sig); then
            # shellcheck disable=SC2064 # the command is fixed now, $$ when the trap runs
            trap "build_cleanup; ${cmd:-trap - $sig; kill -$sig \$\$}" $sig
        fi
    done
    cargo build --release --manifest-path "$root/Cargo.toml" "$@" 2>"$log" &
    pid=$!
    build_pid=$pid
    while kill -0 "$pid" 2>/dev/null; do
        if [ $said -eq 0 ] && grep -q '^ *Compiling ' "$log"; then
            echo "$script_name: building $what (release; the first build takes a while)" >&2
            said=1
        fi
        sleep 0.1
    done
    wait "$pid" || status=$?
    build_pid=
    # Cargo's own lines (Compiling, Finished) stay hidden; warnings and errors are shown.
    grep -vE '^ *(Compiling|Finished|Blocking|Locking|Updating|Downloading|Downloaded|Adding) ' "$log" >&2 || true
    rm -f "$log"
    build_log=
    trap - EXIT INT TERM
    eval "$saved"
    [ $status -eq 0 ] || die "building $what failed"
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
