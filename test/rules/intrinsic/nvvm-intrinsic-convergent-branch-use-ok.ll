; llvm.nvvm.branch.if.convergent whose result is the condition of exactly
; one conditional branch, with a constant or a non-constant argument: NVVM
; 20's verifier accepts both (scripts/agreement r2, compute_100: no verifier
; message; NVVM's code generator then prints "Error: unsupported operation",
; as for every use of this intrinsic at compute_100, docs/reference/toolchain.md §3).
; RUN: %nvvmcheck --arch=sm_100 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
; CHECK: no findings in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i1 @llvm.nvvm.branch.if.convergent(i32)

define void @one_branch(i32 %v) {
entry:
  %c = call i1 @llvm.nvvm.branch.if.convergent(i32 1)
  br i1 %c, label %x, label %y
x:
  %d = call i1 @llvm.nvvm.branch.if.convergent(i32 %v)
  br i1 %d, label %y, label %z
y:
  ret void
z:
  ret void
}

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
