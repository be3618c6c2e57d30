// What pattern 5's bridge cannot do: a __shared__ variable with a
// constructor whose type depends on a template parameter. Made extern, the
// two instantiations declare one name with two types, so the second compile
// fails too; the TU is reported as not checked, in one line naming clang's
// first error, as a known dialect difference under --verbose, and counted in
// the summary (nvcc compiles it, with warning 20054).
// REQUIRES: cuda
// RUN: not %nvvmcheck --arch=sm_90 %s > %t.out 2> %t.err
// RUN: FileCheck %s --implicit-check-not='{{warning|error|note}}:' < %t.out
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: not %nvvmcheck --verbose --arch=sm_90 %s 2>&1 | FileCheck %s --check-prefix=VERBOSE

template <typename T> struct Acc {
  T sum;
  __device__ Acc() : sum(0) {}
};

template <typename T> __global__ void reduce(const T *in, T *out) {
  __shared__ Acc<T> acc;
  acc.sum += in[threadIdx.x];
  __syncthreads();
  out[blockIdx.x] = acc.sum;
}
template __global__ void reduce<float>(const float *, float *);
template __global__ void reduce<int>(const int *, int *);

// ERR: shared-ctor-dependent.cu:19:21: error: initialization is not supported for __shared__ variables
// ERR: error: {{.*}}shared-ctor-dependent.cu: does not compile for sm_90 (2 errors); not checked: initialization is not supported for __shared__ variables{{$}}
// CHECK: shared-ctor-dependent.cu:19:21: error: initialization is not supported for __shared__ variables [clang-diagnostic-error]
// CHECK: no findings in 0 files; 1 file could not be checked (1 by a known nvcc/clang dialect difference)
// VERBOSE: does not compile for sm_90 (2 errors); not checked: initialization is not supported for __shared__ variables [known nvcc/clang dialect difference: a __shared__ variable whose type has a constructor, in a form the checker cannot bridge (a type that depends on a template parameter, say): nvcc ignores the constructor (warning 20054), clang rejects the declaration]
