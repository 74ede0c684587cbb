#!/bin/sh
# docaudit-on-save.sh FILE — what an editor runs when it saves FILE.
#
# Makes the safe fixes (docaudit fix: forbidden doc comments become plain comments, blank lines
# between a doc comment and its declaration go), then checks FILE and prints compiler-style
# diagnostics (path:line:col: error: message [rule]) that Xcode, VS Code and vim read.
# Exits with check's status: 0 clean, 1 when an error remains, 2 when FILE could not be read.
#
# The docaudit binary: $DOCAUDIT, else the one installed next to this script, else the PATH.
set -u

if [ $# -ne 1 ]; then
    echo "usage: $(basename "$0") FILE" >&2
    exit 2
fi
file=$1
case $file in
    *.swift) ;;
    *) exit 0 ;;  # editors often run on-save hooks for every file type
esac

# Where this script really is, links followed (POSIX sh has no readlink -f everywhere).
here=$(dirname "$0")
if [ -L "$0" ]; then
    target=$(readlink "$0")
    case $target in
        /*) here=$(dirname "$target") ;;
        *) here=$(dirname "$here/$target") ;;
    esac
fi
if [ -n "${DOCAUDIT:-}" ]; then
    docaudit=$DOCAUDIT
elif [ -x "$here/docaudit" ]; then
    docaudit=$here/docaudit
else
    docaudit=docaudit
fi
command -v "$docaudit" >/dev/null 2>&1 || { echo "docaudit-on-save: docaudit not found (set DOCAUDIT)" >&2; exit 2; }
[ -f "$file" ] || { echo "docaudit-on-save: $file: no such file" >&2; exit 2; }

# A file fix cannot write (read-only, changed meanwhile) is named on standard error; the check
# still runs, so the editor shows the diagnostics either way.
"$docaudit" fix --quiet -- "$file"
exec "$docaudit" check --format text -- "$file"
