#!/usr/bin/env bash
# Times cuda-nvvmcheck on the examples against clang-22's own device-only
# compile to LLVM IR of the same files, in the same run, and prints the ratio.
# Both compile with the flags the checker uses (-g -O0 -fgpu-rdc, one arch),
# so the ratio is the checker's overhead over a bare clang compile: process
# start-up, verification, source mapping and output.
#
# usage: bench/run.sh [repetitions]   (default 5; the median is reported)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
reps=${1:-5}
tool="$root/build/cuda-nvvmcheck"
clang=/usr/lib/llvm-22/bin/clang
cuda=${CUDA_PATH:-/usr/local/cuda}
[ -x "$tool" ] || { echo "build first: scripts/build.sh" >&2; exit 2; }

now_ms() { echo $(( $(date +%s%N) / 1000000 )); }

median() { sort -n | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}'; }

time_ms() {   # time_ms <command...>: median wall time in ms over $reps runs
    local t0 t1
    for _ in $(seq "$reps"); do
        t0=$(now_ms)
        "$@" >/dev/null 2>&1 || true
        t1=$(now_ms)
        echo $((t1 - t0))
    done | median
}

printf '%-22s %10s %10s %7s\n' "file" "checker" "clang" "ratio"
total_tool=0 total_clang=0
for f in "$root"/examples/*.cu; do
    t=$(time_ms "$tool" "$f")
    c=$(time_ms "$clang" -x cuda --cuda-device-only --offload-arch=sm_75 --cuda-path="$cuda" \
        -isystem "$cuda/include/cccl" -Wno-unknown-cuda-version -fgpu-rdc -g -O0 \
        -emit-llvm -c "$f" -o /dev/null)
    printf '%-22s %8d ms %8d ms %6.2fx\n' "$(basename "$f")" "$t" "$c" "$(echo "$t $c" | awk '{print $1 / $2}')"
    total_tool=$((total_tool + t)) total_clang=$((total_clang + c))
done
printf '%-22s %8d ms %8d ms %6.2fx\n' "total" "$total_tool" "$total_clang" \
    "$(echo "$total_tool $total_clang" | awk '{print $1 / $2}')"
echo "(median of $reps runs each; $(nproc) cores; $(uname -m))"
