; indirectbr (what a computed goto becomes) is rejected by NVIDIA's NVVM-20
; verifier (measured, recipe R2 of docs/reference/toolchain.md: `Illegal instruction: indirectbr`) and
; cannot be selected by LLVM 22's NVPTX backend (llc: "Cannot select: brind").
; Pins: one error per indirectbr, in both profiles.
; RUN: not %nvvmcheck --arch=sm_100 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
; RUN: not %nvvmcheck --arch=sm_100 --profile=cuda %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @dispatch(ptr %target) {
entry:
  indirectbr ptr %target, [label %a, label %b]
a:
  ret i32 1
b:
  ret i32 2
}
; CHECK:      nvvm-inst-indirectbr.ll: error: Illegal instruction: indirectbr [nvvm-inst-indirectbr]
; CHECK-NEXT: nvvm-inst-indirectbr.ll: note: in function 'dispatch'; the IR has no debug location for it (compile with -g for file:line:col)

define void @loop(ptr %t) {
entry:
  br label %head
head:
  indirectbr ptr %t, [label %head, label %out]
out:
  ret void
}
; CHECK:      error: Illegal instruction: indirectbr [nvvm-inst-indirectbr]
; CHECK-NEXT: note: in function 'loop'

; CHECK: 2 errors in 1 file

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
