// A realistic, valid CUDA file full of device-side globals: __constant__
// arrays (one initialized), __device__ scalars and arrays, a pointer to a
// string literal and one to another __device__ variable, a static
// __device__ variable, extern __shared__, __shared__ in templates, a static
// local, __attribute__((used)), texture/surface objects, templates in a
// namespace, a table of device function pointers, printf, a constant local
// array, a lambda. Clang's IR for it has @.str names, private and internal
// symbols, linkonce_odr shared variables in comdats, llvm.compiler.used,
// and extern_weak declarations of threadIdx & co that nothing uses.
// Nothing may be reported under the default (cuda) profile, and none of the
// module, global, type, texsurf and metadata rules may fire under the
// libnvvm profile for sm_75, sm_90 and sm_100 (NVIDIA's NVVM 20 accepts this
// IR's globals; measured after removing the `align 2` of member functions,
// which is another rule's).
// REQUIRES: cuda
// RUN: %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
// RUN: %nvvmcheck --profile=libnvvm --checks='-*,nvvm-module-*,nvvm-global-*,nvvm-type-*,nvvm-texsurf-*,nvvm-metadata-*' --arch=sm_75,sm_90,sm_100 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
// CHECK: no findings in 1 file
#include <cstdio>
#include <cuda_runtime.h>

__constant__ float coeffs[16];
__constant__ int table[4] = {1, 2, 3, 4};
__device__ int counter;
__device__ unsigned long long histogram[256];
__device__ const char *device_name = "gpu";
__device__ int *pointer_to_counter = &counter;
static __device__ float static_scale = 2.0f;
extern __shared__ float dynamic_smem[];
__device__ __attribute__((used)) int kept_for_debugger = 7;
__device__ cudaTextureObject_t tex_object;
__device__ cudaSurfaceObject_t surf_object;
__constant__ int *const_pointer_to_counter = &counter;

__device__ int twice(int v) { return 2 * v; }
__device__ int negate(int v) { return -v; }
__device__ int (*operations[2])(int) = {twice, negate};

namespace detail {
template <typename T> struct Accumulator {
    T total;
    __device__ void add(T v) { atomicAdd(&total, v); }
};
__device__ Accumulator<float> acc_f;
__device__ Accumulator<int> acc_i;
}

template <typename T, int N>
__device__ T sum_tile(const T *in)
{
    __shared__ T tile[N];
    tile[threadIdx.x % N] = in[threadIdx.x];
    __syncthreads();
    T s = 0;
    for (int i = 0; i < N; i++)
        s += tile[i];
    return s;
}

__device__ int next_id()
{
    static __device__ int calls;  // a static local variable
    return atomicAdd(&calls, 1);
}

struct Params { int n; float alpha; const float *x; float *y; };

__global__ void __launch_bounds__(256) saxpy(Params p)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    const int lookup[4] = {3, 1, 4, 1};   // a private constant array
    if (i < p.n)
        p.y[i] = p.alpha * p.x[i] * coeffs[i % 16] * static_scale + p.y[i] + lookup[i % 4] + table[i % 4];
    if (i == 0) {
        printf("saxpy on %s: n=%d id=%d\n", device_name, p.n, next_id());
        printf("second string literal %f\n", (double)p.alpha);
    }
}

__global__ void reduce(const float *in, float *out, int *ids)
{
    float s = sum_tile<float, 128>(in);
    int t = sum_tile<int, 64>(ids);
    dynamic_smem[threadIdx.x] = s;
    __syncthreads();
    if (threadIdx.x == 0) {
        detail::acc_f.add(dynamic_smem[0]);
        detail::acc_i.add(t);
        atomicAdd(&histogram[t & 255], 1ull);
        atomicAdd(pointer_to_counter, 1);
        *out = s + (float)kept_for_debugger + (float)operations[t & 1](*const_pointer_to_counter);
    }
}

__global__ void sample(float *out, int n)
{
    auto scale = [] __device__ (float v) { return v * 0.5f; };
    int i = threadIdx.x;
    if (i < n)
        out[i] = scale(tex1Dfetch<float>(tex_object, i));
    surf2Dwrite(out[0], surf_object, 0, 0);
}
