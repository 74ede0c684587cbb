#!/usr/bin/env bash
# The editor's latency, process start included: the whole on-save script (fix, then check) on
# one 2,000-line file, and check alone on that file. Prints the median of many runs.
#
#   Scripts/bench-on-save.sh [DOCAUDIT_BINARY] [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
docaudit=${1:-$(swift build -c release --show-bin-path)/docaudit}
runs=${2:-100}
[ -x "$docaudit" ] || { echo "bench-on-save: no docaudit binary at $docaudit (run make build)" >&2; exit 2; }
docaudit=$(cd "$(dirname "$docaudit")" && pwd)/$(basename "$docaudit")  # the runs start elsewhere
export DOCAUDIT=$docaudit

# A Shared module file of about 2,000 lines, documented the way the rules want, with a few
# findings left (as a file being edited has).
project=$(mktemp -d)
trap 'rm -rf "$project"' EXIT
mkdir -p "$project/Projects/Shared/Util/Sources"
file=Projects/Shared/Util/Sources/Big.swift
{
    echo "import Foundation"
    for i in $(seq 1 83); do
        cat <<SWIFT

/// A value of kind $i, as the server sends it.
///
/// ## 사용 예시
/// \`\`\`swift
/// let value = Value$i(id: "a", count: $i)
/// \`\`\`
public struct Value$i: Codable, Sendable, Hashable {
    public let id: String
    public var count: Int
    // Cached, never persisted.
    var cache: [String: Int] = [:]

    /// Doubles the count.
    ///
    /// \`\`\`swift
    /// let doubled = value.doubled(by: 2)
    /// \`\`\`
    public func doubled(by factor: Int) -> Value$i {
        var copy = self
        copy.count *= factor
        return copy
    }
}
SWIFT
    done
    printf '\n/// A kind.\npublic enum Kind {\n    case plain\n}\npublic func undocumented() {}\n'
} > "$project/$file"
lines=$(wc -l < "$project/$file")

# The median wall time of "$@" (run from the project folder) in milliseconds: measured by
# hyperfine when installed (no shell in between), else by a loop around date +%s%N.
median_ms() {
    if command -v hyperfine >/dev/null 2>&1; then
        local json=$project/.hyperfine.json
        (cd "$project" && hyperfine -N --warmup 5 --runs "$runs" -i --style none --export-json "$json" "$(printf '%q ' "$@")" >/dev/null 2>&1)
        grep -o '"median": *[0-9.e-]*' "$json" | head -1 | awk -F: '{ printf "%.1f", $2 * 1000 }'
        return
    fi
    local times=()
    for _ in $(seq 1 "$runs"); do
        local start end
        start=$(date +%s%N)
        ( cd "$project" && "$@" >/dev/null 2>&1 ) || true
        end=$(date +%s%N)
        times+=($(( (end - start) / 1000 )))
    done
    printf '%s\n' "${times[@]}" | sort -n | awk '{ a[NR] = $1 } END { m = (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2; printf "%.1f", m / 1000 }'
}

"$PWD/Scripts/docaudit-on-save.sh" "$project/$file" >/dev/null 2>&1 || true   # warm the cache
tool=$(command -v hyperfine >/dev/null 2>&1 && echo hyperfine || echo "a date +%s%N loop")
echo "on-save latency, $lines-line file, median of $runs runs by $tool (process start included):"
echo "  docaudit-on-save.sh (fix + check): $(median_ms "$PWD/Scripts/docaudit-on-save.sh" "$file") ms   (target < 30 ms)"
echo "  docaudit check FILE:               $(median_ms "$docaudit" check "$file") ms   (target < 15 ms)"
echo "  docaudit fix FILE (nothing to fix): $(median_ms "$docaudit" fix --quiet "$file") ms"
