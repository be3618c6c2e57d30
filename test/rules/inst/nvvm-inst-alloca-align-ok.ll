; Near misses of nvvm-inst-alloca-align: exactly 2^23 (NVVM 20 accepts it,
; measured), and ordinary alignments.
; RUN: %nvvmcheck --arch=sm_100 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
; CHECK: no findings in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f() {
  %a = alloca i32, align 8388608
  %b = alloca [16 x i8], align 16
  %c = alloca double, align 8
  store volatile i32 0, ptr %a, align 4
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
