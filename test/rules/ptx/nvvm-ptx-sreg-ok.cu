// Near-misses of nvvm-ptx-sreg: the register under its guard, nvcc's
// single-% spelling of registers every target has, and a register the
// template declares itself.
// REQUIRES: cuda
// RUN: %nvvmcheck --arch=sm_80,sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
// CHECK: no findings in 1 file

__global__ void k(unsigned *p) {
  unsigned id = 0, lane, t;
#if __CUDA_ARCH__ >= 900
  asm volatile("mov.u32 %0, %%clusterid.x;" : "=r"(id));
#endif
  asm volatile("mov.u32 %0, %laneid;" : "=r"(lane));
  asm volatile("{ .reg .u32 %%clusterid; mov.u32 %%clusterid, %1; mov.u32 %0, %%clusterid; }"
               : "=r"(t) : "r"(lane));
  p[lane] = id + t;
}
