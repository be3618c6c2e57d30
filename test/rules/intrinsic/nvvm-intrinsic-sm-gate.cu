// An intrinsic above the compile arch reaches the IR through an asm label
// (clang's builtin __nvvm_mapa would be refused: "needs target feature
// sm_90"). clang's backend then cannot select it for sm_80 (measured below),
// so the build breaks; for sm_90 clang and ptxas accept the same source and
// the rule is silent. (nvcc ignores asm labels on device functions; its
// own route to such code, the raw __nv_cluster_*_impl functions, fails in
// ptxas with "Feature 'barrier.cluster.arrive' requires .target sm_90 or
// higher", docs/reference/toolchain.md §3; clang does not declare those functions.)
// REQUIRES: cuda, ptxas
// RUN: not clang -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 --cuda-path=%cuda_path -Wno-unknown-cuda-version -S %s -o %t80.s 2>&1 | FileCheck %s --check-prefix=CLANG80
// CLANG80: Cannot select: intrinsic %llvm.nvvm.mapa
// RUN: clang -x cuda --cuda-device-only --cuda-gpu-arch=sm_90 --cuda-path=%cuda_path -Wno-unknown-cuda-version -S %s -o %t90.s
// RUN: %ptxas -arch=sm_90 %t90.s -o /dev/null
// RUN: not %nvvmcheck --arch=sm_80 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
// RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --check-prefix=SM90 --implicit-check-not='{{warning|error|note}}:'
// SM90: no findings in 1 file

extern "C" __device__ void *cluster_map(void *p, unsigned rank) asm("llvm.nvvm.mapa");

__global__ void k(int *p) {
    *(int *)cluster_map(p, 1) = 1;
// CHECK: nvvm-intrinsic-sm-gate.cu:[[@LINE-1]]:13: error: llvm.nvvm.mapa requires sm_90 or newer; the target is sm_80 [nvvm-intrinsic-sm-gate]
// CHECK-NEXT: {{^ *}}[[#@LINE-2]] |     *(int *)cluster_map(p, 1) = 1;
// CHECK-NEXT: {{^ *}}|             ^{{$}}
}
// CHECK: 1 error in 1 file
