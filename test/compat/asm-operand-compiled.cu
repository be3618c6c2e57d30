// The other side of pattern 2: an out-of-range asm operand in code that IS
// generated is rejected by nvcc too ("asm operand index requested is larger
// than the number of asm operands provided"); the checker says so at the
// statement instead of passing it through to the IR.
// REQUIRES: cuda
// RUN: not %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void kernel(unsigned *out) {
  unsigned r;
  asm("mov.u32 %0, %1;" : "=r"(r));
  out[0] = r;
}
// CHECK: asm-operand-compiled.cu:10:3: error: asm operand %1 does not exist (nvcc: "asm operand index requested is larger than the number of asm operands provided")
// CHECK: error: {{.*}}asm-operand-compiled.cu: does not compile for sm_90 (1 error); not checked: asm operand %1 does not exist
// CHECK: asm-operand-compiled.cu:10:3: error: asm operand %1 does not exist (nvcc: "asm operand index requested is larger than the number of asm operands provided") [clang-diagnostic-error]
// CHECK: no findings in 0 files; 1 file could not be checked
