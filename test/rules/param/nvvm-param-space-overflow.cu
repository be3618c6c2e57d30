// The pinned facts of issue #2, from CUDA source (nvcc 13 / ptxas measured,
// docs/reference/toolchain.md §3): 32764 bytes pass, 32765 fail, padding counts the way
// ptxas counts it, and each parameter gets a note at its own location.
// REQUIRES: cuda
// RUN: not %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'

struct Fits { char a[32764]; };
__global__ void fits(Fits f) {}

struct OneOver { char a[32765]; };
__global__ void one_over(OneOver o) {}
// CHECK: nvvm-param-space-overflow.cu:[[@LINE-1]]:17: error: Formal parameter space overflowed (32765 bytes required, max 32764 bytes allowed) in function one_over(OneOver) [nvvm-param-space-overflow]
// CHECK: nvvm-param-space-overflow.cu:[[@LINE-2]]:34: note: parameter 'o' (struct OneOver) takes 32765 bytes at offset 0

struct Almost { char a[32756]; };
__global__ void padded(Almost s, char *p) {}
// CHECK: nvvm-param-space-overflow.cu:[[@LINE-1]]:17: error: Formal parameter space overflowed (32768 bytes required, max 32764 bytes allowed) in function padded(Almost, char*) [nvvm-param-space-overflow]
// CHECK: :[[@LINE-2]]:31: note: parameter 's' (struct Almost) takes 32756 bytes at offset 0
// CHECK: :[[@LINE-3]]:40: note: parameter 'p' (char *) takes 8 bytes at offset 32760, after 4 bytes of padding
// CHECK: :[[@LINE-4]]:17: note: the sizes add up to 32764 bytes without padding, so nvcc's front end accepts the kernel, but ptxas aligns each parameter and rejects it

struct Heavy { double scale; char tag; int data[10000]; };
__global__ void big_kernel(struct Heavy h, float *out) {}
// CHECK: nvvm-param-space-overflow.cu:[[@LINE-1]]:17: error: Formal parameter space overflowed (40024 bytes required, max 32764 bytes allowed) in function big_kernel(Heavy, float*) [nvvm-param-space-overflow]
// CHECK: :[[@LINE-2]]:41: note: parameter 'h' (struct Heavy) takes 40016 bytes at offset 0
// CHECK: :[[@LINE-3]]:51: note: parameter 'out' (float *) takes 8 bytes at offset 40016

// Device functions have no parameter-space limit.
__device__ void helper(Heavy h) {}

// Negative: pass big data by pointer.
__global__ void by_pointer(const Heavy *h, float *out) {}

// Narrow scalars take their own size: short at 32760, bool at 32762, float
// aligned to 32764 -> 32768; nvcc's front end sums 32767 (both fail).
struct Base { char a[32760]; };
__global__ void narrow(Base b, short s, bool f, float x) {}
// CHECK: :[[@LINE-1]]:17: error: Formal parameter space overflowed (32768 bytes required, max 32764 bytes allowed) in function narrow(Base, short, bool, float) [nvvm-param-space-overflow]
// CHECK: :[[@LINE-2]]:29: note: parameter 'b' (struct Base) takes 32760 bytes at offset 0
// CHECK: :[[@LINE-3]]:38: note: parameter 's' (short) takes 2 bytes at offset 32760
// CHECK: :[[@LINE-4]]:46: note: parameter 'f' (bool) takes 1 byte at offset 32762
// CHECK: :[[@LINE-5]]:55: note: parameter 'x' (float) takes 4 bytes at offset 32764, after 1 byte of padding
// CHECK: :[[@LINE-6]]:17: note: nvcc's front end reports 32767 bytes: it adds up the sizes without padding, while ptxas aligns each parameter
