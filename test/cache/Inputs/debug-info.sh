#!/usr/bin/env bash
# The debug information srcmap reads (debug_reach.py: what the module's
# instructions, functions and globals reach) of each file, compiled by the
# frontend without the cache, with a level-1 header cache entry and, for a
# file whose preamble includes a header, with its level-2 entry, compared.
# usage: debug-info.sh <nvc-compat-probe> <source root> <work dir> <arch> <file>...
set -euo pipefail
probe=$1 src=$2 work=$3 arch=$4
shift 4
here=$(cd "$(dirname "$0")" && pwd)
rm -rf "$work" && mkdir -p "$work"
cd "$src"
# the entry: one compile misses and starts the builder, which is waited for
NVC_PROBE_CACHE_DIR=$work/c "$probe" ir "$arch" "$1" > /dev/null 2>&1 || true
"$here/wait-builders.sh" "$work/c"
echo "entries: $(ls -d "$work"/c/pch-v1/*/ | grep -vc '/tmp/$')"
compared=0
for file in "$@"; do
    name=${file//\//_}
    "$probe" ir "$arch" "$file" > "$work/$name.none.ll" 2> "$work/$name.none.err" || true
    touch -d '2000-01-01' "$work"/c/pch-v1/*/deps
    NVC_PROBE_CACHE_DIR=$work/c "$probe" ir "$arch" "$file" > "$work/$name.warm.ll" \
        2> "$work/$name.warm.err" || true
    if [ -z "$(find "$work/c/pch-v1" -name deps -newermt '2001-01-01')" ]; then
        echo "NOT USED: $file"
    fi
    # level 2: the warm compile started the builder of the file's preamble
    # entry when its preamble includes a header (docs/header-cache.md)
    "$here/wait-builders.sh" "$work/c"
    touch -d '2000-01-01' "$work"/c/pch-v1/*/deps
    NVC_PROBE_CACHE_DIR=$work/c "$probe" ir "$arch" "$file" > "$work/$name.l2.ll" \
        2> "$work/$name.l2.err" || true
    for deps in $(find "$work/c/pch-v1" -name deps -newermt '2001-01-01'); do
        if grep -q '^preamble ' "${deps%/deps}/key" && grep -q '^pch [0-9]' "$deps"; then
            echo "level 2: $file"
        fi
    done
    for run in warm l2; do
        python3 "$here/debug_reach.py" "$work/$name.none.ll" > "$work/$name.none.r"
        python3 "$here/debug_reach.py" "$work/$name.$run.ll" > "$work/$name.$run.r"
        diff -u "$work/$name.none.r" "$work/$name.$run.r" || echo "DIFFERENT: $file ($run)"
        diff -u "$work/$name.none.err" "$work/$name.$run.err" ||
            echo "DIFFERENT: $file ($run, diagnostics)"
    done
    echo "$file: $(grep -c '^define ' "$work/$name.none.r" || true) functions, $(grep -c '^!N' "$work/$name.none.r" || true) nodes"
    compared=$((compared + 1))
done
echo "compared: $compared"
