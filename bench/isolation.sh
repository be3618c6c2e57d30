#!/usr/bin/env bash
# What checking each single-file input in a worker process costs: the same
# input timed with the default isolation and with --no-isolation, in the
# same run. The examples' .cu files, and a small .ll (where the fixed cost
# of the fork is largest relative to the check).
#
# usage: bench/isolation.sh [repetitions]   (default 5; the median is reported)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
reps=${1:-5}
. "$root/bench/lib/common.sh"
require_tool
make_work_dir

cat > "$work/small.ll" <<'LL'
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr %p) "target-cpu"="sm_75" {
  store i32 1, ptr %p
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
LL

printf '%-22s %12s %14s %8s\n' "file" "isolated" "--no-isolation" "cost"
for f in "$root"/examples/*.cu "$work/small.ll"; do
    i=$(median_ms "$reps" "$tool" "$f")
    n=$(median_ms "$reps" "$tool" --no-isolation "$f")
    printf '%-22s %9d ms %11d ms %+6d ms\n' "$(basename "$f")" "$i" "$n" $((i - n))
done
echo "(median of $reps runs each; $(nproc) cores; $(uname -m))"
