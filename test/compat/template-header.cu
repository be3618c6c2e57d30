// Pattern 9 of docs/compat.md in a header, inlined: `typename ` is inserted
// into Inputs/template-header.cuh (the file clang reads grows, and the file
// system reports the grown size) and into this file; the finding after it,
// in the header, keeps the header's own column (39, not 48), and the call
// it is inlined into keeps this file's (47, not 56: the debug location's
// inlined-at chain is mapped too).
// REQUIRES: cuda
// RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
// RUN: %nvvmcheck --arch=sm_90 --clang-warnings %s 2>&1 | FileCheck %s --check-prefix=WARN

#include "Inputs/template-header.cuh"
struct G { using a_tile = double; };
template <typename GG> __global__ void k(float *p) {
  int n = sizeof(GG::a_tile) / sizeof(float); load<GG>(p + n);
}
template __global__ void k<G>(float *);

// CHECK: template-header.cuh:6:39: warning: A pointer to local memory was passed as a launch argument. Dereferencing this within the launch is undefined. [nvvm-launch-local-pointer]
// CHECK-NEXT: {{^ *}}6 |   float x = p[0] * sizeof(G::a_tile); child<<<1, 1>>>(&x);
// CHECK-NEXT: {{^ *}}|                                       ^{{$}}
// CHECK-NEXT: template-header.cu:14:47: note: inlined into 'void k<G>(float*)' here
// CHECK-NEXT: {{^ *}}14 |   int n = sizeof(GG::a_tile) / sizeof(float); load<GG>(p + n);
// CHECK-NEXT: {{^ *}}|                                               ^{{$}}
// CHECK-NEXT: template-header.cuh:6:9: note: 'x' is the local variable the pointer refers to
// CHECK: 1 warning in 1 file
// WARN-DAG: template-header.cuh:6:27: warning: missing 'typename' prior to dependent type name 'G::a_tile' (aka 'double'); nvcc accepts it: checked as if 'typename' were written
// WARN-DAG: template-header.cu:14:18: warning: missing 'typename' prior to dependent type name 'G::a_tile' (aka 'double')
