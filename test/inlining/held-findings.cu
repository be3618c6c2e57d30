// A module-level check's finding in a __forceinline__ body (here
// nvvm-texsurf-var-use, which starts from the variable's uses) is reported
// once per call chain that inlines the body, with that chain's notes, in
// the kernels' order (verifier/inlining.c: held, then copied as the walk
// inlines the body). A body nothing calls is not reported: inlining erases
// it. The texture declaration is nvvm-texsurf-var-use.cu's.
// REQUIRES: cuda
// RUN: not %nvvmcheck --arch=sm_100 --profile=libnvvm %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:' --implicit-check-not='inlined into'

template <class T, int dim = 1, int mode = 0>
struct __device_builtin_texture_type__ texture { int normalized; };
texture<float> tex;

__forceinline__ __device__ long long peek() { return *(long long *)&tex; }
__forceinline__ __device__ long long unused_peek() { return *(long long *)&tex + 1; }

__global__ void one(long long *out) { out[0] = peek(); }
__global__ void two(long long *out) { out[1] = peek(); }
// CHECK: held-findings.cu:14:54: error: texture/surface variable 'tex' is accessed as memory; it is a handle (ptxas: Illegal operand type to instruction 'ld') [nvvm-texsurf-var-use]
// CHECK: held-findings.cu:17:48: note: inlined into 'one(long long*)' here
// CHECK: held-findings.cu:14:54: error: texture/surface variable 'tex' is accessed as memory; it is a handle (ptxas: Illegal operand type to instruction 'ld') [nvvm-texsurf-var-use]
// CHECK: held-findings.cu:18:48: note: inlined into 'two(long long*)' here
// CHECK: 2 errors in 1 file
