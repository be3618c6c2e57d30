; !pragma branch attachments without exactly two operands, with NVIDIA's
; text (question mark included; measured with CUDA 13.0's NVVM 20,
; recipe R2 of docs/reference/toolchain.md, one module per case).
; RUN: rm -rf %t && split-file %s %t
; RUN: not %nvvmcheck --arch=sm_90 %t/a-no-count.ll %t/b-nounroll.ll %t/c-empty.ll %t/d-three.ll 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
; CHECK: a-no-count.ll: error: branch pragma metadata does not have 2 operands? [nvvm-metadata-pragma-operands]
; CHECK-NEXT: a-no-count.ll: note: in function 'f'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: b-nounroll.ll: error: branch pragma metadata does not have 2 operands? [nvvm-metadata-pragma-operands]
; CHECK-NEXT: b-nounroll.ll: note: in function 'f'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: c-empty.ll: error: branch pragma metadata does not have 2 operands? [nvvm-metadata-pragma-operands]
; CHECK-NEXT: c-empty.ll: note: in function 'f'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: d-three.ll: error: branch pragma metadata does not have 2 operands? [nvvm-metadata-pragma-operands]
; CHECK-NEXT: d-three.ll: note: in function 'f'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: 4 errors in 4 files

;--- a-no-count.ll
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
!5 = !{!"unroll"}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- b-nounroll.ll
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
!5 = !{!"nounroll"}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- c-empty.ll
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
!5 = !{}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- d-three.ll
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
!5 = !{!"unroll", i32 4, i32 5}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
