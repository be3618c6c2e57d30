// An asm label makes clang call a function named llvm.nvvm.bogus, which no
// intrinsic of LLVM 22 has: clang compiles it, and ptxas rejects the PTX
// (measured below on clang's own output). nvcc does not honour asm labels on
// device functions (ptxas: "Unresolved extern function 'bogus'"), so the same
// source breaks both toolchains.
// REQUIRES: cuda, ptxas
// RUN: clang -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 --cuda-path=%cuda_path -Wno-unknown-cuda-version -S %s -o %t.s
// RUN: not %ptxas -arch=sm_80 %t.s -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS
// PTXAS: Parsing error near '.nvvm': syntax error
// RUN: not %nvvmcheck --arch=sm_80 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

extern "C" __device__ int bogus(int) asm("llvm.nvvm.bogus");

__global__ void k(int *p) {
    *p = bogus(*p);
// CHECK: nvvm-intrinsic-unknown.cu:[[@LINE-1]]:10: error: call of unknown intrinsic llvm.nvvm.bogus: LLVM 22 has no intrinsic of this name, so the call is emitted as an external function whose name ptxas cannot parse [nvvm-intrinsic-unknown]
// CHECK-NEXT: {{^ *}}[[#@LINE-2]] |     *p = bogus(*p);
// CHECK-NEXT: {{^ *}}|          ^{{$}}
}
// CHECK: 1 error in 1 file
