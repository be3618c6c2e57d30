// A declaration with an unsupported attribute whose address is taken but
// which is never called: clang emits it (it is used) with no debug info and
// there is no call to show. The finding should still point into the source
// (the declaration, or the use), and the tool, which compiled this .cu with
// -g itself, should not tell the user to "compile with -g".
//
// REQUIRES: cuda
// RUN: not %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'

__device__ __attribute__((returns_twice)) int taken(int *state);
// CHECK: nvvm-func-unsupported-attr-address-taken.cu:{{[0-9]+}}:{{[0-9]+}}: error: returns_twice function attribute is not supported. [nvvm-func-unsupported-attr]
// CHECK-NOT: compile with -g

__device__ void *address() { return (void *)taken; }

// CHECK: 1 error in 1 file
