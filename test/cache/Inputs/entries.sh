#!/bin/sh
# usage: entries.sh <cache dir>: one line per entry, sorted by the arch of
# its key: "<arch> pch|none", with " preamble" after a level-2 entry's
# (docs/header-cache.md, "Level 2"), then "tmp: <n>" (entries being built
# or removed, none once the builders are done).
for deps in "$1"/pch-v1/*/deps; do
    [ -e "$deps" ] || continue
    dir=${deps%/deps}
    arch=$(grep -A1 '^arg -target-cpu$' "$dir/key" | sed -n 's/^arg //p' | tail -1)
    level=
    grep -q '^preamble ' "$dir/key" && level=' preamble'
    if grep -q '^pch [0-9]' "$deps" && [ -f "$dir/pch" ]; then
        echo "$arch pch$level"
    else
        echo "$arch none$level"
    fi
done | LC_ALL=C sort
echo "tmp: $(find "$1/pch-v1/tmp" -mindepth 1 -maxdepth 1 | wc -l)"
