; Prologue data. NVVM-20 (R2 of docs/reference/toolchain.md, measured): "Prologue data is not allowed.".
; RUN: not %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @with_prologue() prologue i8 144 {
  ret void
}

; Both at once: one error each. (Without debug information, findings are
; listed by rule id, then in module order.)
define void @both() prefix i32 7 prologue i8 144 {
  ret void
}
; CHECK:      error: Prefix data is not allowed. [nvvm-func-prefix-data]
; CHECK-NEXT: note: in function 'both'
; CHECK:      nvvm-func-prologue-data.ll: error: Prologue data is not allowed. [nvvm-func-prologue-data]
; CHECK-NEXT: note: in function 'with_prologue'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK:      error: Prologue data is not allowed. [nvvm-func-prologue-data]
; CHECK-NEXT: note: in function 'both'

; CHECK: 3 errors in 1 file

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
