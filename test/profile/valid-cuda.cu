// A realistic, valid CUDA file that nvcc compiles for sm_75, sm_90 and
// sm_100: with the default (cuda) profile the checker must find nothing in
// it. It exercises what clang lowers differently from nvcc: C++ member
// functions (align 2, comdat), templates, atomics of every width (cmpxchg
// i16 from atomicCAS(unsigned short*), libcu++ atomic_ref with fences and
// atomic loads/stores), cooperative groups, __launch_bounds__, printf, math,
// half precision, warp intrinsics, dynamic shared memory, __grid_constant__,
// recursion, function pointers and a device-side launch.
//
// REQUIRES: cuda
// RUN: %nvvmcheck --profile=cuda --arch=sm_75,sm_90,sm_100 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
// RUN: %nvvmcheck --arch=sm_75,sm_90,sm_100 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
// CHECK: no findings in 1 file
//
// nvcc accepts the same file for each of those archs:
// RUN: %if nvcc %{ %nvcc -std=c++17 -rdc=true -arch=sm_75 -c %s -o %t.75.o %}
// RUN: %if nvcc %{ %nvcc -std=c++17 -rdc=true -arch=sm_90 -c %s -o %t.90.o %}
// RUN: %if nvcc %{ %nvcc -std=c++17 -rdc=true -arch=sm_100 -c %s -o %t.100.o %}

#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuda/atomic>
#include <cuda_fp16.h>
#include <cstdio>

namespace cg = cooperative_groups;

__constant__ float scale_table[16];
__device__ unsigned long long event_counter;

template <typename T>
struct Accumulator {
    T sum;
    __device__ Accumulator() : sum(0) {}
    __device__ void add(T v) { sum += v; }
    __device__ T value() const { return sum; }
};

struct Params {
    float alpha;
    int n;
    float coeffs[8];
};

__device__ int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

__device__ float twice(float x) { return 2.0f * x; }
__device__ float square(float x) { return x * x; }
typedef float (*unary_fn)(float);

template <typename T, int BLOCK>
__global__ void __launch_bounds__(BLOCK, 2) reduce_kernel(const T *in, T *out, int n)
{
    __shared__ T tile[BLOCK];
    Accumulator<T> acc;
    for (int i = blockIdx.x * BLOCK + threadIdx.x; i < n; i += gridDim.x * BLOCK)
        acc.add(in[i]);
    tile[threadIdx.x] = acc.value();
    __syncthreads();
    for (int s = BLOCK / 2; s > 0; s /= 2) {
        if (threadIdx.x < s)
            tile[threadIdx.x] += tile[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        atomicAdd(out, tile[0]);
}

template __global__ void reduce_kernel<float, 256>(const float *, float *, int);
template __global__ void reduce_kernel<double, 128>(const double *, double *, int);
template __global__ void reduce_kernel<int, 64>(const int *, int *, int);

__global__ void atomics_kernel(int *i32, unsigned *u32, unsigned long long *u64, float *f32,
                               double *f64, unsigned short *u16, int *flag)
{
    atomicAdd(i32, 1);
    atomicSub(i32, 1);
    atomicMax(i32, 7);
    atomicMin(u32, 3u);
    atomicExch(u32, 5u);
    atomicInc(u32, 100u);
    atomicAnd(u32, 0xffu);
    atomicOr(u32, 0x100u);
    atomicXor(u32, 0x1u);
    atomicAdd(u64, 1ull);
    atomicCAS(u64, 0ull, 1ull);
    atomicAdd(f32, 1.5f);
    atomicAdd(f64, 2.5);
    atomicCAS(u16, (unsigned short)0, (unsigned short)1);
    atomicCAS(i32, 0, 1);
    cuda::atomic_ref<int, cuda::thread_scope_device> ref(*flag);
    ref.store(1, cuda::std::memory_order_release);
    int seen = ref.load(cuda::std::memory_order_acquire);
    ref.fetch_add(seen);
    cuda::atomic_thread_fence(cuda::std::memory_order_seq_cst, cuda::thread_scope_device);
    __threadfence();
    __threadfence_block();
    atomicAdd(&event_counter, 1ull);
}

__global__ void groups_kernel(const int *in, int *out)
{
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    int v = in[block.thread_rank()];
    int total = cg::reduce(warp, v, cg::plus<int>());
    unsigned ballot = __ballot_sync(0xffffffffu, v > 0);
    int shifted = __shfl_down_sync(0xffffffffu, v, 1);
    block.sync();
    if (warp.thread_rank() == 0)
        out[block.group_index().x] = total + (int)__popc(ballot) + shifted;
}

__global__ void math_kernel(const float *x, float *y, __half *h, int n, unary_fn unused)
{
    extern __shared__ float dyn[];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    float v = x[i] * scale_table[i % 16];
    dyn[threadIdx.x] = sinf(v) + expf(v) + sqrtf(fabsf(v)) + __fdividef(v, 3.0f) + powf(v, 2.0f);
    __syncthreads();
    unary_fn f = (i & 1) ? twice : square;
    y[i] = f(dyn[threadIdx.x]) + (float)fib(5);
    h[i] = __hadd(h[i], __float2half(y[i]));
    float local[4] = {1, 2, 3, 4};
    y[i] += local[i % 4];
    if (i == 0)
        printf("math_kernel: n=%d y0=%f\n", n, y[0]);
}

__global__ void params_kernel(const __grid_constant__ Params p, float *out)
{
    out[threadIdx.x] = p.alpha * p.coeffs[threadIdx.x % 8] + p.n;
}

__global__ void child_kernel(float *data, int n)
{
    if (threadIdx.x < n)
        data[threadIdx.x] *= 2.0f;
}

__global__ void parent_kernel(float *data, int n)
{
    if (threadIdx.x == 0)
        child_kernel<<<1, 32>>>(data, n);
}

__global__ void sleepy_kernel(int *flag)
{
    while (atomicAdd(flag, 0) == 0)
        __nanosleep(100);
}
