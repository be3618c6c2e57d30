// Findings in an included header are reported at the header's own lines.
// REQUIRES: cuda
// RUN: not %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'
#include "Inputs/kernels.cuh"
// CHECK: Inputs/kernels.cuh:3:17: error: Formal parameter space overflowed (40000 bytes required, max 32764 bytes allowed) in function header_kernel(Payload) [nvvm-param-space-overflow]
// CHECK-NEXT: {{^}}    3 | __global__ void header_kernel(Payload p) {}
// CHECK: Inputs/kernels.cuh:3:39: note: parameter 'p' (struct Payload) takes 40000 bytes at offset 0
