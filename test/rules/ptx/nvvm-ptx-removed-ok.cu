// Near-miss of nvvm-ptx-removed: the .sync form.
// REQUIRES: cuda
// RUN: %nvvmcheck --arch=sm_75 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
// CHECK: no findings in 1 file

__global__ void k(int *p) {
  int v = p[threadIdx.x], r;
  asm volatile("shfl.sync.idx.b32 %0, %1, 0, 0x1f, 0xffffffff;" : "=r"(r) : "r"(v));
  p[threadIdx.x] = r;
}
