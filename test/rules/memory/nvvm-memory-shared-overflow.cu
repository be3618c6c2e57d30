// Static shared memory per kernel, from CUDA source: what ptxas 13.0 counts
// for an entry function (its own __shared__ variables and those of every
// function it can call) against its 48 KiB limit, measured with nvcc -c at
// sm_75, sm_80, sm_90, sm_100 and sm_120 (same verdicts and counts on each).
// REQUIRES: cuda
// RUN: not %nvvmcheck --arch=sm_80 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
// RUN: not %nvvmcheck --arch=sm_75,sm_80,sm_90,sm_100,sm_120 %s 2>&1 | FileCheck %s --check-prefixes=CHECK,ALL --implicit-check-not='{{warning|error|note}}:'

// ptxas: Entry function '_Z8one_overPf' uses too much shared data (0xc004 bytes, 0xc000 max)
__global__ void one_over(float *o)
{
    __shared__ float a[12289];
    a[threadIdx.x] = o[threadIdx.x];
    __syncthreads();
    o[threadIdx.x] = a[threadIdx.x + 1];
}
// CHECK: nvvm-memory-shared-overflow.cu:[[@LINE-7]]:17: error: Entry function 'one_over(float*)' uses too much shared data (49156 bytes, 49152 max) [nvvm-memory-shared-overflow]
// CHECK: nvvm-memory-shared-overflow.cu:[[@LINE-6]]:22: note: 'a' takes 49156 bytes, used by 'one_over(float*)'
// ALL: :[[@LINE-9]]:17: note: found when compiling for sm_75, sm_80, sm_90, sm_100, sm_120

// Exactly 48 KiB: ptxas passes ("49152 bytes smem").
__global__ void exact_fit(float *o)
{
    __shared__ float a[12288];
    a[threadIdx.x] = o[threadIdx.x];
    __syncthreads();
    o[threadIdx.x] = a[threadIdx.x + 1];
}

// The limit applies to everything the kernel can call: 24 KiB here plus
// 32 KiB in a __noinline__ callee; ptxas: (0xe000 bytes, 0xc000 max).
__device__ __noinline__ float helper(int i)
{
    __shared__ float b[8192];
    b[i] = i;
    __syncthreads();
    return b[i ^ 1];
}

__global__ void through_call(float *o)
{
    __shared__ float t[6144];
    t[threadIdx.x] = o[threadIdx.x];
    __syncthreads();
    o[threadIdx.x] = t[threadIdx.x + 1] + helper(threadIdx.x);
}
// CHECK: nvvm-memory-shared-overflow.cu:[[@LINE-7]]:17: error: Entry function 'through_call(float*)' uses too much shared data (57344 bytes, 49152 max) [nvvm-memory-shared-overflow]
// CHECK: nvvm-memory-shared-overflow.cu:[[@LINE-14]]:22: note: 'b' takes 32768 bytes, used by 'helper(int)'
// CHECK: nvvm-memory-shared-overflow.cu:[[@LINE-7]]:22: note: 't' takes 24576 bytes, used by 'through_call(float*)'
// ALL: :[[@LINE-10]]:17: note: found when compiling for sm_75, sm_80, sm_90, sm_100, sm_120

// A function no kernel here calls keeps its 40 KiB out of every count, and a
// second kernel that calls helper() alone (32 KiB) fits.
__device__ __noinline__ float never_called(int i)
{
    __shared__ float u[10240];
    u[i] = i;
    __syncthreads();
    return u[i ^ 1];
}

__global__ void calls_helper_only(float *o) { o[threadIdx.x] = helper(threadIdx.x); }

// Mixed alignment: ptxas places each variable at its alignment after the
// previous one (measured: char[1], double, char[1] take 17 bytes), so
// 49145 bytes of chars and a double need 49160.
__global__ void padded(double *o)
{
    __shared__ char bytes[49145];
    __shared__ double d;
    bytes[threadIdx.x] = 1;
    d = o[0];
    __syncthreads();
    o[threadIdx.x] = bytes[threadIdx.x + 1] + d;
}
// CHECK: nvvm-memory-shared-overflow.cu:[[@LINE-9]]:17: error: Entry function 'padded(double*)' uses too much shared data (49160 bytes, 49152 max) [nvvm-memory-shared-overflow]
// CHECK: nvvm-memory-shared-overflow.cu:[[@LINE-8]]:21: note: 'bytes' takes 49145 bytes, used by 'padded(double*)'
// CHECK: nvvm-memory-shared-overflow.cu:[[@LINE-8]]:23: note: 'd' takes 8 bytes, used by 'padded(double*)'
// CHECK: nvvm-memory-shared-overflow.cu:[[@LINE-12]]:17: note: ptxas places the variables each at its alignment: 7 bytes of padding between them
// ALL: :[[@LINE-13]]:17: note: found when compiling for sm_75, sm_80, sm_90, sm_100, sm_120
