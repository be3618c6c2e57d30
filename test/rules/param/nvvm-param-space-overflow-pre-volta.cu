// clang 22 still compiles CUDA 13's headers for pre-Volta GPUs, where kernel
// parameters are limited to 4 KB (CUDA Programming Guide, "Function
// Parameters"); from sm_70 the limit is 32764 bytes.
// REQUIRES: cuda
// RUN: not %nvvmcheck --arch=sm_60,sm_70 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'

struct Mid { char bytes[5000]; };
__global__ void mid(Mid m) {}
// CHECK: nvvm-param-space-overflow-pre-volta.cu:[[@LINE-1]]:17: error: Formal parameter space overflowed (5000 bytes required, max 4096 bytes allowed) in function mid(Mid) [nvvm-param-space-overflow]
// CHECK: :[[@LINE-2]]:25: note: parameter 'm' (struct Mid) takes 5000 bytes at offset 0
// CHECK: :[[@LINE-3]]:17: note: sm_60 is older than Volta (sm_70): kernel parameters are limited to 4 KB there
// CHECK: :[[@LINE-4]]:17: note: found only when compiling for sm_60

struct Small { char bytes[4096]; };
__global__ void small(Small s) {}
// CHECK: 1 error in 1 file
