// Inline PTX above the compile target, from CUDA source: griddepcontrol
// (sm_90) and an fp8 cvt (sm_89) at sm_80, reported at the instruction
// inside the string literal, also in a multi-line block with operands.
// nvcc 13 fails the same way (ptxas' messages, checked below).
// REQUIRES: cuda
// RUN: not %nvvmcheck --arch=sm_80 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning}}:'
// RUN: %if nvcc %{ not %nvcc -arch=sm_80 -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=NVCC %}
// NVCC-DAG: Modifier '.wait' requires .target sm_90 or higher
// NVCC-DAG: Feature 'cvt with .e4m3x2/.e5m2x2' requires .target sm_89 or higher

__global__ void k(unsigned short *p, float a, float b) {
  asm volatile("griddepcontrol.wait;" ::: "memory");
// CHECK: nvvm-ptx-sm-gate.cu:[[#@LINE-1]]:17: error: Modifier '.wait' requires .target sm_90 or higher [nvvm-ptx-sm-gate]
// CHECK: note: sm_90 is the first target that has it: guard the code with #if __CUDA_ARCH__ >= 900
  unsigned short r;
  asm volatile("{\n"
               "  .reg .b16 t;\n"
               "  cvt.rn.satfinite.e4m3x2.f32 t, %1, %2;\n"
               "  mov.b16 %0, t;\n"
               "}\n"
               : "=h"(r)
               : "f"(a), "f"(b));
// CHECK: nvvm-ptx-sm-gate.cu:[[#@LINE-5]]:19: error: Feature 'cvt with .e4m3x2/.e5m2x2' requires .target sm_89 or higher [nvvm-ptx-sm-gate]
// CHECK: note: sm_89 is the first target that has it: guard the code with #if __CUDA_ARCH__ >= 890
  p[0] = r;
}
// CHECK: 2 errors in 1 file
