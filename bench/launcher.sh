#!/usr/bin/env bash
# Launcher benchmark: what `cuda-nvvmcheck --launcher -- nvcc ...` (the
# CMAKE_CUDA_COMPILER_LAUNCHER setup) adds to each compile step. A generated
# project of N TUs (default 6) with realistic headers (CUDA runtime, CCCL's
# <cuda/std/...>, a template header), each compiled by the real nvcc with
# -O2 -arch=sm_80 -c. Times, in the same run, the median over R repetitions
# (default 3) of:
#   - nvcc alone, per TU;
#   - --launcher -- nvcc (check and compile run at the same time), per TU;
#   - --launcher-fail -- nvcc (check first, then compile), per TU;
#   - a whole build of the N TUs two at a time (xargs -P2, as `ninja -j2`),
#     with nvcc alone and with --launcher.
# usage: bench/launcher.sh [tus] [repetitions]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
n=${1:-6}
reps=${2:-3}
. "$root/bench/lib/common.sh"
. "$root/bench/lib/project.sh"
require_tool
require_nvcc
make_work_dir
mkdir -p "$work/src" "$work/include" "$work/obj"
make_bench_project "$work" "$n"

compile() {   # compile <i> [launcher args...]: one CMake-like compile step
    local i=$1
    shift
    "$@" "$nvcc" -I"$work/include" -O2 -arch=sm_80 -x cu -c "$work/src/k$i.cu" \
        -o "$work/obj/k$i.o" -MD -MF "$work/obj/k$i.o.d"
}
export -f compile
export nvcc work tool

# Every variant must build the object (a failing compile would time nothing).
rm -f "$work/obj/k1.o"
compile 1 "$tool" --no-cache --launcher -- > "$work/check.log" 2>&1 || { cat "$work/check.log" >&2; exit 1; }
[ -s "$work/obj/k1.o" ] || { echo "no object built" >&2; exit 1; }
if [ -s "$work/check.log" ]; then echo "unexpected output:" >&2; cat "$work/check.log" >&2; exit 1; fi

# Per TU: the three variants interleaved, so that load changes hit all alike.
alone=0 launcher=0 strict=0
for i in $(seq 1 "$n"); do
    for _ in $(seq "$reps"); do
        echo "a $(elapsed_ms compile "$i")"
        echo "l $(elapsed_ms compile "$i" "$tool" --no-cache --launcher --)"
        echo "s $(elapsed_ms compile "$i" "$tool" --no-cache --launcher-fail --)"
    done > "$work/times"
    a=$(awk '$1 == "a" {print $2}' "$work/times" | median)
    l=$(awk '$1 == "l" {print $2}' "$work/times" | median)
    s=$(awk '$1 == "s" {print $2}' "$work/times" | median)
    alone=$((alone + a)) launcher=$((launcher + l)) strict=$((strict + s))
done

build() {   # a whole build, two steps at a time
    seq 1 "$n" | xargs -P2 -I{} bash -c "compile {} $*"
}
for _ in $(seq "$reps"); do
    echo "a $(elapsed_ms build)"
    echo "l $(elapsed_ms build "$tool" --no-cache --launcher --)"
done > "$work/builds"
ba=$(awk '$1 == "a" {print $2}' "$work/builds" | median)
bl=$(awk '$1 == "l" {print $2}' "$work/builds" | median)

per() { awk -v t="$1" -v n="$n" 'BEGIN {printf "%6d ms", t / n}'; }
added() { awk -v t="$1" -v b="$2" -v n="$n" 'BEGIN {printf "%+6d ms  (%.2fx)", (t - b) / n, t / b}'; }
echo "$n TUs, nvcc -O2 -arch=sm_80 -c, median of $reps runs, $(nproc) cores, $(uname -m)"
printf '%-40s %s per TU\n' "nvcc alone" "$(per "$alone")"
printf '%-40s %s per TU   added %s\n' "--launcher -- nvcc (concurrent)" "$(per "$launcher")" \
    "$(added "$launcher" "$alone")"
printf '%-40s %s per TU   added %s\n' "--launcher-fail -- nvcc (check first)" "$(per "$strict")" \
    "$(added "$strict" "$alone")"
printf '%-40s %6d ms\n' "build of $n TUs, 2 at a time, nvcc" "$ba"
printf '%-40s %6d ms   %s\n' "build of $n TUs, 2 at a time, --launcher" "$bl" \
    "$(ratio "$bl" "$ba")"
