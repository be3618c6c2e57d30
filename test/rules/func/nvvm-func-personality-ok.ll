; Near miss for nvvm-func-personality: a declaration of the personality
; routine itself, and a call of it, are no personality.
; RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @__gxx_personality_v0(...)

define void @f() {
  %r = call i32 (...) @__gxx_personality_v0()
  ret void
}

; CHECK: no findings in 1 file

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
