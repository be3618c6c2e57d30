#!/usr/bin/env bash
# Scan benchmark with the header cache (issue 16): a generated project of N
# CUDA TUs (default 48, bench/lib/project.sh: one set of flags, so one cache
# entry). Times, back to back in one run:
#   - clang-22's device-only compile of the same TUs to LLVM IR with the
#     checker's flags (-g -O0), serially and two at a time (xargs -P2);
#   - cuda-nvvmcheck -p with a new cache directory (cold: the scan builds the
#     shared entry before its workers), then warm at -j1 and -j2, and
#     without the cache at -j2.
# Targets (issue 16): warm -j2 <= 0.5x clang two at a time; -j2 over -j1
# >= 1.8x. Also prints the cache's size on disk.
# usage: bench/scan-cache.sh [tus]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
n=${1:-48}
. "$root/bench/lib/common.sh"
. "$root/bench/lib/project.sh"
require_tool
make_work_dir
make_bench_project "$work" "$n"
write_bench_database "$work" "$n"
cache="$work/cache"
read -r c1 c2 < <(clang_bench_times "$work")
cold=$(elapsed_s "$tool" --cache-dir="$cache" -p "$work/build" -j2)
w1=$(elapsed_s "$tool" --cache-dir="$cache" -p "$work/build" -j1)
w2=$(elapsed_s "$tool" --cache-dir="$cache" -p "$work/build" -j2)
w2b=$(elapsed_s "$tool" --cache-dir="$cache" -p "$work/build" -j2)
w2=$(printf '%s\n%s\n' "$w2" "$w2b" | sort -n | head -1)   # the better of two
none=$(elapsed_s "$tool" --no-cache -p "$work/build" -j2)

echo "$n TUs, sm_80, $(nproc) cores, load $(cut -d' ' -f1 /proc/loadavg) at the end"
printf '%-46s %8s s\n' "clang-22 device compile, serial" "$c1"
printf '%-46s %8s s\n' "clang-22 device compile, 2 at a time" "$c2"
printf '%-46s %8s s   %s of clang 2 at a time\n' "cuda-nvvmcheck -p -j2, no cache" "$none" "$(ratio "$none" "$c2")"
printf '%-46s %8s s   %s of clang 2 at a time\n' "cuda-nvvmcheck -p -j2, cold cache" "$cold" "$(ratio "$cold" "$c2")"
printf '%-46s %8s s   %s of clang serial\n' "cuda-nvvmcheck -p -j1, warm cache" "$w1" "$(ratio "$w1" "$c1")"
printf '%-46s %8s s   %s of clang 2 at a time (target <= 0.50x)\n' "cuda-nvvmcheck -p -j2, warm cache" "$w2" "$(ratio "$w2" "$c2")"
printf '%-46s %8s     (target >= 1.80x)\n' "-j2 speed-up over -j1, warm" "$(ratio "$w1" "$w2")"
entries=$(find "$cache/pch-v1" -mindepth 1 -maxdepth 1 -type d ! -name tmp | wc -l)
printf '%-46s %8s MB  (%s entr%s; records: %s files)\n' "cache on disk" \
    "$(du -sm "$cache" | cut -f1)" "$entries" "$([ "$entries" = 1 ] && echo y || echo ies)" \
    "$(find "$cache/tu-v1" -type f | wc -l)"
