// A computed goto (GNU labels as values) in device code. clang accepts it;
// nvcc rejects it at its front end ("address of label extension is not
// supported in __device__/__global__ functions", measured), NVVM 20 says
// `Illegal instruction: indirectbr` and LLVM 22's NVPTX backend cannot
// select it. Pins: the error stands at the `goto *` (clang gives the
// indirectbr itself no location); one error per function, however many
// computed gotos it has. The RUN line selects the instruction rules: the
// `blockaddress` constants of the label table are another family's subject.
// REQUIRES: cuda
// RUN: not %nvvmcheck --checks='-*,nvvm-inst-*' %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__device__ int dispatch(int n)
{
    static void *targets[] = {&&even, &&odd};
    goto *targets[n & 1];
// CHECK: nvvm-inst-indirectbr.cu:[[@LINE-1]]:5: error: Illegal instruction: indirectbr [nvvm-inst-indirectbr]
// CHECK-NEXT: {{^ *}}[[#@LINE-2]] |     goto *targets[n & 1];
// CHECK-NEXT: {{^ *}}|     ^{{$}}
even:
    return 0;
odd:
    if (n > 8)
        goto *targets[0];
    return 1;
}

__global__ void kernel(int *p) { p[0] = dispatch(p[1]); }
// CHECK: 1 error in 1 file
