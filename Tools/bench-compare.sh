#!/usr/bin/env bash
# Sets two docaudit binaries side by side on the same trees: `check` and `site`, run in turns
# so that the machine's drift weighs on both alike, with each run's wall time and peak memory.
# Prints the median of each and NEW's change against BASE; it is a benchmark, not a test.
#
#   Tools/bench-compare.sh BASE NEW DIR...
#   e.g. RUNS=9 Tools/bench-compare.sh /tmp/base/docaudit .build/release/docaudit Sample /work/corpus/swift-nio
#
# RUNS   turns per binary and command (default 7)
# Why: a change meant to keep the speed must show it against the build before it, on real
# code, by the median of runs taken in turns (docs/Performance.md keeps the method).
set -euo pipefail

usage() {
    echo "usage: Tools/bench-compare.sh BASE NEW DIR..." >&2
    exit 2
}

[[ $# -ge 3 ]] || usage
runs=${RUNS:-7}
base=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
new=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")
shift 2
for binary in "$base" "$new"; do
    [[ -x $binary ]] || { echo "bench-compare: $binary is not an executable" >&2; exit 2; }
done
[[ -x /usr/bin/time ]] || { echo "bench-compare: needs /usr/bin/time (Debian: apt-get install time)" >&2; exit 2; }
work=$(mktemp -d "${TMPDIR:-/tmp}/docaudit-bench-compare.XXXXXX")
trap 'rm -rf "$work"' EXIT

# One run of `docaudit ARGS…` in DIR: "seconds kilobytes" of wall time and peak memory.
measure() {
    local binary=$1 dir=$2 start end
    shift 2
    start=$(date +%s%N)
    (cd "$dir" && /usr/bin/time -f "%M" -o "$work/memory" "$binary" "$@" >/dev/null 2>&1) || true
    end=$(date +%s%N)
    # time writes "Command exited with non-zero status N" first when the check finds something.
    echo "$(awk -v n=$((end - start)) 'BEGIN { printf "%.4f", n / 1e9 }') $(tail -n 1 "$work/memory")"
}

# The median of the numbers on standard input.
median() {
    sort -n | awk '{ value[NR] = $1 } END { print (NR % 2) ? value[(NR + 1) / 2] : (value[NR / 2] + value[NR / 2 + 1]) / 2 }'
}

printf '%-28s %-6s %10s %10s %10s %10s %8s\n' "tree" "command" "base s" "new s" "base MB" "new MB" "change"
for dir in "$@"; do
    for command in check site; do
        : >"$work/base" ; : >"$work/new"
        for _ in $(seq "$runs"); do
            for side in base new; do
                binary=$base; [[ $side == new ]] && binary=$new
                if [[ $command == check ]]; then
                    measure "$binary" "$dir" check --format json . >>"$work/$side"
                else
                    rm -rf "$work/site"
                    measure "$binary" "$dir" site . --output "$work/site" >>"$work/$side"
                fi
            done
        done
        base_s=$(cut -d' ' -f1 "$work/base" | median); new_s=$(cut -d' ' -f1 "$work/new" | median)
        base_mb=$(cut -d' ' -f2 "$work/base" | median); new_mb=$(cut -d' ' -f2 "$work/new" | median)
        change=$(awk -v a="$base_s" -v b="$new_s" 'BEGIN { if (a > 0) printf "%+.1f%%", (b / a - 1) * 100; else print "-" }')
        printf '%-28s %-6s %10.3f %10.3f %10.1f %10.1f %8s\n' "$(basename "$dir")" "$command" "$base_s" "$new_s" \
            "$(awk -v k="$base_mb" 'BEGIN { print k / 1024 }')" "$(awk -v k="$new_mb" 'BEGIN { print k / 1024 }')" "$change"
    done
done
