; Functions placed in a section. NVVM-20 rejects it on definitions and
; declarations, with no space between the section name and "is" (measured,
; R2 of docs/reference/toolchain.md: "Explicit section marker .text.foois not allowed."); the text is kept.
; RUN: not %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @in_text_foo() section ".text.foo" {
  ret void
}
; CHECK:      nvvm-func-explicit-section.ll: error: Explicit section marker .text.foois not allowed. [nvvm-func-explicit-section]
; CHECK-NEXT: note: in function 'in_text_foo'; the IR has no debug location for it (compile with -g for file:line:col)

declare void @declared() section "abc"
; CHECK:      error: Explicit section marker abcis not allowed. [nvvm-func-explicit-section]
; CHECK-NEXT: note: in function 'declared'

define ptx_kernel void @k() section "kernels" {
  call void @declared()
  ret void
}
; CHECK:      error: Explicit section marker kernelsis not allowed. [nvvm-func-explicit-section]
; CHECK-NEXT: note: in function 'k'

; CHECK: 3 errors in 1 file

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
