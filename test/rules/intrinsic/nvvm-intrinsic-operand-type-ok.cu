// nvvm-intrinsic-operand-type is a libNVVM rule: clang lowers these
// operations to llvm.ctpop.i128 and llvm.sadd.with.overflow.i8, which NVVM
// rejects, but clang's own backend compiles them and ptxas accepts the PTX,
// so for CUDA source (the cuda profile) nothing is reported. With
// --profile=libnvvm the same module gets the two findings.
// REQUIRES: cuda, ptxas
// RUN: %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
// CHECK: no findings in 1 file
// RUN: clang -x cuda --cuda-device-only --cuda-gpu-arch=sm_75 --cuda-path=%cuda_path -Wno-unknown-cuda-version -S %s -o %t.s
// RUN: %ptxas -arch=sm_75 %t.s -o /dev/null
// RUN: not %nvvmcheck --profile=libnvvm %s 2>&1 | FileCheck %s --check-prefix=LIBNVVM --implicit-check-not='{{warning|error}}:'
// LIBNVVM: nvvm-intrinsic-operand-type-ok.cu:[[#@LINE+4]]:{{[0-9]+}}: error: Invalid type for ctpop/ctlz/cttz, need i8, i16, i32, i64, or vector of these [nvvm-intrinsic-operand-type]
// LIBNVVM: nvvm-intrinsic-operand-type-ok.cu:[[#@LINE+5]]:{{[0-9]+}}: error: Invalid type for arithmetic overflow intrinsic, need i16, i32, or i64 [nvvm-intrinsic-operand-type]

__global__ void k(unsigned __int128 *wide, signed char *c, int *out) {
    out[0] = __builtin_popcountg(*wide);
    signed char r;
    out[1] = __builtin_add_overflow(c[0], c[1], &r);
    c[2] = r;
}
