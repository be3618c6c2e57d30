#!/usr/bin/env bash
# Inline-PTX reader benchmark (issue 12): what reading and judging every asm
# statement costs (verifier/check_ptx.c: the reader, ptx_reader.c, and the
# gate-table lookups, ptx_gates.c), next to clang-22's own device compile.
#
# Generates a module of N asm statements (default 10,000; bench/lib/ptx.sh
# says which shapes) for sm_90a and times, in the same run, interleaved
# (one run of each per round, so that load on the machine hits all alike):
#   - clang-22's device-only compile of the .cu with the checker's flags
#     (-g -O0 -fgpu-rdc, as bench/run.sh);
#   - cuda-nvvmcheck on the .cu with the inline-PTX rules on (the default)
#     and off (--checks=-nvvm-ptx-*): the difference is the reader's cost;
#   - the same two on the module's bitcode (clang's output, compiled once
#     beforehand): no compile, so the difference stands out of less noise.
# With table-rows > 0 it also builds a copy of the source tree whose
# ptx_gates.def has that many synthetic rows added (bench/lib/ptx.sh), as
# large as the generated table can get, and times that checker the same way.
#
# usage: bench/ptx-reader.sh [repetitions] [table-rows] [asm-statements]
#        (defaults 5, 3000, 10000; medians are reported; table-rows 0 skips
#        the synthetic table)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
reps=${1:-5}
rows=${2:-3000}
n=${3:-10000}
. "$root/bench/lib/common.sh"
. "$root/bench/lib/ptx.sh"
require_tool
make_work_dir
sm=sm_90a
cu="$work/ptx.cu" bc="$work/ptx.bc"
llvm_dis="$(dirname "$clang")/llvm-dis"

load_start=$(cut -d' ' -f1 /proc/loadavg)
make_ptx_module "$cu" "$n"
clang_device "$sm" "$bc" "$cu" -g -O0
"$llvm_dis" "$bc" -o "$work/ptx.ll"
# What reached the IR: asm calls, and the PTX statements in their templates
# (each ends with ';'; .reg directives included).
asm_calls=$(grep -c 'call .* asm ' "$work/ptx.ll")
ptx_stmts=$(grep -o 'asm \(sideeffect \)\?"[^"]*"' "$work/ptx.ll" | tr -cd ';' | wc -c)

# A checker built from a copy of this tree (what `git status` shows, build
# directories left out) with the synthetic rows added to its table, in the
# build type of build/.
build_synthetic_checker() {   # build_synthetic_checker <dir> <rows>
    local dir=$1 type
    mkdir -p "$dir/src"
    tar -C "$root" --exclude=./.git --exclude=./build --exclude='./build-*' -cf - . |
        tar -C "$dir/src" -xf -
    make_ptx_gates_def "$dir/src/verifier/ptx_gates.def" "$root/verifier/ptx_gates.def" "$2"
    type=$(sed -n 's/^CMAKE_BUILD_TYPE:STRING=//p' "$root/build/CMakeCache.txt" 2>/dev/null || true)
    cmake -S "$dir/src" -B "$dir/build" -G Ninja -DCMAKE_BUILD_TYPE="${type:-RelWithDebInfo}" >/dev/null
    cmake --build "$dir/build" --target cuda-nvvmcheck -j 2 >/dev/null
}

checkers=(tree)
tool_tree=$tool
table_tree=$(grep -c '^PTX_GATE(' "$root/verifier/ptx_gates.def")
if [ "$rows" -gt 0 ]; then
    echo "building a checker with $rows synthetic rows added to ptx_gates.def ..." >&2
    build_synthetic_checker "$work/synthetic" "$rows"
    checkers+=(synthetic)
    tool_synthetic="$work/synthetic/build/cuda-nvvmcheck"
    table_synthetic=$(grep -c '^PTX_GATE(' "$work/synthetic/src/verifier/ptx_gates.def")
fi

ptx_off='--checks=-nvvm-ptx-*'
run_clang() { clang_device "$sm" /dev/null "$cu" -g -O0; }
run_cu_on() { "$1" --arch="$sm" "$cu"; }
run_cu_off() { "$1" --arch="$sm" "$ptx_off" "$cu"; }
run_ir_on() { "$1" "$bc"; }
run_ir_off() { "$1" "$ptx_off" "$bc"; }

# Wall time and CPU time (user + system, the process and its children) of one
# run, in milliseconds, appended to <file>.wall and <file>.cpu. On a shared
# machine CPU time is the steadier of the two: waiting for a core is not in it.
timed() {   # timed <file> <command...>
    local file=$1 real user sys
    shift
    read -r real user sys < <(
        TIMEFORMAT='%3R %3U %3S'
        { time "$@" >/dev/null 2>&1 || true; } 2>&1
    )
    awk -v r="$real" 'BEGIN {printf "%d\n", r * 1000}' >> "$file.wall"
    awk -v u="$user" -v s="$sys" 'BEGIN {printf "%d\n", (u + s) * 1000}' >> "$file.cpu"
}

for _ in $(seq "$reps"); do
    timed "$work/t.clang" run_clang
    for c in "${checkers[@]}"; do
        t="tool_$c"
        for m in cu_on cu_off ir_on ir_off; do
            timed "$work/t.$c.$m" "run_$m" "${!t}"
        done
    done
done

# The checker's last line ("no findings in 1 file", "3 errors in 1 file").
summary() { "$@" 2>&1 | tail -1 || true; }
percent() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.1f %%", 100 * a / b}'; }

wall() { median < "$work/t.$1.wall"; }
cpu() { median < "$work/t.$1.cpu"; }
echo "$n asm statements in the .cu; $asm_calls asm calls with $ptx_stmts PTX statements in the IR; $sm"
printf '%-46s %8s %8s\n' "" "wall" "CPU"
printf '%-46s %5d ms %5d ms\n' "clang-22 device compile of the .cu" "$(wall clang)" "$(cpu clang)"
for c in "${checkers[@]}"; do
    t="tool_$c" rows_var="table_$c"
    echo "checker, ptx_gates.def of ${!rows_var} rows ($c):"
    for m in cu_on cu_off ir_on ir_off; do
        what=".${m%_*}, inline-PTX rules ${m#*_}"
        printf '  %-44s %5d ms %5d ms   %s\n' "${what/.ir/.bc}" "$(wall "$c.$m")" "$(cpu "$c.$m")" \
            "$(summary "run_$m" "${!t}")"
    done
    for k in cu ir; do
        dw=$(($(wall "$c.${k}_on") - $(wall "$c.${k}_off")))
        dc=$(($(cpu "$c.${k}_on") - $(cpu "$c.${k}_off")))
        printf '  %-44s %5d ms %5d ms   %s (CPU: %s) of the clang compile\n' \
            "reader cost on the .${k/ir/bc} (on - off)" "$dw" "$dc" \
            "$(percent "$dw" "$(wall clang)")" "$(percent "$dc" "$(cpu clang)")"
    done
done
echo "(median of $reps runs each, interleaved; $(nproc) cores; $(uname -m);" \
    "load average $load_start at the start, $(cut -d' ' -f1 /proc/loadavg) at the end)"
