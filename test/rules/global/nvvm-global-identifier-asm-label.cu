// Asm labels that are not PTX identifiers. nvcc ignores asm labels on device
// code and compiles this file (measured with CUDA 13.0), so the default
// (cuda) profile stays silent. clang honours them: its PTX then names
// `my.gv`, which ptxas refuses ("Parsing error near '.gv'"), and libNVVM
// rejects the IR with NVIDIA's text, so the libnvvm profile reports them,
// at the variable and at the function.
// REQUIRES: cuda
// RUN: %nvvmcheck %s 2>&1 | FileCheck %s --check-prefix=CUDA --implicit-check-not='{{error|warning|note}}:'
// CUDA: no findings in 1 file
// RUN: not %nvvmcheck --profile=libnvvm --checks='-*,nvvm-global-*' %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

__device__ int helper(int x) asm("my.helper");
__device__ int helper(int x) { return x + 1; }
// CHECK-DAG: nvvm-global-identifier-asm-label.cu:[[@LINE-1]]:16: error: Invalid identifier name: my.helper  Must match [a-zA-Z$_][a-zA-Z$_0-9]* [nvvm-global-identifier]
__device__ int counter asm("my.counter") = 3;
// CHECK-DAG: nvvm-global-identifier-asm-label.cu:[[@LINE-1]]:16: error: Invalid identifier name: my.counter  Must match [a-zA-Z$_][a-zA-Z$_0-9]* [nvvm-global-identifier]
__device__ int fine asm("fine_name") = 4;
static __device__ int local_name asm("local.name") = 5;   // internal: renamed by the backend

__global__ void kernel(int *p) { *p = helper(*p) + counter + fine + local_name; }
// CHECK: 2 errors in 1 file
