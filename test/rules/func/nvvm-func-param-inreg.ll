; `inreg` parameters. NVVM-20 (R2 of docs/reference/toolchain.md, measured, with a sentinel error to make it
; print): "Warning: : Function `f': InReg attribute on parameter will be
; ignored", once per such parameter, on definitions and declarations, not
; on call sites. A warning: the module is accepted.
; RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @two(i32 inreg %x, ptr inreg %y, i32 %z) {
  ret void
}
; CHECK:      nvvm-func-param-inreg.ll: warning: InReg attribute on parameter will be ignored [nvvm-func-param-inreg]
; CHECK-NEXT: note: in function 'two'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: note: parameter 0 '%x' (i32) is marked 'inreg'
; CHECK:      warning: InReg attribute on parameter will be ignored [nvvm-func-param-inreg]
; CHECK-NEXT: note: in function 'two'
; CHECK-NEXT: note: parameter 1 '%y' (ptr) is marked 'inreg'

declare void @declared(i64 inreg)
; CHECK:      warning: InReg attribute on parameter will be ignored [nvvm-func-param-inreg]
; CHECK-NEXT: note: in function 'declared'
; CHECK-NEXT: note: parameter 0 (i64) is marked 'inreg'

declare void @plain(i32)

define ptx_kernel void @k(i32 inreg %n) {
  call void @plain(i32 inreg %n)
  call void @declared(i64 inreg 1)
  ret void
}
; CHECK:      warning: InReg attribute on parameter will be ignored [nvvm-func-param-inreg]
; CHECK-NEXT: note: in function 'k'
; CHECK-NEXT: note: parameter 0 '%n' (i32) is marked 'inreg'

; CHECK: 4 warnings in 1 file

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
