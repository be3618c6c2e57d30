// Computed goto (the GNU &&label extension) in device code. clang accepts
// it and emits blockaddress constants; nvcc rejects the source ("address of
// label extension is not supported in __device__/__global__ functions",
// cicc's front end, measured with CUDA 13.0) and NVVM 20 rejects the IR
// ("blockaddress is not supported"). So it is reported under both
// profiles: at the jump table (a static local: its whole initializer is
// made of blockaddress constants) and at the conditional that picks a label
// address. The indirect branches themselves are another rule's.
// REQUIRES: cuda
// (The indirectbr of a computed goto is nvvm-inst-indirectbr's, tested there.)
// RUN: not %nvvmcheck --checks=-nvvm-inst-indirectbr %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
// RUN: not %nvvmcheck --profile=libnvvm --checks='-*,nvvm-global-*' %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

__device__ int dispatch(int op, int x)
{
    static void *table[] = {&&add, &&sub};
// CHECK: nvvm-global-blockaddress.cu:[[@LINE-1]]:18: error: blockaddress is not supported [nvvm-global-blockaddress]
// CHECK-NEXT: {{^ *}}[[#@LINE-2]] |     static void *table[] = {&&add, &&sub};
// CHECK-NEXT: {{^ *}}|                  ^{{$}}
    goto *table[op & 1];
add:
    return x + 1;
sub:
    return x - 1;
}

__device__ int pick(int x)
{
    void *target = x ? &&one : &&two;
// CHECK: nvvm-global-blockaddress.cu:[[@LINE-1]]:20: error: blockaddress is not supported [nvvm-global-blockaddress]
    goto *target;
one:
    return 1;
two:
    return 2;
}

// Labels and ordinary jumps are fine.
__device__ int loop(int n)
{
    int s = 0;
again:
    if (n-- > 0) {
        s += n;
        goto again;
    }
    return s;
}

__global__ void kernel(int *p)
{
    p[0] = dispatch(p[1], p[2]) + pick(p[3]) + loop(p[4]);
}

// CHECK: 2 errors in 1 file
