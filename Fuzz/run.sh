#!/usr/bin/env bash
# Runs the fuzz targets one after another (make fuzz builds them and fills the seeds first).
#
#   Fuzz/run.sh BIN_DIR SECONDS TARGET…
#
# Each target runs SECONDS with its corpus in .build/fuzz/<target>/corpus (grown from the
# seeds in .build/fuzz/seeds), its crashes, timeouts and OOMs written to .build/fuzz/<target>/
# and its whole log to .build/fuzz/<target>/fuzz.log. At the end: each target's executions,
# coverage and corpus; the exit status is 1, naming the targets, when any found something.
#
# FUZZ_FLAGS adds libFuzzer flags (e.g. -jobs, -use_value_profile=1); FUZZ_NICE prefixes each
# run (default `nice -n 10`: the fuzzer yields to other work on the machine).
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="$1"; seconds="$2"; shift 2
state="$root/.build/fuzz"
seeds="$state/seeds"
nice_prefix="${FUZZ_NICE-nice -n 10}"

# The Swift runtime's backtracer would run inside AddressSanitizer's crash report; libFuzzer
# reports crashes itself. LeakSanitizer skips what global initializers keep (see lsan.supp).
export SWIFT_BACKTRACE=enable=no
export LSAN_OPTIONS="suppressions=$root/Fuzz/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_stack_use_after_return=1}"

# Per target: its seed folder, dictionary and longest input. Source files are cut at 16 KB
# (the seeds' limit), configurations at 4 KB, doc comments at 8 KB.
seed_of() { case "$1" in fuzz-doc) echo doc ;; fuzz-config) echo config ;; fuzz-pbxproj) echo pbxproj ;; fuzz-yaml) echo yaml ;; *) echo swift ;; esac; }
dict_of() { case "$1" in fuzz-config) echo "$root/Fuzz/config.dict" ;; fuzz-pbxproj) echo "$root/Fuzz/pbxproj.dict" ;; fuzz-yaml) echo "$root/Fuzz/yaml.dict" ;; fuzz-lsp) echo "$root/Fuzz/lsp.dict" ;; *) echo "$root/Fuzz/swift.dict" ;; esac; }
max_len_of() { case "$1" in fuzz-config) echo 4096 ;; fuzz-doc) echo 8192 ;; fuzz-pbxproj) echo 32768 ;; *) echo 16384 ;; esac; }

failed=()
summary=()
for target in "$@"; do
    dir="$state/$target"
    mkdir -p "$dir/corpus" "$seeds/$(seed_of "$target")"
    log="$dir/fuzz.log"
    stamp="$dir/.started"
    touch "$stamp"
    echo "== $target: ${seconds}s (log: ${log#"$root"/})"
    # shellcheck disable=SC2086
    $nice_prefix "$bin/$target" "$dir/corpus" "$seeds/$(seed_of "$target")" \
        -max_total_time="$seconds" -max_len="$(max_len_of "$target")" -timeout=20 -rss_limit_mb=2560 \
        -malloc_limit_mb=2048 -dict="$(dict_of "$target")" -artifact_prefix="$dir/" -print_final_stats=1 \
        -reload=0 ${FUZZ_FLAGS:-} > "$log" 2>&1
    status=$?
    # The last status line (`#N DONE cov: … ft: … corp: …`, or the last one before a crash).
    last="$(grep -E '^#[0-9]+[[:space:]]+(DONE|pulse|NEW|REDUCE|INITED|RELOAD)' "$log" | tail -1)"
    executions="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)"
    [ -n "$executions" ] || executions="$(printf '%s' "$last" | sed -E 's/^#([0-9]+).*/\1/')"
    cov="$(printf '%s' "$last" | sed -nE 's/.* cov: ([0-9]+).*/\1/p')"
    ft="$(printf '%s' "$last" | sed -nE 's/.* ft: ([0-9]+).*/\1/p')"
    rss="$(sed -n 's/^stat::peak_rss_mb: *//p' "$log" | tail -1)"
    units="$(find "$dir/corpus" -type f | wc -l | tr -d ' ')"
    bytes="$(find "$dir/corpus" -type f -printf '%s\n' | awk '{ total += $1 } END { printf "%d", (total + 512) / 1024 }')"
    artifacts="$(find "$dir" -maxdepth 1 -type f -newer "$stamp" \( -name 'crash-*' -o -name 'timeout-*' -o -name 'oom-*' -o -name 'leak-*' \) | sort)"
    line="$(printf '%-12s executions %-10s cov %-6s ft %-7s corpus %s units / %s KB, peak RSS %s MB' \
        "$target" "${executions:-?}" "${cov:-?}" "${ft:-?}" "$units" "$bytes" "${rss:-?}")"
    if [ "$status" -ne 0 ] || [ -n "$artifacts" ]; then
        kind="$(grep -oE 'ERROR: libFuzzer: (deadly signal|timeout|out-of-memory[^)]*\)?|fuzz target exited)|ERROR: (AddressSanitizer|LeakSanitizer): [a-z-]+|==fuzz== invariant broken' "$log" | head -1)"
        line="$line"$'\n'"             FOUND (exit $status): ${kind:-see the log}"
        for artifact in $artifacts; do
            line="$line"$'\n'"             ${artifact#"$root"/}  (minimize: $bin/$target -minimize_crash=1 -runs=100000 ${artifact#"$root"/})"
        done
        failed+=("$target")
    fi
    echo "$line"
    summary+=("$line")
done

echo ""
echo "fuzz summary (${seconds}s per target):"
printf '%s\n' "${summary[@]}"
if [ "${#failed[@]}" -gt 0 ]; then
    echo "fuzz: found crashes, timeouts or OOMs in: ${failed[*]}" >&2
    exit 1
fi
echo "fuzz: nothing found"
