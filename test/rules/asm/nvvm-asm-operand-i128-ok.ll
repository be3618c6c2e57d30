; Near misses of nvvm-asm-operand-i128: i128 results (NVVM checks inputs
; only, measured), an i128 split into two i64 inputs.
; RUN: %nvvmcheck --arch=sm_100 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
; CHECK: no findings in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i128 @f(i64 %lo, i64 %hi) {
  %r = call i128 asm "mov.b128 $0, {$1, $2};", "=q,l,l"(i64 %lo, i64 %hi)
  ret i128 %r
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
