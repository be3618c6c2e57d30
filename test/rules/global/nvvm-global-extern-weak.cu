// Weak device declarations. clang emits extern_weak symbols for them, which
// libNVVM rejects when they are used ("extern_weak linkage is not
// supported."); nvcc -rdc compiles this file (measured with CUDA 13.0), so
// the default (cuda) profile stays silent. Unused weak declarations, like
// the ones clang emits for threadIdx and blockIdx, are not reported.
// REQUIRES: cuda
// RUN: %nvvmcheck %s 2>&1 | FileCheck %s --check-prefix=CUDA --implicit-check-not='{{error|warning|note}}:'
// CUDA: no findings in 1 file
// RUN: not %nvvmcheck --profile=libnvvm --checks='-*,nvvm-global-*' %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

extern __device__ int tuning __attribute__((weak));
__device__ void __attribute__((weak)) hook(int);
extern __device__ int unused_weak __attribute__((weak));

__global__ void kernel(int *p)
{
    *p = tuning + threadIdx.x;
// Declarations have no debug information: shown at their first use.
// CHECK: nvvm-global-extern-weak.cu:[[@LINE-2]]:10: error: extern_weak linkage is not supported. [nvvm-global-extern-weak]
// CHECK-NEXT: {{^ *}}[[#@LINE-3]] |     *p = tuning + threadIdx.x;
// CHECK-NEXT: {{^ *}}|          ^{{$}}
// CHECK-NEXT: nvvm-global-extern-weak.cu:[[@LINE-5]]:10: note: 'tuning' is only declared in this translation unit; shown at its first use
    if (hook)
        hook(*p);
// CHECK: nvvm-global-extern-weak.cu:[[@LINE-2]]:9: error: extern_weak linkage is not supported. [nvvm-global-extern-weak]
// CHECK: nvvm-global-extern-weak.cu:[[@LINE-3]]:9: note: 'hook(int)' is only declared in this translation unit; shown at its first use
}
// CHECK: 2 errors in 1 file
