// The limit per target, measured with ptxas 13.0 at every target it knows
// (generated PTX, one variable around each limit; nvcc -c gives the same):
// 48 KiB everywhere except the arch-specific 'a' targets, where static shared
// memory may use the whole per-block maximum: 232448 bytes (0x38c00) on
// sm_90a, sm_100a, sm_103a and sm_110a, 101376 (0x18c00) on sm_120a/sm_121a.
// REQUIRES: cuda
// RUN: not %nvvmcheck --arch=sm_90,sm_90a,sm_120,sm_120a %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

// 101380 bytes: too much for sm_90, sm_120 and (by 4 bytes) sm_120a; fine on sm_90a.
__global__ void mid(float *o)
{
    __shared__ float a[25345];
    a[threadIdx.x] = o[threadIdx.x];
    __syncthreads();
    o[threadIdx.x] = a[threadIdx.x + 1];
}
// CHECK: nvvm-memory-shared-overflow-targets.cu:[[@LINE-7]]:17: error: Entry function 'mid(float*)' uses too much shared data (101380 bytes, 49152 max) [nvvm-memory-shared-overflow]
// CHECK: :[[@LINE-6]]:22: note: 'a' takes 101380 bytes, used by 'mid(float*)'
// CHECK: note: found only when compiling for sm_90, sm_120
// CHECK: nvvm-memory-shared-overflow-targets.cu:[[@LINE-10]]:17: error: Entry function 'mid(float*)' uses too much shared data (101380 bytes, 101376 max) [nvvm-memory-shared-overflow]
// CHECK: :[[@LINE-9]]:22: note: 'a' takes 101380 bytes, used by 'mid(float*)'
// CHECK: :[[@LINE-12]]:17: note: ptxas allows 101376 bytes of static shared memory on sm_120a (49152 on the targets without the 'a' suffix)
// CHECK: note: found only when compiling for sm_120a

// 232452 bytes: over every limit; ptxas: (0x38c04 bytes, 0x38c00 max) on sm_90a.
__global__ void huge(float *o)
{
    __shared__ float b[58113];
    b[threadIdx.x] = o[threadIdx.x];
    __syncthreads();
    o[threadIdx.x] = b[threadIdx.x + 1];
}
// CHECK: nvvm-memory-shared-overflow-targets.cu:[[@LINE-7]]:17: error: Entry function 'huge(float*)' uses too much shared data (232452 bytes, 49152 max) [nvvm-memory-shared-overflow]
// CHECK: :[[@LINE-6]]:22: note: 'b' takes 232452 bytes, used by 'huge(float*)'
// CHECK: note: found only when compiling for sm_90, sm_120
// CHECK: :[[@LINE-10]]:17: error: Entry function 'huge(float*)' uses too much shared data (232452 bytes, 232448 max) [nvvm-memory-shared-overflow]
// CHECK: :[[@LINE-9]]:22: note: 'b' takes 232452 bytes, used by 'huge(float*)'
// CHECK: :[[@LINE-12]]:17: note: ptxas allows 232448 bytes of static shared memory on sm_90a (49152 on the targets without the 'a' suffix)
// CHECK: note: found only when compiling for sm_90a
// CHECK: :[[@LINE-14]]:17: error: Entry function 'huge(float*)' uses too much shared data (232452 bytes, 101376 max) [nvvm-memory-shared-overflow]
// CHECK: :[[@LINE-13]]:22: note: 'b' takes 232452 bytes, used by 'huge(float*)'
// CHECK: :[[@LINE-16]]:17: note: ptxas allows 101376 bytes of static shared memory on sm_120a (49152 on the targets without the 'a' suffix)
// CHECK: note: found only when compiling for sm_120a
