#!/usr/bin/env bash
# What checking each single-file input in a worker process costs: the same
# input timed with the default isolation and with --no-isolation, in the
# same run. The examples' .cu files, and a small .ll (where the fixed cost
# of the fork is largest relative to the check).
#
# usage: bench/isolation.sh [repetitions]   (default 5; the median is reported)
# needs /usr/bin/time (Debian: apt-get install time) for the CPU columns
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

# CPU time (user + system, the worker's included: it is waited for) is far
# less sensitive than wall time to what else runs on the machine.
cpu_ms() {   # cpu_ms <command...>: milliseconds of CPU time of one run
    { /usr/bin/time -f '%U %S' "$@" 2>&1 >/dev/null || true; } | tail -1 | awk '{printf "%d\n", ($1 + $2) * 1000}'
}
median_cpu_ms() {   # median_cpu_ms <repetitions> <command...>
    local reps=$1 _
    shift
    for _ in $(seq "$reps"); do cpu_ms "$@"; done | median
}

printf '%-12s %10s %10s %8s   %10s %10s %8s\n' "" "wall" "" "" "cpu" "" ""
printf '%-12s %10s %10s %8s   %10s %10s %8s\n' "file" "isolated" "in-proc" "cost" "isolated" "in-proc" "cost"
for f in "$root"/examples/*.cu "$work/small.ll"; do
    i=$(median_ms "$reps" "$tool" --no-cache "$f")
    n=$(median_ms "$reps" "$tool" --no-cache --no-isolation "$f")
    ci=$(median_cpu_ms "$reps" "$tool" --no-cache "$f")
    cn=$(median_cpu_ms "$reps" "$tool" --no-cache --no-isolation "$f")
    printf '%-12s %7d ms %7d ms %+5d ms   %7d ms %7d ms %+5d ms\n' "$(basename "$f")" \
        "$i" "$n" $((i - n)) "$ci" "$cn" $((ci - cn))
done
echo "(median of $reps runs each; $(nproc) cores; $(uname -m))"
