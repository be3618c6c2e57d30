#!/usr/bin/env bash
# Peak memory (maximum resident set size, GNU time's %M, which covers the
# checker's isolated worker) and wall time of one heavy template TU, checked
# by the checker and compiled by clang-22 (device-only, -O3 as a build
# compiles) and by nvcc 13 (-c), back to back (issue 16, "Memory at most the
# compiler's").
#
# The TU is bench/gen-heavy-template.py's CUTLASS-style code (every device
# function __forceinline__, CuTe-style layouts composed 6 levels deep, 36
# kernels), or the .cu given with its flags:
#   bench/memory.sh                         # the generated TU, sm_75
#   bench/memory.sh FILE.cu SM [FLAGS...]   # e.g. a CUTLASS example:
#   bench/memory.sh examples/48_hopper_warp_specialized_gemm/48_hopper_warp_specialized_gemm.cu \
#       sm_90a -std=c++17 -Iinclude -Itools/util/include -Iexamples/common
# (NVC_BENCH_TOOL=path measures another build of the checker.)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
. "$root/bench/lib/common.sh"
require_tool
require_nvcc
make_work_dir
[ -x /usr/bin/time ] || { echo "needs GNU time (Debian package time)" >&2; exit 2; }

if [ $# -ge 2 ]; then
    file=$1 sm=$2
    shift 2
else
    file="$work/heavy.cu" sm=sm_75
    python3 "$root/bench/gen-heavy-template.py" > "$file"
fi
flags=("$@")

peak() {   # peak <label> <command...>: "label  seconds  peak-MB"; the figures in $work/last
    local label=$1
    shift
    /usr/bin/time -f '%e %M' -o "$work/time" "$@" >/dev/null 2>&1 || true
    tail -n 1 "$work/time" > "$work/last"   # after "Command exited with non-zero status"
    awk -v l="$label" '{printf "%-44s %8.1f s %8.0f MB\n", l, $1, $2 / 1024}' "$work/last"
}

# nvcc defines these for the device compile; clang 22 does not (docs/compat.md):
# the same macros keep clang on the same code paths as nvcc and the checker.
version=$(sed -n 's/^#define CUDA_VERSION \([0-9]*\).*/\1/p' "$cuda/include/cuda.h" | head -1)
major=$((version / 1000)) minor=$((version % 1000 / 10))
arch_num=$(echo "$sm" | sed 's/^sm_\([0-9]*\).*/\1/')
specific=()
case $sm in *a) specific=(-D__CUDA_ARCH_SPECIFIC__="${arch_num}0") ;; esac

printf '%-44s %10s %11s\n' "$(basename "$file") ($sm)" "wall" "peak RSS"
peak "checker" "$tool" "$file" -- --offload-arch="$sm" "${flags[@]}"
checker=$(cat "$work/last")
peak "clang-22 device-only -O3 (-S)" "$clang" -x cuda --cuda-device-only --offload-arch="$sm" \
    --cuda-path="$cuda" -isystem "$cuda/include/cccl" -Wno-unknown-cuda-version \
    -D__CUDACC_VER_MAJOR__="$major" -D__CUDACC_VER_MINOR__="$minor" "${specific[@]}" \
    "${flags[@]}" -O3 -S -o /dev/null "$file"
clang_o3=$(cat "$work/last")
peak "nvcc -c -arch=$sm" "$nvcc" -c -arch="$sm" "${flags[@]}" -o /dev/null "$file"
nvcc_run=$(cat "$work/last")
awk -v c="$checker" -v k="$clang_o3" -v n="$nvcc_run" 'BEGIN {
    split(c, a, " "); split(k, b, " "); split(n, d, " ");
    printf "peak RSS: checker / clang %.2fx, checker / nvcc %.2fx (targets: <= 1.0x both)\n",
        a[2] / b[2], a[2] / d[2] }'
echo "($(nproc) cores; $(uname -m); $(date +%F); load $(cut -d' ' -f1 /proc/loadavg))"
