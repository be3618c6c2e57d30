; `nest` parameters. NVVM-20 (R2 of docs/reference/toolchain.md, measured): "Warning: : Function `f': Nest
; attribute on parameter will be ignored", per parameter, definitions and
; declarations.
; RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @chain(ptr nest %env, i32 %x) {
  ret void
}
; CHECK:      nvvm-func-param-nest.ll: warning: Nest attribute on parameter will be ignored [nvvm-func-param-nest]
; CHECK-NEXT: note: in function 'chain'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: note: parameter 0 '%env' (ptr) is marked 'nest'

declare void @declared(ptr nest)
; CHECK:      warning: Nest attribute on parameter will be ignored [nvvm-func-param-nest]
; CHECK-NEXT: note: in function 'declared'
; CHECK-NEXT: note: parameter 0 (ptr) is marked 'nest'

define void @caller(ptr %p) {
  call void @declared(ptr nest %p)
  ret void
}

; Unused declarations are not checked (NVVM 20, measured).
declare void @unused(ptr nest)

; CHECK: 2 warnings in 1 file

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
