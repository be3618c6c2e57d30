// CUDA profile: silent on a device function in a named section; nvcc
// accepts it (measured: nvcc -arch=sm_80 and sm_100 -c, exit status 0). With
// --profile=libnvvm it is reported: NVVM's verifier rejects clang's IR.
// REQUIRES: cuda
// RUN: %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
// RUN: not %nvvmcheck --profile=libnvvm %s 2>&1 | FileCheck %s --check-prefix=LIBNVVM --implicit-check-not='{{error|warning|note}}:'

__device__ __attribute__((section("fsec"))) int inc(int x) { return x + 1; }
// LIBNVVM: nvvm-func-explicit-section.cu:[[@LINE-1]]:49: error: Explicit section marker fsecis not allowed. [nvvm-func-explicit-section]

__global__ void kernel(int *p) { p[0] = inc(p[1]); }

// CHECK: no findings in 1 file
// LIBNVVM: 1 error in 1 file
