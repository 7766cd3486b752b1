#!/usr/bin/env bash
# The Grundy explorer on your own rules (README, "Grundy explorer"): Grundy values, outcomes, or
# for a score game (moves -> Vec<(Pos, i64)>, each move with the mover's gain; optional payoff)
# the negamax values and best moves.
#
#   scripts/explore.sh FILE.rs [options]   build `cgt-sg` (release), run `cgt-sg explore FILE.rs [options]`
#   scripts/explore.sh --new FILE.rs       write a scratch file from scripts/templates/explore.rs
#   scripts/explore.sh --help              the options (read from the explorer's source: no build)
#
# The scratch file and the cgt library are compiled into cargo's target directory
# (<target>/cgt-sg-explore/, cached), never into the repository.
set -euo pipefail
# shellcheck source=scripts/lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

[ $# -ge 1 ] || die "usage: scripts/explore.sh FILE.rs [options] | --new FILE.rs | --help"
if [ "$1" = --help ] || [ "$1" = -h ]; then
    cat "$root/tools/src/bin/sg/explore_usage.txt"
    exit 0
fi
build "the explorer cgt-sg" -p cgt-tools --bin cgt-sg
exec "$(target_dir)/release/cgt-sg" explore "$@"
