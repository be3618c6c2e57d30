// nvcc compiles what nvvm-global-section, nvvm-global-identifier and
// nvvm-global-extern-weak would flag in clang's IR (nvcc drops the section,
// ignores device asm labels and accepts weak declarations with -rdc), so
// those rules belong to the libnvvm profile only and the default (cuda)
// profile stays silent on this file.
// REQUIRES: cuda, nvcc
// RUN: %nvcc -arch=sm_80 -rdc=true -c %s -o %t.o
// RUN: %nvvmcheck %s 2>&1 | FileCheck %s --check-prefix=CUDA --implicit-check-not='{{error|warning|note}}:'
// CUDA: no findings in 1 file
// RUN: not %nvvmcheck --profile=libnvvm --checks='-*,nvvm-global-*' %s 2>&1 | FileCheck %s --check-prefix=LIBNVVM
// LIBNVVM-DAG: error: Explicit section marker other than llvm.metadata is not allowed [nvvm-global-section]
// LIBNVVM-DAG: error: Invalid identifier name: my.helper  Must match [a-zA-Z$_][a-zA-Z$_0-9]* [nvvm-global-identifier]
// LIBNVVM-DAG: error: extern_weak linkage is not supported. [nvvm-global-extern-weak]

__device__ int placed __attribute__((section("mysec"))) = 1;
__device__ int helper(int x) asm("my.helper");
__device__ int helper(int x) { return x + placed; }
extern __device__ int tuning __attribute__((weak));

__global__ void kernel(int *p) { *p = helper(*p) + tuning; }
