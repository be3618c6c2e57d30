#!/usr/bin/env bash
# The header cache on single small files: cuda-nvvmcheck warm (the entry
# exists) and cold (an empty cache directory: the check compiles without an
# entry and starts the builder, which runs after the check has exited),
# each against clang-22's own device-only compile of the same file, timed in
# pairs back to back (checker, then clang), medians of the pairs. After each
# cold run the script waits for the builder (its lock) before timing clang,
# and reports that wait: the builder's wall time, spent after the check,
# at nice 19. Wall time and CPU time (user + system of the process and the
# children it waits for; the detached builder is not among them).
#
# usage: bench/cache.sh [pairs] [file.cu...]   (default 5; the examples' .cu files)
# needs /usr/bin/time (Debian: apt-get install time) and flock (util-linux)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
pairs=${1:-5}
shift || true
. "$root/bench/lib/common.sh"
require_tool
make_work_dir
files=("$@")
[ ${#files[@]} -gt 0 ] || files=("$root"/examples/*.cu)
arch=sm_75

# the issue's baseline: clang-22's device-only compile to LLVM IR
clang_cmd=(/usr/lib/llvm-22/bin/clang++ -x cuda --cuda-device-only -S -emit-llvm -o /dev/null
    --cuda-path="$cuda" -Wno-unknown-cuda-version --cuda-gpu-arch=$arch)

# one_run <command...>: "wall_ms cpu_ms" of one run, its output discarded
one_run() {
    local t0 t1 cpu
    t0=$(date +%s%N)
    cpu=$({ /usr/bin/time -f '%U %S' "$@" 2>&1 >/dev/null || true; } | tail -1 |
        awk '{printf "%d", ($1 + $2) * 1000}')
    t1=$(date +%s%N)
    echo "$(((t1 - t0) / 1000000)) $cpu"
}

wait_builders() {   # wait_builders <cache dir>: milliseconds until no lock is held
    local t0 t1
    t0=$(date +%s%N)
    for lock in "$1"/pch-v1/*.lock; do
        [ -e "$lock" ] && flock "$lock" true
    done
    t1=$(date +%s%N)
    echo $(((t1 - t0) / 1000000))
}

col() { awk -v c="$1" '{print $c}'; }

printf '%-10s %-5s %9s %9s %7s   %9s %9s %7s   %s\n' file cache "checker" "clang" "ratio" \
    "chk cpu" "clang cpu" "ratio" "builder wall after the run"
for f in "${files[@]}"; do
    name=$(basename "$f")
    warm=$work/warm-$name
    "$tool" --arch=$arch --cache-dir="$warm" "$f" > /dev/null 2>&1 || true
    wait_builders "$warm" > /dev/null
    : > "$work/warm.txt"
    : > "$work/cold.txt"
    for _ in $(seq "$pairs"); do
        echo "$(one_run "$tool" --arch=$arch --cache-dir="$warm" "$f") $(one_run "${clang_cmd[@]}" "$f")" \
            >> "$work/warm.txt"
    done
    for i in $(seq "$pairs"); do
        cold=$work/cold-$name-$i
        c=$(one_run "$tool" --arch=$arch --cache-dir="$cold" "$f")
        b=$(wait_builders "$cold")
        echo "$c $(one_run "${clang_cmd[@]}" "$f") $b" >> "$work/cold.txt"
    done
    for mode in warm cold; do
        t=$work/$mode.txt
        cw=$(col 1 < "$t" | median) cc=$(col 2 < "$t" | median)
        lw=$(col 3 < "$t" | median) lc=$(col 4 < "$t" | median)
        b=""
        [ "$mode" = cold ] && b="$(col 5 < "$t" | median) ms"
        printf '%-10s %-5s %6d ms %6d ms %7s   %6d ms %6d ms %7s   %s\n' "$name" "$mode" \
            "$cw" "$lw" "$(ratio "$cw" "$lw")" "$cc" "$lc" "$(ratio "$cc" "$lc")" "$b"
    done
done
size=$(du -sb "$work"/warm-* | awk '{s += $1; n++} END {printf "%.1f", s / n / 1048576}')
echo "(median of $pairs pairs each, $arch; $(nproc) cores; $(uname -m); load average" \
    "$(cut -d' ' -f1-3 /proc/loadavg); cache on disk per entry: $size MB)"
