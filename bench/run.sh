#!/usr/bin/env bash
# Times cuda-nvvmcheck on the examples against clang-22's own device-only
# compile to LLVM IR of the same files, in the same run, and prints the ratio.
# Both compile with the flags the checker uses (-g -O0 -fgpu-rdc, one arch),
# so the ratio is the checker's overhead over a bare clang compile: process
# start-up, verification, source mapping and output. The checker runs with
# --no-cache (bench/cache.sh measures the header cache).
#
# usage: bench/run.sh [repetitions]   (default 5; the median is reported)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
reps=${1:-5}
. "$root/bench/lib/common.sh"
require_tool

printf '%-22s %10s %10s %7s\n' "file" "checker" "clang" "ratio"
total_tool=0 total_clang=0
for f in "$root"/examples/*.cu; do
    t=$(median_ms "$reps" "$tool" --no-cache "$f")
    c=$(median_ms "$reps" clang_device sm_75 /dev/null "$f" -g -O0)
    printf '%-22s %8d ms %8d ms %6.2fx\n' "$(basename "$f")" "$t" "$c" "$(echo "$t $c" | awk '{print $1 / $2}')"
    total_tool=$((total_tool + t)) total_clang=$((total_clang + c))
done
printf '%-22s %8d ms %8d ms %6.2fx\n' "total" "$total_tool" "$total_clang" \
    "$(echo "$total_tool $total_clang" | awk '{print $1 / $2}')"
echo "(median of $reps runs each; $(nproc) cores; $(uname -m))"
