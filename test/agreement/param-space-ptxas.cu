// Our "bytes required" equals ptxas' count on the PTX clang emits for the same
// source, and we flag exactly what ptxas rejects (recipe R3 of docs/reference/toolchain.md).
// REQUIRES: cuda, ptxas
//
// RUN: clang -x cuda --cuda-device-only --cuda-gpu-arch=sm_75 --cuda-path=%cuda_path -Wno-unknown-cuda-version -S -DCASE=1 %s -o %t1.s
// RUN: not %ptxas -arch=sm_75 %t1.s -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS1
// RUN: not %nvvmcheck %s -- -DCASE=1 | FileCheck %s --check-prefix=OURS1
// PTXAS1: uses too much parameter space (0x8000 bytes, 0x7ffc max)
// OURS1: error: Formal parameter space overflowed (32768 bytes required, max 32764 bytes allowed)
//
// RUN: clang -x cuda --cuda-device-only --cuda-gpu-arch=sm_90 --cuda-path=%cuda_path -Wno-unknown-cuda-version -S -DCASE=2 %s -o %t2.s
// RUN: not %ptxas -arch=sm_90 %t2.s -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS2
// RUN: not %nvvmcheck --arch=sm_90 %s -- -DCASE=2 | FileCheck %s --check-prefix=OURS2
// PTXAS2: uses too much parameter space (0x9c58 bytes, 0x7ffc max)
// OURS2: error: Formal parameter space overflowed (40024 bytes required, max 32764 bytes allowed)
//
// RUN: clang -x cuda --cuda-device-only --cuda-gpu-arch=sm_120 --cuda-path=%cuda_path -Wno-unknown-cuda-version -S -DCASE=3 %s -o %t3.s
// RUN: %ptxas -arch=sm_120 %t3.s -o /dev/null
// RUN: %nvvmcheck --arch=sm_120 %s -- -DCASE=3 | FileCheck %s --check-prefix=OURS3 --implicit-check-not='{{warning|error}}:'
// OURS3: no findings in 1 file

#if CASE == 1
struct Almost { char a[32756]; };
__global__ void k(Almost s, char *p) {}
#elif CASE == 2
struct Heavy { double scale; char tag; int data[10000]; };
__global__ void k(Heavy h, int *out) {}
#else
struct Fits { char a[32764]; };
__global__ void k(Fits f) {}
#endif
