// Near-miss of nvvm-ptx-unsupported: the Hopper path selected by the macro
// of its own target, so sm_100a compiles the Blackwell one.
// REQUIRES: cuda
// RUN: %nvvmcheck --arch=sm_90a,sm_100a %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
// CHECK: no findings in 1 file

__global__ void k() {
#if defined(__CUDA_ARCH_FEAT_SM90_ALL)
  asm volatile("wgmma.fence.sync.aligned;" ::: "memory");
#elif defined(__CUDA_ARCH_FEAT_SM100_ALL)
  asm volatile("tcgen05.fence::before_thread_sync;" ::: "memory");
#endif
}
