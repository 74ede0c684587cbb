#!/usr/bin/env bash
# Runs docaudit's GitHub Action (action.yml) on this machine as a runner would: its steps in
# their order, each with the variables GitHub sets (GITHUB_OUTPUT, GITHUB_STEP_SUMMARY,
# GITHUB_PATH, GITHUB_WORKSPACE, RUNNER_TEMP, GITHUB_ACTION_PATH) and the inputs as action.yml
# passes them. actions/cache is not run: a RUNNER_TEMP that already holds docaudit/bin/docaudit
# is a cache hit, anything else builds (make install: a release build of a few minutes).
#
#   Tools/run-action.sh REPOSITORY [--args "ARGS"] [--strict] [--diff-base REV] [--working-directory DIR]
#
# Prints each step's outputs, then the job summary; exits with the status of the first step
# that fails, as the job would.
set -uo pipefail

action=$(cd "$(dirname "$0")/.." && pwd)
workspace=$(cd "${1:?usage: Tools/run-action.sh REPOSITORY [--args ARGS] [--strict] [--diff-base REV] [--working-directory DIR]}" && pwd) || exit 2
shift
export INPUT_ARGS="" INPUT_STRICT=false INPUT_DIFF_BASE="" INPUT_VERSION=""
directory=.
while [ $# -gt 0 ]; do
    case $1 in
    --args) INPUT_ARGS=$2; shift 2 ;;
    --strict) INPUT_STRICT=true; shift ;;
    --diff-base) INPUT_DIFF_BASE=$2; shift 2 ;;
    --working-directory) directory=$2; shift 2 ;;
    *) echo "run-action: unknown option $1" >&2; exit 2 ;;
    esac
done

export RUNNER_TEMP=${RUNNER_TEMP:-$(mktemp -d)}
export GITHUB_ACTION_PATH=$action GITHUB_WORKSPACE=$workspace GITHUB_SERVER_URL=https://github.com
export ACTION_REPOSITORY=docaudit/docaudit
export GITHUB_STEP_SUMMARY=$RUNNER_TEMP/step-summary.md GITHUB_PATH=$RUNNER_TEMP/path
# The steps change git's global configuration (safe.directory), as on a runner: here, a copy of it.
export GIT_CONFIG_GLOBAL=$RUNNER_TEMP/gitconfig
: > "$GITHUB_STEP_SUMMARY"

# The steps as action.yml lists them; a step's outputs are read back as the next steps' inputs.
for step in $(grep -o 'github-action.sh" [a-z]*' "$action/action.yml" | cut -d' ' -f2); do
    export GITHUB_OUTPUT=$RUNNER_TEMP/output-$step
    : > "$GITHUB_OUTPUT"
    folder=$workspace
    case $step in diff|check) folder=$workspace/$directory ;; esac
    echo "== $step"
    ( cd "$folder" && "$action/Scripts/github-action.sh" "$step" )
    status=$?
    sed 's/^/   output: /' "$GITHUB_OUTPUT"
    [ "$step" = source ] && export INPUT_SOURCE=$(sed -n 's/^dir=//p' "$GITHUB_OUTPUT")
    if [ $status -ne 0 ]; then echo "== $step failed with status $status"; break; fi
done
echo "== job summary ($GITHUB_STEP_SUMMARY)"
cat "$GITHUB_STEP_SUMMARY"
exit $status
