; Near misses for nvvm-func-param-inreg and nvvm-func-param-nest: the
; attributes on call sites only (NVVM checks the callee, measured), and the
; attributes NVVM accepts on parameters.
; RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @plain(i32, ptr)

define void @f(ptr noalias nonnull dereferenceable(4) %p, ptr readonly %q, i32 noundef %n) {
  call void @plain(i32 inreg %n, ptr nest %p)
  ret void
}

; CHECK: no findings in 1 file

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
