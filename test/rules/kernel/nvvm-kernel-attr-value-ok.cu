// CUDA profile: valid CUDA that sets launch properties stays silent for the
// kernel, function and annotation rules, on sm_80 and sm_90: clang writes
// well-formed values, drops a 0 in __launch_bounds__ and a cluster size below
// sm_90 (with a warning of its own), never writes them on device functions,
// and puts "nvvm.grid_constant" on scalar and pointer parameters as well as
// on by-value structs (nvcc accepts the same source: measured, exit status 0).
// REQUIRES: cuda
// RUN: %nvvmcheck --arch=sm_80 --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
// With the opt-in narrow-integer rules too: clang always writes signext or
// zeroext on char, short and bool parameters and returns.
// RUN: %nvvmcheck --arch=sm_90 --checks='nvvm-func-narrow-*' %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

struct Params { int n; float scale[8]; };

__global__ void __launch_bounds__(256) bounded(float *out) { out[threadIdx.x] = 1.0f; }

__global__ void __launch_bounds__(128, 2) two_per_sm(float *out) { out[threadIdx.x] = 2.0f; }

#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 900
__global__ void __launch_bounds__(128, 2, 4) clustered(float *out) { out[threadIdx.x] = 3.0f; }
__global__ void __cluster_dims__(2, 1, 1) cluster_shape(float *out) { out[threadIdx.x] = 4.0f; }
#endif

__global__ void constants(const __grid_constant__ Params p, const __grid_constant__ int k,
                          float *out)
{
    const Params *pp = &p;
    out[threadIdx.x] = pp->scale[k & 7] * p.n;
}

template <int N>
__global__ void __launch_bounds__(N) templated(float *out) { out[threadIdx.x] = N; }
template __global__ void templated<64>(float *);

struct Acc {
    float v;
    __device__ void add(float x) { v += x; }
};

__device__ short narrow(char c, bool b) { return b ? c : -c; }

__global__ void members(float *out, char c)
{
    Acc a{0.0f};
    a.add(narrow(c, true));
    out[0] = a.v;
}

// CHECK: no findings in 1 file
