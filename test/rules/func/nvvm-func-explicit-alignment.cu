// CUDA profile: silent. nvcc accepts `__attribute__((aligned(64)))` on a
// device function (measured: nvcc -arch=sm_80 and sm_100, exit status 0), and
// clang puts `align 2` on every C++ member function. With --profile=libnvvm
// both are reported, because NVVM's verifier rejects them.
// REQUIRES: cuda
// RUN: %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
// RUN: not %nvvmcheck --profile=libnvvm %s 2>&1 | FileCheck %s --check-prefix=LIBNVVM --implicit-check-not='{{error|warning|note}}:'

__device__ __attribute__((aligned(64))) int twice(int x) { return 2 * x; }
// LIBNVVM: nvvm-func-explicit-alignment.cu:[[@LINE-1]]:45: error: Explicit alignment is not allowed. [nvvm-func-explicit-alignment]
// LIBNVVM: note: the function is declared 'align 64'

struct Counter {
    int n;
    __device__ __noinline__ int next() { return ++n; }
// LIBNVVM: nvvm-func-explicit-alignment.cu:[[@LINE-1]]:33: error: Explicit alignment is not allowed. [nvvm-func-explicit-alignment]
// LIBNVVM: note: the function is declared 'align 2'
// LIBNVVM-NEXT: note: clang marks every C++ member function 'align 2'; NVVM rejects it all the same
};

__global__ void kernel(int *out)
{
    Counter c{out[0]};
    out[1] = twice(c.next());
}

// CHECK: no findings in 1 file
// LIBNVVM: 2 errors in 1 file
