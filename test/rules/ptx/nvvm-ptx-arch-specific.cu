// The guard that tests the SM number where the instruction needs the
// arch-specific target: `#if __CUDA_ARCH__ >= 900` is true for plain sm_90,
// which lacks wgmma. Built for sm_90 (and checked as nvcc -arch=sm_90
// builds it), ptxas refuses it; sm_90a is fine.
// REQUIRES: cuda
// RUN: not %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning}}:'
// RUN: %nvvmcheck --arch=sm_90a %s 2>&1 | FileCheck %s --check-prefix=SM90A --implicit-check-not='{{error|warning|note}}:'
// SM90A: no findings in 1 file
// RUN: %if nvcc %{ not %nvcc -arch=sm_90 -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=NVCC %}
// NVCC: Instruction 'wgmma.fence' not supported on .target 'sm_90'

__global__ void k() {
#if __CUDA_ARCH__ >= 900
  asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
// CHECK: nvvm-ptx-arch-specific.cu:[[#@LINE-1]]:17: error: Instruction 'wgmma.fence' not supported on .target 'sm_90' [nvvm-ptx-arch-specific]
// CHECK: note: sm_90a is the first target that has it: select the code with #ifdef __CUDA_ARCH_FEAT_SM90_ALL
#endif
}
// CHECK: 1 error in 1 file
