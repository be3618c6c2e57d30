#!/usr/bin/env bash
# Checkability benchmark (docs/compat.md): a generated CMake-style project
# whose TUs use the nvcc-dialect patterns of issue 7, with a
# compile_commands.json of nvcc commands. Counts, on the same TUs:
#   - how many nvcc compiles (the ground truth: each TU's own command, -ptx);
#   - how many bare clang-22 compiles (the device compile the checker would
#     run without its compat layer: the command's -I/-D/-isystem flags kept,
#     -isystem include/cccl added as the checker does);
#   - how many cuda-nvvmcheck -p checks, and how many it reports as hollow.
# Target: every TU nvcc compiles is checked.
# usage: bench/compat.sh [copies]   (each copy adds 8 TUs; default 3 -> 24)
#        COMMON_ASM=0 bench/compat.sh   the shared header without its %laneid,
#        to see which patterns fail on their own under bare clang
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
copies=${1:-3}
. "$root/bench/lib/common.sh"
require_tool
require_nvcc
gccinc=$(ls -d /usr/lib/gcc/x86_64-linux-gnu/*/include 2>/dev/null | head -1 || true)
make_work_dir
mkdir -p "$work/src" "$work/include" "$work/build"

# A project header every TU includes: one single-% special register in it
# makes the whole project uncheckable under bare clang (pattern 1).
if [ "${COMMON_ASM:-1}" = 0 ]; then
    lane='return threadIdx.x % 32;'
else
    lane='unsigned r; asm volatile("mov.u32 %0, %laneid;" : "=r"(r)); return r;'
fi
cat > "$work/include/warp.cuh" <<H
#pragma once
__device__ __forceinline__ unsigned lane_id() { $lane }
H

# One TU per pattern; $1 = copy number, keeps kernel names apart.
write_tus() {
    local c=$1
    cat > "$work/src/p1_sregs_$c.cu" <<K
#include "warp.cuh"
__global__ void sregs_$c(unsigned long long *out)
{
    unsigned long long t; unsigned rank;
    asm volatile("mov.u64 %0, %globaltimer;" : "=l"(t));
    asm volatile("mov.u32 %0, %cluster_ctarank;" : "=r"(rank));
    out[threadIdx.x] = t + rank + lane_id();
}
K
    cat > "$work/src/p2_operands_$c.cu" <<K
#include "warp.cuh"
template <int N> __device__ unsigned add_n(unsigned a)
{
    unsigned r;
    if constexpr (N == 3) { asm("add.u32 %0, %1, %2;" : "=r"(r) : "r"(a)); }
    else { asm("add.u32 %0, %1, $c;" : "=r"(r) : "r"(a)); }
    return r;
}
__global__ void operands_$c(unsigned *out)
{
    unsigned lo, hi;
    asm("mov.b64 {%0, %1}, %2;" : "=r"(lo) "=r"(hi) : "l"(0x100000002ull));
    out[threadIdx.x] = add_n<1>(lo + hi) + lane_id();
}
K
    cat > "$work/src/p3_intrinsics_$c.cu" <<K
#include "warp.cuh"
__global__ void streaming_$c(float *out, const float *in, float4 *v)
{
    __stcs(out + threadIdx.x, __ldlu(in + threadIdx.x) + lane_id());
    __stcg(v, __ldca(v + 1));
}
K
    cat > "$work/src/p3_f32x2_$c.cu" <<K
#include "warp.cuh"
__global__ void pairs_$c(float2 *q)
{
    q[threadIdx.x] = __ffma2_rn(q[0], q[1], __fmul2_rn(q[2], q[3]));
    q[lane_id()] = __fadd2_rz(q[4], q[5]);
}
K
    cat > "$work/src/p4_versioned_$c.cu" <<K
#include "warp.cuh"
#if (__CUDACC_VER_MAJOR__ > 12 || (__CUDACC_VER_MAJOR__ == 12 && __CUDACC_VER_MINOR__ >= 0))
#define SM90_SUPPORTED 1
#endif
#if defined(SM90_SUPPORTED)
__global__ void hopper_$c(unsigned short *flags)
{
#if (__CUDACC_VER_MAJOR__ > 12) || (__CUDACC_VER_MAJOR__ == 12 && __CUDACC_VER_MINOR__ >= 8)
    unsigned short seen = __nv_atomic_load_n(flags, __NV_ATOMIC_RELAXED);
#else
    unsigned short seen = *flags;
#endif
    flags[1 + lane_id()] = seen;
}
#endif
K
    cat > "$work/src/p5_shared_ctor_$c.cu" <<K
#include "warp.cuh"
struct Acc { float sum; __device__ Acc() : sum(0.0f) {} };
__global__ void reduce_$c(const float *in, float *out)
{
    __shared__ Acc acc;
    atomicAdd(&acc.sum, in[threadIdx.x] + lane_id());
    __syncthreads();
    out[blockIdx.x] = acc.sum;
}
K
    cat > "$work/src/p6_flags_$c.cu" <<K
#include <immintrin.h>
#include <cuda/std/array>
#include "warp.cuh"
__global__ void flags_$c(unsigned *out)
{
    cuda::std::array<unsigned, 2> v{lane_id(), 2u};
    out[threadIdx.x] = v[0] + v[1];
}
K
    cat > "$work/src/plain_$c.cu" <<K
#include "warp.cuh"
__global__ void plain_$c(float *x, float a, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < n) x[t] = a * x[t] + lane_id();
}
K
}

# A CMake + nvcc command: nvcc-only flags, and for p6 GCC's own include dir.
command_for() {
    local f=$1 arch=sm_90
    case $f in *p3_f32x2*) arch=sm_100 ;; esac
    local extra=""
    case $f in *p6_flags*) [ -n "$gccinc" ] && extra="-isystem $gccinc" ;; esac
    echo "$nvcc -forward-unknown-to-host-compiler -I$work/include $extra --expt-relaxed-constexpr" \
         "--extended-lambda -Xcudafe --diag_suppress=177 -rdc=true" \
         "--generate-code=arch=compute_${arch#sm_},code=[compute_${arch#sm_},$arch] -O3 -x cu" \
         "-c $f -o $f.o"
}

for c in $(seq 1 "$copies"); do write_tus "$c"; done
files=$(ls "$work"/src/*.cu)
ntus=$(echo "$files" | wc -l)
{
    echo "["
    sep=""
    for f in $files; do
        printf '%s{"directory": "%s", "command": "%s", "file": "%s"}\n' "$sep" "$work/build" \
            "$(command_for "$f")" "$f"
        sep=","
    done
    echo "]"
} > "$work/build/compile_commands.json"

# nvcc: each TU's own command, -ptx instead of -c (no host compile needed).
nvcc_ok=0
for f in $files; do
    cmd=$(command_for "$f" | sed -e 's/ -c / -ptx /' -e "s| -o [^ ]*\$| -o $f.ptx|")
    if (cd "$work/build" && $cmd) > /dev/null 2>&1; then nvcc_ok=$((nvcc_ok + 1)); fi
done

# bare clang: the checker's device compile without the compat layer.
clang_ok=0
clang_failed=""
for f in $files; do
    arch=sm_90
    case $f in *p3_f32x2*) arch=sm_100 ;; esac
    extra=()
    case $f in *p6_flags*) [ -n "$gccinc" ] && extra=(-isystem "$gccinc") ;; esac
    if clang_device "$arch" "$f.bc" "$f" -I"$work/include" "${extra[@]}" > /dev/null 2>&1; then
        clang_ok=$((clang_ok + 1))
        # hollow under bare clang: no kernel in the module
        if ! /usr/lib/llvm-22/bin/llvm-dis -o - "$f.bc" | grep -q ptx_kernel; then
            clang_failed="$clang_failed $(basename "$f" .cu)(hollow)"
        fi
    else
        clang_failed="$clang_failed $(basename "$f" .cu)"
    fi
done

# the checker
set +e
(cd "$work" && "$tool" -p build -j2 --verbose) > "$work/out" 2> "$work/err"
set -e
summary=$(tail -1 "$work/out")
checked=$(echo "$summary" | sed -n 's/.* in \([0-9]*\) translation unit.*/\1/p')
hollow=$(grep -c 'no device code was generated' "$work/err" || true)

echo "TUs in the project:              $ntus"
echo "nvcc compiles:                   $nvcc_ok"
echo "bare clang 22 compiles:          $clang_ok"
echo "  failing or hollow under bare clang:$clang_failed"
echo "cuda-nvvmcheck checks:           $checked (hollow: $hollow)"
echo "checker summary: $summary"
grep 'could not be checked\|not checked' "$work/err" | sed 's|'"$work"'/||g' || true
