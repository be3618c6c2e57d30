; What clang emits for `#pragma unroll 4` (llvm.loop.unroll.count), other
; two-operand !pragma nodes, and !pragma on instructions that are not
; branches (switch, call, add), which NVVM 20 ignores (measured via
; recipe R2 of docs/reference/toolchain.md: the whole module passes).
; RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
; CHECK: no findings in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @g()
define void @f(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %j, %loop ]
  %j = add i32 %i, 1, !pragma !5
  call void @g(), !pragma !5
  %c = icmp slt i32 %j, %n
  br i1 %c, label %loop, label %next, !llvm.loop !6
next:
  switch i32 %n, label %other [ i32 0, label %exit ], !pragma !5
other:
  br label %exit, !pragma !8
exit:
  ret void
}
!5 = !{!"unroll", i32 4}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.unroll.count", i32 4}
!8 = !{!"foo", i32 1}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
