// Pattern 5 of docs/compat.md: a __shared__ variable whose type has a
// non-empty constructor. nvcc compiles it with warning 20054 ("dynamic
// initialization is not supported for a function-scope static __shared__
// variable") and never runs the constructor; clang 22 rejects the
// declaration ("initialization is not supported for __shared__
// variables"), and no flag changes that for CUDA (-fgpu-allow-device-init
// is HIP-only). The checker compiles such a TU a second time with those
// declarations made `extern __shared__` in place (no initializer, so no
// constructor, as with nvcc); clang's error becomes nvcc's warning.
// REQUIRES: cuda
// RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
// RUN: %nvvmcheck --arch=sm_90 --clang-warnings %s 2>&1 | FileCheck %s --check-prefix=WARN --implicit-check-not='{{warning|error|note}}:'
// RUN: %compat_probe ir sm_90 %s | FileCheck %s --check-prefix=IR
// RUN: %compat_probe rewrite %s | FileCheck %s --check-prefix=TEXT

// CHECK: no findings in 1 file

#include <cuda/barrier>

struct Accumulator {
  float sum;
  __device__ Accumulator() : sum(0.0f) {}
};

__global__ void reduce(const float *in, float *out) {
  __shared__ Accumulator acc;
  __shared__ float plain[32];
  plain[threadIdx.x % 32] = in[threadIdx.x];
  atomicAdd(&acc.sum, plain[threadIdx.x % 32]);
  __syncthreads();
  out[blockIdx.x] = acc.sum;
}
// WARN: shared-ctor.cu:[[#@LINE-7]]:26: warning: dynamic initialization is not supported for a function-scope static __shared__ variable within a __device__/__global__ function; like nvcc (warning 20054), the constructor is not run
// IR-DAG: @acc = external dso_local addrspace(3) global %struct.Accumulator
// IR-DAG: @_ZZ6reducePKfPfE5plain = internal addrspace(3) global [32 x float] undef
// IR-NOT: call {{.*}}@_ZN11AccumulatorC1Ev
// The rewriter alone changes nothing here: the second compile is told
// which declarations to change.
// TEXT: __shared__ Accumulator acc;

// libcu++'s barrier in a template whose two instantiations share the type.
template <typename T> __global__ void stage(const T *in, T *out) {
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  if (threadIdx.x == 0)
    init(&bar, blockDim.x);
  __syncthreads();
  bar.arrive_and_wait();
  out[threadIdx.x] = in[threadIdx.x];
}
template __global__ void stage<float>(const float *, float *);
template __global__ void stage<int>(const int *, int *);
// WARN: shared-ctor.cu:[[#@LINE-9]]:54: warning: dynamic initialization is not supported
// WARN: no findings in 1 file
