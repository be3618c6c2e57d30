// Pattern 2 of docs/compat.md: inline asm that nvcc accepts and clang
// rejects in other ways.
// - `%N` with N equal to the operand count, in code nvcc never generates (a
//   discarded `if constexpr` branch, a template never instantiated): nvcc
//   only fails when it generates code for the statement; clang says
//   "invalid operand number in inline asm string" when it parses it.
// - Two operands without a comma between them: nvcc accepts, clang says
//   "expected ')'". The blank before the second operand becomes the comma.
// REQUIRES: cuda
// RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
// RUN: %compat_probe asm sm_90 %s | FileCheck %s --check-prefix=IR
// RUN: %compat_probe rewrite %s | FileCheck %s --check-prefix=TEXT

// CHECK: no findings in 1 file

template <int N> __device__ unsigned add_n(unsigned a) {
  unsigned r;
  if constexpr (N == 2) {
    asm("add.u32 %0, %1, %2;" : "=r"(r) : "r"(a));
  } else {
    asm("add.u32 %0, %1, 1;" : "=r"(r) : "r"(a));
  }
  return r;
}
// TEXT: asm("add.u32 %0, %1, {N}2;" : "=r"(r) : "r"(a));
// TEXT: asm("add.u32 %0, %1, 1;" : "=r"(r) : "r"(a));
// IR-DAG: _Z5add_nILi1EEjj: asm "add.u32 $0, $1, 1;"

template <typename T> __device__ T never_used(T a) {
  T r;
  asm("mov.u32 %0, %2;" : "=r"(r) : "r"(a));
  return r;
}
// TEXT: asm("mov.u32 %0, {N}2;" : "=r"(r) : "r"(a));

// Operands in range, with a '+' output: left as they are.
__device__ unsigned in_range(unsigned a, unsigned b) {
  asm("add.u32 %0, %0, %1;" : "+r"(a) : "r"(b));
  return a;
}
// TEXT: asm("add.u32 %0, %0, %1;" : "+r"(a) : "r"(b));
// IR-DAG: _Z8in_rangejj: asm "add.u32 $0, $0, $1;"

__device__ unsigned no_comma(unsigned a) {
  unsigned lo, hi;
  asm("add.u32 %0, %2, 1;\n\tadd.u32 %1, %2, 2;" : "=r"(lo) "=r"(hi) : "r"(a));
  return lo + hi;
}
// TEXT: asm("add.u32 %0, %2, 1;\n\tadd.u32 %1, %2, 2;" : "=r"(lo),"=r"(hi) : "r"(a));
// IR-DAG: _Z8no_commaj: asm "add.u32 $0, $2, 1;\n\tadd.u32 $1, $2, 2;"

__global__ void kernel(unsigned *out) {
  out[0] = add_n<1>(out[1]) + in_range(out[2], out[3]) + no_comma(out[4]);
}
// TEXT: -- percent=0 operand=2 comma=1 in-place=yes
