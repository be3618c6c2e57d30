// Near-miss of nvvm-ptx-arch-specific: the same instruction under the guard
// that selects sm_90a, at sm_90 and sm_90a, and the Blackwell counterpart
// under __CUDA_ARCH_FEAT_SM100_ALL at sm_100 and sm_100a.
// REQUIRES: cuda
// RUN: %nvvmcheck --arch=sm_90,sm_90a,sm_100,sm_100a %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
// CHECK: no findings in 1 file
// RUN: %if nvcc %{ %nvcc -arch=sm_90a -c %s -o %t.o %}

__global__ void k() {
#if defined(__CUDA_ARCH_FEAT_SM90_ALL)
  asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
#endif
#if defined(__CUDA_ARCH_FEAT_SM100_ALL)
  asm volatile("tcgen05.fence::before_thread_sync;\n" ::: "memory");
#endif
}
