; Near misses for nvvm-func-callalign-format: integer lists, sorted or not,
; an empty list, and other metadata on calls.
; RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @g(<4 x float>, <4 x float>)

define void @f(<4 x float> %v) {
  call void @g(<4 x float> %v, <4 x float> %v), !callalign !0
  call void @g(<4 x float> %v, <4 x float> %v), !callalign !1
  call void @g(<4 x float> %v, <4 x float> %v), !callalign !2
  call void @g(<4 x float> %v, <4 x float> %v), !annotation !3
  ret void
}

!0 = !{i32 65552, i32 131088}
!1 = !{i32 131088, i32 65552}
!2 = !{}
!3 = !{!"x"}

; CHECK: no findings in 1 file

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
