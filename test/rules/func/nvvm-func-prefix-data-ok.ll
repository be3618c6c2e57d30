; Near misses for nvvm-func-prefix-data and nvvm-func-prologue-data: plain
; functions, a global initialised with the same constant.
; RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@prefix = addrspace(1) global i32 1

define void @f() {
  ret void
}

; CHECK: no findings in 1 file

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
