// Pattern 9 of docs/compat.md: the `template` keyword with no argument list
// after the name (ThunderKittens' tests: `test::template host_func(i, o)`).
// nvcc accepts it silently and deduces the arguments; clang 22 rejects it
// with a warning that is an error by default
// (-Wmissing-template-arg-list-after-template-kw). The checker passes
// -Wno-error= for it: clang recovers the way nvcc reads it, nothing is
// rewritten, and the warning shows with --clang-warnings. In host code too:
// clang parses the host functions of a TU when it compiles the device side.
// REQUIRES: cuda
// RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
// RUN: %nvvmcheck --arch=sm_90 --clang-warnings %s 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %compat_probe ir sm_90 %s | FileCheck %s --check-prefix=IR

struct test {
  template <typename T> __host__ __device__ static void host_func(T *i, T *o) { o[0] = i[0]; }
};
__global__ void child(float *p) {}
template <typename U> void check(float *i, float *o) { U::template host_func(i, o); }
template <typename U> __global__ void k(float *in) {
  float o; U::template host_func(in, &o); child<<<1, 1>>>(&o);
}
template void check<test>(float *, float *);
template __global__ void k<test>(float *);

// CHECK: template-kw-no-args.cu:20:43: warning: A pointer to local memory was passed as a launch argument. Dereferencing this within the launch is undefined. [nvvm-launch-local-pointer]
// CHECK: template-kw-no-args.cu:20:9: note: 'o' is the local variable the pointer refers to
// CHECK: 1 warning in 1 file

// WARN-DAG: template-kw-no-args.cu:18:68: warning: a template argument list is expected after a name prefixed by the template keyword
// WARN-DAG: template-kw-no-args.cu:20:24: warning: a template argument list is expected after a name prefixed by the template keyword

// The meaning is nvcc's: host_func<float>, deduced from the arguments.
// IR: call void @_ZN4test9host_funcIfEEvPT_S2_(
