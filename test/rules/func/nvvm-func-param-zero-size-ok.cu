// Near misses for nvvm-func-param-zero-size that nvcc 13.0 compiles
// (measured, nvcc -arch=sm_90 -c): an empty struct (1 byte), a struct with a
// member before its zero-length array, and a pointer to a zero-sized struct.
// REQUIRES: cuda
// RUN: %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

struct Z { int a[0]; };
struct E {};
struct Tail { int n; float data[0]; };

__device__ __noinline__ int use(E e, Tail t, const Z *z) { return t.n + (z != nullptr); }

__global__ void kernel(int *out, E e, Tail t) { out[0] = use(e, t, nullptr); }

// CHECK: no findings in 1 file
