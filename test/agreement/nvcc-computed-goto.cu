// nvcc rejects computed goto in device code, as NVVM 20 rejects the
// blockaddress constants clang emits for it: nvvm-global-blockaddress is in
// both profiles.
// REQUIRES: cuda, nvcc
// RUN: not %nvcc -arch=sm_80 -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NVCC
// NVCC: error: address of label extension is not supported in __device__/__global__ functions
// RUN: not %nvvmcheck %s 2>&1 | FileCheck %s --check-prefix=OURS
// OURS: nvcc-computed-goto.cu:[[@LINE+3]]:18: error: blockaddress is not supported [nvvm-global-blockaddress]
__device__ int dispatch(int op, int x)
{
    static void *table[] = {&&add, &&sub};
    goto *table[op & 1];
add:
    return x + 1;
sub:
    return x - 1;
}
__global__ void kernel(int *p) { p[0] = dispatch(p[1], p[2]); }
