; Prefix data. NVVM-20 (R2 of docs/reference/toolchain.md, measured): "Prefix data is not allowed.".
; RUN: not %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @with_prefix() prefix i32 1 {
  ret void
}
; CHECK:      nvvm-func-prefix-data.ll: error: Prefix data is not allowed. [nvvm-func-prefix-data]
; CHECK-NEXT: note: in function 'with_prefix'; the IR has no debug location for it (compile with -g for file:line:col)

define ptx_kernel void @k() prefix <4 x i8> <i8 1, i8 2, i8 3, i8 4> {
  ret void
}
; CHECK:      error: Prefix data is not allowed. [nvvm-func-prefix-data]
; CHECK-NEXT: note: in function 'k'

; CHECK: 2 errors in 1 file

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
