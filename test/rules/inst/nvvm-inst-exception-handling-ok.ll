; Near misses of nvvm-inst-exception-handling: calls marked nounwind, a
; declared personality routine that nothing uses, and unreachable.
; RUN: %nvvmcheck --arch=sm_100 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
; CHECK: no findings in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @may_throw()
declare i32 @__gxx_personality_v0(...)

define void @f(i1 %c) {
entry:
  call void @may_throw() nounwind
  br i1 %c, label %dead, label %ok
dead:
  unreachable
ok:
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
