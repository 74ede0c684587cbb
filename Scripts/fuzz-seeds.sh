#!/usr/bin/env bash
# Fills the seed folders of the fuzz targets (make fuzz): .build/fuzz/seeds/<target>/.
#
#   Scripts/fuzz-seeds.sh [DIR…]
#
# Always: the Swift files of Sample/ and of the test fixtures (Tests/**/Fixtures), the golden
# reports (Tests/**/Golden), the fixtures' Xcode projects and XcodeGen specs, and Fuzz/Seeds.
# Each DIR adds a sample of its Swift code: a folder of source, or a git directory without a
# work tree (a mirror: its HEAD is read). The sample is
# the same on every run: FUZZ_SEED_COUNT files per DIR (default 150) spread evenly over its
# Swift files in path order, each at most FUZZ_SEED_MAX_BYTES (default 16384). Doc comments
# found in all of them (the `///` lines of a group, markers removed) seed fuzz-doc.
#
# Seeds are inputs to start from: nothing here is committed (.build/ is ignored).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${FUZZ_SEEDS:-$root/.build/fuzz/seeds}"
count="${FUZZ_SEED_COUNT:-150}"
max_bytes="${FUZZ_SEED_MAX_BYTES:-16384}"

rm -rf "$out"
mkdir -p "$out"/{swift,doc,config,pbxproj,yaml}

# A seed named by its content's hash, so the same file seeds once.
add() { # add FOLDER FILE
    local name
    name="$(sha1sum < "$2" | cut -c1-16)"
    cp "$2" "$1/$name"
}

add_stdin() { # add_stdin FOLDER (content on standard input)
    local tmp
    tmp="$(mktemp)"
    cat > "$tmp"
    [ -s "$tmp" ] && add "$1" "$tmp"
    rm -f "$tmp"
}

# The repository's own files.
while IFS= read -r -d '' file; do
    add "$out/swift" "$file"
done < <(find "$root/Sample" "$root/Tests" -path '*/Fixtures/*' -name '*.swift' -print0 2>/dev/null; \
         find "$root/Sample" -name '*.swift' -print0)
while IFS= read -r -d '' file; do
    add "$out/config" "$file"
done < <(find "$root/Tests" -path '*/Golden/*' \( -name '*.json' -o -name '*.sarif' \) -print0; \
         find "$root/Fuzz/Seeds/config" "$root/Sample" -maxdepth 1 -name '*.json' -print0 2>/dev/null; \
         find "$root" -maxdepth 1 -name '.docaudit.json' -print0)
for file in "$root"/Fuzz/Seeds/doc/*; do [ -f "$file" ] && add "$out/doc" "$file"; done
for file in "$root"/Tests/EndToEndTests/Fixtures/project-layouts/*/*.xcodeproj/project.pbxproj; do [ -f "$file" ] && add "$out/pbxproj" "$file"; done
while IFS= read -r -d '' file; do
    add "$out/yaml" "$file"
done < <(find "$root/Tests/EndToEndTests/Fixtures/project-layouts" -name '*.yml' -print0)

# A sample of each DIR's Swift files (every n-th of those small enough, in path order).
sample() { # sample DIR: prints the chosen paths, one a line
    local dir="$1" listing
    if [ -f "$dir/HEAD" ] && [ -d "$dir/objects" ]; then
        listing="$(git --git-dir="$dir" ls-tree -r -l HEAD | awk -v max="$max_bytes" '$2 == "blob" && $4 <= max && $5 ~ /\.swift$/ { print $5 }' | LC_ALL=C sort)"
    else
        listing="$(cd "$dir" && find . -name '*.swift' -type f -size -"$((max_bytes + 1))"c | LC_ALL=C sort)"
    fi
    [ -n "$listing" ] || return 0
    local total
    total="$(printf '%s\n' "$listing" | wc -l)"
    printf '%s\n' "$listing" | awk -v total="$total" -v want="$count" \
        'BEGIN { step = total > want ? total / want : 1; next_pick = 0 } NR - 1 >= next_pick { print; next_pick += step }'
}

for dir in "$@"; do
    dir="$(cd "$dir" && pwd)"
    picked=0
    while IFS= read -r path; do
        [ -n "$path" ] || continue
        if [ -f "$dir/HEAD" ] && [ -d "$dir/objects" ]; then
            git --git-dir="$dir" cat-file blob "HEAD:$path" | add_stdin "$out/swift"
        else
            add "$out/swift" "$dir/$path"
        fi
        picked=$((picked + 1))
    done < <(sample "$dir")
    echo "fuzz-seeds: $picked Swift files from $dir"
done

# Doc comment texts: each group of consecutive `///` lines, without the markers and the one
# space after them, from every Swift seed (at most 40 per file).
for file in "$out"/swift/*; do
    awk -v prefix="$out/doc/$(basename "$file")-" '
        function flush() { if (text != "" && groups < 40) { groups++; printf "%s", text > (prefix groups); close(prefix groups) } text = "" }
        /^[ \t]*\/\/\// { line = $0; sub(/^[ \t]*\/\/\/ ?/, "", line); text = text line "\n"; next }
        { flush() }
        END { flush() }' "$file"
done

echo "fuzz-seeds: $(ls "$out/swift" | wc -l) Swift, $(ls "$out/doc" | wc -l) doc comment and $(ls "$out/config" | wc -l) configuration seeds in $out"
