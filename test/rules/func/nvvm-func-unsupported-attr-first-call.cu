// A declaration with an unsupported attribute has no debug info, so its
// finding is shown at its first call, and the note says so. With several
// calls, "first" must be the first in the source (line of k1), not the last.
//
// REQUIRES: cuda
// RUN: not %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'

__device__ __attribute__((returns_twice)) int checkpoint(int *state);

__global__ void k1(int *s)
{
    s[0] = checkpoint(s);
// CHECK: nvvm-func-unsupported-attr-first-call.cu:[[@LINE-1]]:12: error: returns_twice function attribute is not supported. [nvvm-func-unsupported-attr]
// CHECK: nvvm-func-unsupported-attr-first-call.cu:[[@LINE-2]]:12: note: 'checkpoint(int*)' is only declared in this translation unit; shown at its first call
}

__global__ void k2(int *s)
{
    s[1] = checkpoint(s + 1);
    s[2] = checkpoint(s + 2);
}

// CHECK: 1 error in 1 file
