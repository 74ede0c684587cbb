#!/bin/sh
# Benchmarks `docaudit site`, and sets it side by side with the DocC pipeline (a symbol-graph
# build, then `docc convert`) on one module. Prints figures; it is not a test.
#
#   Scripts/bench-site.sh                 # defaults below, on /work/corpus
#   SITE_PATHS="A B" DOCC_PACKAGE=DIR DOCC_TARGET=NAME Scripts/bench-site.sh
#
# SITE_PATHS      Swift source trees for the size benchmark (goal: 4.5 MB in under 2 s)
# DOCC_PACKAGE    a SwiftPM package that builds on this machine
# DOCC_TARGET     one of its library targets, documented both ways (goal: at least 10x faster)
# RUNS            timed runs of docaudit per measure; the best is reported (default 5)
set -eu
cd "$(dirname "$0")/.."

corpus=${CORPUS:-/work/corpus}
SITE_PATHS=${SITE_PATHS:-"$corpus/apple+swift-nio/Sources $corpus/apple+swift-collections/Sources/DequeModule"}
DOCC_PACKAGE=${DOCC_PACKAGE:-$corpus/apple+swift-collections}
DOCC_TARGET=${DOCC_TARGET:-DequeModule}
RUNS=${RUNS:-5}
SWIFT=${SWIFT:-swift}
DOCC=${DOCC:-$(dirname "$(command -v "$SWIFT")")/docc}

# `make bench-site` builds the release binary first (statically linked on Linux).
docaudit="$(swift build -c release --show-bin-path)/docaudit"
[ -x "$docaudit" ] || { echo "no release build: run 'make bench-site'" >&2; exit 2; }
work=$(mktemp -d "${TMPDIR:-/tmp}/docaudit-bench-site.XXXXXX")
trap 'rm -rf "$work"' EXIT

now() { date +%s.%N; }
elapsed() { echo "$2 - $1" | bc; }
bytes() { find "$@" -name '*.swift' -type f -print0 | xargs -0 cat | wc -c; }

# The best of $RUNS runs of `docaudit site`, in seconds.
best_site_time() {
    best=""
    run=0
    while [ "$run" -lt "$RUNS" ]; do
        start=$(now)
        "$docaudit" site "$@" --output "$work/site" --layers interface,shared,implementation,app >/dev/null 2>&1 || true
        time=$(elapsed "$start" "$(now)")
        if [ -z "$best" ] || [ "$(echo "$time < $best" | bc)" = 1 ]; then best=$time; fi
        run=$((run + 1))
    done
    echo "$best"
}

for path in $SITE_PATHS; do
    [ -d "$path" ] || { echo "bench-site: no folder $path (set CORPUS to a folder of Swift repositories, or SITE_PATHS)" >&2; exit 2; }
done
# shellcheck disable=SC2086
size=$(bytes $SITE_PATHS)
# shellcheck disable=SC2086
site_time=$(best_site_time $SITE_PATHS)
pages=$(find "$work/site" -name '*.html' | wc -l)
printf 'docaudit site, %s bytes of Swift (%s): %.3f s, %s pages (best of %s; goal: under 2 s for 4.5 MB)\n' \
    "$size" "$SITE_PATHS" "$site_time" "$pages" "$RUNS"

if [ ! -d "$DOCC_PACKAGE" ]; then
    echo "DocC comparison skipped: $DOCC_PACKAGE not found (set DOCC_PACKAGE and DOCC_TARGET)"
    exit 0
fi
target_sources="$DOCC_PACKAGE/Sources/$DOCC_TARGET"
graphs="$work/symbol-graphs"
mkdir -p "$graphs"
start=$(now)
"$SWIFT" build --package-path "$DOCC_PACKAGE" --scratch-path "$work/build" --target "$DOCC_TARGET" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" >"$work/build.log" 2>&1 \
    || { echo "the symbol-graph build failed; see the log:"; tail -20 "$work/build.log"; exit 1; }
graph_time=$(elapsed "$start" "$(now)")
start=$(now)
"$DOCC" convert --additional-symbol-graph-dir "$graphs" --output-dir "$work/docc" \
    --fallback-display-name "$DOCC_TARGET" --fallback-bundle-identifier "bench.$DOCC_TARGET" >"$work/docc.log" 2>&1 \
    || { echo "docc convert failed; see the log:"; tail -20 "$work/docc.log"; exit 1; }
docc_time=$(elapsed "$start" "$(now)")
site_module_time=$(best_site_time "$target_sources")
docc_total=$(echo "$graph_time + $docc_time" | bc)
printf '%s (%s bytes of Swift):\n' "$DOCC_TARGET" "$(bytes "$target_sources")"
printf '  DocC pipeline:  %.2f s  (symbol-graph build %.2f s + docc convert %.2f s)\n' "$docc_total" "$graph_time" "$docc_time"
printf '  docaudit site:  %.3f s  (best of %s)\n' "$site_module_time" "$RUNS"
printf '  docaudit site is %.0fx faster (goal: at least 10x)\n' "$(echo "$docc_total / $site_module_time" | bc -l)"
