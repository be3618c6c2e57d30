// Pattern 9 of docs/compat.md: a dependent template name without `template`
// (ThunderKittens: `base::st_st<-1>(...)` with `using base = ...<T_D, ...>`).
// clang parses the `<` as less-than in the definition; at instantiation it
// says "missing 'template' keyword prior to dependent template name" at the
// start of the expression (at the member's name for `b.mem<2>`), or, when the
// name is the operand of a tighter operator (`x + base::st_st<3>(e)`),
// "reference to overloaded function could not be resolved". nvcc calls the
// template in every case. The checker inserts `template ` before the name and
// compiles again, as often as new errors come to light (the `+` operand only
// shows once the left one is fixed); findings after an insertion, on its
// line or on the name's own line, keep the user's columns.
// REQUIRES: cuda
// RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
// RUN: %nvvmcheck --arch=sm_90 --clang-warnings %s 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %compat_probe ir sm_90 %s | FileCheck %s --check-prefix=IR

struct wgmma {
  template <int N> __device__ static int st_st(int x) { return x + N; }
  template <int N> __device__ int mem(int x) { return x * N; }
};
template <typename T> struct traits { using base = wgmma; };
__global__ void child(int *p) {}
template <typename T> __global__ void mma(int *out) {
  using base = typename traits<T>::base;
  int d = base::st_st<-1>(5); child<<<1, 1>>>(&d);
  int e = base::
      st_st<2>(d) + base::st_st<3>(d); child<<<1, 1>>>(&e);
  base b; int f = 1 + b.mem<2>(e) + b.mem<3>(d); child<<<1, 1>>>(&f);
  out[0] = f;
}
template __global__ void mma<float>(int *);

// CHECK: template-keyword.cu:25:31: warning: A pointer to local memory was passed as a launch argument. Dereferencing this within the launch is undefined. [nvvm-launch-local-pointer]
// CHECK-NEXT: {{^ *}}25 |   int d = base::st_st<-1>(5); child<<<1, 1>>>(&d);
// CHECK-NEXT: {{^ *}}|                               ^{{$}}
// CHECK-NEXT: template-keyword.cu:25:7: note: 'd' is the local variable the pointer refers to
// CHECK: template-keyword.cu:27:40: warning: A pointer to local memory was passed as a launch argument.
// CHECK-NEXT: {{^ *}}27 |       st_st<2>(d) + base::st_st<3>(d); child<<<1, 1>>>(&e);
// CHECK-NEXT: {{^ *}}|                                        ^{{$}}
// CHECK-NEXT: template-keyword.cu:26:7: note: 'e' is the local variable the pointer refers to
// CHECK: template-keyword.cu:28:50: warning: A pointer to local memory was passed as a launch argument.
// CHECK: template-keyword.cu:28:15: note: 'f' is the local variable the pointer refers to
// CHECK: 3 warnings in 1 file

// WARN-DAG: template-keyword.cu:25:11: warning: missing 'template' keyword prior to dependent template name 'st_st'; nvcc accepts it: checked as if 'template' were written
// WARN-DAG: template-keyword.cu:26:11: warning: missing 'template' keyword prior to dependent template name 'st_st'
// WARN-DAG: template-keyword.cu:27:21: warning: reference to overloaded function could not be resolved; did you mean to call it?; nvcc accepts it: checked as if 'template' were written
// WARN-DAG: template-keyword.cu:28:25: warning: reference to non-static member function must be called; nvcc accepts it
// WARN-DAG: template-keyword.cu:28:39: warning: reference to non-static member function must be called; nvcc accepts it

// The meaning is nvcc's: the templates are called with the arguments written.
// IR-DAG: call {{.*}} @_ZN5wgmma5st_stILin1EEEii(i32 noundef 5)
// IR-DAG: call {{.*}} @_ZN5wgmma5st_stILi2EEEii(
// IR-DAG: call {{.*}} @_ZN5wgmma5st_stILi3EEEii(
// IR-DAG: call {{.*}} @_ZN5wgmma3memILi2EEEii(
// IR-DAG: call {{.*}} @_ZN5wgmma3memILi3EEEii(
