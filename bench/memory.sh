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
# The checker's header cache: $BENCH_CACHE=warm (the default) checks with
# the run's own cache directory, filled first by two checks of the TU and
# their builders, so that both levels' entries exist, as on a user's third
# check of it or in a scan; BENCH_CACHE=none checks with --no-cache.
# (NVC_BENCH_TOOL=path measures another build of the checker; NVCC_FLAGS,
# flags for nvcc alone: CUTLASS needs NVCC_FLAGS=--expt-relaxed-constexpr,
# as its CMake build gives it, or nvcc stops at an error. A run that fails
# is marked FAILED and is no baseline.)
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

# A run that fails is marked: a compile that stops at an error has no code
# to generate, so its peak is no baseline (clang 22 without the compat
# header fails on CUTLASS's nvcc builtins: common.sh, clang_baseline_flags).
# peak <label> <highest good exit status> <command...>: prints "label  seconds
# peak-MB" and leaves the figures in $work/last ("failed" past that status;
# the checker's 1 is findings, not a failure).
peak() {
    local label=$1 good=$2 status=0
    shift 2
    /usr/bin/time -f '%e %M' -o "$work/time" "$@" >/dev/null 2>&1 || status=$?
    tail -n 1 "$work/time" > "$work/last"   # after "Command exited with non-zero status"
    [ "$status" -le "$good" ] || label="$label FAILED ($status)"
    awk -v l="$label" '{printf "%-44s %8.1f s %8.0f MB\n", l, $1, $2 / 1024}' "$work/last"
    [ "$status" -le "$good" ] || echo "failed" > "$work/last"
}

mapfile -t baseline < <(clang_baseline_flags "$sm")

cache_mode=${BENCH_CACHE:-warm}
case "$cache_mode" in
    warm)
        cache=(--cache-dir="$work/cache")
        for _ in 1 2; do   # level 1's builder after the first, level 2's after the second
            "$tool" "${cache[@]}" "$file" -- --offload-arch="$sm" "${flags[@]}" >/dev/null 2>&1 || true
            wait_builders "$work/cache" >/dev/null
        done ;;
    none) cache=(--no-cache) ;;
    *) echo "BENCH_CACHE: warm or none" >&2; exit 2 ;;
esac

printf '%-44s %10s %11s\n' "$(basename "$file") ($sm)" "wall" "peak RSS"
peak "checker (cache: $cache_mode)" 1 "$tool" "${cache[@]}" "$file" -- --offload-arch="$sm" \
    "${flags[@]}"
checker=$(cat "$work/last")
peak "clang-22 device-only -O3 (-S)" 0 "$clang" -x cuda --cuda-device-only --offload-arch="$sm" \
    "${baseline[@]}" "${flags[@]}" -O3 -S -o /dev/null "$file"
clang_o3=$(cat "$work/last")
read -r -a nvcc_only <<< "${NVCC_FLAGS:-}"
peak "nvcc -c -arch=$sm" 0 "$nvcc" -c -arch="$sm" "${flags[@]}" ${nvcc_only[@]+"${nvcc_only[@]}"} \
    -o /dev/null "$file"
nvcc_run=$(cat "$work/last")
awk -v c="$checker" -v k="$clang_o3" -v n="$nvcc_run" 'BEGIN {
    split(c, a, " "); split(k, b, " "); split(n, d, " ");
    r1 = c == "failed" || k == "failed" ? "no figure" : sprintf("%.2fx", a[2] / b[2]);
    r2 = c == "failed" || n == "failed" ? "no figure" : sprintf("%.2fx", a[2] / d[2]);
    printf "peak RSS: checker / clang %s, checker / nvcc %s (targets: <= 1.0x both)\n", r1, r2 }'
if [ "$cache_mode" = warm ]; then   # which levels the checker had
    l1=0 l2=0
    for deps in "$work"/cache/pch-v1/*/deps; do
        [ -e "$deps" ] && grep -q '^pch [0-9]' "$deps" || continue
        if grep -q '^preamble ' "${deps%/deps}/key"; then l2=$((l2 + 1)); else l1=$((l1 + 1)); fi
    done
    echo "(cache entries the checker had: $l1 of level 1, $l2 of level 2)"
fi
echo "($(nproc) cores; $(uname -m); $(date +%F); load $(cut -d' ' -f1 /proc/loadavg))"
