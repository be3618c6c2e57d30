; The i1 result of llvm.nvvm.branch.if.convergent / .all.convergent (cicc-
; internal intrinsics LLVM 22 does not know) must be used by exactly one
; branch instruction. Measured with NVVM 20 (scripts/agreement r2,
; compute_100), one case per module: a use by `and`, by `select`, by two
; branches, and no use at all are each rejected with the message below; a
; non-constant argument is accepted. Negatives:
; nvvm-intrinsic-convergent-branch-use-ok.ll.
; RUN: not %nvvmcheck --arch=sm_100 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i1 @llvm.nvvm.branch.if.convergent(i32)
declare i1 @llvm.nvvm.branch.if.all.convergent(i32)

define void @used_by_and(i1 %b) {
entry:
  %c = call i1 @llvm.nvvm.branch.if.convergent(i32 1)
  %a = and i1 %c, %b
  br i1 %a, label %x, label %y
x:
  ret void
y:
  ret void
}
; CHECK:      nvvm-intrinsic-convergent-branch-use.ll: error: result of llvm.nvvm.branch.if.convergent and llvm.nvvm.branch.if.all.convergent can only be used by exactly one branch instruction [nvvm-intrinsic-convergent-branch-use]
; CHECK-NEXT: nvvm-intrinsic-convergent-branch-use.ll: note: in function 'used_by_and'; the IR has no debug location for it (compile with -g for file:line:col)

define i32 @used_by_select() {
entry:
  %c = call i1 @llvm.nvvm.branch.if.convergent(i32 1)
  %s = select i1 %c, i32 1, i32 2
  ret i32 %s
}
; CHECK:      error: result of llvm.nvvm.branch.if.convergent and llvm.nvvm.branch.if.all.convergent can only be used by exactly one branch instruction [nvvm-intrinsic-convergent-branch-use]
; CHECK-NEXT: note: in function 'used_by_select'

define void @two_branches() {
entry:
  %c = call i1 @llvm.nvvm.branch.if.convergent(i32 1)
  br i1 %c, label %x, label %y
x:
  br i1 %c, label %y, label %z
y:
  ret void
z:
  ret void
}
; CHECK:      error: result of llvm.nvvm.branch.if.convergent and llvm.nvvm.branch.if.all.convergent can only be used by exactly one branch instruction [nvvm-intrinsic-convergent-branch-use]
; CHECK-NEXT: note: in function 'two_branches'

define void @unused() {
entry:
  %c = call i1 @llvm.nvvm.branch.if.convergent(i32 1)
  ret void
}
; CHECK:      error: result of llvm.nvvm.branch.if.convergent and llvm.nvvm.branch.if.all.convergent can only be used by exactly one branch instruction [nvvm-intrinsic-convergent-branch-use]
; CHECK-NEXT: note: in function 'unused'

; Not measurable for .all.convergent: NVVM 20 declares it with another
; signature ("Intrinsic has incorrect argument type!"); the use rule is the
; same intrinsic-verifier check (S3 (docs/reference/sources.md), M.), named in NVIDIA's message.
define i1 @all_returned() {
entry:
  %c = call i1 @llvm.nvvm.branch.if.all.convergent(i32 1)
  ret i1 %c
}
; CHECK:      error: result of llvm.nvvm.branch.if.convergent and llvm.nvvm.branch.if.all.convergent can only be used by exactly one branch instruction [nvvm-intrinsic-convergent-branch-use]
; CHECK-NEXT: note: in function 'all_returned'

; CHECK: 5 errors in 1 file

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
