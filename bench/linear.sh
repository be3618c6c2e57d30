#!/usr/bin/env bash
# Inputs that were quadratic (issue 14, "Linear algorithms"), generated here:
#  - a .cu whose kernel uses one local pointer in N statements (default
#    45,000; bench/lib/many_uses.py), timed against clang-22's own
#    device-only compile of the same file with the checker's flags
#    (bench/run.sh's baseline); target: within 2x clang;
#  - a .nvvmcheck.yaml with M Checks entries (default 40,000;
#    bench/lib/many_checks.py), timed on a small .ll; target: under a second.
# Wall time and CPU time (user + system) of each, median of the repetitions:
# on a shared machine the CPU time is the steadier figure.
#
# usage: bench/linear.sh [repetitions] [statements] [checks-entries]
# (NVC_BENCH_TOOL=path times another build of the checker, e.g. an older one)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
reps=${1:-3}
statements=${2:-45000}
entries=${3:-40000}
. "$root/bench/lib/common.sh"
require_tool
make_work_dir

cpu_ms() {   # cpu_ms <command...>: user + system milliseconds of one run
    local TIMEFORMAT='%U %S' t
    t=$( { time "$@" >/dev/null 2>&1; } 2>&1) || true
    awk -v t="$t" 'BEGIN {split(t, a, " "); printf "%d\n", (a[1] + a[2]) * 1000}'
}

measure() {   # measure <label> <command...>: "label wall-ms cpu-ms"
    local label=$1 _ walls=() cpus=()
    shift
    for _ in $(seq "$reps"); do
        walls+=("$(elapsed_ms "$@")")
        cpus+=("$(cpu_ms "$@")")
    done
    printf '%-34s %8d ms %8d ms\n' "$label" \
        "$(printf '%s\n' "${walls[@]}" | median)" "$(printf '%s\n' "${cpus[@]}" | median)"
}

python3 "$root/bench/lib/many_uses.py" "$statements" "$work/uses.cu"
python3 "$root/bench/lib/many_checks.py" "$entries" "$work/.nvvmcheck.yaml"
cp "$root/test/rules/launch/nvvm-launch-local-pointer.ll" "$work/small.ll"

printf '%-34s %11s %11s\n' "" "wall" "cpu"
measure "clang device compile ($statements st.)" \
    clang_device sm_75 /dev/null "$work/uses.cu" -g -O0
measure "checker ($statements statements)" "$tool" --no-cache "$work/uses.cu"
(cd "$work" && measure "checker ($entries Checks entries)" "$tool" small.ll)
(cd "$work" && measure "checker (no configuration)" "$tool" --config={} small.ll)
echo "(median of $reps runs each; $(nproc) cores; $(uname -m); $(date +%F))"
