// Reading and writing through the address of a device function. clang
// accepts it; ptxas rejects the PTX of nvcc and of clang ("Illegal to use
// symbol '_Z1gv' of type unexpected as address operand", measured with
// nvcc 13 on this source). Both profiles. Negatives: calling through a
// function pointer, storing a function's address.
// REQUIRES: cuda
// RUN: not %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__device__ void g() {}
__device__ void (*slot)();

__global__ void k(int *p)
{
    p[0] = *(int *)(void *)&g;
// CHECK: nvvm-inst-function-memory-access.cu:[[@LINE-1]]:12: error: load from the address of function 'g()': functions are not data, and ptxas rejects a function symbol as an address operand [nvvm-inst-function-memory-access]
    *(int *)(void *)&g = p[1];
// CHECK: nvvm-inst-function-memory-access.cu:[[@LINE-1]]:24: error: store to the address of function 'g()': functions are not data, and ptxas rejects a function symbol as an address operand [nvvm-inst-function-memory-access]
    slot = g;
    slot();
}
// CHECK: 2 errors in 1 file
