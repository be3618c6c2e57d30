#!/bin/sh
# usage: entries.sh <cache dir>: one line per entry, sorted by the arch of
# its key: "<arch> pch|none", then "tmp: <n>" (entries being built or
# removed, none once the builders are done).
for deps in "$1"/pch-v1/*/deps; do
    [ -e "$deps" ] || continue
    dir=${deps%/deps}
    arch=$(grep -A1 '^arg -target-cpu$' "$dir/key" | sed -n 's/^arg //p' | tail -1)
    if grep -q '^pch [0-9]' "$deps" && [ -f "$dir/pch" ]; then
        echo "$arch pch"
    else
        echo "$arch none"
    fi
done | LC_ALL=C sort
echo "tmp: $(find "$1/pch-v1/tmp" -mindepth 1 -maxdepth 1 | wc -l)"
