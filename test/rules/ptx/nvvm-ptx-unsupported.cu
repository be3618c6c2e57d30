// Hopper's arch-specific wgmma kept when a project adds Blackwell: under a
// guard that tests only the SM number, it reaches sm_100a, which lacks it.
// REQUIRES: cuda
// RUN: not %nvvmcheck --arch=sm_100a %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning}}:'
// RUN: %if nvcc %{ not %nvcc -gencode arch=compute_100a,code=sm_100a -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=NVCC %}
// NVCC: Instruction 'wgmma.fence' not supported on .target 'sm_100a'

__global__ void k() {
#if __CUDA_ARCH__ >= 900 && defined(__CUDA_ARCH_SPECIFIC__)
  asm volatile("wgmma.fence.sync.aligned;" ::: "memory");
// CHECK: nvvm-ptx-unsupported.cu:[[#@LINE-1]]:17: error: Instruction 'wgmma.fence' not supported on .target 'sm_100a' [nvvm-ptx-unsupported]
// CHECK: note: ptxas also says: Instruction 'wgmma.fence' cannot be compiled for architecture 'sm_100a'
// CHECK: note: ptxas assembles it for sm_90a
#endif
}
// CHECK: 1 error in 1 file
