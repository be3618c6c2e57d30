// cuda::ptx below its target: libcu++ calls an undefined function, which
// ptxas reports without a line; the checker reports the user's call.
// REQUIRES: cuda
// RUN: not %nvvmcheck --arch=sm_80 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning}}:'
// RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --check-prefix=SM90 --implicit-check-not='{{error|warning|note}}:'
// SM90: no findings in 1 file
// RUN: %if nvcc %{ not %nvcc -arch=sm_80 -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=NVCC %}
// NVCC: Unresolved extern function '__cuda_ptx_fence_proxy_async_is_not_supported_before_SM_90__'
#include <cuda/ptx>

__global__ void k() {
  cuda::ptx::fence_proxy_async();
// CHECK: nvvm-ptx-cuda-ptx-target.cu:[[#@LINE-1]]:3: error: Unresolved extern function '__cuda_ptx_fence_proxy_async_is_not_supported_before_SM_90__' [nvvm-ptx-cuda-ptx-target]
// CHECK: note: cuda::ptx::fence_proxy_async needs sm_90; the target is sm_80
}
// CHECK: 1 error in 1 file
