// Hopper and Blackwell inline PTX used correctly, the way kernels written
// for those GPUs use it: every instruction under the guard that selects a
// target which has it (__CUDA_ARCH__ for SM gates, __CUDA_ARCH_FEAT_SM90_ALL
// and __CUDA_ARCH_FEAT_SM100_ALL for arch-specific ones), CUTLASS-style
// multi-line blocks with operands, labels and predicates. The nvvm-ptx-*
// rules must stay silent on it at every target, and nvcc builds it for each.
//
// REQUIRES: cuda
// RUN: %nvvmcheck --arch=sm_75,sm_80,sm_90,sm_90a,sm_100a %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
// RUN: %nvvmcheck --ptx-isa=8.8 --arch=sm_75,sm_80,sm_90,sm_90a,sm_100a %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
// CHECK: no findings in 1 file
//
// nvcc accepts the same file for each target (-gencode, so that sm_90a is
// not also compiled as compute_90):
// RUN: %if nvcc %{ %nvcc -std=c++17 -gencode arch=compute_75,code=sm_75 -c %s -o %t.75.o %}
// RUN: %if nvcc %{ %nvcc -std=c++17 -gencode arch=compute_80,code=sm_80 -c %s -o %t.80.o %}
// RUN: %if nvcc %{ %nvcc -std=c++17 -gencode arch=compute_90,code=sm_90 -c %s -o %t.90.o %}
// RUN: %if nvcc %{ %nvcc -std=c++17 -gencode arch=compute_90a,code=sm_90a -c %s -o %t.90a.o %}
// RUN: %if nvcc %{ %nvcc -std=c++17 -gencode arch=compute_100a,code=sm_100a -c %s -o %t.100a.o %}

#include <cuda_bf16.h>
#include <cstdint>

__device__ __forceinline__ uint32_t smem_addr(const void *p) {
  return static_cast<uint32_t>(__cvta_generic_to_shared(p));
}

// ---- Ampere and newer: cp.async, ldmatrix, mma.sync -------------------------
__device__ __forceinline__ void cp_async_16(void *dst, const void *src) {
#if __CUDA_ARCH__ >= 800
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(smem_addr(dst)), "l"(src)
               : "memory");
#endif
}

__device__ __forceinline__ void cp_async_wait_all() {
#if __CUDA_ARCH__ >= 800
  asm volatile("cp.async.commit_group;\n"
               "cp.async.wait_group 0;\n" ::: "memory");
#endif
}

__device__ __forceinline__ void ldmatrix_x4(uint32_t (&r)[4], const void *p) {
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];\n"
               : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
               : "r"(smem_addr(p)));
}

__device__ __forceinline__ void mma_bf16(float (&d)[4], const uint32_t (&a)[4],
                                         const uint32_t (&b)[2]) {
#if __CUDA_ARCH__ >= 800
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 "
               "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};\n"
               : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
               : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
#endif
}

// ---- Ada and newer: fp8 conversion -------------------------------------------
__device__ __forceinline__ uint16_t to_e4m3x2(float lo, float hi) {
  uint16_t out = 0;
#if __CUDA_ARCH__ >= 890
  asm("cvt.rn.satfinite.e4m3x2.f32 %0, %2, %1;\n" : "=h"(out) : "f"(lo), "f"(hi));
#endif
  return out;
}

// ---- Hopper: clusters, mbarriers, bulk copies, PDL ----------------------------
__device__ __forceinline__ uint32_t cluster_id_x() {
  uint32_t id = 0;
#if __CUDA_ARCH__ >= 900
  asm volatile("mov.u32 %0, %%clusterid.x;\n" : "=r"(id));
#endif
  return id;
}

__device__ __forceinline__ void mbarrier_init(uint64_t *bar, uint32_t count) {
#if __CUDA_ARCH__ >= 900
  asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;\n" ::"r"(smem_addr(bar)), "r"(count));
#endif
}

__device__ __forceinline__ void mbarrier_wait(uint64_t *bar, uint32_t phase) {
#if __CUDA_ARCH__ >= 900
  asm volatile("{\n"
               "  .reg .pred done;\n"
               "WAIT_LOOP:\n"
               "  mbarrier.try_wait.parity.shared::cta.b64 done, [%0], %1;\n"
               "  @!done bra WAIT_LOOP;\n"
               "}\n" ::"r"(smem_addr(bar)),
               "r"(phase)
               : "memory");
#endif
}

__device__ __forceinline__ void bulk_load(void *dst, const void *src, uint32_t bytes,
                                          uint64_t *bar) {
#if __CUDA_ARCH__ >= 900
  asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%3], %2;\n"
               "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes "
               "[%0], [%1], %2, [%3];\n" ::"r"(smem_addr(dst)),
               "l"(src), "r"(bytes), "r"(smem_addr(bar))
               : "memory");
#endif
}

__device__ __forceinline__ bool elect_one() {
  uint32_t pred = 0;
#if __CUDA_ARCH__ >= 900
  asm volatile("{\n"
               "  .reg .b32 %%rx;\n"
               "  .reg .pred %%px;\n"
               "  elect.sync %%rx|%%px, %1;\n"
               "  selp.b32 %0, 1, 0, %%px;\n"
               "}\n"
               : "=r"(pred)
               : "r"(0xffffffffu));
#endif
  return pred != 0;
}

__device__ __forceinline__ void pdl_wait() {
#if __CUDA_ARCH__ >= 900
  asm volatile("griddepcontrol.wait;" ::: "memory");
  cudaGridDependencySynchronize();
#endif
}

// ---- arch-specific: wgmma and setmaxnreg (sm_90a), tcgen05 (sm_100a) ---------
__device__ __forceinline__ void warpgroup_fence() {
#if defined(__CUDA_ARCH_FEAT_SM90_ALL)
  asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
  asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
  asm volatile("wgmma.wait_group.sync.aligned %0;\n" ::"n"(0) : "memory");
#endif
}

__device__ __forceinline__ void producer_regs() {
#if defined(__CUDA_ARCH_FEAT_SM90_ALL) || defined(__CUDA_ARCH_FEAT_SM100_ALL)
  asm volatile("setmaxnreg.dec.sync.aligned.u32 40;\n" ::: "memory");
#endif
}

__device__ __forceinline__ void tmem_fence() {
#if defined(__CUDA_ARCH_FEAT_SM100_ALL)
  asm volatile("tcgen05.fence::before_thread_sync;\n" ::: "memory");
#endif
}

__global__ void __launch_bounds__(128) gemm_like(const __nv_bfloat16 *a, float *out) {
  __shared__ alignas(128) __nv_bfloat16 tile[64 * 64];
  __shared__ uint64_t bar;
  if (threadIdx.x == 0)
    mbarrier_init(&bar, 1);
  __syncthreads();
  pdl_wait();
  if (elect_one())
    bulk_load(tile, a, sizeof tile, &bar);
  mbarrier_wait(&bar, 0);
  cp_async_16(tile + threadIdx.x * 8, a + threadIdx.x * 8);
  cp_async_wait_all();
  uint32_t ra[4], rb[2] = {0, 0};
  ldmatrix_x4(ra, tile + (threadIdx.x % 32) * 8);
  float acc[4] = {0, 0, 0, 0};
  mma_bf16(acc, ra, rb);
  warpgroup_fence();
  producer_regs();
  tmem_fence();
  out[threadIdx.x] = acc[0] + acc[1] + acc[2] + acc[3] + cluster_id_x() +
                     to_e4m3x2(acc[0], acc[1]);
}
