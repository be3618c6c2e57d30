// Copying into memory declared in the constant address space (4) from device
// code. clang keeps the copy at -O0 and its PTX writes with st.const, which
// ptxas rejects (measured below on clang's own PTX); at -O2 clang drops the
// writes silently. NVVM rejects the IR ("memmove/memcpy cannot target
// constant address space", "memset cannot point to constant address
// space"). A copy *from* constant memory (the negative) is fine everywhere.
// REQUIRES: cuda, ptxas
// RUN: clang -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 --cuda-path=%cuda_path -Wno-unknown-cuda-version -O0 -S %s -o %t.s
// RUN: not %ptxas -arch=sm_80 %t.s -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS
// PTXAS: error   : State space incorrect for instruction 'st'
// RUN: not %nvvmcheck --arch=sm_80 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

typedef __attribute__((address_space(4))) char const_char;

__device__ void fill(const_char *table, const char *src, unsigned n) {
    __builtin_memcpy(table, src, 8);
// CHECK: nvvm-intrinsic-mem-constant-dst.cu:[[@LINE-1]]:22: error: memmove/memcpy cannot target constant address space [nvvm-intrinsic-mem-constant-dst]
// CHECK-NEXT: {{^ *}}[[#@LINE-2]] |     __builtin_memcpy(table, src, 8);
// CHECK-NEXT: {{^ *}}|                      ^{{$}}
    __builtin_memset(table + 8, 0, n);
// CHECK: nvvm-intrinsic-mem-constant-dst.cu:[[@LINE-1]]:22: error: memset cannot point to constant address space [nvvm-intrinsic-memset-constant]
// CHECK-NEXT: {{^ *}}[[#@LINE-2]] |     __builtin_memset(table + 8, 0, n);
// CHECK-NEXT: {{^ *}}|                      ^{{$}}
}

__device__ void read(char *dst, const const_char *table) {
    __builtin_memcpy(dst, (const char *)table, 8);  // generic source: fine
}

__global__ void k(char *src, unsigned n) {
    fill((const_char *)0, src, n);
    read(src, (const const_char *)0);
}
// CHECK: 2 errors in 1 file
