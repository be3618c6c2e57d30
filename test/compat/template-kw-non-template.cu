// Pattern 9 of docs/compat.md: `U::template f(x)` where U's f is not a
// template (ThunderKittens' tests/thread/memory/*/tma_pgl.cu:
// `test::template host_func(i_ref, o_ref)` with a plain static host_func).
// nvcc ignores the keyword and calls the function (nvcc-accepts.test pins
// its PTX); clang 22 says "'f' following the 'template' keyword does not
// refer to a template" at instantiation. The checker blanks the keyword out
// (same length: every column stays the user's) and says so with
// --clang-warnings. With an argument list (`U::template f<int>(x)`) the
// keyword is not blanked: the TU fails with clang's error (WITH-ARGS).
// REQUIRES: cuda
// RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
// RUN: %nvvmcheck --arch=sm_90 --clang-warnings %s 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %compat_probe ir sm_90 %s | FileCheck %s --check-prefix=IR
// RUN: %nvvmcheck --arch=sm_90 %s -- -DWITH_ARGS > %t.args 2>&1; test $? -eq 2
// RUN: FileCheck %s --check-prefix=WITH-ARGS < %t.args

struct plain {
  __host__ __device__ static void host_func(float *i, float *o) { o[0] = i[0] + 1; }
};
__global__ void child(float *p) {}
template <typename U> void check(float *i, float *o) { U::template host_func(i, o); }
template <typename U> __global__ void k(float *in) {
  float o; U::template host_func(in, &o); child<<<1, 1>>>(&o);
}
template void check<plain>(float *, float *);
template __global__ void k<plain>(float *);
#ifdef WITH_ARGS
template <typename U> __device__ void g(float *i) { U::template host_func<float>(i, i); }
template __device__ void g<plain>(float *);
#endif

// CHECK: template-kw-non-template.cu:23:43: warning: A pointer to local memory was passed as a launch argument. Dereferencing this within the launch is undefined. [nvvm-launch-local-pointer]
// CHECK: template-kw-non-template.cu:23:9: note: 'o' is the local variable the pointer refers to
// CHECK: 1 warning in 1 file

// WARN-DAG: template-kw-non-template.cu:21:68: warning: 'host_func' following the 'template' keyword does not refer to a template; nvcc accepts it: checked as if 'template' were not written
// WARN-DAG: template-kw-non-template.cu:23:24: warning: 'host_func' following the 'template' keyword does not refer to a template; nvcc accepts it: checked as if 'template' were not written

// The meaning is nvcc's: the plain function is called.
// IR: call void @_ZN5plain9host_funcEPfS0_(

// WITH-ARGS: template-kw-non-template.cu:28:{{[0-9]+}}: error: 'host_func' following the 'template' keyword does not refer to a template
