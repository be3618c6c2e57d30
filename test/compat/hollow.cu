// A hollow result is said: the kernels here are gated on __NVCC__, which
// only nvcc defines (clang must not: CCCL would take nvcc-only paths), so
// under clang the TU compiles to a module without them. The check still
// runs on what is left, and a note says that nothing was generated.
// REQUIRES: cuda
// RUN: %nvvmcheck --arch=sm_80 --arch=sm_90 %s > %t.out 2> %t.err
// RUN: FileCheck %s --implicit-check-not='{{warning|error|note}}:' < %t.out
// RUN: FileCheck %s --check-prefix=NOTE --implicit-check-not='{{warning|error|note}}:' < %t.err
// A file with a kernel that is compiled gets no note.
// RUN: %nvvmcheck --arch=sm_90 %s -- -DALSO_UNGATED 2>&1 | FileCheck %s --check-prefix=UNGATED --implicit-check-not='{{warning|error|note}}:'

// CHECK: no findings in 1 file
// NOTE: cuda-nvvmcheck: note: {{.*}}hollow.cu: no device code was generated for sm_80: is it gated on a macro clang does not define?
// NOTE-NEXT: cuda-nvvmcheck: note: {{.*}}hollow.cu: no device code was generated for sm_90: is it gated on a macro clang does not define?
// UNGATED: no findings in 1 file

#if defined(__NVCC__)
__global__ void gated(float *out) { out[0] = 1.0f; }
#endif

#ifdef ALSO_UNGATED
__global__ void ungated(float *out) { out[0] = 2.0f; }
#endif

// "__global__" in a comment or a string does not count.
const char *doc = "__global__";
