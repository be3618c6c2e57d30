// A cluster special register read below sm_90, reported at the register.
// REQUIRES: cuda
// RUN: not %nvvmcheck --arch=sm_80 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning}}:'
// RUN: %if nvcc %{ not %nvcc -arch=sm_80 -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=NVCC %}
// NVCC: Feature '%clusterid' requires .target sm_90 or higher

__global__ void k(unsigned *p) {
  unsigned id;
  asm volatile("mov.u32 %0, %%clusterid.x;" : "=r"(id));
// CHECK: nvvm-ptx-sreg.cu:[[#@LINE-1]]:29: error: Feature '%clusterid' requires .target sm_90 or higher [nvvm-ptx-sreg]
// CHECK: note: sm_90 is the first target that has it: guard the code with #if __CUDA_ARCH__ >= 900
  p[0] = id;
}
// CHECK: 1 error in 1 file
