// A local variable aligned to 2^24 bytes. nvcc compiles it (`.local .align
// 16777216`, and ptxas accepts it; measured), NVVM's verifier rejects the
// alloca (`alloca align must be <= 2^23`), so the rule is in the libnvvm
// profile: silent by default, an error at the declaration with
// --profile=libnvvm. 2^23 passes.
// REQUIRES: cuda
// RUN: %nvvmcheck %s 2>&1 | FileCheck %s --check-prefix=CUDA --implicit-check-not='{{warning|error|note}}:'
// CUDA: no findings in 1 file
// RUN: not %nvvmcheck --profile=libnvvm %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__device__ int big_local(int i)
{
    __attribute__((aligned(1 << 24))) int big[4] = {1, 2, 3, 4};
// CHECK: nvvm-inst-alloca-align.cu:[[@LINE-1]]:43: error: alloca align must be <= 2^23 [nvvm-inst-alloca-align]
// CHECK: nvvm-inst-alloca-align.cu:[[@LINE-2]]:43: note: 'big' is aligned to 16777216 bytes; the limit is 8388608 (2^23)
    __attribute__((aligned(1 << 23))) int fits[4] = {5, 6, 7, 8};
    volatile int *p = big;
    volatile int *q = fits;
    return p[i] + q[i];
}

__global__ void use(int *p) { p[0] = big_local(p[1]); }
// CHECK: 1 error in 1 file
