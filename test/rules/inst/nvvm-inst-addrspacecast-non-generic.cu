// clang's address_space attribute lets CUDA source cast a pointer from one
// specific space to another. NVVM rejects the addrspacecast (`Cannot cast
// non-generic pointer to different non-generic pointer`); the backend
// converts through generic and the result does not point to the object.
// nvcc ignores the attribute ("warning #1097-D: unknown attribute
// "address_space"", measured), so such code only means this under clang.
// Both profiles. Negatives: casts to and from generic.
// REQUIRES: cuda
// RUN: not %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

#define SHARED __attribute__((address_space(3)))
#define GLOBAL __attribute__((address_space(1)))
#define LOCAL __attribute__((address_space(5)))

__global__ void k(SHARED int *s, GLOBAL int *g, int *p)
{
    auto *wrong = (GLOBAL int *)s;
// CHECK: nvvm-inst-addrspacecast-non-generic.cu:[[@LINE-1]]:19: error: Cannot cast non-generic pointer to different non-generic pointer [nvvm-inst-addrspacecast-non-generic]
// CHECK: nvvm-inst-addrspacecast-non-generic.cu:[[@LINE-2]]:19: note: the cast goes from shared (addrspace(3)) to global (addrspace(1)); an object lives in one space, so the result does not point to it
    *wrong = 0;
    auto *also = (LOCAL int *)g;
// CHECK: nvvm-inst-addrspacecast-non-generic.cu:[[@LINE-1]]:18: error: Cannot cast non-generic pointer to different non-generic pointer [nvvm-inst-addrspacecast-non-generic]
// CHECK: nvvm-inst-addrspacecast-non-generic.cu:[[@LINE-2]]:18: note: the cast goes from global (addrspace(1)) to local (addrspace(5))
    *also = 1;
    int *generic = (int *)s;
    auto *back = (GLOBAL int *)p;
    *back = *generic;
}
// CHECK: 2 errors in 1 file
