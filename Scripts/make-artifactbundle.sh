#!/bin/sh
# Packs a built docaudit into a SwiftPM artifact bundle for this machine's platform:
#   Scripts/make-artifactbundle.sh BINARY VERSION TRIPLE[,TRIPLE…] OUTPUT_DIR
# writes OUTPUT_DIR/docaudit.artifactbundle.zip, which a package names as
#   .binaryTarget(name: "docaudit", url: ".../docaudit.artifactbundle.zip", checksum: "...")
# so that its plugins run a prebuilt docaudit instead of building it (docs/CI.md). One
# variant a run, for the triples the binary runs on (a universal macOS binary: both Macs').
set -eu
binary=$1 version=$2 triples=$3 out=$4
triple=${triples%%,*}
supported=$(printf '%s' "$triples" | sed 's/[^,][^,]*/"&"/g; s/,/, /g')
[ -x "$binary" ] || { echo "make-artifactbundle: $binary is not an executable" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bundle="$work/docaudit.artifactbundle"
mkdir -p "$bundle/docaudit-$version-$triple/bin"
cp "$binary" "$bundle/docaudit-$version-$triple/bin/docaudit"
cat > "$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "docaudit": {
      "version": "$version",
      "type": "executable",
      "variants": [
        { "path": "docaudit-$version-$triple/bin/docaudit", "supportedTriples": [$supported] }
      ]
    }
  }
}
JSON
mkdir -p "$out"
rm -f "$out/docaudit.artifactbundle.zip"
(cd "$work" && zip -qr docaudit.artifactbundle.zip docaudit.artifactbundle)
mv "$work/docaudit.artifactbundle.zip" "$out/docaudit.artifactbundle.zip"
echo "$out/docaudit.artifactbundle.zip"
