#!/usr/bin/env bash
# The header cache on single small files: cuda-nvvmcheck warm (the entries
# exist: level 1's, and level 2's when the file's preamble includes a
# header) and cold (an empty cache directory: the check compiles without an
# entry and starts the builder, which runs after the check has exited),
# each against clang-22's own device-only compile of the same file, timed in
# pairs back to back (checker, then clang), medians of the pairs. After each
# cold run the script waits for the builder (its lock) before timing clang,
# and reports that wait: the builder's wall time, spent after the check,
# at nice 19. Wall time and CPU time (user + system of the process and the
# children it waits for; the detached builder is not among them). Under each
# row, the median of the pairs' ratios with its confidence interval and the
# verdict against issue 16's target (bench/lib/paired_ratio.py).
#
# usage: bench/cache.sh [pairs] [file.cu...] [-- FLAGS...]
#   default 5 pairs, the examples' .cu files; FLAGS go to both compiles
#   (the checker's after its `--`). $BENCH_ARCH: the arch (default sm_75);
#   $BENCH_MODES: "warm cold" (default), or one of them. A heavy TU of a
#   project, warm only:
#   BENCH_ARCH=sm_90a BENCH_MODES=warm bench/cache.sh 3 \
#       examples/48_hopper_warp_specialized_gemm/48_hopper_warp_specialized_gemm.cu \
#       -- -std=c++17 -Iinclude -Itools/util/include -Iexamples/common
# needs /usr/bin/time (Debian: apt-get install time) and flock (util-linux)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
pairs=${1:-5}
shift || true
. "$root/bench/lib/common.sh"
require_tool
make_work_dir
files=() flags=()
while [ $# -gt 0 ] && [ "$1" != -- ]; do files+=("$1"); shift; done
[ $# -eq 0 ] || { shift; flags=("$@"); }
[ ${#files[@]} -gt 0 ] || files=("$root"/examples/*.cu)
arch=${BENCH_ARCH:-sm_75}
modes=${BENCH_MODES:-warm cold}

# the issue's baseline: clang-22's device-only compile to LLVM IR, with
# CCCL's include directory, nvcc's device macros and the compat header as
# the checker has them (bench/lib/common.sh). It must compile: clang_ok below
# refuses a file clang cannot compile, whose timing would be that of a
# compile that stopped at its first error. Relocatable device code
# (-fgpu-rdc), as the checker compiles (frontend/device_args.c): without it
# clang refuses a kernel launched from device code (examples/launch.cu), as
# nvcc does without -rdc=true.
mapfile -t baseline < <(clang_baseline_flags "$arch")
clang_cmd=(/usr/lib/llvm-22/bin/clang++ -x cuda --cuda-device-only -fgpu-rdc -S -emit-llvm
    -o /dev/null --cuda-gpu-arch=$arch "${baseline[@]}" ${flags[@]+"${flags[@]}"})
check_cmd() {   # check_cmd <cache dir> <file>: the checker's command in $cmd
    cmd=("$tool" --arch=$arch --cache-dir="$1" "$2" ${flags[@]+-- "${flags[@]}"})
}

col() { awk -v c="$1" '{print $c}'; }

printf '%-10s %-5s %9s %9s %7s   %9s %9s %7s   %s\n' file cache "checker" "clang" "ratio" \
    "chk cpu" "clang cpu" "ratio" "builder wall after the run"
clang_ok() {   # clang_ok <file>: whether clang's own compile of it succeeds
    "${clang_cmd[@]}" "$1" >/dev/null 2>"$work/clang.err" && return 0
    echo "bench/cache.sh: clang-22 alone does not compile $1 (no baseline):" >&2
    grep -m3 'error:' "$work/clang.err" >&2
    return 1
}
for f in "${files[@]}"; do
    clang_ok "$f" || exit 2
    name=$(basename "$f")
    warm=$work/warm-$name
    check_cmd "$warm" "$f"
    for _ in 1 2; do   # level 1's entry, then level 2's (docs/header-cache.md)
        "${cmd[@]}" > /dev/null 2>&1 || true
        wait_builders "$warm" > /dev/null
    done
    : > "$work/warm.txt"
    : > "$work/cold.txt"
    case " $modes " in *" warm "*)
        for _ in $(seq "$pairs"); do
            echo "$(one_run "${cmd[@]}") $(one_run "${clang_cmd[@]}" "$f")" \
                >> "$work/warm.txt"
        done ;;
    esac
    case " $modes " in *" cold "*)
        for i in $(seq "$pairs"); do
            cold=$work/cold-$name-$i
            check_cmd "$cold" "$f"
            c=$(one_run "${cmd[@]}")
            b=$(wait_builders "$cold")
            echo "$c $(one_run "${clang_cmd[@]}" "$f") $b" >> "$work/cold.txt"
        done ;;
    esac
    for mode in $modes; do
        t=$work/$mode.txt
        cw=$(col 1 < "$t" | median) cc=$(col 2 < "$t" | median)
        lw=$(col 3 < "$t" | median) lc=$(col 4 < "$t" | median)
        b=""
        [ "$mode" = cold ] && b="$(col 5 < "$t" | median) ms"
        printf '%-10s %-5s %6d ms %6d ms %7s   %6d ms %6d ms %7s   %s\n' "$name" "$mode" \
            "$cw" "$lw" "$(ratio "$cw" "$lw")" "$cc" "$lc" "$(ratio "$cc" "$lc")" "$b"
        target=1.10   # issue 16: warm <= 0.35x, cold <= 1.10x of clang
        [ "$mode" = warm ] && target=0.35
        printf '%16s%s; %s\n' "" "$(ratio_line "pairs' ratio, wall" "$target" 1 3 < "$t")" \
            "$(ratio_line CPU "$target" 2 4 < "$t")"
    done
done
entries=$(cat "$work"/warm-*/pch-v1/*/deps | grep -c '^pch [0-9]' || true)
size=$(du -scb "$work"/warm-* | awk -v n="$entries" '$2 == "total" {printf "%.1f", $1 / (n ? n : 1) / 1048576}')
echo "(median of $pairs pairs each, $arch; $(nproc) cores; $(uname -m); load average" \
    "$(cut -d' ' -f1-3 /proc/loadavg); cache on disk per entry: $size MB)"
