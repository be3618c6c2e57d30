# Sourced by every benchmark, after it has set `root` (the source tree):
#   root=$(cd "$(dirname "$0")/.." && pwd)
#   . "$root/bench/lib/common.sh"
# Gives the programs the benchmarks run, the checks that they are there, a
# work directory, the timing helpers and clang-22's device-only compile with
# the checker's flags (the baseline the checker is compared with).

tool="${NVC_BENCH_TOOL:-$root/build/cuda-nvvmcheck}"
clang=/usr/lib/llvm-22/bin/clang
cuda=${CUDA_PATH:-/usr/local/cuda}
nvcc="$cuda/bin/nvcc"

require_tool() {
    [ -x "$tool" ] || { echo "build first: scripts/build.sh" >&2; exit 2; }
}

require_nvcc() {
    [ -x "$nvcc" ] || { echo "no nvcc at $nvcc" >&2; exit 2; }
}

make_work_dir() {   # sets `work` to a new directory, removed when the script exits
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
}

# Timing: wall time of one run of a command, its output discarded and its exit
# status ignored (a benchmark times what the command does, failing or not).
elapsed_ms() {   # elapsed_ms <command...>: milliseconds
    local t0 t1
    t0=$(date +%s%N)
    "$@" >/dev/null 2>&1 || true
    t1=$(date +%s%N)
    echo $(((t1 - t0) / 1000000))
}

elapsed_s() {    # elapsed_s <command...>: seconds, two decimals
    local t0 t1
    t0=$(date +%s%N)
    "$@" >/dev/null 2>&1 || true
    t1=$(date +%s%N)
    awk -v d=$((t1 - t0)) 'BEGIN {printf "%.2f", d / 1e9}'
}

median() {       # the median of the numbers on stdin, one a line
    sort -n | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}'
}

# one_run <command...>: "wall_ms cpu_ms" of one run, its output discarded and
# its exit status ignored; CPU time is user + system of the process and of the
# children it waits for (GNU time's %U %S; a detached builder is not among
# them). Needs /usr/bin/time (Debian package time).
one_run() {
    local t0 t1 cpu
    t0=$(date +%s%N)
    cpu=$({ /usr/bin/time -f '%U %S' "$@" 2>&1 >/dev/null || true; } | tail -1 |
        awk '{printf "%d", ($1 + $2) * 1000}')
    t1=$(date +%s%N)
    echo "$(((t1 - t0) / 1000000)) $cpu"
}

# Noise: this machine's run-to-run spread (5 to 10 % on identical commands)
# is as large as some targets' margins, so a ratio comes with the interval
# the pairs support (docs/benchmarks.md, "Noise").
# paired_ratio <col a> <col b> < pairs: "median low high coverage%" of the
# pairs' ratios a/b, a sign-test confidence interval (bench/lib/paired_ratio.py).
paired_ratio() {
    python3 "$root/bench/lib/paired_ratio.py" "$@"
}

# verdict <low> <high> <target>: a "ratio <= target" goal judged on the
# interval: met when all of it is at or under the target, not met when all of
# it is over, within noise otherwise.
verdict() {
    awk -v lo="$1" -v hi="$2" -v t="$3" \
        'BEGIN {print (hi <= t) ? "met" : (lo > t) ? "not met" : "within noise"}'
}

# ratio_line <label> <target> <col a> <col b> < pairs: the pairs' ratio with
# its interval and verdict, e.g. "wall: 0.93x [0.90x, 0.97x] (96 %): met (<= 1.00x)"
ratio_line() {
    local label=$1 target=$2 med lo hi cov
    read -r med lo hi cov < <(paired_ratio "$3" "$4")
    printf '%s: %.2fx [%.2fx, %.2fx] (%s %%): %s (<= %.2fx)\n' "$label" "$med" "$lo" "$hi" \
        "$cov" "$(verdict "$lo" "$hi" "$target")" "$target"
}

median_ms() {    # median_ms <repetitions> <command...>: median of elapsed_ms
    local reps=$1 _
    shift
    for _ in $(seq "$reps"); do elapsed_ms "$@"; done | median
}

ratio() {        # ratio <a> <b>: a / b as "1.23x"
    awk -v a="$1" -v b="$2" 'BEGIN {printf "%.2fx", a / b}'
}

# clang-22's device-only compile of one .cu to LLVM bitcode with the flags the
# checker gives clang: one arch, -fgpu-rdc, CCCL's include directory. The
# timing baseline adds the checker's -g -O0.
clang_device() {   # clang_device <sm> <out> <file.cu> [clang flags...]
    local sm=$1 out=$2 file=$3
    shift 3
    "$clang" -x cuda --cuda-device-only --offload-arch="$sm" --cuda-path="$cuda" \
        -isystem "$cuda/include/cccl" -Wno-unknown-cuda-version -fgpu-rdc "$@" \
        -emit-llvm -c "$file" -o "$out"
}

# The macros nvcc 13 defines for the device compile and clang 22 does not
# (docs/compat.md), one flag a line: with them clang takes the code paths
# nvcc and the checker take. Without them a CUTLASS Hopper example compiles
# its kernels to nearly nothing in clang (its SM90 paths test them), which
# made clang 4x quicker than a checker that compiles the whole TU.
nvcc_device_macros() {   # nvcc_device_macros <sm>
    local sm=$1 version major minor arch_num
    version=$(sed -n 's/^#define CUDA_VERSION \([0-9]*\).*/\1/p' "$cuda/include/cuda.h" | head -1)
    major=$((version / 1000)) minor=$((version % 1000 / 10))
    arch_num=$(echo "$sm" | sed 's/^sm_\([0-9]*\).*/\1/')
    echo "-D__CUDACC_VER_MAJOR__=$major"
    echo "-D__CUDACC_VER_MINOR__=$minor"
    case $sm in *a) echo "-D__CUDA_ARCH_SPECIFIC__=${arch_num}0" ;; esac
}

wait_builders() {   # wait_builders <cache dir>: milliseconds until no builder lock is held
    local t0 t1
    t0=$(date +%s%N)
    for lock in "$1"/pch-v1/*.lock; do
        [ -e "$lock" ] && flock "$lock" true
    done
    t1=$(date +%s%N)
    echo $(((t1 - t0) / 1000000))
}

# What a clang baseline needs to compile what the checker compiles, one flag
# a line, beside its arch flag: the toolkit, CCCL's include directory,
# nvcc's device macros (above), and the checker's nvcc compatibility header
# (docs/compat.md), which the checker force-includes: with it clang 22
# compiles what nvcc 13 compiles (CUTLASS uses __nv_atomic_load_n and
# __NV_ATOMIC_RELAXED, which clang 22 alone does not know) and does the same
# work as the checker's compile.
clang_baseline_flags() {   # clang_baseline_flags <sm>
    printf '%s\n' --cuda-path="$cuda" -isystem "$cuda/include/cccl" -Wno-unknown-cuda-version
    nvcc_device_macros "$1"
    printf '%s\n' -include "$root/frontend/compat/nvc_cuda13_compat.h"
}
