// A device-side definition of a replaceable global operator new/delete:
// clang marks such a definition `nobuiltin`, and NVVM rejects a definition
// with it (measured: `define ... @_ZdlPv(ptr) nobuiltin` fails NVVM-20,
// while the declarations clang emits for plain `new`/`delete` pass). So the
// definitions are flagged, and the implicit declarations used by the
// new-expressions (sized delete `_ZdlPvm`, `_Znam`) are not. Class-specific
// and placement forms are not replaceable and get no `nobuiltin`.
// REQUIRES: cuda
// RUN: not %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'

#include <cstddef>

__device__ void *operator new(std::size_t n) { return malloc(n); }
// CHECK: nvvm-func-unsupported-attr-operator-new.cu:[[@LINE-1]]:18: error: nobuiltin function attribute is not supported. [nvvm-func-unsupported-attr]

__device__ void operator delete(void *p) noexcept { free(p); }
// CHECK: nvvm-func-unsupported-attr-operator-new.cu:[[@LINE-1]]:17: error: nobuiltin function attribute is not supported. [nvvm-func-unsupported-attr]

struct Pooled {
    int v;
    __device__ static void *operator new(std::size_t n) { return malloc(n); }
    __device__ static void operator delete(void *p) { free(p); }
};

__device__ void *operator new(std::size_t, int *where) { return where; }

__global__ void kernel(int **out, int *slot)
{
    int *one = new int(1);
    int *many = new int[4];
    Pooled *pooled = new Pooled{2};
    int *placed = new (slot) int(3);
    out[0] = one;
    out[1] = placed;
    delete pooled;
    delete[] many;
    delete one;
}

// CHECK: 2 errors in 1 file
