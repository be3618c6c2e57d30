; !callalign metadata (NVVM IR spec 1.3 §3.2.1: per argument, index << 16 |
; alignment) with an operand that is not an integer. NVVM-20 (R2 of docs/reference/toolchain.md, measured):
; "callalign metadata operands not integer literals". An unsorted list or
; alignments that differ from the natural ones pass (measured).
; RUN: not %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @g(<4 x float>, <4 x float>)

define void @f(<4 x float> %v) {
  call void @g(<4 x float> %v, <4 x float> %v), !callalign !0
  call void @g(<4 x float> %v, <4 x float> %v), !callalign !1
  call void @g(<4 x float> %v, <4 x float> %v), !callalign !2
  ret void
}
; CHECK:      nvvm-func-callalign-format.ll: error: callalign metadata operands not integer literals [nvvm-func-callalign-format]
; CHECK-NEXT: note: in function 'f'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK:      error: callalign metadata operands not integer literals [nvvm-func-callalign-format]
; CHECK-NEXT: note: in function 'f'

!0 = !{!"x"}
!1 = !{i32 65552, !{i32 1}}
!2 = !{i32 131088, i32 65552}

; CHECK: 2 errors in 1 file

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
