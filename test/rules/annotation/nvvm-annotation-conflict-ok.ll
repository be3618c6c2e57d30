; Near misses for nvvm-annotation-conflict: one value repeated, the same
; property on two functions, x and y of maxntid.
; RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @a() {
  ret void
}

define void @b() {
  ret void
}

!nvvm.annotations = !{!0, !1, !2}
!0 = !{ptr @a, !"kernel", i32 1, !"maxntidx", i32 64, !"maxntidy", i32 2}
!1 = !{ptr @b, !"kernel", i32 1, !"maxntidx", i32 128}
!2 = !{ptr @a, !"kernel", i32 1, !"maxntidx", i32 64}

; CHECK: no findings in 1 file

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
