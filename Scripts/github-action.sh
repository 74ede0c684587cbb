#!/usr/bin/env bash
# The steps of docaudit's GitHub Action (action.yml), one step a call, in this order:
#   install  libcmark, pkg-config and make (docaudit links libcmark: a cached build needs it too)
#   source   the docaudit source to build, and the cache key of its build
#   build    make install into $RUNNER_TEMP/docaudit, unless the cache restored it
#   diff     with INPUT_DIFF_BASE: the public-API diff since its merge base, to the job summary
#   check    docaudit check: annotations, a SARIF report, the summary line as an output
# action.yml passes its inputs as INPUT_* variables; outputs go to $GITHUB_OUTPUT.
# Tools/run-action.sh runs these steps on this machine with the variables GitHub sets.
set -euo pipefail

prefix=$RUNNER_TEMP/docaudit
sudo=$([ "$(id -u)" = 0 ] || echo sudo)

case ${1:-} in
install)
    # libcmark and pkg-config to build and run docaudit, make to build it; a container (swift:6.1)
    # runs as root, a hosted runner has sudo.
    if ! pkg-config --exists libcmark 2>/dev/null || ! command -v make >/dev/null 2>&1; then
        if command -v apt-get >/dev/null 2>&1; then
            $sudo apt-get update -qq
            $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libcmark-dev pkg-config make >/dev/null
        elif command -v brew >/dev/null 2>&1; then
            brew install cmark pkg-config
        else
            echo "::error::docaudit needs libcmark, pkg-config and make, and neither apt-get nor brew is here" >&2; exit 1
        fi
    fi
    # A container's checkout belongs to another user: git (diff, --changed-since) must accept it.
    git config --global --add safe.directory "$GITHUB_WORKSPACE" ;;
source)
    # The action's own checkout (the ref of `uses:`), or INPUT_VERSION of its repository.
    source=$GITHUB_ACTION_PATH
    if [ -n "${INPUT_VERSION:-}" ]; then
        source=$RUNNER_TEMP/docaudit-source
        rm -rf "$source"
        git clone -q --depth 1 --branch "$INPUT_VERSION" "$GITHUB_SERVER_URL/$ACTION_REPOSITORY" "$source" \
            || { echo "::error::docaudit version '$INPUT_VERSION' is no tag or branch of $ACTION_REPOSITORY" >&2; exit 1; }
    fi
    # The build depends on the sources, the theme, the toolchain and the machine, nothing else.
    sources=$(cd "$source" && find Package.swift Makefile Sources Site Scripts -type f | LC_ALL=C sort | xargs cat | cksum | cut -d' ' -f1)
    toolchain=$(swift --version 2>/dev/null | cksum | cut -d' ' -f1)
    echo "dir=$source" >> "$GITHUB_OUTPUT"
    echo "cache-key=docaudit-$(uname -s)-$(uname -m)-$toolchain-$sources" >> "$GITHUB_OUTPUT" ;;
build)
    if [ -x "$prefix/bin/docaudit" ]; then
        echo "docaudit restored from the cache: $prefix/bin/docaudit"
    else
        make -C "${INPUT_SOURCE:?}" install PREFIX="$prefix"
    fi
    echo "$prefix/bin" >> "$GITHUB_PATH" ;;
diff)
    [ -n "${INPUT_DIFF_BASE:-}" ] || exit 0
    # The merge base, as a pull request's own diff: commits merged into the base since don't count.
    base=$(git merge-base "$INPUT_DIFF_BASE" HEAD) \
        || { echo "::error::diff-base '$INPUT_DIFF_BASE' is no revision of this clone (fetch it, or check out with fetch-depth: 0)" >&2; exit 1; }
    diff_file=$RUNNER_TEMP/docaudit-diff.md
    "$prefix/bin/docaudit" diff "$base" --format markdown --output "$diff_file"
    cat "$diff_file" >> "$GITHUB_STEP_SUMMARY"
    echo "diff-file=$diff_file" >> "$GITHUB_OUTPUT" ;;
check)
    sarif=$RUNNER_TEMP/docaudit.sarif
    text=$RUNNER_TEMP/docaudit.txt
    strict=()
    [ "${INPUT_STRICT:-false}" = true ] && strict=(--strict)
    # Split as a shell splits words (quotes kept together), but never run: xargs only prints.
    args=()
    [ -n "${INPUT_ARGS:-}" ] && while IFS= read -r -d '' arg; do args+=("$arg"); done < <(printf '%s' "$INPUT_ARGS" | xargs printf '%s\0')
    status=0
    "$prefix/bin/docaudit" check --format github --report "sarif:$sarif" --report "text:$text" ${strict[@]+"${strict[@]}"} ${args[@]+"${args[@]}"} || status=$?
    echo "sarif-file=$sarif" >> "$GITHUB_OUTPUT"
    summary=$(grep -E ' in [0-9]+ files? audited' "$text" 2>/dev/null | tail -n 1) || true
    echo "summary=$summary" >> "$GITHUB_OUTPUT"
    exit $status ;;
*)
    echo "usage: github-action.sh install|source|build|diff|check" >&2; exit 2 ;;
esac
