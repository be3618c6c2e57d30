; Near-misses of nvvm-intrinsic-unknown: intrinsics LLVM 22 knows (NVVM
; and target-independent ones, overloaded or not), functions whose names
; merely contain "llvm", an unknown llvm.* declaration that is never
; called, and a correctly used llvm.nvvm.branch.if.convergent (which LLVM 22
; does not know but NVVM does). NVVM 20's verifier passes this file
; (scripts/agreement r2; its code generator then refuses branch.if.convergent
; with "Error: unsupported operation", see
; nvvm-intrinsic-convergent-branch-use-ok.ll).
; RUN: %nvvmcheck --arch=sm_80 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
; CHECK: no findings in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.unused.declaration(i32)
declare i32 @my_llvm_helper(i32)
declare i32 @llvmish(i32)
declare i1 @llvm.nvvm.branch.if.convergent(i32)

define i32 @known(i32 %v, ptr %p) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %m = call i32 @llvm.smax.i32(i32 %v, i32 %tid)
  %a = call i32 @my_llvm_helper(i32 %m)
  %b = call i32 @llvmish(i32 %a)
  %c = call i1 @llvm.nvvm.branch.if.convergent(i32 1)
  br i1 %c, label %yes, label %no
yes:
  ret i32 %b
no:
  ret i32 0
}

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
