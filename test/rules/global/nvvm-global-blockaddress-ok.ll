; Branches, switches and labels without their addresses taken.
; RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
; CHECK: no findings in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @f(i32 %x) {
entry:
  switch i32 %x, label %other [ i32 0, label %zero ]
zero:
  br label %other
other:
  %r = phi i32 [ 0, %zero ], [ %x, %entry ]
  ret i32 %r
}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
