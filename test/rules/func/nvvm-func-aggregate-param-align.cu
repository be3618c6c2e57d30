// A struct aligned to 256 bytes passed by value. To a kernel it is fine; to a
// device function that stays a function, ptxas rejects it, with nvcc too
// (measured, nvcc -arch=sm_80 -c: "Parameter '_Z3get3Big_param_0' has
// illegal alignment (must be aligned to 1, 2, 4, 8, 16, 32, 64, or 128
// bytes)", exit status 255). Inlined into the kernel, it passes.
// REQUIRES: cuda
// RUN: not %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

struct __attribute__((aligned(256))) Big { int a; };

__device__ __noinline__ int get(Big b) { return b.a; }
// CHECK: nvvm-func-aggregate-param-align.cu:[[@LINE-1]]:29: error: by-value parameter aligned to 256 bytes: ptxas allows device function parameters to be aligned to 1, 2, 4, 8, 16, 32, 64 or 128 bytes only [nvvm-func-aggregate-param-align]
// CHECK-NEXT: {{^ *}}[[#@LINE-2]] | __device__ __noinline__ int get(Big b) { return b.a; }
// CHECK-NEXT: {{^ *}}|{{ *}}^{{$}}
// CHECK-NEXT: nvvm-func-aggregate-param-align.cu:[[@LINE-4]]:37: note: parameter 'b' (struct Big) is passed 'byval' with 'align 256'
// CHECK-NEXT: {{^ *}}[[#@LINE-5]] | __device__ __noinline__ int get(Big b) { return b.a; }
// CHECK-NEXT: {{^ *}}|{{ *}}^{{$}}

__device__ __forceinline__ int get_inline(Big b) { return b.a; }

__global__ void kernel(Big b, int *out) { out[0] = get(b) + get_inline(b); }

// CHECK: 1 error in 1 file
