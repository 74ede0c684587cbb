#!/usr/bin/env bash
# Proves that a change (a refactoring, an optimization) changes no output of docaudit: runs two
# binaries, BASE and NEW, on the same trees and compares what they print, byte for byte.
#
#   Tools/compare-outputs.sh BASE NEW [DIR…]
#   e.g. Tools/compare-outputs.sh /tmp/base/docaudit .build/release/docaudit
#        Tools/compare-outputs.sh /tmp/base/docaudit .build/release/docaudit Sample Sources /tmp/corpus/Alamofire
#
# Without DIR, the repository's Sample and Sources; DIRs given replace them (name Sample and
# Sources too to keep them). In each DIR, run from the DIR itself with `.` as a user runs it,
# so that the paths in the outputs are the same for both binaries, each of:
#   check --format json, check --format sarif, check --format text (no --lang: the
#   configuration's language, else English), check --format text --lang en, and --lang ko,
#   symbols --format json, fix --dry-run (which changes nothing), and site into a folder of
#   the same path for both (its whole tree compared with diff -r).
# Standard output, standard error and the exit status are compared; one line is printed for
# each (DIR, command): `same`, or `DIFFERENT` and the first lines of the difference.
# LANG=C.UTF-8 (LC_ALL and LC_MESSAGES unset) for every run, so that the caller's locale
# changes nothing. Exit status: 0 when everything is the same, 1 when anything differs, 2 for
# a usage error.
#
# Why: the tests check chosen outputs on fixtures; a change meant to keep every output must
# keep all of them, on real trees too. A developer's tool, never part of `make test`.
set -euo pipefail

usage() {
    echo "usage: Tools/compare-outputs.sh BASE NEW [DIR…]" >&2
    exit 2
}

# The absolute path of the executable $1 (a path, or a name on PATH): the runs start elsewhere.
executable() {
    local path=$1
    if [[ $path != */* ]]; then path=$(command -v -- "$path" || true); fi
    if [[ -z $path || ! -f $path || ! -x $path ]]; then
        echo "compare-outputs: $1 is not an executable" >&2
        exit 2
    fi
    echo "$(cd "$(dirname "$path")" && pwd)/$(basename "$path")"
}

[[ $# -ge 2 ]] || usage
base=$(executable "$1")
new=$(executable "$2")
shift 2

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
if [[ $# -eq 0 ]]; then
    names=(Sample Sources)
    dirs=("$repo/Sample" "$repo/Sources")
else
    names=("$@")
    dirs=()
    for dir in "$@"; do
        [[ -d $dir ]] || { echo "compare-outputs: $dir is not a folder" >&2; exit 2; }
        dirs+=("$(cd "$dir" && pwd)")
    done
fi

commands=(
    "check --format json ."
    "check --format sarif ."
    "check --format text ."
    "check --format text --lang en ."
    "check --format text --lang ko ."
    "symbols --format json ."
    "fix --dry-run ."
    "site . --output"
)

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# Runs binary $1 in folder $2 with the arguments after $3, writing its standard output, standard
# error and exit status into folder $3. A site command gets an output folder of the same path
# for either binary, moved into $3 afterwards.
run() {
    local binary=$1 folder=$2 record=$3 status=0
    shift 3
    local arguments=("$@")
    mkdir -p "$record"
    if [[ ${arguments[0]} == site ]]; then arguments+=("$scratch/site"); fi
    (cd "$folder" && exec env -u LC_ALL -u LC_MESSAGES LANG=C.UTF-8 "$binary" "${arguments[@]}") \
        >"$record/stdout" 2>"$record/stderr" </dev/null || status=$?
    echo "$status" >"$record/status"
    if [[ ${arguments[0]} == site && -e $scratch/site ]]; then mv "$scratch/site" "$record/site"; fi
}

differ=0
width=0
for name in "${names[@]}"; do if (( ${#name} > width )); then width=${#name}; fi; done
for index in "${!dirs[@]}"; do
    for number in "${!commands[@]}"; do
        read -r -a arguments <<<"${commands[$number]}"
        record=$scratch/$index-$number
        run "$base" "${dirs[$index]}" "$record/base" "${arguments[@]}"
        run "$new" "${dirs[$index]}" "$record/new" "${arguments[@]}"
        label=${commands[$number]}
        [[ $label == site* ]] && label="site . --output DIR"
        if diff -r "$record/base" "$record/new" >/dev/null 2>&1; then
            printf '%-*s  %-32s  same\n' "$width" "${names[$index]}" "$label"
        else
            differ=1
            printf '%-*s  %-32s  DIFFERENT\n' "$width" "${names[$index]}" "$label"
            # The first lines of the difference, without the files' times in its headers.
            (cd "$record" && { diff -ru base new || true; } | head -n 15 | sed -E $'s/^(---|\\+\\+\\+) ([^\t]*)\t.*/\\1 \\2/; s/^/    /')
        fi
        rm -rf "$record"
    done
done
exit "$differ"
