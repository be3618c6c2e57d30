// Pre-Volta warp shuffles and votes in inline PTX: ptxas refuses them on
// every target it knows.
// REQUIRES: cuda
// RUN: not %nvvmcheck --arch=sm_75 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning}}:'
// RUN: %if nvcc %{ not %nvcc -arch=sm_75 -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=NVCC %}
// NVCC: Instruction 'shfl' without '.sync' is not supported on .target sm_70 and higher from PTX ISA version 6.4

__global__ void k(int *p) {
  int v = p[threadIdx.x], r;
  asm volatile("shfl.idx.b32 %0, %1, 0, 0x1f;" : "=r"(r) : "r"(v));
// CHECK: nvvm-ptx-removed.cu:[[#@LINE-1]]:17: error: Instruction 'shfl' without '.sync' is not supported on .target sm_70 and higher from PTX ISA version 6.4 [nvvm-ptx-removed]
  p[threadIdx.x] = r;
}
// CHECK: 1 error in 1 file
