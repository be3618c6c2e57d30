#!/usr/bin/env bash
# Checks every .cu file of the test suite four ways and compares what the
# checker says: without the header cache (--no-cache), warm (the level-1
# entry exists and is used), level2 (the level-2 entries of the inputs
# whose preamble includes a header exist too, docs/header-cache.md) and cold (a cache directory without an
# entry, whose builder locks this script holds, so that every input misses
# and no entry appears during the phase). Each run is one process for sm_75
# and sm_90a, with clang's warnings and system-header findings shown, and a
# JSON report besides the text one: exit status, standard output, standard
# error and the JSON report must be byte-identical.
# usage: compare-outputs.sh <cuda-nvvmcheck> <source root> <work dir>
set -euo pipefail
tool=$1 src=$2 work=$3
rm -rf "$work"
mkdir -p "$work/out"
cd "$src"
find test -name '*.cu' | LC_ALL=C sort > "$work/list"
echo "inputs: $(wc -l < "$work/list")"

# one_run <mode> <cache option> <file>: the outputs go to out/<mode>.<name>.*
one_run() {
    local mode=$1 cache=$2 file=$3
    local out="$work/out/$mode.${file//\//_}"
    local rc=0
    "$tool" --clang-warnings --system-headers --arch=sm_75 "$cache" "$file" \
        --format=json:"$out.json" > "$out.stdout" 2> "$out.stderr" || rc=$?
    echo "$rc" > "$out.rc"
}
export -f one_run
export tool work

phase() {   # phase <mode> <cache option>: every input, two at a time
    xargs -P 2 -I '{}' bash -c 'one_run "$1" "$2" "$3"' _ "$1" "$2" '{}' < "$work/list"
}

phase nocache --no-cache

# warm: one run fills a cache (its builders run once it has exited; the
# script waits for their locks), then every input runs with it
warm=$work/warm-cache
one_run warmup --cache-dir="$warm" examples/heavy.cu
for lock in "$warm"/pch-v1/*.lock; do
    timeout 600 flock "$lock" true
done
entries=$(grep -l '^pch [0-9]' "$warm"/pch-v1/*/deps | wc -l)
echo "entries with a PCH: $entries"
touch -d '2000-01-01' "$warm"/pch-v1/*/deps
phase warm --cache-dir="$warm"
echo "entries not used by the warm phase: $(find "$warm"/pch-v1 -name deps ! -newermt '2001-01-01' | wc -l)"

# level 2: the warm phase found the level-1 entry, and each input whose
# preamble includes a header started the builder of its level-2 entry when
# a builder slot was free; one more run of each, waiting for its builder,
# builds the rest, then every input runs with them
for lock in "$warm"/pch-v1/*.lock; do
    timeout 600 flock "$lock" true
done
while IFS= read -r file; do
    "$tool" --arch=sm_75 --cache-dir="$warm" "$file" > /dev/null 2>&1 || true
    for lock in "$warm"/pch-v1/*.lock; do
        timeout 600 flock "$lock" true
    done
done < "$work/list"
# (an entry that says "pch none" is not counted; grep's status 1 for it must
# not end the script under pipefail when it is the last key in glob order,
# as it was once the keys' hashes changed)
level2=$(grep -l '^preamble ' "$warm"/pch-v1/*/key | while IFS= read -r key; do
    grep -l '^pch [0-9]' "${key%/key}/deps" || true; done | wc -l)
echo "level-2 entries with a PCH: $level2"
touch -d '2000-01-01' "$warm"/pch-v1/*/deps
phase level2 --cache-dir="$warm"
echo "level-2 entries not used by the level2 phase: $(grep -l '^preamble ' "$warm"/pch-v1/*/key | while IFS= read -r key; do
    find "${key%/key}/deps" ! -newermt '2001-01-01'; done | wc -l)"

# cold: a new cache whose builders cannot start (their locks are held here)
cold=$work/cold-cache
mkdir -p "$cold/pch-v1"
for lock in "$warm"/pch-v1/*.lock; do
    exec {fd}> "$cold/pch-v1/${lock##*/}"
    flock -n "$fd"
done
phase cold --cache-dir="$cold"
echo "entries made by the cold phase: $(find "$cold"/pch-v1 -mindepth 1 -maxdepth 1 -type d ! -name tmp | wc -l)"

# every input's outputs, four ways
compared=0 differ=0
while IFS= read -r file; do
    name=${file//\//_}
    for what in rc stdout stderr json; do
        for mode in warm level2 cold; do
            if ! cmp -s "$work/out/nocache.$name.$what" "$work/out/$mode.$name.$what"; then
                differ=$((differ + 1))
                echo "DIFFERENT: $file ($what, $mode vs --no-cache)"
                diff "$work/out/nocache.$name.$what" "$work/out/$mode.$name.$what" | head -20 || true
            fi
        done
    done
    compared=$((compared + 1))
done < "$work/list"
echo "compared: $compared inputs, differences: $differ"
