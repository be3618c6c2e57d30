// Inline-asm inputs of a type NVVM rejects (`Invalid type in inline
// assembly, must be i1, i8, i16, i32, i64, float, or double`). nvcc does not
// compile them either (measured: _Float16 with "h" is an internal compiler
// error, "unsupported float variant!"; a vector with "l" is a front-end
// error), so both profiles. An __int128 "q" operand is valid for nvcc and
// stays silent in the cuda profile (nvvm-asm-operand-i128 is libnvvm-only).
// Negatives: __half passed as its 16-bit pattern (what cuda_fp16.hpp does),
// pointers, "n" immediates.
// REQUIRES: cuda
// RUN: not %nvvmcheck %s 2>&1 | FileCheck %s --check-prefixes=CHECK,CUDA --implicit-check-not='{{warning|error|note}}:'
// RUN: not %nvvmcheck --profile=libnvvm %s 2>&1 | FileCheck %s --check-prefixes=CHECK,LIBNVVM --implicit-check-not='{{warning|error|note}}:'
#include <cuda_fp16.h>

typedef float v2f __attribute__((ext_vector_type(2)));

__global__ void k(_Float16 *h, v2f *v, __int128 *q, __half *hh, int *p)
{
    _Float16 x = h[0];
    asm volatile("mov.b16 %0, %0;" : "+h"(x));
// CHECK: nvvm-asm-operand-type.cu:[[@LINE-1]]:5: error: Invalid type in inline assembly, must be i1, i8, i16, i32, i64, float, or double [nvvm-asm-operand-type]
// CHECK: nvvm-asm-operand-type.cu:[[@LINE-2]]:5: note: input operand 1 is 'half'
    v2f y = v[0];
    asm volatile("mov.b64 %0, %0;" : "+l"(y));
// CHECK: nvvm-asm-operand-type.cu:[[@LINE-1]]:5: error: Invalid type in inline assembly, must be i1, i8, i16, i32, i64, float, or double [nvvm-asm-operand-type]
// CHECK: nvvm-asm-operand-type.cu:[[@LINE-2]]:5: note: input operand 1 is '<2 x float>'
    __int128 z = q[0];
    asm volatile("mov.b128 %0, %1;" : "=q"(z) : "q"(z));
// LIBNVVM: nvvm-asm-operand-type.cu:[[@LINE-1]]:5: error: Invalid type in inline assembly, must be i1, i8, i16, i32, i64, float, or double [nvvm-asm-operand-i128]
// LIBNVVM: nvvm-asm-operand-type.cu:[[@LINE-2]]:5: note: input operand 1 is 'i128'; nvcc accepts it with the "q" constraint, libNVVM does not
    unsigned short bits = __half_as_ushort(hh[0]);
    asm volatile("mov.b16 %0, %0;" : "+h"(bits));
    int r;
    asm volatile("ld.global.u32 %0, [%1];" : "=r"(r) : "l"(p));
    asm volatile("add.u32 %0, %0, %1;" : "+r"(r) : "n"(4));
    h[1] = x; v[1] = y; q[1] = z; hh[1] = __ushort_as_half(bits); p[1] = r;
}
// CUDA: 2 errors in 1 file
// LIBNVVM: 3 errors in 1 file
