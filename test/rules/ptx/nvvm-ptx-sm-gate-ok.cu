// Near-misses of nvvm-ptx-sm-gate in CUDA source: the same statements under
// the guards that keep them away from older targets, checked at sm_80 and
// sm_90; and instructions every target has.
// REQUIRES: cuda
// RUN: %nvvmcheck --arch=sm_75,sm_80,sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
// CHECK: no findings in 1 file
// RUN: %if nvcc %{ %nvcc -arch=sm_80 -c %s -o %t.80.o %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -c %s -o %t.90.o %}

__global__ void k(unsigned short *p, float a, float b) {
#if __CUDA_ARCH__ >= 900
  asm volatile("griddepcontrol.wait;" ::: "memory");
#endif
  unsigned short r = 0;
#if __CUDA_ARCH__ >= 890
  asm("cvt.rn.satfinite.e4m3x2.f32 %0, %1, %2;" : "=h"(r) : "f"(a), "f"(b));
#endif
  unsigned lane;
  asm("mov.u32 %0, %%laneid;" : "=r"(lane));
  p[lane] = r;
}
