#!/usr/bin/env bash
# Builds the developer-only reference tool into Tools/bin/reference-symbols (git-ignored).
# It links the toolchain's own swift-syntax (the host libraries next to the compiler) and the
# system libcmark (Debian: libcmark-dev, which the product needs anyway). Never part of
# `make test` or of the product.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
tools="$(dirname "$here")"
swiftc_bin="${SWIFTC:-$(command -v swiftc)}"
toolchain_usr="$(cd "$(dirname "$(readlink -f "$swiftc_bin")")/.." && pwd)"
host="$toolchain_usr/lib/swift/host"
if [ ! -d "$host/SwiftParser.swiftmodule" ]; then
    echo "build.sh: no swift-syntax host modules in $host" >&2
    exit 1
fi
mkdir -p "$tools/bin"
"$swiftc_bin" -O -wmo \
    -module-name ReferenceSymbols \
    -I "$host" -L "$host" \
    -I "$here/cmark" \
    -lSwiftSyntax -lSwiftParser \
    -Xlinker -rpath -Xlinker "$host" \
    "$here/main.swift" "$here/Declarations.swift" "$here/DocComments.swift" \
    -o "$tools/bin/reference-symbols"
echo "built $tools/bin/reference-symbols"
