// The shared variables of an inlined function are those of the kernels it
// is inlined into (verifier/inlining.c): a variable only one kernel's
// inlined code uses is that kernel's own, which ptxas lays out before the
// module-scope ones (docs/rules/nvvm-memory-shared-overflow.md). Measured
// with ptxas 13.0 (the %if nvcc lines re-measure it): kernel `one` takes
// 0xc008 = 49160 bytes, c1 (1 byte) first, 7 bytes of padding, then d
// (49152 bytes, used by both kernels); d first would have made 49153.
// REQUIRES: cuda
// RUN: not %nvvmcheck --arch=sm_75 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'
// RUN: %if nvcc %{ not %nvcc -arch=sm_75 -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=NVCC %}
// NVCC: Entry function '_Z3onePf' uses too much shared data (0xc008 bytes, 0xc000 max)
// NVCC-NOT: _Z3twoPf

__forceinline__ __device__ char *own_byte()
{
    __shared__ char c1[1];
    return c1;
}
__forceinline__ __device__ double *shared_table()
{
    __shared__ double d[6144];
    return d;
}

__global__ void one(float *o)
{
    char *c = own_byte();
    double *d = shared_table();
    c[0] = (char)o[0];
    d[threadIdx.x] = o[threadIdx.x];
    __syncthreads();
    o[threadIdx.x] = c[0] + (float)d[threadIdx.x ^ 1];
}
// CHECK: shared-memory.cu:[[@LINE-9]]:17: error: Entry function 'one(float*)' uses too much shared data (49160 bytes, 49152 max) [nvvm-memory-shared-overflow]
// CHECK: shared-memory.cu:21:23: note: 'd' takes 49152 bytes, used by 'one(float*)'
// CHECK: shared-memory.cu:16:21: note: 'c1' takes 1 byte, used by 'one(float*)'
// CHECK: note: ptxas places the variables each at its alignment: 7 bytes of padding between them

__global__ void two(float *o)
{
    double *d = shared_table();
    d[threadIdx.x] = o[threadIdx.x];
    __syncthreads();
    o[threadIdx.x] = (float)d[threadIdx.x ^ 1];
}
// CHECK: 1 error in 1 file
