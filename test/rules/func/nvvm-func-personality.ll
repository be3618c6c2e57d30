; An exception-handling personality. NVVM-20 (R2 of docs/reference/toolchain.md, measured): "Personality
; function is not allowed.". clang refuses try/throw in device code, so only
; other producers write one.
; RUN: not %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @__gxx_personality_v0(...)

define void @with_personality() personality ptr @__gxx_personality_v0 {
  ret void
}
; CHECK:      nvvm-func-personality.ll: error: Personality function is not allowed. [nvvm-func-personality]
; CHECK-NEXT: note: in function 'with_personality'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: note: its personality is '@__gxx_personality_v0'

; CHECK: 1 error in 1 file

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
