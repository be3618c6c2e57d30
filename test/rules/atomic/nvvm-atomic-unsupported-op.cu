// CUDA source and the atomicrmw operations NVIDIA's NVVM verifier refuses
// (catalog: atomic.rmw-type). clang has no builtin for usub_cond, usub_sat,
// fmaximum or fminimum, and its __atomic builtins take scalars only, so the
// one route from CUDA source is `fadd` on fp128: __atomic_fetch_add on a
// __float128. clang refuses __float128 variables and parameters on nvptx64
// ("'v' requires 128 bit size '__float128' type support, but target
// 'nvptx64-nvidia-cuda' does not support it"), but not a pointer to one
// with a cast constant, so this compiles to IR:
//   %2 = atomicrmw fadd ptr %0, fp128 %1 monotonic
// Nothing builds it (measured): nvcc 13 refuses the builtin on a
// non-integer ("first argument must be a pointer to integer or enum type",
// -arch=sm_75/90/100); clang's own backend fails ("unsupported cmpxchg" for
// sm_75, a crash in instruction selection for sm_90 and sm_100); NVVM 20
// (recipe R2 of docs/reference/toolchain.md on clang's IR) stops at the first fp128 value ("fp128 type is
// not supported"), which nvvm-type-unsupported-fp reports for each fp128
// instruction. Both rules are in the libnvvm profile only; the cuda profile
// (the default for .cu) is silent on the whole file.
// Negatives: the CUDA atomics nvcc compiles, and clang's float and wrapping
// builtins; NVVM 20 accepts their atomicrmw (fadd float/double, fsub, fmax,
// fmin, uinc_wrap, udec_wrap, nand, max: R2 on clang's IR, exit status 0).
// REQUIRES: cuda
// RUN: %nvvmcheck %s 2>&1 | FileCheck %s --check-prefix=CUDA --implicit-check-not='{{error|warning|note}}:'
// CUDA: no findings in 1 file
// RUN: not %nvvmcheck --arch=sm_100 --profile=libnvvm %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

__global__ void add_quad(__float128 *q)
{
// CHECK:      nvvm-atomic-unsupported-op.cu: error: fp128 type is not supported [nvvm-type-unsupported-fp]
// CHECK-NEXT: nvvm-atomic-unsupported-op.cu: note: in function 'add_quad(__float128*)'; the IR has no debug location for it
// CHECK-NEXT: nvvm-atomic-unsupported-op.cu: error: fp128 type is not supported [nvvm-type-unsupported-fp]
// CHECK-NEXT: nvvm-atomic-unsupported-op.cu: note: in function 'add_quad(__float128*)'; the IR has no debug location for it
    __atomic_fetch_add(q, (__float128)1, __ATOMIC_RELAXED);
// CHECK:      nvvm-atomic-unsupported-op.cu:[[@LINE-1]]:5: error: atomicrmw does not support operation: 'fadd'. [nvvm-atomic-unsupported-op]
// CHECK:      nvvm-atomic-unsupported-op.cu:[[@LINE-2]]:5: note: fadd is supported on half, bfloat, float, double, <2/4/8 x half>, <2/4/8 x bfloat> and <2/4 x float>, not on 'fp128'
// CHECK-COUNT-5: nvvm-atomic-unsupported-op.cu:[[@LINE-3]]:5: error: fp128 type is not supported [nvvm-type-unsupported-fp]
}

__global__ void cuda_atomics(float *f, double *d, unsigned *u, int *i)
{
    atomicAdd(f, 1.0f);
    atomicAdd(d, 1.0);
    atomicInc(u, 7u);
    atomicDec(u, 7u);
    atomicMax(i, 3);
}

__global__ void clang_builtins(float *f, double *d, unsigned *u, int *i)
{
    __atomic_fetch_sub(d, 1.0, __ATOMIC_RELAXED);
    __atomic_fetch_max(f, 2.0f, __ATOMIC_RELAXED);
    __atomic_fetch_min(d, 2.0, __ATOMIC_RELAXED);
    __atomic_fetch_uinc(u, 7u, __ATOMIC_RELAXED);
    __atomic_fetch_udec(u, 7u, __ATOMIC_RELAXED);
    __atomic_fetch_nand(i, 3, __ATOMIC_RELAXED);
}
// CHECK: 8 errors in 1 file
