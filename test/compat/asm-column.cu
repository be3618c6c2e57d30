// Positions stay exact in a rewritten file: the rewriter changes bytes in
// place (a '%' becomes a marker byte), so a finding after two rewritten
// '%' on the same line keeps its column. Escaping them as '%%' would have
// put the launch two columns to the right (76 instead of 74).
// REQUIRES: cuda
// RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
// RUN: %compat_probe rewrite %s | FileCheck %s --check-prefix=TEXT

__global__ void child(unsigned *p) {}

__global__ void parent(unsigned *out) {
  unsigned lane, sm;
  asm("mov.u32 %0, %laneid; mov.u32 %1, %smid;" : "=r"(lane), "=r"(sm)); child<<<1, 1>>>(&lane);
  out[0] = sm;
}
// CHECK: asm-column.cu:13:74: warning: A pointer to local memory was passed as a launch argument. Dereferencing this within the launch is undefined. [nvvm-launch-local-pointer]
// CHECK-NEXT: {{^ *}}13 |   asm("mov.u32 %0, %laneid; mov.u32 %1, %smid;" : "=r"(lane), "=r"(sm)); child<<<1, 1>>>(&lane);
// CHECK-NEXT: {{^ *}}|                                                                          ^{{$}}
// CHECK-NEXT: asm-column.cu:12:12: note: 'lane' is the local variable the pointer refers to
// CHECK: 1 warning in 1 file
// TEXT: asm("mov.u32 %0, {%}laneid; mov.u32 %1, {%}smid;" : "=r"(lane), "=r"(sm)); child<<<1, 1>>>(&lane);
// TEXT: -- percent=2 operand=0 comma=0 in-place=yes
