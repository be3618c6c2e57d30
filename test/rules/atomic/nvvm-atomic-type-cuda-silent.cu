// Valid CUDA that clang lowers differently from nvcc: the cuda profile (the
// default for .cu) must stay silent on it for every target. nvcc 13 compiles
// this file for sm_75, sm_90 and sm_100 (measured). Atomics of every width
// and kind (atomicAdd/Sub/Exch/Min/Max/And/Or/Xor/Inc/Dec/CAS on int,
// unsigned, long long, unsigned long long, float, double; atomicCAS on
// unsigned short, which clang turns into `cmpxchg i16`; __half, bf16, half2
// and, on sm_90, float2/float4 atomicAdd; _block/_system variants),
// libcu++'s cuda::atomic_ref/cuda::std::atomic on char, short, int, float
// and unsigned long long with loads, stores, fences and CAS, __threadfence*,
// cooperative groups, and inline asm with pointer, "n" and "q" (__int128)
// operands. The libnvvm profile reports what NVVM itself would reject: the
// __int128 asm input (nvvm-asm-operand-i128) and the `cmpxchg i16` of
// atomicCAS(unsigned short *), which is in clang's CUDA headers and
// therefore only counted.
// REQUIRES: cuda
// RUN: %nvvmcheck --arch=sm_75 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
// RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
// RUN: %nvvmcheck --arch=sm_100 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
// CHECK: no findings in 1 file
// RUN: not %nvvmcheck --arch=sm_90 --profile=libnvvm %s 2>&1 | FileCheck %s --check-prefix=LIBNVVM --implicit-check-not='{{warning|error|note}}:'
#include <cuda/atomic>
#include <cuda/std/atomic>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>

__device__ cuda::std::atomic<int> counter;
__device__ cuda::atomic<unsigned long long, cuda::thread_scope_device> total;
__device__ cuda::std::atomic<bool> ready;

__global__ void every_width(int *i, unsigned *u, unsigned long long *ull, long long *ll,
                            float *f, double *d, unsigned short *us, __half *h,
                            __nv_bfloat16 *bf, __half2 *h2, float2 *f2, float4 *f4)
{
    atomicAdd(i, 1); atomicSub(i, 1); atomicExch(i, 2); atomicMin(i, 3); atomicMax(i, 4);
    atomicAnd(i, 1); atomicOr(i, 1); atomicXor(i, 1); atomicCAS(i, 1, 2);
    atomicInc(u, 5); atomicDec(u, 6);
    atomicAdd(ull, 1ull); atomicCAS(ull, 1ull, 2ull); atomicExch(ull, 3ull);
    atomicMin(ll, 1ll); atomicMax(ull, 2ull);
    atomicAdd(f, 1.0f); atomicExch(f, 2.0f); atomicAdd(d, 1.0);
    atomicCAS(us, (unsigned short)1, (unsigned short)2);
    atomicAdd(h, __float2half(1.0f)); atomicAdd(bf, __float2bfloat16(1.0f));
    atomicAdd(h2, __floats2half2_rn(1.f, 2.f));
    atomicAdd_block(i, 1); atomicAdd_system(i, 1); atomicCAS_block(i, 1, 2);
#if __CUDA_ARCH__ >= 900
    atomicAdd(f2, make_float2(1.f, 2.f));
    atomicAdd(f4, make_float4(1.f, 2.f, 3.f, 4.f));
#endif
    __threadfence(); __threadfence_block(); __threadfence_system();
}

__global__ void libcuxx(int *i, char *c, short *s, float *f, unsigned long long *ull)
{
    cuda::atomic_ref<int, cuda::thread_scope_device> ri(*i);
    ri.fetch_add(1); ri.store(3); (void)ri.load(); ri.exchange(4);
    cuda::atomic_ref<char, cuda::thread_scope_block> rc(*c);
    rc.fetch_add(1); rc.store(1); (void)rc.load();
    char expected = 0; rc.compare_exchange_strong(expected, 1);
    cuda::atomic_ref<short> rs(*s); rs.fetch_or(1);
    cuda::std::atomic_ref<float> rf(*f); rf.fetch_add(1.0f);
    cuda::atomic_ref<unsigned long long, cuda::thread_scope_system> rl(*ull); rl.fetch_max(7);
    counter.fetch_add(1); counter++; total.fetch_add(2);
    ready.store(true, cuda::std::memory_order_release);
    while (!ready.load(cuda::std::memory_order_acquire)) {}
    cuda::atomic_thread_fence(cuda::std::memory_order_seq_cst, cuda::thread_scope_device);
    cuda::std::atomic_thread_fence(cuda::std::memory_order_acquire);
}

namespace cg = cooperative_groups;
__global__ void groups(int *out)
{
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    int v = cg::reduce(warp, (int)threadIdx.x, cg::plus<int>());
    block.sync();
    if (warp.thread_rank() == 0) atomicAdd(out, v);
}

__global__ void inline_asm(int *p, __int128 *q, __half *h)
{
    int r;
    asm volatile("ld.global.u32 %0, [%1];" : "=r"(r) : "l"(p));
    asm volatile("add.u32 %0, %0, %1;" : "+r"(r) : "n"(4));
    unsigned short hs = __half_as_ushort(h[0]);
    asm volatile("mov.b16 %0, %0;" : "+h"(hs));
    __int128 x = q[0];
    asm volatile("mov.b128 %0, %1;" : "=q"(x) : "q"(x));
// LIBNVVM: nvvm-atomic-type-cuda-silent.cu:[[@LINE-1]]:5: error: Invalid type in inline assembly, must be i1, i8, i16, i32, i64, float, or double [nvvm-asm-operand-i128]
// LIBNVVM: nvvm-atomic-type-cuda-silent.cu:[[@LINE-2]]:5: note: input operand 1 is 'i128'; nvcc accepts it with the "q" constraint, libNVVM does not
// LIBNVVM: 1 error in 1 file ({{[0-9]+}} in system headers not shown)
    q[1] = x; h[1] = __ushort_as_half(hs); p[1] = r;
}
