// Attributes that no clang driver flag puts on device code for NVPTX (the
// driver reports the flag unused or drops it for the GPU), but that a
// frontend (cc1) option passed with -Xclang does: noredzone
// (-disable-red-zone), noimplicitfloat (-no-implicit-float), safestack,
// sanitize_address and sanitize_thread (-fsanitize=...; kernel-address gives
// sanitize_address too). Each definition gets one error, at its name.
// REQUIRES: cuda
// RUN: not %nvvmcheck %s -- -Xclang -disable-red-zone 2>&1 | FileCheck %s -DATTR=noredzone --implicit-check-not='{{warning|error}}:'
// RUN: not %nvvmcheck %s -- -Xclang -no-implicit-float 2>&1 | FileCheck %s -DATTR=noimplicitfloat --implicit-check-not='{{warning|error}}:'
// RUN: not %nvvmcheck %s -- -Xclang -fsanitize=safe-stack 2>&1 | FileCheck %s -DATTR=safestack --implicit-check-not='{{warning|error}}:'
// RUN: not %nvvmcheck %s -- -Xclang -fsanitize=address 2>&1 | FileCheck %s -DATTR=sanitize_address --implicit-check-not='{{warning|error}}:'
// RUN: not %nvvmcheck %s -- -Xclang -fsanitize=kernel-address 2>&1 | FileCheck %s -DATTR=sanitize_address --implicit-check-not='{{warning|error}}:'
// RUN: not %nvvmcheck %s -- -Xclang -fsanitize=thread 2>&1 | FileCheck %s -DATTR=sanitize_thread --implicit-check-not='{{warning|error}}:'

__device__ int work(int x) { return x * 2; }
// CHECK: nvvm-func-unsupported-attr-cc1.cu:[[@LINE-1]]:16: error: [[ATTR]] function attribute is not supported. [nvvm-func-unsupported-attr]

__global__ void kernel(int *p) { p[0] = work(p[1]); }
// CHECK: nvvm-func-unsupported-attr-cc1.cu:[[@LINE-1]]:17: error: [[ATTR]] function attribute is not supported. [nvvm-func-unsupported-attr]

// CHECK: 2 errors in 1 file
