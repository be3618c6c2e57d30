// A declaration with an unsupported attribute whose address is taken but
// which is never called: clang emits it (it is used) with no debug info and
// there is no call to show. The finding should still point into the source
// (the declaration, or the use), and the tool, which compiled this .cu with
// -g itself, should not tell the user to "compile with -g".
//
// XFAIL: *
// BUG: srcmap.c loc_of_function() finds neither a DISubprogram nor a
// located call, so the error has no line, and resolve_diag() adds the IR
// advice note:
//   nvvm-func-unsupported-attr-address-taken.cu: error: returns_twice function attribute is not supported. [nvvm-func-unsupported-attr]
//   nvvm-func-unsupported-attr-address-taken.cu: note: in function 'taken(int*)'; the IR has no debug location for it (compile with -g for file:line:col)
// REQUIRES: cuda
// RUN: not %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'

__device__ __attribute__((returns_twice)) int taken(int *state);
// CHECK: nvvm-func-unsupported-attr-address-taken.cu:{{[0-9]+}}:{{[0-9]+}}: error: returns_twice function attribute is not supported. [nvvm-func-unsupported-attr]
// CHECK-NOT: compile with -g

__device__ void *address() { return (void *)taken; }

// CHECK: 1 error in 1 file
