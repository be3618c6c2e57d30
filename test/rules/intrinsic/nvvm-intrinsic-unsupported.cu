// CUDA source that reaches the LLVM intrinsics NVIDIA's NVVM verifier
// refuses (catalog: intrinsic.libm-unsupported, intrinsic.codegen,
// intrinsic.objectsize, and the "LLVM intrinsic NVVM's table lacks" half of
// intrinsic.unknown): clang's generic builtins, and an asm label naming an
// intrinsic. Measured on clang 22's IR for this source (recipe R2 of docs/reference/toolchain.md,
// compute_100, one construct per module): every positive below is refused
// with "Unsupported intrinsic: <name>"; the negatives pass.
// nvcc 13 (-arch=sm_80 and sm_100 -c, each construct in a device function
// called from a kernel): compiles __builtin_fabsf/fabs/sinf/truncf; refuses
// __builtin_return_address, __builtin_frame_address, __builtin_prefetch,
// __builtin_dynamic_object_size and __builtin_object_size ("calling a
// __host__ function("__builtin_prefetch") from a __device__ function("f") is
// not allowed") and __builtin_readcyclecounter ("identifier ... is
// undefined"); the asm label fails in ptxas ("Unresolved extern function":
// nvcc ignores asm labels on device functions); the negatives compile.
// The rule is in the libnvvm profile only: the cuda profile (the default for
// .cu) is silent on the whole file.
// REQUIRES: cuda
// RUN: %nvvmcheck %s 2>&1 | FileCheck %s --check-prefix=CUDA --implicit-check-not='{{error|warning|note}}:'
// CUDA: no findings in 1 file
// RUN: not %nvvmcheck --arch=sm_100 --profile=libnvvm %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
#include <cstddef>

// intrinsic.libm-unsupported: clang's math builtins become llvm.fabs,
// llvm.sin, llvm.trunc ...
__device__ float generic_math(float x, double y)
{
    float a = __builtin_fabsf(x);
// CHECK: nvvm-intrinsic-unsupported.cu:[[@LINE-1]]:15: error: Unsupported intrinsic: llvm.fabs.f32 [nvvm-intrinsic-unsupported]
    double b = __builtin_fabs(y);
// CHECK: nvvm-intrinsic-unsupported.cu:[[@LINE-1]]:16: error: Unsupported intrinsic: llvm.fabs.f64 [nvvm-intrinsic-unsupported]
    float c = __builtin_sinf(x);
// CHECK: nvvm-intrinsic-unsupported.cu:[[@LINE-1]]:15: error: Unsupported intrinsic: llvm.sin.f32 [nvvm-intrinsic-unsupported]
    float d = __builtin_truncf(x);
// CHECK: nvvm-intrinsic-unsupported.cu:[[@LINE-1]]:15: error: Unsupported intrinsic: llvm.trunc.f32 [nvvm-intrinsic-unsupported]
    return a + (float)b + c + d;
}

// intrinsic.codegen.
__device__ unsigned long long codegen(int *p)
{
    void *ra = __builtin_return_address(0);
// CHECK: nvvm-intrinsic-unsupported.cu:[[@LINE-1]]:16: error: Unsupported intrinsic: llvm.returnaddress [nvvm-intrinsic-unsupported]
    void *fa = __builtin_frame_address(0);
// CHECK: nvvm-intrinsic-unsupported.cu:[[@LINE-1]]:16: error: Unsupported intrinsic: llvm.frameaddress.p0 [nvvm-intrinsic-unsupported]
    unsigned long long t = __builtin_readcyclecounter();
// CHECK: nvvm-intrinsic-unsupported.cu:[[@LINE-1]]:28: error: Unsupported intrinsic: llvm.readcyclecounter [nvvm-intrinsic-unsupported]
    __builtin_prefetch(p);
// CHECK: nvvm-intrinsic-unsupported.cu:[[@LINE-1]]:5: error: Unsupported intrinsic: llvm.prefetch.p0 [nvvm-intrinsic-unsupported]
    return (unsigned long long)ra + (unsigned long long)fa + t;
}

// intrinsic.objectsize: the tool compiles at -O0, where clang keeps the call
// (at -O2 it is folded away).
__device__ size_t object_size(int *p)
{
    return __builtin_dynamic_object_size(p, 0) + __builtin_object_size(p, 0);
// CHECK: nvvm-intrinsic-unsupported.cu:[[@LINE-1]]:12: error: Unsupported intrinsic: llvm.objectsize.i64.p0 [nvvm-intrinsic-unsupported]
// CHECK: nvvm-intrinsic-unsupported.cu:[[@LINE-2]]:50: error: Unsupported intrinsic: llvm.objectsize.i64.p0 [nvvm-intrinsic-unsupported]
}

// intrinsic.unknown: an asm label makes clang call the intrinsic by name.
extern "C" __device__ float round_half_away(float) asm("llvm.round.f32");
__device__ float labelled(float x) { return round_half_away(x); }
// CHECK: nvvm-intrinsic-unsupported.cu:[[@LINE-1]]:45: error: Unsupported intrinsic: llvm.round.f32 [nvvm-intrinsic-unsupported]

// Negatives: the CUDA math library (libdevice, whose functions use
// llvm.nvvm.* intrinsics), the generic intrinsics NVVM 20 accepts
// (llvm.floor, llvm.copysign) and clock64() (an llvm.nvvm.* register read).
__device__ float accepted(float x)
{
    return truncf(x) + floorf(x) + roundf(x) + fminf(x, 1.0f) + __builtin_floorf(x) +
           __builtin_copysignf(x, -1.0f) + (float)clock64();
}
// CHECK: 11 errors in 1 file
