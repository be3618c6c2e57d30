// A struct whose only member is a zero-length array (GNU extension) passed
// by value has no bytes. nvcc 13.0 rejects it, at the function:
//   error: zero-sized parameter type "Z" is not allowed in device code
// (pinned with nvcc and ptxas in test/agreement/func-param-zero-size-nvcc.test). clang
// accepts the source and passes it as `ptr byval(%struct.Z)`; ptxas then
// rejects clang's PTX. An empty struct is 1 byte and passes.
// REQUIRES: cuda
// RUN: not %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
// NVVM 20 accepts the IR (measured, recipe R2 of docs/reference/toolchain.md and nvvmCompileProgram): the
// rule is in the cuda profile only.
// RUN: %nvvmcheck --profile=libnvvm %s 2>&1 | FileCheck %s --check-prefix=LIBNVVM --implicit-check-not='{{error|warning|note}}:'

struct Z { int a[0]; };
struct E {};

__device__ __noinline__ int use(Z z, E e, int n) { return n; }
// CHECK: nvvm-func-param-zero-size.cu:[[@LINE-1]]:29: error: zero-sized parameter type "Z" is not allowed in device code [nvvm-func-param-zero-size]
// CHECK: nvvm-func-param-zero-size.cu:[[@LINE-2]]:35: note: parameter 'z' (struct Z) is passed by value and has no bytes

__global__ void kernel(int *out, Z z) { out[0] = use(z, E{}, 1); }
// CHECK: nvvm-func-param-zero-size.cu:[[@LINE-1]]:17: error: zero-sized parameter type "Z" is not allowed in device code [nvvm-func-param-zero-size]
// CHECK: nvvm-func-param-zero-size.cu:[[@LINE-2]]:36: note: parameter 'z' (struct Z) is passed by value and has no bytes

// CHECK: 2 errors in 1 file
// LIBNVVM: no findings in 1 file
