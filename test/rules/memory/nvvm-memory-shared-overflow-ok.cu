// Negative cases, each measured to pass nvcc -c and ptxas 13.0 (clang's PTX)
// at sm_80: exactly 48 KiB through a call, a 40 KiB array in a function the
// kernel never calls, dynamic shared memory of any size, and a kernel that
// launches another (the child grid has its own shared memory).
// REQUIRES: cuda
// RUN: %nvvmcheck --arch=sm_80 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
// CHECK: no findings in 1 file

__device__ __noinline__ float half_of_it(int i)
{
    __shared__ float h[6144];
    h[i] = i;
    __syncthreads();
    return h[i ^ 1];
}

__device__ __noinline__ float unreachable(int i)
{
    __shared__ float u[10240];
    u[i] = i;
    __syncthreads();
    return u[i ^ 1];
}

__global__ void exact_through_call(float *o)
{
    __shared__ float mine[6144];
    mine[threadIdx.x] = o[threadIdx.x];
    __syncthreads();
    o[threadIdx.x] = mine[threadIdx.x + 1] + half_of_it(threadIdx.x);
}

__global__ void other(float *o) { o[threadIdx.x] = unreachable(threadIdx.x); }

extern __shared__ float dynamic_only[];
__global__ void dynamic(float *o)
{
    dynamic_only[threadIdx.x] = o[threadIdx.x];
    __syncthreads();
    o[threadIdx.x] = dynamic_only[threadIdx.x + 1];
}

__global__ void child(float *o)
{
    __shared__ float c[8192];
    c[threadIdx.x] = o[threadIdx.x];
    __syncthreads();
    o[threadIdx.x] = c[threadIdx.x + 1];
}

__global__ void parent(float *o)
{
    __shared__ float p[6144];
    p[threadIdx.x] = o[threadIdx.x];
    __syncthreads();
    o[threadIdx.x] = p[threadIdx.x + 1];
    child<<<1, 32>>>(o);
}
