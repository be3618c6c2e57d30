; The NVVM IR 1.x loop pragma `!pragma !{!"unroll", i32 N}` on a branch,
; which NVVM 20 rejects with this text (two spaces included; measured with
; CUDA 13.0, recipe R2 of docs/reference/toolchain.md, one module per case) whatever the count
; or its type, on conditional and unconditional branches.
; RUN: rm -rf %t && split-file %s %t
; RUN: not %nvvmcheck --arch=sm_90 %t/a-count.ll %t/b-one.ll %t/c-string.ll %t/d-unconditional.ll 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
; CHECK: a-count.ll: error: pragma unroll is not supported.  Please use llvm.loop.unroll.count instead [nvvm-metadata-pragma-unroll]
; CHECK-NEXT: a-count.ll: note: in function 'f'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: b-one.ll: error: pragma unroll is not supported.  Please use llvm.loop.unroll.count instead [nvvm-metadata-pragma-unroll]
; CHECK-NEXT: b-one.ll: note: in function 'f'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: c-string.ll: error: pragma unroll is not supported.  Please use llvm.loop.unroll.count instead [nvvm-metadata-pragma-unroll]
; CHECK-NEXT: c-string.ll: note: in function 'f'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: d-unconditional.ll: error: pragma unroll is not supported.  Please use llvm.loop.unroll.count instead [nvvm-metadata-pragma-unroll]
; CHECK-NEXT: d-unconditional.ll: note: in function 'f'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: 4 errors in 4 files

;--- a-count.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %j, %loop ]
  %j = add i32 %i, 1
  %c = icmp slt i32 %j, %n
  br i1 %c, label %loop, label %exit, !pragma !5
exit:
  ret void
}
!5 = !{!"unroll", i32 4}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- b-one.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %j, %loop ]
  %j = add i32 %i, 1
  %c = icmp slt i32 %j, %n
  br i1 %c, label %loop, label %exit, !pragma !5
exit:
  ret void
}
!5 = !{!"unroll", i32 1}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- c-string.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %j, %loop ]
  %j = add i32 %i, 1
  %c = icmp slt i32 %j, %n
  br i1 %c, label %loop, label %exit, !pragma !5
exit:
  ret void
}
!5 = !{!"unroll", !"x"}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- d-unconditional.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f() {
entry:
  br label %x, !pragma !5
x:
  ret void
}
!5 = !{!"unroll", i32 4}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
