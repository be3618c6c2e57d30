; Two operands that are not an unroll pragma, and one-operand !pragma nodes
; on instructions that are not branches (measured, NVVM 20 via
; recipe R2 of docs/reference/toolchain.md: the whole module passes).
; RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
; CHECK: no findings in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @g()
define void @f(i32 %n) {
entry:
  call void @g(), !pragma !5
  %c = icmp slt i32 0, %n
  br i1 %c, label %a, label %b, !pragma !6
a:
  br label %b, !pragma !7
b:
  ret void
}
!5 = !{!"unroll"}
!6 = !{i32 4, !"unroll"}
!7 = !{!"foo", i32 1}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
