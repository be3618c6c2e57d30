// Pattern 4 of docs/compat.md: nvcc defines __CUDACC_VER_MAJOR__/MINOR/
// BUILD (13, 0, 88 for this toolkit), clang none of them. Code gates whole
// architectures on them (CUTLASS enables its SM90 kernels with
// `#if (__CUDACC_VER_MAJOR__ > 12 || ...)`); under bare clang such a kernel
// is preprocessed away and the check passes on nothing. The checker defines
// them as nvcc would, so the gated kernel is compiled and its finding
// reported. Code that then takes nvcc's path uses nvcc's __nv_atomic_*
// builtins (CUTLASS's subbyte_reference.h: __nv_atomic_load_n(ptr,
// __NV_ATOMIC_RELAXED) for CUDA >= 12.8); the bundled header maps them to
// clang's atomic builtins, with nvcc's memory orders.
// CUDA 13's own headers and its CCCL read these macros only for NVRTC
// (__CUDACC_RTC__) or under __NVCC__, which stays undefined.
// REQUIRES: cuda
// RUN: not %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
// RUN: %compat_probe ir sm_90 %s | FileCheck %s --check-prefix=IR
// RUN: %compat_probe version %cuda_path | FileCheck %s --check-prefix=VERSION

// VERSION: major=13 minor=0 build={{[0-9]+}}

#include <cuda.h>

#if !defined(__CUDACC_VER_MAJOR__) || !defined(__CUDACC_VER_MINOR__) || !defined(__CUDACC_VER_BUILD__)
#error "nvcc's version macros are missing"
#endif
#if __CUDACC_VER_MAJOR__ * 1000 + __CUDACC_VER_MINOR__ * 10 != CUDA_VERSION
#error "__CUDACC_VER_MAJOR__/MINOR__ disagree with the toolkit's CUDA_VERSION"
#endif
#if defined(__clang__) && defined(__NVCC__)
#error "__NVCC__ must stay undefined under clang: CCCL would take nvcc-only paths"
#endif

struct Big { char bytes[40000]; };

#if (__CUDACC_VER_MAJOR__ > 12 || (__CUDACC_VER_MAJOR__ == 12 && __CUDACC_VER_MINOR__ >= 0))
#define SM90_KERNELS_SUPPORTED 1
#endif

#if defined(SM90_KERNELS_SUPPORTED) && defined(__CUDA_ARCH__) && __CUDA_ARCH__ == 900
__global__ void sm90_kernel(Big b, unsigned short *flags) {
#if (__CUDACC_VER_MAJOR__ > 12) || (__CUDACC_VER_MAJOR__ == 12 && __CUDACC_VER_MINOR__ >= 8)
  unsigned short seen = __nv_atomic_load_n(flags, __NV_ATOMIC_RELAXED);
#else
  unsigned short seen = *flags;
#endif
  unsigned prev = __nv_atomic_fetch_add((unsigned *)flags + 1, 1u, __NV_ATOMIC_ACQ_REL,
                                        __NV_THREAD_SCOPE_DEVICE);
  flags[4] = seen + b.bytes[0] + prev;
}
#endif
// CHECK: version-macros.cu:[[#@LINE-11]]:17: error: Formal parameter space overflowed (40008 bytes required, max 32764 bytes allowed) in function sm90_kernel(Big, unsigned short*) [nvvm-param-space-overflow]
// CHECK: version-macros.cu:[[#@LINE-12]]:33: note: parameter 'b' (struct Big) takes 40000 bytes at offset 0
// CHECK: version-macros.cu:[[#@LINE-13]]:52: note: parameter 'flags' (unsigned short *) takes 8 bytes at offset 40000
// CHECK: 1 error in 1 file
// IR: load atomic i16, ptr %{{[0-9]+}} monotonic, align 2
// IR: atomicrmw add ptr %{{[a-z.0-9]+}}, i32 %{{[0-9]+}} acq_rel
