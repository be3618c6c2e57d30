// A section attribute on a device variable. nvcc drops it and compiles the
// file (measured with CUDA 13.0), so the default (cuda) profile stays
// silent; libNVVM rejects clang's IR ("Explicit section marker other than
// llvm.metadata is not allowed"), so the libnvvm profile reports it at the
// variable.
// REQUIRES: cuda
// RUN: %nvvmcheck %s 2>&1 | FileCheck %s --check-prefix=CUDA --implicit-check-not='{{error|warning|note}}:'
// CUDA: no findings in 1 file
// RUN: not %nvvmcheck --profile=libnvvm --checks='-*,nvvm-global-*' %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

__device__ int placed __attribute__((section("mysec"))) = 1;
// CHECK: nvvm-global-section.cu:[[@LINE-1]]:16: error: Explicit section marker other than llvm.metadata is not allowed [nvvm-global-section]
// CHECK-NEXT: {{^ *}}[[#@LINE-2]] | __device__ int placed __attribute__((section("mysec"))) = 1;
// CHECK-NEXT: {{^ *}}|                ^{{$}}
__device__ int unplaced = 2;

__global__ void kernel(int *p) { *p = placed + unplaced; }
// CHECK: 1 error in 1 file
