#!/usr/bin/env bash
# What a check pass adds to scanning, counted exactly in instructions (callgrind), on the Swift
# files under PATH…: one pass of each (`--once`), and a steady pass, the second of two minus the
# first, which leaves out what a process pays once. The README's instruction figures come
# from it. Needs valgrind; the hash seed is fixed, so counts do not move from run to run.
#
#   Scripts/bench-instructions.sh PATH…
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -gt 0 ] || { echo "usage: Scripts/bench-instructions.sh PATH…" >&2; exit 2; }
command -v valgrind >/dev/null || { echo "bench-instructions: valgrind is needed (apt-get install valgrind)" >&2; exit 2; }
bench=${DOCAUDIT_BENCH:-$(swift build -c release --show-bin-path)/docaudit-bench}
[ -x "$bench" ] || { echo "bench-instructions: no docaudit-bench at $bench (run make build)" >&2; exit 2; }
counts=$(mktemp -d)
trap 'rm -rf "$counts"' EXIT

# The instructions of `docaudit-bench --PASSES WHAT PATH…`.
instructions() {
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$counts/out" "$bench" "--$1" "$2" "${@:3}" >/dev/null 2>&1
    awk '/^(summary|totals):/ { print $2; exit }' "$counts/out"
}

scan_once=$(instructions once scan "$@")
scan_twice=$(instructions twice scan "$@")
check_once=$(instructions once check "$@")
check_twice=$(instructions twice check "$@")
scan=$((scan_twice - scan_once))
check=$((check_twice - check_once))
echo "one pass:    scan $scan_once, check $check_once instructions: $(awk "BEGIN { printf \"%.3f\", $check_once / $scan_once }")×"
echo "steady pass: scan $scan, check $check instructions: $((check - scan)) more, $(awk "BEGIN { printf \"%.3f\", $check / $scan }")×"
