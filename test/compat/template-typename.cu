// Pattern 9 of docs/compat.md: a dependent type name without `typename` where
// the parser reads an expression (ThunderKittens: `alloc<G::a_tile, 2>(p)`,
// `sizeof(G::a_tile)`). nvcc takes the name as the type when the template is
// instantiated; clang 22 says "missing 'typename' prior to dependent type
// name" there. The checker inserts `typename ` where clang points (its own
// fix-it) and compiles again; the columns after an insertion are mapped back
// to the user's, in findings (the launches, two insertions before the second
// one), in notes ('x', from a debug record) and in clang's own diagnostics.
// In the first compile, the launch of k<GG> in m fails as well ("no matching
// function for call to 'k'": k<G> failed); that error goes with the others.
// REQUIRES: cuda
// RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
// RUN: %nvvmcheck --arch=sm_90 --clang-warnings %s 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %compat_probe ir sm_90 %s | FileCheck %s --check-prefix=IR

template <typename T, int N> __device__ T *alloc(void *p) { return (T *)p; }
struct G { using a_tile = double; };
__global__ void child(double *p) {}
template <typename GG> __global__ void k(void *p, int *out) {
  double *t = alloc<GG::a_tile, 2>(p); double x = t[0]; child<<<1, 1>>>(&x);
  out[0] = sizeof(GG::a_tile) + alignof(GG::a_tile); child<<<1, 1>>>(&x); out[1] == 2;
}
template __global__ void k<G>(void *, int *);
#define SZ(x) sizeof(x)   // a whole name passed to a macro is fixed where it is written
template <typename GG> __global__ void m(int *o) { int n = SZ(GG::a_tile); k<GG><<<1, 1>>>(o, &n); }
template __global__ void m<G>(int *);

// CHECK: template-typename.cu:20:57: warning: A pointer to local memory was passed as a launch argument. Dereferencing this within the launch is undefined. [nvvm-launch-local-pointer]
// CHECK-NEXT: {{^ *}}20 |   double *t = alloc<GG::a_tile, 2>(p); double x = t[0]; child<<<1, 1>>>(&x);
// CHECK-NEXT: {{^ *}}|                                                         ^{{$}}
// CHECK-NEXT: template-typename.cu:20:47: note: 'x' is the local variable the pointer refers to
// CHECK: template-typename.cu:21:54: warning: A pointer to local memory was passed as a launch argument. Dereferencing this within the launch is undefined. [nvvm-launch-local-pointer]
// CHECK: template-typename.cu:20:47: note: 'x' is the local variable the pointer refers to
// CHECK: template-typename.cu:25:76: warning: A pointer to local memory was passed as a launch argument.
// CHECK: template-typename.cu:25:56: note: 'n' is the local variable the pointer refers to
// CHECK: 3 warnings in 1 file

// clang's warning after two insertions keeps its column (82, not 100), and
// each fix is shown where clang's error was.
// WARN-DAG: template-typename.cu:21:82: warning: equality comparison result unused
// WARN-DAG: template-typename.cu:20:21: warning: missing 'typename' prior to dependent type name 'G::a_tile' (aka 'double'); nvcc accepts it: checked as if 'typename' were written
// WARN-DAG: template-typename.cu:21:19: warning: missing 'typename' prior to dependent type name 'G::a_tile'
// WARN-DAG: template-typename.cu:21:41: warning: missing 'typename' prior to dependent type name 'G::a_tile'
// WARN-DAG: template-typename.cu:25:63: warning: missing 'typename' prior to dependent type name 'G::a_tile'

// The meaning is nvcc's: alloc<double, 2>, and 8 + 8 stored.
// IR: call {{.*}} @_Z5allocIdLi2EEPT_Pv(
// IR: store i32 16, ptr
