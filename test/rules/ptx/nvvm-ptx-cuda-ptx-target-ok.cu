// Near-miss of nvvm-ptx-cuda-ptx-target: the call under its guard.
// REQUIRES: cuda
// RUN: %nvvmcheck --arch=sm_80,sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
// CHECK: no findings in 1 file
#include <cuda/ptx>

__global__ void k() {
#if __CUDA_ARCH__ >= 900
  cuda::ptx::fence_proxy_async();
#endif
}
