#!/usr/bin/env bash
# Scan benchmark: a generated project of N CUDA TUs (default 40) sharing
# realistic headers (the CUDA runtime, <cuda/std/...> from CCCL, a project
# header with templates). Times, in the same run:
#   - cuda-nvvmcheck -p at -j1 and -j2;
#   - clang-22's device-only compile of the same TUs to LLVM IR with the
#     checker's flags, serially and two at a time (xargs -P2);
#   - the same 40 files checked by one checker process (no -p), to measure
#     what crash isolation (a worker process per TU) costs.
# usage: bench/scan.sh [tus]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
n=${1:-40}
. "$root/bench/lib/common.sh"
. "$root/bench/lib/project.sh"
require_tool
make_work_dir
make_bench_project "$work" "$n"
write_bench_database "$work" "$n"
read -r c1 c2 < <(clang_bench_times "$work")
s1=$(elapsed_s "$tool" --no-cache -p "$work/build" -j1)
s2=$(elapsed_s "$tool" --no-cache -p "$work/build" -j2)
one=$(elapsed_s "$tool" --no-cache --arch=sm_80 "$work"/src/*.cu -- -I"$work/include")

echo "$n TUs, sm_80, $(nproc) cores"
printf '%-44s %8s s\n' "clang-22 device compile, serial" "$c1"
printf '%-44s %8s s\n' "clang-22 device compile, 2 at a time" "$c2"
printf '%-44s %8s s   %s of clang serial\n' "cuda-nvvmcheck -p -j1" "$s1" "$(ratio "$s1" "$c1")"
printf '%-44s %8s s   %s of clang 2 at a time\n' "cuda-nvvmcheck -p -j2" "$s2" "$(ratio "$s2" "$c2")"
printf '%-44s %8s s   (-p -j1 costs %s of this: worker isolation)\n' \
    "cuda-nvvmcheck, same files in one process" "$one" "$(ratio "$s1" "$one")"
