#!/usr/bin/env bash
# The debug information srcmap reads (debug_reach.py: what the module's
# instructions, functions and globals reach) of each file, compiled by the
# frontend with a header cache entry and without the cache, compared.
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
    python3 "$here/debug_reach.py" "$work/$name.none.ll" > "$work/$name.none.r"
    python3 "$here/debug_reach.py" "$work/$name.warm.ll" > "$work/$name.warm.r"
    diff -u "$work/$name.none.r" "$work/$name.warm.r" || echo "DIFFERENT: $file"
    diff -u "$work/$name.none.err" "$work/$name.warm.err" || echo "DIFFERENT: $file (diagnostics)"
    echo "$file: $(grep -c '^define ' "$work/$name.none.r" || true) functions, $(grep -c '^!N' "$work/$name.none.r" || true) nodes"
    compared=$((compared + 1))
done
echo "compared: $compared"
