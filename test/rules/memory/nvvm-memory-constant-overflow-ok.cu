// Negative: exactly 64 KiB of __constant__ data in two variables, and
// dynamic shared memory, which is not constant memory; nvcc -c and ptxas 13.0
// (clang's PTX) pass it at sm_80 (measured).
// REQUIRES: cuda
// RUN: %nvvmcheck --arch=sm_80 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
// CHECK: no findings in 1 file

__constant__ float table[15360];
__constant__ int small[1024];
extern __shared__ float scratch[];

__global__ void k(float *o)
{
    scratch[threadIdx.x] = table[threadIdx.x] + small[threadIdx.x];
    __syncthreads();
    o[threadIdx.x] = scratch[threadIdx.x + 1];
}
