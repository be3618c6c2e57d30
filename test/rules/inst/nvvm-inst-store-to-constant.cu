// Writes into __constant__ memory from device code. clang accepts them;
// nvcc rejects a direct assignment ("expression must be a modifiable
// lvalue") and warns through a cast ("Warning: Cannot store to pointer that
// points to constant memory space", measured on the const_cast line), and
// ptxas rejects the st.const clang's backend writes. A warning, both
// profiles. Pins: a direct assignment (clang stores through the generic
// address of the variable), a const_cast into an array, a -O0 pointer
// variable. Known miss: the pointer handed to atomicAdd() is not followed
// into the header's function (nvcc warns there after inlining).
// REQUIRES: cuda
// RUN: %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__constant__ int table[4];
__constant__ int scale;

__global__ void writes(int *p)
{
    scale = p[0];
// CHECK: nvvm-inst-store-to-constant.cu:[[@LINE-1]]:11: warning: Cannot store to pointer that points to constant memory space [nvvm-inst-store-to-constant]
// CHECK: nvvm-inst-store-to-constant.cu:[[@LINE-2]]:11: note: __constant__ memory is read-only on the device; write it from the host (cudaMemcpyToSymbol) or use __device__ memory
    const_cast<int *>(&table[0])[1] = p[1];
// CHECK: nvvm-inst-store-to-constant.cu:[[@LINE-1]]:37: warning: Cannot store to pointer that points to constant memory space [nvvm-inst-store-to-constant]
// CHECK: nvvm-inst-store-to-constant.cu:[[@LINE-2]]:37: note: __constant__ memory is read-only
    int *q = (int *)table;
    q[2] = p[2];
// CHECK: nvvm-inst-store-to-constant.cu:[[@LINE-1]]:10: warning: Cannot store to pointer that points to constant memory space [nvvm-inst-store-to-constant]
// CHECK: nvvm-inst-store-to-constant.cu:[[@LINE-2]]:10: note: __constant__ memory is read-only
    atomicAdd((int *)&scale, 1);
    p[3] = table[p[0] & 3] * scale;
}
// CHECK: 3 warnings in 1 file
