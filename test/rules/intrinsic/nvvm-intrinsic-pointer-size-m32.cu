// The cluster-address builtins in a 32-bit device compile (catalog:
// intrinsic.tma-pointer-size, reachable from .cu with a flag). clang's
// -m32 gives the module `nvptx-nvidia-cuda` and `e-p:32:32`; the CUDA
// headers need a 32-bit host C++ library, which this machine does not have
// ("'climits' file not found"), so the file uses -nocudainc and spells
// __global__ as an attribute. Measured on clang 22's IR for sm_100 with
// -m32 (recipe R2 of docs/reference/toolchain.md): NVVM 20 refuses mapa, then (mapa removed) getctarank
// with "this intrinsic is only supported when pointer size is >= 64 bits";
// with both removed it accepts the cluster barrier and special register.
// nvcc 13 has no -m32 ("nvcc fatal : Unknown option '-m32'"), and ptxas
// refuses 32-bit PTX for sm_90 and later ("32-Bit ABI ... is not supported
// on sm_90 or higher architectures"), so nothing builds this; the rule is
// in the libnvvm profile only, and the cuda profile (the default for .cu)
// is silent. Without -m32 the same source passes (64-bit pointers).
// REQUIRES: cuda
// RUN: %nvvmcheck --arch=sm_90 %s -- -m32 -nocudainc 2>&1 | FileCheck %s --check-prefix=CUDA --implicit-check-not='{{error|warning|note}}:'
// RUN: %nvvmcheck --arch=sm_90 --profile=libnvvm %s -- -nocudainc 2>&1 | FileCheck %s --check-prefix=CUDA --implicit-check-not='{{error|warning|note}}:'
// CUDA: no findings in 1 file
// RUN: not %nvvmcheck --arch=sm_90 --profile=libnvvm %s -- -m32 -nocudainc 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

__attribute__((global)) void k(int *p, unsigned *o)
{
    *(int *)__nvvm_mapa(p, 1) = 1;
// CHECK: nvvm-intrinsic-pointer-size-m32.cu:[[@LINE-1]]:13: error: this intrinsic is only supported when pointer size is >= 64 bits [nvvm-intrinsic-pointer-size]
    o[0] = __nvvm_getctarank(p);
// CHECK: nvvm-intrinsic-pointer-size-m32.cu:[[@LINE-1]]:12: error: this intrinsic is only supported when pointer size is >= 64 bits [nvvm-intrinsic-pointer-size]
    __nvvm_barrier_cluster_arrive();
    __nvvm_barrier_cluster_wait();
    o[1] = __nvvm_read_ptx_sreg_cluster_ctarank();
}
// CHECK: 2 errors in 1 file
